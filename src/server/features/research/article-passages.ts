/**
 * Saved articles in the knowledge layer (ADR 012, issue 14/15): once an article's sections are analysed, its content
 * sections (not front matter, keywords, acknowledgements, references or back matter) become one source of kind
 * `article`, owned by the student, split into passages (`article:<saved article id>:<n>`, one per paragraph, headed by
 * the section). The tutor then retrieves from the student's library after the path's own material; the source goes
 * with the saved article (foreign key, cascade) and is rebuilt only when the analysed text changes.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { knowledgePassages, knowledgeSources } from '../../db/schema';
import { splitPassages } from '../../lib/ai/offline/passages';
import { queuePassageEmbedding } from '../study/passage-embeddings.service';
import { sectionsBounds } from '../../../shared/research/saved-list';
import { isContentSection } from '../../../shared/research/section-role';
import type { ArticleSection } from '../../../shared/schemas/ai';
import { RESEARCH_LIMITS } from '../../../shared/limits';

export const articleSourceId = (savedArticleId: string) => `article:${savedArticleId}`;

export interface ArticleForPassages {
  id: string;
  userId: string;
  title: string;
  /** Comma-separated, as stored. */
  authors: string;
  year: number | null;
  doi: string | null;
  extractedText: string | null;
  sections: readonly ArticleSection[];
}

/**
 * The passages of an article's content sections, in reading order, each with its section: what the knowledge layer
 * indexes and what the writing coach's evidence quotes from.
 */
export function articlePassages(
  article: Pick<ArticleForPassages, 'extractedText' | 'sections'>,
): Array<{ section: ArticleSection; text: string }> {
  const text = article.extractedText ?? '';
  if (!text) return [];
  const bounds = sectionsBounds(text, article.sections);
  const out: Array<{ section: ArticleSection; text: string }> = [];
  article.sections.forEach((section, i) => {
    const b = bounds[i];
    if (!b || !isContentSection(section.heading)) return;
    let body = text.slice(b.start, b.end);
    // the heading line itself is not part of the passage
    const head = section.heading.trim();
    const lead = body.trimStart();
    if (head && lead.toLowerCase().startsWith(head.toLowerCase())) body = lead.slice(head.length);
    for (const paragraph of splitPassages(body.replace(/\f/g, '\n\n'))) {
      // a stray line of page furniture or a lone figure label is no passage
      if (paragraph.split(' ').length < 8) continue;
      out.push({ section, text: paragraph.slice(0, 20_000) });
    }
  });
  return out.slice(0, RESEARCH_LIMITS.passagesPerArticleMax);
}

/** How a citation names the article: "Author et al. (2021). Title". */
export function articleSourceTitle(a: Pick<ArticleForPassages, 'title' | 'authors' | 'year'>): string {
  const names = a.authors
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const first = names[0];
  const who = first ? `${first.split(/\s+/).pop() ?? first}${names.length > 1 ? ' et al.' : ''}` : '';
  const when = a.year ? ` (${a.year})` : '';
  const lead = who || when ? `${who}${who ? when : when.trim()}. ` : '';
  return `${lead}${a.title || 'Untitled'}`.slice(0, 500);
}

/**
 * Writes (or rewrites, when its passages changed) the article's source and passages; removes them when the article
 * has no content passage any more.
 */
export async function storeArticlePassages(
  deps: Pick<AppDeps, 'database' | 'now' | 'ai' | 'jobs' | 'logger'>,
  article: ArticleForPassages,
): Promise<number> {
  const id = articleSourceId(article.id);
  const passages = articlePassages(article).map(({ section, text }) => ({
    heading: `${section.heading}${section.pageNumber !== null ? ` (p. ${section.pageNumber})` : ''}`.slice(
      0,
      500,
    ),
    text,
  }));
  const title = articleSourceTitle(article);
  const checksum = createHash('sha256')
    .update(JSON.stringify([title, passages]))
    .digest('hex');
  const { db } = deps.database;
  const [existing] = await db
    .select({ checksum: knowledgeSources.checksum })
    .from(knowledgeSources)
    .where(eq(knowledgeSources.id, id))
    .limit(1);
  if (existing?.checksum === checksum) return passages.length;
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeSources).where(eq(knowledgeSources.id, id));
    if (passages.length === 0) return;
    await tx.insert(knowledgeSources).values({
      id,
      kind: 'article',
      ownerId: article.userId,
      certificationId: null,
      catalogueTopicId: null,
      pathId: null,
      savedArticleId: article.id,
      title,
      url: article.doi
        ? `https://doi.org/${article.doi.replace(/^https?:\/\/(?:dx\.)?doi\.org\//i, '')}`
        : null,
      heading: article.title.slice(0, 500) || 'Untitled',
      checksum,
      updatedAt: deps.now(),
    });
    await tx.insert(knowledgePassages).values(
      passages.map((p, i) => ({
        id: `${id}:${i + 1}`,
        sourceId: id,
        position: i + 1,
        heading: p.heading,
        text: p.text,
      })),
    );
  });
  if (passages.length) await queuePassageEmbedding(deps);
  return passages.length;
}
