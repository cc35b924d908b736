/**
 * Quiz validity over every topic of both built-in certifications, judged by an independent checker
 * (src/testing/quiz-validity.ts) that reads the source sentences itself. Target: at least 95% valid.
 */
import { describe, expect, it } from 'vitest';
import { syllabusOf } from '../../../features/study/catalogue/catalogue';
import type { QuizQuestion } from '../../../../shared/schemas/ai';
import { judgeQuestion, judgeQuiz } from '../../../../testing/quiz-validity';
import { buildQuizOffline } from '../offline/study';

const nclex = syllabusOf('nclex-rn');
const pharmacology = nclex.find((t) => /digoxin/i.test(t.content))!;
const nclexPath = nclex.map((t) => t.content).join('\n\n');
const judge = (q: Partial<QuizQuestion>, lesson = pharmacology.content, path = nclexPath) =>
  judgeQuestion(
    { options: [], answerIndex: 0, answer: '', explanation: '', ...q } as QuizQuestion,
    { title: 'x', lesson, path },
    new Set(),
  );

describe('the independent quiz checker', () => {
  it('rejects the known wrong outputs: the right answer offered as a wrong option, a key that is part of a phrase, lost capitals', () => {
    const digoxin = {
      question:
        'Fill in the blank: The nurse takes the apical pulse for a full minute before giving it and usually holds it and notifies the provider if the _____ is below 60.',
      options: ['adult rate', 'apical pulse', 'heart rate', 'blood pressure'],
      answer: 'adult rate',
    };
    expect(judge(digoxin)).toContain("option 'apical pulse' is in the source sentence, so it is right too");

    const array =
      'Most languages number array indexes from zero. A dictionary stores values under unique keys.';
    const indexes = judge(
      {
        question: 'Fill in the blank: Most _____ indexes from zero.',
        options: ['languages number array', 'unique keys'],
        answer: 'languages number array',
      },
      array,
      array,
    );
    expect(indexes.some((p) => /key: .*(noun phrase goes on|not a noun phrase)/.test(p))).toBe(true);

    const raid =
      'RAID 1 mirrors data across two drives. RAID 5 stripes data with parity across at least three drives.';
    const lower = judge(
      {
        question: 'Fill in the blank: _____ mirrors data across two drives.',
        options: ['RAID 1', 'raid 5'],
        answer: 'RAID 1',
      },
      raid,
      raid,
    );
    expect(lower).toContain("'raid' lost its capitals ('RAID')");
  });

  it('accepts a right question: a whole phrase keyed exactly, options of its kind from the path, linked to its passage', () => {
    const sentence = 'Telnet uses TCP 23 and sends everything, passwords included, in clear text.';
    const lesson = `SSH uses TCP 22 for encrypted remote access. ${sentence} RDP uses TCP 3389 for remote desktop.`;
    expect(
      judge(
        {
          question:
            'Fill in the blank: Telnet uses TCP _____ and sends everything, passwords included, in clear text.',
          options: ['22', '23', '3389'],
          answerIndex: 1,
          answer: '23',
          source: { topicTitle: 'Ports', passage: 0, text: lesson },
        },
        lesson,
        lesson,
      ),
    ).toEqual([]);
  });
});

describe('quiz validity over both built-in certifications', () => {
  it(
    'generates every topic’s quiz and finds at least 95% of the questions valid',
    { timeout: 600_000 },
    () => {
      let valid = 0;
      let total = 0;
      const problems: string[] = [];
      for (const cert of ['comptia-a-plus', 'nclex-rn']) {
        const topics = syllabusOf(cert);
        const path = topics.map((t) => t.content).join('\n\n');
        for (const t of topics) {
          const others = topics
            .filter((o) => o.key !== t.key)
            .map((o) => ({ id: o.key, title: o.title, text: o.content }));
          const quiz = buildQuizOffline(
            { id: t.key, title: t.title, summary: t.summary, content: t.content, sources: [] },
            5,
            undefined,
            others,
          );
          expect(quiz.questions.length, `${cert} ${t.key}`).toBeGreaterThanOrEqual(3);
          // one question per answer, and none asks for a word every topic of the path uses
          const keys = quiz.questions.map((q) => q.answer.toLowerCase());
          expect(new Set(keys).size, `${cert} ${t.key}: ${keys.join(', ')}`).toBe(keys.length);
          expect(keys, `${cert} ${t.key}`).not.toContain(cert === 'nclex-rn' ? 'client' : 'computer');
          const judged = judgeQuiz(quiz.questions, { title: t.title, lesson: t.content, path });
          valid += judged.valid;
          total += judged.total;
          problems.push(...judged.problems.map((p) => `${t.key}: ${p.question} → ${p.problems.join('; ')}`));
        }
      }
      console.warn(`quiz validity: ${valid}/${total} valid (${((100 * valid) / total).toFixed(1)}%)`);
      if (problems.length) console.warn(problems.slice(0, 10).join('\n'));
      expect(valid / total).toBeGreaterThanOrEqual(0.95);
    },
  );
});
