/**
 * Loads the versioned catalogue modules into Postgres. Idempotent and safe with many instances starting at once:
 * a checksum of the data is compared first (one SELECT when nothing changed); otherwise one transaction under an
 * advisory lock upserts certifications and syllabus topics, retires what left the seed (kept for existing paths,
 * hidden from the catalogue), and brings existing certification paths up to date (titles, order, new topics).
 */
import { createHash } from 'node:crypto';
import { eq, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../context';
import type { Database } from '../../../db/client';
import { studyCatalogueState, studyCatalogueTopics, studyCertifications } from '../../../db/schema';
import { ALL_SYLLABI, CATALOGUE_VERSION, CERTIFICATIONS, catalogueTopicId } from './catalogue';
import { OUTLINES } from './outlines';
import { seedCataloguePassages } from '../knowledge.service';

const STATE_ID = 'catalogue';
const SEED_LOCK = 727_100_101;

export interface SeedResult {
  /** false when the database already held this exact catalogue. */
  seeded: boolean;
  version: number;
  certifications: number;
  topics: number;
}

let checksumMemo: string | undefined;
export function catalogueChecksum(): string {
  checksumMemo ??= createHash('sha256')
    .update(
      JSON.stringify({
        version: CATALOGUE_VERSION,
        knowledgeLayer: 1,
        certifications: CERTIFICATIONS,
        outlines: [...OUTLINES],
        syllabi: ALL_SYLLABI,
      }),
    )
    .digest('hex');
  return checksumMemo;
}

const excluded = (column: string) => sql.raw(`excluded."${column}"`);

type SeedDeps = Pick<AppDeps, 'database' | 'now' | 'logger'>;

/** Call once at start-up, after migrations (idempotent; cheap when nothing changed). */
export async function seedStudyCatalogue(deps: SeedDeps): Promise<SeedResult> {
  const { db } = deps.database;
  const checksum = catalogueChecksum();
  const topicCount = Object.values(ALL_SYLLABI).reduce((n, list) => n + list.length, 0);
  const result = { version: CATALOGUE_VERSION, certifications: CERTIFICATIONS.length, topics: topicCount };
  const current = (
    await db.select().from(studyCatalogueState).where(eq(studyCatalogueState.id, STATE_ID)).limit(1)
  )[0];
  if (current?.checksum === checksum) return { seeded: false, ...result };

  const at = deps.now();
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const again = (
      await tx.select().from(studyCatalogueState).where(eq(studyCatalogueState.id, STATE_ID)).limit(1)
    )[0];
    if (again?.checksum === checksum) return false;

    await tx
      .insert(studyCertifications)
      .values(
        CERTIFICATIONS.map((c, position) => ({
          id: c.id,
          name: c.name,
          organization: c.organization,
          description: c.description,
          keywords: c.keywords,
          tags: c.tags,
          domainCode: c.domain_code,
          level: c.level,
          type: c.type,
          estimatedStudyHours: c.estimated_study_hours,
          difficulty: c.difficulty,
          officialResources: c.official_resources ?? null,
          examCodes: c.exam_codes,
          availability: c.availability,
          position,
          retired: false,
          catalogueVersion: CATALOGUE_VERSION,
          updatedAt: at,
        })),
      )
      .onConflictDoUpdate({
        target: studyCertifications.id,
        set: Object.fromEntries(
          [
            'name',
            'organization',
            'description',
            'keywords',
            'tags',
            'domain_code',
            'level',
            'type',
            'estimated_study_hours',
            'difficulty',
            'official_resources',
            'exam_codes',
            'availability',
            'position',
            'retired',
            'catalogue_version',
            'updated_at',
          ].map((column) => [camel(column), excluded(column)]),
        ),
      });
    await tx
      .update(studyCertifications)
      .set({ retired: true, updatedAt: at })
      .where(
        notInArray(
          studyCertifications.id,
          CERTIFICATIONS.map((c) => c.id),
        ),
      );

    const topicRows = Object.entries(ALL_SYLLABI).flatMap(([certificationId, topics]) =>
      topics.map((t, position) => ({
        id: catalogueTopicId(certificationId, t.key),
        certificationId,
        position,
        section: t.section,
        objective: t.objective,
        title: t.title,
        summary: t.summary,
        content: t.content,
        level: t.level,
        estimatedMinutes: t.estimatedMinutes,
        tags: t.tags,
        sources: t.sources,
        retired: false,
        updatedAt: at,
      })),
    );
    await tx
      .insert(studyCatalogueTopics)
      .values(topicRows)
      .onConflictDoUpdate({
        target: studyCatalogueTopics.id,
        set: Object.fromEntries(
          [
            'certification_id',
            'position',
            'section',
            'objective',
            'title',
            'summary',
            'content',
            'level',
            'estimated_minutes',
            'tags',
            'sources',
            'retired',
            'updated_at',
          ].map((column) => [camel(column), excluded(column)]),
        ),
      });
    await tx
      .update(studyCatalogueTopics)
      .set({ retired: true, updatedAt: at })
      .where(
        notInArray(
          studyCatalogueTopics.id,
          topicRows.map((t) => t.id),
        ),
      );

    await seedCataloguePassages(
      tx,
      // topics from an outline have no lesson text: nothing to index
      Object.entries(ALL_SYLLABI).flatMap(([certificationId, topics]) =>
        topics
          .filter((topic) => topic.content.trim() !== '')
          .map((topic) => ({ id: catalogueTopicId(certificationId, topic.key), certificationId, topic })),
      ),
      at,
    );

    await syncCertificationPaths(tx, at);

    await tx
      .insert(studyCatalogueState)
      .values({ id: STATE_ID, version: CATALOGUE_VERSION, checksum, seededAt: at })
      .onConflictDoUpdate({
        target: studyCatalogueState.id,
        set: { version: CATALOGUE_VERSION, checksum, seededAt: at },
      });
    return true;
  });
  if (seeded) deps.logger.info({ ...result }, 'study catalogue seeded');
  return { seeded, ...result };
}

/** Existing certification paths follow the catalogue: titles, summaries and order updated, new topics added. */
async function syncCertificationPaths(tx: Pick<Database['db'], 'execute'>, at: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE study_path_topics pt
    SET title = ct.title, summary = ct.summary, level = ct.level, estimated_minutes = ct.estimated_minutes, position = ct.position
    FROM study_catalogue_topics ct
    WHERE pt.catalogue_topic_id = ct.id
      AND (pt.title, pt.summary, pt.level, pt.estimated_minutes, pt.position)
          IS DISTINCT FROM (ct.title, ct.summary, ct.level, ct.estimated_minutes, ct.position)`);
  await tx.execute(sql`
    INSERT INTO study_path_topics (id, path_id, user_id, catalogue_topic_id, position, title, summary, level, estimated_minutes, created_at)
    SELECT gen_random_uuid()::text, p.id, p.user_id, ct.id, ct.position, ct.title, ct.summary, ct.level, ct.estimated_minutes, ${at.toISOString()}::timestamptz
    FROM study_paths p
    JOIN study_catalogue_topics ct ON ct.certification_id = p.certification_id AND NOT ct.retired
    WHERE p.type = 'certification'
    ON CONFLICT (path_id, catalogue_topic_id) DO NOTHING`);
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
}

const ensured = new WeakMap<Database, Promise<SeedResult>>();

/**
 * Seeds once per process and database before the catalogue is first used, so the study area works even if the
 * start-up seeding step was not run. Correctness does not depend on this memo: seeding itself is idempotent.
 */
export function ensureStudyCatalogue(deps: SeedDeps): Promise<SeedResult> {
  let pending = ensured.get(deps.database);
  if (!pending) {
    pending = seedStudyCatalogue(deps);
    ensured.set(deps.database, pending);
    pending.catch(() => ensured.delete(deps.database));
  }
  return pending;
}
