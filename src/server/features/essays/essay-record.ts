/** The essay row as the API shows it (spec 2 §3 field names) and the list summary. */
import type { EssayRow } from '../../db/schema';
import type { Essay, EssaySummary, SavedArticle } from '../../../shared/schemas/essays';

/** An essay row with its saved articles, derived from research_saved_articles (ADR 018, essay-articles.ts). */
export type EssayRecord = EssayRow & { savedArticles: SavedArticle[] };

export function toEssay(row: EssayRecord): Essay {
  return {
    id: row.id,
    user_id: row.userId,
    title: row.title,
    essay_type: row.essayType,
    writing_style: row.writingStyle,
    target_length: row.targetLength,
    audience: row.audience,
    tone: row.tone,
    topic: row.topic,
    prompt: row.prompt,
    current_phase: row.currentPhase,
    brainstorm_ideas: row.brainstormIdeas,
    thesis_statement: row.thesisStatement,
    thesis_review: row.thesisReview ?? null,
    outline: row.outline,
    draft_sections: row.draftSections,
    word_count: row.wordCount,
    phase_status: row.phaseStatus,
    saved_articles: row.savedArticles,
    metadata: row.metadata,
    status: row.status,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export type SummaryRow = Pick<
  EssayRow,
  | 'id'
  | 'title'
  | 'essayType'
  | 'writingStyle'
  | 'targetLength'
  | 'audience'
  | 'tone'
  | 'currentPhase'
  | 'status'
  | 'phaseStatus'
  | 'wordCount'
  | 'version'
  | 'createdAt'
  | 'updatedAt'
> & { savedArticleCount: number };

export function toSummary(row: SummaryRow): EssaySummary {
  return {
    id: row.id,
    title: row.title,
    essay_type: row.essayType,
    writing_style: row.writingStyle,
    target_length: row.targetLength,
    audience: row.audience,
    tone: row.tone,
    current_phase: row.currentPhase,
    status: row.status,
    phase_status: row.phaseStatus,
    word_count: row.wordCount,
    saved_article_count: Number(row.savedArticleCount),
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
