/**
 * Keyword and keyphrase extraction: RAKE candidate phrases (runs of content words between stop words
 * and punctuation) scored by word degree/frequency, re-weighted by TF-IDF-like specificity (generic
 * academic words weigh little) and by how often the phrase recurs.
 */
import { analyse, type Pos } from '../../nlp/nlp';
import { taggedSenseCountAs } from '../../nlp/wordnet';
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

/** A word of the text with its part of speech in context (undefined where the tagger's words do not line up). */
export interface TaggedWord {
  w: string;
  pos?: Pos | undefined;
  lemma?: string | undefined;
  /** Index among the tagger's words (-1 when not found). */
  index?: number;
}

export const norm = (t: string) => t.toLowerCase().replace(/’/g, "'").replace(/'+$/, '');

/** The tagger's words of a text, in order (lower case, trailing apostrophes dropped). */
function taggedWords(text: string): Array<{ w: string; pos: Pos; lemma: string }> {
  return analyse(text).flatMap((s) => s.words.map((x) => ({ w: norm(x.text), pos: x.pos, lemma: x.lemma })));
}

const verbFirst = (lemma: string) => taggedSenseCountAs(lemma, 'verb') > taggedSenseCountAs(lemma, 'noun');

/**
 * Whether a word is the verb of its clause, which no noun phrase runs across ('Health systems | face | growing
 * pressure'): a word tagged as a verb that WordNet knows better as a verb or that follows its subject (a plural noun,
 * or a noun before an inflected verb: 'patients need', 'use harms'), unless it is a gerund ('music streaming') or a
 * participle before a noun ('controlled trial'); or a word tagged as a noun right after a plural noun that WordNet's
 * concordance saw as a verb (English compounds take a singular modifier: 'health system costs', but 'health systems
 * face…').
 */
export function isClauseVerb(words: readonly TaggedWord[], i: number): boolean {
  const t = words[i];
  if (!t?.pos || !t.lemma) return false;
  const next = words[i + 1];
  const prev = words[i - 1];
  if (t.pos === 'AUX') return true;
  const afterPlural =
    prev?.pos === 'NOUN' && prev.lemma !== undefined && prev.w !== prev.lemma && /s$/.test(prev.w);
  if (t.pos === 'VERB') {
    // a gerund names something ('music streaming changed…'); a finite verb in -ing needs an auxiliary, which breaks
    if (/ing$/.test(t.w)) return false;
    const participle = /ed$/.test(t.w) && (next?.pos === 'NOUN' || next?.pos === 'PROPN');
    // 'patients need…', 'use harms…': a verb after its subject, whatever WordNet prefers
    const afterSubject = afterPlural || (t.w !== t.lemma && (prev?.pos === 'NOUN' || prev?.pos === 'PROPN'));
    return !participle && (afterSubject || verbFirst(t.lemma));
  }
  if (t.pos === 'NOUN' && afterPlural) return taggedSenseCountAs(t.lemma, 'verb') > 0;
  return false;
}

/** Whether a phrase cut after this word would end grammatically: not on an adjective, adverb or verb. */
function canEndPhrase(t: TaggedWord): boolean {
  if (!t.pos || !t.lemma) return true;
  if (t.pos === 'ADJ' || t.pos === 'ADV' || t.pos === 'AUX' || t.pos === 'DET') return false;
  return t.pos !== 'VERB' || /ing$/.test(t.w) || !verbFirst(t.lemma);
}

/**
 * Cuts a run longer than `maxWords` into windows from the left, each ending on a word that can end a phrase where
 * one is in reach, so the words of a noun phrase stay together ('an ageing population', not 'an ageing' + 'population').
 * A window of modifiers alone that the cut leaves behind ('long randomized controlled' of 'long randomized controlled
 * trial data review') is no phrase and is dropped; single words (`maxWords` 1) are kept as they are.
 */
function windows(run: readonly TaggedWord[], maxWords: number): TaggedWord[][] {
  const out: TaggedWord[][] = [];
  let i = 0;
  while (i < run.length) {
    let end = Math.min(run.length, i + maxWords);
    let whole = true;
    if (end < run.length) {
      let k = end;
      while (k > i && !canEndPhrase(run[k - 1]!)) k--;
      if (k > i) end = k;
      else whole = maxWords === 1;
    }
    if (whole) out.push(run.slice(i, end));
    i = end;
  }
  return out;
}

/**
 * Phrases of consecutive content words. The text is tagged (lib/nlp) so that a phrase never runs across its
 * clause's verb and a long run is cut where a phrase can end.
 */
function candidatePhrases(text: string, maxWords: number): TaggedWord[][] {
  const tagged = taggedWords(text);
  let at = 0;
  const words: Array<TaggedWord | null> = [];
  for (const m of text.matchAll(SPLIT_RE)) {
    const raw = m[0];
    // hyphen/apostrophe inside words are handled by the word regex; anything else breaks a phrase
    if (!isWordToken(raw)) {
      words.push(null);
      continue;
    }
    const w = raw.toLowerCase().replace(/’/g, "'");
    // the tagger's word for this one, a few words ahead at most (the two tokenisers differ now and then)
    const found = tagged.slice(at, at + 6).findIndex((t) => t.w === norm(w));
    const index = found >= 0 ? at + found : -1;
    const tag = tagged[index];
    if (found >= 0) at += found + 1;
    words.push(
      STOP_WORDS.has(w) || w.length < 2 || /^\d/.test(w)
        ? null
        : { w, pos: tag?.pos, lemma: tag?.lemma, index },
    );
  }
  const out: TaggedWord[][] = [];
  let current: TaggedWord[] = [];
  const flush = () => {
    out.push(...windows(current, maxWords));
    current = [];
  };
  for (const t of words) {
    // a clause's verb ends a phrase like a stop word; its neighbours are the tagger's, stop words included
    if (t === null || (t.index !== undefined && t.index >= 0 && isClauseVerb(tagged, t.index))) flush();
    else current.push(t);
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

/**
 * Removes generic words and verbs at the edges of a phrase ("discuss nurse staffing impact" → "nurse staffing"), and
 * then the adjectives, adverbs and verbs left at its end, while a word that can end a phrase remains before them
 * ("ageing population growing" → "ageing population").
 */
function trimGeneric(phrase: readonly TaggedWord[]): string[] {
  let s = 0;
  let e = phrase.length;
  while (s < e - 1 && isEdgeNoise(phrase[s]?.w ?? '', true)) s++;
  while (e > s + 1 && isEdgeNoise(phrase[e - 1]?.w ?? '', false)) e--;
  let end = e;
  while (end > s && !canEndPhrase(phrase[end - 1]!)) end--;
  if (end > s) e = end;
  return phrase.slice(s, e).map((t) => t.w);
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
