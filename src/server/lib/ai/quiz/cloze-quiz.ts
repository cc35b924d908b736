/**
 * Fill-in-the-blank quizzes from a topic's lesson passages: one question per sentence, the blank a whole noun
 * phrase or a number with its unit, the wrong options phrases of the same kind from the same path (a phrase with
 * the same head noun first: "radial pulse" for "apical pulse"; another port number for a port number). Every
 * question then passes the guard (./guard) like a model's would.
 */
import type { LearnerLevel, Quiz, QuizQuestion } from '../../../../shared/schemas/ai';
import { isAcronym, sameKind, type Blank } from './blanks';
import { BLANK, CLOZE_PREFIX, guardQuiz } from './guard';
import { quizMaterial, type Located, type MaterialTopic, type QuizMaterial } from './material';

function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

const shuffle = <T>(items: readonly T[], seed: string, key: (t: T) => string) =>
  items
    .map((item) => ({ item, k: hash(`${seed}|${key(item)}`) }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.item);

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

function distractorsFor(blank: Blank, sentence: string, material: QuizMaterial, seed: string): Located[] {
  const key = blank.text.toLowerCase();
  const lowered = sentence.toLowerCase();
  const seen = new Set<string>([key]);
  const pool = material.phrases.filter((p) => {
    const t = p.blank.text.toLowerCase();
    if (
      !sameKind(blank.kind, p.blank.kind) ||
      seen.has(t) ||
      t.includes(key) ||
      key.includes(t) ||
      (lowered.includes(t) && wordIn(p.blank.text, sentence))
    )
      return false;
    seen.add(t);
    return true;
  });
  // same head noun (or unit) first, then the topic's own phrases, then the rest of the path
  const rank = (p: Located) => (headOf(p.blank) === headOf(blank) ? 0 : 2) + (p.topic === 0 ? 0 : 1);
  return shuffle(pool, seed, (p) => p.blank.text)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, 3);
}

/** How good a blank is to ask about: numbers with units, terms that recur, names and acronyms. */
function worth(blank: Blank, material: QuizMaterial): number {
  if (blank.kind.type === 'number') return 3;
  const t = blank.text.toLowerCase();
  const recurs = material.phrases.filter((p) => p.topic === 0 && p.blank.text.toLowerCase() === t).length;
  return Math.min(recurs, 3) + (blank.kind.acronym ? 1 : 0) + (blank.text.includes(' ') ? 0.5 : 0);
}

export interface ClozeQuizInput {
  topic: MaterialTopic;
  /** The other topics of the same path: more wrong options of the same kind. */
  pathTopics?: readonly MaterialTopic[];
  count: number;
  level?: LearnerLevel | undefined;
}

export function buildClozeQuiz(input: ClozeQuizInput): Quiz {
  const material = quizMaterial(input.topic, input.pathTopics ?? []);
  const seed = `${input.topic.title}|quiz`;
  const candidates: { question: QuizQuestion; score: number; order: number }[] = [];
  let order = 0;
  for (const passage of material.topics[0]?.passages ?? []) {
    for (const s of passage.sentences) {
      order++;
      if (s.words.length < 6 || s.words.length > 45 || !/[.!?]$/.test(s.text)) continue;
      const options = material.phrases
        .filter((p) => p.topic === 0 && p.sentence === s.text)
        .map((p) => ({ blank: p.blank, score: worth(p.blank, material) }))
        .sort((a, b) => b.score - a.score || a.blank.start - b.blank.start);
      for (const { blank, score } of options) {
        const distractors = distractorsFor(blank, s.text, material, `${seed}|${s.text}`);
        if (distractors.length < 2) continue;
        const atStart = blank.start === 0;
        const answer = blank.text;
        const choices = shuffle(
          [answer, ...distractors.map((d) => asOption(d, atStart))],
          `${seed}|${answer}`,
          (x) => x,
        );
        candidates.push({
          question: {
            question: `${CLOZE_PREFIX}${s.text.slice(0, blank.start)}${BLANK}${s.text.slice(blank.end)}`,
            options: choices,
            answerIndex: choices.indexOf(answer),
            answer,
            explanation: `The lesson says: “${s.text}”`,
          },
          score,
          order,
        });
        break;
      }
    }
  }
  // beginners get the terms that recur most first; others follow the lesson's order
  const ordered =
    input.level === 'beginner'
      ? [...candidates].sort((a, b) => b.score - a.score || a.order - b.order)
      : candidates;
  const { questions } = guardQuiz(
    ordered.map((c) => c.question),
    material,
  );
  return { topicTitle: input.topic.title, questions: questions.slice(0, input.count) };
}
