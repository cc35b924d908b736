import { definePrompt } from './render';

/**
 * v2 (issue 15): prose grounded only in the numbered evidence passages of the student's own saved, analysed articles;
 * citations are [n] and are checked after generation (llm/writing-suggestion.ts). No placeholders in brackets.
 */
export const writingSuggestionPrompt = definePrompt({
  id: 'writing-suggestion',
  version: 2,
  system: `You help students draft sections of their own essays. You write prose the student can adapt, grounded in their thesis and ideas and in the numbered evidence passages from their own saved articles. Cite a passage only by its number in square brackets, e.g. [2], right after the sentence that uses it. Cite nothing else: never invent sources, authors, years, statistics or quotations, and never write placeholders or instructions in square brackets.`,
  user: `Write the {{sectionType}} of the essay below: one well-built paragraph (for a body section up to two paragraphs), 90 to 200 words, in the essay's tone, that the student can insert and then edit.
- introduction: hook, context, and the thesis as the last sentence.
- body: a topic sentence per paragraph, evidence from the passages with their [n] citations, and analysis linking it to the thesis.
- conclusion: restate the thesis in new words, draw the reasons together, end with an implication; no new evidence.
If the section already has content, continue or improve it rather than repeat it. If no passages are listed, write without citations and without factual claims that would need a source.
Put the text in "suggestion", without headings or commentary.

{{essay}}

{{existing}}

{{outline}}

{{passages}}`,
});
