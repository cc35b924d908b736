/**
 * The research analysis use cases that call the model (spec 3 §7): each charges a demo user one prompt once the
 * input is valid and the essay is the user's, and returns its answer with the demo's prompts-used count. The
 * prompt is spent once the model was called (an analysis that fails reports it in its answer).
 */
import type { AppDeps } from '../../context';
import { metered, type MeteredUser } from '../ai/prompt-meter';
import { analyzeOne, extractSectionsOne } from './article-analysis.service';
import { getAnalysisState, startAnalysisRun } from './analysis-run.service';
import { ownedEssay } from './essay-access';

type ArticleInput = Parameters<typeof analyzeOne>[2];
type RunInput = Parameters<typeof startAnalysisRun>[2];

/** Analyses one saved article against the essay. */
export async function analyzeArticle(
  deps: AppDeps,
  user: MeteredUser,
  input: ArticleInput,
  signal?: AbortSignal,
) {
  await ownedEssay(deps, user.id, input.essayId);
  return metered(deps.promptMeter, user, () => analyzeOne(deps, user.id, input, signal));
}

/** Finds the sections of one saved article. */
export async function extractArticleSections(
  deps: AppDeps,
  user: MeteredUser,
  input: ArticleInput,
  signal?: AbortSignal,
) {
  await ownedEssay(deps, user.id, input.essayId);
  return metered(deps.promptMeter, user, () => extractSectionsOne(deps, user.id, input, signal));
}

/** Starts the Analyze All run of an essay; asking while a run is under way joins it and costs nothing. */
export async function analyzeAllArticles(deps: AppDeps, user: MeteredUser, input: RunInput) {
  await ownedEssay(deps, user.id, input.essayId);
  const current = await getAnalysisState(deps, user.id, input.essayId);
  return metered(deps.promptMeter, user, () => startAnalysisRun(deps, user.id, input), {
    charge: !current?.isAnalyzing,
  });
}
