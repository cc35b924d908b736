/**
 * Evidence for the writing coach from the student's own research: the essay's saved articles that have been
 * analysed into sections, their passages (section sentences and key-finding quotations) ranked against the section's
 * outline point and the thesis, each with an in-text citation in the essay's citation style.
 */
import type { AppDeps } from '../../context';
import { formatInTextCitation, type CitationStyle } from '../../lib/citations/citations';
import { prepareQuery, relevance, termProfile } from '../../lib/ai/offline/relevance';
import { isProse } from '../../lib/ai/offline/summarize';
import { sentences } from '../../lib/ai/offline/text';
import { classifyWritingQuestion, draftingTarget } from '../../lib/ai/offline/writing-chat';
import type {
  ArticleContext,
  ArticleSection,
  EssayContext,
  EssaySectionType,
  EvidenceCard,
  WritingHelperCategory,
} from '../../../shared/schemas/ai';
import { isContentSection } from '../../../shared/research/section-role';
import type { SavedArticle } from '../../../shared/schemas/research';
import { articlePassages } from '../research/article-passages';
import { findEssayRow } from '../essays/essays.service';
import { listSavedArticles } from '../research/saved-articles.service';

/** What the passages are ranked against: the section's outline point (or ideas), the thesis, and the prompt. */
export function evidenceQuery(essay: EssayContext, section: EssaySectionType, outlinePoint: string): string {
  const point = outlinePoint.trim() || (section === 'body' ? essay.ideas.join('. ') : '');
  return [point, essay.thesis, section === 'introduction' || !essay.thesis.trim() ? essay.prompt : '']
    .filter((s) => s.trim())
    .join('\n');
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

interface Candidate {
  article: SavedArticle;
  section: SavedArticle['sections'][number];
  quote: string;
  score: number;
}

/** A passage is evidence only when it shares this many of the query's key terms (fewer when the query has fewer). */
const MIN_SHARED_TERMS = 2;
/** …and scores at least this much (below it `relevanceType` says 'none'). */
const MIN_PASSAGE_SCORE = 1.5;

/**
 * Ranked evidence cards across all the analysed articles given: the best passages first, at most `max`, at most two
 * per article section and at most half the list (rounded up) per article, so one long paper cannot fill the list
 * while another relevant one has passages; no repeated quotation. A passage that shares a single incidental word
 * with the query ('soil health' for 'mental health') is no evidence.
 */
export function rankEvidence(
  articles: readonly SavedArticle[],
  query: string,
  style: CitationStyle,
  max = 6,
): EvidenceCard[] {
  if (!query.trim()) return [];
  const q = prepareQuery(query);
  const minShared = Math.min(MIN_SHARED_TERMS, q.terms.filter((t) => t.weight >= 1).length);
  const candidates: Candidate[] = [];
  for (const article of articles) {
    if (article.relation_analysis?.analysis_status !== 'completed' && !article.sections_analyzed) continue;
    const text = article.extracted_text ?? '';
    // The article's passages as the knowledge layer indexes them (content sections, paragraph by paragraph, without
    // the heading line); without extracted text, the sections' summaries.
    const paragraphs = new Map<ArticleSection, string[]>();
    if (text) {
      for (const p of articlePassages({ extractedText: text, sections: article.sections }))
        paragraphs.set(p.section, [...(paragraphs.get(p.section) ?? []), p.text]);
    }
    for (const section of article.sections) {
      if (!isContentSection(section.heading)) continue;
      const quotes = new Set<string>();
      for (const f of section.keyFindings) if (f.keyQuote.trim()) quotes.add(flat(f.keyQuote));
      for (const paragraph of text ? (paragraphs.get(section) ?? []) : [section.summary]) {
        for (const s of sentences(paragraph)) {
          const t = flat(s.text);
          if (isProse(t, t.split(' ').length)) quotes.add(t);
        }
      }
      for (const quote of quotes) {
        const r = relevance(q, termProfile(quote));
        if (r.score >= MIN_PASSAGE_SCORE && r.keyShared >= Math.max(1, minShared))
          candidates.push({ article, section, quote, score: r.score });
      }
    }
  }
  candidates.sort((a, b) => b.score - a.score);
  const perArticleCap = Math.max(1, Math.ceil(max / 2));
  const perSection = new Map<string, number>();
  const perArticle = new Map<string, number>();
  const seen = new Set<string>();
  const cards: EvidenceCard[] = [];
  for (const c of candidates) {
    if (cards.length >= max) break;
    const key = `${c.article.id}#${c.section.id}`;
    const n = perSection.get(key) ?? 0;
    const m = perArticle.get(c.article.id) ?? 0;
    const same = c.quote.toLowerCase();
    if (n >= 2 || m >= perArticleCap || seen.has(same)) continue;
    perSection.set(key, n + 1);
    perArticle.set(c.article.id, m + 1);
    seen.add(same);
    const citation = formatInTextCitation(
      {
        id: c.article.id,
        title: c.article.title,
        authors: c.article.authors,
        year: c.article.year,
        doi: c.article.doi,
      },
      style,
      { page: c.section.pageNumber },
    );
    cards.push({
      id: `${key}#${n}`,
      articleId: c.article.id,
      articleTitle: c.article.title,
      section: c.section.heading,
      quote: c.quote.slice(0, 2_000),
      page: c.section.pageNumber,
      relevance: Math.round(c.score * 10) / 10,
      citation,
    });
  }
  return cards;
}

/** The evidence of the signed-in user's essay for one section (none when the essay has no analysed articles). */
export async function essayEvidence(
  deps: AppDeps,
  userId: string,
  essayId: string,
  essay: EssayContext,
  section: EssaySectionType,
  outlinePoint: string,
  style: CitationStyle,
): Promise<EvidenceCard[]> {
  const articles = await listSavedArticles(deps, userId, essayId, { includeText: true });
  return rankEvidence(articles, evidenceQuery(essay, section, outlinePoint), style);
}

/**
 * The evidence for a writing-helper chat question: a drafting question ('How do I start my introduction?') gets the
 * passages for the section it is about, an outline question those for the body (ranked against the ideas and the
 * thesis); other questions, or a chat without a saved essay, get none.
 */
export async function chatEvidence(
  deps: AppDeps,
  userId: string,
  essayId: string | undefined,
  essay: EssayContext,
  message: string,
  category: WritingHelperCategory | undefined,
  style: CitationStyle,
): Promise<EvidenceCard[]> {
  if (!essayId) return [];
  const kind = category ?? classifyWritingQuestion(message);
  if (kind === 'outline') return essayEvidence(deps, userId, essayId, essay, 'body', '', style);
  if (kind !== 'drafting') return [];
  return essayEvidence(deps, userId, essayId, essay, draftingTarget(message, essay), '', style);
}

/**
 * The saved articles the writing tools reason about: for the user's own essay, the stored ones with their stored
 * prompt score and content sections (not what the client claims); without a stored essay, what the request sent.
 */
export async function essayArticles(
  deps: AppDeps,
  userId: string,
  essayId: string | undefined,
  claimed: ArticleContext[],
): Promise<ArticleContext[]> {
  if (!essayId || !(await findEssayRow(deps, userId, essayId))) return claimed;
  const stored = await listSavedArticles(deps, userId, essayId);
  return stored.map((a) => ({
    id: a.id,
    title: a.title || 'Untitled',
    authors: a.authors,
    year: a.year,
    abstract: a.abstract.slice(0, 20_000),
    relevanceScore: a.relation_analysis?.prompt_relation?.relevance_score ?? 0,
    sections: a.sections
      .filter((x) => isContentSection(x.heading))
      .slice(0, 60)
      .map((x) => ({ heading: x.heading.slice(0, 500), summary: x.summary.slice(0, 5_000) })),
  }));
}
