/**
 * The essay's saved articles (ADR 018): `research_saved_articles` is their only store. The essay's
 * `saved_articles` list is derived from it in the same statement that reads the essay, and every write to an
 * essay's articles (research saves and removals, the essay's own article routes and saves) runs in a transaction
 * that holds the essay's row lock, checks the limit, writes the table and bumps the essay's version, so two tabs
 * cannot pass the limit and the live updates see the change.
 */
import { and, count, eq, getTableColumns, isNull, max, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { Db, Tx } from '../../db/client';
import { essays } from '../../db/schema/essays';
import { researchSavedArticles } from '../../db/schema/research';
import { normalizeWorkId } from '../../../shared/research/ids';
import type { CitationDetails } from '../../../shared/schemas/research';
import type { Essay, SavedArticle } from '../../../shared/schemas/essays';
import { publishEssayChange } from './essay-events';
import { toEssay, type EssayRecord } from './essay-record';

export type { Tx } from '../../db/client';
type Queries = Db | Tx;

const A = researchSavedArticles;

/** One saved article as the table gives it to the essay's list. */
interface ArticleRef {
  id: string;
  title: string;
  authors: string;
  year: number | null;
  doi: string | null;
  url: string | null;
  citation: CitationDetails | null;
  source: string | null;
}

/** The bibliographic entry the essay shows for a saved article (the export's bibliography reads it). */
export function essayArticleOf(ref: ArticleRef): SavedArticle {
  const details = ref.citation;
  const journal = details?.container ?? ref.source ?? null;
  return {
    id: ref.id,
    title: ref.title.slice(0, 2_000),
    authors: ref.authors.slice(0, 5_000),
    year: ref.year,
    doi: ref.doi,
    url: ref.url,
    ...(journal ? { journal } : {}),
    ...(details?.volume ? { volume: details.volume } : {}),
    ...(details?.issue ? { issue: details.issue } : {}),
    ...(details?.pages ? { pages: details.pages } : {}),
    ...(details?.publisher ? { publisher: details.publisher } : {}),
    ...(details?.type ? { type: details.type } : {}),
  };
}

function articleList(value: unknown): SavedArticle[] {
  const refs = (typeof value === 'string' ? JSON.parse(value) : value) as ArticleRef[] | null;
  return (refs ?? []).map(essayArticleOf);
}

// Written out with table names: Drizzle leaves them off the columns of one-table statements (`"id"` would be the
// article's id inside the subquery).
const ARTICLES_OF_ESSAY = `FROM "research_saved_articles" AS "sa" WHERE "sa"."essay_id" = "essays"."id"`;

/** The essay's saved articles in saving order, as a column of a statement that reads `essays`. */
export const essaySavedArticles = sql<
  SavedArticle[]
>`${sql.raw(`(SELECT coalesce(jsonb_agg(jsonb_build_object(
  'id', "sa"."work_id", 'title', "sa"."title", 'authors', "sa"."authors", 'year', "sa"."year", 'doi', "sa"."doi",
  'url', "sa"."url", 'citation', "sa"."citation", 'source', "sa"."primary_location" -> 'source' ->> 'display_name'
) ORDER BY "sa"."saved_at", "sa"."id"), '[]'::jsonb) ${ARTICLES_OF_ESSAY})`)}`.mapWith(articleList);

/** How many articles the essay holds, as a column of a statement that reads `essays`. */
export const essaySavedArticleCount =
  sql<number>`${sql.raw(`(SELECT count(*) ${ARTICLES_OF_ESSAY})`)}`.mapWith(Number);

/** The columns of an essay as the API shows it: the row and its derived article list. */
export const essayRecordColumns = { ...getTableColumns(essays), savedArticles: essaySavedArticles };

// ───────────────────────────── writes ─────────────────────────────

/** The id an article is stored under: the research key of the id ("https://openalex.org/W1" → "W1"), else as given. */
export function articleKey(article: SavedArticle): string | null {
  if (article.id === undefined || article.id === null) return null;
  const raw = String(article.id);
  return normalizeWorkId(raw) ?? raw;
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' ? value.slice(0, max) : typeof value === 'number' ? String(value) : null;

function authorsText(authors: SavedArticle['authors']): string {
  if (typeof authors === 'string') return authors.trim();
  if (!Array.isArray(authors)) return '';
  return authors
    .map((a) => (typeof a === 'string' ? a : (a.literal ?? [a.given, a.family].filter(Boolean).join(' '))))
    .map((a) => a.trim())
    .filter(Boolean)
    .join(', ');
}

/** The bibliographic columns of an article the essay's routes were given (PDF, text and analysis are research's). */
function bibliographicValues(article: SavedArticle) {
  const citation: CitationDetails = {
    type: text(article.type, 50),
    container: text(article.journal, 1_000),
    volume: text(article.volume, 50),
    issue: text(article.issue, 50),
    pages: text(article.pages, 50),
    publisher: text(article.publisher, 500),
  };
  const title = (article.title ?? '').trim();
  return {
    title,
    displayName: title,
    authors: authorsText(article.authors),
    year: article.year ?? null,
    doi: article.doi ?? null,
    url: article.url ?? null,
    abstract: text(article.abstract, 100_000) ?? '',
    citation: Object.values(citation).some((v) => v !== null) ? citation : null,
  };
}

/**
 * When an article saved now is saved: `now`, or just after the essay's latest article when that is not earlier
 * (a clock that did not move), so the saving order of the list never depends on ids. Read under the essay's lock.
 */
export async function savingTime(tx: Queries, essayId: string, now: Date): Promise<Date> {
  const [row] = await tx
    .select({ latest: max(A.savedAt) })
    .from(A)
    .where(eq(A.essayId, essayId));
  const latest = row?.latest ? new Date(row.latest).getTime() : 0;
  return latest >= now.getTime() ? new Date(latest + 1) : now;
}

/**
 * Inserts the articles (by key; the last of a repeated key wins) or, for a key the essay already holds, replaces
 * their bibliographic fields; the stored PDF, text and analysis stay.
 */
export async function upsertEssayArticles(
  tx: Queries,
  owner: { essayId: string; userId: string },
  articles: readonly SavedArticle[],
  now: Date,
): Promise<void> {
  const byKey = new Map<string, SavedArticle>();
  for (const article of articles) byKey.set(articleKey(article) ?? crypto.randomUUID(), article);
  if (byKey.size === 0) return;
  const first = await savingTime(tx, owner.essayId, now);
  const rows = [...byKey].map(([workId, article], index) => ({
    id: crypto.randomUUID(),
    essayId: owner.essayId,
    userId: owner.userId,
    workId,
    // one list saved at once keeps its order
    savedAt: new Date(first.getTime() + index),
    updatedAt: now,
    ...bibliographicValues(article),
  }));
  const excluded = (column: string) => sql.raw(`excluded."${column}"`);
  await tx
    .insert(A)
    .values(rows)
    .onConflictDoUpdate({
      target: [A.essayId, A.workId],
      set: {
        title: excluded('title'),
        displayName: excluded('display_name'),
        authors: excluded('authors'),
        year: excluded('year'),
        doi: excluded('doi'),
        url: excluded('url'),
        abstract: sql.raw(`coalesce(nullif(excluded."abstract", ''), "research_saved_articles"."abstract")`),
        citation: excluded('citation'),
        updatedAt: excluded('updated_at'),
      },
    });
}

/** Makes the essay's list exactly `articles` (a save that carries `saved_articles`): others are removed. */
export async function replaceEssayArticles(
  tx: Tx,
  owner: { essayId: string; userId: string },
  articles: readonly SavedArticle[],
  now: Date,
): Promise<void> {
  const withKeys = articles.map((a) => (articleKey(a) === null ? { ...a, id: crypto.randomUUID() } : a));
  const keys = withKeys.map((a) => articleKey(a) as string);
  await tx
    .delete(A)
    .where(and(eq(A.essayId, owner.essayId), keys.length ? notInArray(A.workId, keys) : undefined));
  await upsertEssayArticles(tx, owner, withKeys, now);
}

/** How many articles the essay holds besides `workIds` (the ones a write replaces). */
export async function otherArticleCount(tx: Tx, essayId: string, workIds: string[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(A)
    .where(and(eq(A.essayId, essayId), workIds.length ? notInArray(A.workId, workIds) : undefined));
  return row?.n ?? 0;
}

/** The essay with its article list, read inside a transaction. */
export async function readEssayRecord(tx: Queries, essayId: string): Promise<EssayRecord | undefined> {
  const [row] = await tx.select(essayRecordColumns).from(essays).where(eq(essays.id, essayId)).limit(1);
  return row;
}

/**
 * Changes the articles of the owner's live essay: locks the essay row (article writes to one essay run one after
 * another, so a limit counted inside `change` holds), runs `change`, bumps the essay's version and publishes the
 * change. Undefined when the essay is not the owner's live essay; a throw in `change` changes nothing.
 */
export async function changeEssayArticles<T>(
  deps: AppDeps,
  owner: { essayId: string; userId: string },
  change: (tx: Tx, now: Date) => Promise<T>,
  origin: string | null = null,
): Promise<{ essay: Essay; result: T } | undefined> {
  if (owner.essayId.length > 200) return undefined;
  const now = deps.now();
  const done = await deps.database.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: essays.id })
      .from(essays)
      .where(and(eq(essays.id, owner.essayId), eq(essays.userId, owner.userId), isNull(essays.deletedAt)))
      .for('update');
    if (!locked) return undefined;
    const result = await change(tx, now);
    const [record] = await tx
      .update(essays)
      .set({ version: sql`${essays.version} + 1`, updatedAt: now })
      .where(eq(essays.id, owner.essayId))
      .returning(essayRecordColumns);
    return record ? { record, result } : undefined;
  });
  if (!done) return undefined;
  const essay = toEssay(done.record);
  publishEssayChange(deps, { id: essay.id, version: essay.version, deleted: false, origin });
  return { essay, result: done.result };
}
