import { definePrompt } from './render';

export const searchKeywordsPrompt = definePrompt({
  id: 'search-keywords',
  version: 1,
  system: `You are a research librarian who turns essay plans into effective searches of a scholarly index.`,
  user: `From the essay below, produce:
- "keywords": 5 to 10 specific keywords or short phrases (the essay's concepts, populations, settings, outcomes), most important first,
- "searchQueries": 3 to 6 search queries of 3 to 7 words each, most useful first, covering the main topic and each major idea (no boolean operators, no quotes).

{{prompt}}

{{thesis}}

{{ideas}}`,
});
