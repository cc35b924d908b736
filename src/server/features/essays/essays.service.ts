/**
 * Essay use cases (spec 2): create with the defaults of each mode, list, read, partial save with optimistic
 * concurrency, phase switch and completion, essay completion, soft delete with undo, purge, saved articles.
 * Every function takes the owner's id; another user's essay is "not found".
 */
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { essays, researchSavedArticles, type EssayRow } from '../../db/schema';
import { normalizeWorkId } from '../../../shared/research/ids';
import type { Db } from '../../db/client';
import { AppError, badRequest, notFound } from '../../http/errors';
import { ESSAY_MESSAGES as M } from '../../../shared/messages';
import {
  NEW_ESSAY_DEFAULTS,
  essayModeOf,
  essayTypesOf,
  type EssayMode,
} from '../../../shared/essays/options';
import {
  completePhase as completePhaseRule,
  initialPhaseStatus,
  phaseRefusal,
  phasesOf,
  switchPhase as switchPhaseRule,
  type EssayPhase,
} from '../../../shared/essays/phases';
import { brainstormListRefusal, normaliseIdeas } from '../../../shared/essays/rules';
import { ACADEMIC_SECTIONS, CREATIVE_SECTION, wordCountOf } from '../../../shared/essays/word-count';
import {
  ESSAY_PURGE_AFTER_MS,
  ESSAY_RESTORE_WINDOW_MS,
  type CreateEssayRequest,
  type DraftSections,
  type Essay,
  type EssayFields,
  type EssaySummary,
  type SavedArticle,
} from '../../../shared/schemas/essays';
import { toEssay, toSummary, type EssayRecord } from './essay-record';
import { publishEssayChange } from './essay-events';
import {
  articleKey,
  changeEssayArticles,
  type Tx,
  essayRecordColumns,
  essaySavedArticleCount,
  otherArticleCount,
  readEssayRecord,
  replaceEssayArticles,
  upsertEssayArticles,
} from './essay-articles';
import { BRAINSTORM_LIMITS, ESSAY_LIMITS, RESEARCH_LIMITS } from '../../../shared/limits';

type EssayInsert = typeof essays.$inferInsert;
type Changes = Partial<Omit<EssayInsert, 'id' | 'userId' | 'version' | 'createdAt'>>;

/** A save based on an old version: answered 409 with the essay as it is now. */
export class VersionConflictError extends AppError {
  constructor(public readonly essay: Essay) {
    super(409, M.versionConflict, 'version_conflict');
    this.name = 'VersionConflictError';
  }
}

const essayNotFound = () => notFound(M.notFound);

/** The mode after a save: a save may change the essay type. */
function modeAfter(row: EssayRow, changes: Changes): EssayMode {
  return essayModeOf(changes.essayType ?? row.essayType);
}

function initialSections(mode: EssayMode): DraftSections {
  if (mode === 'creative') return { [CREATIVE_SECTION]: { content: '' } };
  return Object.fromEntries(ACADEMIC_SECTIONS.map((s) => [s, { content: '' }]));
}

function initialMetadata(mode: EssayMode): Record<string, unknown> {
  return mode === 'creative'
    ? { characters: [], plotPoints: [], setting: { location: '', time: '', atmosphere: '' } }
    : {};
}

/** Loads the owner's live (not deleted) essay row with its saved articles. */
export async function findEssayRow(
  deps: AppDeps,
  userId: string,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<EssayRecord | undefined> {
  if (id.length > 200) return undefined;
  const rows = await deps.database.db
    .select(essayRecordColumns)
    .from(essays)
    .where(
      and(
        eq(essays.id, id),
        eq(essays.userId, userId),
        options.includeDeleted ? undefined : isNull(essays.deletedAt),
      ),
    )
    .limit(1);
  return rows[0];
}

async function requireEssayRow(deps: AppDeps, userId: string, id: string): Promise<EssayRecord> {
  const row = await findEssayRow(deps, userId, id);
  if (!row) throw essayNotFound();
  return row;
}

// ───────────────────────────── create, read, list ─────────────────────────────

export async function createEssay(
  deps: AppDeps,
  userId: string,
  input: CreateEssayRequest,
  origin: string | null = null,
): Promise<Essay> {
  const mode: EssayMode = input.essay_type ? essayModeOf(input.essay_type) : (input.mode ?? 'academic');
  const defaults = NEW_ESSAY_DEFAULTS[mode];
  const sections = initialSections(mode);
  const now = deps.now();
  const [row] = await deps.database.db
    .insert(essays)
    .values({
      id: crypto.randomUUID(),
      userId,
      title: input.title.trim(),
      essayType: input.essay_type ?? defaults.essayType,
      writingStyle: input.writing_style ?? defaults.writingStyle,
      targetLength: input.target_length ?? defaults.targetLength,
      audience: input.audience ?? defaults.audience,
      tone: input.tone ?? defaults.tone,
      topic: input.topic ?? '',
      prompt: input.prompt ?? '',
      currentPhase: 'prompt',
      brainstormIdeas: [],
      thesisStatement: '',
      thesisReview: null,
      outline: [],
      draftSections: sections,
      wordCount: wordCountOf(sections),
      phaseStatus: initialPhaseStatus(mode),
      metadata: initialMetadata(mode),
      status: 'in_progress',
      version: 1,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The essay was not created');
  const essay = toEssay({ ...row, savedArticles: [] });
  publishEssayChange(deps, { id: essay.id, version: essay.version, deleted: false, origin });
  return essay;
}

export async function getEssay(deps: AppDeps, userId: string, id: string): Promise<Essay> {
  return toEssay(await requireEssayRow(deps, userId, id));
}

/** The owner's essays, most recently updated first; `panel` keeps academic|professional or creative|personal. */
export async function listEssays(
  deps: AppDeps,
  userId: string,
  options: { panel?: EssayMode | undefined; limit?: number | undefined } = {},
): Promise<EssaySummary[]> {
  const rows = await deps.database.db
    .select({
      id: essays.id,
      title: essays.title,
      essayType: essays.essayType,
      writingStyle: essays.writingStyle,
      targetLength: essays.targetLength,
      audience: essays.audience,
      tone: essays.tone,
      currentPhase: essays.currentPhase,
      status: essays.status,
      phaseStatus: essays.phaseStatus,
      wordCount: essays.wordCount,
      version: essays.version,
      createdAt: essays.createdAt,
      updatedAt: essays.updatedAt,
      savedArticleCount: essaySavedArticleCount,
    })
    .from(essays)
    .where(
      and(
        eq(essays.userId, userId),
        isNull(essays.deletedAt),
        options.panel ? inArray(essays.essayType, [...essayTypesOf(options.panel)]) : undefined,
      ),
    )
    .orderBy(desc(essays.updatedAt), desc(essays.createdAt), desc(essays.id))
    .limit(options.limit ?? ESSAY_LIMITS.listMax);
  return rows.map(toSummary);
}

// ───────────────────────────── saving ─────────────────────────────

function fail(message: string, field: string): never {
  throw badRequest(message, { [field]: message });
}

/**
 * The column changes of a save. Rules the schema cannot know (they depend on the essay's mode) are checked here:
 * academic brainstorm limits, the phase belonging to the mode, and a creative prompt before any later phase.
 */
/** The fields whose checks read the stored essay (its mode, phase or prompt). */
function readsStoredEssay(fields: EssayFields): boolean {
  return (
    fields.brainstorm_ideas !== undefined ||
    fields.current_phase !== undefined ||
    fields.essay_type !== undefined
  );
}

/** The changes that do not depend on the stored essay (everything but ideas, phase and type). */
function plainChanges(fields: EssayFields, now: Date): Changes {
  const changes: Changes = {};
  if (fields.title !== undefined) changes.title = fields.title;
  if (fields.essay_type !== undefined) changes.essayType = fields.essay_type;
  if (fields.writing_style !== undefined) changes.writingStyle = fields.writing_style;
  if (fields.target_length !== undefined) changes.targetLength = fields.target_length;
  if (fields.audience !== undefined) changes.audience = fields.audience;
  if (fields.tone !== undefined) changes.tone = fields.tone;
  if (fields.topic !== undefined) changes.topic = fields.topic;
  if (fields.prompt !== undefined) changes.prompt = fields.prompt;
  if (fields.thesis_statement !== undefined) changes.thesisStatement = fields.thesis_statement;
  if (fields.status !== undefined) changes.status = fields.status;
  if (fields.outline !== undefined) changes.outline = fields.outline;
  if (fields.phase_status !== undefined) changes.phaseStatus = fields.phase_status;
  if (fields.metadata !== undefined) changes.metadata = fields.metadata;
  if (fields.thesis_review !== undefined) {
    changes.thesisReview = fields.thesis_review
      ? { ...fields.thesis_review, reviewed_at: fields.thesis_review.reviewed_at ?? now.toISOString() }
      : null;
  }
  if (fields.draft_sections !== undefined) {
    changes.draftSections = fields.draft_sections;
    changes.wordCount = wordCountOf(fields.draft_sections);
  }
  return changes;
}

export function changesFor(row: EssayRow, fields: EssayFields, now: Date): Changes {
  const changes = plainChanges(fields, now);
  const mode = essayModeOf(fields.essay_type ?? row.essayType);
  if (fields.brainstorm_ideas !== undefined) {
    const ideas = normaliseIdeas(fields.brainstorm_ideas);
    if (mode === 'academic') {
      const refusal = brainstormListRefusal(ideas);
      if (refusal === 'too_long') fail(M.ideaTooLong(BRAINSTORM_LIMITS.maxIdeaLength), 'brainstorm_ideas');
      if (refusal === 'too_many') fail(M.tooManyIdeas(BRAINSTORM_LIMITS.maxIdeas), 'brainstorm_ideas');
    }
    changes.brainstormIdeas = ideas;
  }
  const phase = fields.current_phase ?? row.currentPhase;
  if (fields.current_phase !== undefined || fields.essay_type !== undefined) {
    checkPhase(
      mode,
      phase,
      changes.prompt ?? row.prompt,
      fields.current_phase !== undefined && phase !== row.currentPhase,
    );
    changes.currentPhase = phase;
  }
  return changes;
}

/** A phase of another mode is a 400; leaving the creative prompt phase without a prompt is a 422. */
function checkPhase(mode: EssayMode, phase: EssayPhase, prompt: string, moving: boolean): void {
  const refusal = phaseRefusal(mode, phase, prompt);
  if (refusal === 'unknown_phase') fail(M.unknownPhase(phase, phasesOf(mode)), 'current_phase');
  if (refusal === 'prompt_required' && moving)
    throw new AppError(422, M.promptRequired, 'prompt_required', { prompt: M.promptRequired });
}

/** Writes `change(row)` if the essay is still at `version`; bumps version and updated_at. */
async function writeEssay(
  deps: AppDeps,
  userId: string,
  id: string,
  version: number,
  change: (row: EssayRow, now: Date) => Changes,
  origin: string | null,
  articles: readonly SavedArticle[] | undefined,
): Promise<Essay> {
  const row = await requireEssayRow(deps, userId, id);
  if (row.version !== version) throw new VersionConflictError(toEssay(row));
  const now = deps.now();
  const updated = await updateAtVersion(deps, userId, id, version, change(row, now), now, articles);
  if (!updated) return refuseStaleWrite(deps, userId, id);
  return published(deps, updated, origin);
}

/**
 * The changes, if the owner's live essay is still at `version`; undefined otherwise. One statement, or with
 * `articles` (a save carrying `saved_articles`) one transaction that also makes the essay's list that list.
 */
async function updateAtVersion(
  deps: AppDeps,
  userId: string,
  id: string,
  version: number,
  changes: Changes,
  now: Date,
  articles?: readonly SavedArticle[],
): Promise<EssayRecord | undefined> {
  if (articles === undefined) {
    const prepared = preparedSave(deps.database.db, changes);
    if (prepared) {
      const [updated] = await prepared.execute({ ...changes, updatedAt: now, id, userId, version });
      return updated;
    }
  }
  const update = (db: Db | Tx) =>
    db
      .update(essays)
      .set({ ...changes, version: sql`${essays.version} + 1`, updatedAt: now })
      .where(
        and(
          eq(essays.id, id),
          eq(essays.userId, userId),
          eq(essays.version, version),
          isNull(essays.deletedAt),
        ),
      );
  if (articles === undefined) {
    const [updated] = await update(deps.database.db).returning(essayRecordColumns);
    return updated;
  }
  return deps.database.db.transaction(async (tx) => {
    const [updated] = await update(tx).returning({ id: essays.id });
    if (!updated) return undefined;
    await replaceEssayArticles(tx, { essayId: id, userId }, articles, now);
    return readEssayRecord(tx, id);
  });
}

/** The save statement for one set of changed columns: the same UPDATE as `updateAtVersion` builds, with placeholders. */
function prepareSave(db: Db, columns: readonly (keyof Changes)[], name: string) {
  const set = Object.fromEntries(
    [...columns, 'updatedAt'].map((column) => [column, sql.placeholder(column)]),
  );
  return db
    .update(essays)
    .set({ ...set, version: sql`${essays.version} + 1` })
    .where(
      and(
        eq(essays.id, sql.placeholder('id')),
        eq(essays.userId, sql.placeholder('userId')),
        eq(essays.version, sql.placeholder('version')),
        isNull(essays.deletedAt),
      ),
    )
    .returning(essayRecordColumns)
    .prepare(name);
}

/** Sets of changed columns that get a prepared statement, per database (an editor sends a handful). */
export const PREPARED_SAVE_SHAPES_MAX = 32;
const preparedSaves = new WeakMap<Db, Map<string, ReturnType<typeof prepareSave>>>();

/**
 * The prepared statement of a save that changes `changes`' columns; undefined past PREPARED_SAVE_SHAPES_MAX sets or
 * when a column is set to null.
 * An autosave sends the same fields every time: prepared (and named), it is built once here and parsed and planned
 * once per connection by PostgreSQL, instead of on every save.
 */
function preparedSave(db: Db, changes: Changes): ReturnType<typeof prepareSave> | undefined {
  const columns = (Object.keys(changes) as (keyof Changes)[])
    .filter((column) => changes[column] !== undefined)
    .sort();
  // A placeholder gives a jsonb column JSON null, where the built statement writes SQL NULL (a cleared review).
  if (columns.length === 0 || columns.some((column) => changes[column] === null)) return undefined;
  let shapes = preparedSaves.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedSaves.set(db, shapes);
  }
  const key = columns.join(',');
  let statement = shapes.get(key);
  if (!statement && shapes.size < PREPARED_SAVE_SHAPES_MAX) {
    statement = prepareSave(db, columns, `essay_save_${shapes.size + 1}`);
    shapes.set(key, statement);
  }
  return statement;
}

/** A write that found no essay at its version: 404 when there is none, else 409 with the current one. */
async function refuseStaleWrite(deps: AppDeps, userId: string, id: string): Promise<never> {
  const current = await requireEssayRow(deps, userId, id);
  throw new VersionConflictError(toEssay(current));
}

function published(deps: AppDeps, row: EssayRecord, origin: string | null): Essay {
  const essay = toEssay(row);
  publishEssayChange(deps, { id: row.id, version: essay.version, deleted: false, origin });
  return essay;
}

function hasAnyField(fields: EssayFields): boolean {
  return Object.entries(fields).some(([key, value]) => key !== 'word_count' && value !== undefined);
}

/** PATCH: only the given fields change. */
export async function updateEssay(
  deps: AppDeps,
  userId: string,
  id: string,
  input: EssayFields & { version: number },
  origin: string | null = null,
): Promise<Essay> {
  const { version, ...fields } = input;
  if (!hasAnyField(fields)) throw badRequest(M.nothingToSave);
  if (readsStoredEssay(fields)) {
    return writeEssay(
      deps,
      userId,
      id,
      version,
      (row, now) => changesFor(row, fields, now),
      origin,
      fields.saved_articles,
    );
  }
  // An autosave (text fields only): written in one statement, the essay read only when it was not at `version`.
  const now = deps.now();
  const updated = await updateAtVersion(
    deps,
    userId,
    id,
    version,
    plainChanges(fields, now),
    now,
    fields.saved_articles,
  );
  if (!updated) return refuseStaleWrite(deps, userId, id);
  return published(deps, updated, origin);
}

/** Saves the state and moves to `phase` (the select, the navigator, Next buttons with `completeCurrent`). */
export async function switchEssayPhase(
  deps: AppDeps,
  userId: string,
  id: string,
  input: Omit<EssayFields, 'current_phase' | 'status'> & {
    version: number;
    phase: EssayPhase;
    complete_current?: boolean | undefined;
  },
  origin: string | null = null,
): Promise<Essay> {
  const { version, phase, complete_current, ...fields } = input;
  return writeEssay(
    deps,
    userId,
    id,
    version,
    (row, now) => {
      const changes = changesFor(row, fields, now);
      const mode = modeAfter(row, changes);
      checkPhase(mode, phase, changes.prompt ?? row.prompt, phase !== row.currentPhase);
      const next = switchPhaseRule(
        { current_phase: row.currentPhase, phase_status: changes.phaseStatus ?? row.phaseStatus },
        phase,
        { completeCurrent: complete_current === true },
      );
      return { ...changes, currentPhase: next.current_phase, phaseStatus: next.phase_status };
    },
    origin,
    fields.saved_articles,
  );
}

/** Saves the state, marks `phase` completed and moves on as the completion rules say (spec 2 §4). */
export async function completeEssayPhase(
  deps: AppDeps,
  userId: string,
  id: string,
  phase: EssayPhase,
  input: Omit<EssayFields, 'current_phase' | 'status'> & { version: number },
  origin: string | null = null,
): Promise<Essay> {
  const { version, ...fields } = input;
  return writeEssay(
    deps,
    userId,
    id,
    version,
    (row, now) => {
      const changes = changesFor(row, fields, now);
      const mode = modeAfter(row, changes);
      const prompt = changes.prompt ?? row.prompt;
      checkPhase(mode, phase, prompt, false);
      const next = completePhaseRule(
        mode,
        { current_phase: row.currentPhase, phase_status: changes.phaseStatus ?? row.phaseStatus },
        phase,
      );
      if (next.current_phase !== row.currentPhase) checkPhase(mode, next.current_phase, prompt, true);
      return { ...changes, currentPhase: next.current_phase, phaseStatus: next.phase_status };
    },
    origin,
    fields.saved_articles,
  );
}

/** Essay completion: saves the writing progress, then current phase final and status completed. */
export async function completeEssay(
  deps: AppDeps,
  userId: string,
  id: string,
  input: Omit<EssayFields, 'current_phase' | 'status'> & { version: number },
  origin: string | null = null,
): Promise<Essay> {
  const { version, ...fields } = input;
  return writeEssay(
    deps,
    userId,
    id,
    version,
    (row, now) => {
      const changes = changesFor(row, fields, now);
      const phaseStatus = { ...(changes.phaseStatus ?? row.phaseStatus), final: 'completed' as const };
      return { ...changes, currentPhase: 'final', status: 'completed', phaseStatus };
    },
    origin,
    fields.saved_articles,
  );
}

// ───────────────────────────── saved articles ─────────────────────────────

/**
 * Saves an article to the essay (replacing the bibliographic fields of one with the same id; an article without
 * id gets one). The essay's list is research_saved_articles (ADR 018): the limit is counted under the essay's lock.
 */
export async function addSavedArticle(
  deps: AppDeps,
  userId: string,
  id: string,
  article: SavedArticle,
  origin: string | null = null,
): Promise<Essay> {
  const saved: SavedArticle =
    articleKey(article) === null ? { ...article, id: crypto.randomUUID() } : article;
  const key = articleKey(saved) as string;
  const done = await changeEssayArticles(
    deps,
    { essayId: id, userId },
    async (tx, now) => {
      if ((await otherArticleCount(tx, id, [key])) >= RESEARCH_LIMITS.maxSavedArticles)
        fail(M.tooMany('saved_articles', RESEARCH_LIMITS.maxSavedArticles), 'article');
      await upsertEssayArticles(tx, { essayId: id, userId }, [saved], now);
    },
    origin,
  );
  if (!done) throw essayNotFound();
  return done.essay;
}

/** Removes an article from the essay (spec 2 §7 "remove an article from an essay"), with its PDF and analysis. */
export async function removeSavedArticle(
  deps: AppDeps,
  userId: string,
  id: string,
  articleId: string,
  origin: string | null = null,
): Promise<Essay> {
  const done = await changeEssayArticles(
    deps,
    { essayId: id, userId },
    async (tx) => {
      const removed = await tx
        .delete(researchSavedArticles)
        .where(
          and(
            eq(researchSavedArticles.essayId, id),
            inArray(researchSavedArticles.workId, [
              ...new Set([articleId, normalizeWorkId(articleId) ?? articleId]),
            ]),
          ),
        )
        .returning({ id: researchSavedArticles.id });
      if (removed.length === 0) throw notFound(M.articleNotFound);
    },
    origin,
  );
  if (!done) throw essayNotFound();
  return done.essay;
}

// ───────────────────────────── delete, restore, purge ─────────────────────────────

/** Soft delete: the essay disappears at once and can be restored for ESSAY_RESTORE_WINDOW_MS. */
export async function deleteEssay(
  deps: AppDeps,
  userId: string,
  id: string,
  origin: string | null = null,
): Promise<{ deleted: true; id: string; restore_until: string }> {
  if (id.length > 200) throw essayNotFound();
  const now = deps.now();
  const [row] = await deps.database.db
    .update(essays)
    .set({ deletedAt: now, version: sql`${essays.version} + 1` })
    .where(and(eq(essays.id, id), eq(essays.userId, userId), isNull(essays.deletedAt)))
    .returning({ id: essays.id, version: essays.version });
  if (!row) throw essayNotFound();
  publishEssayChange(deps, { id, version: row.version, deleted: true, origin });
  return {
    deleted: true,
    id,
    restore_until: new Date(now.getTime() + ESSAY_RESTORE_WINDOW_MS).toISOString(),
  };
}

/** Undoes a delete within the restore window; the essay keeps its place in the list (updated_at unchanged). */
export async function restoreEssay(
  deps: AppDeps,
  userId: string,
  id: string,
  origin: string | null = null,
): Promise<Essay> {
  if (id.length > 200) throw essayNotFound();
  const now = deps.now();
  const windowStart = new Date(now.getTime() - ESSAY_RESTORE_WINDOW_MS);
  const [row] = await deps.database.db
    .update(essays)
    .set({ deletedAt: null, version: sql`${essays.version} + 1` })
    .where(
      and(
        eq(essays.id, id),
        eq(essays.userId, userId),
        isNotNull(essays.deletedAt),
        gt(essays.deletedAt, windowStart),
      ),
    )
    .returning(essayRecordColumns);
  if (row) {
    const essay = toEssay(row);
    publishEssayChange(deps, { id, version: essay.version, deleted: false, origin });
    return essay;
  }
  const existing = await findEssayRow(deps, userId, id, { includeDeleted: true });
  if (!existing) throw essayNotFound();
  if (!existing.deletedAt) throw new AppError(409, M.notDeleted, 'not_deleted');
  throw new AppError(404, M.restoreExpired, 'restore_expired');
}

/** Deletes for good the essays soft-deleted more than ESSAY_PURGE_AFTER_MS ago (schedule it, e.g. every 10 min). */
export async function purgeDeletedEssays(
  deps: Pick<AppDeps, 'database' | 'now'>,
  olderThanMs = ESSAY_PURGE_AFTER_MS,
): Promise<number> {
  const cutoff = new Date(deps.now().getTime() - olderThanMs);
  const rows = await deps.database.db
    .delete(essays)
    .where(and(isNotNull(essays.deletedAt), lt(essays.deletedAt, cutoff)))
    .returning({ id: essays.id });
  return rows.length;
}
