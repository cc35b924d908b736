/**
 * Offline research tasks: domain detection, search keywords, relation analysis.
 */
import type {
  BrainstormRelation,
  DomainDetection,
  Relation,
  RelationAnalysis,
  SearchKeywords,
} from '../../../../shared/schemas/ai';
import { formatScore } from '../../../../shared/research/relevance';
import { englishWordShare } from '../../nlp/speller';
import { detectDomainsOffline } from './domains';
import { extractKeyphrases } from './keywords';
import {
  explainRelevance,
  relevance,
  relevanceType,
  termProfile,
  verbForms,
  type TermProfile,
} from './relevance';
import { GENERIC_WORDS, STOP_WORDS, round1, sentences, stem, words } from './text';

export interface ResearchContext {
  prompt: string;
  thesis: string;
  ideas: readonly string[];
}

export function detectDomains(context: ResearchContext): DomainDetection {
  return { domains: detectDomainsOffline(context, 3) };
}

export function searchKeywordsOffline(context: ResearchContext): SearchKeywords {
  // a prompt (or a typed search) of words no dictionary knows ('flurbogast') is searched as written: the essay's own
  // keywords added to it would bring back works on the essay's topic as if they matched it
  const typed = context.prompt.replace(/\s+/g, ' ').trim();
  const spelled = englishWordShare(
    typed
      .split(' ')
      .filter((w) => !STOP_WORDS.has(w.toLowerCase()))
      .join(' '),
  );
  if (spelled.distinct > 0 && spelled.known === 0) return { keywords: [typed], searchQueries: [typed] };
  const ideas = context.ideas.map((i) => i.trim()).filter(Boolean);
  const all = [context.prompt, context.thesis, ...ideas].filter((t) => t.trim()).join('.\n');
  // a phrase holding one of the texts' verbs ('deepens depression', 'harms teenagers') is a claim, not a search term;
  // the verbs are read in the sentences that hold the candidate phrases (bounded, however long the text)
  const candidates = extractKeyphrases(all, { max: 12, boostTexts: [context.prompt, context.thesis] });
  const verbs = verbForms(
    sentencesHolding(
      all,
      candidates.map((p) => p.phrase),
    ),
  );
  // the prompt's own phrases lead (for a typed search the prompt is what the student typed), the rest by score
  const inPrompt = new Set(words(context.prompt).map(stem));
  const fromPrompt = (p: { stems: string[] }) => p.stems.every((s) => inPrompt.has(s));
  const phrases = candidates
    .filter(
      (p) =>
        !p.phrase.split(' ').every((w) => GENERIC_WORDS.has(w)) &&
        !p.phrase.split(' ').some((w) => verbs.has(w)),
    )
    .map((p, i) => ({ p, i }))
    .sort((a, b) => Number(fromPrompt(b.p)) - Number(fromPrompt(a.p)) || a.i - b.i)
    .map(({ p }) => p);
  const keywords = searchTerms(phrases.map((p) => p.phrase)).slice(0, 8);
  const queries: string[] = [];
  const add = (q: string) => {
    const clean = q.replace(/\s+/g, ' ').trim();
    if (clean && !queries.some((x) => x.toLowerCase() === clean.toLowerCase())) queries.push(clean);
  };
  // 1. the two or three strongest phrases together (without repeating words)
  const head: string[] = [];
  for (const p of phrases.slice(0, 3)) {
    if (head.join(' ').split(' ').length + p.phrase.split(' ').length > 8) break;
    head.push(p.phrase);
  }
  add(head.join(' '));
  // 2. the strongest phrase with each of the next ones
  const main = phrases[0]?.phrase ?? '';
  for (const p of phrases.slice(1, 4)) add(`${main} ${p.phrase}`);
  // 3. one query per brainstorm idea, anchored to the main topic
  for (const idea of ideas.slice(0, 4)) {
    const ip = extractKeyphrases(idea, { max: 2 }).map((p) => p.phrase);
    const q = ip.filter((x) => x !== main).join(' ');
    if (q) add(main && !q.includes(main) ? `${main} ${q}` : q);
  }
  // 4. the thesis's own key phrases
  if (context.thesis.trim())
    add(
      extractKeyphrases(context.thesis, { max: 3 })
        .map((p) => p.phrase)
        .join(' '),
    );
  return { keywords, searchQueries: queries.filter(Boolean).slice(0, 6) };
}

/** The first sentence of the text holding each phrase (case-insensitive), joined. */
function sentencesHolding(text: string, phrases: readonly string[]): string {
  const list = sentences(text).map((x) => x.text);
  const lower = list.map((x) => x.toLowerCase().replace(/\s+/g, ' '));
  const picked = new Set<number>();
  for (const p of phrases) {
    const i = lower.findIndex((x) => x.includes(p.toLowerCase()));
    if (i >= 0) picked.add(i);
  }
  return [...picked]
    .sort((a, b) => a - b)
    .map((i) => list[i])
    .join(' ');
}

/**
 * The keywords a search asks for as exact phrases (OR'ed after the base query): a phrase of one or two words as it
 * is, a longer run of words (a typed list such as 'social media depression sleep', which no work contains as
 * written) as its content words, each on its own.
 */
function searchTerms(phrases: readonly string[]): string[] {
  const out: string[] = [];
  const add = (t: string) => {
    if (!out.some((x) => x.toLowerCase() === t.toLowerCase())) out.push(t);
  };
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    if (parts.length <= 2) add(phrase);
    else for (const w of parts) if (!GENERIC_WORDS.has(w)) add(w);
  }
  return out;
}

function notAvailable(what: string): Relation {
  return {
    relevance_type: 'not_available',
    relevance_score: 0,
    specific_relevance_explanation: `No ${what} to compare with.`,
    content_mismatch: false,
  };
}

function relationFor(query: string, doc: TermProfile, what: string): Relation {
  const r = relevance(query, doc);
  const type = relevanceType(r.score);
  let explanation = explainRelevance(r, what);
  if (type === 'none' || type === 'low')
    explanation += ` The article appears to be about something else than ${what}.`;
  return {
    relevance_type: type,
    relevance_score: r.score,
    specific_relevance_explanation: explanation,
    content_mismatch: r.score < 3,
  };
}

export interface ArticleForRelation {
  title: string;
  abstract: string;
  text: string;
  sections: ReadonlyArray<{ heading: string; summary: string }>;
}

/** The article as one term profile: title (weighted), abstract, section summaries and the text. */
export function articleProfile(a: ArticleForRelation): TermProfile {
  const parts = [
    a.title,
    a.title,
    a.abstract,
    ...a.sections.map((s) => `${s.heading}. ${s.summary}`),
    a.text.slice(0, 400_000),
  ];
  return termProfile(parts.filter(Boolean).join('\n'));
}

export function analyzeRelationOffline(input: {
  article: ArticleForRelation;
  prompt: string;
  thesis: string;
  brainstormIdeas: readonly string[];
}): RelationAnalysis {
  const doc = articleProfile(input.article);
  const prompt_relation = input.prompt.trim()
    ? relationFor(input.prompt, doc, 'the prompt')
    : notAvailable('prompt');
  const thesis_relation = input.thesis.trim()
    ? relationFor(input.thesis, doc, 'the thesis')
    : notAvailable('thesis');
  const ideas = [...new Set(input.brainstormIdeas.map((i) => i.trim()).filter(Boolean))];
  let brainstorm_relation: BrainstormRelation;
  if (ideas.length === 0) {
    brainstorm_relation = { ...notAvailable('brainstorm ideas'), idea_scores: [] };
  } else {
    const scored = ideas
      .map((idea) => ({ idea, r: relevance(idea, doc) }))
      .sort((a, b) => b.r.score - a.r.score || a.idea.localeCompare(b.idea));
    const scores = scored.map((s) => s.r.score);
    const max = scores[0] ?? 0;
    const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
    const overall = round1(0.6 * max + 0.4 * mean);
    const top = scored[0];
    const strong = scored.filter((s) => s.r.score > 5);
    const type = relevanceType(overall);
    let explanation: string;
    if (overall === 0 || !top) explanation = 'The article has no connections to your brainstorm ideas.';
    else {
      explanation = `${strong.length} of ${ideas.length} brainstorm ideas ${strong.length === 1 ? 'is' : 'are'} well supported (score above 5). Closest idea: “${top.idea}” (${formatScore(top.r.score)}) — ${explainRelevance(top.r, 'this idea', 'the article').replace(/^the article/, 'it')}`;
    }
    brainstorm_relation = {
      relevance_type: type,
      relevance_score: overall,
      specific_relevance_explanation: explanation,
      content_mismatch: overall < 3,
      idea_scores: scored.map((s) => ({ idea: s.idea, score: s.r.score })),
    };
  }
  return { prompt_relation, thesis_relation, brainstorm_relation };
}
