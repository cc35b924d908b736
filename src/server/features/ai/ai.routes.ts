import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { jsonBody } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { AI_LIMITS } from '../../../shared/limits';
import {
  askRequestSchema,
  askResponseSchema,
  domainDetectionResponseSchema,
  essayPromptReviewRequestSchema,
  essayPromptReviewResponseSchema,
  extractSectionsResponseSchema,
  searchKeywordsResponseSchema,
  thesisReviewResponseSchema,
  writingHelperChatResponseSchema,
  writingSuggestionResponseSchema,
  extractSectionsRequestSchema,
  researchRequestSchema,
  thesisReviewRequestSchema,
  writingHelperChatRequestSchema,
  writingSuggestionRequestSchema,
} from '../../../shared/schemas/ai-http';
import { requireUser } from '../accounts/session';
import { aiAccess, reportPromptsUsed } from './ai-access';
import {
  askQuestion,
  detectDomains,
  extractSections,
  reviewEssayPrompt,
  reviewThesis,
  searchKeywords,
  suggestWriting,
  writingHelperChat,
} from './essay-ai.service';

const access = aiAccess();
const articleAccess = aiAccess({ maxBodyBytes: AI_LIMITS.maxArticleBodyBytes });

/**
 * The essay and research AI endpoints (spec 2 §7, spec 3 §7); the study streams live with the study feature. Each
 * body is validated by `jsonBody` after `aiAccess` (401/402/429 before 400, as before); the answers are the use
 * cases' values, typed for the web's `hc` client and checked by `responds` outside production (ADR 016).
 */
export const aiRoutes = new Hono<AppEnv>()
  .post('/ask', access, jsonBody(askRequestSchema), responds(askResponseSchema), async (c) => {
    const input = c.req.valid('json');
    const result = await askQuestion(c.var.deps, await requireUser(c), input, { signal: c.req.raw.signal });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post(
    '/essay-prompt-review',
    access,
    jsonBody(essayPromptReviewRequestSchema),
    responds(essayPromptReviewResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await reviewEssayPrompt(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  )
  .post(
    '/thesis-ai-review',
    access,
    jsonBody(thesisReviewRequestSchema),
    responds(thesisReviewResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await reviewThesis(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  )
  .post(
    '/ai-writing-helper/chat',
    access,
    jsonBody(writingHelperChatRequestSchema),
    responds(writingHelperChatResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await writingHelperChat(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  )
  .post(
    '/ai-writing-helper/writing-suggestions',
    access,
    jsonBody(writingSuggestionRequestSchema),
    responds(writingSuggestionResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await suggestWriting(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  )
  .post(
    '/research-analysis/articles/ai-search',
    access,
    jsonBody(researchRequestSchema),
    responds(searchKeywordsResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await searchKeywords(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  )
  .post(
    '/research-analysis/multidomain-search',
    access,
    jsonBody(researchRequestSchema),
    responds(domainDetectionResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await detectDomains(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  )
  .post(
    '/article-sections/extract-sections-from-text',
    articleAccess,
    jsonBody(extractSectionsRequestSchema),
    responds(extractSectionsResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await extractSections(c.var.deps, await requireUser(c), input, {
        signal: c.req.raw.signal,
      });
      reportPromptsUsed(c, result.promptsUsed);
      return c.json(result.value);
    },
  );

export type AiRoutes = typeof aiRoutes;
