/**
 * How a learning mode shapes the offline tutor's grounded answers (issue 16). The sentences stay the lesson's own,
 * each with its citation; a mode only lays them out (a timeline in date order, numbered steps and `code`, a formula on
 * its own line, priorities first, a quotation as a blockquote, the passages' scripture references listed) and may
 * show a few more sentences of the kind it lays out, at the same relevance bar as any other. What a mode cannot do
 * from the sentences it does not do: the answer stays as it is. Writing, and no mode, change nothing. Code lines are
 * not fenced: passages reach the engine with their line breaks collapsed (splitPassages), so the layout is lost.
 */
import type { KnowledgePassage } from '../../../../shared/schemas/ai';
import type { LearningMode } from '../../../../shared/study/quick-actions';
import { analyse } from '../../nlp/nlp';
import { taggedSenseCountAs } from '../../nlp/wordnet';
import type { QuestionKind } from './question';

/** A sentence of the answer with its citation marker (' [1]', or '' when sources are not cited). */
export interface ShownSentence {
  text: string;
  mark: string;
  passage: KnowledgePassage;
}

export interface ModeStyle {
  /**
   * A sentence of the kind the mode lays out, which the answer may add (up to `extra` beyond the level's count) when
   * it is as relevant as the answer's other sentences; `picked` are the sentences already chosen.
   */
  wants?: (text: string, picked: readonly string[], question: string) => boolean;
  extra?: number;
  /** The next sentence of the lesson continues the answer to a question of this kind (a procedure, a calculation). */
  continues?: (text: string, kind: QuestionKind) => boolean;
  /** The body in the mode's shape (Markdown blocks), or null when the sentences give it nothing to shape. */
  shape: (shown: readonly ShownSentence[]) => string | null;
}

/** A sentence with its citation marker before its closing punctuation. */
export function sentenceWithMark(text: string, mark: string): string {
  if (!mark) return text;
  const end = /[.!?:;]*$/.exec(text)?.[0] ?? '';
  return `${text.slice(0, text.length - end.length)}${mark}${end || '.'}`;
}

const prose = (shown: readonly ShownSentence[]) =>
  shown.map((s) => sentenceWithMark(s.text, s.mark)).join(' ');

/** Markdown blocks joined, empty ones left out. */
const blocks = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join('\n\n');

// ───────────────────────────── history: a timeline ─────────────────────────────

const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.|Feb\\.|Aug\\.|Sept?\\.|Oct\\.|Nov\\.|Dec\\.)';
const YEAR = '(?:1[0-9]{3}|20[0-9]{2})';
/**
 * A date in a history sentence: a century, a year with an era, or a year introduced as a date ("in 1914", "by 1918",
 * "on 28 June 1914", "July 1914", "1914–1918", a sentence opening "1914, …"), not any four-digit number ("1500 men").
 */
const HISTORY_DATE = new RegExp(
  [
    `\\b([0-9]{1,2}(?:st|nd|rd|th) century(?: (?:BCE|CE|BC|AD))?)`,
    `\\b([0-9]{1,4} (?:BCE|CE|BC|AD))\\b`,
    `\\b(?:in|by|from|until|till|after|before|around|since|during|circa|c\\.|of|on)\\s+(?:(?:early|late|mid)[- ]?)?(?:\\d{1,2}\\s+)?(?:${MONTH}\\s+(?:\\d{1,2},?\\s+)?)?(${YEAR}s?)\\b`,
    `\\b${MONTH}\\s+(?:\\d{1,2},?\\s+)?(${YEAR})\\b`,
    `\\b(${YEAR})\\s*[–-]\\s*${YEAR}\\b`,
    `^(${YEAR})(?=,)`,
  ].join('|'),
);

export function dateOf(text: string): string | undefined {
  const m = HISTORY_DATE.exec(text);
  return m?.slice(1).find(Boolean);
}

/** A date's place in time (a century by its first year, BCE before CE). */
export function yearOf(when: string): number {
  const n = Number(/\d+/.exec(when)?.[0] ?? NaN);
  const bc = /\b(?:BCE|BC)\b/.test(when) ? -1 : 1;
  return /century/.test(when) ? bc * (n - 1) * 100 : bc * n;
}

const history: ModeStyle = {
  // more dated sentences for an answer that already gives a date, or a question that asks for one
  wants: (text, picked, question) =>
    !!dateOf(text) &&
    (picked.some((p) => !!dateOf(p)) || /^\s*when\b|\bwhat year\b|\btimeline\b|\bchronolog/i.test(question)),
  extra: 2,
  shape: (shown) => {
    const dated = shown
      .map((s, order) => ({ s, order, when: dateOf(s.text) }))
      .filter((x): x is { s: ShownSentence; order: number; when: string } => !!x.when);
    if (dated.length < 2) return null;
    dated.sort((a, b) => yearOf(a.when) - yearOf(b.when) || a.order - b.order);
    const undated = shown.filter((s) => !dateOf(s.text));
    return blocks(
      undated.length ? prose(undated) : null,
      `**Timeline**\n\n${dated.map(({ s, when }) => `- ${when} — ${sentenceWithMark(s.text, s.mark)}`).join('\n')}`,
    );
  },
};

// ───────────────────────────── IT and programming: steps and code ─────────────────────────────

const NUMBERED_STEP = /^(?:step\s+(\d+)[:.)]?|(\d+)[.)])\s+/i;
/** A sentence opening with an order word ("Then run …"), not a compound ("Next-generation firewalls …"). */
const ORDER_WORDS = /^(?:first|second|third|then|next|after that|finally|lastly)(?![-\w])/i;

/**
 * An instruction: the sentence opens with a verb in its base form ("Restart the spooler.", "Check the cable.": the
 * tagger reads a verb, or the word is a WordNet verb followed by an article or a pronoun), not a statement whose
 * subject could be a verb ("Windows stores it", "Water boils at 100 °C").
 */
function isImperative(text: string): boolean {
  const [first, next] = analyse(text)[0]?.words ?? [];
  if (!first || !/^[A-Z][a-z]+$/.test(first.text) || first.lemma !== first.text.toLowerCase()) return false;
  if (/(?:ing|ed)$/.test(first.text) || next?.pos === 'VERB' || next?.pos === 'AUX') return false;
  if (first.pos === 'VERB') return true;
  return taggedSenseCountAs(first.lemma, 'verb') > 0 && (next?.pos === 'DET' || next?.pos === 'PRON');
}

export function isStep(text: string): boolean {
  return NUMBERED_STEP.test(text) || ORDER_WORDS.test(text) || isImperative(text);
}

/** Command names that are not English words, shown as code wherever they stand. */
const COMMANDS =
  'ipconfig|ifconfig|nslookup|tracert|traceroute|netstat|chkdsk|diskpart|gpupdate|gpresult|sfc|dism|regedit|msconfig|msinfo32|taskmgr|sudo|chmod|chown|grep|nbtstat|pathping|robocopy|xcopy|bootrec|bcdedit|winver|dxdiag|npm|git';
/** A command-line switch: "/all", "/?", "-l", "--force". */
const SWITCH = String.raw`(?:\/[a-z?][\w:]*(?![\w/])|--?[a-z][\w-]*)`;
/** Words of a sentence that stand before a switch without being its command ("/release and /renew"). */
const PROSE_WORDS =
  'and|or|the|a|an|for|with|to|then|use|uses|using|run|runs|type|enter|of|in|on|by|from|as|is|are|but|plus|add|adds';
const FILE_EXT =
  'exe|dll|sys|ini|cfg|conf|log|json|ya?ml|xml|py|js|ts|jsx|tsx|java|cs|cpp|go|rs|rb|php|sh|bat|cmd|ps1|msc|cpl|html|css|md|csv';
/** What an IT or programming sentence names as code: commands with their switches, files, paths, identifiers, ports. */
const CODE_SPANS: readonly RegExp[] = [
  // a path ("C:\\Windows\\System32", "/etc/hosts")
  /\b[A-Z]:\\[\w\\.$-]*|(?<![\w/])\/(?:etc|usr|var|home|bin|sbin|tmp|dev|proc|opt|boot)(?:\/[\w.-]+)*/g,
  // a command with its switches ("ipconfig /all", "ls -l", "git commit -m"), not a word of the sentence before a
  // switch named on its own ("/release and /renew")
  new RegExp(
    `\\b(?:(?:${COMMANDS})(?:\\s+[a-z][a-z0-9-]*)?|(?!(?:${PROSE_WORDS})\\b)[a-z][a-z0-9-]*)(?:\\s+${SWITCH})+`,
    'g',
  ),
  new RegExp(`\\b(?:${COMMANDS})\\b`, 'g'),
  new RegExp(`(?<=^|[\\s(])${SWITCH}`, 'g'),
  // a file name (not a product such as Node.js) and a dotfile
  new RegExp(`(?<![\\w/\\\\])(?![A-Z][a-z]+\\.js\\b)[\\w-]+\\.(?:${FILE_EXT})\\b`, 'g'),
  /(?<![\w/.])\.(?:[a-z]+(?:rc|config|ignore|profile)|env)\b/g,
  // identifiers: calls (with their brackets), camelCase, snake_case
  /\b[A-Za-z_][\w.]*\((?!s\))[^()\s]*\)/g,
  /\b[a-z]{2,}(?:[A-Z][a-z0-9]+)+\b/g,
  /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/g,
];
/** A port number after its transport or the word port ("TCP 3389", "ports 20 and 21"). */
const PORT_LIST =
  /\b(?:(?:TCP|UDP)(?:\/(?:TCP|UDP))?|[Pp]orts?)\s+(\d{1,5}(?:\s*(?:,|and|or|to|–|-)\s*\d{1,5})*)\b/g;
/** In a sentence about ports, a further port named with what it is for ("UDP 161 for queries and 162 for traps"). */
const MORE_PORTS = /(?:,|\band|\bor)\s+(\d{2,5})(?=\s+(?:for|\())/g;

/** The sentence with its commands, files, paths, identifiers and port numbers in `code`. */
export function withInlineCode(text: string): string {
  const spans: { start: number; end: number }[] = [];
  const add = (start: number, end: number) => {
    if (spans.some((s) => start < s.end && end > s.start)) return;
    spans.push({ start, end });
  };
  for (const re of CODE_SPANS)
    // a sentence's own full stop or comma after a path or a file is not part of it
    for (const m of text.matchAll(re)) add(m.index, m.index + m[0].replace(/[\s.,;:]+$/, '').length);
  for (const m of text.matchAll(PORT_LIST)) {
    const list = m[1] ?? '';
    const at = m.index + m[0].length - list.length;
    for (const n of list.matchAll(/\d{1,5}/g)) add(at + n.index, at + n.index + n[0].length);
  }
  if (new RegExp(PORT_LIST.source).test(text)) {
    for (const m of text.matchAll(MORE_PORTS)) {
      const port = m[1] ?? '';
      const at = m.index + m[0].length - port.length;
      add(at, at + port.length);
    }
  }
  if (text.includes('`') || spans.length === 0) return text;
  spans.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const s of spans) {
    out += `${text.slice(at, s.start)}\`${text.slice(s.start, s.end)}\``;
    at = s.end;
  }
  return out + text.slice(at);
}

/**
 * Steps as a numbered list (the lesson's own numbers when it numbers them in order), the sentences before and after
 * them as prose; commands, files, identifiers and ports in `code`. Null when there is neither a list nor code.
 */
function stepsAndCode(shown: readonly ShownSentence[]): string | null {
  const stepAt = shown.map((s) => isStep(s.text));
  const first = stepAt.indexOf(true);
  const last = stepAt.lastIndexOf(true);
  const asProse = (list: readonly ShownSentence[]) =>
    list.map((s) => sentenceWithMark(withInlineCode(s.text), s.mark)).join(' ');
  const run = first >= 0 ? shown.slice(first, last + 1) : [];
  if (run.length >= 2 && stepAt.slice(first, last + 1).every(Boolean)) {
    const numbers = run.map((s) => Number(NUMBERED_STEP.exec(s.text)?.slice(1).find(Boolean) ?? NaN));
    const own = numbers.every((n, i) => Number.isFinite(n) && (i === 0 || n === (numbers[i - 1] ?? 0) + 1));
    const items = run.map((s, i) => {
      const text = own ? s.text.replace(NUMBERED_STEP, '') : s.text;
      return `${own ? numbers[i] : i + 1}. ${sentenceWithMark(withInlineCode(text), s.mark)}`;
    });
    return blocks(asProse(shown.slice(0, first)), items.join('\n'), asProse(shown.slice(last + 1)));
  }
  return shown.some((s) => withInlineCode(s.text) !== s.text) ? asProse(shown) : null;
}

const technical: ModeStyle = {
  continues: (text, kind) => kind === 'procedure' && isStep(text),
  shape: stepsAndCode,
};

// ───────────────────────────── math and science: formulas and worked steps ─────────────────────────────

/** A sentence that states a formula or does a computation. */
const FORMULA_SENTENCE = /\s(?:=|×|÷)\s|\d\s*[×÷]\s*\d/;
/** A worked step: a computation with numbers on both sides of '='. */
const COMPUTATION = /\d[^=.]*=\s*[\d(]|=\s*\d[^.]*[×÷/*]\s*\d/;

const OPERAND = String.raw`(?:\d[\d,]*(?:\.\d+)?(?:\s?(?:%|[a-zA-Zµ]+(?:\/[a-zA-Zµ]+)?(?:\^?[23])?))?|[A-Za-z]+)`;
const OPERATOR = String.raw`\s(?:=|×|÷|\/|\*|\+|−|-)\s`;
/** A run 'operand op operand …' with an '=' in it, each operand a number (with its unit) or one word. */
const EQUATION = new RegExp(`${OPERAND}(?:${OPERATOR}${OPERAND})+`, 'g');
const LATEX_OPS: Readonly<Record<string, string>> = {
  '=': '=',
  '×': '\\times',
  '÷': '\\div',
  '/': '/',
  '*': '\\times',
  '+': '+',
  '−': '-',
  '-': '-',
};

function operandLatex(o: string): string {
  const m = /^(\d[\d,]*(?:\.\d+)?)\s?(.*)$/.exec(o);
  if (!m) return `\\text{${o}}`;
  const n = (m[1] ?? '').replace(/,/g, '{,}');
  const unit = m[2] ?? '';
  if (!unit) return n;
  if (unit === '%') return `${n}\\%`;
  return `${n}\\,\\text{${unit}}`;
}

/**
 * The sentence with its equation in LaTeX, when it has one that converts safely: operands of numbers with units or
 * single words, the operators =, ×, ÷, /, +, − and *; null otherwise (a '$' in the sentence, words between terms).
 */
export function withLatex(text: string): string | null {
  if (text.includes('$') || text.includes('\\')) return null;
  let changed = false;
  const out = text.replace(EQUATION, (eq: string, at: number) => {
    if (!/\s=\s/.test(eq)) return eq;
    const parts = eq.split(/\s(=|×|÷|\/|\*|\+|−|-)\s/);
    // a word at either end must be the whole term: the equation opens the sentence or a clause and closes one
    // ("Flow rate = volume ÷ time taken" would put half a term outside the formula)
    const opensClause = at === 0 || /[,:;(]\s*$/.test(text.slice(0, at));
    const closesClause = /^\s*(?:[.,;:!?)]|$)/.test(text.slice(at + eq.length));
    if (/^[A-Za-z]/.test(parts[0] ?? '') && !opensClause) return eq;
    if (/^[A-Za-z]/.test(parts.at(-1) ?? '') && !closesClause) return eq;
    const latex = parts.map((p, i) => (i % 2 === 1 ? (LATEX_OPS[p] ?? p) : operandLatex(p))).join(' ');
    changed = true;
    return `$${latex}$`;
  });
  return changed ? out : null;
}

function formulasAndSteps(shown: readonly ShownSentence[]): string | null {
  const isFormula = shown.map((s) => FORMULA_SENTENCE.test(s.text));
  if (!isFormula.some(Boolean)) return null;
  const line = (s: ShownSentence) => sentenceWithMark(withLatex(s.text) ?? s.text, s.mark);
  const out: string[] = [];
  let i = 0;
  while (i < shown.length) {
    const s = shown[i];
    if (!s) break;
    // worked steps: two or more computations in a row, numbered
    let j = i;
    while (j < shown.length && COMPUTATION.test(shown[j]?.text ?? '')) j++;
    if (j - i >= 2) {
      out.push(
        shown
          .slice(i, j)
          .map((w, k) => `${k + 1}. ${line(w)}`)
          .join('\n'),
      );
      i = j;
      continue;
    }
    if (isFormula[i]) out.push(line(s));
    else if (out.length && i > 0 && !isFormula[i - 1])
      out[out.length - 1] += ` ${sentenceWithMark(s.text, s.mark)}`;
    else out.push(sentenceWithMark(s.text, s.mark));
    i++;
  }
  return blocks(...out);
}

const quantitative: ModeStyle = {
  continues: (text, kind) =>
    kind === 'calculation' && (COMPUTATION.test(text) || FORMULA_SENTENCE.test(text)),
  shape: formulasAndSteps,
};

// ───────────────────────────── nursing: priorities first ─────────────────────────────

/** A sentence that states a priority or a safety action. */
export const PRIORITY =
  /\b(?:priorit\w*|immediately|at once|first (?:action|step)|notify|call (?:for help|the (?:provider|physician|rapid response))|rapid response|ABCs?|airway, breathing,? and circulation|(?:maintain|secure|open|protect) (?:the |an |a patent )?airway|stop the (?:infusion|transfusion)|safety|emergency)\b|^First(?![-\w])/i;

const nursing: ModeStyle = {
  wants: (text) => PRIORITY.test(text),
  extra: 1,
  shape: (shown) => {
    const first = shown.filter((s) => PRIORITY.test(s.text));
    const rest = shown.filter((s) => !PRIORITY.test(s.text));
    // a priority comes first among other sentences; alone it is the answer as it stands
    if (first.length === 0 || rest.length === 0) return null;
    return blocks(
      `**Priority**\n\n${first.map((s) => `- ${sentenceWithMark(s.text, s.mark)}`).join('\n')}`,
      prose(rest),
    );
  },
};

// ───────────────────────────── literature: quotations ─────────────────────────────

/** A sentence that ends with a quotation of four words or more: what introduces it, and the quotation. */
const ENDING_QUOTE = /^(.*?)[\s,:]*[“"]([^”"]+?)[”"]\s*([.!?]?)$/;

function quotations(shown: readonly ShownSentence[]): string | null {
  const split = shown.map((s) => {
    const m = ENDING_QUOTE.exec(s.text);
    if (!m || (m[2] ?? '').trim().split(/\s+/).length < 4) return null;
    return { intro: (m[1] ?? '').trim(), quote: `${(m[2] ?? '').trim()}${m[3] ?? ''}` };
  });
  if (!split.some(Boolean)) return null;
  const out: string[] = [];
  shown.forEach((s, i) => {
    const q = split[i];
    if (!q) {
      const f = sentenceWithMark(s.text, s.mark);
      if (out.length && !split[i - 1]) out[out.length - 1] += ` ${f}`;
      else out.push(f);
      return;
    }
    if (q.intro) out.push(`${q.intro}:`);
    out.push(`> ${sentenceWithMark(q.quote, s.mark)}`);
  });
  return blocks(...out);
}

// ───────────────────────────── faith: cross references ─────────────────────────────

const BOOKS =
  "Genesis|Exodus|Leviticus|Numbers|Deuteronomy|Joshua|Judges|Ruth|Samuel|Kings|Chronicles|Ezra|Nehemiah|Esther|Job|Psalms?|Proverbs|Ecclesiastes|Song of (?:Songs|Solomon)|Isaiah|Jeremiah|Lamentations|Ezekiel|Daniel|Hosea|Joel|Amos|Obadiah|Jonah|Micah|Nahum|Habakkuk|Zephaniah|Haggai|Zechariah|Malachi|Matthew|Mark|Luke|John|Acts|Romans|Corinthians|Galatians|Ephesians|Philippians|Colossians|Thessalonians|Timothy|Titus|Philemon|Hebrews|James|Peter|Jude|Revelation|Surah|Sura|Qur[’']?an|Quran";
/** A scripture reference: a book with a chapter, and verses if given ("John 3:16", "1 Corinthians 13:4–7", "Genesis 1"). */
const REFERENCE = new RegExp(
  `\\b(?:[1-3]\\s)?(?:${BOOKS})\\s\\d{1,3}(?::\\d{1,3}(?:\\s?[–-]\\s?\\d{1,3})?(?:,\\s?\\d{1,3})*)?\\b`,
  'g',
);

export function referencesIn(text: string): string[] {
  return [...text.matchAll(REFERENCE)].map((m) => m[0]);
}

const faith: ModeStyle = {
  shape: (shown) => {
    const refs = new Map<string, string>();
    // the references of the answer's sentences first, then the others of the passages they come from
    for (const s of shown) for (const r of referencesIn(s.text)) if (!refs.has(r)) refs.set(r, s.mark);
    for (const s of shown)
      for (const r of referencesIn(s.passage.text)) if (!refs.has(r)) refs.set(r, s.mark);
    if (refs.size === 0) return null;
    const list = [...refs].slice(0, 8).map(([r, mark]) => `- ${r}${mark}`);
    return blocks(prose(shown), `**Cross references**\n\n${list.join('\n')}`);
  },
};

const STYLES: Partial<Record<LearningMode, ModeStyle>> = {
  history,
  it: technical,
  programming: technical,
  math: quantitative,
  science: quantitative,
  nursing,
  literature: { shape: quotations },
  faith,
  // writing: the offline tutor has nothing honest to add to the lesson's sentences
};

/** The offline style of a learning mode; undefined for writing, an unknown mode or none. */
export function modeStyle(mode: string | null | undefined): ModeStyle | undefined {
  return mode ? STYLES[mode as LearningMode] : undefined;
}
