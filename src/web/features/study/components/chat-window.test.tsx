// @vitest-environment jsdom
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
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
