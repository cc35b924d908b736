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
import { aiAccess, chargePrompt } from './ai-access';
import { chatEvidence, essayArticles, essayEvidence } from './essay-evidence';
import { toArticleContexts, toEssayContext, toHistory } from './essay-context';

const access = aiAccess();
const articleAccess = aiAccess({ maxBodyBytes: AI_LIMITS.maxArticleBodyBytes });

/** The essay and research AI endpoints (spec 2 §7, spec 3 §7); the study streams live with the study feature. */
export const aiRoutes = new Hono<AppEnv>()
  .post('/ask', access, async (c) => {
    const input = await readJson(c, askRequestSchema);
    await chargePrompt(c);
    const result = await c.var.deps.ai.writingHelperChat(
      { message: input.question, essay: toEssayContext(input.currentEssay) },
      { signal: c.req.raw.signal },
    );
    return c.json({ answer: result.response, category: result.category, categoryName: result.categoryName });
  })
  .post('/essay-prompt-review', access, async (c) => {
    const input = await readJson(c, essayPromptReviewRequestSchema);
    await chargePrompt(c);
    const review = await c.var.deps.ai.reviewEssayPrompt(
      { prompt: input.prompt, essayMetadata: input.essayMetadata ?? {} },
      { signal: c.req.raw.signal },
    );
    return c.json(review);
  })
  .post('/thesis-ai-review', access, async (c) => {
    const input = await readJson(c, thesisReviewRequestSchema);
    await chargePrompt(c);
    const review = await c.var.deps.ai.reviewThesis(
      {
        thesis: input.thesis,
        ...(input.essayType ? { essayType: input.essayType } : {}),
        prompt: input.prompt ?? '',
        brainstormIdeas: input.brainstorm_ideas ?? [],
      },
      { signal: c.req.raw.signal },
    );
    return c.json({ ...review, reviewed_at: c.var.deps.now().toISOString() });
  })
  .post('/ai-writing-helper/chat', access, async (c) => {
    const input = await readJson(c, writingHelperChatRequestSchema);
    const user = await requireUser(c);
    const essay = toEssayContext(input.currentEssay);
    // A drafting question gets passages of the essay's stored, analysed articles (not what the client claims).
    const evidence = await chatEvidence(
      c.var.deps,
      user.id,
      input.currentEssay?.id,
      essay,
      input.message,
      input.category,
      input.citationStyle ?? 'apa',
    );
    await chargePrompt(c);
    const result = await c.var.deps.ai.writingHelperChat(
      {
        message: input.message,
        essay,
        history: toHistory(input.conversationHistory),
        savedArticles: await essayArticles(
          c.var.deps,
          user.id,
          input.currentEssay?.id,
          toArticleContexts(input.savedArticles),
        ),
        evidence,
        ...(input.category ? { category: input.category } : {}),
      },
      { signal: c.req.raw.signal },
    );
    return c.json({
      success: true,
      response: result.response,
      category: result.category,
      categoryName: result.categoryName,
    });
  })
  .post('/ai-writing-helper/writing-suggestions', access, async (c) => {
    const input = await readJson(c, writingSuggestionRequestSchema);
    const user = await requireUser(c);
    const essay = toEssayContext(input.currentEssay);
    const outlinePoint = input.outlinePoint ?? '';
    // The evidence comes from the essay's stored, analysed articles (not from what the client claims).
    const evidence = input.currentEssay?.id
      ? await essayEvidence(
          c.var.deps,
          user.id,
          input.currentEssay.id,
          essay,
          input.sectionType,
          outlinePoint,
          input.citationStyle ?? 'apa',
        )
      : [];
    await chargePrompt(c);
    const result = await c.var.deps.ai.suggestWriting(
      {
        sectionType: input.sectionType,
        essay,
        savedArticles: await essayArticles(
          c.var.deps,
          user.id,
          input.currentEssay?.id,
          toArticleContexts(input.savedArticles),
        ),
        existingContent: input.existingContent ?? '',
        evidence,
        outlinePoint,
      },
      { signal: c.req.raw.signal },
    );
    return c.json({
      success: true,
      suggestion: result.suggestion,
      // A provider writes prose (older engines say nothing); the offline coach says `coach`.
      mode: result.mode ?? 'prose',
      questions: result.questions ?? [],
      plan: result.plan ?? [],
      // What the citation check removed from a provider's prose, said to the student.
      ...(result.note ? { note: result.note } : {}),
      evidence,
    });
  })
  .post('/research-analysis/articles/ai-search', access, async (c) => {
    const input = await readJson(c, researchRequestSchema);
    const context = { prompt: input.prompt ?? '', ideas: input.ideas ?? [], thesis: input.thesis ?? '' };
    await chargePrompt(c);
    return c.json(await c.var.deps.ai.searchKeywords(context, { signal: c.req.raw.signal }));
  })
  .post('/research-analysis/multidomain-search', access, async (c) => {
    const input = await readJson(c, researchRequestSchema);
    const context = { prompt: input.prompt ?? '', ideas: input.ideas ?? [], thesis: input.thesis ?? '' };
    await chargePrompt(c);
    return c.json(await c.var.deps.ai.detectDomains(context, { signal: c.req.raw.signal }));
  })
  .post('/article-sections/extract-sections-from-text', articleAccess, async (c) => {
    const input = await readJson(c, extractSectionsRequestSchema);
    await chargePrompt(c);
    const result = await c.var.deps.ai.extractSections(
      {
        extractedText: input.extractedText,
        prompt: input.prompt ?? '',
        thesis: input.thesis ?? '',
        brainstormIdeas: input.brainstormIdeas ?? [],
      },
      { signal: c.req.raw.signal },
    );
    return c.json({ success: true, sections: result.sections });
  });
