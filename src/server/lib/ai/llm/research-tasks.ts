/** Research tasks with a model: domains, search keywords, section extraction, relevance of an article. */
import {
  RESEARCH_DOMAINS,
  domainDetectionSchema,
  relationAnalysisSchema,
  searchKeywordsSchema,
  sectionExtractionSchema,
  type ArticleSection,
} from '../../../../shared/schemas/ai';
import { normalizeDomainName } from '../offline/domains';
import { findVerbatim, makeEndMarker } from '../offline/sections';
import { domainDetectionPrompt } from '../prompts/domain-detection.v1';
import { relationAnalysisPrompt } from '../prompts/relation-analysis.v1';
import { dataBlock, dataList } from '../prompts/render';
import { searchKeywordsPrompt } from '../prompts/search-keywords.v1';
import { sectionExtractionPrompt } from '../prompts/section-extraction.v1';
import type { TaskHandlers } from '../task-handlers';
import { RepairableOutputError, generateStructured } from './structured';
import type { LlmTaskContext } from './task-context';
import { articleText, mapIdeaScores, orNone, system, userTurn } from './prompt-context';
import { notAvailable, wire } from './wire';

export function researchTasks({
  common,
  maxArticleChars,
}: LlmTaskContext): Pick<
  TaskHandlers,
  'detectDomains' | 'searchKeywords' | 'extractSections' | 'analyzeRelation'
> {
  return {
    detectDomains: (input, signal) =>
      generateStructured({
        ...common,
        task: 'domain-detection',
        system: system(domainDetectionPrompt),
        messages: userTurn(domainDetectionPrompt, {
          domainList: RESEARCH_DOMAINS.join('; '),
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', input.ideas),
        }),
        wireSchema: wire.domains,
        finalize: (w) => {
          const domains: Array<{ domain: string; query: string; keywords: string[] }> = [];
          for (const d of w.domains) {
            const domain = normalizeDomainName(d.domain);
            const query = d.query.trim();
            if (!domain || !query || domains.some((x) => x.domain === domain)) continue;
            domains.push({ domain, query, keywords: d.keywords.map((k) => k.trim()).filter(Boolean) });
          }
          if (domains.length === 0)
            throw new RepairableOutputError(['domains: give at least one domain with a non-empty query']);
          return { domains: domains.slice(0, 4) };
        },
        outputSchema: domainDetectionSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      }),

    searchKeywords: (input, signal) =>
      generateStructured({
        ...common,
        task: 'search-keywords',
        system: system(searchKeywordsPrompt),
        messages: userTurn(searchKeywordsPrompt, {
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', input.ideas),
        }),
        wireSchema: wire.keywords,
        finalize: (w) => {
          const keywords = [...new Set(w.keywords.map((k) => k.trim()).filter(Boolean))];
          const searchQueries = [...new Set(w.searchQueries.map((k) => k.trim()).filter(Boolean))];
          const issues: string[] = [];
          if (keywords.length === 0) issues.push('keywords: give at least one keyword');
          if (searchQueries.length === 0) issues.push('searchQueries: give at least one search query');
          if (issues.length) throw new RepairableOutputError(issues);
          return { keywords, searchQueries };
        },
        outputSchema: searchKeywordsSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      }),

    extractSections: (input, signal) => {
      const text = input.extractedText;
      const ideas = [...new Set(input.brainstormIdeas.map((i) => i.trim()).filter(Boolean))];
      return generateStructured({
        ...common,
        task: 'section-extraction',
        system: system(sectionExtractionPrompt),
        messages: userTurn(sectionExtractionPrompt, {
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', ideas),
          article: dataBlock('article_text', text, { maxChars: maxArticleChars }),
        }),
        wireSchema: wire.sections,
        finalize: (w) => {
          const issues: string[] = [];
          if (w.sections.length === 0) issues.push('sections: the text has at least one section; return it');
          let cursor = 0;
          const sections = w.sections.map((s, i): ArticleSection => {
            const where = `sections.${i} (${s.heading})`;
            // Markers must occur verbatim; whitespace differences are repaired from the text itself.
            const start = findVerbatim(text, s.sectionStart, cursor) ?? findVerbatim(text, s.sectionStart);
            let sectionStart = s.sectionStart;
            let sectionEnd = s.sectionEnd;
            if (!start || !s.sectionStart.trim())
              issues.push(`${where}.sectionStart: not found verbatim in the article text`);
            else {
              sectionStart = start.text;
              if (text.indexOf(sectionStart) !== start.start) {
                // the snippet also occurs earlier: extend it until it is first at its own position
                let len = sectionStart.length;
                while (
                  text.indexOf(text.slice(start.start, start.start + len)) !== start.start &&
                  start.start + len < text.length
                )
                  len += 20;
                sectionStart = text.slice(start.start, start.start + len);
              }
              cursor = start.start;
              const end = findVerbatim(text, s.sectionEnd, start.start);
              if (!end || !s.sectionEnd.trim())
                issues.push(`${where}.sectionEnd: not found verbatim after its sectionStart`);
              else {
                sectionEnd = end.text;
                if (text.indexOf(sectionEnd, start.start) !== end.start)
                  sectionEnd = makeEndMarker(text, start.start, end.end);
              }
            }
            const brainstorm: Record<string, number> = {};
            for (const x of mapIdeaScores(
              ideas,
              s.brainstorm_relevance,
              `${where}.brainstorm_relevance`,
              issues,
            ))
              brainstorm[x.idea] = x.score;
            return {
              id: `section-${i + 1}`,
              heading: s.heading.trim(),
              summary: s.summary.trim(),
              aiSummary: s.aiSummary.trim(),
              sectionStart,
              sectionEnd,
              pageNumber: s.pageNumber === null ? null : Math.max(1, Math.round(s.pageNumber)),
              keyFindings: s.keyFindings,
              prompt_relevance: input.prompt.trim() ? s.prompt_relevance : null,
              thesis_relevance: input.thesis.trim() ? s.thesis_relevance : null,
              brainstorm_relevance: brainstorm,
            };
          });
          if (issues.length) throw new RepairableOutputError(issues);
          return { sections };
        },
        outputSchema: sectionExtractionSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      });
    },

    analyzeRelation: (input, signal) => {
      const ideas = [...new Set(input.brainstormIdeas.map((i) => i.trim()).filter(Boolean))];
      return generateStructured({
        ...common,
        task: 'relation-analysis',
        system: system(relationAnalysisPrompt),
        messages: userTurn(relationAnalysisPrompt, {
          prompt: orNone('essay_prompt', input.prompt),
          thesis: orNone('thesis', input.thesis),
          ideas: dataList('brainstorm_ideas', ideas),
          article: articleText(input.article, Math.min(maxArticleChars, 60_000)),
        }),
        wireSchema: wire.relation,
        finalize: (w) => {
          const issues: string[] = [];
          const idea_scores = ideas.length
            ? mapIdeaScores(
                ideas,
                w.brainstorm_relation.idea_scores,
                'brainstorm_relation.idea_scores',
                issues,
              ).sort((a, b) => b.score - a.score)
            : [];
          if (issues.length) throw new RepairableOutputError(issues);
          return {
            prompt_relation: input.prompt.trim() ? w.prompt_relation : notAvailable('prompt'),
            thesis_relation: input.thesis.trim() ? w.thesis_relation : notAvailable('thesis'),
            brainstorm_relation: ideas.length
              ? { ...w.brainstorm_relation, idea_scores }
              : { ...notAvailable('brainstorm ideas'), idea_scores: [] },
          };
        },
        outputSchema: relationAnalysisSchema,
        temperature: 0,
        ...(signal ? { signal } : {}),
      });
    },
  };
}
