import { describe, expect, it } from 'vitest';
import {
  QUIZ_PASS_PERCENT,
  completedTopicIds,
  focusPosition,
  learnerLevelFor,
  moveFocus,
  nextIncompleteTopic,
  nextMastery,
  progressPercent,
  quizPercent,
  quizStatus,
} from './progress';
import { filterCertifications } from './certifications';
import { certificationResources, fallbackResources, topicResources } from './resources';
import { effectiveMode, formatStudyTime } from './domains';
import { quickActionsFor } from './quick-actions';

const topics = (levels: ('beginner' | 'intermediate' | 'expert' | undefined)[]) =>
  levels.map((masteryLevel, i) => ({ id: `t${i + 1}`, masteryLevel }));

describe('mastery transitions (spec 3 §4)', () => {
  it('in progress: no record or beginner → intermediate; never lowers', () => {
    expect(nextMastery(undefined, 'in_progress')).toBe('intermediate');
    expect(nextMastery('beginner', 'in_progress')).toBe('intermediate');
    expect(nextMastery('intermediate', 'in_progress')).toBe('intermediate');
    expect(nextMastery('expert', 'in_progress')).toBe('expert');
  });

  it('completed → expert and reset → beginner from any state', () => {
    for (const from of [undefined, 'beginner', 'intermediate', 'expert'] as const) {
      expect(nextMastery(from, 'completed')).toBe('expert');
      expect(nextMastery(from, 'reset')).toBe('beginner');
    }
  });
});

describe('progress percent and next topic', () => {
  it('is expert topics over all topics, rounded, 0 with no topics', () => {
    expect(progressPercent([])).toBe(0);
    expect(progressPercent(topics(['expert', undefined, 'intermediate']))).toBe(33);
    expect(progressPercent(topics(['expert', 'expert', undefined]))).toBe(67);
    expect(progressPercent(topics(['expert', 'expert', 'expert']))).toBe(100);
    // rounding boundary: 1/8 = 12.5 rounds to 13, 1/200 = 0.5 rounds to 1, 1/201 rounds to 0
    expect(progressPercent(topics(['expert', ...Array<undefined>(7).fill(undefined)]))).toBe(13);
    expect(progressPercent(topics(['expert', ...Array<undefined>(199).fill(undefined)]))).toBe(1);
    expect(progressPercent(topics(['expert', ...Array<undefined>(200).fill(undefined)]))).toBe(0);
    // intermediate does not count as completed
    expect(progressPercent(topics(['intermediate', 'intermediate']))).toBe(0);
  });

  it('names the first topic not at expert, none when all are', () => {
    expect(nextIncompleteTopic(topics(['expert', 'intermediate', undefined]))?.id).toBe('t2');
    expect(nextIncompleteTopic(topics(['expert', 'expert']))).toBeUndefined();
    expect(completedTopicIds(topics(['expert', 'beginner', 'expert']))).toEqual(['t1', 't3']);
  });
});

describe('focus navigation', () => {
  const list = topics([undefined, undefined, undefined]);
  it('moves along the order and does nothing at the ends', () => {
    expect(moveFocus(list, 't1', 'next')).toBe('t2');
    expect(moveFocus(list, 't2', 'previous')).toBe('t1');
    expect(moveFocus(list, 't3', 'next')).toBe('t3');
    expect(moveFocus(list, 't1', 'previous')).toBe('t1');
    expect(moveFocus(list, null, 'next')).toBe('t1');
    expect(moveFocus(list, null, 'previous')).toBeNull();
    expect(moveFocus([], null, 'next')).toBeNull();
  });
  it('reports the position as k of N', () => {
    expect(focusPosition(list, 't2')).toEqual({ index: 2, total: 3 });
    expect(focusPosition(list, 'nope')).toBeNull();
  });
});

describe('quiz results', () => {
  it(`passes at ${QUIZ_PASS_PERCENT}% and above`, () => {
    expect(quizPercent(4, 5)).toBe(80);
    expect(quizStatus(4, 5)).toBe('completed');
    expect(quizStatus(3, 4)).toBe('in_progress'); // 75 %
    expect(quizStatus(8, 10)).toBe('completed');
    expect(quizStatus(79, 100)).toBe('in_progress');
    expect(quizStatus(0, 0)).toBe('in_progress');
  });
  it('maps mastery to the learner level the tutor uses', () => {
    expect(learnerLevelFor(undefined)).toBe('beginner');
    expect(learnerLevelFor('intermediate')).toBe('intermediate');
    expect(learnerLevelFor('expert')).toBe('advanced');
  });
});

describe('certification search (spec 3 §5)', () => {
  const certs = [
    {
      id: 'a',
      name: 'CompTIA A+',
      description: 'IT support',
      organization: 'CompTIA',
      keywords: ['hardware'],
      domain_code: 'programming',
      level: 'entry',
      type: 'vendor-neutral',
    },
    {
      id: 'n',
      name: 'NCLEX-RN',
      description: 'Nursing licensure',
      organization: 'NCSBN',
      keywords: ['clinical judgment'],
      domain_code: 'nursing',
      level: 'entry',
      type: 'professional',
    },
    {
      id: 'c',
      name: 'CISSP',
      description: 'Security management',
      organization: 'ISC2',
      keywords: ['risk'],
      domain_code: 'programming',
      level: 'expert',
      type: 'vendor-neutral',
    },
  ];
  it('matches name, description, keywords and organization case-insensitively', () => {
    expect(filterCertifications(certs, { search: 'comptia' }).map((c) => c.id)).toEqual(['a']);
    expect(filterCertifications(certs, { search: 'LICENSURE' }).map((c) => c.id)).toEqual(['n']);
    expect(filterCertifications(certs, { search: 'Clinical' }).map((c) => c.id)).toEqual(['n']);
    expect(filterCertifications(certs, { search: 'isc2' }).map((c) => c.id)).toEqual(['c']);
    expect(filterCertifications(certs, { search: 'zzz' })).toEqual([]);
  });
  it('filters domain, level and type exactly and combines them', () => {
    expect(filterCertifications(certs, { domain: 'programming' }).map((c) => c.id)).toEqual(['a', 'c']);
    expect(filterCertifications(certs, { domain: 'programming', level: 'expert' }).map((c) => c.id)).toEqual([
      'c',
    ]);
    expect(filterCertifications(certs, { domain: 'programming', type: 'professional' })).toEqual([]);
    expect(filterCertifications(certs, { domain: 'program' })).toEqual([]);
    expect(filterCertifications(certs, { domain: 'all', level: '', type: undefined })).toHaveLength(3);
  });
});

describe('resources (spec 3 §9)', () => {
  const aPlus = {
    id: 'comptia-a-plus',
    name: 'CompTIA A+',
    organization: 'CompTIA',
    estimated_study_hours: 120,
    difficulty: 'beginner',
    official_resources: { training: 'https://t', practice_tests: 'https://p' },
  };
  it('gives comptia-a-plus and nclex-rn a course, practice tests and a study guide', () => {
    const set = certificationResources(aPlus);
    expect(set.map((r) => r.type)).toEqual(['video', 'practice', 'document']);
    expect(set[0]).toMatchObject({ url: 'https://t', duration: '120+ hours', difficulty: 'beginner' });
    expect(set[2]?.url).toBe('#');
    expect(
      certificationResources({ ...aPlus, id: 'nclex-rn', estimated_study_hours: null, difficulty: null })[0],
    ).toMatchObject({
      duration: '100+ hours',
      difficulty: 'intermediate',
    });
    expect(certificationResources({ ...aPlus, id: 'cisco-ccna' })).toEqual([]);
  });
  it('falls back to one course for programming, nursing and math, one article otherwise', () => {
    for (const domain of ['programming', 'nursing', 'math'])
      expect(fallbackResources(domain, 'X').map((r) => r.type)).toEqual(['course']);
    for (const domain of ['history', 'faith', 'unknown'])
      expect(fallbackResources(domain, 'X').map((r) => r.type)).toEqual(['article']);
  });
  it("lists a topic's own references first", () => {
    const list = topicResources({
      certification: aPlus,
      topic: { id: 't', title: 'Ports', sources: [{ title: 'Objective 2.1', url: 'https://o' }] },
    });
    expect(list.map((r) => r.title)).toEqual([
      'Objective 2.1',
      'CompTIA A+ Training Course',
      'CompTIA A+ Practice Tests',
      'CompTIA A+ Official Study Guide',
    ]);
  });
});

describe('domains', () => {
  it('formats study time in hours, with weeks from 40 hours (rounded up)', () => {
    expect(formatStudyTime(39)).toBe('39 hours');
    expect(formatStudyTime(40)).toBe('40 hours (1 week)');
    expect(formatStudyTime(41)).toBe('41 hours (2 weeks)');
    expect(formatStudyTime(120)).toBe('120 hours (3 weeks)');
  });
  it('has quick actions per domain and a default set', () => {
    expect(quickActionsFor('nursing')).toEqual(['Clinical Scenario Quiz', 'Concept Map', 'Care Plan Draft']);
    expect(quickActionsFor('astrology')).toEqual(['Concept Map', 'Study Guide', 'Summarize Topic']);
    expect(effectiveMode(null, null)).toBe('programming');
    expect(effectiveMode(null, 'math')).toBe('math');
    expect(effectiveMode('nursing', 'math')).toBe('nursing');
  });
});
