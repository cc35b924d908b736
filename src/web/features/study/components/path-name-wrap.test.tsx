// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { OWN_MATERIAL_LIMITS } from '../../../../shared/limits';
import type { StudyPath } from '../../../../shared/schemas/study';
import { canShrink, overflowWrapOf } from '../../../../testing/overflow-wrap';
import { DeletePathDialog } from './delete-path-dialog';
import { PathCard } from './path-views';
import { ProgressPanel } from './side-panels';

afterEach(cleanup);

// A student named a path 40 emoji and 300 Ж: the longest name the server takes, one unbroken word. Its card made the
// page 3,766 px wide at 1280 px, and My Learning Paths 3,350 px wide at 375 px.
const LONG_NAME = '📚'.repeat(40) + 'Ж'.repeat(OWN_MATERIAL_LIMITS.titleMax - 40);

const path = {
  id: 'p-long',
  name: LONG_NAME,
  type: 'custom',
  domain_code: 'nursing',
  certification: null,
  certification_id: null,
  is_active: true,
  created_at: '2026-11-01T10:00:00.000Z',
  last_studied_at: null,
  topics: [],
  progress: { percent: 0, totalTopics: 0, completedCount: 0, completedTopics: [] },
} as unknown as StudyPath;

describe('a path name that is one long word', () => {
  it('is the longest name the server takes', () => {
    expect(Array.from(LONG_NAME)).toHaveLength(OWN_MATERIAL_LIMITS.titleMax);
  });

  it('wraps anywhere in its card, which may shrink to the grid column', () => {
    render(
      <ul>
        <PathCard path={path} onOpen={() => {}} onDelete={() => {}} />
      </ul>,
    );
    const title = screen.getByRole('heading', { name: LONG_NAME });
    expect(overflowWrapOf(title)).toBe('anywhere');
    expect(canShrink(screen.getByRole('listitem', { name: LONG_NAME }))).toBe(true);
  });

  it('wraps anywhere in the progress panel and in the delete confirmation', () => {
    render(
      <ProgressPanel
        path={path}
        focusTopicId={null}
        onFocus={() => {}}
        onMark={() => {}}
        isMarking={false}
      />,
    );
    expect(overflowWrapOf(screen.getByRole('heading', { name: LONG_NAME }))).toBe('anywhere');
    cleanup();
    render(<DeletePathDialog path={path} onCancel={() => {}} onConfirm={() => {}} />);
    const dialog = screen.getByRole('alertdialog');
    expect(overflowWrapOf(within(dialog).getByRole('heading', { name: new RegExp(LONG_NAME) }))).toBe(
      'anywhere',
    );
  });
});

const withTopics = (minutes: number[]) =>
  ({
    ...path,
    name: 'Cardiac drugs',
    topics: minutes.map((m) => ({ meta: { estimatedMinutes: m } })),
  }) as unknown as StudyPath;

const showCard = (minutes: number[], onDelete: () => void = () => {}) =>
  render(
    <ul>
      <PathCard path={withTopics(minutes)} onOpen={() => {}} onDelete={onDelete} />
    </ul>,
  );

describe('the time a path card estimates', () => {
  it('a short path from notes says minutes, not "~0 hours"', () => {
    showCard([5, 10, 10]);
    expect(screen.getByText('~25 minutes estimated')).toBeTruthy();
    expect(screen.queryByText(/hours estimated/)).toBeNull();
  });

  it('an hour or more says hours', () => {
    showCard([60, 60, 30]);
    expect(screen.getByText('~3 hours estimated')).toBeTruthy();
  });
});

describe("a path card's delete button", () => {
  it('is red like the other destructive buttons, keeps its name and focus ring, and deletes', () => {
    // a student saw no red: the ghost variant's text-foreground sat beside text-danger, and without class merging
    // the stylesheet's order let the plain colour win
    const onDelete = vi.fn();
    showCard([30], onDelete);
    const button = screen.getByRole('button', { name: 'Delete path “Cardiac drugs”' });
    expect(button.classList).toContain('text-danger');
    expect(button.classList).toContain('border-danger');
    for (const plain of ['text-foreground', 'border-input', 'text-primary-foreground', 'bg-primary']) {
      expect(button.classList).not.toContain(plain);
    }
    expect(button.classList).toContain('focus-visible:ring-2');
    fireEvent.click(button);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });
});
