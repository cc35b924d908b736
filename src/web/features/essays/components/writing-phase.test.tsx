// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Essay } from '../../../../shared/schemas/essays';
import type { EssayEditor } from '../hooks/use-essay-editor';
import { outlineWords } from '../lib/outline';
import { WritingPhase } from './academic/writing-phase';

const thesis = 'Heavy social media use harms teenagers because it disrupts sleep.';
const essay = (body: string) =>
  ({
    id: 'e1',
    title: 'Teens',
    thesis_statement: thesis,
    target_length: '250-500',
    saved_articles: [{ id: 'W1' }],
    outline: [],
    draft_sections: {
      introduction: { content: `Intro. ${thesis}` },
      body: { content: body },
      conclusion: { content: 'End.' },
    },
  }) as unknown as Essay;
const editor = { edit: vi.fn(), flush: vi.fn() } as unknown as EssayEditor;

afterEach(cleanup);

describe('Complete Essay checks the draft', () => {
  it('shows the checklist for a draft with a placeholder, and still lets the student complete', () => {
    const onComplete = vi.fn();
    render(
      <WritingPhase
        essay={essay('Sleep suffers. [Add evidence: a study.]')}
        editor={editor}
        onComplete={onComplete}
        completing={false}
        side={null}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Complete Essay' }));
    expect(onComplete).not.toHaveBeenCalled();
    const list = screen.getByRole('list', { name: 'Draft checklist' });
    expect(within(list).getByText(/To fix: No unfinished scaffolds/)).toBeTruthy();
    expect(within(list).getByText(/To fix: Every body paragraph cites a source/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Complete anyway' }));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});

describe('outline word counts', () => {
  it('gives each body paragraph its own words', () => {
    const e = essay('one two three\n\nfour five\n\nsix');
    const outline = ['body-1', 'body-2', 'body-3'].map((id) => ({
      id,
      type: 'body' as const,
      title: id,
      content: '',
      position: 1,
      assignedArticles: [],
      assignedSections: [],
      brainstormIdeas: [],
    }));
    expect(outline.map((s) => outlineWords(e, outline, s))).toEqual([3, 2, 1]);
  });
});
