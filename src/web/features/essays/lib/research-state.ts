/**
 * What the writing tools know about the essay's research: the saved articles as the research API returns them
 * (with `relation_analysis` and `sections`), summarised for the helper's cards, the chat's essay state and the
 * suggestions modal.
 */
import { isContentSection } from '../../../../shared/research/section-role';
import type { SavedArticle } from '../../../../shared/schemas/research';

export function isAnalysed(a: Pick<SavedArticle, 'relation_analysis'>): boolean {
  return a.relation_analysis?.analysis_status === 'completed';
}

export function contentSections(a: Pick<SavedArticle, 'sections'>): SavedArticle['sections'] {
  return a.sections.filter((s) => isContentSection(s.heading));
}

/** Prompt-relation score out of 10 (0 when the article is not analysed). */
export function promptScore(a: Pick<SavedArticle, 'relation_analysis'>): number {
  return a.relation_analysis?.prompt_relation?.relevance_score ?? 0;
}

export interface ResearchState {
  articleCount: number;
  analyzedCount: number;
  /** Analysed articles that have extracted sections. */
  withSectionsCount: number;
  /** Content sections over all saved articles (what the writing tools can draw evidence from). */
  sectionsCount: number;
}

export function researchState(
  articles: readonly SavedArticle[],
  savedCount = articles.length,
): ResearchState {
  const analysed = articles.filter(isAnalysed);
  return {
    articleCount: Math.max(savedCount, articles.length),
    analyzedCount: analysed.length,
    withSectionsCount: analysed.filter((a) => contentSections(a).length > 0).length,
    sectionsCount: articles.reduce((n, a) => n + contentSections(a).length, 0),
  };
}
