/**
 * Concept ranking for the sample library, in memory. A search is read as concepts: the words of the query, with
 * neighbouring words joined when they form a phrase the library knows ("social media", "mental health"), stop words
 * and generic words ("effects", "study", "impact") left out. Each concept is also looked for as its lemma and as the
 * WordNet synonyms of its most common sense ('teenagers' → 'adolescent', 'teen') and by its other derivational forms
 * ('depression' → 'depressive'), and weighs by how rare it is in the library, squared (a concept in every work tells
 * nothing apart; a work on the query's most specific concept outranks works that only share its common ones).
 *
 * A work's score is the weighted share of the query's concepts it is about: a concept in the title, keywords or topics
 * counts fully, in the abstract 0.7, only in the body 0.25, and found only as a synonym 0.85 of that. The score is
 * the relevance shown (100% = every concept in the title or keywords). A plain search answers only when the library
 * holds at least half of its terms, and keeps the works that hold at least half of its weight (MIN_HELD_SHARE: a long
 * query does not match through one of its words) and score at least 40% of the best work's score, so that every
 * sort, 'Most Cited' too, orders the relevant works and not everything that shares one word. Concepts no work holds
 * weigh nothing in the score. Searches with AND, OR, NOT, quotes or parentheses keep OpenAlex's boolean meaning (over
 * every field; neighbouring terms need most of them, MIN_GROUP_SHARE) and are ranked the same way. A search whose
 * words are mostly not words (neither in the English dictionary nor in the library) finds nothing.
 */
import { analyse } from '../../nlp/nlp';
import { synonyms, taggedSenseCountAs } from '../../nlp/wordnet';
import { GENERIC_WORDS, STOP_WORDS, stem, words } from '../../ai/offline/text';
import { englishWordShare } from '../../nlp/speller';
import { parseSearch } from './query';

/**
 * A plain search finds works only when the library holds at least this share of its distinct terms, and a work only
 * when it holds at least this share of the query's weight (the terms the library holds, any field). OpenAlex reads
 * neighbouring words as AND; 'half of it' rather than all leaves room for a word the library happens not to use
 * ('nurse staffing Ontario'), and weighing the terms keeps a work on the query's rare, specific terms ahead of one
 * that shares its common words. So a long query cannot match through a tiny fraction of its terms.
 */
export const MIN_HELD_SHARE = 0.5;

/** Whether the library holds enough of a plain search's terms to answer it (MIN_HELD_SHARE). */
export function enoughTermsHeld(parsed: Pick<ParsedSearch, 'concepts' | 'terms'>): boolean {
  return parsed.concepts.length > 0 && parsed.concepts.length >= parsed.terms * MIN_HELD_SHARE - 1e-9;
}

/** A word as written (its stems, no synonyms): for asking whether the library holds it. */
export function wordForms(word: string): Form[] {
  return [{ stems: plainWords(word).map(stem), synonym: false }];
}

/** In a boolean search, of a group of `terms` neighbouring terms, how many a work must hold (most, at least 1). */
export const MIN_GROUP_SHARE = 0.6;

export function termsNeeded(terms: number): number {
  return Math.max(1, Math.ceil(terms * MIN_GROUP_SHARE - 1e-9));
}

/** Below this share of real words (dictionary or library), a search is taken for nonsense and finds nothing. */
export const MIN_WORD_SHARE = 0.6;

/**
 * Whether most of the search's distinct words are not words: neither English dictionary words (nspell, as the essay
 * prompt review reads them) nor words the library holds (`known`: 'telemedicine' is in no dictionary).
 */
export function mostlyNonWords(search: string, known: (word: string) => boolean): boolean {
  const share = englishWordShare(search.replace(/\b(?:AND|OR|NOT)\b/g, ' '));
  if (share.distinct === 0) return false;
  const unknown = share.unknown.filter((w) => !known(w)).length;
  return (share.distinct - unknown) / share.distinct < MIN_WORD_SHARE;
}

type Node = NonNullable<ReturnType<typeof parseSearch>>;

/** One work as the ranking sees it: stemmed token sets and stemmed texts (with a leading and trailing space). */
export interface ConceptDoc {
  head: { set: ReadonlySet<string>; text: string };
  abstract: { set: ReadonlySet<string>; text: string };
  body: { set: ReadonlySet<string>; text: string };
}

/** Words of a text with hyphenated words split ("traffic-related" → traffic, related), as the query is read. */
function plainWords(text: string): string[] {
  return words(text.replace(/[-‐–]/g, ' '));
}

function stemmed(text: string): { set: ReadonlySet<string>; text: string } {
  const list = plainWords(text).map(stem);
  return { set: new Set(list), text: ` ${list.join(' ')} ` };
}

/** Head: title, keywords and topic names; the body is read up to `bodyChars` characters. */
export function conceptDoc(
  parts: { head: string; abstract: string; body: string },
  bodyChars = 60_000,
): ConceptDoc {
  return {
    head: stemmed(parts.head),
    abstract: stemmed(parts.abstract),
    body: stemmed(parts.body.slice(0, bodyChars)),
  };
}

/** One form of a concept: its stems, and whether it is the word itself (or its lemma) or a synonym. */
export interface Form {
  stems: string[];
  synonym: boolean;
}

export interface Concept {
  text: string;
  forms: Form[];
  weight: number;
}

const FIELD = { head: 1, abstract: 0.7, body: 0.25 } as const;
const SYNONYM = 0.85;

function hasForm(field: ConceptDoc['head'], form: Form): boolean {
  if (!form.stems.every((s) => field.set.has(s))) return false;
  return form.stems.length === 1 || field.text.includes(` ${form.stems.join(' ')} `);
}

/** How much of a concept a work holds (0–1) and in which best field. */
function conceptMatch(doc: ConceptDoc, concept: Concept): { value: number; core: boolean } {
  let best = 0;
  let core = false;
  for (const form of concept.forms) {
    const factor = form.synonym ? SYNONYM : 1;
    if (hasForm(doc.head, form)) {
      best = Math.max(best, FIELD.head * factor);
      core = true;
    } else if (hasForm(doc.abstract, form)) {
      best = Math.max(best, FIELD.abstract * factor);
      core = true;
    } else if (hasForm(doc.body, form)) best = Math.max(best, FIELD.body * factor);
  }
  return { value: best, core };
}

export interface ConceptScore {
  /** 0–1: the weighted share of the concepts the work is about. */
  score: number;
  /** Weighted share of the concepts found in the title, keywords, topics or abstract. */
  coverage: number;
  /** Weighted share found anywhere (body too). */
  anywhere: number;
}

export function scoreDoc(doc: ConceptDoc, concepts: readonly Concept[]): ConceptScore {
  let total = 0;
  let score = 0;
  let coverage = 0;
  let anywhere = 0;
  for (const c of concepts) {
    total += c.weight;
    const m = conceptMatch(doc, c);
    score += c.weight * m.value;
    if (m.core) coverage += c.weight;
    if (m.value > 0) anywhere += c.weight;
  }
  if (total === 0) return { score: 0, coverage: 0, anywhere: 0 };
  return { score: score / total, coverage: coverage / total, anywhere: anywhere / total };
}

// ───────────────────────────── concepts of a query ─────────────────────────────

const formsCache = new Map<string, Form[]>();

/** Derivational suffixes as the stemmer leaves them ('depression', 'depressiv', 'emotional', 'economic'). */
const DERIVATIONAL = ['ion', 'iv', 'al', 'ic'] as const;

function lemmaOf(word: string): string {
  return analyse(word)[0]?.words[0]?.lemma ?? word;
}

/** The word or phrase, its lemma, and its WordNet synonyms (one-word and phrases) without stop or generic words. */
function formsOf(text: string): Form[] {
  const key = text.toLowerCase();
  const hit = formsCache.get(key);
  if (hit) return hit;
  const own = plainWords(key).map(stem);
  const forms: Form[] = [{ stems: own, synonym: false }];
  const seen = new Set([own.join(' ')]);
  const add = (w: string, synonym: boolean) => {
    const list = plainWords(w).filter((x) => !STOP_WORDS.has(x));
    if (list.length === 0 || list.every((x) => GENERIC_WORDS.has(x))) return;
    const stems = list.map(stem);
    const k = stems.join(' ');
    if (seen.has(k)) return;
    seen.add(k);
    forms.push({ stems, synonym });
  };
  const parts = plainWords(key);
  const lemma = parts.length === 1 ? lemmaOf(key) : [...parts.slice(0, -1), lemmaOf(parts.at(-1)!)].join(' ');
  add(lemma, false);
  // the same word by another derivational suffix ('depression' → 'depressive', 'depressed'): the root of the
  // last word's stem, and that root with the other suffixes (counted as the word itself)
  const last = stem(parts.at(-1) ?? '');
  const suffix = DERIVATIONAL.find((x) => last.endsWith(x) && last.length - x.length >= 5);
  if (suffix !== undefined) {
    const root = last.slice(0, -suffix.length);
    for (const other of ['', ...DERIVATIONAL]) {
      if (other === suffix) continue;
      const stems = [...own.slice(0, -1), root + other];
      const k = stems.join(' ');
      if (!seen.has(k)) {
        seen.add(k);
        forms.push({ stems, synonym: false });
      }
    }
  }
  for (const w of synonyms(lemma, 'noun', 1)) add(w, true);
  if (parts.length === 1) for (const w of synonyms(lemma, 'adj', 1)) add(w, true);
  if (formsCache.size > 5_000) formsCache.clear();
  formsCache.set(key, forms);
  return forms;
}

/** A word that says something about a topic: not a stop word, not a generic word, not a number. */
function isContentWord(w: string): boolean {
  return !STOP_WORDS.has(w) && !GENERIC_WORDS.has(w) && /\p{L}/u.test(w) && w.length > 1;
}

const verbCache = new Map<string, boolean>();

/**
 * A word that English uses mostly as a verb ('affects', 'held', 'think', 'earn'): it names no topic, so on its own it
 * is no concept. Read from WordNet's tagged sense counts of the lemma; a noun in -ing ('voting', 'learning') stays.
 */
function isVerbLike(w: string): boolean {
  if (w.endsWith('ing')) return false;
  const hit = verbCache.get(w);
  if (hit !== undefined) return hit;
  const lemma = lemmaOf(w);
  const verb = taggedSenseCountAs(lemma, 'verb');
  const other = taggedSenseCountAs(lemma, 'noun') + taggedSenseCountAs(lemma, 'adj');
  const out = verb > 0 && (other === 0 || (verb >= 3 && verb >= 2 * other));
  if (verbCache.size > 5_000) verbCache.clear();
  verbCache.set(w, out);
  return out;
}

/**
 * The concepts of plain query words: neighbouring words that form a phrase the library knows (`phrases`, stemmed,
 * longest first up to three words) become one concept; stop and generic words are dropped.
 */
export function conceptsOfWords(list: readonly string[], phrases: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const tokens = list.map((w) => w.toLowerCase());
  let i = 0;
  while (i < tokens.length) {
    let taken = 0;
    for (const n of [3, 2]) {
      if (i + n > tokens.length) continue;
      const slice = tokens.slice(i, i + n);
      if (
        phrases.has(slice.map(stem).join(' ')) &&
        isContentWord(slice[0]!) &&
        isContentWord(slice.at(-1)!)
      ) {
        out.push(slice.join(' '));
        taken = n;
        break;
      }
    }
    if (taken === 0) {
      if (isContentWord(tokens[i]!) && !isVerbLike(tokens[i]!)) out.push(tokens[i]!);
      taken = 1;
    }
    i += taken;
  }
  return [...new Set(out)];
}

export interface ParsedSearch {
  /** Null: a plain search (concepts only); else the boolean tree to keep works by. */
  tree: Node | null;
  concepts: Concept[];
  /** The distinct terms of a plain search, those no work holds too (enoughTermsHeld). */
  terms: number;
}

const OPERATORS = /["()]|\bAND\b|\bOR\b|\bNOT\b|(^|\s)-\S/;

function positiveLeaves(node: Node, out: Array<{ kind: 'word' | 'phrase'; text: string }>): void {
  switch (node.kind) {
    case 'word':
    case 'phrase':
      out.push({ kind: node.kind, text: node.text });
      return;
    case 'group':
      for (const t of node.terms) positiveLeaves(t, out);
      return;
    case 'and':
    case 'or':
      positiveLeaves(node.left, out);
      positiveLeaves(node.right, out);
      return;
    case 'not':
      return;
  }
}

/**
 * Reads a search into concepts (weights from `documentFrequency`: how many of `size` works hold a concept in their
 * title, keywords or abstract). Null when nothing searchable remains.
 */
export function parseConcepts(
  search: string,
  phrases: ReadonlySet<string>,
  documentFrequency: (forms: Form[]) => number,
  size: number,
): ParsedSearch | null {
  const tree = parseSearch(search);
  if (!tree) return null;
  const boolean = OPERATORS.test(search);
  const leaves: Array<{ kind: 'word' | 'phrase'; text: string }> = [];
  positiveLeaves(tree, leaves);
  const texts: string[] = [];
  if (boolean) {
    // neighbouring plain words still form known phrases; quoted phrases are one concept each
    let run: string[] = [];
    const flush = () => {
      texts.push(...conceptsOfWords(run, phrases));
      run = [];
    };
    for (const leaf of leaves) {
      if (leaf.kind === 'word') run.push(...plainWords(leaf.text));
      else {
        flush();
        const content = plainWords(leaf.text);
        if (content.some(isContentWord)) texts.push(content.join(' '));
      }
    }
    flush();
  } else texts.push(...conceptsOfWords(plainWords(search), phrases));
  if (texts.length === 0 && !boolean) {
    // only generic words ("the effects of research"): search them as they are, so the answer is not empty
    texts.push(...plainWords(search).filter((w) => !STOP_WORDS.has(w)));
  }
  // a concept no work holds tells no work apart: it weighs nothing (and does not lower every score); a phrase is
  // more specific than a word and weighs half as much again; the inverse frequency is squared so that the rarest
  // concept ('sleep' in 'students school sleep') decides over two common ones ('students', 'school')
  const concepts = [...new Set(texts)].flatMap((text) => {
    const forms = formsOf(text);
    const df = documentFrequency(forms);
    if (df === 0) return [];
    const phrase = forms[0]!.stems.length > 1 ? 1.5 : 1;
    return [{ text, forms, weight: phrase * Math.log(1 + size / df) ** 2 }];
  });
  return { tree: boolean ? tree : null, concepts, terms: new Set(texts).size };
}

/**
 * The terms of a group of neighbouring terms that count for 'most of them': content words (once each, by stem),
 * phrases and bracketed parts; stop, generic and verb-like words do not (all of them when nothing else is left).
 */
function groupTerms(terms: readonly Node[]): Node[] {
  const out: Node[] = [];
  const seen = new Set<string>();
  for (const t of terms) {
    if (t.kind === 'word') {
      const list = plainWords(t.text);
      if (!list.some((w) => isContentWord(w) && !isVerbLike(w))) continue;
      const key = list.map(stem).join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(t);
  }
  return out.length > 0 ? out : [...terms];
}

/** Whether a work satisfies the boolean tree (any field; a word also by its lemma, as the stemmer reads it). */
export function matchesTree(doc: ConceptDoc, node: Node): boolean {
  switch (node.kind) {
    case 'word':
    case 'phrase': {
      const stems = plainWords(node.text).map(stem);
      if (stems.length === 0) return true;
      const form = { stems, synonym: false };
      if (node.kind === 'word' && stems.length > 1) {
        // "covid-19"-like words: all parts
        return [doc.head, doc.abstract, doc.body].some((f) => stems.every((s) => f.set.has(s)));
      }
      return hasForm(doc.head, form) || hasForm(doc.abstract, form) || hasForm(doc.body, form);
    }
    case 'group': {
      const terms = groupTerms(node.terms);
      const need = termsNeeded(terms.length);
      let held = 0;
      for (const t of terms) if (matchesTree(doc, t) && ++held >= need) return true;
      return false;
    }
    case 'and':
      return matchesTree(doc, node.left) && matchesTree(doc, node.right);
    case 'or':
      return matchesTree(doc, node.left) || matchesTree(doc, node.right);
    case 'not':
      return !matchesTree(doc, node.node);
  }
}

/** Document frequency of a concept's forms over title, keywords and abstract. */
export function frequencyIn(docs: readonly ConceptDoc[]) {
  return (forms: Form[]): number => {
    let n = 0;
    for (const d of docs) if (forms.some((f) => hasForm(d.head, f) || hasForm(d.abstract, f))) n += 1;
    return n;
  };
}

/** Stemmed two- and three-word phrases of the given texts (keywords and topic names), for joining query words. */
export function knownPhrases(texts: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const t of texts) {
    const list = plainWords(t).map(stem);
    for (let n = 2; n <= 3; n++)
      for (let i = 0; i + n <= list.length; i++) out.add(list.slice(i, i + n).join(' '));
  }
  return out;
}
