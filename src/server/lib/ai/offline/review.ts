/**
 * Offline essay prompt review and thesis review, by explicit, explainable checks.
 */
import type { EssayPromptReview, ThesisReview } from '../../../../shared/schemas/ai';
import { analyse, type Pos, type Word } from '../../nlp/nlp';
import { englishWordShare } from '../../nlp/speller';
import { nounPhrases } from '../../nlp/phrases';
import { hypernymChain } from '../../nlp/wordnet';
import { withoutInstructions } from './instructions';
import { prepareQuery, relevance, termProfile } from './relevance';
import { GENERIC_WORDS, capitalize, listJoin, quoteList, words } from './text';

/** Verbs (and question forms) that give an essay prompt its task. */
const TASK_VERBS = [
  'discuss',
  'analyze',
  'analyse',
  'evaluate',
  'assess',
  'compare',
  'contrast',
  'argue',
  'explain',
  'describe',
  'examine',
  'explore',
  'investigate',
  'justify',
  'critique',
  'criticise',
  'criticize',
  'defend',
  'propose',
  'reflect',
  'consider',
  'summarize',
  'summarise',
  'outline',
  'interpret',
  'illustrate',
  'identify',
  'review',
  'debate',
  'persuade',
  'convince',
  'recommend',
  'determine',
  'define',
  'trace',
  'demonstrate',
  'show',
  'prove',
  'write',
  'develop',
  'design',
  'create',
  'narrate',
  'tell',
  'imagine',
  'respond',
  'agree',
  'disagree',
];
const QUESTION_START =
  /^(?:how|why|what|which|who|when|where|should|could|would|does|do|is|are|can|to what extent|in what ways)\b/i;

/** Words that do not name a topic on their own. */
const VAGUE_WORDS = new Set(
  'stuff things thing something anything everything topic topics subject subjects essay essays paper about whatever life world people society today general lots lot any some matter matters issue issues own extent'.split(
    ' ',
  ),
);

/** A prompt is mostly non-words when fewer than this share of its distinct words are English dictionary words. */
export const MIN_ENGLISH_SHARE = 0.6;

/** Why the text does not read as English, or null: too few dictionary words, or one word said three times running. */
function nonWords(text: string): string | null {
  const share = englishWordShare(text);
  if (share.distinct > 0 && share.share < MIN_ENGLISH_SHARE) {
    return `it is mostly not English words (${quoteList(share.unknown.slice(0, 3))} ${share.unknown.length === 1 ? 'is' : 'are'} not in the dictionary)`;
  }
  const repeated = /\b(\p{L}+)(?:\s+\1\b){2,}/iu.exec(text)?.[1];
  if (repeated) return `it repeats “${repeated.toLowerCase()}” instead of saying something`;
  return null;
}

export interface PromptChecks {
  words: number;
  taskVerb: string | null;
  isQuestion: boolean;
  /** The topic: the prompt's noun phrases (part of speech), without task, vague or generic words. */
  topicTerms: string[];
  /** Why the prompt does not read as English, or null. */
  nonWords: string | null;
}

const isContentWord = (w: string) => !GENERIC_WORDS.has(w) && !VAGUE_WORDS.has(w) && !TASK_VERBS.includes(w);

export function checkPrompt(prompt: string): PromptChecks {
  const ws = words(prompt);
  const taskVerb = ws.find((w) => TASK_VERBS.includes(w)) ?? null;
  const isQuestion = /\?\s*$/.test(prompt.trim()) || QUESTION_START.test(prompt.trim());
  const topicTerms = nounPhrases(withoutInstructions(prompt))
    .map((p) =>
      p
        .split(' ')
        .filter((w) => !TASK_VERBS.includes(w.toLowerCase()))
        .join(' '),
    )
    .filter((p) => p.split(' ').some((w) => isContentWord(w.toLowerCase())));
  return { words: ws.length, taskVerb, isQuestion, topicTerms, nonWords: nonWords(prompt) };
}

/** What a scope word names: a population (a group of people), a place or a time period. */
export type ScopeKind = 'group' | 'place' | 'period';

/**
 * Hypernyms (WordNet) whose kinds name each scope: 'teenager' → 'person', 'school' → 'social group' (not any
 * 'group': an economy is a system, a kind of group), 'Asia' → 'landmass', 'decade' → 'time period'.
 */
const SCOPE_ANCESTORS: ReadonlyArray<readonly [ScopeKind, ReadonlySet<string>]> = [
  ['group', new Set(['person', 'social group'])],
  ['place', new Set(['location', 'landmass'])],
  ['period', new Set(['time period'])],
];

/** An age range or bound ('aged 13 to 17', 'ages 65 and over', '18-24-year-olds', 'under 18'). */
const AGE_GROUP =
  /\b(?:aged?|ages)\s+\d+|\b\d+\s*(?:-|–|to)\s*\d+[-\s]?years?\b|\b\d+[-\s]?year[-\s]?olds?\b|\b(?:under|over)[-\s]\d+s?\b/i;

/**
 * The words of a prompt that narrow its scope, with what they name: a noun (or name) of the prompt whose most common
 * WordNet sense is a kind of person or group ('teenagers', 'college students', 'older adults'), of location
 * ('Asia', 'rural areas') or of time period ('the 1990s', 'sixteenth-century'), a date, or an age group. Vague
 * nouns ('people', 'society', 'world') narrow nothing.
 */
export function namedScope(prompt: string): Array<{ word: string; kind: ScopeKind }> {
  const out: Array<{ word: string; kind: ScopeKind }> = [];
  const age = AGE_GROUP.exec(prompt)?.[0];
  if (age) out.push({ word: age, kind: 'group' });
  for (const sentence of analyse(withoutInstructions(prompt))) {
    for (const w of sentence.words) {
      if (w.entity === 'DATE') {
        out.push({ word: w.text, kind: 'period' });
        continue;
      }
      if (w.pos !== 'NOUN' && w.pos !== 'PROPN') continue;
      // 'teenagers'' → 'teenager', 'sixteenth-century' → 'century'
      const lemma = (
        w.lemma
          .replace(/['’]+$/, '')
          .split('-')
          .at(-1) ?? ''
      ).toLowerCase();
      if (!lemma || VAGUE_WORDS.has(lemma) || VAGUE_WORDS.has(w.text.toLowerCase())) continue;
      const chain = new Set(hypernymChain(lemma));
      const kind = SCOPE_ANCESTORS.find(([, ancestors]) => [...ancestors].some((a) => chain.has(a)))?.[0];
      if (kind) out.push({ word: w.text, kind });
    }
  }
  return out;
}

const STYLE_VERBS: Record<string, string[]> = {
  argumentative: [
    'argue',
    'evaluate',
    'assess',
    'justify',
    'defend',
    'persuade',
    'convince',
    'agree',
    'disagree',
    'debate',
    'should',
    'recommend',
    'critique',
    'whether',
    'extent',
  ],
  analytical: [
    'analyze',
    'analyse',
    'examine',
    'interpret',
    'compare',
    'contrast',
    'evaluate',
    'assess',
    'how',
    'why',
    'critique',
    'explore',
    'extent',
  ],
  expository: [
    'explain',
    'describe',
    'outline',
    'discuss',
    'summarize',
    'summarise',
    'define',
    'identify',
    'illustrate',
    'what',
    'how',
    'explore',
  ],
  narrative: ['narrate', 'tell', 'describe', 'imagine', 'write', 'reflect', 'create', 'develop'],
};

export function reviewPromptOffline(
  prompt: string,
  meta: { essayType?: string | undefined; writingStyle?: string | undefined },
): EssayPromptReview {
  const c = checkPrompt(prompt);
  const problems: string[] = [];
  if (c.nonWords) problems.push(c.nonWords);
  if (c.words < 6)
    problems.push(`it is too short (${c.words} word${c.words === 1 ? '' : 's'}; aim for at least 8)`);
  if (!c.taskVerb && !c.isQuestion) {
    problems.push(
      'it has no task — say what the essay must do (e.g. “discuss”, “evaluate”, “compare”) or ask a question',
    );
  }
  if (c.topicTerms.length === 0) problems.push('it names no specific topic (say what the essay is about)');

  const notes: string[] = [];
  const style = (meta.writingStyle ?? '').toLowerCase();
  const styleVerbs = STYLE_VERBS[style];
  if (styleVerbs && problems.length === 0) {
    const lower = ` ${words(prompt).join(' ')} `;
    const fits = styleVerbs.some((v) => lower.includes(` ${v} `));
    if (!fits) {
      notes.push(
        `For ${indefinite(style)} essay, a task such as ${styleVerbs
          .slice(0, 3)
          .map((v) => `“${v}”`)
          .join(', ')} fits better than ${c.taskVerb ? `“${c.taskVerb}”` : 'the current wording'}.`,
      );
    }
  }
  // a prompt that already names a group, a place or a period is narrowed; a topic alone ('Discuss technology.') is not
  const broad = c.topicTerms.length > 0 && !c.nonWords && namedScope(prompt).length === 0;
  const narrowing = 'Consider narrowing the scope (a place, period or group) so the essay can go into depth.';
  if (problems.length === 0 && broad && c.words > 12) notes.push(narrowing);

  if (problems.length > 0) {
    return {
      approved: false,
      feedback: `The prompt needs work: ${listJoin(problems)}.${c.topicTerms.length ? ` Topic found: ${quoteList(c.topicTerms.slice(0, 3))}.` : ''}${broad ? ` ${narrowing}` : ''} Example of a workable prompt: “Evaluate whether <policy or idea> improves <outcome> for <group>.”`,
    };
  }
  const task = c.taskVerb ? `a clear task (“${c.taskVerb}”)` : 'a clear question';
  return {
    approved: true,
    feedback: `Clear prompt: it sets ${task} and a focused topic (${quoteList(c.topicTerms.slice(0, 3))}).${notes.length ? ` ${notes.join(' ')}` : ''}`,
  };
}

// ───────────────────────────── thesis ─────────────────────────────

const CLAIM_MARKERS =
  /\b(?:should|must|ought to|need to|needs to|is (?:more|less|the most|the least|better|worse|essential|crucial|necessary|harmful|beneficial|ineffective|effective)|are (?:more|less|better|worse|essential|crucial|necessary|harmful|beneficial|ineffective|effective)|outweighs?|undermines?|improves?|reduces?|increases?|harms?|benefits?|fails? to|is responsible for|leads? to|causes?|cannot|can not|best|worst|unjust|unfair|justified|unjustified|because)\b/i;
const ANNOUNCEMENT =
  /\b(?:this (?:essay|paper|report)|in this (?:essay|paper)|i (?:will|am going to)|will (?:discuss|explore|examine|look at|talk about|describe))\b/i;
const REASON_MARKERS =
  /\b(?:because|since|as it|as they|due to|by|through|given that|owing to|which|so that)\b/gi;
const CONCESSION = /\b(?:although|though|while|whereas|despite|even though|even if|admittedly)\b/i;

/** Where the stated reasons start: after a reason marker ('because', 'through', 'due to' …) or a colon or dash. */
const REASONS_CLAUSE = /(?:\b(?:because|since|due to|as|through|by|given that|owing to)\b|:|—|–)(.*)$/i;

/**
 * How many reasons the thesis states: the items of the list after the first reason marker or colon
 * ('because A, B and C', 'through A, B and C', 'in three ways: A, B, and C'), at least one when there is a marker.
 * An item is a reason only when it names something (a noun, pronoun or verb, by the tagger): 'quiet, familiar
 * surroundings' is one item, not two. A relative clause (', which lets them…') elaborates the reason before it.
 */
export function reasonCount(thesis: string): number {
  const markers = thesis.match(REASON_MARKERS)?.length ?? 0;
  const clause = REASONS_CLAUSE.exec(thesis)?.[1];
  if (clause === undefined) return markers > 0 ? 1 : 0;
  // the clause is tagged whole (a lone 'quiet' reads as a noun), then cut into items at commas, 'and' and 'or',
  // except between two adjectives of one noun ('quiet, familiar rooms')
  const items: Word[][] = [[]];
  for (const sentence of analyse(clause)) {
    sentence.words.forEach((w, i, all) => {
      const betweenAdjectives = all[i - 1]?.pos === 'ADJ' && all[i + 1]?.pos === 'ADJ';
      if (/^(?:[,;]|and|or)$/i.test(w.text) && !betweenAdjectives) items.push([]);
      else items.at(-1)?.push(w);
    });
  }
  const reasons = items.filter(
    (item) =>
      item.some((w) => /\p{L}{3,}/u.test(w.text)) &&
      !/^(?:which|who|whom|whose|that|where)$/i.test(item[0]?.text ?? '') &&
      item.some((w) => NAMING_POS.has(w.pos)),
  );
  return Math.max(1, reasons.length);
}

/** Parts of speech that make a list item a reason of its own rather than a modifier of the next one. */
const NAMING_POS: ReadonlySet<Pos> = new Set(['NOUN', 'PROPN', 'PRON', 'VERB', 'NUM']);

export function reviewThesisOffline(input: {
  thesis: string;
  essayType?: string | undefined;
  writingStyle?: string | undefined;
  prompt: string;
  brainstormIdeas: readonly string[];
}): ThesisReview {
  const thesis = input.thesis.trim();
  const thesisWords = words(thesis);
  const considerations: string[] = [];
  const suggestions: string[] = [];
  const strengths: string[] = [];

  const isQuestion = /\?\s*$/.test(thesis);
  const announces = ANNOUNCEMENT.test(thesis);
  const hasClaim = !isQuestion && CLAIM_MARKERS.test(thesis);
  const reasons = reasonCount(thesis);
  const concedes = CONCESSION.test(thesis);

  if (isQuestion)
    suggestions.push('Turn the question into an answer: a thesis states your position rather than asking.');
  if (announces) suggestions.push('Replace the announcement (“this essay will…”) with the claim itself.');
  if (hasClaim) strengths.push('it takes a clear position');
  else if (!isQuestion)
    suggestions.push(
      'State a debatable claim — something a reasonable reader could disagree with (e.g. “X should…”, “X is more effective than Y because…”).',
    );
  if (reasons >= 2) strengths.push(`it gives ${reasons} reasons`);
  else if (reasons === 1)
    considerations.push(
      'One reason is given; a strong thesis usually previews two or three lines of argument.',
    );
  else
    suggestions.push(
      'Add the reasons for your claim (“…because A, B and C”) so the thesis maps out the essay.',
    );
  if (thesisWords.length > 60)
    suggestions.push(`At ${thesisWords.length} words the thesis is long; keep it to one or two sentences.`);
  if (thesisWords.length < 10) suggestions.push('The thesis is very short; add the scope and the reasons.');
  if (concedes) strengths.push('it acknowledges a counterpoint');
  else
    considerations.push(
      'Think about the strongest counter-argument; acknowledging it (“Although…”) makes the claim more persuasive.',
    );

  // Fit to the prompt
  let congruency: ThesisReview['prompt_congruency'] = 'medium';
  if (input.prompt.trim()) {
    const promptQuery = prepareQuery(input.prompt);
    const r = relevance(promptQuery, termProfile(thesis));
    const important = promptQuery.terms.filter((t) => t.weight >= 1);
    const missing = r.missing.filter((m) => !GENERIC_WORDS.has(m));
    if (r.score >= 6) congruency = 'high';
    else if (r.score >= 3) congruency = 'medium';
    else congruency = 'low';
    if (congruency === 'low') {
      suggestions.push(
        `Answer the prompt directly: the thesis shares few key terms with it${missing.length ? ` (missing ${quoteList(missing.slice(0, 4))})` : ''}.`,
      );
    } else if (missing.length > 0 && important.length > 0) {
      considerations.push(
        `The prompt also mentions ${quoteList(missing.slice(0, 3))}; make sure the thesis covers it or explain why not.`,
      );
    }
    if (r.shared.length) strengths.push(`it picks up the prompt’s ${quoteList(r.shared.slice(0, 3))}`);
  } else {
    considerations.push('No prompt was given, so fit to the prompt could not be checked.');
  }

  // Brainstorm ideas reflected
  const ideas = input.brainstormIdeas.map((i) => i.trim()).filter(Boolean);
  if (ideas.length) {
    const doc = termProfile(thesis);
    const scored = ideas
      .map((idea) => ({ idea, score: relevance(idea, doc).score }))
      .sort((a, b) => b.score - a.score);
    const used = scored.filter((s) => s.score >= 4);
    const unused = scored.filter((s) => s.score < 2);
    if (used.length) strengths.push(`it builds on ${used.length} of your ${ideas.length} brainstorm ideas`);
    if (unused.length && unused.length === ideas.length) {
      considerations.push(
        `None of your brainstorm ideas appear in the thesis (e.g. “${unused[0]?.idea ?? ''}”); connect the thesis to the ideas you plan to develop.`,
      );
    } else if (unused[0]) {
      considerations.push(
        `The idea “${unused[0].idea}” is not reflected in the thesis; drop it from the plan or work it in.`,
      );
    }
  }

  // Fit to the essay style
  const style = (input.writingStyle ?? input.essayType ?? '').toLowerCase();
  let styleScore = 0;
  let styleNote = '';
  if (style.includes('argument') || style === 'academic' || style === 'professional' || style === '') {
    styleScore = (hasClaim ? 1 : 0) + (reasons >= 1 ? 1 : 0) + (reasons >= 2 || concedes ? 1 : 0);
    styleNote = 'an argumentative thesis needs a debatable claim backed by reasons';
  } else if (style.includes('analy')) {
    const analytic = /\b(?:reveals?|shows?|demonstrates?|suggests?|illustrates?|how|why|through|by)\b/i.test(
      thesis,
    );
    styleScore = (analytic ? 1 : 0) + (hasClaim || analytic ? 1 : 0) + (reasons >= 1 ? 1 : 0);
    styleNote = 'an analytical thesis should say what the analysis reveals and how';
    if (!analytic) suggestions.push('Say what your analysis reveals and how (e.g. “…reveals X through Y”).');
  } else if (style.includes('expos')) {
    const neutral = !/\b(?:should|must|ought)\b/i.test(thesis);
    styleScore =
      (neutral ? 1 : 0) +
      (reasons >= 1 || /\b(?:three|several|two|main|key)\b/i.test(thesis) ? 1 : 0) +
      (thesisWords.length >= 12 ? 1 : 0);
    styleNote = 'an expository thesis should set out the main points to be explained rather than argue';
    if (!neutral)
      considerations.push('Expository essays explain rather than persuade; “should/must” reads as argument.');
  } else if (style.includes('narra') || style.includes('creative') || style.includes('personal')) {
    const personal =
      /\b(?:i|my|me|we|our)\b/i.test(thesis) ||
      /\b(?:learned|taught|realized|realised|changed|discovered)\b/i.test(thesis);
    styleScore = (personal ? 2 : 1) + (thesisWords.length >= 12 ? 1 : 0);
    styleNote = 'a narrative thesis should state the meaning or lesson of the story';
  } else {
    styleScore = (hasClaim ? 1 : 0) + (reasons >= 1 ? 1 : 0) + 1;
    styleNote = `the thesis should suit ${indefinite(style)} essay`;
  }
  if (isQuestion || announces) styleScore = Math.min(styleScore, 1);
  const alignment: ThesisReview['essay_type_alignment'] =
    styleScore >= 3 ? 'excellent' : styleScore === 2 ? 'good' : 'needs_improvement';
  if (alignment === 'needs_improvement') considerations.push(`For this essay type, ${styleNote}.`);

  const verdict =
    alignment === 'excellent' && congruency === 'high'
      ? 'A strong, focused thesis'
      : alignment === 'needs_improvement' || congruency === 'low'
        ? 'This thesis needs revision'
        : 'A workable thesis that can be sharpened';
  const feedback = `${verdict}${strengths.length ? `: ${listJoin(strengths)}` : ''}. Fit to the prompt: ${congruency}; fit to the essay type: ${alignment.replace('_', ' ')}.${suggestions[0] ? ` Next step: ${suggestions[0]}` : ''}`;
  return {
    feedback: capitalize(feedback),
    prompt_congruency: congruency,
    essay_type_alignment: alignment,
    considerations: dedupe(considerations),
    suggestions: dedupe(suggestions),
  };
}

function dedupe(list: string[]): string[] {
  return [...new Set(list)];
}

/** The indefinite article for a word as spoken: "an argumentative", "an analytical", "a narrative". */
export function indefinite(word: string): string {
  return /^[aeiou]/i.test(word.trim()) && !/^(?:uni|use|eu|one)/i.test(word.trim())
    ? `an ${word}`
    : `a ${word}`;
}
