/**
 * The offline essay writing helper's chat: it classifies the student's question (grading, thesis, outline, research,
 * prompt, brainstorm, drafting) and answers from the essay itself and the student's saved articles. 'Grade my
 * writing' runs the same draft checks as Complete Essay; a drafting question gets the writing coach (questions, a
 * paragraph plan, evidence passages from the student's analysed articles), never sentences written for the draft.
 */
import { checkDraft, placeholdersIn } from '../../../../shared/essays/draft-checks';
import { formatScore } from '../../../../shared/research/relevance';
import {
  WRITING_HELPER_CATEGORY_NAMES,
  type ArticleContext,
  type EssayContext,
  type EssaySectionType,
  type EvidenceCard,
  type WritingHelperCategory,
  type WritingHelperOutput,
  type WritingHelperRequest,
} from '../../../../shared/schemas/ai';
import { OFFLINE_LIMIT_NOTE } from './chat';
import { extractKeyphrases } from './keywords';
import { prepareQuery, relevance, termProfile } from './relevance';
import { detectDomains, searchKeywordsOffline } from './research';
import { reviewPromptOffline, reviewThesisOffline } from './review';
import { isProse } from './summarize';
import { capitalize, listJoin, sentences, truncate, wordCount } from './text';
import { writingFeedback } from './writing';
import { coachSection, matchingCard } from './writing-coach';

const CATEGORY_PATTERNS: ReadonlyArray<readonly [WritingHelperCategory, RegExp]> = [
  [
    'grading',
    /\b(?:grade|grading|score|mark|rate|assess my|evaluate my|feedback|how (?:good|well)|review my (?:essay|writing|draft)|proofread)\b/i,
  ],
  ['thesis', /\bthesis\b|\bclaim\b|\bmain argument\b/i],
  ['outline', /\b(?:outline|structure|organi[sz]e|order of|plan my|paragraph plan)\b/i],
  [
    'research',
    /\b(?:research|sources?|articles?|citations?|cite|evidence|references?|studies|find (?:papers|articles))\b/i,
  ],
  ['prompt', /\bprompt\b/i],
  ['brainstorm', /\b(?:brainstorm|ideas?|what (?:should|could) i write about|angles?)\b/i],
  [
    'drafting',
    /\b(?:introduction|intro|conclusion|body|paragraph|hook|start writing|how (?:do|should) i (?:start|begin|end)|draft)\b/i,
  ],
];

export function classifyWritingQuestion(message: string): WritingHelperCategory {
  for (const [category, re] of CATEGORY_PATTERNS) if (re.test(message)) return category;
  return 'general';
}

function essayText(essay: EssayContext): string {
  return [essay.sections.introduction, essay.sections.body, essay.sections.conclusion]
    .filter((s) => s.trim())
    .join('\n\n');
}

function isAcademic(essay: EssayContext): boolean {
  return !/creative|personal|narrative/i.test(`${essay.essayType ?? ''} ${essay.writingStyle ?? ''}`);
}

function nextStep(essay: EssayContext, articles: readonly ArticleContext[]): string {
  if (!essay.prompt.trim()) return 'Start with a clear prompt: write the question your essay will answer.';
  if (essay.ideas.length === 0)
    return 'Add a few brainstorm ideas — the points, examples or arguments you might use.';
  if (!essay.thesis.trim())
    return 'Write your thesis: one sentence stating your position and the main reasons.';
  if (articles.length === 0) return 'Find research articles that support your ideas (use Find Articles).';
  if (!essayText(essay).trim())
    return 'Begin writing: start with the introduction and end it with your thesis.';
  return 'Revise: check that each body paragraph supports the thesis with evidence from your sources.';
}

function authorLabel(a: ArticleContext): string {
  const first = a.authors.split(/[,;]| and /)[0]?.trim() ?? '';
  const surname =
    first.split(/\s+/).find((w) => /^\p{Lu}\p{L}{1,}$/u.test(w) && !/^[A-Z]{1,3}$/.test(w)) ??
    first.split(/\s+/)[0] ??
    '';
  const many = a.authors.split(/[,;]| and /).filter((x) => x.trim()).length > 2;
  const who = surname || 'Unknown Author';
  return `${who}${many ? ' et al.' : ''}, ${a.year ?? 'n.d.'}`;
}

/** The saved article best matching a query, with its best sentence (skipping sentences already used). */
function bestEvidence(
  articles: readonly ArticleContext[],
  query: string,
  used: ReadonlySet<string> = new Set(),
): { article: ArticleContext; sentence: string; score: number } | undefined {
  let best: { article: ArticleContext; sentence: string; score: number } | undefined;
  const q = prepareQuery(query);
  for (const a of articles) {
    const text = [a.abstract, ...a.sections.map((s) => s.summary)].filter(Boolean).join(' ');
    for (const s of sentences(text)) {
      const flat = s.text.replace(/\s+/g, ' ').trim();
      if (used.has(flat) || !isProse(flat, flat.split(' ').length)) continue;
      let score = relevance(q, termProfile(flat)).score;
      if (/\d/.test(flat)) score += 0.5;
      if (!best || score > best.score) best = { article: a, sentence: flat, score };
    }
  }
  return best && best.score >= 2 ? best : undefined;
}

const SECTIONS = ['introduction', 'body', 'conclusion'] as const;

/** The section a drafting question is about: the one it names, else the first empty one, else the body. */
export function draftingTarget(message: string, essay: EssayContext): EssaySectionType {
  const named = SECTIONS.find((k) => new RegExp(k === 'introduction' ? 'intro' : k, 'i').test(message));
  return named ?? SECTIONS.find((k) => !essay.sections[k].trim()) ?? 'body';
}

const SECTION_TIPS: Record<EssaySectionType, string> = {
  introduction:
    'Open with a hook (a striking fact or question), give the context the reader needs, and end with your thesis.',
  body: 'Give each paragraph one point: a topic sentence, evidence with a citation, analysis that links it to the thesis, and a transition.',
  conclusion:
    'Restate the thesis in new words, draw the reasons together and end with an implication or recommendation — no new evidence.',
};

/** The coach's answer for one section: questions, a paragraph plan and the evidence passages — guidance, not draft text. */
function coachDraftingAnswer(
  target: EssaySectionType,
  essay: EssayContext,
  evidence: readonly EvidenceCard[],
): string {
  const coach = coachSection(target, essay, evidence, essay.sections[target]);
  const parts = [
    `**${capitalize(target)}:** ${SECTION_TIPS[target]}`,
    `**Questions to answer**\n${(coach.questions ?? []).map((q) => `- ${q}`).join('\n')}`,
    `**Paragraph plan**\n${(coach.plan ?? []).map((p, i) => `${i + 1}. ${p}`).join('\n')}`,
    evidence.length > 0
      ? `**Evidence from your articles**\n${evidence
          .slice(0, 4)
          .map(
            (e) =>
              `- “${truncate(e.quote, 160)}” ${e.citation} — ${truncate(e.articleTitle, 80)}, ${e.section}`,
          )
          .join(
            '\n',
          )}\n\nOpen AI Writing Suggestions for this section to insert a quotation or a paraphrase scaffold with its citation.`
      : '**Evidence:** no analysed passages yet — save articles and run Analyze on them, then ask again.',
  ];
  return parts.join('\n\n');
}

/**
 * 'Grade my writing': the Complete Essay checklist first (placeholders, citations, length, thesis in the
 * introduction), then a mechanical review of the student's own words. A draft with bracket placeholders or unfinished
 * scaffolds gets no praise: its strengths are held back until the placeholders are replaced.
 */
function gradeDraft(essay: EssayContext, savedArticleCount: number): string {
  const text = essayText(essay);
  const checks = checkDraft({
    draft_sections: essay.sections,
    thesis_statement: essay.thesis,
    target_length: essay.targetLength ?? null,
    savedArticleCount,
  });
  const failing = checks.filter((c) => !c.ok);
  const placeholders = placeholdersIn(text);
  let own = text;
  for (const p of placeholders) own = own.replace(p, ' ');
  const fb = writingFeedback(own, { academic: isAcademic(essay), targetWords: 500 });
  const counts = SECTIONS.map((k) => `${capitalize(k)} ${wordCount(essay.sections[k])}`).join(', ');
  const parts = [
    `I can't grade ideas the way a teacher does, but here is a review of your draft (${wordCount(text)} words: ${counts}).`,
    failing.length
      ? `**Not ready to submit** — ${failing.length} of ${checks.length} checks fail:\n${failing.map((c) => `- ${c.label}: ${c.detail}`).join('\n')}`
      : `**Checklist:** all ${checks.length} checks pass (${listJoin(checks.map((c) => c.label.toLowerCase()))}).`,
  ];
  if (placeholders.length > 0) {
    parts.push(
      `**Your own words:** ${wordCount(own)} of ${wordCount(text)} words are yours; the ${placeholders.length} bracketed placeholder${placeholders.length === 1 ? ' is' : 's are'} not writing yet. Replace ${placeholders.length === 1 ? 'it' : 'them'} and ask again for a review of strengths.`,
    );
  } else if (fb.strengths.length) {
    parts.push(`**Strengths:**\n${fb.strengths.map((s) => `- ${s}`).join('\n')}`);
  }
  if (fb.improvements.length && wordCount(own) > 0)
    parts.push(`**To improve:**\n${fb.improvements.map((s) => `- ${s}`).join('\n')}`);
  if (essay.thesis.trim()) {
    const r = relevance(prepareQuery(essay.thesis), termProfile(own));
    parts.push(
      `**Focus:** your draft covers ${r.keyShared} of ${r.keyTotal} key terms of your thesis${r.missing.length ? `; it says little about ${listJoin(r.missing.slice(0, 3).map((m) => `“${m}”`))}` : ''}${r.missingQualifiers.length ? `; it never says ${listJoin(r.missingQualifiers.map((m) => `“${m}”`))}` : ''}.`,
    );
  }
  return parts.join('\n\n');
}

export function writingHelperOffline(input: WritingHelperRequest): WritingHelperOutput {
  const category = input.category ?? classifyWritingQuestion(input.message);
  const essay = input.essay;
  const articles = input.savedArticles;
  let response: string;
  switch (category) {
    case 'grading': {
      const text = essayText(essay);
      if (!text.trim()) {
        response = 'There is no draft to review yet. Write at least a paragraph and ask again.';
        break;
      }
      response = gradeDraft(essay, articles.length);
      break;
    }
    case 'thesis': {
      if (essay.thesis.trim()) {
        const review = reviewThesisOffline({
          thesis: essay.thesis,
          essayType: essay.essayType,
          writingStyle: essay.writingStyle,
          prompt: essay.prompt,
          brainstormIdeas: essay.ideas,
        });
        const tips = [...review.suggestions, ...review.considerations].slice(0, 3);
        response = `${review.feedback}${tips.length ? `\n\n${tips.map((t) => `- ${t}`).join('\n')}` : ''}`;
      } else {
        const topics = extractKeyphrases(essay.prompt, { max: 3 }).map((k) => k.phrase);
        response = `You haven't written a thesis yet. A strong thesis answers the prompt with a position and two or three reasons, for example: “${capitalize(topics[0] ?? 'your topic')} should … because A, B and C.”${essay.ideas.length ? ` Your brainstorm ideas (${listJoin(essay.ideas.slice(0, 3).map((i) => `“${truncate(i, 50)}”`))}) can become those reasons.` : ''}`;
      }
      break;
    }
    case 'research': {
      const context = { prompt: essay.prompt, thesis: essay.thesis, ideas: essay.ideas };
      if (!essay.prompt.trim() && !essay.thesis.trim() && essay.ideas.length === 0) {
        response = 'Add your prompt or thesis first; I build search terms from them.';
        break;
      }
      const kw = searchKeywordsOffline(context);
      const domains = detectDomains(context).domains.map((d) => d.domain);
      const parts = [
        `Your essay sits mainly in ${listJoin(domains)}. Useful search terms: ${kw.keywords
          .slice(0, 6)
          .map((k) => `“${k}”`)
          .join(', ')}.`,
        `Try these searches:\n${kw.searchQueries
          .slice(0, 4)
          .map((q) => `- ${q}`)
          .join('\n')}`,
      ];
      if (articles.length) {
        const ranked = [...articles].sort((a, b) => b.relevanceScore - a.relevanceScore);
        const top = ranked[0];
        if (top)
          parts.push(
            `Of your ${articles.length} saved article${articles.length === 1 ? '' : 's'}, “${truncate(top.title, 90)}” scores highest against your prompt (${formatScore(top.relevanceScore)}).`,
          );
      } else
        parts.push(
          'You have no saved articles yet: use Find Articles and save two or three that match these searches.',
        );
      response = parts.join('\n\n');
      break;
    }
    case 'outline': {
      const lines = [
        '**Suggested outline**',
        `1. Introduction — context for ${
          extractKeyphrases(essay.prompt, { max: 2 })
            .map((k) => k.phrase)
            .join(' and ') || 'your topic'
        }; end with the thesis.`,
      ];
      const ideas = essay.ideas.length
        ? essay.ideas
        : extractKeyphrases(`${essay.thesis} ${essay.prompt}`, { max: 3 }).map((k) => k.phrase);
      const ordered = essay.thesis.trim()
        ? [...ideas].sort(
            (a, b) =>
              relevance(b, termProfile(essay.thesis)).score - relevance(a, termProfile(essay.thesis)).score,
          )
        : ideas;
      // With passages of the essay's analysed articles, each reason gets the one that speaks to it, cited in the
      // essay's style (spread over the sources); without them, the article whose summary fits best.
      const usedCards = new Set<string>();
      const usedArticles = new Set<string>();
      const usedSentences = new Set<string>();
      ordered.slice(0, 4).forEach((idea, i) => {
        const card = matchingCard(idea, input.evidence, usedCards, usedArticles);
        let evidence = '';
        if (card) evidence = ` (evidence: “${truncate(card.quote, 90)}” ${card.citation})`;
        else {
          const ev = bestEvidence(articles, idea, usedSentences);
          if (ev) {
            usedSentences.add(ev.sentence);
            evidence = ` (evidence: ${truncate(ev.article.title, 60)}, ${authorLabel(ev.article)})`;
          }
        }
        lines.push(`${i + 2}. Body paragraph — ${capitalize(truncate(idea, 80))}${evidence}`);
      });
      const n = Math.min(ordered.length, 4) + 2;
      lines.push(
        `${n}. Counterargument and rebuttal — the strongest objection to your thesis and why it does not hold.`,
      );
      lines.push(
        `${n + 1}. Conclusion — restate the thesis in new words, sum up the reasons, end with an implication.`,
      );
      response = lines.join('\n');
      break;
    }
    case 'prompt': {
      if (!essay.prompt.trim()) {
        response =
          'You have no prompt yet. A good prompt names a task (discuss, evaluate, compare) and a specific topic, e.g. “Evaluate whether mandatory staffing ratios improve patient safety in hospitals.”';
      } else {
        const r = reviewPromptOffline(essay.prompt, {
          essayType: essay.essayType,
          writingStyle: essay.writingStyle,
        });
        response = r.feedback;
      }
      break;
    }
    case 'brainstorm': {
      const main = extractKeyphrases(`${essay.prompt} ${essay.thesis}`, { max: 3 }).map((k) => k.phrase);
      const topic = main[0] ?? 'your topic';
      const existing = new Set(essay.ideas.map((i) => i.toLowerCase()));
      const fromArticles = extractKeyphrases(articles.map((a) => `${a.title}. ${a.abstract}`).join('\n'), {
        max: 6,
      })
        .map((k) => k.phrase)
        .filter((p) => ![...existing].some((e) => e.includes(p)));
      const angles = [
        `Causes: what drives ${topic}?`,
        `Effects: who is affected by ${topic}, and how?`,
        `Evidence: a statistic or study about ${main[1] ?? topic}`,
        `A case study or real example of ${topic}`,
        `Counterargument: why might someone disagree?`,
      ];
      response = `Ideas to explore (${essay.ideas.length}/10 used):\n${angles.map((a) => `- ${a}`).join('\n')}${
        fromArticles.length
          ? `\n\nThemes from your saved articles you haven't used yet: ${fromArticles
              .slice(0, 4)
              .map((p) => `“${p}”`)
              .join(', ')}.`
          : ''
      }`;
      break;
    }
    case 'drafting': {
      response = coachDraftingAnswer(draftingTarget(input.message, essay), essay, input.evidence);
      break;
    }
    default: {
      response = `Next step: ${nextStep(essay, articles)} I can review your thesis or prompt, suggest an outline, find search terms or give feedback on your draft. ${OFFLINE_LIMIT_NOTE}`;
    }
  }
  return { response, category, categoryName: WRITING_HELPER_CATEGORY_NAMES[category] };
}
