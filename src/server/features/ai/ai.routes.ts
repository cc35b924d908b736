import { Hono } from 'hono';
import type { AppEnv } from '../../context';
import { readJson } from '../../http/validate';
import { AI_LIMITS } from '../../../shared/limits';
import {
  askRequestSchema,
  essayPromptReviewRequestSchema,
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

/** The essay and research AI endpoints (spec 2 §7, spec 3 §7); the study streams live with the study feature. */
export const aiRoutes = new Hono<AppEnv>()
  .post('/ask', access, async (c) => {
    const input = await readJson(c, askRequestSchema);
    const result = await askQuestion(c.var.deps, await requireUser(c), input, { signal: c.req.raw.signal });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/essay-prompt-review', access, async (c) => {
    const input = await readJson(c, essayPromptReviewRequestSchema);
    const result = await reviewEssayPrompt(c.var.deps, await requireUser(c), input, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/thesis-ai-review', access, async (c) => {
    const input = await readJson(c, thesisReviewRequestSchema);
    const result = await reviewThesis(c.var.deps, await requireUser(c), input, { signal: c.req.raw.signal });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/ai-writing-helper/chat', access, async (c) => {
    const input = await readJson(c, writingHelperChatRequestSchema);
    const result = await writingHelperChat(c.var.deps, await requireUser(c), input, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/ai-writing-helper/writing-suggestions', access, async (c) => {
    const input = await readJson(c, writingSuggestionRequestSchema);
    const result = await suggestWriting(c.var.deps, await requireUser(c), input, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/research-analysis/articles/ai-search', access, async (c) => {
    const input = await readJson(c, researchRequestSchema);
    const result = await searchKeywords(c.var.deps, await requireUser(c), input, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/research-analysis/multidomain-search', access, async (c) => {
    const input = await readJson(c, researchRequestSchema);
    const result = await detectDomains(c.var.deps, await requireUser(c), input, { signal: c.req.raw.signal });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  })
  .post('/article-sections/extract-sections-from-text', articleAccess, async (c) => {
    const input = await readJson(c, extractSectionsRequestSchema);
    const result = await extractSections(c.var.deps, await requireUser(c), input, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, result.promptsUsed);
    return c.json(result.value);
  });
