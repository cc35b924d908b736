/**
 * The study area (Smarty) API, spec 3 §7 plus the progress, quiz, flashcard and conversation endpoints the study
 * screens need. Every id in a path is owner-checked (another user's id answers 404). AI endpoints pass `aiAccess`
 * (signed-in paying user or demo user, rate limits); their use cases (`study-ai.service.ts`, `chat.service.ts`)
 * charge one demo prompt once the request is valid and owned, before the model is called.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError, badRequest, notFound } from '../../http/errors';
import { fieldErrors, jsonBody, queryInput } from '../../http/validate';
import { responds } from '../../http/response-contract';
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
  learningModeRequestSchema,
  learningModeResponseSchema,
  quizRequestSchema,
  quizResultRequestSchema,
  topicProgressRequestSchema,
  topicWelcomeRequestSchema,
  activatePathResponseSchema,
  certificationDetailResponseSchema,
  clearConversationResponseSchema,
  certificationsResponseSchema,
  conversationResponseSchema,
  createPathResponseSchema,
  deletePathResponseSchema,
  dueFlashcardsResponseSchema,
  flashcardReviewResponseSchema,
  flashcardsResponseSchema,
  focusResponseSchema,
  progressResponseSchema,
  quizResponseSchema,
  quizResultResponseSchema,
  restorePathResponseSchema,
  studyPathsResponseSchema,
  topicDetailResponseSchema,
} from '../../../shared/schemas/study';
import { quickActionRequestSchema, quickActionResponseSchema } from '../../../shared/schemas/quick-actions';
import { requireUser } from '../accounts/session';
import { signedIn } from '../accounts/signed-in';
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
  restorePath,
  setFocus,
  setLearningMode,
  topicDetail,
} from './study-paths.service';
import { BODY_LIMITS } from '../../../shared/limits';

const access = aiAccess();
/**
 * The validator of a JSON body that may be absent (an empty body reads as {}); invalid fields answer 400 like
 * `jsonBody`, a body over 16 KiB 413. Read with `c.req.valid('json')`; the schema's input is the route's input.
 */
function optionalJsonBody<S extends z.ZodType>(
  schema: S,
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    const text = await c.req.text();
    if (text.length > BODY_LIMITS.studySmallBytes) throw new AppError(413, MESSAGES.badRequest, 'too_large');
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
    c.req.addValidatedData('json', result.data as object);
    await next();
  };
}

export const studyRoutes = new Hono<AppEnv>()
  // ── catalogue ──
  .get(
    '/smarty/certifications',
    queryInput(certificationQuerySchema),
    responds(certificationsResponseSchema),
    async (c) => {
      const certifications = await listCertifications(c.var.deps, c.req.valid('query'));
      return c.json({ certifications, total: certifications.length });
    },
  )
  .get('/smarty/certifications/:id', responds(certificationDetailResponseSchema), async (c) =>
    c.json(await certificationDetail(c.var.deps, c.req.param('id'))),
  )
  .post(
    '/smarty/certifications/:id/create-path',
    signedIn,
    // the spec's body names a userId; the path is always the signed-in user's
    optionalJsonBody(createPathRequestSchema),
    responds(createPathResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const outcome = await createCertificationPath(c.var.deps, user.id, c.req.param('id'));
      if (!outcome.created) {
        return c.json(
          {
            error: STUDY_MESSAGES.pathExists,
            code: 'study_path_exists' as const,
            existingStudyPath: outcome.existingStudyPath,
          },
          409,
        );
      }
      return c.json({ success: true as const, studyPath: outcome.studyPath }, 201);
    },
  )
  .post(
    '/smarty/custom-paths',
    access,
    jsonBody(customPathRequestSchema),
    responds(createPathResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { value: studyPath, promptsUsed } = await createCustomPath(
        c.var.deps,
        user,
        c.req.valid('json'),
        { signal: c.req.raw.signal },
      );
      reportPromptsUsed(c, promptsUsed);
      return c.json({ success: true as const, studyPath }, 201);
    },
  )

  // ── study paths ──
  .get('/smarty/study-paths/:userId', responds(studyPathsResponseSchema), async (c) => {
    const user = await requireUser(c);
    if (c.req.param('userId') !== user.id) throw notFound(MESSAGES.notFound);
    return c.json({ studyPaths: await listStudyPaths(c.var.deps, user.id) });
  })
  .post('/smarty/study-paths/:pathId/activate', responds(activatePathResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ studyPath: await activatePath(c.var.deps, user.id, c.req.param('pathId')) });
  })
  // soft delete: restorable for STUDY_LIMITS.restoreWindowMs (the list's Undo), purged later by a scheduled job
  .delete('/smarty/study-paths/:pathId', responds(deletePathResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await deletePath(c.var.deps, user.id, c.req.param('pathId')));
  })
  .post('/smarty/study-paths/:pathId/restore', responds(restorePathResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json({ studyPath: await restorePath(c.var.deps, user.id, c.req.param('pathId')) });
  })
  .post(
    '/smarty/study-paths/:pathId/focus',
    signedIn,
    jsonBody(focusRequestSchema),
    responds(focusResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      return c.json(await setFocus(c.var.deps, user.id, c.req.param('pathId'), c.req.valid('json')));
    },
  )
  // the learning mode chosen for the path (null: its own), kept here so it follows the student across devices
  .put(
    '/smarty/study-paths/:pathId/learning-mode',
    signedIn,
    jsonBody(learningModeRequestSchema),
    responds(learningModeResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const studyPath = await setLearningMode(
        c.var.deps,
        user.id,
        c.req.param('pathId'),
        c.req.valid('json'),
      );
      return c.json({ studyPath });
    },
  )
  .get('/smarty/study-paths/:pathId/topics/:topicId', responds(topicDetailResponseSchema), async (c) => {
    const user = await requireUser(c);
    return c.json(await topicDetail(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId')));
  })
  .post(
    '/smarty/study-paths/:pathId/topics/:topicId/progress',
    signedIn,
    jsonBody(topicProgressRequestSchema),
    responds(progressResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      return c.json(
        await updateTopicProgress(
          c.var.deps,
          user.id,
          c.req.param('pathId'),
          c.req.param('topicId'),
          c.req.valid('json'),
        ),
      );
    },
  )

  // ── quizzes ──
  .post(
    '/smarty/study-paths/:pathId/topics/:topicId/quiz',
    access,
    optionalJsonBody(quizRequestSchema),
    responds(quizResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { value: quiz, promptsUsed } = await generateTopicQuiz(
        c.var.deps,
        user,
        { pathId: c.req.param('pathId'), topicId: c.req.param('topicId') },
        c.req.valid('json'),
        { signal: c.req.raw.signal },
      );
      reportPromptsUsed(c, promptsUsed);
      return c.json({ quiz });
    },
  )
  .post(
    '/smarty/study-paths/:pathId/topics/:topicId/quiz/result',
    signedIn,
    jsonBody(quizResultRequestSchema),
    responds(quizResultResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      return c.json(
        await recordQuizResult(
          c.var.deps,
          user.id,
          c.req.param('pathId'),
          c.req.param('topicId'),
          c.req.valid('json'),
        ),
      );
    },
  )

  // ── quick actions that return an artefact (concept map, care plan, …) ──
  .post(
    '/smarty/study-paths/:pathId/topics/:topicId/quick-action',
    access,
    jsonBody(quickActionRequestSchema),
    responds(quickActionResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { value: artefact, promptsUsed } = await quickActionArtefact(
        c.var.deps,
        user,
        { pathId: c.req.param('pathId'), topicId: c.req.param('topicId') },
        c.req.valid('json'),
        { signal: c.req.raw.signal },
      );
      reportPromptsUsed(c, promptsUsed);
      return c.json({ artefact });
    },
  )

  // ── flashcards ──
  .post(
    '/smarty/study-paths/:pathId/topics/:topicId/flashcards',
    access,
    optionalJsonBody(flashcardsRequestSchema),
    responds(flashcardsResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { value: flashcards, promptsUsed } = await generateTopicFlashcards(
        c.var.deps,
        user,
        { pathId: c.req.param('pathId'), topicId: c.req.param('topicId') },
        c.req.valid('json'),
        { signal: c.req.raw.signal },
      );
      reportPromptsUsed(c, promptsUsed);
      return c.json(flashcards);
    },
  )
  .get(
    '/smarty/study-paths/:pathId/topics/:topicId/flashcards',
    responds(flashcardsResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const owned = await ownedPathTopic(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId'));
      return c.json({ cards: await topicFlashcards(c.var.deps, owned), created: 0 });
    },
  )
  .get(
    '/smarty/study-paths/:pathId/flashcards/due',
    signedIn,
    queryInput(dueQuerySchema),
    responds(dueFlashcardsResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { utcOffsetMinutes } = c.req.valid('query');
      return c.json(await dueFlashcards(c.var.deps, user.id, c.req.param('pathId'), utcOffsetMinutes));
    },
  )
  .post(
    '/smarty/flashcards/:cardId/review',
    signedIn,
    jsonBody(flashcardReviewRequestSchema),
    responds(flashcardReviewResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const { rating } = c.req.valid('json');
      return c.json({ card: await reviewFlashcard(c.var.deps, user.id, c.req.param('cardId'), rating) });
    },
  )

  // ── Smarty chat (streams) ──
  .post('/smarty/ask', access, jsonBody(askRequestSchema), async (c) => {
    const user = await requireUser(c);
    const { value: events, promptsUsed } = await askSmarty(c.var.deps, user, c.req.valid('json'), {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, promptsUsed);
    return streamAiEvents(c, events);
  })
  .post('/smarty/topic-welcome', access, jsonBody(topicWelcomeRequestSchema), async (c) => {
    const user = await requireUser(c);
    const { value: events, promptsUsed } = await welcomeTopic(c.var.deps, user, c.req.valid('json'), {
      signal: c.req.raw.signal,
    });
    reportPromptsUsed(c, promptsUsed);
    return streamAiEvents(c, events);
  })
  .get(
    '/smarty/conversations',
    signedIn,
    queryInput(conversationQuerySchema),
    responds(conversationResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const { key } = await resolveConversation(c.var.deps, user.id, query.studyPathId, query.topicId);
      return c.json({ messages: await conversationMessages(c.var.deps, key) });
    },
  )
  .delete(
    '/smarty/conversations',
    signedIn,
    queryInput(conversationQuerySchema),
    responds(clearConversationResponseSchema),
    async (c) => {
      const user = await requireUser(c);
      const query = c.req.valid('query');
      const { key } = await resolveConversation(c.var.deps, user.id, query.studyPathId, query.topicId);
      await clearConversation(c.var.deps, key);
      return c.json({ success: true as const });
    },
  );

export type StudyRoutes = typeof studyRoutes;
