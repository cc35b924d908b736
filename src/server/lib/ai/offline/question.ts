/**
 * What a study question asks for: its kind (a definition, a number with a unit, a difference between two things,
 * a calculation, a procedure, a reason) and its content words, with a follow-up ("and RAID 5?") read against the
 * previous question of the conversation.
 */
import type { ChatTurn } from '../../../../shared/schemas/ai';
import { analyse, type Word } from '../../nlp/nlp';

export type QuestionKind =
  'definition' | 'number' | 'difference' | 'calculation' | 'procedure' | 'reason' | 'general';

export interface Question {
  kind: QuestionKind;
  /** The question as understood (a follow-up joined with the question it follows). */
  text: string;
  /** A part of a two-part question as the student wrote it (`text` adds the words it carries from the other part). */
  asked?: string;
  words: Word[];
  /** What an answer to a 'number' question must contain (a port, a size, a duration…). */
  measure?: RegExp;
  /** What in the question names the measure ("port", "speed"): generic, so it does not say whose number it is. */
  measureWord?: RegExp;
  /**
   * What a 'number' question measures, when it names it beside its measure word: "platelet" in "a normal platelet
   * count", "phosphorus" in "the normal range for serum phosphorus".
   */
  measured?: Word;
  /** The two things a 'difference' question compares. */
  sides?: [string, string];
  /** The thing a 'definition' question asks about. */
  subject?: string;
  /** 'first' or 'last' for "what is the first / final step …". */
  ordinal?: 'first' | 'last' | number;
  /** "What are the steps of …": every numbered step of the procedure, in order. */
  allSteps?: true;
  /** The kind of thing a "what/which <noun>" question asks for ("colour", "mask", "tool"): its answer is one of them. */
  answerType?: string;
  /** What a follow-up swapped in ("a newborn" in "And for a newborn?"): an answer must name it. */
  swapped?: string;
}

/** Words that frame a question rather than name its subject. */
const FRAME = new Set(
  `what whats which who whom whose how why when where is are was were be been being do does did done can could should
  would will shall may might must i me my we our you your it its they them their he she his her one someone something
  anything thing things kind kinds type types sort sorts use used uses using need needs get gets got have has had make
  makes made mean means meaning know tell explain describe define definition give please help want understand happen
  happens happened call called name named term way ways difference different differ between compare comparison versus vs
  calculate calculation compute work figure formula step steps right correct best exactly actually really just also
  find found located
  usually normally typically generally check look try probably likely possibly`.split(/\s+/),
);

export function isFrameWord(w: Word): boolean {
  return FRAME.has(w.text.toLowerCase().replace(/[’']/g, '')) || FRAME.has(w.lemma);
}

const NUMBER_WORD =
  '(?:\\d[\\d.,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|sixty|ninety)';

/**
 * What the answer to "how many / how long / which port / what voltage …" has to contain: the word that asks for it, the
 * value, and (where the word has other senses) how the question must ask for it.
 */
const MEASURES: ReadonlyArray<readonly [RegExp, RegExp, RegExp?]> = [
  // a port number is asked for ("Which port does RDP use?", "port number"); "which patch panel port" is a socket
  [
    /\bports?\b/i,
    /\b\d{2,5}\b/,
    /\b(?:what|which)\s+(?:(?:tcp|udp|default|standard)\s+)?ports?\b|\bports?\s+numbers?\b|\bon\s+(?:what|which)\s+ports?\b|\bports?\s+(?:does|do|is|are)\b/i,
  ],
  [/\b(?:voltages?|volts?)\b/i, /\d\s*(?:V|volts?|VDC|VAC)\b/],
  // a price is an amount of money ("How much does it cost to register?" is not answered by "two actions")
  [
    /\bhow much\b.*\b(?:cost|costs|pay|charge|charges|spend)\b|\b(?:cost|costs|price|prices|fee|fees)\b/i,
    /[$€£¥]\s?\d|\d[\d.,]*\s*(?:dollars?|USD|euros?|EUR|pounds?|GBP|cents?)\b/i,
  ],
  [
    /\bhow fast\b|\bspeeds?\b|\bthroughput\b|\bbandwidth\b|\bdata rate\b/i,
    // a data rate, or anything per unit of time ("compressions at 100 to 120 per minute")
    /\d\s*(?:[KMGT]?bps|[KMGT]?bit\/s|[KMGT]B\/s|MB\/s|rpm|[KMGT]?Hz)\b|\d[\d.,]*\s*(?:[\w-]+\s*){0,2}(?:\/|\bper\s+)(?:s|sec|seconds?|min|minutes?|h|hr|hours?)\b/i,
  ],
  [
    /\b(?:biggest|largest|maximum|max|smallest|minimum) (?:\w+ )?(?:file|size|capacity|volume|partition|drive|disk)\b|\b(?:size|capacity)\b/i,
    /\d\s*(?:[KMGTPE]i?B|bytes?)\b/i,
  ],
  [
    /\bhow (?:far|deep|long is the range)\b|\bdistance\b|\bdepth\b|\blongest\b|\b(?:maximum|max|minimum|min) (?:\w+ ){0,2}(?:length|distance)\b|\bhow long (?:can|could|may|is|are) (?:an?|the) (?:\w+ ){0,2}(?:cable|run|wire|cord|link)s?\b|\brange of (?:an? |the )?(?:\w+ ){0,3}(?:device|cable|signal|network|radio)\b/i,
    /\d\s*(?:m|metres?|meters?|km|cm|mm|ft|feet|miles?|inch(?:es)?|in\.)(?![\w/])/i,
  ],
  [
    /\bhow long\b|\bhow much time\b|\bhow many (?:minutes|hours|days|weeks|months|years|seconds)\b|\btime limit\b|\bduration\b/i,
    new RegExp(`\\b${NUMBER_WORD}[\\s-]*(?:seconds?|minutes?|hours?|days?|weeks?|months?|years?)\\b`, 'i'),
  ],
  [
    /\b(?:what|which|by what|at what) age\b|\bhow old\b/i,
    new RegExp(`\\b${NUMBER_WORD}[\\s-]*(?:months?|years?|weeks?)\\b|birthday`, 'i'),
  ],
  // a weight ("the heaviest box I should lift") is a number with a unit of mass
  [
    /\bhow heavy\b|\bheaviest\b|\bhow much (?:weight )?(?:can|should|may|could) (?:i|you|we|a \w+) (?:safely )?(?:lift|carry)\b/i,
    /\d\s*(?:kg|kilograms?|lbs?|pounds?|g|grams?)\b/i,
  ],
  [/\btemperature\b|\bhow (?:hot|cold)\b|\bangle\b/i, /\d\s*(?:°|degrees?)/i],
  // a rate is a number per unit of time ("60 to 100 beats per minute", "125 mL/hr", "60 Hz") or one the sentence
  // calls a rate ("the adult rate is below 60")
  [
    /\brates?\b/i,
    /\d[\d.,]*\s*(?:[\w-]+\s*){0,2}(?:\/|\bper\s+)(?:h|hr|hours?|min|minutes?|s|sec|seconds?|day)\b|\d\s*(?:Hz|bpm)\b|\brate\b[^.]{0,30}?\d/i,
  ],
  // a limit or a threshold of a quantity: "the maximum … dose", "above what … volume"
  [
    /\b(?:maximum|minimum|max|min|highest|lowest|largest|smallest) (?:\w+ ){0,2}(?:volume|pressure|power|wattage|weight|number|amount|count|level|value|dose|dosage|limit)s?\b|\b(?:above|below|under|over|beyond) what (?:\w+ ){0,3}(?:length|distance|volume|pressure|power|weight|number|amount|count|level|value|dose|reading|rate|percentage|score)s?\b/i,
    new RegExp(`\\b${NUMBER_WORD}\\b`, 'i'),
  ],
  [
    // an embedded "how much" in a what/which/why question is not what it asks ("what's the best way to judge how much pain…")
    /(?<!^(?:what|which|why|where|when|who)\b.*)\bhow (?:many|much|often|high|low)\b|^(?:what|which)(?:'s| is| are| was)? (?:the |a |an )?(?:\w+ ){0,4}(?:range|rate|level|percent(?:age)?|value|dose|dosage|count|ratio|limit|amount|threshold)s?\b/i,
    new RegExp(`\\b${NUMBER_WORD}\\b`, 'i'),
  ],
];

const FOLLOW_UP_MORE =
  /^(?:tell me more|more|go on|continue|keep going|why\??|how so\??|explain (?:more|further|that)|what else\??|can you elaborate\??|elaborate)\s*[.!?]*$/i;
const FOLLOW_UP_SWAP =
  /^(?:and|or|what about|how about|and what about|and how about|same for|what of)\s+(.+?)\s*[?.!]*$/i;

export function isMoreFollowUp(message: string): boolean {
  return FOLLOW_UP_MORE.test(message.trim());
}

export function kindOf(
  text: string,
): Pick<Question, 'kind' | 'measure' | 'measureWord' | 'sides' | 'subject' | 'ordinal' | 'allSteps'> {
  const t = text.trim().replace(/\s+/g, ' ');
  const between =
    /\b(?:difference|differences|differ|distinguish|compare|comparison|contrast)\b.*?\bbetween\s+(?:an?\s+|the\s+)?(.+?)\s+and\s+(?:an?\s+|the\s+)?(.+?)\s*[?.!]*$/i.exec(
      t,
    ) ??
    /^(?:compare|contrast)\s+(?:an?\s+|the\s+)?(.+?)\s+(?:and|with|to)\s+(?:an?\s+|the\s+)?(.+?)\s*[?.!]*$/i.exec(
      t,
    ) ??
    /^(?:what(?:'s| is)\s+)?(.+?)\s+(?:vs\.?|versus|compared (?:to|with))\s+(.+?)\s*[?.!]*$/i.exec(t) ??
    /^how (?:does|do|is|are)\s+(.+?)\s+differ(?:ent)? from\s+(.+?)\s*[?.!]*$/i.exec(t);
  // ("What voltage does DDR4 run at, compared with DDR3?" asks for a measure of both, not what tells them apart)
  const clause = (side: string) => /^(?:what|which|how|who|when|where|why)\b|,/i.test(side.trim());
  if (between?.[1] && between[2] && !clause(between[1]))
    return { kind: 'difference', sides: [between[1], between[2]] };
  // "… what would I need to restore with incremental backups, compared with differential ones?": the first side is
  // the phrase the clause ends on, unless the clause asks for a measure of both
  const ending = between?.[1] && between[2] ? endingPhrase(between[1]) : null;
  if (ending && between?.[2] && !MEASURES.some(([asks]) => asks.test(between[1] ?? '')))
    return { kind: 'difference', sides: [ending, between[2]] };
  // "… has BitLocker, but a coworker told me to use EFS. What's the difference between the two?": the two names before
  const pair = namedPairBefore(t);
  if (pair) return { kind: 'difference', sides: pair };
  if (
    /\b(?:calculate|calculat\w+|compute|formula|work out the|figure out the|how (?:do|would|should) (?:i|you|we) (?:find|get|determine) the (?:\w+ )?(?:rate|dose|amount|value))\b/i.test(
      t,
    )
  )
    return { kind: 'calculation' };
  for (const [asks, measure, only] of MEASURES)
    if (
      asks.test(t) &&
      (!only || only.test(t)) &&
      /^(?:how|what|which|by what|at what|when|is|are|does|do)\b|\?$/i.test(t)
    )
      return { kind: 'number', measure, measureWord: asks };
  // "What is the third step?", "What are the steps of …" ask for steps, not for a definition
  const ordinal = ordinalOf(t);
  const allSteps = !ordinal && /\b(?:what are|list|name|give me|tell me)\b.*\bsteps\b/i.test(t);
  if (allSteps) return { kind: 'procedure', allSteps: true };
  if (ordinal) return { kind: 'procedure', ordinal };
  const def =
    /^(?:what(?:'s| is| are| does| do)|who (?:is|are)|define|meaning of|explain|describe)\s+(?:an?\s+|the\s+)?(.+?)(?:\s+mean)?\s*[?.!]*$/i.exec(
      t,
    );
  if (
    def?.[1] &&
    def[1].split(/\s+/).length <= 5 &&
    !/^(?:the )?(?:best|right|first|next|last|final|main)\b/i.test(def[1])
  )
    return { kind: 'definition', subject: def[1] };
  // a cause or an effect: "why…", "what can happen to…", "what are the effects of…"
  if (
    /^why\b|\bwhy (?:is|are|do|does|should)\b|\breason\b|^what (?:can |could |will |would |might )?happens?\b|^what (?:are|is) the (?:effects?|consequences?|dangers?|risks?)\b/i.test(
      t,
    )
  )
    return { kind: 'reason' };
  if (
    /^how (?:do|does|should|can|would|to)\b|\bwhat (?:do|should|would|must|can) (?:i|we|you|the nurse) (?:do|check|assess|monitor|watch for|report|teach)\b|\b(?:steps?|procedure|in what order|what order|sequence)\b/i.test(
      t,
    )
  ) {
    return { kind: 'procedure' };
  }
  return { kind: 'general' };
}

/** The noun phrase a clause ends on, after its last preposition ("… to restore with incremental backups," → "incremental backups"). */
function endingPhrase(clause: string): string | null {
  const m = /\b(?:with|of|for|about|on|in|from|using|uses?)\s+(?:an?\s+|the\s+)?([^,;.?!]+?)\s*,?\s*$/i.exec(
    clause.trim(),
  );
  const phrase = m?.[1]?.trim();
  return phrase && phrase.split(/\s+/).length <= 4 ? phrase : null;
}

/** "the difference between the two", "how do they differ": asks to tell apart two things named before it. */
const DIFFERENCE_OF_TWO =
  /\b(?:difference|differences)\s+between\s+(?:the two|them|these two|those two|both)\b|\bhow do (?:they|the two|these|those) differ\b/i;

/**
 * The two names a "difference between the two" question points back to: the words written with a capital (not the
 * first of a sentence) or as an acronym, with a number that follows ("RAID 5"), in the sentences before it, when there
 * are exactly two.
 */
function namedPairBefore(t: string): [string, string] | null {
  const sentences = t.split(/(?<=[.?!])\s+/);
  const ask = sentences.at(-1) ?? '';
  if (sentences.length < 2 || !DIFFERENCE_OF_TWO.test(ask)) return null;
  const names = new Set<string>();
  for (const sentence of sentences.slice(0, -1))
    for (const m of sentence.matchAll(/(?<=\s)[A-Z][\p{L}\d-]*[\p{L}\d](?: \d+\b)?/gu))
      if (m[0] !== 'I') names.add(m[0]);
  const [a, b, more] = [...names];
  return a && b && !more ? [a, b] : null;
}

const ORDINALS = ['second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** Which step a question asks for: "the first / initial step", "the last step", "the third step", "step 4". */
function ordinalOf(t: string): Question['ordinal'] {
  if (/\b(?:first|initial) step\b/i.test(t)) return 'first';
  if (/\b(?:last|final|closing) step\b/i.test(t)) return 'last';
  const word = new RegExp(`\\b(${ORDINALS.join('|')}) step\\b`, 'i').exec(t)?.[1];
  if (word) return ORDINALS.indexOf(word.toLowerCase()) + 2;
  const n = /\bstep (\d{1,2})\b|\b(\d{1,2})(?:st|nd|rd|th) step\b/i.exec(t);
  const num = Number(n?.[1] ?? n?.[2] ?? NaN);
  return Number.isInteger(num) && num > 0 ? num : undefined;
}

/**
 * Reads a question in its conversation. "And RAID 5?" after "What is RAID 1?" is asked as "What is RAID 5?":
 * the new words replace the previous question's names and numbers, its other words and its kind carry over.
 */
export function readQuestion(message: string, history: readonly ChatTurn[]): Question {
  let text = message.trim();
  let swapped: string | undefined;
  const swap = FOLLOW_UP_SWAP.exec(text);
  const previous = [...history]
    .reverse()
    .find((t) => t.role === 'user' && !isMoreFollowUp(t.content))
    ?.content.trim();
  if (swap?.[1] && previous) {
    const prevKind = kindOf(previous);
    const added = analyse(swap[1]).flatMap((s) => s.words);
    // "and Telnet?" swaps the thing asked about; "and take off first?" (no name or noun) swaps what is done to it
    const addsThing = added.some((w) => NOMINAL.has(w.pos) || /\d/.test(w.text));
    const kept = analyse(previous)
      .flatMap((s) => s.words)
      .filter((w) =>
        addsThing
          ? w.pos !== 'PROPN' &&
            !/\d/.test(w.text) &&
            !/[A-Z].*[A-Z]/.test(w.text) &&
            !(prevKind.subject && prevKind.subject.includes(w.text))
          : !['VERB', 'ADV', 'ADP', 'PART', 'PUNCT'].includes(w.pos),
      );
    // "And for a newborn?" asks about the newborn: an answer must name it, not only the adult asked before
    if (addsThing) swapped = swap[1];
    // "and for a child?" after "What is a normal hemoglobin for a woman?" swaps the phrase, not the subject
    const phrase = /^(for|in|of|with|on|at|during|after|before)\s/i.exec(swap[1]);
    if (prevKind.kind === 'definition' && phrase) {
      const asked = previous.replace(/[?.!]*$/, '');
      const at = asked.search(new RegExp(`\\s${phrase[1]}\\s`, 'i'));
      text = `${at > 0 ? asked.slice(0, at) : asked} ${swap[1]}?`;
    } else if (prevKind.kind === 'definition') text = `What is ${swap[1]}?`;
    else if (prevKind.kind === 'difference') text = swap[1];
    else
      text = `${kept.map((w) => w.text).join(' ')} ${added.map((w) => w.text).join(' ')}`.replace(
        /\s+([?.!,])/g,
        '$1',
      );
  } else if (
    previous &&
    REFERS_BACK_WORD.test(text) &&
    // "What port does SSH use and is it TCP or UDP?": a pronoun after a name of the question stands for that name
    namedIn(text.slice(0, REFERS_BACK_WORD.exec(text)?.index ?? 0)).length === 0
  ) {
    // "Which one is faster?", "Is it faster than SATA?": the pronoun stands for the previous question's subject
    const own = new Set(namedIn(text).map((w) => w.toLowerCase()));
    const carried = namedIn(previous).filter((w) => !own.has(w.toLowerCase()));
    if (carried.length) text = `${text.replace(/[?.!]*$/, '')} ${carried.join(' ')}?`;
  }
  return { ...readText(text, text), ...(swapped ? { swapped } : {}) };
}

/** A question read from what it asks (`asked`, whose wording says its kind) and the text it stands for. */
function readText(asked: string, text: string): Question {
  const words = analyse(text).flatMap((s) => s.words);
  const kind = kindOf(asked);
  const measured = kind.kind === 'number' ? measuredThing(words) : undefined;
  const answerType = kind.kind === 'number' ? undefined : answerTypeOf(words);
  return {
    ...kind,
    text,
    words,
    ...(measured ? { measured } : {}),
    ...(answerType ? { answerType } : {}),
  };
}

/** The noun of "what / which (kind of) <noun>" ("what colour tag" → colour, "which kind of mask" → mask). */
function answerTypeOf(words: readonly Word[]): string | undefined {
  const at = words.findIndex((w) => /^(?:what|which)$/i.test(w.text));
  if (at < 0) return undefined;
  let i = at + 1;
  if (/^(?:kind|type|sort)s?$/i.test(words[i]?.text ?? '') && /^of$/i.test(words[i + 1]?.text ?? '')) i += 2;
  const w = words[i];
  return w && w.pos === 'NOUN' ? w.lemma : undefined;
}

export const MEASURE_NOUN =
  /^(?:range|rate|level|percent(?:age)?|value|dose|dosage|count|ratio|limit|amount|threshold|concentration)s?$/i;
const NOMINAL = new Set(['NOUN', 'PROPN']);

/** The noun a measure word measures: the noun before it ("platelet count") or ending its "for/of" phrase. */
function measuredThing(words: readonly Word[]): Word | undefined {
  const at = words.findIndex((w) => MEASURE_NOUN.test(w.text));
  if (at < 0) return undefined;
  const before = words[at - 1];
  if (before && NOMINAL.has(before.pos) && !/\d/.test(before.text)) return before;
  if (!/^(?:for|of)$/i.test(words[at + 1]?.text ?? '')) return undefined;
  let last: Word | undefined;
  for (const w of words.slice(at + 2)) {
    if (NOMINAL.has(w.pos)) last = w;
    else if (w.pos !== 'ADJ' && w.pos !== 'DET') break;
  }
  return last;
}

/** A word that points back to what was said before. */
const REFERS_BACK_WORD = /\b(?:it|its|they|them|their|one|ones)\b/i;

/** What a text names: its names, nouns and numbers (not how it asks). */
function namedIn(text: string): string[] {
  return analyse(text)
    .flatMap((s) => s.words)
    .filter((w) => !isFrameWord(w) && (NOMINAL.has(w.pos) || w.pos === 'NUM'))
    .map((w) => w.text);
}

const PART_START =
  '(?:what|which|why|how|when|where|who|whom|whose|is|are|was|were|does|do|did|can|could|should|would|will)\\b';
/** Where a second question starts: "…, and why does…", "… and is it…", "…? What…". */
const SECOND_PART = new RegExp(`(?:,?\\s+(?:and|but|or)\\s+|\\?\\s+|;\\s+)(?=${PART_START})`, 'i');
/** A part that names nothing itself ("is it TCP or UDP", "why") takes the other part's subject. */
const REFERS_BACK =
  /^(?:why|how|when|where|what|which)?\s*[?.!]*$|\b(?:it|its|they|them|their|this|that|these|those|one)\b/i;

/**
 * The parts of a two-part question ("What port does RDP use and is it TCP or UDP?", "What is X and why does Y?"),
 * each read as its own question; a part that refers back ("is it…", a bare "why?") carries the other part's words
 * so it can be answered on its own. One question gives one part.
 */
export function readQuestionParts(message: string, history: readonly ChatTurn[]): Question[] {
  const whole = readQuestion(message, history);
  // a comparison ("difference between X and Y") and a follow-up are one question, whatever their "and"
  if (whole.kind === 'difference' || whole.text !== message.trim()) return [whole];
  const m = SECOND_PART.exec(whole.text);
  if (!m || m.index === 0) return [whole];
  let first = whole.text.slice(0, m.index).trim();
  const second = whole.text.slice(m.index + m[0].length).trim();
  // "How fast and how deep do I do compressions?": a bare "how fast" shares what the second part asks
  const bare = /(?:^|[.!?]\s+)(how\s+\w+|what|which|when|where|why|who)$/i.exec(first);
  const secondWh = /^(?:how\s+\w+|what|which|when|where|why|who)\b/i.exec(second);
  if (bare?.[1] && secondWh) first = `${first}${second.slice(secondWh[0].length)}`;
  const contentOf = (text: string) =>
    analyse(text)
      .flatMap((s) => s.words)
      .filter((w) => !isFrameWord(w) && /[\p{L}\p{N}]/u.test(w.text))
      .map((w) => w.text);
  // each part must ask something of its own: "…, and what…" with a one-word first part is one question
  if (contentOf(first).length === 0) return [whole];
  const one = (text: string, context: string): Question => {
    const own = text.replace(/[?.!]*$/, '');
    const full = context ? `${own} ${context}` : own;
    return { ...readText(text, full), asked: text };
  };
  const parts = [one(first, '')];
  // "…, and how deep?": a part with at most one word of its own asks about the other part's subject
  // it carries the first part's subject: its names, nouns and numbers, not how that part asked ("fast", "use")
  const subjectOf = (text: string) =>
    analyse(text)
      .flatMap((s) => s.words)
      .filter((w) => !isFrameWord(w) && (NOMINAL.has(w.pos) || w.pos === 'NUM'))
      .map((w) => w.text);
  const refersBack = REFERS_BACK.test(second) || contentOf(second).length <= 1;
  parts.push(one(second, refersBack ? subjectOf(first).join(' ') : ''));
  return parts;
}
