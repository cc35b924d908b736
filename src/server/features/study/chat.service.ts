/**
 * Smarty chat and topic welcome: builds the AI input from the learner's config (syllabus text when useSyllabus,
 * sources when citeSources, the conversation so far) and keeps the conversation per user, path and topic.
 */
import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { studyCertifications, studyMessages } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { AiCallOptions } from '../../lib/ai/types';
import { STUDY_MESSAGES } from '../../../shared/messages';
import {
  studyChatInputSchema,
  topicWelcomeInputSchema,
  type AiCitation,
  type AiStreamEvent,
  type AnswerConfidence,
  type ChatTurn,
  type StudyChatRequest,
  type TopicWelcomeRequest,
} from '../../../shared/schemas/ai';
import type {
  askRequestSchema,
  ConversationMessage,
  TopicWelcomeRequestBody,
} from '../../../shared/schemas/study';
import { DEFAULT_STUDY_DOMAIN } from '../../../shared/study/domains';
import { isLearningMode } from '../../../shared/study/quick-actions';
import { learnerLevelFor } from '../../../shared/study/progress';
import { ownedPath, ownedTopic, topicMastery, type OwnedTopic, type PathRow } from './study-access';
import { aiTopicContext } from './topic-context';
import { cataloguePassages, searchPassages } from './knowledge.service';
import { pathLearningMode, studyPathView } from './study-views';
import type { z } from 'zod';
import { metered, type MeteredUser } from '../ai/prompt-meter';
import { STUDY_LIMITS } from '../../../shared/limits';

/** Whose conversation a message belongs to: a path and topic, a path without focus, or general chat (both null). */
export interface ConversationKey {
  userId: string;
  pathId: string | null;
  topicId: string | null;
}

/** Turns of history given to the model (the engines read at most the last 10). */
const HISTORY_TURNS = 10;

function conversationWhere(key: ConversationKey): SQL {
  return and(
    eq(studyMessages.userId, key.userId),
    key.pathId ? eq(studyMessages.pathId, key.pathId) : isNull(studyMessages.pathId),
    key.topicId ? eq(studyMessages.topicId, key.topicId) : isNull(studyMessages.topicId),
  ) as SQL;
}

/** Resolves the conversation of a (studyPathId, topicId) pair, owner-checked; a topic needs its path. */
export async function resolveConversation(
  deps: AppDeps,
  userId: string,
  studyPathId: string | null | undefined,
  topicId: string | null | undefined,
): Promise<{ key: ConversationKey; path: PathRow | null; topic: OwnedTopic | null }> {
  if (!studyPathId) {
    if (topicId) throw badRequest(STUDY_MESSAGES.topicNeedsPath);
    return { key: { userId, pathId: null, topicId: null }, path: null, topic: null };
  }
  const path = await ownedPath(deps, userId, studyPathId);
  if (!topicId) return { key: { userId, pathId: path.id, topicId: null }, path, topic: null };
  const topic = await ownedTopic(deps, userId, topicId, path.id);
  return { key: { userId, pathId: path.id, topicId: topic.topic.id }, path, topic };
}

async function recentTurns(deps: AppDeps, key: ConversationKey): Promise<ChatTurn[]> {
  const rows = await deps.database.db
    .select({ role: studyMessages.role, content: studyMessages.content })
    .from(studyMessages)
    .where(conversationWhere(key))
    .orderBy(desc(studyMessages.seq))
    .limit(HISTORY_TURNS);
  const turns: ChatTurn[] = rows.reverse().map((r) => ({
    role: r.role === 'user' ? 'user' : 'assistant',
    content: r.content.slice(0, 20_000),
  }));
  // a model conversation starts with the learner's turn
  while (turns[0]?.role === 'assistant') turns.shift();
  return turns;
}

/**
 * The study-chat input for POST /api/smarty/ask and the conversation it belongs to. The focus topic may be given
 * without its path (it is then looked up among the user's paths).
 */
export async function prepareAsk(deps: AppDeps, userId: string, body: z.output<typeof askRequestSchema>) {
  const config = body.smarty;
  let owned: OwnedTopic | null = null;
  let path: PathRow | null = null;
  if (config.focusTopicId) {
    owned = await ownedTopic(deps, userId, config.focusTopicId, config.studyPathId ?? undefined);
    path = owned.path;
  } else if (config.studyPathId) {
    path = await ownedPath(deps, userId, config.studyPathId);
  }
  const key: ConversationKey = { userId, pathId: path?.id ?? null, topicId: owned?.topic.id ?? null };
  const topic = owned
    ? await aiTopicContext(deps, owned, { useSyllabus: config.useSyllabus, citeSources: config.citeSources })
    : undefined;
  if (topic && owned?.topic.catalogueTopicId && config.useSyllabus) {
    const indexed = await cataloguePassages(deps, owned.topic.catalogueTopicId);
    if (indexed.length) topic.passages = indexed;
  }
  // beyond the focus topic: the rest of the path's material, then the learner's own library (ADR 012); without a
  // path, the library alone
  const passages = await searchPassages(deps, {
    userId,
    question: body.question,
    certificationId: path && config.useSyllabus ? path.certificationId : null,
    pathId: path?.id ?? null,
    ...(topic ? { excludeHeading: topic.title } : {}),
  });
  const mastery = owned ? await topicMastery(deps, owned.topic.id) : undefined;
  const input: StudyChatRequest = studyChatInputSchema.parse({
    message: body.question,
    history: await recentTurns(deps, key),
    ...(topic ? { topic } : {}),
    // the mode the request names, else the one chosen for the path (on any device), else the path's own
    learningMode: config.learningMode || (path ? pathLearningMode(path) : DEFAULT_STUDY_DOMAIN),
    useSyllabus: config.useSyllabus,
    citeSources: config.citeSources,
    ...(owned ? { level: learnerLevelFor(mastery) } : {}),
    ...(passages.length ? { passages } : {}),
  });
  return { input, key, question: body.question };
}

type RefObject = { id?: string | null | undefined } & Record<string, unknown>;
const refId = (ref: string | RefObject | null | undefined): string | undefined =>
  typeof ref === 'string' ? ref : (ref?.id ?? undefined);
const refField = (ref: string | RefObject | null | undefined, field: string): string | undefined => {
  if (!ref || typeof ref === 'string') return undefined;
  const value = ref[field];
  return typeof value === 'string' && value.trim() ? value : undefined;
};

/**
 * The topic-welcome input (POST /api/smarty/topic-welcome). Ids are resolved on the server and owner-checked;
 * progress comes from the server when the topic is one of the user's. A topic described only by its fields gets a
 * welcome that is not stored.
 */
export async function prepareWelcome(deps: AppDeps, userId: string, body: TopicWelcomeRequestBody) {
  const pathId = refId(body.studyPath as string | RefObject | null | undefined);
  const topicId = refId(body.topic as string | RefObject);
  const learningMode = body.learningMode ?? undefined;

  if (topicId) {
    const owned = await ownedTopic(deps, userId, topicId, pathId);
    const view = await studyPathView(deps, userId, owned.path.id);
    const mastery = view.topics.find((t) => t.id === owned.topic.id)?.masteryLevel;
    const cert = owned.path.certificationId
      ? (
          await deps.database.db
            .select({ name: studyCertifications.name, organization: studyCertifications.organization })
            .from(studyCertifications)
            .where(eq(studyCertifications.id, owned.path.certificationId))
            .limit(1)
        )[0]
      : undefined;
    const input: TopicWelcomeRequest = topicWelcomeInputSchema.parse({
      topic: await aiTopicContext(deps, owned, { useSyllabus: true, citeSources: false }),
      studyPath: { name: owned.path.name, type: owned.path.type, domain: owned.path.domainCode },
      ...(cert ? { certification: cert } : {}),
      userProgress: {
        completedTopics: view.progress.completedCount,
        totalTopics: view.progress.totalTopics,
        masteryLevel: mastery,
      },
      // a learning mode (a study domain or IT) or the path's own: the welcome takes no free text (it is not charged
      // as a prompt)
      learningMode: isLearningMode(learningMode) ? learningMode : pathLearningMode(owned.path),
      level: learnerLevelFor(mastery),
    });
    const key: ConversationKey = { userId, pathId: owned.path.id, topicId: owned.topic.id };
    return { input, key: key as ConversationKey | null };
  }

  // a topic named by its fields only: owner-check the path if one is named, welcome without storing
  const path = pathId ? await ownedPath(deps, userId, pathId) : null;
  const title = refField(body.topic as RefObject, 'title');
  if (!title) throw badRequest(STUDY_MESSAGES.welcomeTopicRequired);
  const progress = body.userProgress ?? undefined;
  const completed = progress?.completedTopics;
  const certName = refField(body.certification as RefObject | null, 'name');
  const certOrg = refField(body.certification as RefObject | null, 'organization');
  const pathName = path?.name ?? refField(body.studyPath as RefObject | null, 'name');
  const domain =
    path?.domainCode ??
    refField(body.studyPath as RefObject | null, 'domain_code') ??
    refField(body.topic as RefObject, 'domainCode');
  const input: TopicWelcomeRequest = topicWelcomeInputSchema.parse({
    topic: {
      title,
      summary: refField(body.topic as RefObject, 'summary') ?? '',
      ...(domain ? { domain } : {}),
    },
    ...(pathName ? { studyPath: { name: pathName, ...(domain ? { domain } : {}) } } : {}),
    ...(certName ? { certification: { name: certName, ...(certOrg ? { organization: certOrg } : {}) } } : {}),
    ...(progress
      ? {
          userProgress: {
            completedTopics: Array.isArray(completed) ? completed.length : (completed ?? 0),
            totalTopics: progress.totalTopics ?? 0,
            ...(progress.masteryLevel ? { masteryLevel: progress.masteryLevel } : {}),
          },
        }
      : {}),
    learningMode: learningMode || path?.learningMode || domain || DEFAULT_STUDY_DOMAIN,
    ...(progress?.masteryLevel ? { level: learnerLevelFor(progress.masteryLevel) } : {}),
  });
  return { input, key: null as ConversationKey | null };
}

export interface StoredTurn {
  question?: string;
  answer: string;
  citations?: AiCitation[] | undefined;
  confidence?: AnswerConfidence | undefined;
  kind: 'chat' | 'welcome';
}

/** Stores a finished exchange: the learner's question (for chat) and Smarty's full answer, in that order. */
export async function storeExchange(deps: AppDeps, key: ConversationKey, turn: StoredTurn): Promise<void> {
  const at = deps.now();
  const base = {
    userId: key.userId,
    pathId: key.pathId,
    topicId: key.topicId,
    kind: turn.kind,
    createdAt: at,
  };
  await deps.database.db.transaction(async (tx) => {
    if (turn.question !== undefined) {
      await tx
        .insert(studyMessages)
        .values({ ...base, id: crypto.randomUUID(), role: 'user', content: turn.question, citations: [] });
    }
    await tx.insert(studyMessages).values({
      ...base,
      id: crypto.randomUUID(),
      role: 'smarty',
      content: turn.answer,
      citations: turn.citations ?? [],
      confidence: turn.confidence ?? null,
    });
  });
}

/**
 * Passes the engine's events through, storing the exchange when the answer is complete (before the client sees
 * `complete`, so a reload right after finds it). An aborted or failed answer stores nothing. `onFailure` runs
 * when the stream ends in an error before any content. A storage failure is logged and the answer still completes
 * (the learner has it on screen); internal error text never reaches the client.
 */
export async function* persistingStream(
  deps: Pick<AppDeps, 'logger'>,
  events: AsyncIterable<AiStreamEvent>,
  onComplete: (event: Extract<AiStreamEvent, { type: 'complete' }>) => Promise<void>,
  onFailure?: () => Promise<void>,
): AsyncGenerator<AiStreamEvent> {
  let content = false;
  for await (const event of events) {
    if (event.type === 'content') content = true;
    if (event.type === 'complete') {
      try {
        await onComplete(event);
      } catch (error) {
        deps.logger.error({ err: error }, 'study conversation could not be stored');
      }
    }
    if (event.type === 'error' && !content && onFailure) {
      await onFailure().catch((error: unknown) =>
        deps.logger.warn({ err: error }, 'demo prompt refund failed'),
      );
    }
    yield event;
  }
}

/**
 * Smarty's streamed answer to a question (POST /api/smarty/ask), stored when complete. A demo prompt is charged
 * once the request is valid and owned, and given back when the answer fails before any content.
 */
export async function askSmarty(
  deps: AppDeps,
  user: MeteredUser,
  body: z.output<typeof askRequestSchema>,
  options: AiCallOptions = {},
) {
  const { input, key, question } = await prepareAsk(deps, user.id, body);
  return metered(deps.promptMeter, user, async (charge) =>
    persistingStream(
      deps,
      deps.ai.studyChat(input, options),
      (done) =>
        storeExchange(deps, key, {
          kind: 'chat',
          question,
          answer: done.fullResponse,
          citations: done.citations,
          confidence: done.confidence,
        }),
      () => charge.refund(),
    ),
  );
}

/**
 * Smarty's streamed welcome to a topic (POST /api/smarty/topic-welcome), stored with the topic's conversation when
 * the topic is one of the user's. Only what the student asks counts: the first welcome of one of their topics
 * (named by id, so it carries no text of theirs) is free; a welcome described by free fields, or asked again, is a
 * prompt like any other (given back when the welcome fails before any content).
 */
export async function welcomeTopic(
  deps: AppDeps,
  user: MeteredUser,
  body: TopicWelcomeRequestBody,
  options: AiCallOptions = {},
) {
  const { input, key } = await prepareWelcome(deps, user.id, body);
  const charged = key === null || (await conversationMessages(deps, key)).length > 0;
  return metered(
    deps.promptMeter,
    user,
    async (charge) =>
      persistingStream(
        deps,
        deps.ai.topicWelcome(input, options),
        async (done) => {
          if (key)
            await storeExchange(deps, key, {
              kind: 'welcome',
              answer: done.fullResponse,
              citations: done.citations,
            });
        },
        charged ? () => charge.refund() : undefined,
      ),
    { charge: charged },
  );
}

export async function conversationMessages(
  deps: AppDeps,
  key: ConversationKey,
): Promise<ConversationMessage[]> {
  const rows = await deps.database.db
    .select()
    .from(studyMessages)
    .where(conversationWhere(key))
    .orderBy(desc(studyMessages.seq))
    .limit(STUDY_LIMITS.conversationReloadMax);
  return rows.reverse().map((r) => ({
    id: r.id,
    role: r.role,
    kind: r.kind,
    content: r.content,
    citations: r.citations,
    ...(r.confidence ? { confidence: r.confidence } : {}),
    studyPathId: r.pathId,
    topicId: r.topicId,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function clearConversation(deps: AppDeps, key: ConversationKey): Promise<void> {
  await deps.database.db.delete(studyMessages).where(conversationWhere(key));
}
