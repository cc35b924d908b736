/**
 * Study tools built from a topic's own text: definitions ("X is …"), cloze sentences, quizzes,
 * flashcards, and custom study paths from the built-in topic library.
 */
import type {
  CustomStudyPath,
  Flashcards,
  LearnerLevel,
  Quiz,
  QuizPathTopic,
  StudyPathTopic,
  TopicContext,
} from '../../../../shared/schemas/ai';
import { buildClozeQuiz } from '../quiz/cloze-quiz';
import { LESSON_KINDS } from '../quiz/material';
import { analyse } from '../../nlp/nlp';
import { hypernymChain, taggedSenseCount } from '../../nlp/wordnet';
import { COMMON_SENSES } from './passage-search';
import { extractKeyphrases } from './keywords';
import { relevance, termProfile } from './relevance';
import { isProse } from './summarize';
import { TOPIC_LIBRARY, findLibraryTopic, normalizeStudyDomain, type LibraryTopic } from './topic-library';
import {
  GENERIC_WORDS,
  STOP_WORDS,
  capitalize,
  listJoin,
  sentences,
  stem,
  titleCase,
  truncate,
  words,
} from './text';

export interface Definition {
  term: string;
  definition: string;
  sentence: string;
  /**
   * How the sentence defines: 'is' ("X is / are …", the definition as written), 'defines' (another defining verb:
   * "refers to", "means", "occurs when" …) or 'does' (read from what the thing does: "A loop repeats …").
   */
  form: 'is' | 'defines' | 'does';
}

const DEF_RE =
  /^(?:(?:A|An|The)\s+)?([\p{L}][\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’()-]+){0,5}?)(?:,\s+(?:also )?(?:called|known as)\s+[^,]+,)?\s+(is|are|was|were|refers to|means|describes|measures|represents|occurs when|states that)\s+(.+?)\.?$/su;

/**
 * "A loop repeats a block of code …": an article, a term of up to four words and a present-tense verb.
 * Returns [term, verb, rest] for the shortest term followed by a plausible verb.
 */
function functionalDefinition(sentence: string): [string, string, string] | null {
  const m = /^(?:A|An)\s+(.+?)\.?$/u.exec(sentence);
  if (!m) return null;
  const ws = (m[1] ?? '').split(' ');
  for (let k = 1; k <= 4 && k < ws.length - 1; k++) {
    const verb = ws[k] ?? '';
    if (!/^\p{Ll}{3,}s$/u.test(verb) || /(?:ss|us|is|ys)$/.test(verb) || NOT_VERBS.has(verb)) continue;
    const termWords = ws.slice(0, k);
    if (
      termWords.some((w) => !/^[\p{L}][\p{L}'’-]*$/u.test(w)) ||
      STOP_WORDS.has(termWords.at(-1)?.toLowerCase() ?? '')
    )
      return null;
    return [termWords.join(' '), verb, ws.slice(k + 1).join(' ')];
  }
  return null;
}
const NOT_VERBS = new Set([
  'is',
  'was',
  'has',
  'does',
  'its',
  'this',
  'thus',
  'plus',
  'less',
  'across',
  'always',
  'perhaps',
  'series',
  'species',
  'news',
  'analysis',
  'basis',
  'process',
  'access',
  'class',
  'glass',
  'mass',
  'gas',
  'bus',
  'virus',
  'status',
  'focus',
  'campus',
  'bonus',
  'nurses',
  'patients',
  'cells',
  'values',
  'tests',
  'sides',
  'others',
  'results',
]);

const BAD_TERM_START =
  /^(?:it|this|these|those|they|there|he|she|we|you|i|that|which|each|every|most|many|some|one|common|its|their|our|your|all|both|such|another)\b/i;

/** Definition sentences of a text: "Sodium is the main electrolyte of …". */
export function findDefinitions(text: string): Definition[] {
  const out: Definition[] = [];
  const seen = new Set<string>();
  for (const s of sentences(text)) {
    const flat = s.text.replace(/\s+/g, ' ').trim();
    const m = DEF_RE.exec(flat);
    let functional = false;
    let term: string;
    let verb: string;
    let def: string;
    if (m) {
      term = (m[1] ?? '').trim();
      verb = m[2] ?? 'is';
      def = (m[3] ?? '').trim();
    } else {
      const f = functionalDefinition(flat);
      if (!f) continue;
      [term, verb, def] = f;
      functional = true;
    }
    if (functional) def = `something that ${verb} ${def}`;
    if (!term || BAD_TERM_START.test(term) || term.split(/\s+/).length > 6) continue;
    if (def.split(/\s+/).length < 4) continue;
    // "Body fluids are divided into …", "The Republic was replaced by …" describe; they do not define
    if (
      /^(?:\p{L}+ed|made|born|built|written|known|given|held|found|seen|led|won|fought|begun)\b/u.test(def) &&
      verb !== 'is'
    )
      continue;
    if (verb === 'occurs when') def = `the condition that occurs when ${def}`;
    else if (verb === 'states that') def = `the principle that ${def}`;
    else if (!functional && !/^(?:is|are|was|were)$/.test(verb)) def = `${verb.replace(/s$/, '')} ${def}`;
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({
      term: /^\p{Ll}/u.test(term) ? capitalize(term) : term,
      definition: def.replace(/\.$/, ''),
      sentence: flat,
      form: functional ? 'does' : verb === 'is' || verb === 'are' ? 'is' : 'defines',
    });
  }
  return out;
}

/**
 * Whether a defined term reads as a term a lesson teaches: not a person's role ("Nurses are mandatory reporters …" says
 * what nurses do), not a clause cut from the sentence ("physiological jaundice appearing after 24 hours"), not a rank
 * or a superlative ("first-line treatment", "earliest sign": which one is first, not a concept).
 */
function isTermLike(term: string): boolean {
  const words = analyse(term).flatMap((x) => x.words);
  const [head] = words;
  if (!head) return false;
  // (in the plural: "referral", whose first WordNet sense is a person referred, is also the act of referring)
  if (
    words.length === 1 &&
    head.pos === 'NOUN' &&
    head.lemma.toLowerCase() !== head.text.toLowerCase() &&
    hypernymChain(head.lemma.toLowerCase(), 1).includes('person')
  )
    return false;
  const open = words.findIndex((w) => w.text === '(');
  const named = open < 0 ? words : words.slice(0, open);
  // a term names a thing: "Other measures include …" defines no "other" (the tagger reads a term of several words
  // out of its sentence poorly: "fluid" in "Intracellular fluid" as an adjective)
  if (named.length === 1 && named[0]?.pos !== 'NOUN' && named[0]?.pos !== 'PROPN') return false;
  // nor is a habit or an action ("Showing extensions is a security habit") a term to ask "what is" about
  const lead0 = named.find((w) => w.pos !== 'DET');
  if (lead0?.pos === 'VERB' && /\p{L}ing$/u.test(lead0.text)) return false;
  if (named.length >= 3 && named.slice(1).some((w) => w.pos === 'VERB' && /\p{L}(?:ing|ed)$/u.test(w.text)))
    return false;
  const lead = words.find((w) => w.pos !== 'DET');
  if (
    lead &&
    words.length >= 2 &&
    (/^(?:first|second|third|last|next|final)\b/i.test(lead.text) ||
      (lead.pos === 'ADJ' && /est$/i.test(lead.text) && lead.lemma.toLowerCase() !== lead.text.toLowerCase()))
  )
    return false;
  return true;
}

/**
 * Whether a key phrase names a thing, as the material uses it (its words hold no verb there, and it ends on a noun):
 * "robust file copy", not "netstat lists active connections" or "fake security warnings urging"; one everyday word of
 * many senses ("step") names nothing in particular.
 */
export function isNounPhrase(phrase: string, material: string): boolean {
  const wanted = phrase.toLowerCase().split(/\s+/);
  for (const sentence of analyse(material)) {
    const words = sentence.words;
    const at = words.findIndex((_, i) => wanted.every((w, k) => words[i + k]?.text.toLowerCase() === w));
    if (at < 0) continue;
    const span = words.slice(at, at + wanted.length);
    const last = span.at(-1);
    if (span.length === 1 && last && taggedSenseCount(last.lemma.toLowerCase()) >= COMMON_SENSES)
      return false;
    return (
      !!last &&
      (last.pos === 'NOUN' || last.pos === 'PROPN') &&
      !span.some((w) => w.pos === 'VERB' || w.pos === 'AUX')
    );
  }
  return false;
}

/** "given", "reassessed": a verb's past participle, as a passive "is" takes it (not "connection-oriented"). */
const isParticiple = (w: { text: string; pos: string } | undefined) =>
  w?.pos === 'VERB' && /^\p{L}+(?:ed|en)$/u.test(w.text);

/**
 * Whether the term of a definition is a concept to ask about. Not when the sentence gives what to do rather than what
 * the term is ("Step 3 is to test the theory …": a step of a procedure, labelled), nor when a definition read from
 * what the thing does is about a thing in a state ("A confirmed theory leads to …", "A failed inverter leaves …"):
 * that is an event of the lesson, not a term it teaches.
 */
export function namesAConcept(d: Definition): boolean {
  if (!isTermLike(d.term)) return false;
  // "Blood is given through a filtered set …", "Pain is reassessed after each dose": what is done with it, not what it is
  if (d.form === 'is')
    return !/^to\s+\p{L}/u.test(d.definition) && !isParticiple(analyse(d.definition)[0]?.words[0]);
  if (d.form === 'defines') return true;
  const first = analyse(d.sentence)[0]?.words.find((w) => w.pos !== 'DET');
  return !(first && (first.pos === 'VERB' || /^\p{L}{2,}ed$/u.test(first.text)));
}

/**
 * The concepts a lesson teaches, for suggesting what to ask about: the terms it defines as kinds of things (in the
 * lesson's order), then those it defines by what they do. Never a step label or a phrase cut from a sentence.
 */
export function conceptTerms(text: string): string[] {
  const defs = findDefinitions(text).filter(namesAConcept);
  return [...defs.filter((d) => d.form !== 'does'), ...defs.filter((d) => d.form === 'does')].map(
    (d) => d.term,
  );
}

interface Material {
  title: string;
  text: string;
}

/** The text to study from: the topic's own content, else the library's text for it, else its summary. */
export function topicMaterial(topic: TopicContext): Material {
  // an exam-outline topic awaiting material: nothing to teach from (never the library lesson of a similar title)
  if (topic.noMaterial) return { title: topic.title, text: '' };
  const content = topic.content?.trim() ?? '';
  if (content.split(/\s+/).length >= 30) return { title: topic.title, text: content };
  const lib = findLibraryTopic(topic.title);
  const parts = [content, lib?.content ?? '', topic.summary].filter((p) => p.trim() !== '');
  return { title: topic.title, text: parts.join('\n\n') };
}

interface Cloze {
  prompt: string;
  answer: string;
  sentence: string;
}

const VERBISH = new Set(
  `include includes included exceed exceeds control controls cause causes caused carry carries make makes made equal equals
  require requires move moves occur occurs retain retains expand expands affect affects reduce reduces increase increases
  decrease decreases lead leads show shows provide provides help helps allow allows become becomes keep keeps contain
  contains produce produces outside inside within without across add adds give gives take takes called known based
  divided measure measures describe describes represent represents states state mean means refer refers build builds
  learn learns get gets want wants understand improve study practice practise master prepare pass write read do start`.split(
    /\s+/,
  ),
);

/** Drops leading verbs ("build web apps" → "web apps"). */
function trimLeadingVerbs(phrase: string): string {
  const ws = phrase.split(' ');
  while (ws.length > 1 && (VERBISH.has(ws[0] ?? '') || /ing$/.test(ws[0] ?? ''))) ws.shift();
  return ws.join(' ');
}

/** A keyphrase that reads like a noun phrase (no obvious verbs, gerunds or participles). */
function nounish(phrase: string): boolean {
  const ws = phrase.split(' ');
  if (ws.every((w) => GENERIC_WORDS.has(w))) return false;
  return ws.every((w) => !VERBISH.has(w) && !/(?:ing|ed|ly)$/.test(w) && w.length > 1);
}

const DETERMINERS = 'its|the|a|an|their|this|these|those|his|her|our|your|each|every|any|some';

/**
 * A phrase of several words that anywhere in the text runs straight into a determiner ("a laptop packs its
 * components") ends in a verb, not a noun: a blank over it reads badly and it makes a poor distractor. (A single
 * noun may: "the attitude a piece of writing conveys".)
 */
function endsInVerb(phrase: string, lowerText: string): boolean {
  if (!phrase.includes(' ')) return false;
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`\\b${escaped}\\s+(?:${DETERMINERS})\\b`).test(lowerText);
}

function clozes(
  text: string,
  exclude: ReadonlySet<string>,
  defs: readonly Definition[],
): { items: Cloze[]; pool: string[] } {
  const definedTerms = new Set(defs.map((d) => d.term.toLowerCase()));
  const lowerText = text.toLowerCase();
  const phrases = extractKeyphrases(text, { max: 40, maxWords: 3 }).filter(
    (p) =>
      nounish(p.phrase) &&
      p.phrase.length >= 4 &&
      (p.count >= 2 || p.stems.length >= 2 || definedTerms.has(p.phrase)) &&
      !endsInVerb(p.phrase, lowerText),
  );
  const pool = phrases.map((p) => p.phrase);
  const items: Cloze[] = [];
  const usedAnswers = new Set<string>();
  for (const s of sentences(text)) {
    const flat = s.text.replace(/\s+/g, ' ').trim();
    if (exclude.has(flat) || !isProse(flat, flat.split(' ').length)) continue;
    const lower = flat.toLowerCase();
    // the best keyphrase in this sentence that is not at its very start
    const hit = phrases.find((p) => {
      const i = lower.indexOf(p.phrase);
      return (
        i > 0 &&
        !usedAnswers.has(p.phrase) &&
        /\W/.test(lower[i - 1] ?? ' ') &&
        /\W|$/.test(lower[i + p.phrase.length] ?? ' ')
      );
    });
    if (!hit) continue;
    const i = lower.indexOf(hit.phrase);
    const answer = flat.slice(i, i + hit.phrase.length);
    usedAnswers.add(hit.phrase);
    items.push({
      prompt: `${flat.slice(0, i)}_____${flat.slice(i + hit.phrase.length)}`,
      answer,
      sentence: flat,
    });
  }
  return { items, pool };
}

/**
 * A fill-in-the-blank quiz from the topic's lesson passages (lib/ai/quiz): blanks are whole noun phrases or
 * numbers with their units, wrong options of the same kind come from the topic and the rest of its path.
 */
export function buildQuizOffline(
  topic: TopicContext,
  count: number,
  level?: LearnerLevel,
  pathTopics: readonly QuizPathTopic[] = [],
): Quiz {
  const material = topicMaterial(topic);
  const passages = topic.passages?.filter((p) => LESSON_KINDS.has(p.kind));
  return buildClozeQuiz({
    topic: { id: topic.id, title: topic.title, text: material.text, passages },
    pathTopics: pathTopics.length ? pathTopics : libraryNeighbours(topic),
    count,
    level,
  });
}

/** For a topic the built-in library teaches: the other library topics of its domain (a custom path's material). */
function libraryNeighbours(topic: TopicContext): QuizPathTopic[] {
  const lib = findLibraryTopic(topic.title);
  const domain = lib ? Object.values(TOPIC_LIBRARY).find((topics) => topics.includes(lib)) : undefined;
  return (domain ?? []).filter((t) => t !== lib).map((t) => ({ title: t.title, text: t.content }));
}

export function buildFlashcardsOffline(topic: TopicContext, count: number): Flashcards {
  const material = topicMaterial(topic);
  const defs = findDefinitions(material.text);
  const cards: Flashcards['cards'] = defs.map((d) => ({
    front: d.term,
    // a term the lesson defines by what it does ('A clear liquid diet includes …') reads best as the lesson says it,
    // not as 'Something that includes …'
    back: /^something that\b/i.test(d.definition) ? d.sentence : capitalize(d.definition) + '.',
  }));
  const { items } = clozes(material.text, new Set(defs.map((d) => d.sentence)), defs);
  for (const c of items) {
    if (cards.length >= count) break;
    cards.push({ front: c.prompt, back: `${c.answer} — ${c.sentence}` });
  }
  // a topic with no material gets no cards (the summary of an exam objective is not something to learn)
  if (cards.length === 0 && topic.summary.trim() && !topic.noMaterial)
    cards.push({ front: topic.title, back: topic.summary.trim() });
  return { topicTitle: topic.title, cards: cards.slice(0, count) };
}

// ───────────────────────────── custom paths ─────────────────────────────

const LEVEL_ORDER: Record<LearnerLevel, number> = { beginner: 0, intermediate: 1, advanced: 2 };
const LEVEL_QUOTA: Record<LearnerLevel, Record<LearnerLevel, number>> = {
  beginner: { beginner: 99, intermediate: 3, advanced: 0 },
  intermediate: { beginner: 2, intermediate: 99, advanced: 2 },
  advanced: { beginner: 0, intermediate: 2, advanced: 99 },
};

export function buildStudyPathOffline(input: {
  description: string;
  domain: string;
  difficulty: LearnerLevel;
  maxTopics: number;
}): CustomStudyPath {
  const domain = normalizeStudyDomain(input.domain);
  const library = TOPIC_LIBRARY[domain];
  const descriptionKeywords = extractKeyphrases(input.description, { max: 10, maxWords: 1 })
    .map((k) => k.phrase)
    .filter((w) => !GENERIC_WORDS.has(w) && nounish(w));
  const scored = library.map((topic, order) => {
    const doc = termProfile(
      `${topic.title}. ${topic.title}. ${topic.keywords.join(', ')}. ${topic.summary} ${topic.content}`,
    );
    const named = new Set(words(`${topic.title} ${topic.keywords.join(' ')}`).map(stem));
    const asked = descriptionKeywords.some((w) => named.has(stem(w)));
    return { topic, order, asked, score: relevance(input.description, doc).score + (asked ? 3 : 0) };
  });
  const quota = { ...LEVEL_QUOTA[input.difficulty] };
  const chosen: typeof scored = [];
  const byPreference = [...scored].sort(
    (a, b) =>
      b.score - a.score ||
      Math.abs(LEVEL_ORDER[a.topic.level] - LEVEL_ORDER[input.difficulty]) -
        Math.abs(LEVEL_ORDER[b.topic.level] - LEVEL_ORDER[input.difficulty]) ||
      a.order - b.order,
  );
  const room = Math.max(2, input.maxTopics);
  for (const s of byPreference) {
    if (chosen.length >= room) break;
    // a topic the learner asked for by name is included whatever its level
    if (!s.asked && quota[s.topic.level] <= 0) continue;
    quota[s.topic.level]--;
    chosen.push(s);
  }
  chosen.sort((a, b) => LEVEL_ORDER[a.topic.level] - LEVEL_ORDER[b.topic.level] || a.order - b.order);
  const topics: StudyPathTopic[] = chosen.map(({ topic }) => toPathTopic(topic));

  // Description words the chosen topics cover, used for the name; an uncovered goal becomes a focus topic.
  const coveredStems = new Set(
    chosen.flatMap((c) =>
      words(`${c.topic.title} ${c.topic.keywords.join(' ')} ${c.topic.summary} ${c.topic.content}`).map(stem),
    ),
  );
  const namedStems = new Set(
    chosen.flatMap((c) => words(`${c.topic.title} ${c.topic.keywords.join(' ')}`).map(stem)),
  );
  const matched = descriptionKeywords.filter((w) => namedStems.has(stem(w)));
  const focus = extractKeyphrases(input.description, { max: 6 })
    .map((p) => ({ phrase: trimLeadingVerbs(p.phrase) }))
    .find((p) => {
      const ws = p.phrase.split(' ');
      const head = ws.at(-1) ?? '';
      return ws.length >= 2 && nounish(p.phrase) && !coveredStems.has(stem(head)) && !GENERIC_WORDS.has(head);
    });
  // A goal the library has no lesson for is never made into a topic without material: the description says so.
  if (topics.length === 0) {
    const first = library[0];
    if (first) topics.push(toPathTopic(first));
  }
  const subjectTerms = matched.slice(0, 3);
  const subject = subjectTerms.length
    ? listJoin(subjectTerms.map((w) => displayTerm(w, input.description)))
    : '';
  const uncovered = focus
    ? `The built-in library has no lesson on “${focus.phrase}”: add your material to study it.`
    : '';
  const goal = truncate(input.description, Math.max(100, 299 - uncovered.length));
  return {
    name: `${capitalize(domain)} ${capitalize(input.difficulty)} Path${subject ? `: ${subject}` : ''}`,
    description: uncovered ? `${goal}${/[.!?…]$/.test(goal) ? '' : '.'} ${uncovered}` : goal,
    domain,
    difficulty: input.difficulty,
    topics,
  };
}

/** Title Case, keeping the writer's capitals for acronyms ("NCLEX"). */
function displayTerm(w: string, source: string): string {
  const original = new RegExp(`\\b${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').exec(source)?.[0];
  return original && original.length > 1 && original === original.toUpperCase() ? original : titleCase(w);
}

function toPathTopic(topic: LibraryTopic): StudyPathTopic {
  return {
    title: topic.title,
    summary: topic.summary,
    level: topic.level,
    estimatedMinutes: topic.estimatedMinutes,
  };
}
