/**
 * Writing metrics and feedback: word and sentence counts, sentence length, Flesch reading ease and
 * Flesch–Kincaid grade, passive voice, transitions, repeated words, first person in academic prose.
 */
import { STOP_WORDS, sentences, syllables, wordCount, words } from './text';

export interface WritingMetrics {
  words: number;
  sentences: number;
  paragraphs: number;
  avgSentenceLength: number;
  longestSentence: { words: number; text: string } | null;
  longSentences: number;
  /** Flesch reading ease (higher is easier; 30–50 is typical academic prose). */
  readingEase: number;
  /** Flesch–Kincaid grade level. */
  gradeLevel: number;
  passiveSentences: string[];
  transitions: string[];
  firstPerson: number;
  repeatedWords: Array<{ word: string; count: number }>;
  /** Sentences starting with the same word three times in a row. */
  repetitiveOpenings: string[];
}

const IRREGULAR_PARTICIPLES = new Set(
  `been born borne beaten become begun bent bound bitten blown broken brought built burnt bought caught chosen come
  cost cut dealt done drawn driven drunk eaten fallen fed felt fought found flown forbidden forgotten forgiven frozen
  got gotten given gone grown hung had heard hidden hit held hurt kept known laid led left lent let lain lit lost made
  meant met paid put quit read ridden rung risen run said seen sought sold sent set shaken shot shown shut sung sunk
  sat slept slid spoken spent spun split spread stood stolen stuck stung struck sworn swept swum taken taught torn told
  thought thrown understood undertaken woken worn won written`
    .split(/\s+/)
    .filter(Boolean),
);

const BE_FORMS = 'am|is|are|was|were|be|been|being';
const PASSIVE_RE = new RegExp(
  `\\b(?:${BE_FORMS})\\s+(?:(?:not|also|often|usually|widely|generally|commonly|still|being|then|now|only|never|always|rarely|largely|directly|\\w+ly)\\s+){0,2}(\\w+)\\b`,
  'gi',
);

export function isPassive(sentence: string): boolean {
  PASSIVE_RE.lastIndex = 0;
  for (const m of sentence.matchAll(PASSIVE_RE)) {
    const w = (m[1] ?? '').toLowerCase();
    if (
      (w.endsWith('ed') &&
        w.length > 4 &&
        !['need', 'indeed', 'tired', 'interested', 'concerned', 'based'].includes(w)) ||
      IRREGULAR_PARTICIPLES.has(w)
    ) {
      return true;
    }
  }
  return false;
}

export const TRANSITIONS = [
  'however',
  'therefore',
  'moreover',
  'furthermore',
  'in addition',
  'additionally',
  'consequently',
  'as a result',
  'for example',
  'for instance',
  'in contrast',
  'on the other hand',
  'similarly',
  'likewise',
  'nevertheless',
  'nonetheless',
  'in conclusion',
  'to conclude',
  'finally',
  'first',
  'firstly',
  'second',
  'secondly',
  'third',
  'thus',
  'hence',
  'meanwhile',
  'although',
  'whereas',
  'despite',
  'in particular',
  'specifically',
  'overall',
  'in summary',
  'as a consequence',
  'because of this',
  'to illustrate',
  'in other words',
  'by contrast',
  'equally',
  'accordingly',
] as const;

export function analyzeWriting(text: string): WritingMetrics {
  const clean = text.replace(/<[^>]*>/g, ' ');
  const sents = sentences(clean).filter((s) => /\p{L}/u.test(s.text));
  const totalWords = wordCount(clean);
  const paragraphs = clean.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;
  let syl = 0;
  const wordList = words(clean);
  for (const w of wordList) syl += syllables(w);
  const nS = Math.max(1, sents.length);
  const nW = Math.max(1, wordList.length);
  const readingEase = Math.round(206.835 - 1.015 * (nW / nS) - 84.6 * (syl / nW));
  const gradeLevel = Math.round((0.39 * (nW / nS) + 11.8 * (syl / nW) - 15.59) * 10) / 10;

  let longest: WritingMetrics['longestSentence'] = null;
  let longCount = 0;
  const passive: string[] = [];
  const openings: string[] = [];
  const repetitive: string[] = [];
  for (const s of sents) {
    const n = s.text.split(/\s+/).length;
    if (!longest || n > longest.words) longest = { words: n, text: s.text.replace(/\s+/g, ' ') };
    if (n > 35) longCount++;
    if (isPassive(s.text)) passive.push(s.text.replace(/\s+/g, ' '));
    const first = (words(s.text)[0] ?? '').toLowerCase();
    openings.push(first);
    const len = openings.length;
    if (
      len >= 3 &&
      first &&
      openings[len - 2] === first &&
      openings[len - 3] === first &&
      !repetitive.includes(first)
    ) {
      repetitive.push(first);
    }
  }
  const lower = ` ${clean.toLowerCase().replace(/\s+/g, ' ')} `;
  const transitions = TRANSITIONS.filter((t) =>
    new RegExp(`[\\s(“"]${t.replace(/ /g, '\\s')}[\\s,]`).test(lower),
  );
  const firstPerson = wordList.filter((w) =>
    ['i', 'me', 'my', 'mine', "i'm", "i've", "i'd"].includes(w),
  ).length;

  const counts = new Map<string, number>();
  for (const w of wordList) {
    if (STOP_WORDS.has(w) || w.length < 4) continue;
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const threshold = Math.max(4, Math.ceil(wordList.length / 60));
  const repeatedWords = [...counts.entries()]
    .filter(([, c]) => c >= threshold)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([word, count]) => ({ word, count }));

  return {
    words: totalWords,
    sentences: sents.length,
    paragraphs,
    avgSentenceLength: sents.length ? Math.round((nW / nS) * 10) / 10 : 0,
    longestSentence: longest,
    longSentences: longCount,
    readingEase,
    gradeLevel,
    passiveSentences: passive,
    transitions,
    firstPerson,
    repeatedWords,
    repetitiveOpenings: repetitive,
  };
}

function readingBand(ease: number): string {
  if (ease >= 70) return 'easy to read';
  if (ease >= 50) return 'fairly readable';
  if (ease >= 30) return 'dense, typical of academic writing';
  return 'very dense';
}

/**
 * Feedback lines for a piece of writing. `academic` turns on academic conventions (first person,
 * contractions). Returns strengths and improvements separately.
 */
export function writingFeedback(text: string, options: { academic?: boolean; targetWords?: number } = {}) {
  const m = analyzeWriting(text);
  const strengths: string[] = [];
  const improvements: string[] = [];
  if (m.words === 0) return { metrics: m, strengths, improvements: ['There is no text to review yet.'] };

  if (m.avgSentenceLength >= 12 && m.avgSentenceLength <= 24) {
    strengths.push(`Sentence length is well judged (average ${m.avgSentenceLength} words).`);
  } else if (m.avgSentenceLength > 24) {
    improvements.push(
      `Sentences are long (average ${m.avgSentenceLength} words); split some of them — the longest has ${m.longestSentence?.words ?? 0} words.`,
    );
  } else if (m.sentences >= 3) {
    improvements.push(
      `Sentences are short (average ${m.avgSentenceLength} words); combine related ideas so the argument flows.`,
    );
  }
  if (m.longSentences > 0 && m.avgSentenceLength <= 24) {
    improvements.push(
      `${m.longSentences} sentence${m.longSentences === 1 ? ' is' : 's are'} over 35 words; consider splitting ${m.longSentences === 1 ? 'it' : 'them'}.`,
    );
  }
  const passiveShare = m.sentences ? m.passiveSentences.length / m.sentences : 0;
  if (m.passiveSentences.length > 0 && passiveShare > 0.25) {
    improvements.push(
      `${m.passiveSentences.length} of ${m.sentences} sentences use the passive voice (e.g. “${truncateWords(m.passiveSentences[0] ?? '', 14)}”); name who does the action where you can.`,
    );
  } else if (m.sentences >= 3) {
    strengths.push('You mostly write in the active voice.');
  }
  if (m.transitions.length >= 3) {
    strengths.push(`Transitions guide the reader (${m.transitions.slice(0, 4).join(', ')}).`);
  } else if (m.sentences >= 4) {
    improvements.push('Add transitions (however, therefore, for example, in contrast) to link your points.');
  }
  if (options.academic && m.firstPerson > 0) {
    improvements.push(
      `First person appears ${m.firstPerson} time${m.firstPerson === 1 ? '' : 's'}; academic essays usually keep an impersonal voice.`,
    );
  }
  if (options.academic && /\b\w+n't\b|\b(?:it|that|there)'s\b/i.test(text)) {
    improvements.push('Avoid contractions (don’t, it’s) in academic writing.');
  }
  for (const r of m.repeatedWords.slice(0, 2)) {
    improvements.push(`“${r.word}” is used ${r.count} times; vary the wording or use a pronoun.`);
  }
  for (const o of m.repetitiveOpenings.slice(0, 1)) {
    improvements.push(`Several sentences in a row start with “${o}”; vary your sentence openings.`);
  }
  if (options.targetWords && m.words < options.targetWords) {
    improvements.push(
      `At ${m.words} words you are ${options.targetWords - m.words} short of the ${options.targetWords}-word target.`,
    );
  }
  strengths.push(
    `Readability: Flesch reading ease ${m.readingEase} (${readingBand(m.readingEase)}), about grade ${Math.max(1, Math.round(m.gradeLevel))}.`,
  );
  return { metrics: m, strengths, improvements };
}

function truncateWords(s: string, n: number): string {
  const ws = s.split(/\s+/);
  return ws.length <= n ? s : `${ws.slice(0, n).join(' ')}…`;
}
