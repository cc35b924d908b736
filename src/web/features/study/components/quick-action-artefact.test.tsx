// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { QuickActionArtefact } from '../../../../shared/schemas/quick-actions';
import { QuickActionDialog } from './quick-action-artefact';

afterEach(cleanup);

const citations = [
  {
    index: 1,
    title: 'Fundamentals of Nursing, Chapter 40',
    topicTitle: 'Fluid Balance',
    passage: 'Potassium is the main electrolyte of the intracellular fluid.',
    passageId: 't:2',
  },
  {
    index: 2,
    title: 'Fundamentals of Nursing, Chapter 40',
    topicTitle: 'Fluid Balance',
    passage: 'Hypokalemia is a serum potassium level below 3.5 mEq/L.',
    passageId: 't:4',
  },
];
const map: QuickActionArtefact = {
  kind: 'concept-map',
  title: 'Concept Map: Fluid Balance',
  nodes: [
    { id: 'topic', label: 'Fluid Balance', detail: '', cites: [] },
    {
      id: 'k',
      label: 'Potassium',
      detail: 'Potassium is the main electrolyte of the intracellular fluid.',
      cites: [1],
    },
    {
      id: 'hypo',
      label: 'Hypokalemia',
      detail: 'Hypokalemia is a serum potassium level below 3.5 mEq/L.',
      cites: [2],
    },
  ],
  edges: [
    { from: 'topic', to: 'k', label: 'defines' },
    { from: 'topic', to: 'hypo', label: 'defines' },
    { from: 'hypo', to: 'k', label: 'is a serum' },
  ],
  citations,
};

describe('QuickActionDialog', () => {
  it('draws a concept map as an SVG diagram with a text alternative, and [n] opens the passage', () => {
    render(
      <QuickActionDialog
        state={{ label: 'Concept Map', status: 'done', artefact: map }}
        onClose={() => undefined}
      />,
    );
    const diagram = screen.getByRole('img', {
      name: /Concept Map: Fluid Balance A concept map of 3 concepts and 3 links/,
    });
    expect(diagram.tagName.toLowerCase()).toBe('svg');
    expect(within(diagram as unknown as HTMLElement).getAllByTestId('concept-node')).toHaveLength(3);
    expect(diagram.querySelectorAll('line')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Links between concepts' }).textContent).toBe(
      'Hypokalemia → is a serum → Potassium',
    );
    fireEvent.click(screen.getAllByRole('button', { name: 'Show source 2' })[0]!);
    expect(screen.getByTestId('cited-passage').textContent).toBe(citations[1]?.passage);
  });

  it('shows a care plan draft as a table of the five stages, labelled a study draft, with the missing stages said', () => {
    const plan: QuickActionArtefact = {
      kind: 'care-plan',
      title: 'Care Plan Draft: Fluid Balance',
      note: 'Study draft built from the lesson. The lesson says nothing for: goals, evaluation.',
      rows: [
        {
          stage: 'assessment',
          items: [{ text: 'Nurses assess fluid balance by measuring daily weight.', cites: [1] }],
        },
        {
          stage: 'diagnosis',
          items: [{ text: 'Hypokalemia is a serum potassium level below 3.5 mEq/L.', cites: [2] }],
        },
        { stage: 'goals', items: [] },
        { stage: 'interventions', items: [] },
        { stage: 'evaluation', items: [] },
      ],
      citations,
    };
    render(
      <QuickActionDialog
        state={{ label: 'Care Plan Draft', status: 'done', artefact: plan }}
        onClose={() => undefined}
      />,
    );
    const table = screen.getByRole('table', { name: /Study draft/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Assessment',
      'Diagnosis',
      'Goals / outcomes',
      'Interventions',
      'Evaluation',
    ]);
    expect(rows[2]?.textContent).toContain('Not in the lesson material.');
    expect(screen.getByText(/says nothing for: goals, evaluation/)).toBeTruthy();
  });

  it('shows the loading state and an error', () => {
    const { rerender } = render(
      <QuickActionDialog state={{ label: 'Concept Map', status: 'loading' }} onClose={() => undefined} />,
    );
    expect(screen.getByRole('status').textContent).toContain('Building Concept Map from the lesson');
    rerender(
      <QuickActionDialog
        state={{ label: 'Concept Map', status: 'error', message: 'The AI service is busy.' }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText('The AI service is busy.')).toBeTruthy();
  });
});
