import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import type { EssayRow } from '../../db/schema/essays';
import { researchSavedArticles } from '../../db/schema/research';
import { AppError } from '../../http/errors';
import { RESEARCH_MESSAGES as M } from '../../../shared/messages';
import { findEssayRow } from '../essays/essays.service';

export type SavedArticleRow = typeof researchSavedArticles.$inferSelect;

const shown = (id: string) => id.slice(0, 200);

/** The signed-in user's live essay; another user's or a missing essay is the same 404. */
export async function ownedEssay(deps: AppDeps, userId: string, essayId: string): Promise<EssayRow> {
  const row = await findEssayRow(deps, userId, essayId);
  if (!row) throw new AppError(404, M.essayNotFound(shown(essayId)), 'essay_not_found');
  return row;
}

/** A saved article of the user's essay, by the work id the API shows. */
export async function ownedArticle(
  deps: AppDeps,
  userId: string,
  essayId: string,
  articleId: string,
): Promise<{ essay: EssayRow; article: SavedArticleRow }> {
  const essay = await ownedEssay(deps, userId, essayId);
  const rows = await deps.database.db
    .select()
    .from(researchSavedArticles)
    .where(
      and(
        eq(researchSavedArticles.essayId, essay.id),
        eq(researchSavedArticles.workId, articleId),
        eq(researchSavedArticles.userId, userId),
      ),
    )
    .limit(1);
  const article = rows[0];
  if (!article)
    throw new AppError(404, M.articleNotFound(shown(articleId), shown(essayId)), 'article_not_found');
  return { essay, article };
}
