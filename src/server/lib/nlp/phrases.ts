/**
 * Noun phrases by part of speech (wink-nlp, lib/nlp): the runs of adjectives and nouns that end in a noun, e.g.
 * 'Evaluate how social media use affects the mental health of teenagers.' → 'social media use', 'mental health',
 * 'teenagers'. Verbs ('affects', 'evaluate') never belong to a phrase, except a gerund that modifies the noun after it
 * ('learning outcomes', 'commuting costs').
 */
import { analyse, type Word } from './nlp';
import { taggedSenseCountAs } from './wordnet';

const MODIFIER = new Set(['ADJ', 'NOUN', 'PROPN']);
const HEAD = new Set(['NOUN', 'PROPN']);

/**
 * A word tagged as a verb that works as a modifier of the noun after it: a gerund ('learning' in 'learning
 * outcomes'), or a base form that English uses mostly as a noun ('nurse' in 'nurse staffing', at least as common a noun as a verb, which the small model
 * tags as a verb); 'affect patient safety' stays a verb (WordNet's concordance saw 'affect' mostly as a verb).
 */
function isVerbModifier(words: readonly Word[], i: number): boolean {
  const w = words[i];
  const next = words[i + 1];
  if (!w || !next || w.pos !== 'VERB' || !HEAD.has(next.pos)) return false;
  if (/ing$/i.test(w.text)) return true;
  const form = w.text.toLowerCase();
  return (
    form === w.lemma && taggedSenseCountAs(form, 'noun') >= Math.max(1, taggedSenseCountAs(form, 'verb'))
  );
}

/**
 * A word tagged as a noun that is the sentence's verb: WordNet knows it better as a verb, and it follows a plural noun
 * ('vaccines train the immune system') or stands between a noun and an adjective or determiner ('the printing press
 * change religious authority'), where a noun phrase cannot go on.
 */
function isMisreadVerb(words: readonly Word[], i: number): boolean {
  const w = words[i];
  const prev = words[i - 1];
  const next = words[i + 1];
  if (!w || !prev || w.pos !== 'NOUN' || !HEAD.has(prev.pos)) return false;
  const afterPlural = prev.pos === 'NOUN' && prev.text.toLowerCase() !== prev.lemma && /s$/i.test(prev.text);
  const beforeModifier = next !== undefined && (next.pos === 'ADJ' || next.pos === 'DET');
  if (!afterPlural && !beforeModifier) return false;
  return taggedSenseCountAs(w.lemma, 'verb') > taggedSenseCountAs(w.lemma, 'noun');
}

const shown = (w: Word) => (w.pos === 'PROPN' ? w.text : w.text.toLowerCase());

/** The noun phrases of a text, in order of appearance (repeats kept once). */
export function nounPhrases(text: string): string[] {
  const out: string[] = [];
  for (const sentence of analyse(text)) {
    const ws = sentence.words;
    let run: Word[] = [];
    const flush = () => {
      while (run.length && !HEAD.has(run[run.length - 1]?.pos ?? 'X')) run.pop();
      if (run.length) {
        const phrase = run.map(shown).join(' ');
        if (!out.includes(phrase)) out.push(phrase);
      }
      run = [];
    };
    ws.forEach((w, i) => {
      if (isMisreadVerb(ws, i)) flush();
      else if (MODIFIER.has(w.pos) || isVerbModifier(ws, i)) run.push(w);
      else flush();
    });
    flush();
  }
  return out;
}
