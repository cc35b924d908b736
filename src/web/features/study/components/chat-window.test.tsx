// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { chatQuizBlock } from '../../../../shared/study/chat-quiz';
import type { ChatMessage } from '../lib/chat-state';
import { canShrink, overflowWrapOf } from '../../../../testing/overflow-wrap';
import { ChatWindow } from './chat-window';

// The full Markdown renderer is still loading (a slow connection): its module never arrives in these tests, so what
// the chat shows is what stands in for it.
vi.mock('./answer-sources', () => new Promise(() => undefined));

afterEach(cleanup);

const REFUSAL =
  "I couldn't find that in the material for **your study path**. It covers “Troubleshooting Methodology” — try asking about one of those.";

/** The chat idle on `messages`, no topics, outside the demo unless `props` say otherwise. */
function renderChat(messages: ChatMessage[], props: Partial<ComponentProps<typeof ChatWindow>> = {}) {
  render(
    <ChatWindow
      messages={messages}
      phase="idle"
      onSend={() => undefined}
      onStop={() => undefined}
      topics={[]}
      focusTopicId={null}
      onFocusTopic={() => undefined}
      demoRemaining={null}
      limitReached={false}
      {...props}
    />,
  );
}

function showChat(messages: ChatMessage[]) {
  renderChat(messages);
  return screen.getByRole('log', { name: 'Conversation with Smarty' });
}

const smarty = (id: string, content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  role: 'smarty',
  content,
  isStreaming: false,
  ...extra,
});

describe('ChatWindow: Smarty’s Markdown before the renderer has loaded', () => {
  it('shows an answer’s bold as bold, never the asterisks (a quick action’s refusal in History mode)', () => {
    const log = showChat([
      { id: 'q', role: 'user', content: 'Primary Source Analyzer: please help me', isStreaming: false },
      smarty('a', REFUSAL, { confidence: 'low' }),
    ]);
    const answer = log.querySelector('[data-role="smarty"]') as HTMLElement;
    expect(answer.textContent).not.toContain('**');
    expect(within(answer).getByText('your study path').tagName).toBe('STRONG');
  });

  it('renders status lines and errors from Smarty as Markdown too', () => {
    const log = showChat([
      smarty('s', 'Looking through the **Ports** material…', { isStatus: true, isStreaming: true }),
      smarty('e', 'Error: the `ask` request failed for **this topic**', { isError: true }),
    ]);
    expect(log.textContent).not.toMatch(/\*\*|`/);
    expect(within(log).getByText('Ports').tagName).toBe('STRONG');
    expect(within(log).getByText('ask').tagName).toBe('CODE');
  });

  it('keeps a chat quiz’s answer key hidden: the quiz block is left out until the quiz can be shown', () => {
    const quiz = chatQuizBlock({
      questions: [
        {
          question: 'Which port does RDP use?',
          options: ['22', '3389'],
          answerIndex: 1,
          explanation: 'RDP listens on TCP 3389.',
        },
      ],
    });
    const log = showChat([smarty('a', `Here is a quick quiz on **Ports**.\n\n${quiz}`)]);
    expect(log.textContent).toContain('Here is a quick quiz on Ports.');
    expect(log.textContent).not.toMatch(/answerIndex|RDP listens|```/);
  });
});

describe('ChatWindow: a word longer than the bubble', () => {
  // 8,000 As sent by a student once made the log about 79,000 px wide, the bubble clipped (also at 375 px)
  const word = 'A'.repeat(8_000);

  it('wraps anywhere in the student’s bubble and in Smarty’s, so the log never widens', () => {
    const log = showChat([
      { id: 'q', role: 'user', content: word, isStreaming: false },
      smarty('a', `Did you mean ${word}?`),
      smarty('s', word, { isStatus: true, isStreaming: true }),
      smarty('e', word, { isError: true }),
    ]);
    const items = log.querySelectorAll('li[data-role]');
    expect(items).toHaveLength(4);
    for (const item of items) {
      const bubble = item.firstElementChild as HTMLElement;
      expect(canShrink(item)).toBe(true);
      expect(canShrink(bubble)).toBe(true);
      // the element that holds the text, as the student sees it
      const text = within(bubble).getByText(
        (_, el) => el?.childNodes[0]?.textContent?.includes(word) ?? false,
      );
      expect(overflowWrapOf(text)).toBe('anywhere');
    }
  });
});

describe('ChatWindow: the demo’s prompt limit', () => {
  function showLimit(limitReached: boolean, onUpgrade: () => void) {
    renderChat([smarty('a', 'RDP uses TCP 3389.')], {
      demoRemaining: limitReached ? 0 : 1,
      limitReached,
      onUpgrade,
    });
  }

  it('offers Upgrade to Premium beside the disabled input once the limit is reached, and not before', () => {
    // walkthrough at 375 px: "Demo limit reached. Please upgrade to continue." with no way to upgrade in sight
    const onUpgrade = vi.fn();
    showLimit(true, onUpgrade);
    const input = screen.getByRole('textbox', { name: 'Message to Smarty' });
    expect(input.getAttribute('placeholder')).toBe('Demo limit reached. Please upgrade to continue.');
    expect((input as HTMLTextAreaElement).disabled).toBe(true);
    const form = input.closest('form') as HTMLElement;
    expect(within(form).getByRole('button', { name: 'Limit Reached' })).toBeTruthy();
    within(form).getByRole('button', { name: 'Upgrade to Premium' }).click();
    expect(onUpgrade).toHaveBeenCalledTimes(1);

    cleanup();
    showLimit(false, onUpgrade);
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).toBeNull();
  });
});

describe('ChatWindow: the log’s end stays above the input when the student scrolls the page', () => {
  /** Stands in for layout, which jsdom has not: where the element is in the window, and its heights. */
  function place(el: Element, box: { top: number; bottom: number }) {
    vi.spyOn(el, 'getBoundingClientRect').mockReturnValue({ ...box, left: 0, right: 0 } as DOMRect);
  }
  function heights(el: HTMLElement, scrollHeight: number, clientHeight = 398) {
    Object.defineProperty(el, 'scrollHeight', { value: scrollHeight, configurable: true });
    Object.defineProperty(el, 'clientHeight', { value: clientHeight, configurable: true });
  }
  let observers: { callback: ResizeObserverCallback; targets: Element[] }[] = [];
  let frames: FrameRequestCallback[] = [];
  /** The page scrolled: the scroll event, then the next frame. */
  function scrollPage() {
    fireEvent.scroll(window);
    const run = frames;
    frames = [];
    for (const f of run) f(0);
  }

  beforeEach(() => {
    observers = [];
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => frames.push(run));
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    vi.stubGlobal(
      'ResizeObserver',
      class {
        targets: Element[] = [];
        constructor(callback: ResizeObserverCallback) {
          observers.push({ callback, targets: this.targets });
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {}
      },
    );
    document.documentElement.style.setProperty('--quick-actions-height', '53px');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.style.removeProperty('--quick-actions-height');
  });

  function showConversation(innerHeight: number) {
    vi.stubGlobal('innerHeight', innerHeight);
    const log = showChat([
      { id: 'q', role: 'user', content: 'What port does RDP use?', isStreaming: false },
      smarty('a', 'RDP uses TCP 3389.', { confidence: 'high' }),
    ]);
    const form = screen.getByRole('textbox', { name: 'Message to Smarty' }).closest('form') as HTMLElement;
    const frame = log.parentElement as HTMLElement;
    return { log, form, covered: () => frame.style.getPropertyValue('--log-covered') };
  }

  it('at 1280×900 the log reserves the height the stuck input covers, and stays at its end', () => {
    // walkthrough: scrolled to the top of the page, the log ran to y 927 under the input stuck at 781
    const { log, form, covered } = showConversation(900);
    heights(log, 800);
    log.scrollTop = 402;
    place(log, { top: 527, bottom: 927 });
    place(form, { top: 781, bottom: 847 });
    scrollPage();
    expect(covered()).toBe('146px');
    expect(log.scrollTop).toBe(800);
    // what uses it: the list's bottom padding and the floating toolbar
    expect(log.querySelector('ul')?.className).toContain('pb-[var(--log-covered,0px)]');
    const toolbar = screen.getByRole('button', { name: 'Scroll to bottom' }).parentElement as HTMLElement;
    expect(toolbar.className).toContain('sm:bottom-[calc(0.75rem+var(--log-covered,0px))]');

    // scrolled back down: the input is below the log again, nothing is reserved
    place(log, { top: 369, bottom: 769 });
    scrollPage();
    expect(covered()).toBe('0px');
  });

  it('at 375×812 it reserves what the quick actions bar covers (the input follows the log there)', () => {
    const { log, form, covered } = showConversation(812);
    heights(log, 800);
    place(log, { top: 451, bottom: 851 });
    place(form, { top: 921, bottom: 1000 });
    scrollPage();
    expect(covered()).toBe(`${851 - (812 - 53)}px`);
  });

  it('leaves the log where the student scrolled it to read an earlier message', () => {
    const { log, form, covered } = showConversation(900);
    heights(log, 800);
    log.scrollTop = 100;
    fireEvent.scroll(log);
    place(log, { top: 527, bottom: 927 });
    place(form, { top: 781, bottom: 847 });
    scrollPage();
    expect(covered()).toBe('146px');
    expect(log.scrollTop).toBe(100);
  });

  it('stays at the end of an answer that grows after its text has arrived (its sources, its Markdown)', () => {
    const { log } = showConversation(900);
    // the browser's scroll anchoring would move the log first, and read as the student leaving its end
    expect(log.className).toContain('[overflow-anchor:none]');
    const list = log.querySelector('ul') as HTMLElement;
    const grew = () => {
      for (const o of observers.filter((x) => x.targets.includes(list))) o.callback([], {} as ResizeObserver);
    };
    heights(log, 839);
    log.scrollTop = 335;
    grew();
    expect(log.scrollTop).toBe(839);

    log.scrollTop = 100;
    fireEvent.scroll(log);
    heights(log, 945);
    grew();
    expect(log.scrollTop).toBe(100);
  });
});
