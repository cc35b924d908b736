/**
 * The offline tutor over the student questions of ../shared/fixtures/tutor-qa/dev.json (README there), at engine
 * level: each question asked with its topic in focus, as a beginner, syllabus and citations on. Prints in-material
 * correct /40 and out-of-material honest /10. Meant for `npm run test:corpus`; absent corpus → nothing to run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { syllabusOf } from '../../../features/study/catalogue/catalogue';
import { studyChatInputSchema } from '../../../../shared/schemas/ai';
import { answerStudyChat } from './chat';

const CORPUS =
  process.env.TUTOR_QA_CORPUS ??
  path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/tutor-qa/dev.json');

interface Item {
  path: string;
  topicTitle: string;
  question: string;
  inMaterial: boolean;
  expect: string[];
  forbid?: string[];
}

/** The answer text without its sources list and [n] markers (README: titles hold objective numbers). */
function answerText(text: string): string {
  return text.replace(/\n\nSources:[\s\S]*$/, '').replace(/\s?\[\d+\]/g, '');
}

describe.runIf(existsSync(CORPUS))('offline tutor on the tutor-qa development questions', () => {
  it('answers in-material questions with the right fact and out-of-material ones honestly', () => {
    const items = JSON.parse(readFileSync(CORPUS, 'utf8')) as Item[];
    const failures: string[] = [];
    let inRight = 0;
    let outHonest = 0;
    for (const item of items) {
      const t = syllabusOf(item.path).find((x) => x.title === item.topicTitle);
      expect(t, `topic ${item.topicTitle}`).toBeDefined();
      if (!t) continue;
      const answer = answerStudyChat(
        studyChatInputSchema.parse({
          message: item.question,
          history: [],
          topic: { title: t.title, summary: t.summary, content: t.content, sources: t.sources },
          useSyllabus: true,
          citeSources: true,
          level: 'beginner',
        }),
      );
      const text = answerText(answer.text);
      const ok =
        item.expect.every((p) => new RegExp(p, 'i').test(text)) &&
        !(item.forbid ?? []).some((p) => new RegExp(p, 'i').test(text));
      if (ok && item.inMaterial) inRight++;
      else if (ok) outHonest++;
      else
        failures.push(
          `${item.inMaterial ? 'IN ' : 'OUT'} ${item.question}\n    → ${text.slice(0, 300).replace(/\n/g, ' ')}`,
        );
    }
    const inTotal = items.filter((i) => i.inMaterial).length;
    const outTotal = items.length - inTotal;
    console.warn(
      `tutor-qa: in-material correct ${inRight}/${inTotal}, out-of-material honest ${outHonest}/${outTotal}`,
    );
    if (failures.length) console.warn(`not passed:\n${failures.join('\n')}`);
    expect(inRight / inTotal).toBeGreaterThanOrEqual(0.85);
    expect(outHonest).toBe(outTotal);
  });
});
