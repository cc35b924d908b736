/**
 * Fill-in-the-blank quizzes from a topic's lesson passages: one question per sentence, the blank a whole noun
 * phrase or a number with its unit, the wrong options phrases of the same kind from the same path (a phrase with
 * the same head noun first: "radial pulse" for "apical pulse"; another port number for a port number). Every
 * question then passes the guard (./guard) like a model's would.
 */
import type { LearnerLevel, Quiz, QuizQuestion } from '../../../../shared/schemas/ai';
import { isAcronym, sameKind, type Blank, type BlankKind } from './blanks';
import type { Sentence } from '../../nlp/nlp';
import { BLANK, CLOZE_PREFIX, checkQuestion } from './guard';
import { quizMaterial, sourceOf, type Located, type MaterialTopic, type QuizMaterial } from './material';

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Mixes two hashes into one well-spread 32-bit value (the seed is hashed once per shuffle, not once per item). */
function mix(a: number, b: number): number {
  let h = Math.imul(a ^ Math.imul(b, 0x9e3779b1), 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A stable pseudo-random order of `items` for `seed`. */
function shuffle<T>(items: readonly T[], seed: string, key: (t: T) => string): T[] {
  const s = hash(seed);
  return items
    .map((item) => ({ item, k: mix(s, hash(key(item))) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.item);
}

/** A phrase as an option: a common noun that opened its sentence loses the capital ("Tachycardia" stays). */
function asOption(p: Located, atStart: boolean): string {
  const t = p.blank.text;
  if (atStart) return t.charAt(0).toUpperCase() + t.slice(1);
  if (p.blank.start === 0 && p.blank.kind.type === 'phrase' && !isAcronym(t.split(' ')[0] ?? '')) {
    return t.charAt(0).toLowerCase() + t.slice(1);
  }
  return t;
}

const headOf = (b: Blank) => (b.kind.type === 'phrase' ? b.kind.head : b.kind.unit);
const wordIn = (needle: string, hay: string) =>
  new RegExp(
    `(?:^|[^\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:$|[^\\p{L}\\p{N}])`,
    'iu',
  ).test(hay);

/** A key shared by the blanks `sameKind` matches (a number's unit; a phrase's number and capitals). */
const kindKey = (k: BlankKind) =>
  k.type === 'number' ? `n|${k.unit}` : `p|${k.plural ? 1 : 0}|${k.acronym ? 1 : 0}`;

interface OptionPool {
  /** Each distinct phrase (first occurrence, own topic first) by kind, with its lower-cased text. */
  byKind: Map<string, { located: Located; lower: string }[]>;
}

function optionPool(material: QuizMaterial): OptionPool {
  const byKind = new Map<string, { located: Located; lower: string }[]>();
  const seen = new Set<string>();
  for (const p of material.phrases) {
    const lower = p.blank.text.toLowerCase();
    const key = kindKey(p.blank.kind);
    if (seen.has(`${key}|${lower}`)) continue;
    seen.add(`${key}|${lower}`);
    byKind.set(key, [...(byKind.get(key) ?? []), { located: p, lower }]);
  }
  return { byKind };
}

function distractorsFor(blank: Blank, sentence: string, pool: OptionPool, seed: string): Located[] {
  const key = blank.text.toLowerCase();
  const lowered = sentence.toLowerCase();
  const fitting = (pool.byKind.get(kindKey(blank.kind)) ?? [])
    .filter(
      ({ located, lower }) =>
        sameKind(blank.kind, located.blank.kind) &&
        lower !== key &&
        !lower.includes(key) &&
        !key.includes(lower) &&
        !(lowered.includes(lower) && wordIn(located.blank.text, sentence)),
    )
    .map((x) => x.located);
  // same head noun (or unit) first, then the topic's own phrases, then the rest of the path
  const rank = (p: Located) => (headOf(p.blank) === headOf(blank) ? 0 : 2) + (p.topic === 0 ? 0 : 1);
  return shuffle(fitting, seed, (p) => p.blank.text)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, 3);
}

/** How good a blank is to ask about: numbers with units, terms that recur, names and acronyms. */
function worth(
  blank: Blank,
  recurrences: ReadonlyMap<string, number>,
  everywhere: ReadonlySet<string>,
): number {
  if (blank.kind.type === 'number') return 3;
  const text = blank.text.toLowerCase();
  // a word the whole path uses in most of its topics ('client', 'nurse', 'computer') tests nothing of this topic
  if (everywhere.has(text)) return 0;
  const recurs = recurrences.get(text) ?? 0;
  return Math.min(recurs, 3) + (blank.kind.acronym ? 1 : 0) + (blank.text.includes(' ') ? 0.5 : 0);
}

/** Phrases that occur in at least half the path's topics (and three of them): the path's everyday words. */
function pathWideWords(material: QuizMaterial): Set<string> {
  const topics = new Map<string, Set<number>>();
  for (const p of material.phrases) {
    const t = p.blank.text.toLowerCase();
    let set = topics.get(t);
    if (!set) topics.set(t, (set = new Set()));
    set.add(p.topic);
  }
  const least = Math.max(3, material.topics.length / 2);
  return new Set([...topics].filter(([, set]) => set.size >= least).map(([t]) => t));
}

export interface ClozeQuizInput {
  topic: MaterialTopic;
  /** The other topics of the same path: more wrong options of the same kind. */
  pathTopics?: readonly MaterialTopic[];
  count: number;
  level?: LearnerLevel | undefined;
}

/** The question a sentence gives with the first of its blanks (best first) that has at least two wrong options. */
function questionFor(
  s: Sentence,
  options: readonly { blank: Blank }[],
  pool: OptionPool,
  seed: string,
): QuizQuestion | null {
  for (const { blank } of options) {
    const distractors = distractorsFor(blank, s.text, pool, `${seed}|${s.text}`);
    if (distractors.length < 2) continue;
    const atStart = blank.start === 0;
    const answer = blank.text;
    const choices = shuffle(
      [answer, ...distractors.map((d) => asOption(d, atStart))],
      `${seed}|${answer}`,
      (x) => x,
    );
    return {
      question: `${CLOZE_PREFIX}${s.text.slice(0, blank.start)}${BLANK}${s.text.slice(blank.end)}`,
      options: choices,
      answerIndex: choices.indexOf(answer),
      answer,
      explanation: `The lesson says: “${s.text}”`,
    };
  }
  return null;
}

/**
 * Questions are built one sentence at a time, in the order a student gets them, and each passes the guard before
 * the next is built; the work stops once `count` questions passed, so a long lesson costs no more than a short one.
 */
export function buildClozeQuiz(input: ClozeQuizInput): Quiz {
  const material = quizMaterial(input.topic, input.pathTopics ?? []);
  const seed = `${input.topic.title}|quiz`;
  // the own topic's phrases by sentence, and how often each recurs in the topic (one pass, not one per sentence)
  const bySentence = new Map<string, Located[]>();
  const recurrences = new Map<string, number>();
  for (const p of material.phrases) {
    if (p.topic !== 0) continue;
    bySentence.set(p.sentence, [...(bySentence.get(p.sentence) ?? []), p]);
    const t = p.blank.text.toLowerCase();
    recurrences.set(t, (recurrences.get(t) ?? 0) + 1);
  }
  const everywhere = pathWideWords(material);
  const candidates: { sentence: Sentence; options: { blank: Blank; score: number }[]; order: number }[] = [];
  for (const passage of material.topics[0]?.passages ?? []) {
    for (const sentence of passage.sentences) {
      const order = candidates.length;
      if (sentence.words.length < 6 || sentence.words.length > 45 || !/[.!?]$/.test(sentence.text)) continue;
      const options = (bySentence.get(sentence.text) ?? [])
        .filter((p, i, all) => all.findIndex((q) => q.blank.start === p.blank.start) === i)
        .map((p) => ({ blank: p.blank, score: worth(p.blank, recurrences, everywhere) }))
        .sort((a, b) => b.score - a.score || a.blank.start - b.blank.start);
      if (options.length) candidates.push({ sentence, options, order });
    }
  }
  // beginners get the terms that recur most first; others follow the lesson's order
  const best = (c: (typeof candidates)[number]) => c.options[0]?.score ?? 0;
  const ordered =
    input.level === 'beginner'
      ? [...candidates].sort((a, b) => best(b) - best(a) || a.order - b.order)
      : candidates;
  const pool = optionPool(material);
  const stems = new Set<string>();
  const keys = new Set<string>();
  const questions: QuizQuestion[] = [];
  for (const c of ordered) {
    if (questions.length >= input.count) break;
    // one question per answer: a quiz that asks for 'liquid diet' twice tests one thing twice
    const fresh = c.options.filter((o) => !keys.has(o.blank.text.toLowerCase()));
    const question = questionFor(c.sentence, fresh, pool, seed);
    if (!question) continue;
    const checked = checkQuestion(question, material, stems);
    if (typeof checked !== 'string') {
      questions.push({ ...question, source: sourceOf(material, checked.topic, checked.passage) });
      keys.add(question.answer.toLowerCase());
    }
  }
  return { topicTitle: input.topic.title, questions };
}
