/**
 * The writing phase's research elements (spec 2 §2.3, §3 "Research element"): the sections of the essay's saved
 * articles (an article not yet split into sections counts as one citation) and the brainstorm ideas, with a
 * relevance out of 10 — a section's prompt relevance (5 when unrated), an article's prompt relation, 10 for ideas.
 */
import type { SavedArticle } from '../../../../shared/schemas/research';
import type { OutlineSection } from '../../../../shared/schemas/essays';
import { ESSAY_MESSAGES } from '../../../../shared/messages';
import { ESSAYS_COPY } from '../messages';

export type ResearchElementType = 'article_section' | 'brainstorm_idea' | 'citation';
/** The filter buttons; their labels (spec 2 §2.3) are also the filter values. */
export const RESEARCH_FILTERS = ESSAY_MESSAGES.researchFilters;
export type ResearchFilter = (typeof RESEARCH_FILTERS)[number];

export interface ResearchElement {
  id: string;
  type: ResearchElementType;
  content: string;
  metadata: {
    source: string;
    relevance_score: number;
    article_id?: string;
    section_id?: string;
    page_number?: number | null;
  };
}

export const DEFAULT_RELEVANCE = { article_section: 5, brainstorm_idea: 10, citation: 5 } as const;

export function buildResearchElements(
  articles: readonly SavedArticle[],
  ideas: readonly string[],
): ResearchElement[] {
  const out: ResearchElement[] = [];
  for (const a of articles) {
    if (a.sections.length === 0) {
      out.push({
        id: `article:${a.id}`,
        type: 'citation',
        content: a.title,
        metadata: {
          source: a.authors ? `${a.authors}${a.year ? ` (${a.year})` : ''}` : a.title,
          relevance_score:
            a.relation_analysis?.prompt_relation?.relevance_score ?? DEFAULT_RELEVANCE.citation,
          article_id: a.id,
        },
      });
      continue;
    }
    for (const s of a.sections) {
      out.push({
        id: `section:${a.id}:${s.id}`,
        type: 'article_section',
        content: s.summary ? `${s.heading}: ${s.summary}` : s.heading,
        metadata: {
          source: a.title,
          relevance_score: s.prompt_relevance ?? DEFAULT_RELEVANCE.article_section,
          article_id: a.id,
          section_id: s.id,
          page_number: s.pageNumber,
        },
      });
    }
  }
  ideas.forEach((idea, i) =>
    out.push({
      id: `idea:${i}`,
      type: 'brainstorm_idea',
      content: idea,
      metadata: { source: ESSAYS_COPY.brainstormSource, relevance_score: DEFAULT_RELEVANCE.brainstorm_idea },
    }),
  );
  // Most relevant first; ties keep their order.
  return out.sort((x, y) => y.metadata.relevance_score - x.metadata.relevance_score);
}

export function filterElements(
  elements: readonly ResearchElement[],
  filter: ResearchFilter,
): ResearchElement[] {
  if (filter === 'Articles') return elements.filter((e) => e.type !== 'brainstorm_idea');
  if (filter === 'Ideas') return elements.filter((e) => e.type === 'brainstorm_idea');
  return [...elements];
}

/** The outline with the element assigned to one of its sections (an article once; a section once). */
export function assignElement(
  outline: readonly OutlineSection[],
  outlineId: string,
  element: ResearchElement,
): OutlineSection[] {
  return outline.map((o) => {
    if (o.id !== outlineId) return o;
    if (element.type === 'brainstorm_idea') {
      return o.brainstormIdeas.includes(element.content)
        ? o
        : { ...o, brainstormIdeas: [...o.brainstormIdeas, element.content] };
    }
    const articleId = element.metadata.article_id;
    const sectionId = element.metadata.section_id;
    return {
      ...o,
      assignedArticles:
        articleId && !o.assignedArticles.includes(articleId)
          ? [...o.assignedArticles, articleId]
          : o.assignedArticles,
      assignedSections:
        sectionId && articleId && !o.assignedSections.includes(`${articleId}:${sectionId}`)
          ? [...o.assignedSections, `${articleId}:${sectionId}`]
          : o.assignedSections,
    };
  });
}

/** The title of an assigned article, or a fallback label with its id (spec 2 §2.3). */
export function assignedArticleLabel(articles: readonly SavedArticle[], id: string): string {
  return articles.find((a) => a.id === id)?.title ?? ESSAYS_COPY.articleFallback(id);
}
