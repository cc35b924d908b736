// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Essay } from '../../../../shared/schemas/essays';
import { PhaseSelect } from './academic-workspace';
import { EssaySidebar } from './essay-chrome';

/**
 * The academic Phase select and the sidebar's Essay Progress list the same steps and mark them by the same rule: a dot
 * on the step the essay is at, a check only on a step whose status is completed.
 */
const essay = (over: Partial<Essay>) =>
  ({
    id: 'e1',
    title: 'Teens and social media',
    essay_type: 'academic',
    writing_style: 'argumentative',
    updated_at: '2026-11-01T10:00:00.000Z',
    saved_articles: [],
    current_phase: 'writing',
    phase_status: {},
    ...over,
  }) as unknown as Essay;

afterEach(cleanup);

const progress = () => {
  const heading = screen.getByText('Essay Progress');
  const list = heading.closest('div')?.parentElement?.querySelector('ol');
  if (!list) throw new Error('no Essay Progress list');
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');
};
const options = () =>
  within(screen.getByLabelText('Phase'))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');

const renderBoth = (e: Essay) =>
  render(
    <>
      <PhaseSelect essay={e} onChange={vi.fn()} />
      <EssaySidebar essay={e} onBack={vi.fn()} onAiHelp={vi.fn()} onSave={vi.fn()} />
    </>,
  );

describe('Essay Progress and the Phase select', () => {
  it('list the same five steps', () => {
    renderBoth(essay({}));
    expect(progress().map((t) => t.replace(/\s*\(.*\)$/, ''))).toEqual([
      'Prompt',
      'Brainstorm',
      'Thesis',
      'Writing',
      'Final',
    ]);
    expect(options().map((t) => t.replace(/^[●✓] /, ''))).toEqual([
      'Prompt',
      'Brainstorm',
      'Thesis',
      'Writing',
      'Final',
    ]);
  });

  it('a student who jumped to writing has not completed the steps in between, and no Outline step is claimed', () => {
    renderBoth(
      essay({
        current_phase: 'writing',
        phase_status: { prompt: 'completed', brainstorm: 'in_progress', thesis: 'not_started' },
      }),
    );
    expect(progress()).toEqual([
      'Prompt(completed)',
      'Brainstorm(not completed)',
      'Thesis(not completed)',
      'Writing(current)',
      'Final(not completed)',
    ]);
    expect(options()).toEqual(['✓ Prompt', 'Brainstorm', 'Thesis', '● Writing', 'Final']);
    expect(screen.queryByText(/Outline/)).toBeNull();
  });

  it('completed steps are checked in both, and an essay stored at “outline” is shown at Writing', () => {
    renderBoth(
      essay({
        current_phase: 'outline',
        phase_status: { prompt: 'completed', brainstorm: 'completed', thesis: 'completed' },
      }),
    );
    expect(progress()).toEqual([
      'Prompt(completed)',
      'Brainstorm(completed)',
      'Thesis(completed)',
      'Writing(current)',
      'Final(not completed)',
    ]);
    expect(options()).toEqual(['✓ Prompt', '✓ Brainstorm', '✓ Thesis', '● Writing', 'Final']);
    expect((screen.getByLabelText('Phase') as HTMLSelectElement).value).toBe('writing');
  });
});
