/**
 * English language processing with wink-nlp and its lite web model (ADR 014): sentences, words with their part of
 * speech and lemma, and named-entity types (CARDINAL, DURATION, PERCENT, …). One pipeline per process, loaded on
 * first use (about 50 ms).
 *
 *   for (const s of analyse('RDP uses TCP port 3389.')) s.words.map((w) => `${w.text}/${w.pos}`);
 *   // ['RDP/PROPN', 'uses/VERB', 'TCP/PROPN', 'port/NOUN', '3389/NUM', './PUNCT']
 */
import winkNLP, { type ItemEntity, type ItemSentence, type ItemToken, type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { taggedSenseCountAs } from './wordnet';

/** Universal POS tags as the model reports them. */
export type Pos =
  | 'ADJ'
  | 'ADP'
  | 'ADV'
  | 'AUX'
  | 'CCONJ'
  | 'DET'
  | 'INTJ'
  | 'NOUN'
  | 'NUM'
  | 'PART'
  | 'PRON'
  | 'PROPN'
  | 'PUNCT'
  | 'SCONJ'
  | 'SYM'
  | 'VERB'
  | 'X'
  | 'SPACE';

/**
 * A word of a sentence. Tokens the model splits inside a written word ("NCLEX-RN", "yellow-green", "I/O") are
 * joined back into one word, which takes the part of speech of its last part.
 */
export interface Word {
  text: string;
  pos: Pos;
  lemma: string;
  /** Entity type of the model ('CARDINAL', 'DURATION', 'PERCENT', …) when the word is part of one. */
  entity: string | null;
  /** Offset of the word in the sentence text. */
  start: number;
  end: number;
}

export interface Sentence {
  text: string;
  words: Word[];
}

let pipeline: WinkMethods | null = null;
function nlp(): WinkMethods {
  pipeline ??= winkNLP(model, ['sbd', 'pos', 'ner', 'negation']);
  return pipeline;
}

/** Joins to the previous word: no space before and a joiner on either side ("NCLEX" "-" "RN", "I" "/" "O"). */
const JOINERS = new Set(['-', '/', '–', '’', "'"]);

interface RawSentence {
  tokens: { text: string; pos: Pos; lemma: string; spaced: boolean; entity: string | null }[];
}

function readSentences(text: string): RawSentence[] {
  const w = nlp();
  const its = w.its;
  const out: RawSentence[] = [];
  w.readDoc(text)
    .sentences()
    .each((s: ItemSentence) => {
      const entityOf = new Map<number, string>();
      s.entities().each((e: ItemEntity) => {
        const [first, last] = e.out(its.span) as unknown as [number, number];
        const type = e.out(its.type);
        for (let i = first; i <= last; i++) entityOf.set(i, type);
      });
      const [firstToken] = s.out(its.span) as unknown as [number, number];
      const tokens: RawSentence['tokens'] = [];
      s.tokens().each((t: ItemToken, k: number) => {
        const raw = t.out();
        // the tokenizer keeps "I'm" whole (and tags it a name) while it splits "you're" and "it's": split it the same way
        const im = /^(i)(['’]m)$/i.exec(raw);
        if (im) {
          const spaced = t.out(its.precedingSpaces) !== '';
          const entity = entityOf.get(firstToken + k) ?? null;
          tokens.push({ text: im[1]!, pos: 'PRON', lemma: 'i', spaced, entity });
          tokens.push({ text: im[2]!, pos: 'AUX', lemma: 'be', spaced: false, entity });
          return;
        }
        tokens.push({
          text: raw,
          pos: t.out(its.pos) as Pos,
          // the lemma helper's declared type does not match `out`'s parameter; it is a token helper like pos
          lemma: ((t.out as (f: unknown) => string | undefined)(its.lemma) ?? raw).toLowerCase(),
          spaced: t.out(its.precedingSpaces) !== '',
          entity: entityOf.get(firstToken + k) ?? null,
        });
      });
      out.push({ tokens });
    });
  return out;
}

function toWords(raw: RawSentence): Sentence {
  const words: Word[] = [];
  let sentence = '';
  let joinNext = false;
  for (const t of raw.tokens) {
    const prev = words.at(-1);
    const joiner = JOINERS.has(t.text);
    const joins = prev && !t.spaced && (joinNext || joiner) && !(t.pos === 'PUNCT' && !joiner);
    joinNext = joiner && !t.spaced && !!prev;
    if (prev && joins) {
      prev.text += t.text;
      prev.end += t.text.length;
      if (!joiner) prev.pos = t.pos;
      prev.lemma += joiner ? t.text : t.lemma;
      sentence += t.text;
      continue;
    }
    if (sentence && t.spaced) sentence += ' ';
    const start = sentence.length;
    sentence += t.text;
    words.push({ text: t.text, pos: t.pos, lemma: t.lemma, entity: t.entity, start, end: sentence.length });
  }
  return { text: sentence, words };
}

/**
 * The sentences of a text, each with its words. Whitespace inside a sentence is collapsed to single spaces. The
 * tagger reads a capitalised word that opens a sentence as a name ("Clients need…" → PROPN); such a sentence is
 * tagged again with that word in lower case, and its tags are used when the words line up.
 */
export function analyse(text: string): Sentence[] {
  return readSentences(text)
    .filter((r) => r.tokens.length > 0)
    .map((r) => {
      const first = r.tokens[0]!;
      if (first.pos === 'PROPN' && /^\p{Lu}\p{Ll}/u.test(first.text)) {
        const again = readSentences(
          r.tokens
            .map(
              (t, i) =>
                `${t.spaced && i ? ' ' : ''}${i === 0 ? t.text.charAt(0).toLowerCase() + t.text.slice(1) : t.text}`,
            )
            .join(''),
        )[0];
        if (again && again.tokens.length === r.tokens.length && again.tokens[0]!.pos !== 'PROPN') {
          r = {
            tokens: r.tokens.map((t, i) => ({
              ...t,
              pos: again.tokens[i]!.pos,
              lemma: again.tokens[i]!.lemma,
            })),
          };
        }
      }
      return phrasalVerbs(toWords(r));
    });
}

const PARTICLE = /^(?:up|down|out|off|in|on|over|back)$/i;
const SUBJECT = /^(?:i|you|we|they|he|she|to)$/i;

/**
 * The tagger reads the verb of a phrasal verb as an adverb after a subject or 'to' ("should I back up the data", "to
 * back up my files"): such a word, followed by its particle, is a verb when WordNet knows it as one. "Go back up the
 * stairs" keeps its adverb (a verb comes before it).
 */
function phrasalVerbs(sentence: Sentence): Sentence {
  const ws = sentence.words;
  ws.forEach((w, i) => {
    if (w.pos !== 'ADV' || !PARTICLE.test(ws[i + 1]?.text ?? '')) return;
    const before = ws[i - 1];
    if (
      !before ||
      !(SUBJECT.test(before.text) || (before.pos === 'AUX' && i >= 2 && SUBJECT.test(ws[i - 2]?.text ?? '')))
    )
      return;
    if (taggedSenseCountAs(w.lemma, 'verb') > 0) w.pos = 'VERB';
  });
  return sentence;
}
