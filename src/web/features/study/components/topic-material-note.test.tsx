// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { StudyPath, StudyTopic } from '../../../../shared/schemas/study';
import {
  GENERATED_LESSON_LABEL,
  NO_MATERIAL_MESSAGE,
  OUTLINE_MISSING_MESSAGE,
} from '../../../../shared/study/outline';
import { OutlineMissingNote, TopicMaterialNote } from './topic-material-note';

afterEach(cleanup);

const topic = (hasMaterial: boolean): StudyTopic => ({
  id: 't1',
  title: 'Summarize fundamental security concepts',
  summary: 'Exam objective 1.2 in General Security Concepts (12% of the exam).',
  order: 2,
  level: 'beginner',
  domainCode: 'programming',
  source: { kind: 'certification', roadmapId: 'comptia-security-plus' },
  meta: {
    estimatedMinutes: 60,
    difficulty: 'beginner',
    tags: [],
    description: '',
    section: 'General Security Concepts',
    objective: '1.2',
    hasMaterial,
  },
  subtopics: [],
  masteryLevel: 'beginner',
  timeSpentMinutes: 0,
  lastStudiedAt: null,
});

describe('TopicMaterialNote', () => {
  it('offline, a topic without material says so and offers Add material', () => {
    const add = vi.fn();
    render(<TopicMaterialNote topic={topic(false)} generated={false} onAddMaterial={add} />);
    expect(screen.getByRole('note').textContent).toContain(NO_MATERIAL_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Add material' }));
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('with a provider, labels the lesson as generated (no Add material prompt)', () => {
    render(<TopicMaterialNote topic={topic(false)} generated onAddMaterial={() => undefined} />);
    expect(screen.getByText(GENERATED_LESSON_LABEL)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add material' })).toBeNull();
  });

  it('says nothing for a topic with material', () => {
    const { container } = render(
      <TopicMaterialNote topic={topic(true)} generated={false} onAddMaterial={() => undefined} />,
    );
    expect(container.textContent).toBe('');
  });
});

describe('OutlineMissingNote', () => {
  const path = (topics: StudyTopic[]) => ({ type: 'certification', topics }) as unknown as StudyPath;

  it('asks for the exam guide on a certification path without topics, and only there', () => {
    const add = vi.fn();
    const { rerender } = render(<OutlineMissingNote path={path([])} onAddMaterial={add} />);
    expect(screen.getByRole('note').textContent).toContain(OUTLINE_MISSING_MESSAGE);
    fireEvent.click(screen.getByRole('button', { name: 'Add material' }));
    expect(add).toHaveBeenCalledTimes(1);
    rerender(<OutlineMissingNote path={path([topic(false)])} onAddMaterial={add} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
