/**
 * An independent judge of quiz questions for tests: it reads the source sentence's parts of speech itself (it does
 * not reuse the generator's blank finder or guard) and says what is wrong with a question, if anything.
 *
 * A question is valid when: its stem has one blank and, with the key put back, is a sentence of the topic's lesson;
 * the key is a whole noun phrase of that sentence (no noun or adjective of the phrase left outside the blank) or a
 * number with its unit; every wrong option is of the same kind (a number with the same unit; a noun phrase ending in
 * a noun of the same grammatical number, with capitals where the key has them), is not the key and does not appear
 * in the source sentence; no stem repeats; words written in capitals in the lesson keep them; the question names
 * its source passage.
 */
import { analyse, type Word } from '../server/lib/nlp/nlp';
import type { QuizQuestion } from '../shared/schemas/ai';

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
const lower = (s: string) => flat(s).toLowerCase();
const NUMERIC = /^\d[\d.,]*$/;
const QUANT = /^(?:most|many|much|few|several|other|such|more|less|same|various|each|certain|least)$/i;
const CAPS = /^[A-Z][A-Z0-9]+(?:[-/][A-Z0-9]+)*$/;

/** Words written in capitals in the lesson ("RAID", "NCLEX-RN"), by their lower-case form. */
export function capitalisedWords(lesson: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of lesson.matchAll(/[A-Za-z0-9][A-Za-z0-9/-]*[A-Za-z0-9]/g))
    if (CAPS.test(m[0])) out.set(m[0].toLowerCase(), m[0]);
  return out;
}

/** The words of the analysed sentence that the span [start, end) covers, or null when it cuts a word. */
function covered(
  words: Word[],
  start: number,
  end: number,
): { inside: Word[]; before?: Word; after?: Word } | null {
  const inside = words.filter((w) => w.start >= start && w.end <= end);
  if (!inside.length || inside[0]!.start !== start || inside.at(-1)!.end !== end) return null;
  const i = words.indexOf(inside[0]!);
  const k = words.indexOf(inside.at(-1)!);
  return {
    inside,
    ...(words[i - 1] ? { before: words[i - 1] } : {}),
    ...(words[k + 1] ? { after: words[k + 1] } : {}),
  };
}

type Shape = { number: true; unit: string } | { number: false; plural: boolean; caps: boolean };

/** Problems of a span of a sentence as a blank: it must be a whole noun phrase or a number with its unit. */
function spanProblems(words: Word[], start: number, end: number): { problems: string[]; shape?: Shape } {
  const span = covered(words, start, end);
  if (!span) return { problems: ['the blank cuts through a word'] };
  const problems: string[] = [];
  const { inside, before: prev, after: next } = span;
  if (NUMERIC.test(inside[0]!.text)) {
    const unitWords = inside.slice(1).filter((w) => !NUMERIC.test(w.text) && !/^(?:to|-|–)$/.test(w.text));
    const unitBefore = prev && (prev.pos === 'NOUN' || prev.pos === 'PROPN');
    if (!unitWords.length && !unitBefore) problems.push('a number without its unit');
    if (next && (next.pos === 'NOUN' || next.pos === 'NUM'))
      problems.push('the unit is left outside the blank');
    const unit = unitWords.length ? unitWords.map((w) => w.lemma).join(' ') : `${prev?.lemma ?? ''} #`;
    return { problems, shape: { number: true, unit } };
  }
  if (inside.some((w) => !['ADJ', 'NOUN', 'PROPN', 'NUM'].includes(w.pos)))
    problems.push(`not a noun phrase (${inside.map((w) => w.pos).join(' ')})`);
  const last = inside.at(-1)!;
  if (last.pos !== 'NOUN' && last.pos !== 'PROPN' && !(last.pos === 'NUM' && inside.length > 1))
    problems.push('does not end in a noun');
  if (
    prev &&
    (prev.pos === 'NOUN' ||
      prev.pos === 'PROPN' ||
      (prev.pos === 'ADJ' && !QUANT.test(prev.text)) ||
      prev.pos === 'NUM')
  )
    problems.push(`part of the noun phrase ('${prev.text}') is outside the blank`);
  if (next && (next.pos === 'NOUN' || next.pos === 'PROPN' || next.pos === 'PART'))
    problems.push(`the noun phrase goes on after the blank ('${next.text}')`);
  const head = [...inside].reverse().find((w) => w.pos === 'NOUN' || w.pos === 'PROPN') ?? last;
  return {
    problems,
    shape: {
      number: false,
      plural: head.pos === 'NOUN' && /s$/i.test(head.text) && head.text.toLowerCase() !== head.lemma,
      caps: inside.some((w) => CAPS.test(w.text)),
    },
  };
}

/** The shapes a phrase has where it stands as a whole noun phrase or number in the material. */
function shapesInMaterial(phrase: string, material: string): Shape[] {
  const needle = phrase.toLowerCase();
  const out: Shape[] = [];
  for (const s of sentencesOf(material)) {
    const hay = s.text.toLowerCase();
    for (let i = hay.indexOf(needle); i >= 0; i = hay.indexOf(needle, i + 1)) {
      const r = spanProblems(s.words, i, i + needle.length);
      if (r.problems.length === 0 && r.shape) out.push(r.shape);
    }
  }
  return out;
}

const sameShape = (a: Shape, b: Shape) =>
  a.number ? b.number && a.unit === b.unit : !b.number && a.plural === b.plural && a.caps === b.caps;

const analysed = new Map<string, ReturnType<typeof analyse>>();
function sentencesOf(text: string) {
  let a = analysed.get(text);
  if (!a) analysed.set(text, (a = text.split(/\n\s*\n/).flatMap((p) => analyse(flat(p)))));
  return a;
}

export interface JudgedTopic {
  title: string;
  lesson: string;
  /** The lessons of the whole path (where wrong options come from). */
  path: string;
}

/** Problems of one question (empty when it is valid). `stems` collects the stems seen so far in the quiz. */
export function judgeQuestion(q: QuizQuestion, topic: JudgedTopic, stems: Set<string>): string[] {
  const problems: string[] = [];
  const stem = q.question.replace(/^Fill in the blank:\s*/, '');
  const parts = stem.split('_____');
  if (parts.length !== 2) return ['the stem has not exactly one blank'];
  if (stems.has(lower(stem))) problems.push('repeated stem');
  stems.add(lower(stem));
  const prefix = parts[0]!.replace(/\s+/g, ' ').trimStart();
  const sentence = flat(`${prefix}${q.answer}${parts[1]}`);
  const source = sentencesOf(topic.lesson).find((x) => x.text === sentence);
  if (!source) return [...problems, 'the sentence with the key is not in the lesson'];
  const keyCheck = spanProblems(source.words, prefix.length, prefix.length + q.answer.length);
  problems.push(...keyCheck.problems.map((p) => `key: ${p}`));
  const keyShape = keyCheck.shape;
  const verbLeft = source.words.some(
    (w) =>
      (w.pos === 'VERB' || w.pos === 'AUX') &&
      (w.end <= prefix.length || w.start >= prefix.length + q.answer.length),
  );
  if (!verbLeft) problems.push('no verb is left outside the blank (the key swallowed the verb)');

  // options
  if (q.options[q.answerIndex] !== q.answer) problems.push('the key is not the marked option');
  const seen = new Set<string>();
  for (const o of q.options) {
    if (seen.has(o.toLowerCase())) problems.push(`option '${o}' repeats`);
    seen.add(o.toLowerCase());
    if (o === q.answer) continue;
    const ol = o.toLowerCase();
    const kl = q.answer.toLowerCase();
    if (ol === kl) problems.push(`option '${o}' is the key`);
    else if (
      new RegExp(`(?:^|\\W)${ol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|\\W)`).test(
        sentence.toLowerCase(),
      )
    )
      problems.push(`option '${o}' is in the source sentence, so it is right too`);
    const shapes = shapesInMaterial(o, topic.path);
    if (!shapes.length || !keyShape)
      problems.push(`option '${o}' is not a noun phrase or number of the path's lessons`);
    else if (!shapes.some((x) => sameShape(x, keyShape)))
      problems.push(
        `option '${o}' is not of the key's kind (number and unit, or a noun phrase of the same number and capitals)`,
      );
  }

  // capitals kept
  const caps = capitalisedWords(topic.lesson);
  for (const text of [...q.options, q.question]) {
    for (const m of text.matchAll(/[A-Za-z0-9][A-Za-z0-9/-]*[A-Za-z0-9]/g)) {
      const want = caps.get(m[0].toLowerCase());
      if (want && m[0] !== want && !new RegExp(`\\b${m[0]}\\b`).test(topic.lesson))
        problems.push(`'${m[0]}' lost its capitals ('${want}')`);
    }
  }

  // a link to its passage
  const src = (q as QuizQuestion & { source?: { text?: string } }).source;
  if (!src?.text || !flat(src.text).includes(sentence)) problems.push('no source passage');
  return problems;
}

/** Judges a topic's quiz: the number of valid questions and the problems of the others. */
export function judgeQuiz(questions: readonly QuizQuestion[], topic: JudgedTopic) {
  const stems = new Set<string>();
  const problems: { question: string; problems: string[] }[] = [];
  let valid = 0;
  for (const q of questions) {
    const p = judgeQuestion(q, topic, stems);
    if (p.length === 0) valid++;
    else problems.push({ question: q.question, problems: p });
  }
  return { valid, total: questions.length, problems };
}
