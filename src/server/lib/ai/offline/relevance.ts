/**
 * Relevance of a document to a short query (prompt, thesis, idea), mapped to 0–10, with the shared
 * terms named. Term saturation follows BM25's idea (tf/(tf+k), normalised by document length); the
 * score is the weighted share of the query's key terms the document covers (generic words such as 'study', 'impact'
 * or 'recent' count for nothing), plus a bonus for whole phrases. A key term the
 * document lacks is also looked for as its lemma and as the one-word WordNet synonyms of its most common sense
 * ('teenagers' is covered by 'adolescents'), counting a little less than the term itself.
 */
import { analyse } from '../../nlp/nlp';
import { synonyms, taggedSenseCountAs } from '../../nlp/wordnet';
import { withoutInstructions } from './instructions';
import { extractKeyphrases } from './keywords';
import { GENERIC_WORDS, STOP_WORDS, clamp, listJoin, round1, stem } from './text';

export interface TermProfile {
  tf: Map<string, number>;
  bigrams: Set<string>;
  length: number;
}

const WORD_RE = /[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]/gu;

export function termProfile(text: string): TermProfile {
  const tf = new Map<string, number>();
  const bigrams = new Set<string>();
  let prev = '';
  let length = 0;
  for (const m of text.matchAll(WORD_RE)) {
    const w = m[0].toLowerCase();
    length++;
    // stop words are skipped, so "quality of care" yields the bigram "quality care"
    if (STOP_WORDS.has(w) || w.length < 2) continue;
    const s = stem(w);
    tf.set(s, (tf.get(s) ?? 0) + 1);
    if (prev) bigrams.add(`${prev} ${s}`);
    prev = s;
  }
  return { tf, bigrams, length };
}

export interface QueryTerm {
  stem: string;
  surface: string;
  weight: number;
  /**
   * For a word the tagger reads as an adjective or adverb ('heavy', 'mental'): the stem of the noun it modifies (the
   * first noun after it, 'media' in 'heavy social media use'), or null when it modifies none ('sleep is essential').
   * Undefined for a noun or any other word.
   */
  modifies?: string | null;
}

/**
 * Content terms of a query, deduplicated by stem; generic words weigh 0.25 here and nothing in `relevance`. The
 * instruction sentences of an essay prompt ('Use at least two peer-reviewed sources.') give no terms. A word the
 * tagger reads as a verb ('affects', 'increases', 'evaluate') is the claim or the task, not the topic, and weighs as
 * a generic word; a verb's -ing form stays a key term, since it often names the topic ('vaping', 'sleeping').
 */
export function queryTerms(query: string): QueryTerm[] {
  const out = new Map<string, QueryTerm>();
  const verbs = verbForms(query);
  const modifiers = modifiedNouns(withoutInstructions(query));
  for (const m of withoutInstructions(query).matchAll(WORD_RE)) {
    const w = m[0].toLowerCase();
    if (STOP_WORDS.has(w) || w.length < 2 || /^\d/.test(w)) continue;
    const s = stem(w);
    if (out.has(s)) continue;
    const term: QueryTerm = { stem: s, surface: w, weight: GENERIC_WORDS.has(w) || verbs.has(w) ? 0.25 : 1 };
    const head = modifiers.get(w);
    if (head !== undefined) term.modifies = head === null ? null : stem(head);
    out.set(s, term);
  }
  return [...out.values()];
}

const NOUN_POS = new Set(['NOUN', 'PROPN']);
const MODIFIER_POS = new Set(['ADJ', 'ADV']);

/**
 * The words of a text the tagger reads as adjectives or adverbs only, each with the noun it modifies (lower case):
 * the first noun after it, past other modifiers ('heavy' → 'media' in 'Heavy social media use harms…', 'mental' →
 * 'health'), or null when no noun follows ('sleep is essential'). A word also used as a noun is not in the map.
 */
function modifiedNouns(text: string): Map<string, string | null> {
  const out = new Map<string, string | null>();
  const asNoun = new Set<string>();
  for (const sentence of analyse(text)) {
    const ws = sentence.words;
    ws.forEach((word, i) => {
      const w = word.text.toLowerCase().replace(/['’]+$/, '');
      if (!MODIFIER_POS.has(word.pos)) {
        asNoun.add(w);
        return;
      }
      let head: string | null = null;
      for (let j = i + 1; j < ws.length; j++) {
        const next = ws[j];
        if (!next || !(NOUN_POS.has(next.pos) || MODIFIER_POS.has(next.pos))) break;
        if (NOUN_POS.has(next.pos)) {
          head = next.text.toLowerCase().replace(/['’]+$/, '');
          break;
        }
      }
      if (!out.has(w)) out.set(w, head);
    });
  }
  for (const w of asNoun) out.delete(w);
  return out;
}

/**
 * The words of a text that are used in it only as verbs (not -ing forms), lower case. The tagger misreads a noun
 * before a noun now and then ('how nurse staffing ratios affect…' → 'nurse' as a verb), so a word counts as a verb
 * only when WordNet knows it better as a verb than as a noun ('affect', 'reduce'; not 'nurse'), or when it is
 * inflected right after its subject ('use harms').
 */
const verbFirstCache = new Map<string, boolean>();

/** Whether WordNet's concordance saw the lemma more often as a verb than as a noun (cached: the files are read). */
function knownBetterAsVerb(lemma: string): boolean {
  let hit = verbFirstCache.get(lemma);
  if (hit === undefined) {
    hit = taggedSenseCountAs(lemma, 'verb') > taggedSenseCountAs(lemma, 'noun');
    if (verbFirstCache.size > 20_000) verbFirstCache.clear();
    verbFirstCache.set(lemma, hit);
  }
  return hit;
}

export function verbForms(text: string): Set<string> {
  const verb = new Set<string>();
  const other = new Set<string>();
  for (const sentence of analyse(text)) {
    sentence.words.forEach((word, i) => {
      const w = word.text.toLowerCase();
      const tagged = (word.pos === 'VERB' || word.pos === 'AUX') && !w.endsWith('ing');
      // an inflected verb right after its subject ('social media use harms…') is a verb whatever WordNet prefers
      const prev = sentence.words[i - 1];
      const afterSubject =
        w !== word.lemma && prev !== undefined && ['NOUN', 'PROPN', 'PRON'].includes(prev.pos);
      const verbFirst = knownBetterAsVerb(word.lemma);
      if (tagged && (verbFirst || afterSubject)) verb.add(w);
      else other.add(w);
    });
  }
  for (const w of other) verb.delete(w);
  return verb;
}

export interface RelevanceResult {
  /** 0–10, one decimal. */
  score: number;
  /** Query words found in the document (themselves or as a synonym), most weighty first. */
  shared: string[];
  /** The shared words that do not count: generic words and the query's verbs ('study', 'affects'). */
  minor: string[];
  /** Query words found only as another word: its lemma or a synonym ('teenagers' as 'adolescents'). */
  matchedAs: Array<{ term: string; as: string }>;
  /** Query phrases found whole. */
  sharedPhrases: string[];
  /**
   * The query's concepts the document lacks: its missing key nouns (and other key words that are not modifiers), each
   * with the missing adjectives that modify it ('mental health'). An adjective or adverb is never listed alone: the
   * article that covers 'social media use' is not missing 'heavy' ('Heavy social media use harms…').
   */
  missing: string[];
  /**
   * The query's modifiers the document lacks although it covers the word they modify ('heavy' of 'heavy social media
   * use'): counted in `keyTotal` but not a missing concept, so explanations name them apart.
   */
  missingQualifiers: string[];
  coverage: number;
  /** Shared / total count of the query's non-generic terms. */
  keyShared: number;
  keyTotal: number;
}

export interface PreparedQuery {
  text: string;
  terms: QueryTerm[];
  /** Multi-word keyphrases of the query (surface + stems). */
  phrases: Array<{ phrase: string; stems: string[] }>;
}

const preparedCache = new Map<string, PreparedQuery>();

/** A query's terms and phrases, kept for the last few hundred texts (one text is often scored against many documents). */
export function prepareQuery(text: string): PreparedQuery {
  const hit = preparedCache.get(text);
  if (hit) return hit;
  const prepared = readQuery(text);
  if (preparedCache.size >= 500) preparedCache.delete(preparedCache.keys().next().value!);
  preparedCache.set(text, prepared);
  return prepared;
}

function readQuery(text: string): PreparedQuery {
  return {
    text,
    terms: queryTerms(text),
    phrases: extractKeyphrases(text, { max: 6, maxWords: 3 })
      .filter((p) => p.stems.length >= 2)
      .map((p) => ({ phrase: p.phrase, stems: p.stems })),
  };
}

export function relevance(queryInput: string | PreparedQuery, doc: TermProfile): RelevanceResult {
  const query = typeof queryInput === 'string' ? prepareQuery(queryInput) : queryInput;
  const terms = query.terms;
  if (terms.length === 0 || doc.length === 0) {
    const key = terms.filter((t) => t.weight >= 1);
    return {
      score: 0,
      shared: [],
      minor: [],
      matchedAs: [],
      sharedPhrases: [],
      missing: missingConcepts(key),
      missingQualifiers: [],
      coverage: 0,
      keyShared: 0,
      keyTotal: key.length,
    };
  }
  const norm = 1000 / Math.max(doc.length, 150);
  let total = 0;
  let got = 0;
  let keyShared = 0;
  let keyTotal = 0;
  const shared: Array<{ surface: string; strength: number }> = [];
  const matchedAs: Array<{ term: string; as: string }> = [];
  const missingTerms: QueryTerm[] = [];
  for (const t of terms) {
    if (t.weight < 1) {
      // a generic word ('study', 'impact', 'recent') or a verb is named when shared but never counts
      if ((doc.tf.get(t.stem) ?? 0) > 0) shared.push({ surface: t.surface, strength: 0 });
      continue;
    }
    total += t.weight;
    keyTotal++;
    let tf = doc.tf.get(t.stem) ?? 0;
    let factor = 1;
    if (tf === 0 && t.weight >= 1) {
      const alt = termAlternatives(t.surface).find((a) => (doc.tf.get(a.stem) ?? 0) > 0);
      if (alt) {
        tf = doc.tf.get(alt.stem) ?? 0;
        factor = SYNONYM_FACTOR;
        matchedAs.push({ term: t.surface, as: alt.word });
      }
    }
    if (tf === 0) {
      if (t.weight >= 1) missingTerms.push(t);
      continue;
    }
    const density = tf * norm;
    const sat = density / (density + 2);
    const s = (0.4 + 0.6 * sat) * factor;
    got += t.weight * s;
    if (t.weight >= 1) keyShared++;
    shared.push({ surface: t.surface, strength: t.weight * s });
  }
  const missing = missingConcepts(missingTerms);
  const coverage = total > 0 ? got / total : 0;
  // phrase bonus: multi-word keyphrases of the query found as adjacent stems
  const sharedPhrases: string[] = [];
  for (const p of query.phrases) {
    let ok = true;
    for (let i = 0; i + 1 < p.stems.length; i++) {
      if (!doc.bigrams.has(`${p.stems[i] ?? ''} ${p.stems[i + 1] ?? ''}`)) ok = false;
    }
    if (ok) sharedPhrases.push(p.phrase);
  }
  const bonus = keyShared > 0 ? Math.min(1.5, sharedPhrases.length * 0.5) : 0;
  const score = round1(clamp(10 * Math.pow(coverage, 0.75) + bonus, 0, 10));
  shared.sort((a, b) => b.strength - a.strength);
  return {
    score,
    shared: shared.map((s) => s.surface),
    minor: terms.filter((t) => t.weight < 1 && (doc.tf.get(t.stem) ?? 0) > 0).map((t) => t.surface),
    matchedAs,
    sharedPhrases,
    missing,
    missingQualifiers: missingTerms
      .filter((t) => t.modifies !== undefined && !missingTerms.some((m) => m.stem === t.modifies))
      .map((t) => t.surface),
    coverage,
    keyShared,
    keyTotal,
  };
}

/**
 * The missing key terms as concepts: each missing noun (or other word that is not a modifier) with the missing
 * modifiers of it before it, in query order ('mental' + 'health' → 'mental health'); a modifier whose noun is covered,
 * or that modifies no noun, is left out.
 */
function missingConcepts(missingTerms: readonly QueryTerm[]): string[] {
  const out: string[] = [];
  for (const t of missingTerms) {
    if (t.modifies !== undefined) continue;
    const modifiers = missingTerms.filter((m) => m.modifies === t.stem).map((m) => m.surface);
    out.push([...modifiers, t.surface].join(' '));
  }
  return out;
}

/** A term found only as a synonym counts this much of the term itself. */
export const SYNONYM_FACTOR = 0.8;

const alternativesCache = new Map<string, Array<{ stem: string; word: string }>>();

/**
 * Other words that stand for a query word in a document: its lemma ('children' → 'child') and the one-word WordNet
 * synonyms of the most common noun and adjective sense of the lemma ('teenagers' → 'adolescent', 'teen').
 */
export function termAlternatives(surface: string): Array<{ stem: string; word: string }> {
  const key = surface.toLowerCase();
  const hit = alternativesCache.get(key);
  if (hit) return hit;
  const lemma = analyse(key)[0]?.words[0]?.lemma ?? key;
  const own = stem(key);
  const out = new Map<string, string>();
  for (const word of [lemma, ...synonyms(lemma, 'noun', 1), ...synonyms(lemma, 'adj', 1)]) {
    if (/\s/.test(word) || STOP_WORDS.has(word) || GENERIC_WORDS.has(word)) continue;
    const s = stem(word);
    if (s !== own && !out.has(s)) out.set(s, word);
  }
  const list = [...out].map(([s, word]) => ({ stem: s, word }));
  if (alternativesCache.size > 20_000) alternativesCache.clear();
  alternativesCache.set(key, list);
  return list;
}

export function relevanceType(score: number): 'high' | 'medium' | 'low' | 'none' {
  if (score >= 7) return 'high';
  if (score >= 4) return 'medium';
  if (score >= 1.5) return 'low';
  return 'none';
}

/** Human explanation naming the shared terms. `what` is e.g. "the prompt". */
export function explainRelevance(r: RelevanceResult, what: string, docLabel = 'The article'): string {
  if (r.shared.length === 0) {
    return `${docLabel} shares no key terms with ${what}${r.missing.length ? ` (looked for ${listJoin(r.missing.slice(0, 5).map((m) => `“${m}”`))})` : ''}.`;
  }
  // The count is the count of the terms listed, so the sentence never says "2 of 6" and then names five.
  const counted = r.shared.filter((w) => !r.minor.includes(w));
  const as = new Map(r.matchedAs.map((m) => [m.term, m.as]));
  const shown = counted.slice(0, 6).map((w) => (as.has(w) ? `“${w}” (as “${as.get(w) ?? ''}”)` : `“${w}”`));
  if (counted.length > shown.length) shown.push(`${counted.length - shown.length} more`);
  const phrases = r.sharedPhrases.length
    ? ` (whole phrases: ${listJoin(r.sharedPhrases.slice(0, 3).map((p) => `“${p}”`))})`
    : '';
  let text =
    counted.length === 0
      ? `${docLabel} shares only generic words with ${what} (${listJoin(r.shared.slice(0, 4).map((w) => `“${w}”`))}), which do not count.`
      : `${docLabel} shares ${counted.length} of ${r.keyTotal} key terms with ${what}${phrases}: ${listJoin(shown)}.`;
  if (r.missing.length > 0) {
    const named = r.missing.slice(0, 4).map((m) => `“${m}”`);
    if (r.missing.length > named.length) named.push(`${r.missing.length - named.length} more`);
    text += ` Not covered: ${listJoin(named)}.`;
  }
  if (r.missingQualifiers.length > 0) {
    text += ` It never says ${listJoin(r.missingQualifiers.map((m) => `“${m}”`))}.`;
  }
  return text;
}

export interface ContextScores {
  prompt: number | null;
  thesis: number | null;
  brainstorm: Record<string, number>;
}

/**
 * Scores passages against an essay's prompt, thesis and each brainstorm idea (null when that context
 * is empty). `factor` scales the scores (e.g. 0.5 for a reference list).
 */
export function contextScorer(context: {
  prompt: string;
  thesis: string;
  brainstormIdeas: readonly string[];
}): (passage: string | TermProfile, factor?: number) => ContextScores {
  const prompt = context.prompt.trim() ? prepareQuery(context.prompt) : null;
  const thesis = context.thesis.trim() ? prepareQuery(context.thesis) : null;
  const ideas = [...new Set(context.brainstormIdeas.map((i) => i.trim()).filter(Boolean))].map(
    (idea) => [idea, prepareQuery(idea)] as const,
  );
  return (passage, factor = 1) => {
    const doc = typeof passage === 'string' ? termProfile(passage) : passage;
    const scale = (q: PreparedQuery) => round1(clamp(relevance(q, doc).score * factor, 0, 10));
    const brainstorm: Record<string, number> = {};
    for (const [idea, q] of ideas) brainstorm[idea] = scale(q);
    return { prompt: prompt ? scale(prompt) : null, thesis: thesis ? scale(thesis) : null, brainstorm };
  };
}
