/**
 * The offline tutor over the student questions of ../shared/fixtures/tutor-qa/dev.json (README there), at engine
 * level: each question asked with its topic in focus, as a beginner, syllabus and citations on (the runner is shared
 * with the held-out questions of `npm test`, src/testing/tutor-qa.ts). Prints in-material correct /40 and
 * out-of-material honest /10. Meant for `npm run test:corpus`; absent corpus → nothing to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scoreTutorQa, type TutorQaInput } from '../../../../testing/tutor-qa';

const CORPUS =
  process.env.TUTOR_QA_CORPUS ??
  path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/tutor-qa/dev.json');

describe.runIf(existsSync(CORPUS))('offline tutor on the tutor-qa development questions', () => {
  it('answers in-material questions with the right fact and out-of-material ones honestly', () => {
    const items = JSON.parse(readFileSync(CORPUS, 'utf8')) as TutorQaInput[];
    const s = scoreTutorQa(items);
    console.warn(
      `tutor-qa: in-material correct ${s.inRight}/${s.inTotal} (+${s.inNearest} in the nearest sentence offered), out-of-material honest ${s.outHonest}/${s.outTotal}`,
    );
    if (s.failures.length) console.warn(`not passed:\n${s.failures.join('\n')}`);
    expect(s.failures.filter((f) => f.startsWith('no topic'))).toEqual([]);
    expect(s.inRight / s.inTotal).toBeGreaterThanOrEqual(0.85);
    expect(s.outHonest).toBe(s.outTotal);
  });
});
