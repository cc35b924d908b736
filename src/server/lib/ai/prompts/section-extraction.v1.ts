import { definePrompt } from './render';

export const sectionExtractionPrompt = definePrompt({
  id: 'section-extraction',
  version: 1,
  system: `You split academic articles into their sections and summarise them for students who are writing an essay.`,
  user: `Split the article text below into its sections, in order (e.g. Abstract, Introduction, Methods, Results, Discussion, Conclusion, References; use the article's own headings, including numbered sub-sections when they are substantial).

For each section give:
- "heading": the heading as printed.
- "sectionStart": the first 5 to 12 words of the section (including its heading), copied EXACTLY from the text, character for character.
- "sectionEnd": the last 5 to 12 words of the section, copied EXACTLY from the text.
- "pageNumber": the page where it starts if the text shows page breaks, else null.
- "summary": 2 to 3 sentences on what the section says.
- "aiSummary": one sentence on why the section matters for the student's essay.
- "keyFindings": up to 3 findings (empty for references and back matter), each with "finding", "supportingEvidence", "keyQuote" (a short exact quotation), "methodology", "dataPoint" (a number or statistic from the text, or ""), "conclusion"; use "" where the text gives nothing.
- "prompt_relevance" and "thesis_relevance": 0 to 10 (null when that part of the essay is not given).
- "brainstorm_relevance": one entry per brainstorm idea, {"idea": the idea text exactly as given, "score": 0 to 10}.

Scores: 0 = unrelated, 4-6 = some connection, 7-10 = directly useful evidence.

{{prompt}}

{{thesis}}

{{ideas}}

{{article}}`,
});
