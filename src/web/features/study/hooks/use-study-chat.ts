import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';
import { StreamHttpError, streamSmarty, studyApi } from '../api/study-api';
import { chatReducer } from '../lib/chat-state';
import type { SmartyStreamEvent } from '../lib/sse';

export interface StudyDemo {
  promptsUsed: number;
  maxPrompts: number;
  limitReached: boolean;
  /** The demo's way to upgrade (the pricing on the landing page), offered beside the input once the limit is reached. */
  onUpgrade?: (() => void) | undefined;
}

export interface StudyChatOptions {
  /** Demo users: prompts used and the limit (Demo Mode: N prompts remaining). */
  demo: StudyDemo | undefined;
  pathId: string | null;
  focusTopicId: string | null;
  /** The effective learning mode (a study domain, or 'it'). */
  mode: string;
  useSyllabus: boolean;
  citeSources: boolean;
}

export type ChatPhase = 'idle' | 'thinking' | 'streaming';

let nextId = 0;
const newId = () => `m${Date.now().toString(36)}${(nextId++).toString(36)}`;

/**
 * Smarty Chat's conversation (spec 3 §2.9): the history of the path/topic, a topic's welcome, questions answered by
 * a stream (thinking, content, complete), stopping, and the demo's prompt limit.
 */
export function useStudyChat({
  demo,
  pathId,
  focusTopicId,
  mode,
  useSyllabus,
  citeSources,
}: StudyChatOptions) {
  const [messages, dispatch] = useReducer(chatReducer, []);
  const [phase, setPhase] = useState<ChatPhase>('idle');
  const [serverLimit, setServerLimit] = useState(false);
  const abortRef = useRef<AbortController | null>(null);
  const limitReached = Boolean(demo?.limitReached) || serverLimit;
  const demoRemaining = demo ? Math.max(0, demo.maxPrompts - demo.promptsUsed) : null;

  const runStream = useCallback(
    async (
      replyId: string,
      call: (onEvent: (e: SmartyStreamEvent) => void, signal: AbortSignal) => Promise<string>,
    ) => {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setPhase('thinking');
      try {
        await call((event) => {
          if (event.type === 'thinking') dispatch({ type: 'thinking', replyId, message: event.message });
          if (event.type === 'content') {
            setPhase('streaming');
            dispatch({ type: 'content', replyId, text: event.text });
          }
          if (event.type === 'complete') {
            dispatch({
              type: 'complete',
              replyId,
              fullResponse: event.fullResponse,
              citations: event.citations,
              confidence: event.confidence,
            });
          }
        }, controller.signal);
        dispatch({ type: 'stop', replyId });
      } catch (error) {
        if (controller.signal.aborted) {
          dispatch({ type: 'stop', replyId });
        } else {
          let message = error instanceof Error ? error.message : T.unknownError;
          if (
            error instanceof StreamHttpError &&
            (error.status === 429 || error.status === 402) &&
            error.serverMessage
          ) {
            message = error.serverMessage;
            if (error.status === 429) setServerLimit(true);
          }
          dispatch({ type: 'fail', replyId, id: newId(), message });
        }
      } finally {
        if (abortRef.current === controller) {
          abortRef.current = null;
          setPhase('idle');
        }
        if (demo) reportDemoPromptUse();
      }
    },
    [demo],
  );

  const smartyConfig = useCallback(
    () => ({ studyPathId: pathId, focusTopicId, useSyllabus, citeSources, learningMode: mode }),
    [pathId, focusTopicId, useSyllabus, citeSources, mode],
  );

  const send = useCallback(
    (question: string) => {
      const replyId = newId();
      dispatch({ type: 'send', id: newId(), replyId, question });
      void runStream(replyId, (onEvent, signal) =>
        streamSmarty({ route: 'ask', body: { question, smarty: smartyConfig() } }, onEvent, signal),
      );
    },
    [runStream, smartyConfig],
  );

  const stop = useCallback(() => abortRef.current?.abort(), []);

  // Conversation history of the path/topic from the server; a picked topic without history gets its welcome.
  const welcomed = useRef(new Set<string>());
  useEffect(() => {
    let cancelled = false;
    abortRef.current?.abort();
    dispatch({ type: 'load', messages: [] });
    if (!pathId) return;
    const key = `${pathId}:${focusTopicId ?? ''}`;
    void studyApi
      .conversation(pathId, focusTopicId)
      .then(({ messages: history }) => {
        if (cancelled) return;
        dispatch({
          type: 'load',
          messages: history.map((m) => ({
            id: m.id,
            role: m.role,
            content: m.content,
            isStreaming: false,
            citations: m.citations,
            confidence: m.confidence,
          })),
        });
        if (history.length === 0 && focusTopicId && !welcomed.current.has(key) && !limitReached) {
          welcomed.current.add(key);
          const replyId = newId();
          dispatch({ type: 'start-reply', replyId, status: T.preparingWelcome });
          void runStream(replyId, (onEvent, signal) =>
            streamSmarty(
              {
                route: 'topic-welcome',
                body: { topic: focusTopicId, studyPath: pathId, learningMode: mode },
              },
              onEvent,
              signal,
            ),
          );
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // Only a change of path or topic reloads the conversation.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathId, focusTopicId]);

  useEffect(() => () => abortRef.current?.abort(), []);

  return { messages, phase, busy: phase !== 'idle', send, stop, limitReached, demoRemaining };
}
