// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { Roadmap, RoadmapNode, RoadmapState } from '../../../../../shared/schemas/roadmap';
import { RoadmapStages } from './roadmap-view';

afterEach(cleanup);

const MASTERY = { not_started: 'beginner', in_progress: 'intermediate', mastered: 'expert' } as const;
const node = (
  id: string,
  order: number,
  state: RoadmapState,
  prev: string | null,
  isNext = false,
): RoadmapNode => ({
  id,
  title: `Topic ${id}`,
  order,
  mastery: MASTERY[state],
  state,
  prerequisiteIds: prev ? [prev] : [],
  isNext,
  hasMaterial: true,
  subtopics: [],
});

const roadmap: Roadmap = {
  pathId: 'p',
  pathName: 'CompTIA A+',
  outline: { version: '220-1201 (V15)', examGuideUrl: 'https://example.org/guide' },
  nextTopicId: 'b',
  totalTopics: 3,
  stages: [
    {
      name: 'Mobile Devices',
      code: '1.0',
      weight: 13,
      weightLabel: '13%',
      counts: { notStarted: 0, inProgress: 0, mastered: 1 },
      topics: [node('a', 1, 'mastered', null)],
    },
    {
      name: 'Networking',
      code: '2.0',
      weight: null,
      weightLabel: null,
      counts: { notStarted: 1, inProgress: 1, mastered: 0 },
      topics: [node('b', 2, 'in_progress', 'a', true), node('c', 3, 'not_started', 'b')],
    },
  ],
};

describe('RoadmapStages', () => {
  it('shows the stages with their exam weight and every node with its state in words, the next one marked', () => {
    render(<RoadmapStages roadmap={roadmap} focusTopicId="c" onFocusTopic={() => undefined} />);
    const stages = screen.getAllByRole('listitem', { name: /^Stage \d/ });
    expect(stages.map((s) => s.getAttribute('aria-labelledby'))).toHaveLength(2);
    expect(within(stages[0]!).getByText('Exam weight 13%')).toBeTruthy();
    expect(within(stages[1]!).queryByText(/Exam weight/)).toBeNull();
    expect(screen.getByRole('button', { name: /1\. Topic a\s*Mastered/ })).toBeTruthy();
    const next = screen.getByRole('button', { name: /2\. Topic b\s*In progress\s*Next/ });
    expect(next.textContent).toContain('After: Topic a');
    const focused = screen.getByRole('button', { name: /3\. Topic c\s*Not started/ });
    expect(focused.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText('1 of 3 topics mastered · 2 stages')).toBeTruthy();
  });

  it('focuses a topic on click and on "Continue with", and moves between nodes with the arrow keys', () => {
    const onFocusTopic = vi.fn();
    render(<RoadmapStages roadmap={roadmap} focusTopicId={null} onFocusTopic={onFocusTopic} />);
    fireEvent.click(screen.getByRole('button', { name: /3\. Topic c/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Continue with: Topic b' }));
    expect(onFocusTopic.mock.calls).toEqual([['c'], ['b']]);
    const first = screen.getByRole('button', { name: /1\. Topic a/ });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('2. Topic b');
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement?.textContent).toContain('3. Topic c');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toContain('3. Topic c');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement?.textContent).toContain('1. Topic a');
  });

  it("lists a node's subtopics in order under it, with their pages, behind a disclosure the keyboard opens", () => {
    const withSubtopics: Roadmap = {
      ...roadmap,
      stages: roadmap.stages.map((stage) => ({
        ...stage,
        topics: stage.topics.map((n) =>
          n.id === 'b'
            ? {
                ...n,
                subtopics: [
                  { id: 's1', title: '2.1 Ports', page: 3 },
                  { id: 's2', title: '2.2 Protocols', page: null },
                ],
              }
            : n,
        ),
      })),
    };
    render(<RoadmapStages roadmap={withSubtopics} focusTopicId={null} onFocusTopic={() => undefined} />);
    // only the node with subtopics has the disclosure; it is not a node (the arrow keys skip it)
    const summary = screen.getByText('2 subtopics');
    expect(screen.getAllByText(/\d+ subtopics?$/)).toHaveLength(1);
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.hasAttribute('data-roadmap-node')).toBe(false);
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(summary);
    expect(details.open).toBe(true);
    const list = screen.getByRole('list', { name: 'Subtopics of Topic b' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2.1 Portsp. 3', '2.2 Protocols']);
    // the list sits under its own node, after the node's button
    const item = screen.getByRole('button', { name: /2\. Topic b/ }).closest('li')!;
    expect(item.contains(list)).toBe(true);
  });

  it('renders a path of 150 topics as 150 buttons', () => {
    const topics = Array.from({ length: 150 }, (_, i) =>
      node(`t${i}`, i + 1, 'not_started', i ? `t${i - 1}` : null, i === 0),
    );
    const big: Roadmap = {
      ...roadmap,
      outline: null,
      nextTopicId: 't0',
      totalTopics: 150,
      stages: [
        {
          name: 'All',
          code: null,
          weight: null,
          weightLabel: null,
          counts: { notStarted: 150, inProgress: 0, mastered: 0 },
          topics,
        },
      ],
    };
    render(<RoadmapStages roadmap={big} focusTopicId={null} onFocusTopic={() => undefined} />);
    expect(document.querySelectorAll('[data-roadmap-node]')).toHaveLength(150);
  });
});
