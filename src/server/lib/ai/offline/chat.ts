/**
 * The offline tutor's conversations: study chat and topic welcome (answers retrieved from the topic's
 * own material, with honest limits), the essay writing helper and section suggestions.
 */
import {
  WRITING_HELPER_CATEGORY_NAMES,
  type AiCitation,
  type AnswerConfidence,
  type ArticleContext,
  type KnowledgePassage,
  type EssayContext,
  type EssaySectionType,
  type StudyChatRequest,
  type TopicContext,
  type TopicWelcomeRequest,
  type WritingHelperCategory,
  type WritingHelperOutput,
  type WritingHelperRequest,
} from '../../../../shared/schemas/ai';
import { analyse } from '../../nlp/nlp';
import { chatQuizBlock } from '../../../../shared/study/chat-quiz';
import { groundedAnswer } from './grounded-answer';
import { extractKeyphrases } from './keywords';
import { topicPassages } from './passages';
import { isMoreFollowUp, readQuestion } from './question';
import { detectDomains, searchKeywordsOffline } from './research';
import { prepareQuery, relevance, termProfile } from './relevance';
import { reviewPromptOffline, reviewThesisOffline } from './review';
import { buildQuizOffline, findDefinitions, topicMaterial } from './study';
import { isProse } from './summarize';
import { TOPIC_LIBRARY, type LibraryTopic } from './topic-library';
import { extractiveSummary } from './summarize';
import { GENERIC_WORDS, capitalize, listJoin, sentences, truncate, wordCount, words } from './text';
import { writingFeedback } from './writing';

export const OFFLINE_LIMIT_NOTE = "I'm the offline tutor; connect an AI provider for open questions.";

/** Words of a chat question that say nothing about its subject. */
const CHAT_FILLER = new Set(
  `what whats how why who when where which explain describe define definition tell know want please help understand
  mean means meaning difference between give me can could would you i is are does do did the a an of about more
  something anything question questions thing things topic kind sort`.split(/\s+/),
);

function subjectOf(message: string): string {
  return words(message)
    .filter((w) => !CHAT_FILLER.has(w))
    .join(' ');
}

export interface ChatAnswer {
  text: string;
  citations: AiCitation[];
  confidence?: AnswerConfidence;
}

interface Passage {
  text: string;
  score: number;
  index: number;
}

/** Sentences of the material ranked against the question (definitions of the asked term first). */
function retrieve(material: string, question: string, max: number, exclude: ReadonlySet<string> = new Set()): Passage[] {
  const subject = subjectOf(question);
  if (!subject.trim()) return [];
  const q = prepareQuery(subject);
  const sents = sentences(material).filter((s) => isProse(s.text.replace(/\s+/g, ' '), s.text.split(/\s+/).length));
  const defs = new Map(findDefinitions(material).map((d) => [d.sentence, d.term.toLowerCase()]));
  const subjectLower = subject.toLowerCase();
  const scored: Passage[] = sents.map((s, index) => {
    const flat = s.text.replace(/\s+/g, ' ').trim();
    if (exclude.has(flat)) return { text: flat, score: 0, index };
    let score = relevance(q, termProfile(flat)).score;
    const term = defs.get(flat);
    if (term && (subjectLower.includes(term) || term.includes(subjectLower))) score += 4;
    return { text: flat, score, index };
  });
  return scored
    .filter((p) => p.score >= 4)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, max)
    .sort((a, b) => a.index - b.index);
}

function citationsFor(topic: TopicContext | undefined, cite: boolean): { marker: string; list: AiCitation[] } {
  if (!cite || !topic || topic.sources.length === 0) return { marker: '', list: [] };
  const list = topic.sources.slice(0, 3).map((s, i) => ({ index: i + 1, title: s.title, ...(s.url ? { url: s.url } : {}) }));
  return { marker: ' ' + list.map((c) => `[${c.index}]`).join(''), list };
}

function sourcesFooter(list: readonly AiCitation[]): string {
  if (list.length === 0) return '';
  return `\n\nSources:\n${list.map((c) => `[${c.index}] ${c.title}${c.url ? ` — ${c.url}` : ''}`).join('\n')}`;
}

function libraryMatch(question: string): LibraryTopic | undefined {
  const subject = subjectOf(question);
  if (!subject) return undefined;
  let best: { topic: LibraryTopic; score: number } | undefined;
  for (const topic of Object.values(TOPIC_LIBRARY).flat()) {
    const score = relevance(subject, termProfile(`${topic.title}. ${topic.keywords.join(', ')}. ${topic.content}`)).score;
    if (!best || score > best.score) best = { topic, score };
  }
  return best && best.score >= 5 ? best.topic : undefined;
}

export function answerStudyChat(input: StudyChatRequest): ChatAnswer {
  let message = input.message.trim();
  // a follow-up continues the previous question, skipping what was already said
  const alreadySaid = new Set<string>();
  if (isMoreFollowUp(message)) {
    const previous = [...input.history].reverse().find((t) => t.role === 'user' && !isMoreFollowUp(t.content));
    const lastAnswer = [...input.history].reverse().find((t) => t.role === 'assistant');
    if (previous) message = previous.content.trim();
    for (const s of analyse((lastAnswer?.content ?? '').replace(/ ?\[\d+\]/g, ''))) alreadySaid.add(s.text);
  }
  const lower = message.toLowerCase();
  const topic = input.topic;
  const level = input.level ?? 'intermediate';
  const { marker, list } = citationsFor(topic, input.citeSources);
  const material = topic
    ? input.useSyllabus
      ? topicMaterial(topic).text
      : [topic.title, topic.summary].filter(Boolean).join('. ')
    : '';
  const syllabusNote = topic && !input.useSyllabus ? '\n\n(Syllabus content is switched off, so I only used the topic summary.)' : '';

  if (/^(?:hi|hello|hey|good (?:morning|afternoon|evening)|greetings)\b/i.test(message) && message.split(/\s+/).length <= 6) {
    const focus = topic ? ` We're focusing on **${topic.title}**.` : ' Pick a topic to focus on and I will teach from its material.';
    return {
      text: `Hello! I'm Smarty, running as the offline tutor.${focus} You can ask me to explain a term, summarise the topic, give an example or quiz you.`,
      citations: [],
    };
  }

  if (!topic && !input.passages?.length) {
    const lib = libraryMatch(message);
    if (lib) {
      const passages = retrieve(lib.content, message, level === 'beginner' ? 2 : 3);
      if (passages.length) {
        return {
          text: `From the built-in lesson **${lib.title}**: ${passages.map((p) => p.text).join(' ')}\n\nChoose a focus topic for answers tailored to your study path.`,
          citations: [],
          confidence: 'low',
        };
      }
    }
    return {
      text: `I'm the offline tutor, so I answer from the material of your study path. Choose a path or a topic and ask me about it. ${OFFLINE_LIMIT_NOTE}`,
      citations: [],
    };
  }
  if (!topic) return answerFromPassages(input, message, undefined, alreadySaid);

  if (/\b(?:quiz|test me|question me|practice questions?|check my understanding)\b/i.test(lower)) {
    const quiz = buildQuizOffline(topic, 3, input.level);
    if (quiz.questions.length) {
      // an interactive quiz: the key shows once the student has answered (shared/study/chat-quiz)
      const block = chatQuizBlock({ questions: quiz.questions.map(({ question, options, answerIndex, explanation }) => ({ question, options, answerIndex, explanation })) });
      return { text: `Here is a quick quiz on **${topic.title}**. Choose an answer to each question to check it.\n\n${block}${syllabusNote}`, citations: [] };
    }
  }

  if (/\b(?:summar|overview|key points|main points|main ideas|tl;?dr|recap)\w*/i.test(lower)) {
    const summary = extractiveSummary(sentences(material), { max: level === 'beginner' ? 3 : 5, maxChars: 900 });
    const terms = findDefinitions(material).map((d) => d.term);
    const keyTerms = terms.length ? terms : extractKeyphrases(material, { max: 6 }).map((k) => k.phrase);
    const text = `**${topic.title} in brief:** ${summary || topic.summary}${marker}\n\n**Key terms:** ${keyTerms.slice(0, 8).join(', ')}`;
    return { text: text + sourcesFooter(list) + syllabusNote, citations: list };
  }

  if (/\b(?:example|for instance|such as|illustrate)\b/i.test(lower)) {
    const examples = sentences(material)
      .map((s) => s.text.replace(/\s+/g, ' ').trim())
      .filter((s) => /\b(?:for example|for instance|e\.g\.|such as|is an example)\b/i.test(s));
    const subject = subjectOf(message.replace(/\b(?:example|examples|an|give)\b/gi, ''));
    const ranked = subject ? examples.filter((e) => relevance(subject, termProfile(e)).score >= 3) : examples;
    const pick = (ranked.length ? ranked : examples).slice(0, 2);
    if (pick.length) {
      return { text: `Examples from the ${topic.title} material: ${pick.join(' ')}${marker}${sourcesFooter(list)}${syllabusNote}`, citations: list };
    }
  }

  return answerFromPassages(input, message, topic, alreadySaid, syllabusNote);
}

/** The grounded answer (topic passages first, then those retrieved beyond the topic), or an honest "not found". */
function answerFromPassages(
  input: StudyChatRequest,
  message: string,
  topic: TopicContext | undefined,
  alreadySaid: ReadonlySet<string>,
  syllabusNote = '',
): ChatAnswer {
  const level = input.level ?? 'intermediate';
  const beyond = (input.passages ?? []).filter((p) => input.useSyllabus || p.kind !== 'syllabus');
  const scopes = [
    ...(topic ? [{ passages: topicPassages(topic, input.useSyllabus) }] : []),
    ...groupByTopic(beyond, topic?.title),
  ];
  const answer = groundedAnswer({
    question: readQuestion(message, input.history),
    scopes,
    cite: input.citeSources,
    level,
    exclude: alreadySaid,
  });
  if (answer) return { text: answer.text + syllabusNote, citations: answer.citations, confidence: answer.confidence };
  const where = topic?.title ?? 'your study path';
  if (alreadySaid.size > 0) {
    return {
      text: `That's everything the material for **${where}** says about this. Ask about another term, or say “quiz me” to practise.`,
      citations: [],
      confidence: 'low',
    };
  }
  const material = topic ? (input.useSyllabus ? topicMaterial(topic).text : [topic.title, topic.summary].join('. ')) : beyond.map((p) => p.text).join('\n\n');
  const terms = findDefinitions(material).map((d) => d.term);
  const suggestions = (terms.length ? terms : extractKeyphrases(material, { max: 5 }).map((k) => k.phrase)).slice(0, 4);
  return {
    text: `I couldn't find that in the material for **${where}**.${suggestions.length ? ` It covers ${listJoin(suggestions.map((s) => `“${s}”`))} — try asking about one of those.` : ''} ${OFFLINE_LIMIT_NOTE}${syllabusNote}`,
    citations: [],
    confidence: 'low',
  };
}

/** Passages beyond the focus topic, one scope per topic in the order retrieval ranked them. */
function groupByTopic(passages: readonly KnowledgePassage[], focusTitle: string | undefined): { passages: KnowledgePassage[]; label?: string }[] {
  const groups = new Map<string, KnowledgePassage[]>();
  for (const p of passages) {
    const key = p.topicTitle ?? p.sourceTitle;
    if (focusTitle && key === focusTitle) continue;
    const list = groups.get(key) ?? [];
    list.push(p);
    groups.set(key, list);
  }
  return [...groups].map(([label, list]) => ({ passages: list, label }));
}

export function topicWelcomeText(input: TopicWelcomeRequest): string {
  const topic = input.topic;
  const material = topicMaterial(topic).text;
  const defs = findDefinitions(material);
  const terms = defs.length
    ? defs.map((d) => d.term)
    : extractKeyphrases(material, { max: 6 })
        .map((k) => k.phrase)
        .filter((p) => !p.split(' ').every((w) => GENERIC_WORDS.has(w)));
  const level = input.level ?? (input.userProgress?.masteryLevel === 'expert' ? 'advanced' : input.userProgress?.masteryLevel === 'intermediate' ? 'intermediate' : 'beginner');
  const lines: string[] = [];
  const path = input.studyPath?.name ? ` — part of your ${input.studyPath.name} path` : '';
  lines.push(`Welcome to **${topic.title}**${path}!`);
  if (topic.summary.trim()) lines.push(topic.summary.trim());
  if (input.certification?.name) {
    lines.push(`This topic supports your preparation for ${input.certification.name}${input.certification.organization ? ` (${input.certification.organization})` : ''}.`);
  }
  const levelLine =
    level === 'beginner'
      ? "We'll start from the basics and build up one idea at a time."
      : level === 'advanced'
        ? "You already know the groundwork, so we'll focus on precise definitions and how the ideas connect."
        : "We'll review the core ideas quickly and then practise applying them.";
  lines.push(levelLine);
  if (terms.length) lines.push(`**Key ideas you'll meet:** ${terms.slice(0, 6).join(', ')}.`);
  const first = defs[0];
  if (first) lines.push(`**A first definition:** ${first.sentence}`);
  else {
    const summary = extractiveSummary(sentences(material), { max: 2, maxChars: 400 });
    if (summary) lines.push(`**To begin:** ${summary}`);
  }
  const p = input.userProgress;
  if (p && p.totalTopics > 0) {
    lines.push(`You've completed ${p.completedTopics} of ${p.totalTopics} topics in this path.`);
  }
  lines.push(
    `**How to study it:** ask me “What is ${(terms[1] ?? terms[0] ?? topic.title).toLowerCase()}?”, ask for a summary or an example, then say “quiz me” to check your understanding.`,
  );
  if (first) lines.push(`**Starter question:** in your own words, what is ${first.term.toLowerCase()}, and why does it matter?`);
  return lines.join('\n\n');
}

// ───────────────────────────── writing helper ─────────────────────────────

const CATEGORY_PATTERNS: ReadonlyArray<readonly [WritingHelperCategory, RegExp]> = [
  ['grading', /\b(?:grade|grading|score|mark|rate|assess my|evaluate my|feedback|how (?:good|well)|review my (?:essay|writing|draft)|proofread)\b/i],
  ['thesis', /\bthesis\b|\bclaim\b|\bmain argument\b/i],
  ['outline', /\b(?:outline|structure|organi[sz]e|order of|plan my|paragraph plan)\b/i],
  ['research', /\b(?:research|sources?|articles?|citations?|cite|evidence|references?|studies|find (?:papers|articles))\b/i],
  ['prompt', /\bprompt\b/i],
  ['brainstorm', /\b(?:brainstorm|ideas?|what (?:should|could) i write about|angles?)\b/i],
  ['drafting', /\b(?:introduction|intro|conclusion|body|paragraph|hook|start writing|how (?:do|should) i (?:start|begin|end)|draft)\b/i],
];

export function classifyWritingQuestion(message: string): WritingHelperCategory {
  for (const [category, re] of CATEGORY_PATTERNS) if (re.test(message)) return category;
  return 'general';
}

function essayText(essay: EssayContext): string {
  return [essay.sections.introduction, essay.sections.body, essay.sections.conclusion].filter((s) => s.trim()).join('\n\n');
}

function isAcademic(essay: EssayContext): boolean {
  return !/creative|personal|narrative/i.test(`${essay.essayType ?? ''} ${essay.writingStyle ?? ''}`);
}

function nextStep(essay: EssayContext, articles: readonly ArticleContext[]): string {
  if (!essay.prompt.trim()) return 'Start with a clear prompt: write the question your essay will answer.';
  if (essay.ideas.length === 0) return 'Add a few brainstorm ideas — the points, examples or arguments you might use.';
  if (!essay.thesis.trim()) return 'Write your thesis: one sentence stating your position and the main reasons.';
  if (articles.length === 0) return 'Find research articles that support your ideas (use Find Articles).';
  if (!essayText(essay).trim()) return 'Begin writing: start with the introduction and end it with your thesis.';
  return 'Revise: check that each body paragraph supports the thesis with evidence from your sources.';
}

function authorLabel(a: ArticleContext): string {
  const first = a.authors.split(/[,;]| and /)[0]?.trim() ?? '';
  const surname = first.split(/\s+/).find((w) => /^\p{Lu}\p{L}{1,}$/u.test(w) && !/^[A-Z]{1,3}$/.test(w)) ?? first.split(/\s+/)[0] ?? '';
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
      const fb = writingFeedback(text, { academic: isAcademic(essay), targetWords: 500 });
      const counts = (['introduction', 'body', 'conclusion'] as const).map((k) => `${capitalize(k)} ${wordCount(essay.sections[k])}`).join(', ');
      const parts = [
        `I can't grade ideas the way a teacher does, but here is a mechanical review of your draft (${fb.metrics.words} words: ${counts}).`,
        fb.strengths.length ? `**Strengths:**\n${fb.strengths.map((s) => `- ${s}`).join('\n')}` : '',
        fb.improvements.length ? `**To improve:**\n${fb.improvements.map((s) => `- ${s}`).join('\n')}` : '',
      ];
      if (essay.thesis.trim()) {
        const thesisTerms = prepareQuery(essay.thesis);
        const r = relevance(thesisTerms, termProfile(text));
        parts.push(`**Focus:** your draft covers ${r.keyShared} of ${r.keyTotal} key terms of your thesis${r.missing.length ? `; it says little about ${listJoin(r.missing.slice(0, 3).map((m) => `“${m}”`))}` : ''}.`);
      }
      response = parts.filter(Boolean).join('\n\n');
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
        `Your essay sits mainly in ${listJoin(domains)}. Useful search terms: ${kw.keywords.slice(0, 6).map((k) => `“${k}”`).join(', ')}.`,
        `Try these searches:\n${kw.searchQueries.slice(0, 4).map((q) => `- ${q}`).join('\n')}`,
      ];
      if (articles.length) {
        const ranked = [...articles].sort((a, b) => b.relevanceScore - a.relevanceScore);
        const top = ranked[0];
        if (top) parts.push(`Of your ${articles.length} saved article${articles.length === 1 ? '' : 's'}, “${truncate(top.title, 90)}” scores highest against your prompt (${top.relevanceScore}/10).`);
      } else parts.push('You have no saved articles yet: use Find Articles and save two or three that match these searches.');
      response = parts.join('\n\n');
      break;
    }
    case 'outline': {
      const lines = ['**Suggested outline**', `1. Introduction — context for ${extractKeyphrases(essay.prompt, { max: 2 }).map((k) => k.phrase).join(' and ') || 'your topic'}; end with the thesis.`];
      const ideas = essay.ideas.length ? essay.ideas : extractKeyphrases(`${essay.thesis} ${essay.prompt}`, { max: 3 }).map((k) => k.phrase);
      const ordered = essay.thesis.trim()
        ? [...ideas].sort((a, b) => relevance(b, termProfile(essay.thesis)).score - relevance(a, termProfile(essay.thesis)).score)
        : ideas;
      ordered.slice(0, 4).forEach((idea, i) => {
        const ev = bestEvidence(articles, idea);
        lines.push(`${i + 2}. Body paragraph — ${capitalize(truncate(idea, 80))}${ev ? ` (evidence: ${truncate(ev.article.title, 60)}, ${authorLabel(ev.article)})` : ''}`);
      });
      const n = Math.min(ordered.length, 4) + 2;
      lines.push(`${n}. Counterargument and rebuttal — the strongest objection to your thesis and why it does not hold.`);
      lines.push(`${n + 1}. Conclusion — restate the thesis in new words, sum up the reasons, end with an implication.`);
      response = lines.join('\n');
      break;
    }
    case 'prompt': {
      if (!essay.prompt.trim()) {
        response = 'You have no prompt yet. A good prompt names a task (discuss, evaluate, compare) and a specific topic, e.g. “Evaluate whether mandatory staffing ratios improve patient safety in hospitals.”';
      } else {
        const r = reviewPromptOffline(essay.prompt, { essayType: essay.essayType, writingStyle: essay.writingStyle });
        response = r.feedback;
      }
      break;
    }
    case 'brainstorm': {
      const main = extractKeyphrases(`${essay.prompt} ${essay.thesis}`, { max: 3 }).map((k) => k.phrase);
      const topic = main[0] ?? 'your topic';
      const existing = new Set(essay.ideas.map((i) => i.toLowerCase()));
      const fromArticles = extractKeyphrases(articles.map((a) => `${a.title}. ${a.abstract}`).join('\n'), { max: 6 })
        .map((k) => k.phrase)
        .filter((p) => ![...existing].some((e) => e.includes(p)));
      const angles = [
        `Causes: what drives ${topic}?`,
        `Effects: who is affected by ${topic}, and how?`,
        `Evidence: a statistic or study about ${main[1] ?? topic}`,
        `A case study or real example of ${topic}`,
        `Counterargument: why might someone disagree?`,
      ];
      response = `Ideas to explore (${essay.ideas.length}/10 used):\n${angles.map((a) => `- ${a}`).join('\n')}${fromArticles.length ? `\n\nThemes from your saved articles you haven't used yet: ${fromArticles.slice(0, 4).map((p) => `“${p}”`).join(', ')}.` : ''}`;
      break;
    }
    case 'drafting': {
      const which = (['introduction', 'body', 'conclusion'] as const).find((k) => new RegExp(k === 'introduction' ? 'intro' : k, 'i').test(input.message));
      const target = which ?? (['introduction', 'body', 'conclusion'] as const).find((k) => !essay.sections[k].trim()) ?? 'body';
      const tips: Record<EssaySectionType, string> = {
        introduction: 'Open with a hook (a striking fact or question), give the context the reader needs, and end with your thesis.',
        body: 'Give each paragraph one point: a topic sentence, evidence with a citation, analysis that links it to the thesis, and a transition.',
        conclusion: 'Restate the thesis in new words, draw the reasons together and end with an implication or recommendation — no new evidence.',
      };
      const draft = writingSuggestionOffline(target, essay, articles, essay.sections[target]);
      response = `**${capitalize(target)}:** ${tips[target]}\n\nA starting point you can adapt:\n\n${draft}`;
      break;
    }
    default: {
      response = `Next step: ${nextStep(essay, articles)} I can review your thesis or prompt, suggest an outline, find search terms or give feedback on your draft. ${OFFLINE_LIMIT_NOTE}`;
    }
  }
  return { response, category, categoryName: WRITING_HELPER_CATEGORY_NAMES[category] };
}

/** A draft paragraph for a section, built from the essay and the saved articles; [brackets] mark what the student must fill in. */
export function writingSuggestionOffline(
  sectionType: EssaySectionType,
  essay: EssayContext,
  articles: readonly ArticleContext[],
  existingContent: string,
): string {
  const phrases = extractKeyphrases(`${essay.prompt}\n${essay.thesis}`, { max: 4, boostTexts: [essay.prompt] }).map((k) => k.phrase);
  const topic = phrases[0] ?? (essay.title.trim() || 'this topic');
  const thesis = essay.thesis.trim() || '[State your thesis: your position and two or three reasons.]';
  const existing = existingContent.trim() ? termProfile(existingContent) : undefined;
  const cite = (a: ArticleContext) => `(${authorLabel(a)})`;

  if (sectionType === 'introduction') {
    const hook = bestEvidence(articles, `${essay.prompt} ${essay.thesis}`);
    const first = hook
      ? `${hook.sentence.replace(/\.$/, '')} ${cite(hook.article)}.`
      : `${capitalize(topic)} raises questions that matter well beyond the classroom.`;
    const domains = detectDomains({ prompt: essay.prompt, thesis: essay.thesis, ideas: essay.ideas }).domains.map((d) => d.domain.toLowerCase());
    const context = `Debates about ${listJoin(phrases.slice(0, 2)) || topic} are central to ${domains[0] ?? 'the field'}, and the answer shapes real decisions.`;
    return `${first} ${context} ${thesis}`;
  }
  if (sectionType === 'conclusion') {
    const t = essay.thesis.trim();
    const restated = t ? `In conclusion, the evidence supports the view that ${t.charAt(0).toLowerCase()}${t.slice(1).replace(/\.$/, '')}.` : 'In conclusion, [restate your thesis in new words].';
    const ideas = essay.ideas.slice(0, 3).map((i) => i.charAt(0).toLowerCase() + i.slice(1).replace(/\.$/, ''));
    const recap = ideas.length
      ? `The points discussed — ${ideas.join('; ')} — show why this matters.`
      : '[Draw your main reasons together in one sentence.]';
    return `${restated} ${recap} [End with an implication: what should readers, institutions or policymakers do next about ${topic}?]`;
  }
  // body
  const ideas = (essay.ideas.length ? essay.ideas : phrases).filter((idea) => !existing || relevance(idea, existing).score < 5);
  const usedEvidence = new Set<string>();
  const paragraphs = ideas.slice(0, 2).map((idea) => {
    const ev = bestEvidence(articles, idea, usedEvidence);
    if (ev) usedEvidence.add(ev.sentence);
    const topicSentence = `${capitalize(idea.replace(/\.$/, ''))}.`;
    const evidence = ev ? `${ev.sentence.replace(/\.$/, '')} ${cite(ev.article)}.` : '[Add evidence: a statistic, study or example with its citation.]';
    return `${topicSentence} ${evidence} [Explain how this supports your thesis.]`;
  });
  if (paragraphs.length === 0) {
    return `[Topic sentence: one reason that supports your thesis.] [Evidence with a citation.] [Analysis linking the evidence to your thesis about ${topic}.]`;
  }
  return paragraphs.join('\n\n');
}
