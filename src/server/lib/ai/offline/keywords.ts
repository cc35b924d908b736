/**
 * Keyword and keyphrase extraction: RAKE candidate phrases (runs of content words between stop words
 * and punctuation) scored by word degree/frequency, re-weighted by TF-IDF-like specificity (generic
 * academic words weigh little) and by how often the phrase recurs.
 */
import { withoutInstructions } from './instructions';
import { GENERIC_WORDS, STOP_WORDS, stem } from './text';

export interface Keyphrase {
  /** Most frequent surface form, lower-case ("nurse staffing ratios"). */
  phrase: string;
  /** Stemmed key ("nurs staf ratio"). */
  key: string;
  stems: string[];
  score: number;
  count: number;
}

export interface KeyphraseOptions {
  max?: number;
  maxWords?: number;
  /** Extra weight for phrases found in these texts (e.g. the prompt when mixing prompt + ideas). */
  boostTexts?: readonly string[];
}

const SPLIT_RE =
  /[\p{N}]+(?:[.,]\p{N}+)*(?:-[\p{L}\p{N}]+)*|[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]|[^\s\p{L}\p{N}]/gu;

function isWordToken(t: string): boolean {
  return /^\p{L}/u.test(t);
}

/** Phrases of consecutive content words (as surface lists). */
function candidatePhrases(text: string, maxWords: number): string[][] {
  const out: string[][] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length > 0) {
      // long runs are split into maxWords windows from the left
      for (let i = 0; i < current.length; i += maxWords) out.push(current.slice(i, i + maxWords));
    }
    current = [];
  };
  for (const m of text.matchAll(SPLIT_RE)) {
    const raw = m[0];
    if (!isWordToken(raw)) {
      // hyphen/apostrophe inside words are handled by the word regex; anything else breaks a phrase
      flush();
      continue;
    }
    const w = raw.toLowerCase().replace(/’/g, "'");
    if (STOP_WORDS.has(w) || w.length < 2 || /^\d/.test(w)) {
      flush();
      continue;
    }
    current.push(w);
  }
  flush();
  return out;
}

/** Verbs that often end up at the edge of a RAKE phrase ("nurse staffing ratios affect"). */
const EDGE_VERBS = new Set(
  `affect affects affected reduce reduces prevent prevents lower lowers raise raises cause causes lead leads influence
  influences improve improves worsen worsens determine determines enable enables require requires help helps make makes allow allows become becomes remain remains explain explains argue argues affecting
  contribute contributes depend depends create creates promote promotes protect protects limit limits`.split(
    /\s+/,
  ),
);

function isEdgeNoise(word: string, atStart: boolean): boolean {
  if (GENERIC_WORDS.has(word) || EDGE_VERBS.has(word)) return true;
  if (atStart) return /ing$/.test(word) && word.length > 5;
  return /ed$/.test(word) && word.length > 4;
}

/** Removes generic words and verbs at the edges of a phrase ("discuss nurse staffing impact" → "nurse staffing"). */
function trimGeneric(phrase: string[]): string[] {
  let s = 0;
  let e = phrase.length;
  while (s < e - 1 && isEdgeNoise(phrase[s] ?? '', true)) s++;
  while (e > s + 1 && isEdgeNoise(phrase[e - 1] ?? '', false)) e--;
  return phrase.slice(s, e);
}

/** Share of stems two phrases have in common (Jaccard). */
export function phraseOverlap(a: readonly string[], b: readonly string[]): number {
  const A = new Set(a);
  const B = new Set(b);
  let shared = 0;
  for (const x of A) if (B.has(x)) shared++;
  return shared / (A.size + B.size - shared || 1);
}

export function extractKeyphrases(text: string, options: KeyphraseOptions = {}): Keyphrase[] {
  const max = options.max ?? 10;
  const maxWords = options.maxWords ?? 4;
  // an essay prompt's instruction sentences ('Use at least two peer-reviewed sources.') name no topic
  const phrases = candidatePhrases(withoutInstructions(text), maxWords).map(trimGeneric);

  // RAKE word scores: degree / frequency (degree counts co-occurrence inside phrases).
  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const p of phrases) {
    for (const w of p) {
      const s = stem(w);
      freq.set(s, (freq.get(s) ?? 0) + 1);
      degree.set(s, (degree.get(s) ?? 0) + p.length);
    }
  }

  // the first boost text (e.g. the prompt) weighs most, later ones (thesis) a little less
  const boosted = new Map<string, number>();
  (options.boostTexts ?? []).forEach((t, i) => {
    const factor = i === 0 ? 2 : 1.4;
    for (const p of candidatePhrases(withoutInstructions(t), maxWords).map(trimGeneric)) {
      const key = p.map(stem).join(' ');
      boosted.set(key, Math.max(boosted.get(key) ?? 1, factor));
    }
  });

  interface Acc {
    stems: string[];
    forms: Map<string, number>;
    count: number;
  }
  const byKey = new Map<string, Acc>();
  for (const p of phrases) {
    const stems = p.map(stem);
    const key = stems.join(' ');
    let acc = byKey.get(key);
    if (!acc) {
      acc = { stems, forms: new Map(), count: 0 };
      byKey.set(key, acc);
    }
    acc.count++;
    const form = p.join(' ');
    acc.forms.set(form, (acc.forms.get(form) ?? 0) + 1);
  }

  const out: Keyphrase[] = [];
  for (const [key, acc] of byKey) {
    let rake = 0;
    let specific = 0;
    for (const s of acc.stems) {
      rake += (degree.get(s) ?? 1) / (freq.get(s) ?? 1);
    }
    let formBest = '';
    let formCount = -1;
    for (const [f, c] of acc.forms) {
      if (c > formCount || (c === formCount && f < formBest)) {
        formBest = f;
        formCount = c;
      }
    }
    const surface = formBest.split(' ');
    for (const w of surface) specific += GENERIC_WORDS.has(w) ? 0.15 : 1;
    const specificity = specific / surface.length;
    // frequency of the phrase and of its words across the text (TF part)
    let tf = 0;
    for (const s of acc.stems) tf += Math.log2(1 + (freq.get(s) ?? 1));
    tf /= acc.stems.length;
    const lengthPenalty = acc.stems.length > 3 ? 0.8 : 1;
    let score = (rake / Math.sqrt(acc.stems.length)) * specificity * (0.6 + 0.4 * tf) * lengthPenalty;
    score *= Math.log2(1 + acc.count) + 0.5;
    score *= boosted.get(key) ?? 1;
    if (surface.every((w) => w.length <= 2)) score *= 0.2;
    out.push({ phrase: formBest, key, stems: acc.stems, score, count: acc.count });
  }
  out.sort((a, b) => b.score - a.score || a.phrase.localeCompare(b.phrase));

  // Drop phrases fully contained in a better phrase (keep "nurse staffing ratios", drop "staffing").
  const picked: Keyphrase[] = [];
  for (const k of out) {
    if (picked.length >= max) break;
    const contained = picked.some(
      (p) => ` ${p.key} `.includes(` ${k.key} `) || phraseOverlap(p.stems, k.stems) >= 0.5,
    );
    if (contained) continue;
    if (k.stems.every((s) => GENERIC_WORDS.has(s)) && k.stems.length === 1 && picked.length >= 2) continue;
    picked.push(k);
  }
  return picked;
}

export interface Keyword {
  word: string;
  stem: string;
  score: number;
  count: number;
}

/**
 * Single-word keywords by TF-IDF. `documents` (e.g. the paragraphs or sections of the same text) give the
 * IDF; without them, specificity comes from the generic-word list only.
 */
export function extractKeywords(
  text: string,
  options: { max?: number; documents?: readonly string[] } = {},
): Keyword[] {
  const max = options.max ?? 10;
  const tf = new Map<string, number>();
  const forms = new Map<string, Map<string, number>>();
  for (const m of text.matchAll(/[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu)) {
    const w = m[0].toLowerCase();
    if (STOP_WORDS.has(w) || w.length < 3) continue;
    const s = stem(w);
    tf.set(s, (tf.get(s) ?? 0) + 1);
    let f = forms.get(s);
    if (!f) forms.set(s, (f = new Map()));
    f.set(w, (f.get(w) ?? 0) + 1);
  }
  let df: Map<string, number> | undefined;
  const nDocs = options.documents?.length ?? 0;
  if (options.documents && nDocs > 1) {
    df = new Map();
    for (const d of options.documents) {
      const seen = new Set<string>();
      for (const m of d.matchAll(/[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu)) seen.add(stem(m[0].toLowerCase()));
      for (const s of seen) df.set(s, (df.get(s) ?? 0) + 1);
    }
  }
  const out: Keyword[] = [];
  for (const [s, count] of tf) {
    const f = forms.get(s);
    let word = s;
    let best = -1;
    if (f) {
      for (const [w, c] of f) {
        if (c > best || (c === best && w.length < word.length)) {
          best = c;
          word = w;
        }
      }
    }
    const idf = df ? Math.log((nDocs + 1) / ((df.get(s) ?? 0) + 0.5)) : 1;
    const generic = GENERIC_WORDS.has(word) ? 0.2 : 1;
    out.push({ word, stem: s, count, score: (1 + Math.log(count)) * idf * generic });
  }
  out.sort((a, b) => b.score - a.score || a.word.localeCompare(b.word));
  return out.slice(0, max);
}
