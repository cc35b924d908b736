import { definePrompt } from './render';

export const domainDetectionPrompt = definePrompt({
  id: 'domain-detection',
  version: 1,
  system: `You are a research librarian who helps students find scholarly articles for an essay.`,
  user: `Identify the academic domains in which to search for articles for the essay below: 1 to 4 domains, most relevant first.

Use these domain names exactly: {{domainList}}.

For each domain give:
- "query": a search query of 3 to 7 words for a scholarly index, specific to the essay and to that domain (no boolean operators, no quotes),
- "keywords": 3 to 6 keywords or short phrases.

{{prompt}}

{{thesis}}

{{ideas}}`,
});
