/**
 * The study area (Smarty) API, spec 3 §7 plus the progress, quiz, flashcard and conversation endpoints the study
 * screens need. Every id in a path is owner-checked (another user's id answers 404). AI endpoints pass `aiAccess`
 * (signed-in paying user or demo user, rate limits); their use cases (`study-ai.service.ts`, `chat.service.ts`)
 * charge one demo prompt once the request is valid and owned, before the model is called.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError, badRequest, notFound } from '../../http/errors';
import { fieldErrors, readJson, readQuery } from '../../http/validate';
import { streamAiEvents } from '../../lib/ai/sse';
import { MESSAGES, STUDY_MESSAGES } from '../../../shared/messages';
import {
  askRequestSchema,
  certificationQuerySchema,
  conversationQuerySchema,
  createPathRequestSchema,
  customPathRequestSchema,
  dueQuerySchema,
  flashcardReviewRequestSchema,
  flashcardsRequestSchema,
  focusRequestSchema,
  quizRequestSchema,
  quizResultRequestSchema,
  topicProgressRequestSchema,
  topicWelcomeRequestSchema,
} from '../../../shared/schemas/study';
import { quickActionRequestSchema } from '../../../shared/schemas/quick-actions';
import { requireUser } from '../accounts/session';
import { aiAccess, reportPromptsUsed } from '../ai/ai-access';
import { certificationDetail, listCertifications } from './certifications.service';
import {
  askSmarty,
  clearConversation,
  conversationMessages,
  resolveConversation,
  welcomeTopic,
} from './chat.service';
import { dueFlashcards, reviewFlashcard, topicFlashcards } from './flashcards.service';
import { recordQuizResult, updateTopicProgress } from './progress.service';
import { ownedPathTopic } from './study-access';
import {
  createCustomPath,
  generateTopicFlashcards,
  generateTopicQuiz,
  quickActionArtefact,
} from './study-ai.service';
import {
  activatePath,
  createCertificationPath,
  deletePath,
  listStudyPaths,
  setFocus,
  topicDetail,
} from './study-paths.service';

const access = aiAccess();
/** Bodies of the non-AI study endpoints are a few fields. */
const MAX_SMALL_BODY = 16 * 1024;

/** A JSON body that may be absent (an empty body reads as {}); invalid fields answer 400 like readJson. */
async function readOptionalJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  const text = await c.req.text();
  if (text.length > MAX_SMALL_BODY) throw new AppError(413, MESSAGES.badRequest, 'too_large');
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('The request body must be JSON.');
    }
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? MESSAGES.badRequest, fields);
  }
  return result.data;
}

export const studyRoutes = new Hono<AppEnv>()
  // ── catalogue ──
  .get('/smarty/certifications', async (c) => {
    const query = readQuery(c, certificationQuerySchema);
    const certifications = await listCertifications(c.var.deps, query);
    return c.json({ certifications, total: certifications.length });
  })
  .get('/smarty/certifications/:id', async (c) =>
    c.json(await certificationDetail(c.var.deps, c.req.param('id'))),
  )
  .post('/smarty/certifications/:id/create-path', async (c) => {
    const user = await requireUser(c);
    // the spec's body names a userId; the path is always the signed-in user's
    await readOptionalJson(c, createPathRequestSchema);
    const outcome = await createCertificationPath(c.var.deps, user.id, c.req.param('id'));
    if (!outcome.created) {
      return c.json(
        {
          error: STUDY_MESSAGES.pathExists,
          code: 'study_path_exists',
          existingStudyPath: outcome.existingStudyPath,
        },
        409,
      );
    }
    return c.json({ success: true, studyPath: outcome.studyPath }, 201);
  })
  .post('/smarty/custom-paths', access, async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, customPathRequestSchema);
    const { value: studyPath, promptsUsed } = await createCustomPath(c.var.deps, user, input, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, promptsUsed);
    return c.json({ success: true, studyPath }, 201);
  })

  // ── study paths ──
  .get('/smarty/study-paths/:userId', async (c) => {
    const user = await requireUser(c);
    if (c.req.param('userId') !== user.id) throw notFound(MESSAGES.notFound);
    return c.json({ studyPaths: await listStudyPaths(c.var.deps, user.id) });
  })
  .post('/smarty/study-paths/:pathId/activate', async (c) => {
    const user = await requireUser(c);
    return c.json({ studyPath: await activatePath(c.var.deps, user.id, c.req.param('pathId')) });
  })
  .delete('/smarty/study-paths/:pathId', async (c) => {
    const user = await requireUser(c);
    await deletePath(c.var.deps, user.id, c.req.param('pathId'));
    return c.json({ success: true });
  })
  .post('/smarty/study-paths/:pathId/focus', async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, focusRequestSchema);
    return c.json(await setFocus(c.var.deps, user.id, c.req.param('pathId'), input));
  })
  .get('/smarty/study-paths/:pathId/topics/:topicId', async (c) => {
    const user = await requireUser(c);
    return c.json(await topicDetail(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId')));
  })
  .post('/smarty/study-paths/:pathId/topics/:topicId/progress', async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, topicProgressRequestSchema);
    return c.json(
      await updateTopicProgress(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId'), input),
    );
  })

  // ── quizzes ──
  .post('/smarty/study-paths/:pathId/topics/:topicId/quiz', access, async (c) => {
    const user = await requireUser(c);
    const input = await readOptionalJson(c, quizRequestSchema);
    const { value: quiz, promptsUsed } = await generateTopicQuiz(
      c.var.deps,
      user,
      { pathId: c.req.param('pathId'), topicId: c.req.param('topicId') },
      input,
      {
        signal: c.req.raw.signal,
      },
    );
    reportPromptsUsed(c, promptsUsed);
    return c.json({ quiz });
  })
  .post('/smarty/study-paths/:pathId/topics/:topicId/quiz/result', async (c) => {
    const user = await requireUser(c);
    const input = await readJson(c, quizResultRequestSchema);
    return c.json(
      await recordQuizResult(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId'), input),
    );
  })

  // ── quick actions that return an artefact (concept map, care plan, …) ──
  .post('/smarty/study-paths/:pathId/topics/:topicId/quick-action', access, async (c) => {
    const user = await requireUser(c);
    const { action } = await readJson(c, quickActionRequestSchema);
    const { value: artefact, promptsUsed } = await quickActionArtefact(
      c.var.deps,
      user,
      { pathId: c.req.param('pathId'), topicId: c.req.param('topicId') },
      action,
      {
        signal: c.req.raw.signal,
      },
    );
    reportPromptsUsed(c, promptsUsed);
    return c.json({ artefact });
  })

  // ── flashcards ──
  .post('/smarty/study-paths/:pathId/topics/:topicId/flashcards', access, async (c) => {
    const user = await requireUser(c);
    const input = await readOptionalJson(c, flashcardsRequestSchema);
    const { value: flashcards, promptsUsed } = await generateTopicFlashcards(
      c.var.deps,
      user,
      { pathId: c.req.param('pathId'), topicId: c.req.param('topicId') },
      input,
      { signal: c.req.raw.signal },
    );
    reportPromptsUsed(c, promptsUsed);
    return c.json(flashcards);
  })
  .get('/smarty/study-paths/:pathId/topics/:topicId/flashcards', async (c) => {
    const user = await requireUser(c);
    const owned = await ownedPathTopic(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId'));
    return c.json({ cards: await topicFlashcards(c.var.deps, owned), created: 0 });
  })
  .get('/smarty/study-paths/:pathId/flashcards/due', async (c) => {
    const user = await requireUser(c);
    const { utcOffsetMinutes } = readQuery(c, dueQuerySchema);
    return c.json(await dueFlashcards(c.var.deps, user.id, c.req.param('pathId'), utcOffsetMinutes));
  })
  .post('/smarty/flashcards/:cardId/review', async (c) => {
    const user = await requireUser(c);
    const { rating } = await readJson(c, flashcardReviewRequestSchema);
    return c.json({ card: await reviewFlashcard(c.var.deps, user.id, c.req.param('cardId'), rating) });
  })

  // ── Smarty chat (streams) ──
  .post('/smarty/ask', access, async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, askRequestSchema);
    const { value: events, promptsUsed } = await askSmarty(c.var.deps, user, body, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, promptsUsed);
    return streamAiEvents(c, events);
  })
  .post('/smarty/topic-welcome', access, async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, topicWelcomeRequestSchema);
    const { value: events, promptsUsed } = await welcomeTopic(c.var.deps, user, body, {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, promptsUsed);
    return streamAiEvents(c, events);
  })
  .get('/smarty/conversations', async (c) => {
    const user = await requireUser(c);
    const query = readQuery(c, conversationQuerySchema);
    const { key } = await resolveConversation(c.var.deps, user.id, query.studyPathId, query.topicId);
    return c.json({ messages: await conversationMessages(c.var.deps, key) });
  })
  .delete('/smarty/conversations', async (c) => {
    const user = await requireUser(c);
    const query = readQuery(c, conversationQuerySchema);
    const { key } = await resolveConversation(c.var.deps, user.id, query.studyPathId, query.topicId);
    await clearConversation(c.var.deps, key);
    return c.json({ success: true });
  });
