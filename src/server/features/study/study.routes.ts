/**
 * The study area (Smarty) API, spec 3 §7 plus the progress, quiz, flashcard and conversation endpoints the study
 * screens need. Every id in a path is owner-checked (another user's id answers 404). AI endpoints pass `aiAccess`
 * (signed-in paying user or demo user, rate limits) and charge one demo prompt once the request is valid and owned,
 * before the model is called.
 */
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../../context';
import { AppError, badRequest, notFound } from '../../http/errors';
import { fieldErrors, readJson, readQuery } from '../../http/validate';
import { AiOutputError, AiProviderError } from '../../lib/ai/errors';
import { SSE_HEADERS, encodeSseStream } from '../../lib/ai/sse';
import { MESSAGES, STUDY_MESSAGES } from '../../../shared/messages';
import { DEMO_PROMPTS_USED_HEADER } from '../../../shared/schemas/demo';
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
import { learnerLevelFor } from '../../../shared/study/progress';
import { requireUser } from '../accounts/session';
import { aiAccess, chargePrompt } from '../ai/ai-access';
import { refundDemoPrompt } from '../demo/prompt-meter';
import { certificationDetail, listCertifications } from './certifications.service';
import {
  clearConversation,
  conversationMessages,
  persistingStream,
  prepareAsk,
  prepareWelcome,
  resolveConversation,
  storeExchange,
} from './chat.service';
import { cataloguePassages } from './knowledge.service';
import { dueFlashcards, reviewFlashcard, storeFlashcards, topicFlashcards } from './flashcards.service';
import { recordQuizResult, updateTopicProgress } from './progress.service';
import { quickActionInput } from './quick-actions.service';
import { ownedPathTopic, topicMastery } from './study-access';
import {
  activatePath,
  createCertificationPath,
  deletePath,
  listStudyPaths,
  setFocus,
  storeCustomPath,
  topicDetail,
} from './study-paths.service';
import { aiTopicContext, pathLessons } from './topic-context';

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

/**
 * Gives the demo prompt back when the model produced nothing usable. `updateHeader`: the response has not been
 * sent yet, so its prompt counter is corrected too (a stream's headers are already out).
 */
async function refundPrompt(c: Context<AppEnv>, updateHeader = true): Promise<void> {
  const user = await requireUser(c);
  if (!user.isDemo) return;
  await refundDemoPrompt(c.var.deps, user.id);
  if (!updateHeader) return;
  const rows = await c.var.deps.database.query<{ used: number }>(
    'SELECT demo_prompts_used AS used FROM users WHERE id = $1',
    [user.id],
  );
  if (rows[0]) c.header(DEMO_PROMPTS_USED_HEADER, String(rows[0].used));
}

async function refundOnFailure<T>(c: Context<AppEnv>, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AiProviderError || error instanceof AiOutputError)
      await refundPrompt(c).catch(() => undefined);
    throw error;
  }
}

const sse = (c: Context<AppEnv>, stream: ReadableStream<Uint8Array>) =>
  c.body(stream, 200, { ...SSE_HEADERS });

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
    await chargePrompt(c);
    const generated = await refundOnFailure(c, () =>
      c.var.deps.ai.generateStudyPath(
        { description: input.description, domain: input.domain, difficulty: input.difficulty },
        { signal: c.req.raw.signal },
      ),
    );
    const studyPath = await storeCustomPath(c.var.deps, user.id, input, generated);
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
    const owned = await ownedPathTopic(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId'));
    const topic = await aiTopicContext(c.var.deps, owned, { useSyllabus: true, citeSources: false });
    // questions link to the lesson's indexed passages; the rest of the path gives wrong options of the same kind
    if (owned.topic.catalogueTopicId) {
      const passages = await cataloguePassages(c.var.deps, owned.topic.catalogueTopicId);
      if (passages.length) topic.passages = passages;
    }
    const pathTopics = await pathLessons(c.var.deps, owned);
    const mastery = await topicMastery(c.var.deps, owned.topic.id);
    await chargePrompt(c);
    const quiz = await refundOnFailure(c, () =>
      c.var.deps.ai.generateQuiz(
        { topic, count: input.count, level: learnerLevelFor(mastery), pathTopics },
        { signal: c.req.raw.signal },
      ),
    );
    if (quiz.questions.length === 0) {
      await refundPrompt(c);
      throw new AppError(422, STUDY_MESSAGES.noQuizMaterial, 'no_material');
    }
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
    const input = await quickActionInput(
      c.var.deps,
      user.id,
      c.req.param('pathId'),
      c.req.param('topicId'),
      action,
    );
    await chargePrompt(c);
    const artefact = await refundOnFailure(c, () =>
      c.var.deps.ai.buildQuickAction(input, { signal: c.req.raw.signal }),
    );
    return c.json({ artefact });
  })

  // ── flashcards ──
  .post('/smarty/study-paths/:pathId/topics/:topicId/flashcards', access, async (c) => {
    const user = await requireUser(c);
    const input = await readOptionalJson(c, flashcardsRequestSchema);
    const owned = await ownedPathTopic(c.var.deps, user.id, c.req.param('pathId'), c.req.param('topicId'));
    const topic = await aiTopicContext(c.var.deps, owned, { useSyllabus: true, citeSources: false });
    await chargePrompt(c);
    const generated = await refundOnFailure(c, () =>
      c.var.deps.ai.generateFlashcards({ topic, count: input.count }, { signal: c.req.raw.signal }),
    );
    if (generated.cards.length === 0) {
      await refundPrompt(c);
      throw new AppError(422, STUDY_MESSAGES.noFlashcardMaterial, 'no_material');
    }
    return c.json(await storeFlashcards(c.var.deps, owned, generated));
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
    const { input, key, question } = await prepareAsk(c.var.deps, user.id, body);
    await chargePrompt(c);
    const events = c.var.deps.ai.studyChat(input, { signal: c.req.raw.signal });
    const stream = persistingStream(
      c.var.deps,
      events,
      (done) =>
        storeExchange(c.var.deps, key, {
          kind: 'chat',
          question,
          answer: done.fullResponse,
          citations: done.citations,
          confidence: done.confidence,
        }),
      () => refundPrompt(c, false),
    );
    return sse(c, encodeSseStream(stream));
  })
  .post('/smarty/topic-welcome', access, async (c) => {
    const user = await requireUser(c);
    const body = await readJson(c, topicWelcomeRequestSchema);
    const { input, key } = await prepareWelcome(c.var.deps, user.id, body);
    // Only what the student asks counts: the first welcome of one of their topics (named by id, so it carries no
    // text of theirs) is free; a welcome described by free fields, or asked again, is a prompt like any other.
    const charged = key === null || (await conversationMessages(c.var.deps, key)).length > 0;
    if (charged) await chargePrompt(c);
    const events = c.var.deps.ai.topicWelcome(input, { signal: c.req.raw.signal });
    const stream = persistingStream(
      c.var.deps,
      events,
      async (done) => {
        if (key)
          await storeExchange(c.var.deps, key, {
            kind: 'welcome',
            answer: done.fullResponse,
            citations: done.citations,
          });
      },
      charged ? () => refundPrompt(c, false) : undefined,
    );
    return sse(c, encodeSseStream(stream));
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
