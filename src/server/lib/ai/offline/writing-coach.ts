/**
 * The offline writing coach: for one section of an essay it asks the questions the student should answer, lays out
 * a paragraph plan and points at the evidence cards from the student's own saved articles. It never writes sentences
 * for the student's draft: everything it returns is guidance (mode `coach`), shown beside the draft, not pasted in.
 */
import type {
  EssayContext,
  EssaySectionType,
  EvidenceCard,
  WritingSuggestion,
} from '../../../../shared/schemas/ai';
import { extractKeyphrases } from './keywords';
import { prepareQuery, queryTerms, relevance, termProfile } from './relevance';
import { stem, truncate, words } from './text';

const quoted = (s: string, max = 90) => `“${truncate(s.trim().replace(/[.\s]+$/, ''), max)}”`;

/**
 * The points the body argues: the outline's body points when given (one a line: the modal sends the contents of the
 * outline's body paragraphs joined by line breaks), else the brainstorm ideas ordered by fit to the thesis.
 */
function bodyPoints(essay: EssayContext, outlinePoint: string): string[] {
  const outlined = outlinePoint
    .split('\n')
    .map((p) => p.trim())
    .filter(Boolean);
  if (outlined.length > 0) return outlined.slice(0, 5);
  const ideas = essay.ideas.filter((i) => i.trim());
  if (!essay.thesis.trim()) return ideas.slice(0, 3);
  // the ideas the thesis states come first, in the order it states them (a thesis maps the essay), then the rest
  // by their fit to it
  const thesis = termProfile(essay.thesis);
  const thesisStems = words(essay.thesis).map(stem);
  const placed = ideas.map((idea) => {
    const r = relevance(idea, thesis);
    const at = queryTerms(idea)
      .filter((t) => t.weight >= 1)
      .map((t) => thesisStems.indexOf(t.stem))
      .filter((i) => i >= 0);
    return {
      idea,
      score: r.score,
      at: r.score >= STATED_IN_THESIS && at.length ? Math.min(...at) : Infinity,
    };
  });
  return placed
    .sort((a, b) => a.at - b.at || b.score - a.score)
    .slice(0, 3)
    .map((p) => p.idea);
}

/** An idea scoring this much against the thesis is one the thesis states. */
const STATED_IN_THESIS = 4;

/** The best evidence card for a point (by the card's quotation against the point), not used yet. */
function cardFor(point: string, cards: readonly EvidenceCard[], used: Set<string>): EvidenceCard | undefined {
  const q = prepareQuery(point);
  let best: { card: EvidenceCard; score: number } | undefined;
  for (const card of cards) {
    if (used.has(card.id)) continue;
    const score = relevance(q, termProfile(card.quote)).score + card.relevance / 10;
    if (!best || score > best.score) best = { card, score };
  }
  if (best) used.add(best.card.id);
  return best?.card;
}

const cardLabel = (card: EvidenceCard) => `${quoted(card.quote, 70)} ${card.citation}`;

/**
 * A second source for a point: the best unused card of another article than `primary`'s whose quotation shares a
 * key term with the point (none when no other article speaks to it), so a paragraph can corroborate or contrast.
 */
function secondSourceFor(
  point: string,
  cards: readonly EvidenceCard[],
  used: Set<string>,
  primary: EvidenceCard | undefined,
): EvidenceCard | undefined {
  if (!primary) return undefined;
  const q = prepareQuery(point);
  let best: { card: EvidenceCard; score: number } | undefined;
  for (const card of cards) {
    if (used.has(card.id) || card.articleId === primary.articleId) continue;
    const r = relevance(q, termProfile(card.quote));
    if (r.keyShared === 0) continue;
    const score = r.score + card.relevance / 10;
    if (!best || score > best.score) best = { card, score };
  }
  if (best) used.add(best.card.id);
  return best?.card;
}

/**
 * The best unused card whose quotation shares a key term with `point` (none when no passage speaks to it), preferring
 * an article not drawn on yet when its passage fits nearly as well, so an outline's reasons spread over the sources.
 */
export function matchingCard(
  point: string,
  cards: readonly EvidenceCard[],
  used: Set<string>,
  usedArticles: Set<string> = new Set(),
): EvidenceCard | undefined {
  const q = prepareQuery(point);
  let best: { card: EvidenceCard; score: number } | undefined;
  for (const card of cards) {
    if (used.has(card.id)) continue;
    const r = relevance(q, termProfile(card.quote));
    if (r.keyShared === 0) continue;
    const score = r.score + card.relevance / 10 + (usedArticles.has(card.articleId) ? 0 : 1);
    if (!best || score > best.score) best = { card, score };
  }
  if (best) {
    used.add(best.card.id);
    usedArticles.add(best.card.articleId);
  }
  return best?.card;
}

/** One card per article, in the evidence's order: the sources the evidence draws on. */
function sources(cards: readonly EvidenceCard[]): EvidenceCard[] {
  const seen = new Set<string>();
  return cards.filter((c) => !seen.has(c.articleId) && seen.add(c.articleId));
}

const sourceLabel = (card: EvidenceCard) => `${quoted(card.articleTitle, 60)} ${card.citation}`;

/** 'A, B and C' */
const listOf = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

export function coachSection(
  section: EssaySectionType,
  essay: EssayContext,
  evidence: readonly EvidenceCard[],
  existingContent: string,
  outlinePoint = '',
): WritingSuggestion {
  const thesis = essay.thesis.trim();
  const concepts = extractKeyphrases(`${essay.prompt}\n${thesis}`, {
    max: 3,
    boostTexts: [essay.prompt],
  }).map((k) => k.phrase);
  const topic = concepts[0] ?? (essay.title.trim() || 'your topic');
  const questions: string[] = [];
  const plan: string[] = [];
  const used = new Set<string>();
  const hasDraft = existingContent.trim() !== '';

  if (section === 'introduction') {
    questions.push(
      `What does a reader need to know about ${quoted(topic, 60)} before your thesis makes sense?`,
    );
    if (concepts[1]) questions.push(`How will you define ${quoted(concepts[1], 60)} for this essay?`);
    questions.push('Why does this question matter now, and to whom?');
    const hook = cardFor(`${essay.prompt} ${thesis}`, evidence, used);
    plan.push(
      hook
        ? `Hook: open with a finding from your research, e.g. ${cardLabel(hook)}, in your own words or quoted with its citation.`
        : 'Hook: open with a fact, case or question from your own reading, with its citation.',
    );
    const background = secondSourceFor(`${essay.prompt} ${thesis}`, evidence, used, hook);
    plan.push(
      `Context: explain ${
        concepts
          .slice(0, 2)
          .map((c) => quoted(c, 60))
          .join(' and ') || 'the key terms'
      } in two or three sentences${background ? `, drawing on a second source, e.g. ${cardLabel(background)}` : ''}.`,
    );
    plan.push(
      thesis
        ? `Thesis: end the introduction with your thesis, ${quoted(thesis, 200)}.`
        : 'Thesis: write your thesis first (Thesis phase); the introduction ends with it.',
    );
  } else if (section === 'body') {
    const points = bodyPoints(essay, outlinePoint);
    if (points.length === 0) {
      questions.push(
        'Which reasons support your thesis? Add them as brainstorm ideas or outline points first.',
      );
    }
    points.forEach((point, i) => {
      const card = cardFor(point, evidence, used);
      const second = secondSourceFor(point, evidence, used, card);
      questions.push(
        `${quoted(point, 80)}: what is the claim, and what would convince a sceptical reader of it?`,
      );
      plan.push(
        [
          `Paragraph ${i + 1} — topic sentence stating ${quoted(point, 80)} as a reason for your thesis.`,
          card
            ? `Evidence: ${cardLabel(card)}.`
            : 'Evidence: a passage from one of your saved articles, with its citation.',
          ...(second ? [`Corroborate or contrast with a second source: ${cardLabel(second)}.`] : []),
          thesis
            ? `Analysis: explain how this evidence shows that ${quoted(thesis, 120)} holds.`
            : 'Analysis: explain what the evidence proves.',
        ].join(' '),
      );
    });
    if (points.length > 0)
      questions.push('What is the strongest objection to your thesis, and how does your evidence answer it?');
    const cited = sources(evidence);
    if (cited.length >= 2)
      questions.push(
        `Where do your sources agree, and where do they differ: ${listOf(cited.slice(0, 3).map(sourceLabel))}?`,
      );
  } else {
    questions.push('Which of your reasons turned out strongest, and why?');
    const cited = sources(evidence);
    if (cited.length >= 2)
      questions.push(
        `What do your sources show together — ${listOf(cited.slice(0, 3).map(sourceLabel))} — that none shows alone?`,
      );
    questions.push('What should the reader think or do differently after reading your essay?');
    plan.push('Restate the thesis in new words — do not copy the thesis sentence.');
    plan.push(
      'Draw the reasons of your body paragraphs together in one or two sentences; add no new evidence.',
    );
    plan.push(`End with an implication or recommendation about ${quoted(topic, 60)}.`);
  }
  if (hasDraft)
    questions.push('Read your draft of this section against the plan: which step is missing or thin?');

  const articleCount = sources(evidence).length;
  const parts = [
    `**Questions to answer**\n${questions.map((q) => `- ${q}`).join('\n')}`,
    `**Paragraph plan**\n${plan.map((p, i) => `${i + 1}. ${p}`).join('\n')}`,
    evidence.length > 0
      ? `**Evidence from your articles** — ${evidence.length} passage${evidence.length === 1 ? '' : 's'} from ${articleCount} article${articleCount === 1 ? '' : 's'} below; insert a quotation or a paraphrase scaffold with its citation.`
      : '**Evidence** — none yet: save articles and run Analyze on them to get passages for this section.',
  ];
  return { suggestion: parts.join('\n\n'), mode: 'coach', questions, plan };
}
