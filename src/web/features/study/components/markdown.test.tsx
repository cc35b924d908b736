// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { chatQuizBlock } from '../../../../shared/study/chat-quiz';
import { Markdown } from './markdown';

afterEach(cleanup);

describe('Markdown answers', () => {
  it('renders a list under a line of text as list items, not one paragraph', () => {
    const { container } = render(
      <Markdown>
        {
          'The material describes them side by side:\n- **RAID 1:** mirroring\n- **RAID 5:** striping with parity'
        }
      </Markdown>,
    );
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'RAID 1: mirroring',
      'RAID 5: striping with parity',
    ]);
  });

  it('keeps the lines of an answer written line by line (quiz options, a sources list) on their own lines', () => {
    const { container } = render(
      <Markdown>
        {
          '1. Which port does RDP use?\n   A) 22\n   B) 3389\n\nSources:\n[1] CompTIA A+ objectives\n[2] RFC 4253'
        }
      </Markdown>,
    );
    const item = container.querySelector('li')!;
    expect(item.querySelectorAll('br')).toHaveLength(2);
    expect(item.innerHTML.split(/<br>/).map((s) => s.trim())).toEqual([
      'Which port does RDP use?',
      'A) 22',
      'B) 3389',
    ]);
    const sources = [...container.querySelectorAll('p')].at(-1)!;
    expect(sources.querySelectorAll('br')).toHaveLength(2);
  });

  it('renders the learning modes’ offline layouts: timeline, numbered steps with code, a formula, a blockquote', () => {
    const { container } = render(
      <Markdown>
        {[
          '**Timeline**',
          '',
          '- 1918 — The war ended with the armistice of November 1918 [1].',
          '- 1919 — The Treaty of Versailles formally ended the war in 1919 [1].',
          '',
          '1. Run `ipconfig /release` to drop the current lease [1].',
          '2. Then run `ipconfig /renew` to request a new one [1].',
          '',
          '$\\text{Rate} = \\text{volume} \\div \\text{time}$ [1].',
          '',
          'In his last soliloquy Macbeth says:',
          '',
          '> Life’s but a walking shadow [1].',
        ].join('\n')}
      </Markdown>,
    );
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect([...container.querySelectorAll('ol > li code')].map((c) => c.textContent)).toEqual([
      'ipconfig /release',
      'ipconfig /renew',
    ]);
    expect(container.querySelector('.katex')).not.toBeNull();
    expect(container.querySelector('blockquote')?.textContent).toMatch(/Life’s but a walking shadow \[1\]/);
  });
});

describe("'Quiz me' in an answer", () => {
  const quiz = {
    questions: [
      {
        question: 'Fill in the blank: RDP uses TCP _____.',
        options: ['22', '3389', '443'],
        answerIndex: 1,
        explanation: 'The lesson says: “RDP uses TCP 3389.”',
      },
      {
        question: 'Fill in the blank: SSH uses TCP _____.',
        options: ['22', '23'],
        answerIndex: 0,
        explanation: '',
      },
    ],
  };
  const answer = `Here is a quick quiz on **Ports**. Choose an answer to each question to check it.\n\n${chatQuizBlock(quiz)}`;

  it('renders the quiz as questions with options and no answer key until the student answers', () => {
    const { container } = render(<Markdown>{answer}</Markdown>);
    expect(screen.getByTestId('chat-quiz')).toBeTruthy();
    expect(container.textContent).not.toMatch(/answerIndex|Answers?:|the answer is/);
    expect(screen.queryByTestId('chat-quiz-feedback')).toBeNull();
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Question 1' })).getByRole('button', { name: 'A) 22' }),
    );
    expect(screen.getAllByTestId('chat-quiz-feedback')[0]?.textContent).toMatch(
      /Not quite: the answer is B\) 3389/,
    );
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Question 2' })).getByRole('button', { name: 'A) 22' }),
    );
    expect(screen.getAllByTestId('chat-quiz-feedback')[1]?.textContent).toMatch(/^Correct/);
    expect(screen.getByTestId('chat-quiz-score').textContent).toBe('1 of 2 right.');
  });

  it('shows an ordinary code block for a block that is not a valid quiz', () => {
    const { container } = render(<Markdown>{'```quiz\nnot json\n```'}</Markdown>);
    expect(screen.queryByTestId('chat-quiz')).toBeNull();
    expect(container.querySelector('pre')?.textContent).toContain('not json');
  });
});
