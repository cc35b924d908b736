/**
 * The checks every quiz question passes before a student sees it, whoever wrote it (the offline generator or a
 * language model): the stem is a sentence of the topic's material with one blank; the blank is a whole noun phrase
 * or a number with its unit of that sentence and the key is exactly that span; every wrong option is a phrase of
 * the same kind from the path's material, is not the key, and does not appear in the source sentence (which would
 * make it right too); no stem repeats. A question that fails is dropped.
 */
import type { QuizQuestion } from '../../../../shared/schemas/ai';
import { blanksOf, sameKind, type Blank } from './blanks';
import {
  LESSON_KINDS,
  normalise,
  quizMaterial,
  sourceOf,
  type MaterialTopic,
  type QuizMaterial,
} from './material';

export const BLANK = '_____';
export const CLOZE_PREFIX = 'Fill in the blank: ';

/** What a model is told when none of its questions passed. */
export const QUIZ_REPAIR_HINT =
  'questions: none passed the checks. Copy each sentence word for word from the material, replace one whole noun phrase or number with its unit by _____, give that exact text as the answer, and take the wrong options from the material, of the same kind and not from the same sentence';

/** "Fill in the blank: A _____ B" → ["A ", " B"]; null when the stem has not exactly one blank. */
export function stemParts(question: string): [string, string] | null {
  const stem = question.startsWith(CLOZE_PREFIX) ? question.slice(CLOZE_PREFIX.length) : question;
  const parts = stem.split(BLANK);
  if (parts.length !== 2) return null;
  return [parts[0]!, parts[1]!];
}

const collapse = (s: string) => s.replace(/\s+/g, ' ');
const wordIn = (needle: string, hay: string) =>
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}\\p{N}])`,
    'iu',
  ).test(hay);
/** Same text, allowing only a different case of the first letter (a phrase that opened its sentence). */
const sameText = (a: string, b: string) =>
  a.slice(1) === b.slice(1) && a.charAt(0).toLowerCase() === b.charAt(0).toLowerCase();

export type Rejection =
  | 'no-blank'
  | 'not-in-material'
  | 'not-a-phrase'
  | 'duplicate-option'
  | 'distractor-kind'
  | 'distractor-also-right'
  | 'duplicate-stem';

export interface Checked {
  question: QuizQuestion;
  blank: Blank;
  topic: number;
  passage: number;
}

/** The blank of a question in its source sentence, or why there is none. */
export function locateBlank(question: QuizQuestion, material: QuizMaterial): Checked | Rejection {
  const parts = stemParts(question.question);
  if (!parts) return 'no-blank';
  const before = collapse(parts[0]).trimStart();
  const found = material.sentences.get(normalise(`${before}${question.answer}${parts[1]}`));
  if (!found || found.topic !== 0) return 'not-in-material';
  const blank = blanksOf(found.sentence).find(
    (b) =>
      b.start === before.length &&
      (b.text === question.answer || (b.start === 0 && sameText(b.text, question.answer))),
  );
  if (!blank) return 'not-a-phrase';
  return { question, blank, topic: found.topic, passage: found.passage };
}

/** Checks one question; `stems` holds the stems already accepted in this quiz. */
export function checkQuestion(
  question: QuizQuestion,
  material: QuizMaterial,
  stems: Set<string>,
): Checked | Rejection {
  const located = locateBlank(question, material);
  if (typeof located === 'string') return located;
  const lowered = question.options.map((o) => o.trim().toLowerCase());
  if (new Set(lowered).size !== lowered.length) return 'duplicate-option';
  const sentence = material.sentences.get(
    normalise(question.question.replace(CLOZE_PREFIX, '').replace(BLANK, question.answer)),
  )!.sentence.text;
  const key = question.answer.toLowerCase();
  for (const option of question.options) {
    if (option === question.answer) continue;
    const o = option.toLowerCase();
    if (o.includes(key) || key.includes(o) || wordIn(option, sentence)) return 'distractor-also-right';
    const source = material.phrases.find((p) => sameText(p.blank.text, option) || p.blank.text === option);
    if (!source || !sameKind(located.blank.kind, source.blank.kind)) return 'distractor-kind';
  }
  const stem = normalise(question.question);
  if (stems.has(stem)) return 'duplicate-stem';
  stems.add(stem);
  return located;
}

/** The questions that pass every check, each with its source passage; `rejected` counts the others by reason. */
export function guardQuiz(questions: readonly QuizQuestion[], material: QuizMaterial) {
  const stems = new Set<string>();
  const kept: QuizQuestion[] = [];
  const rejected: Partial<Record<Rejection, number>> = {};
  for (const q of questions) {
    const r = checkQuestion(q, material, stems);
    if (typeof r === 'string') {
      rejected[r] = (rejected[r] ?? 0) + 1;
      continue;
    }
    kept.push({ ...q, source: sourceOf(material, r.topic, r.passage) });
  }
  return { questions: kept, rejected };
}

/**
 * A model's quiz after the same checks as the offline one: questions whose stem is not a sentence of the topic's
 * material with a noun-phrase blank, or whose wrong options are not of the key's kind, are dropped.
 */
export function guardModelQuiz(
  input: {
    topic: {
      id?: string | undefined;
      title: string;
      summary: string;
      content?: string | undefined;
      passages?: readonly { id: string; kind: string; text: string }[] | undefined;
    };
    pathTopics?: readonly MaterialTopic[];
  },
  questions: readonly QuizQuestion[],
) {
  const { topic } = input;
  const text = [topic.content ?? '', topic.summary].filter((t) => t.trim()).join('\n\n');
  const passages = topic.passages?.filter((p) => LESSON_KINDS.has(p.kind));
  const material = quizMaterial({ id: topic.id, title: topic.title, text, passages }, input.pathTopics ?? []);
  return guardQuiz(
    questions.filter((q) => q.options[q.answerIndex] === q.answer),
    material,
  );
}
