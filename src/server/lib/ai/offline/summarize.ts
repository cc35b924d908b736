/**
 * Extractive summaries and key findings: sentences are scored by the weight of their content terms
 * (TF-IDF inside the document), position and cue phrases; findings favour sentences with numbers and
 * reporting cues ("we found", "results show").
 */
import type { KeyFinding } from '../../../../shared/schemas/ai';
import { analyse, type Pos } from '../../nlp/nlp';
import { isClauseVerb, norm } from './keywords';
import { STOP_WORDS, type Sentence, stem, truncate } from './text';

const WORD_RE = /[\p{L}][\p{L}\p{N}'’-]*[\p{L}\p{N}]|[\p{L}]/gu;

export interface ScoredSentence extends Sentence {
  index: number;
  score: number;
  wordCount: number;
}

function sentenceStems(text: string): { stems: string[]; count: number } {
  const stems: string[] = [];
  let count = 0;
  for (const m of text.matchAll(WORD_RE)) {
    count++;
    const w = m[0].toLowerCase();
    if (STOP_WORDS.has(w) || w.length < 3) continue;
    stems.push(stem(w));
  }
  return { stems, count };
}

/** A sentence that reads as prose (not a caption, table row, URL or reference entry). */
export function isProse(text: string, wordCount: number): boolean {
  if (wordCount < 6 || wordCount > 90) return false;
  if (/^\s*(?:fig(?:ure)?|table|tab)\.?\s*\d/i.test(text)) return false;
  if (/https?:\/\/|www\.|doi\.org/i.test(text)) return false;
  let letters = 0;
  let digits = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) letters++;
    else if (c >= 48 && c <= 57) digits++;
    else if (c > 127 && /\p{L}/u.test(text[i] ?? '')) letters++;
  }
  if (letters < text.length * 0.5 || digits > letters * 0.4) return false;
  if (
    /\(\d{4}[a-z]?\)\.\s|\bet al\.,?\s*\(?\d{4}/.test(text) &&
    /^\s*\[?\d+\]?\s*\p{Lu}\p{L}+,\s/u.test(text)
  )
    return false;
  return true;
}

/**
 * Scores sentences for a summary. `idf` lets a caller weight terms by how specific they are to this
 * part of a document (e.g. across the sections of a paper).
 */
export function scoreSentences(list: readonly Sentence[], idf?: (stem: string) => number): ScoredSentence[] {
  const tf = new Map<string, number>();
  const parsed = list.map((s) => sentenceStems(s.text));
  for (const p of parsed) for (const st of p.stems) tf.set(st, (tf.get(st) ?? 0) + 1);
  const out: ScoredSentence[] = [];
  list.forEach((s, index) => {
    const p = parsed[index] ?? { stems: [], count: 0 };
    if (!isProse(s.text, p.count)) return;
    let weight = 0;
    const seen = new Set<string>();
    for (const st of p.stems) {
      if (seen.has(st)) continue;
      seen.add(st);
      const f = tf.get(st) ?? 1;
      if (f < 2) continue; // a term used once says little about the passage
      weight += Math.log(1 + f) * (idf ? idf(st) : 1);
    }
    let score = weight / Math.pow(Math.max(p.count, 8), 0.6);
    if (index === 0) score *= 1.35;
    else if (index === 1) score *= 1.15;
    if (
      /\b(?:in this (?:paper|study|article|review)|we (?:propose|present|show|find|found|argue)|this (?:paper|study|article) (?:examines|investigates|presents|reports|describes))\b/i.test(
        s.text,
      )
    )
      score *= 1.4;
    if (/\b(?:in summary|in conclusion|overall|taken together|to conclude)\b/i.test(s.text)) score *= 1.3;
    out.push({ ...s, index, score, wordCount: p.count });
  });
  return out;
}

/** Sentences ranked best first (prose only). */
export function rankSentences(list: readonly Sentence[], idf?: (stem: string) => number): ScoredSentence[] {
  return scoreSentences(list, idf).sort((a, b) => b.score - a.score || a.index - b.index);
}

/** Parts of speech a cut sentence may end on: a word that names something, never a modifier left without its noun. */
const PHRASE_END: ReadonlySet<Pos> = new Set(['NOUN', 'PROPN', 'PRON', 'NUM']);

/**
 * Shortens a sentence to at most `max` characters, with an ellipsis, where the cut is grammatical: after a word that
 * names something (by the tagger: a noun, name, pronoun or number) and, when one is in reach, at a clause boundary
 * (a comma, semicolon, colon or dash) that keeps at least half of `max`, so 'Health systems face growing pressure from
 * an ageing population' is never cut to 'Health systems face growing…'. Only with no such word in reach is the text
 * cut on a word boundary (`truncate`).
 */
export function shortenSentence(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const ends: Array<{ at: number; clause: boolean }> = [];
  let from = 0;
  for (const sentence of analyse(t)) {
    const base = t.indexOf(sentence.text, from);
    if (base < 0) break;
    from = base + sentence.text.length;
    const tagged = sentence.words.map((w) => ({ w: norm(w.text), pos: w.pos, lemma: w.lemma }));
    sentence.words.forEach((w, i) => {
      const at = base + w.end;
      // a noun the tagger misread for the clause's verb ('systems face…') ends nothing either
      if (!PHRASE_END.has(w.pos) || at > max - 1 || isClauseVerb(tagged, i)) return;
      const next = sentence.words[i + 1];
      // a noun that modifies the next noun ('health' in 'health systems') does not end a phrase
      const modifier =
        w.pos !== 'PRON' && (next?.pos === 'NOUN' || next?.pos === 'PROPN') && !isClauseVerb(tagged, i + 1);
      if (!modifier) ends.push({ at, clause: next !== undefined && /^[,;:—–]$/.test(next.text) });
    });
  }
  // a clause boundary that keeps at least half, else the last phrase end in reach
  const cut = ends.filter((e) => e.clause && e.at >= max / 2).at(-1) ?? ends.at(-1);
  return cut ? `${t.slice(0, cut.at)}…` : truncate(t, max);
}

/** A summary from already ranked sentences: the best `max`, in text order, within `maxChars`. */
export function summaryFromRanked(
  ranked: readonly ScoredSentence[],
  list: readonly Sentence[],
  options: { max?: number; maxChars?: number } = {},
): string {
  const max = options.max ?? 3;
  const maxChars = options.maxChars ?? 700;
  const picked: ScoredSentence[] = [];
  let chars = 0;
  for (const s of ranked) {
    if (picked.length >= max) break;
    const clean = s.text.replace(/\s+/g, ' ');
    if (chars + clean.length > maxChars && picked.length > 0) continue;
    picked.push(s);
    chars += clean.length + 1;
  }
  if (picked.length === 0) {
    const first = list.find((s) => s.text.trim().length > 0);
    return first ? shortenSentence(first.text, Math.min(maxChars, 300)) : '';
  }
  return picked
    .sort((a, b) => a.index - b.index)
    .map((s) => shortenSentence(s.text, maxChars))
    .join(' ');
}

/** The best `max` sentences, in text order, joined within `maxChars`. */
export function extractiveSummary(
  list: readonly Sentence[],
  options: { max?: number; maxChars?: number; idf?: (stem: string) => number } = {},
): string {
  return summaryFromRanked(rankSentences(list, options.idf), list, options);
}

const DATA_POINT_RE =
  /(?:\b[pP]\s?[<=>≤]\s?0?\.\d+|\b(?:OR|RR|HR|AUC|CI|SD|IQR|r|R²|R2|β|F|t|χ²)\s?[=:]\s?-?\d+(?:\.\d+)?(?:\s?[-–]\s?\d+(?:\.\d+)?)?|\b95\s?%\s?CI[^;)]{0,25}|-?\d+(?:\.\d+)?\s?%|\b[nN]\s?=\s?\d[\d,]*|\b\d+(?:\.\d+)?[-\s]fold\b|\b\d{1,3}(?:,\d{3})+\b|\b\d+(?:\.\d+)?\s?(?:times|points?|percent(?:age points)?|mg|kg|ml|mmHg|hours?|days?|weeks?|months?|years?|participants|patients|students|respondents|nurses|hospitals|schools)\b)/;

const FINDING_CUES: ReadonlyArray<readonly [RegExp, number]> = [
  [
    /\b(?:we|our (?:study|analysis|results?|findings?)) (?:found|find|show(?:ed)?|observe[ds]?|demonstrate[ds]?|report(?:ed)?|identif(?:y|ied))\b/i,
    3,
  ],
  [
    /\b(?:results?|findings?|data|analys[ie]s) (?:show(?:ed|s)?|indicat(?:e|ed|es)|reveal(?:ed|s)?|suggest(?:ed|s)?|demonstrat(?:e|ed|es)|confirm(?:ed|s)?)\b/i,
    3,
  ],
  [
    /\b(?:was|were|is|are) (?:significantly |strongly |positively |negatively |independently )?(?:associated|correlated|linked) with\b/i,
    2.5,
  ],
  [/\bsignificant(?:ly)?\b/i, 1.5],
  [
    /\b(?:increase[ds]?|decrease[ds]?|reduc(?:e[ds]?|tion)|improve(?:d|ment|s)?|outperform(?:ed|s)?|higher|lower|greater|fewer|more likely|less likely)\b/i,
    1,
  ],
  [/\b(?:compared (?:with|to)|relative to|versus|vs\.?)\b/i, 0.8],
];

const METHOD_CUES =
  /\b(?:we (?:conducted|performed|used|collected|recruited|surveyed|interviewed|analy[sz]ed|trained|evaluated|designed|measured)|(?:randomi[sz]ed|controlled|cross-sectional|longitudinal|cohort|case-control|qualitative|quantitative|mixed-methods?) (?:trial|study|design|analysis|approach)|(?:survey|questionnaire|interviews?|focus groups?|regression|meta-analysis|systematic review|sample|participants were|data were (?:collected|obtained|analy[sz]ed)))\b/i;

const CONCLUSION_CUES =
  /\b(?:suggest(?:s|ed)? that|indicat(?:e|es|ed) that|we conclude|in conclusion|therefore|thus|these (?:findings|results) (?:suggest|indicate|imply|highlight|support)|implications?|should be|recommend(?:ed|s)?|highlight(?:s|ed)? the need)\b/i;

export function dataPointOf(text: string): string {
  const m = DATA_POINT_RE.exec(text);
  return m ? m[0].trim() : '';
}

export function isMethodSentence(text: string): boolean {
  return METHOD_CUES.test(text);
}

function findingScore(text: string): number {
  let s = 0;
  for (const [re, w] of FINDING_CUES) if (re.test(text)) s += w;
  if (DATA_POINT_RE.test(text)) s += 2;
  if (/\b(?:may|might|could)\b/i.test(text)) s -= 0.5;
  if (/\b(?:previous|prior|earlier) (?:studies|research|work)\b/i.test(text)) s -= 1.5;
  return s;
}

const clean = (t: string) => t.replace(/\s+/g, ' ').trim();

/**
 * Key findings of one passage. `methodFallback` is a methods sentence from elsewhere in the paper
 * used when the passage itself says nothing about method.
 */
export function keyFindings(
  list: readonly Sentence[],
  options: { max?: number; methodFallback?: string } = {},
): KeyFinding[] {
  const max = options.max ?? 3;
  const candidates: Array<{ i: number; score: number }> = [];
  list.forEach((s, i) => {
    const words = s.text.split(/\s+/).length;
    if (!isProse(s.text, words)) return;
    const score = findingScore(s.text);
    if (score >= 3) candidates.push({ i, score });
  });
  candidates.sort((a, b) => b.score - a.score || a.i - b.i);
  const localMethod = list.find(
    (s) => isMethodSentence(s.text) && isProse(s.text, s.text.split(/\s+/).length),
  );
  const localConclusions = list.filter((s) => CONCLUSION_CUES.test(s.text));
  const out: KeyFinding[] = [];
  const used = new Set<number>();
  for (const c of candidates) {
    if (out.length >= max) break;
    const s = list[c.i];
    if (!s || used.has(c.i)) continue;
    used.add(c.i);
    const neighbours = [list[c.i + 1], list[c.i - 1]].filter((n): n is Sentence => n !== undefined);
    const evidence =
      neighbours.find(
        (n) =>
          DATA_POINT_RE.test(n.text) ||
          /\[\d+(?:[,–-]\s?\d+)*\]|\(\p{Lu}[\p{L}-]+(?: et al\.)?,? \d{4}/u.test(n.text),
      ) ?? neighbours[0];
    const conclusion = localConclusions.find((x) => x !== s && x !== evidence);
    const method = localMethod && localMethod !== s && localMethod !== evidence ? localMethod.text : '';
    // Each field says something the others do not: a sentence already shown in one field is left out of the others
    // (the finding is the sentence itself, so it is not repeated as its quote), and a methods or conclusion
    // sentence already given with an earlier finding of the section is not repeated with the next one.
    const shown = new Set<string>(out.flatMap((f) => [f.methodology, f.conclusion]).filter(Boolean));
    const once = (t: string) => (t && !shown.has(t) ? t : '');
    out.push(
      distinctFields({
        finding: shortenSentence(s.text, 300),
        supportingEvidence: evidence ? truncate(evidence.text, 300) : '',
        // offline the finding is the sentence itself: quoting it again would repeat it
        keyQuote: '',
        methodology: once(method ? truncate(method, 300) : (options.methodFallback ?? '')),
        dataPoint: dataPointOf(s.text),
        conclusion: once(conclusion ? truncate(conclusion.text, 300) : ''),
      }),
    );
  }
  return out;
}

/** Empties a sentence field that repeats (or is contained in) an earlier one of the same finding. */
export function distinctFields(f: KeyFinding): KeyFinding {
  const seen: string[] = [];
  const keep = (t: string) => {
    const c = clean(t)
      .toLowerCase()
      .replace(/[….]+$/, '');
    if (!c || seen.some((x) => x.includes(c) || c.includes(x))) return '';
    seen.push(c);
    return t;
  };
  return {
    finding: keep(f.finding),
    supportingEvidence: keep(f.supportingEvidence),
    keyQuote: keep(f.keyQuote),
    methodology: keep(f.methodology),
    dataPoint: f.dataPoint,
    conclusion: keep(f.conclusion),
  };
}
