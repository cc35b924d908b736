import { definePrompt } from './render';

export const relationAnalysisPrompt = definePrompt({
  id: 'relation-analysis',
  version: 1,
  system: `You assess how useful a scholarly article is for a student's essay. Be precise and fair: topical overlap alone is not relevance; the article must offer evidence or ideas the essay can use.`,
  user: `Rate how the article relates to the essay's prompt, thesis and brainstorm ideas.

For each of "prompt_relation", "thesis_relation" and "brainstorm_relation" give:
- "relevance_score": 0 to 10 (0 = unrelated, 4-6 = partly useful, 7-10 = directly useful evidence),
- "relevance_type": "high" (7-10), "medium" (4-6.9), "low" (1.5-3.9), "none" (below 1.5), or "not_available" when that part of the essay is missing (score 0),
- "specific_relevance_explanation": 1 to 3 sentences naming what in the article connects (or does not),
- "content_mismatch": true when the article is about something else than the essay part.
For "brainstorm_relation" also give "idea_scores": one {"idea", "score"} per brainstorm idea, with the idea text exactly as given, highest first.

{{prompt}}

{{thesis}}

{{ideas}}

{{article}}`,
});
