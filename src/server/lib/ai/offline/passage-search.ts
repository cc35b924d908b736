/**
 * Finds the sentences of study passages that answer a question, understanding paraphrase: words are compared by
 * lemma and stem (wink-nlp), WordNet synonyms count for a little less, an acronym matches its expansion as the
 * material spells it ("storage area network (SAN)"), and a word of the question that the sentence lacks but its
 * paragraph or lesson title has counts for half. Terms weigh by rarity across the passages searched (idf), so a
 * sentence must cover what is specific to the question, not its common words.
 */
import type { KnowledgePassage } from '../../../../shared/schemas/ai';
import { analyse, type Word } from '../../nlp/nlp';
import {
  relatedWords,
  synonyms,
  taggedSenseCount,
  taggedSenseCountAs,
  type WordnetPos,
  type WordnetRelation,
} from '../../nlp/wordnet';
import { distance } from 'fastest-levenshtein';
import { STOP_WORDS, sentences as splitSentencesAt, stem } from './text';

function splitSentences(text: string): string[] {
  return splitSentencesAt(text)
    .map((s) => s.text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

export interface SearchUnit {
  passage: KnowledgePassage;
  /** Position of the passage in the searched list and of the sentence in its passage. */
  passageNo: number;
  sentenceNo: number;
  text: string;
  words: Word[];
  keys: Set<string>;
  /** Keys the sentence has through an acronym or its expansion. */
  aliasKeys: Set<string>;
  /**
   * Acronyms whose expansion the sentence gives all but one word of, the expansion having three or more ("power
   * supply" for "power supply unit (PSU)"): a looser alias.
   */
  looseAliasKeys: Set<string>;
}

interface AnalysedPassage {
  sentences: { text: string; words: Word[]; keys: Set<string> }[];
  keys: Set<string>;
  titleKeys: Set<string>;
}

export interface PassageIndex {
  units: SearchUnit[];
  df: Map<string, number>;
  passageKeys: Set<string>[];
  titleKeys: Set<string>[];
}

const SKIP_POS = new Set(['PUNCT', 'SYM', 'SPACE', 'DET', 'CCONJ', 'SCONJ', 'PART', 'INTJ']);

/** The comparison key of a word: numbers and codes as written, other words by the stem of their lemma. */
export function wordKey(w: Pick<Word, 'text' | 'lemma' | 'pos'>): string | null {
  if (SKIP_POS.has(w.pos) && !/\d/.test(w.text)) return null;
  // "café" and "cafe" are one word (accents are dropped: WordNet and students write most loanwords without them)
  const t = w.text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']s$/, '')
    .replace(/[’']/g, '')
    .replace(/^[.(]+|[.,;:)]+$/g, '');
  if (!t) return null;
  if (/\d/.test(t)) return t;
  const lemma = (w.lemma || t).normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, '');
  // a verb on the stop list that is not an everyday one ('back' in 'back up the data'; not 'keep', 'get', 'make')
  // says what is done: it is kept
  if (STOP_WORDS.has(t) && !(w.pos === 'VERB' && taggedSenseCountAs(lemma, 'verb') < COMMON_SENSES))
    return null;
  return stem(lemma);
}

/** Keys of a word: its own and, for a hyphenated or slashed word, those of its parts ("e-mail" → mail). */
function wordKeys(w: Word): string[] {
  const own = wordKey(w);
  const out = own ? [own] : [];
  if (/[-/]/.test(w.text) && w.text.length > 2) {
    for (const part of w.text.split(/[-/]/)) {
      if (part.length < 2) continue;
      const k = wordKey({ text: part, lemma: part.toLowerCase(), pos: w.pos });
      if (k && k !== own) out.push(k);
    }
  }
  return out;
}

export function keysOf(words: readonly Word[]): Set<string> {
  const keys = new Set<string>();
  for (const w of words) for (const k of wordKeys(w)) keys.add(k);
  return keys;
}

const analysed = new Map<string, AnalysedPassage>();

function analysePassage(p: KnowledgePassage): AnalysedPassage {
  const cacheKey = `${p.topicTitle ?? ''}\u0000${p.text}`;
  const hit = analysed.get(cacheKey);
  if (hit) return hit;
  // sentence bounds from the tokenizer that knows decimals and ".ps1"-style codes; words and lemmas from wink-nlp
  const sentences = splitSentences(p.text).map((text) => {
    const words = analyse(text).flatMap((s) => s.words);
    return { text, words, keys: keysOf(words) };
  });
  const keys = new Set<string>();
  for (const s of sentences) for (const k of s.keys) keys.add(k);
  const titleKeys = p.topicTitle ? keysOf(analyse(p.topicTitle).flatMap((s) => s.words)) : new Set<string>();
  const result = { sentences, keys, titleKeys };
  if (analysed.size > 5_000) analysed.clear();
  analysed.set(cacheKey, result);
  return result;
}

/** "storage area network (SAN)" and "SAN (storage area network)": acronym key → the expansion's keys. */
function acronymsIn(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const add = (acronym: string, expansion: string) => {
    const letters = acronym.replace(/[^A-Za-z]/g, '').toLowerCase();
    const ws = expansion.split(/[\s-]+/).filter(Boolean);
    if (letters.length < 2) return;
    // the expansion's last words whose initials spell the acronym (small words may be skipped)
    let li = letters.length - 1;
    let wi = ws.length - 1;
    const used: string[] = [];
    while (wi >= 0 && li >= 0) {
      const w = ws[wi] ?? '';
      if (w[0]?.toLowerCase() === letters[li]) {
        used.unshift(w);
        li--;
      } else if (!/^(?:of|and|the|for|to|in|on|a)$/i.test(w)) break;
      wi--;
    }
    if (li >= 0 || used.length < 2) return;
    const keys = used
      .map((w) => wordKey({ text: w, lemma: w.toLowerCase(), pos: 'NOUN' }))
      .filter((k): k is string => !!k);
    out.set(acronym.toLowerCase(), keys);
  };
  for (const m of text.matchAll(
    /((?:[A-Za-z][\w’'-]*\s+){1,7}?[A-Za-z][\w-]*)\s+\(([A-Z][A-Za-z0-9]{1,9})\)/g,
  ))
    add(m[2] ?? '', m[1] ?? '');
  for (const m of text.matchAll(/\b([A-Z][A-Z0-9]{1,9})\s+\(([a-z][\w -]{3,80}?)\)/g))
    add(m[1] ?? '', m[2] ?? '');
  return out;
}

/**
 * Keys of what a sentence is about, for a pronoun in the next one: its subject, the nouns and names before its first
 * verb ("Digoxin is …" → digoxin), and when it defines the subject ("A SODIMM is the small outline … memory module used
 * in laptops") the nouns that define it too, since "it" is then both.
 */
function subjectKeys(words: readonly Word[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (; at < words.length; at++) {
    const w = words[at]!;
    if (w.pos === 'VERB' || w.pos === 'AUX') break;
    if (w.pos === 'NOUN' || w.pos === 'PROPN') {
      const k = wordKey(w);
      if (k) out.push(k);
    }
  }
  if (out.length > 3) return [];
  const copula = words[at];
  if (out.length && copula && /^(?:is|are)$/i.test(copula.text) && words[at + 1]?.pos === 'DET') {
    for (const w of words.slice(at + 2, at + 14)) {
      if (w.pos === 'PUNCT' || w.pos === 'VERB' || w.pos === 'AUX') break;
      const k = w.pos === 'NOUN' || w.pos === 'PROPN' ? wordKey(w) : null;
      if (k && !out.includes(k)) out.push(k);
    }
  }
  return out;
}

/** Indexes passages for search (analysis of each passage is cached by its text). */
export function indexPassages(passages: readonly KnowledgePassage[]): PassageIndex {
  const units: SearchUnit[] = [];
  const df = new Map<string, number>();
  const passageKeys: Set<string>[] = [];
  const titleKeys: Set<string>[] = [];
  const acronyms = new Map<string, string[]>();
  for (const p of passages) for (const [a, ks] of acronymsIn(p.text)) acronyms.set(a, ks);
  passages.forEach((p, passageNo) => {
    const a = analysePassage(p);
    passageKeys.push(a.keys);
    titleKeys.push(a.titleKeys);
    a.sentences.forEach((s, sentenceNo) => {
      const aliasKeys = new Set<string>();
      const looseAliasKeys = new Set<string>();
      // "… before giving it": the pronoun stands for the subject of the sentence before ("Digoxin is …")
      const before = a.sentences[sentenceNo - 1];
      if (before && s.words.some((w) => w.pos === 'PRON' && /^(?:it|its)$/i.test(w.text)))
        for (const k of subjectKeys(before.words)) if (!s.keys.has(k)) aliasKeys.add(k);
      for (const [acr, exp] of acronyms) {
        if (s.keys.has(acr)) for (const k of exp) aliasKeys.add(k);
        else if (exp.length && exp.every((k) => s.keys.has(k))) aliasKeys.add(acr);
        else if (exp.length >= 3 && exp.filter((k) => s.keys.has(k)).length === exp.length - 1)
          looseAliasKeys.add(acr);
      }
      units.push({
        passage: p,
        passageNo,
        sentenceNo,
        text: s.text,
        words: s.words,
        keys: s.keys,
        aliasKeys,
        looseAliasKeys,
      });
      for (const k of new Set([...s.keys, ...aliasKeys])) df.set(k, (df.get(k) ?? 0) + 1);
    });
  });
  return { units, df, passageKeys, titleKeys };
}

// ───────────────────────────── query terms ─────────────────────────────

export interface QueryTerm {
  key: string;
  text: string;
  /** Keys of the term's WordNet synonyms. */
  variants: string[];
  /**
   * An acronym's expansions in WordNet, each as its words' keys ("DTs" → delirium tremens, "TB" → tuberculosis): a
   * sentence with all the words of one has the term, as with an acronym the material expands itself.
   */
  phrases: string[][];
  /**
   * Keys of words WordNet relates to the term beyond synonymy (derived forms, similar adjectives, an adjective's
   * attribute and its kinds, direct hypernyms), each with the share of a match it is worth.
   */
  related: Map<string, number>;
  /** An acronym, a name, a code or a number: what the question is about, not how it is phrased. */
  entity: boolean;
  /** Whether WordNet knows the word (an unknown word missing from the material is a subject the material lacks). */
  known: boolean;
  /** A noun rare in everyday English (a drug, a device part): what the question is about. */
  specific: boolean;
  /** Whether WordNet has the word at all (a drug name such as "dabigatran" it does not). */
  inLexicon: boolean;
  /** An everyday word of many senses ("go", "keep", "feel"): how the question is phrased, rarely what it asks. */
  common: boolean;
  pos: Word['pos'];
  weight: number;
  /**
   * Keys of the material's words the term is taken as a misspelling of ("heprin" → heparin): set by `weighTerms` for
   * a word neither WordNet nor the material knows that is one or two letters from words the material has.
   */
  spelled?: string[];
  /** A word of the scene before the question ("My patient has the flu."), not of the question itself. */
  scene?: true;
}

/** Senses seen in running text from which a word counts as everyday phrasing (go 21, keep 14, feel 11, fill 9). */
export const COMMON_SENSES = 10;

const WORDNET_POS: Partial<Record<string, WordnetPos>> = {
  NOUN: 'noun',
  VERB: 'verb',
  ADJ: 'adj',
  ADV: 'adv',
};

function isEntity(w: Word): boolean {
  return (
    w.pos === 'PROPN' || /\d/.test(w.text) || /[A-Z].*[A-Z]/.test(w.text) || /^\.[a-z0-9]+$/i.test(w.text)
  );
}

/** What a match through each WordNet relation is worth (a synonym is worth 0.7, the word itself 1). */
const RELATION_WEIGHT: Record<WordnetRelation, number> = {
  derivation: 0.7,
  similar: 0.6,
  attribute: 0.5,
  hypernym: 0.4,
};

function relatedKeys(lemma: string, pos: WordnetPos, w: Word, own: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of relatedWords(lemma, pos)) {
    if (r.word.includes(' ')) continue;
    const k = wordKey({ text: r.word, lemma: r.word, pos: w.pos });
    if (!k || own.includes(k)) continue;
    out.set(k, Math.max(out.get(k) ?? 0, RELATION_WEIGHT[r.relation]));
  }
  return out;
}

function inWordnet(lemma: string): boolean {
  return (['noun', 'adj', 'verb'] as const).some((pos) => synonyms(lemma, pos, 8).length > 0);
}

/** The question's content words as search terms (frame words such as "what", "which", "use" are left out by the caller). */
export function queryTerms(words: readonly Word[], skip: (w: Word) => boolean): QueryTerm[] {
  const out = new Map<string, QueryTerm>();
  words.forEach((w, i) => {
    if (skip(w)) return;
    const key = wordKey(w);
    if (!key || out.has(key)) return;
    const pos = WORDNET_POS[w.pos];
    // "how long", "how much": the adjective frames the question, its relatives ("length", "short") are not asked about
    const framed = /^how$/i.test(words[i - 1]?.text ?? '');
    const lemma = w.lemma || w.text.toLowerCase();
    // an acronym ("DTs", "ECG") is looked up as a noun, where WordNet keeps its expansion
    const acronym = !pos && /^[A-Z][A-Za-z]{1,5}$/.test(w.text) && /[A-Z].*[A-Z]/.test(w.text);
    const syn =
      pos && !/\d/.test(w.text)
        ? synonyms(lemma, pos)
        : acronym
          ? synonyms(w.text.toLowerCase(), 'noun', 4)
          : [];
    const known = /^\d/.test(w.text) || (!!pos && !isEntity(w)) || inWordnet(lemma);
    const variants = [
      ...new Set(
        syn
          .filter((s) => !s.includes(' '))
          .map((s) => wordKey({ text: s, lemma: s, pos: w.pos }))
          .filter((k): k is string => !!k && k !== key),
      ),
    ];
    // an acronym's synonyms are its expansions, one word ("TB" → tuberculosis) or several (a word's own synonyms of
    // several words are mostly phrases with it: "equivalent" → "equivalent weight")
    const phrases = (acronym ? syn : [])
      .map((s) =>
        analyse(s)
          .flatMap((x) => x.words)
          .map((p) => wordKey(p))
          .filter((k): k is string => !!k),
      )
      .filter((keys) => keys.length > 0);
    out.set(key, {
      key,
      text: w.text,
      variants,
      phrases,
      related:
        pos && !framed && !/\d/.test(w.text) && !isEntity(w)
          ? relatedKeys(lemma, pos, w, [key, ...variants])
          : new Map(),
      entity: isEntity(w),
      known,
      specific: w.pos === 'NOUN' && taggedSenseCount(lemma) === 0,
      inLexicon: /^\d/.test(w.text) || inWordnet(lemma),
      common: taggedSenseCount(lemma) >= COMMON_SENSES,
      pos: w.pos,
      weight: 0,
    });
  });
  return [...out.values()];
}

/** How well each sentence covers the terms (0–1), best first. */
export interface ScoredUnit {
  unit: SearchUnit;
  coverage: number;
  /** Terms the sentence itself has (not only its paragraph). */
  matched: string[];
  missingRequired: boolean;
  /** Share of the weight of the question's nouns that the sentence or its paragraph has. */
  nounCoverage: number;
  /** Question terms the sentence has as written (the word, its acronym or expansion), not only through WordNet. */
  literal: number;
}

/** Least length of a misspelt word's key for one wrong letter to be read as a slip, and for two. */
const SLIP_ONE = 5;
const SLIP_TWO = 8;
/** Least number of letters a clipped word leaves off the word it stands for. */
const CLIPPED = 3;

/**
 * The material's words a question word is a misspelling of: for a word WordNet does not know and the material does not
 * use, the material's words closest to it by edit distance, if within one letter (keys of 5 or more letters) or two (8
 * or more), else the material's words it is the start of (a clipping: "benzo"). A name the student writes with a capital
 * or digits is taken as written.
 */
function misspelled(index: PassageIndex, t: QueryTerm): string[] {
  if (t.inLexicon || t.entity || t.key.length < SLIP_ONE || (index.df.get(t.key) ?? 0) > 0) return [];
  const most = t.key.length >= SLIP_TWO ? 2 : 1;
  let best = most + 1;
  let out: string[] = [];
  for (const k of index.df.keys()) {
    if (Math.abs(k.length - t.key.length) > most || /\d/.test(k)) continue;
    const d = distance(k, t.key);
    if (d < best) [best, out] = [d, [k]];
    else if (d === best) out.push(k);
  }
  if (out.length) return out;
  // a clipped word ("benzo" for benzodiazepine, "lab" for laboratory) is the longer word the material has
  return [...index.df.keys()].filter((k) => k.length >= t.key.length + CLIPPED && k.startsWith(t.key));
}

export function weighTerms(index: PassageIndex, terms: QueryTerm[]): QueryTerm[] {
  const n = index.units.length || 1;
  const maxIdf = Math.log(1 + n / 0.5);
  return terms.map((given) => {
    const spelled = misspelled(index, given);
    const t = spelled.length ? { ...given, spelled } : given;
    const own = Math.max(
      index.df.get(t.key) ?? 0,
      ...spelled.map((k) => index.df.get(k) ?? 0),
      ...t.variants.map((v) => (index.df.get(v) ?? 0) * 0.5),
      ...t.phrases.map((ph) => Math.min(...ph.map((k) => index.df.get(k) ?? 0)) * 0.5),
    );
    // WordNet relatives stand in only for a word the material never uses, nor its synonyms: the student's own
    // wording ("dry" for the lesson's "low humidity"); a word the material has keeps its own sense
    // nor do they for an everyday word of many senses ("go", "keep", "feel"): its relatives are anything
    const related = own > 0 || t.common ? new Map<string, number>() : t.related;
    const idfOf = (df: number) => Math.log(1 + n / (df + 0.5));
    // a common English word the material never uses is usually the student's own phrasing: it weighs less, unless
    // a WordNet relative of it is in the material (then it weighs as that relative, discounted by how loose the
    // relation is)
    let relativeWeight = 0;
    for (const [k, m] of related) {
      const df = index.df.get(k) ?? 0;
      // a hypernym is too loose to make the word weigh more ("disk" → "plate")
      if (df > 0 && m >= 0.5) relativeWeight = Math.max(relativeWeight, idfOf(df) * m);
    }
    // an everyday word the material does not use itself is phrasing, whatever its synonyms match ("goes" → "move")
    const phrasing = t.common && (index.df.get(t.key) ?? 0) === 0;
    const base = phrasing
      ? maxIdf * 0.2
      : own > 0
        ? idfOf(own)
        : !t.known
          ? maxIdf
          : Math.max(maxIdf * 0.2, relativeWeight);
    // names, codes and numbers are what the question is about: they count more than its other words; an everyday
    // verb of many senses ("keep", "get") says how the question is phrased more than what it asks, even where the
    // material happens to use it
    const weight = t.entity ? base * 1.5 : t.common && t.pos === 'VERB' ? base * 0.5 : base;
    // an acronym the material writes itself keeps the material's sense: "IV" in a nursing lesson is not WordNet's
    // "four" (nor "four hours" an IV)
    const ownSense = t.entity && (index.df.get(t.key) ?? 0) > 0;
    return ownSense ? { ...t, variants: [], phrases: [], related, weight } : { ...t, related, weight };
  });
}

/** A term the material does not have at all and that is a name or code (e.g. a protocol it never mentions). */
export function absentSubjects(index: PassageIndex, terms: readonly QueryTerm[]): QueryTerm[] {
  return terms.filter(
    (t) =>
      !t.known &&
      (index.df.get(t.key) ?? 0) === 0 &&
      !t.variants.some((v) => (index.df.get(v) ?? 0) > 0) &&
      !t.phrases.some((ph) => ph.every((k) => (index.df.get(k) ?? 0) > 0)) &&
      !t.spelled?.length &&
      ![...t.related.keys()].some((k) => (index.df.get(k) ?? 0) > 0),
  );
}

function relatedMatch(t: QueryTerm, keys: ReadonlySet<string>): number {
  let best = 0;
  for (const [k, m] of t.related) if (m > best && keys.has(k)) best = m;
  return best;
}

/**
 * The question's terms grouped by concept: a word and the longer words its stem starts ('print' and 'printer' in 'my
 * printer prints faded pages') say one thing twice, and count once (the best of them) in a sentence's coverage.
 */
function conceptOf(terms: readonly QueryTerm[]): number[] {
  const group = terms.map((_, i) => i);
  terms.forEach((t, i) => {
    terms.forEach((u, j) => {
      if (j >= i || group[j] !== j || /\d/.test(t.key + u.key)) return;
      const [short, long] = t.key.length <= u.key.length ? [t.key, u.key] : [u.key, t.key];
      if (short.length >= 4 && long.startsWith(short)) group[i] = group[j]!;
    });
  });
  return group;
}

export function scoreUnits(index: PassageIndex, terms: readonly QueryTerm[]): ScoredUnit[] {
  const concept = conceptOf(terms);
  const conceptWeight = new Map<number, number>();
  terms.forEach((t, i) => {
    const c = concept[i]!;
    conceptWeight.set(c, Math.max(conceptWeight.get(c) ?? 0, t.weight));
  });
  const total = [...conceptWeight.values()].reduce((s, w) => s + w, 0);
  if (total <= 0) return [];
  // the question's most specific nouns that the material has: a sentence without them is about something else
  const present = terms.filter(
    (t) => (index.df.get(t.key) ?? 0) > 0 || !!t.spelled?.some((k) => (index.df.get(k) ?? 0) > 0),
  );
  const top = Math.max(0, ...present.map((t) => t.weight));
  // (a noun of the scene before the question is not what the question asks about)
  const anchors = present.filter((t) => t.specific && !t.scene && t.weight >= top * 0.5);
  const nounTotal = terms
    .filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN')
    .reduce((s, t) => s + t.weight, 0);
  const out: ScoredUnit[] = [];
  for (const unit of index.units) {
    const matched: string[] = [];
    let direct = 0;
    let missing = 0;
    let nounGot = 0;
    let literal = 0;
    const conceptGot = new Map<number, number>();
    for (const [i, t] of terms.entries()) {
      let m = 0;
      // in the sentence itself: the word, its acronym or expansion, a synonym, a WordNet relative
      let own = true;
      // (a slip of spelling is the word itself)
      const isIn = (keys: ReadonlySet<string>) => keys.has(t.key) || !!t.spelled?.some((k) => keys.has(k));
      if (isIn(unit.keys)) m = 1;
      else if (isIn(unit.aliasKeys) || t.phrases.some((ph) => ph.every((k) => unit.keys.has(k)))) m = 0.9;
      else if (t.variants.some((v) => unit.keys.has(v)) || unit.looseAliasKeys.has(t.key)) m = 0.7;
      else if (t.related.size > 0 && (m = relatedMatch(t, unit.keys)) > 0) own = true;
      else {
        own = false;
        const passage = index.passageKeys[unit.passageNo];
        const title = index.titleKeys[unit.passageNo];
        if ((passage && isIn(passage)) || (title && isIn(title))) m = 0.5;
      }
      if (own && m > 0) {
        matched.push(t.key);
        direct++;
        if (m >= 0.9) literal++;
      }
      if (m === 0 && anchors.includes(t)) missing++;
      if (t.pos === 'NOUN' || t.pos === 'PROPN') nounGot += m > 0 ? t.weight : 0;
      const c = concept[i]!;
      conceptGot.set(c, Math.max(conceptGot.get(c) ?? 0, t.weight * m));
    }
    if (direct === 0) continue;
    const got = [...conceptGot.values()].reduce((sum, g) => sum + g, 0);
    out.push({
      unit,
      coverage: (got / total) * 0.5 ** missing,
      matched,
      missingRequired: missing > 0,
      nounCoverage: nounTotal ? nounGot / nounTotal : 1,
      literal,
    });
  }
  return out.sort(
    (a, b) =>
      b.coverage - a.coverage || a.unit.passageNo - b.unit.passageNo || a.unit.sentenceNo - b.unit.sentenceNo,
  );
}
