import { describe, expect, it } from 'vitest';
import {
  LEARNING_MODE_TUTORING,
  QUICK_ACTION_SETS,
  learningModeOf,
  quickActionById,
  quickActionSet,
  quickActionsFor,
  tutoringStyle,
} from './quick-actions';

describe('quick-action catalogue', () => {
  it('an IT certification (tags without "programming") studies in the IT mode with IT actions', () => {
    expect(learningModeOf('programming', { tags: ['IT', 'support', 'entry level', 'CompTIA'] })).toBe('it');
    expect(learningModeOf('programming', { tags: ['networking', 'Cisco'] })).toBe('it');
    expect(learningModeOf('programming', { tags: ['programming', 'Python'] })).toBe('programming');
    expect(learningModeOf('programming', null)).toBe('programming');
    expect(learningModeOf('nursing', { tags: ['nursing'] })).toBe('nursing');
    const labels = quickActionSet('it').map((a) => a.label);
    expect(labels).toEqual(['Troubleshooting Steps', 'Port & Protocol Table', 'Concept Map']);
    expect(labels).not.toContain('Debug Code');
  });

  it('each domain keeps the spec 3 §9 set, from the one catalogue; artefact actions name what they build', () => {
    expect(quickActionsFor('nursing')).toEqual(['Clinical Scenario Quiz', 'Concept Map', 'Care Plan Draft']);
    expect(quickActionsFor('math')).toEqual([
      'Generate Practice Set',
      'Step-by-step Solution',
      'Error Analysis',
    ]);
    expect(quickActionSet('unknown-domain').map((a) => a.label)).toEqual([
      'Concept Map',
      'Study Guide',
      'Summarize Topic',
    ]);
    expect(quickActionById('concept-map')?.run).toEqual({ kind: 'artefact', artefact: 'concept-map' });
    expect(quickActionById('care-plan')?.run).toEqual({ kind: 'artefact', artefact: 'care-plan' });
    expect(quickActionById('practice-set')?.run).toEqual({ kind: 'quiz' });
    const ids = Object.values(QUICK_ACTION_SETS)
      .flat()
      .map((a) => a.id);
    for (const id of ids) expect(quickActionById(id)?.id).toBe(id);
  });

  it('gives every learning mode its own way of tutoring, and none to an unknown mode', () => {
    const modes = Object.keys(QUICK_ACTION_SETS);
    expect(Object.keys(LEARNING_MODE_TUTORING).sort()).toEqual([...modes].sort());
    expect(new Set(Object.values(LEARNING_MODE_TUTORING)).size).toBe(modes.length);
    expect(tutoringStyle('math')).toMatch(/^- Math: .*LaTeX/);
    expect(tutoringStyle('history')).toMatch(/timeline/);
    expect(tutoringStyle('it')).toMatch(/troubleshooting/);
    expect(tutoringStyle('general')).toBe('');
    expect(tutoringStyle(undefined)).toBe('');
  });
});
