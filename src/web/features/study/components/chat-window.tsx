import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type Ref,
} from 'react';
import { ArrowDown, CornerDownLeft, Keyboard, Square } from 'lucide-react';
import { STUDY_LIMITS } from '../../../../shared/limits';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { StudyTopic } from '../../../../shared/schemas/study';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { badgeText, isNearBottom, type ChatMessage } from '../lib/chat-state';
import { useLogClearOfInput } from '../hooks/use-log-clear-of-input';
import { STUDY_COPY } from '../messages';
import { LightMarkdown } from './light-markdown';

// Markdown, KaTeX and highlighting load with the first answer shown (the answer in light Markdown stands in meanwhile).
const AnswerWithSources = lazy(() =>
  import('./answer-sources').then((m) => ({ default: m.AnswerWithSources })),
);

export interface ChatWindowHandle {
  focusInput: () => void;
}

export interface ChatWindowProps {
  messages: ChatMessage[];
  /** 'thinking' until the first text arrives, then 'streaming'. */
  phase: 'idle' | 'thinking' | 'streaming';
  onSend: (question: string) => void;
  onStop: () => void;
  topics: StudyTopic[];
  focusTopicId: string | null;
  onFocusTopic: (topicId: string | null) => void;
  /** Demo: prompts left out of the limit; null outside a demo. */
  demoRemaining: number | null;
  limitReached: boolean;
  /** Demo: the way to upgrade, a button beside the disabled input once the limit is reached. */
  onUpgrade?: (() => void) | undefined;
  /** Shown on Smarty's answers when the AI runs offline ("Offline tutor"). */
  answerLabel?: string | undefined;
  /** 'Include citations': off hides the answers' [n] markers and sources. */
  showCitations?: boolean;
  ref?: Ref<ChatWindowHandle>;
}

/** Room kept between the log's end and the input above it (the column's gap-3). */
const LOG_INPUT_GAP = 12;

/**
 * From 768 px the input sticks to the bottom of the window, over whatever part of the page lies beneath it: scroll the
 * page just enough that the log ends above the input (walkthrough at 1280×900: the log ran from y 503 to 903 with the
 * input at 781–839, so the end of the newest answer and its confidence badge sat under it). Where the input is not
 * stuck it follows the log, and nothing is covered.
 */
function revealLogEnd(log: HTMLElement | null, form: HTMLElement | null) {
  if (!log || !form) return;
  const covered = log.getBoundingClientRect().bottom - form.getBoundingClientRect().top;
  if (covered > 0) window.scrollBy({ top: covered + LOG_INPUT_GAP });
}

/** Spec 3 §2.9: the 400 px chat area, its floating toolbar and the input. */
export function ChatWindow({
  messages,
  phase,
  onSend,
  onStop,
  topics,
  focusTopicId,
  onFocusTopic,
  demoRemaining,
  limitReached,
  onUpgrade,
  answerLabel,
  showCitations = true,
  ref,
}: ChatWindowProps) {
  const [input, setInput] = useState('');
  const [unseen, setUnseen] = useState(0);
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const atBottom = useRef(true);
  const lastCount = useRef(messages.length);
  const busy = phase !== 'idle';

  useImperativeHandle(ref, () => ({ focusInput: () => inputRef.current?.focus() }), []);
  useLogClearOfInput(frameRef, scrollRef, formRef, atBottom);

  const scrollToBottom = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    el.scrollTop = el.scrollHeight;
    atBottom.current = true;
    setUnseen(0);
  }, []);

  // Follow the conversation while at the bottom; count messages arriving while scrolled up.
  useEffect(() => {
    const added = messages.length - lastCount.current;
    lastCount.current = messages.length;
    if (atBottom.current) {
      const el = scrollRef.current;
      if (el) el.scrollTop = el.scrollHeight;
      // a question sent or an answer on its way (not a conversation loaded from history): show where it lands
      const last = messages.at(-1);
      if (added > 0 && (last?.role === 'user' || last?.isStreaming))
        revealLogEnd(scrollRef.current, formRef.current);
    } else if (added > 0) {
      setUnseen((n) => n + added);
    }
  }, [messages]);

  // An answer also grows after its last text has arrived (its sources, its Markdown once the renderer has loaded):
  // while following the conversation, the log stays at its end (it was left 93 px short of the newest answer's end).
  // The log keeps its own place, so the browser's scroll anchoring is off: its adjustment came as a scroll event
  // before this observer, and read as the student leaving the end.
  const hasMessages = messages.length > 0;
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const el = scrollRef.current;
      if (el && atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, [hasMessages]);

  function onScroll() {
    const el = scrollRef.current;
    if (!el) return;
    atBottom.current = isNearBottom(el);
    if (atBottom.current) setUnseen(0);
  }

  function submit() {
    const question = input.trim();
    if (!question || busy || limitReached) return;
    setInput('');
    atBottom.current = true;
    onSend(question);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    const inInput = event.target === inputRef.current;
    const el = scrollRef.current;
    if (event.ctrlKey && event.key.toLowerCase() === 'i') {
      event.preventDefault();
      inputRef.current?.focus();
    } else if (el && ((event.key === 'End' && !inInput) || (event.ctrlKey && event.key === 'ArrowDown'))) {
      event.preventDefault();
      scrollToBottom();
    } else if (el && ((event.key === 'Home' && !inInput) || (event.ctrlKey && event.key === 'ArrowUp'))) {
      event.preventDefault();
      el.scrollTop = 0;
      atBottom.current = false;
    }
  }

  const sendLabel = limitReached
    ? T.sendLimitReached
    : phase === 'thinking'
      ? T.sendThinking
      : phase === 'streaming'
        ? T.sendStreaming
        : T.sendAsk;

  return (
    <div className="flex flex-col gap-3" onKeyDown={onKeyDown}>
      {demoRemaining !== null ? (
        <p className="rounded-md bg-warning-soft px-3 py-1.5 text-sm font-medium text-warning">
          {T.demoPromptsRemaining(demoRemaining)}
        </p>
      ) : null}
      <div ref={frameRef} className="relative">
        <div
          ref={scrollRef}
          onScroll={onScroll}
          tabIndex={0}
          role="log"
          aria-label={STUDY_COPY.conversationWithSmarty}
          aria-live="polite"
          className="h-[400px] overflow-y-auto rounded-lg border border-border bg-background p-3 [overflow-anchor:none] focus:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {messages.length === 0 ? (
            <p className="flex h-full items-center justify-center text-center text-sm text-muted-foreground">
              {T.chatEmpty}
            </p>
          ) : (
            // the bottom padding lets the last message scroll clear of the floating toolbar (below the log on phones)
            // and of the input or the quick actions bar where they lie over the log (--log-covered)
            <ul
              ref={listRef}
              className="flex flex-col gap-3 pb-[var(--log-covered,0px)] sm:pb-[calc(3rem+var(--log-covered,0px))]"
            >
              {messages.map((m) => (
                <li
                  key={m.id}
                  className={cn('flex min-w-0 flex-col', m.role === 'user' ? 'items-end' : 'items-start')}
                  data-role={m.role}
                >
                  <div
                    // a word longer than the bubble (a pasted hash, 8,000 As) wraps anywhere rather than widening the log
                    className={cn(
                      'max-w-[92%] min-w-0 rounded-2xl px-3 py-2 [overflow-wrap:anywhere]',
                      m.role === 'user'
                        ? 'bg-primary text-primary-foreground'
                        : 'border border-border bg-card',
                      m.isError && 'border-danger/40 bg-danger-soft text-danger',
                    )}
                  >
                    <span className="sr-only">{m.role === 'user' ? STUDY_COPY.you : STUDY_COPY.smarty}</span>
                    {m.role === 'user' ? (
                      <p className="text-sm whitespace-pre-wrap">{m.content}</p>
                    ) : m.isStatus || m.isError ? (
                      <LightMarkdown className={cn(m.isStatus && 'text-muted-foreground italic')}>
                        {m.content}
                      </LightMarkdown>
                    ) : (
                      // Smarty's text is Markdown from the first moment: light until the full renderer has loaded
                      <Suspense fallback={<LightMarkdown>{m.content}</LightMarkdown>}>
                        <AnswerWithSources
                          content={m.content}
                          citations={m.citations}
                          confidence={m.confidence}
                          showCitations={showCitations}
                          isStreaming={m.isStreaming}
                        />
                      </Suspense>
                    )}
                    {m.isStreaming && !m.isStatus ? (
                      <span
                        className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-primary align-middle"
                        aria-hidden="true"
                      />
                    ) : null}
                  </div>
                  {m.role === 'smarty' && !m.isError && !m.isStatus && answerLabel ? (
                    <span className="mt-0.5 text-[11px] text-muted-foreground">{answerLabel}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
        {/* Floating toolbar (spec 3 §2.9); on a phone it would cover most of an answer's width, so it sits below the log. */}
        <div className="mt-2 ml-auto flex w-fit items-center gap-1.5 rounded-full border border-border bg-card/95 p-1 shadow-md sm:absolute sm:right-3 sm:bottom-[calc(0.75rem+var(--log-covered,0px))] sm:mt-0">
          {topics.length > 0 ? (
            <select
              aria-label={STUDY_COPY.focusTopic}
              className="h-8 max-w-36 rounded-full border-0 bg-transparent px-2 text-xs sm:max-w-52"
              value={focusTopicId ?? ''}
              onChange={(e) => onFocusTopic(e.target.value || null)}
            >
              <option value="">{T.noFocusTopic}</option>
              {topics.map((t) => (
                <option key={t.id} value={t.id} title={t.summary}>
                  {t.title}
                </option>
              ))}
            </select>
          ) : null}
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={STUDY_COPY.jumpToInput}
            onClick={() => inputRef.current?.focus()}
          >
            <CornerDownLeft />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="relative size-8"
            aria-label={STUDY_COPY.scrollToBottom}
            onClick={scrollToBottom}
          >
            <ArrowDown />
            {unseen > 0 ? (
              <span
                className="absolute -top-1 -right-1 min-w-4 rounded-full bg-primary px-1 text-[10px] leading-4 font-bold text-primary-foreground"
                data-testid="new-messages"
              >
                {badgeText(unseen)}
              </span>
            ) : null}
          </Button>
          <span className="hidden px-1 text-muted-foreground sm:inline-flex" title={STUDY_COPY.endOrCtrlDown}>
            <Keyboard className="size-4" aria-label={STUDY_COPY.keyboardShortcutsEndOr} />
          </span>
        </div>
      </div>
      {/* From 768 px it sticks above the quick actions bar, so the input and Ask Smarty are never under it. */}
      <form
        ref={formRef}
        className="bottom-[var(--quick-actions-height,0px)] z-[5] -mb-2 flex flex-col gap-2 bg-card pb-2 sm:flex-row sm:items-end md:sticky"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor="smarty-input" className="sr-only">
          {STUDY_COPY.messageToSmarty}
        </label>
        <textarea
          id="smarty-input"
          ref={inputRef}
          rows={2}
          value={input}
          maxLength={STUDY_LIMITS.questionMax}
          disabled={limitReached}
          placeholder={limitReached ? T.inputLimitReached : T.inputPlaceholder}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              submit();
            }
          }}
          className="min-h-11 flex-1 resize-y rounded-md border border-input bg-card px-3 py-2 text-sm shadow-sm focus:ring-2 focus:ring-ring focus:outline-none disabled:cursor-not-allowed disabled:opacity-60"
        />
        <div className="flex gap-2">
          {busy ? (
            <Button type="button" variant="outline" onClick={onStop}>
              <Square />
              {STUDY_COPY.stop}
            </Button>
          ) : null}
          <Button
            type="submit"
            className="flex-1 sm:flex-none"
            disabled={busy || limitReached || input.trim() === ''}
          >
            {sendLabel}
          </Button>
          {/* the placeholder says "Please upgrade to continue": the way to do it is right here (walkthrough at 375 px:
              the sidebar's Upgrade to Premium was behind the menu) */}
          {limitReached && onUpgrade ? (
            <Button type="button" className="flex-1 sm:flex-none" onClick={onUpgrade}>
              {STUDY_COPY.upgradeToPremium}
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
