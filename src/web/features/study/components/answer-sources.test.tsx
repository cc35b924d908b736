// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { linkCitationMarkers, stripCitationMarkers, type AnswerCitation } from '../lib/citations';
import { overflowWrapOf, staysOnOneLine } from '../../../../testing/overflow-wrap';
import { AnswerWithSources } from './answer-sources';

afterEach(cleanup);

const citations: AnswerCitation[] = [
  {
    index: 1,
    title: 'CompTIA A+ Core 1 Exam Objectives, objective 2.1',
    topicTitle: 'Ports and Protocols',
    passage: 'Remote Desktop Protocol (RDP) uses TCP port 3389 to give a remote graphical session.',
    passageId: 'comptia-a-plus:ports:2',
  },
  {
    index: 2,
    title: 'CompTIA A+ Core 1 Exam Objectives, objective 2.1',
    topicTitle: 'Ports and Protocols',
    passage: 'SSH uses TCP port 22 for encrypted remote command-line access.',
    passageId: 'comptia-a-plus:ports:3',
  },
];
const answer = 'RDP uses TCP port 3389 [1]. SSH uses port 22 [2]. The list `a[1]` stays code.';

describe('AnswerWithSources', () => {
  it('keeps each source label "[n]" on one line inside a chat bubble whose long words wrap anywhere', () => {
    // the chat bubble sets overflow-wrap: anywhere; a flex item's min-content then shrank "[1]" to "[", "1", "]"
    render(
      <div className="[overflow-wrap:anywhere]">
        <AnswerWithSources content={answer} citations={citations} confidence="high" showCitations />
      </div>,
    );
    const list = screen.getByRole('list', { name: 'Sources of this answer' });
    for (const [i, item] of within(list).getAllByRole('listitem').entries()) {
      const label = within(item).getByText(`[${i + 1}]`);
      expect(staysOnOneLine(label)).toBe(true);
      // the title beside it still wraps long words
      expect(overflowWrapOf(within(item).getByText(citations[i]?.title ?? ''))).toBe('anywhere');
    }
  });

  it('lists the numbered sources with title and topic, and shows the confidence with its meaning', () => {
    render(<AnswerWithSources content={answer} citations={citations} confidence="medium" showCitations />);
    const list = screen.getByRole('list', { name: 'Sources of this answer' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toBe(
      '[1]CompTIA A+ Core 1 Exam Objectives, objective 2.1 · Ports and Protocols',
    );
    const badge = screen.getByRole('button', { name: 'Medium confidence' });
    expect(badge.getAttribute('aria-describedby')).toBeTruthy();
    const explanation = document.getElementById(badge.getAttribute('aria-describedby') ?? '');
    expect(explanation?.textContent).toMatch(/cover most of the question/);
  });

  it('opens the passage from a marker in the text and from a source, and Escape closes it', () => {
    render(<AnswerWithSources content={answer} citations={citations} confidence="high" showCitations />);
    const marker = screen.getByRole('link', { name: '[2]' });
    fireEvent.click(marker);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('cited-passage').textContent).toBe(citations[1]?.passage);
    expect(within(dialog).getByText(/Topic: Ports and Protocols/)).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Source 1: .*Show the passage$/ }));
    expect(within(screen.getByRole('dialog')).getByTestId('cited-passage').textContent).toBe(
      citations[0]?.passage,
    );
  });

  it("hides markers and sources when 'Include citations' is off", () => {
    render(
      <AnswerWithSources content={answer} citations={citations} confidence="low" showCitations={false} />,
    );
    expect(screen.queryByRole('list', { name: 'Sources of this answer' })).toBeNull();
    expect(screen.queryByRole('link', { name: '[1]' })).toBeNull();
    expect(document.body.textContent).toContain('RDP uses TCP port 3389. SSH uses port 22.');
    expect(screen.getByRole('button', { name: 'Low confidence' })).toBeTruthy();
  });

  it('shows no sources or badge while the answer still streams', () => {
    render(<AnswerWithSources content="RDP uses" citations={[]} showCitations isStreaming />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('citation markers', () => {
  it('links only known numbers and leaves code alone', () => {
    expect(linkCitationMarkers('A [1] and B [7]. `x[1]`', new Set([1]))).toBe(
      'A [\\[1\\]](#smarty-cite-1 "Show source 1") and B [7]. `x[1]`',
    );
  });
  it('strips markers outside code', () => {
    expect(stripCitationMarkers('A [1][2]. `x[1]`')).toBe('A. `x[1]`');
  });
});
