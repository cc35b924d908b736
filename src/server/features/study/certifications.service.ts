import { and, asc, count, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { studyCatalogueTopics, studyCertifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import { STUDY_MESSAGES } from '../../../shared/messages';
import type { Certification, CertificationQuery } from '../../../shared/schemas/study';
import { filterCertifications } from '../../../shared/study/certifications';
import { ensureStudyCatalogue } from './catalogue/seed';
import { certificationView } from './study-views';

async function topicCounts(deps: AppDeps): Promise<Map<string, number>> {
  const rows = await deps.database.db
    .select({ id: studyCatalogueTopics.certificationId, n: count() })
    .from(studyCatalogueTopics)
    .where(eq(studyCatalogueTopics.retired, false))
    .groupBy(studyCatalogueTopics.certificationId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/** The catalogue in its seed order, filtered as spec 3 §5 says (the same function the web app uses). */
export async function listCertifications(deps: AppDeps, query: CertificationQuery): Promise<Certification[]> {
  await ensureStudyCatalogue(deps);
  const [rows, counts] = await Promise.all([
    deps.database.db
      .select()
      .from(studyCertifications)
      .where(eq(studyCertifications.retired, false))
      .orderBy(asc(studyCertifications.position)),
    topicCounts(deps),
  ]);
  const all = rows.map((r) => certificationView(r, counts.get(r.id) ?? 0));
  const filtered = filterCertifications(all, query);
  return query.availability ? filtered.filter((c) => c.availability === query.availability) : filtered;
}

export async function getCertification(
  deps: AppDeps,
  id: string,
): Promise<typeof studyCertifications.$inferSelect> {
  await ensureStudyCatalogue(deps);
  const row = (
    await deps.database.db
      .select()
      .from(studyCertifications)
      .where(and(eq(studyCertifications.id, id), eq(studyCertifications.retired, false)))
      .limit(1)
  )[0];
  if (!row) throw notFound(STUDY_MESSAGES.certificationNotFound);
  return row;
}

/** A certification with its syllabus outline (titles and summaries; lesson text is served per topic). */
export async function certificationDetail(deps: AppDeps, id: string) {
  const row = await getCertification(deps, id);
  const topics = await deps.database.db
    .select()
    .from(studyCatalogueTopics)
    .where(and(eq(studyCatalogueTopics.certificationId, id), eq(studyCatalogueTopics.retired, false)))
    .orderBy(asc(studyCatalogueTopics.position));
  return {
    certification: certificationView(row, topics.length),
    syllabus: topics.map((t, i) => ({
      id: t.id,
      order: i + 1,
      section: t.section,
      objective: t.objective,
      title: t.title,
      summary: t.summary,
      level: t.level,
      estimatedMinutes: t.estimatedMinutes,
    })),
  };
}
