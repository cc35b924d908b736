/**
 * The offline tutor's conversations: study chat and topic welcome (answers retrieved from the topic's
 * own material, with honest limits). The essay writing helper's chat lives in writing-chat.ts.
 */
import {
  type AiCitation,
  type AnswerConfidence,
  type KnowledgePassage,
  type StudyChatRequest,
  type TopicContext,
  type TopicWelcomeRequest,
} from '../../../../shared/schemas/ai';
import { analyse } from '../../nlp/nlp';
import { chatQuizBlock } from '../../../../shared/study/chat-quiz';
import { OFFLINE_MODE_NOTES } from '../../../../shared/messages/study';
import type { LearningMode } from '../../../../shared/study/quick-actions';
import { groundedAnswer } from './grounded-answer';
import { extractKeyphrases } from './keywords';
import { modeStyle } from './learning-modes';
import { topicPassages } from './passages';
import { isMoreFollowUp, readQuestion, readQuestionParts } from './question';
import { prepareQuery, relevance, termProfile } from './relevance';
import {
  buildQuizOffline,
  conceptTerms,
  findDefinitions,
  isNounPhrase,
  namesAConcept,
  topicMaterial,
} from './study';
import { isProse } from './summarize';
import { TOPIC_LIBRARY, type LibraryTopic } from './topic-library';
import { extractiveSummary } from './summarize';
import { GENERIC_WORDS, asWritten, listJoin, sentences, words } from './text';

/** Said to the student (who cannot connect a provider; the operator does): what the offline tutor answers from. */
export const OFFLINE_LIMIT_NOTE = "I'm the offline tutor, so I answer only from your study material.";

/** What the offline tutor says about a topic that has no lesson material (an exam-outline objective). */
export function noMaterialText(title: string): string {
  return `There is no lesson material for **${title}** yet, so I can't teach it without making things up. Use **Add material** to add your notes, a textbook chapter or the official exam guide, and I'll teach this topic from it. ${OFFLINE_LIMIT_NOTE}`;
}

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
function retrieve(
  material: string,
  question: string,
  max: number,
  exclude: ReadonlySet<string> = new Set(),
): Passage[] {
  const subject = subjectOf(question);
  if (!subject.trim()) return [];
  const q = prepareQuery(subject);
  const sents = sentences(material).filter((s) =>
    isProse(s.text.replace(/\s+/g, ' '), s.text.split(/\s+/).length),
  );
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

function citationsFor(
  topic: TopicContext | undefined,
  cite: boolean,
): { marker: string; list: AiCitation[] } {
  if (!cite || !topic || topic.sources.length === 0) return { marker: '', list: [] };
  const list = topic.sources
    .slice(0, 3)
    .map((s, i) => ({ index: i + 1, title: s.title, ...(s.url ? { url: s.url } : {}) }));
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
    const score = relevance(
      subject,
      termProfile(`${topic.title}. ${topic.keywords.join(', ')}. ${topic.content}`),
    ).score;
    if (!best || score > best.score) best = { topic, score };
  }
  return best && best.score >= 5 ? best.topic : undefined;
}

/** Letters and digits only, lower case: a sentence as said, whatever Markdown a learning mode laid it out in. */
const bare = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The sentences an answer already gave: those of its text, and any sentence whose words it holds in order (a mode may
 * have laid a sentence out as a list item, a timeline entry or a blockquote, with `code` and citation markers in it).
 */
function saidIn(answer: string): Pick<ReadonlySet<string>, 'has' | 'size'> {
  const plain = answer.replace(/ ?\[\d+\]/g, '');
  const sentences = new Set(analyse(plain).map((s) => s.text));
  const all = bare(plain);
  return {
    has: (sentence) =>
      sentences.has(sentence) || (bare(sentence).length >= 20 && all.includes(bare(sentence))),
    get size() {
      return sentences.size;
    },
  };
}

export function answerStudyChat(input: StudyChatRequest): ChatAnswer {
  let message = input.message.trim();
  // a follow-up continues the previous question, skipping what was already said
  let alreadySaid: Pick<ReadonlySet<string>, 'has' | 'size'> = new Set<string>();
  if (isMoreFollowUp(message)) {
    const previous = [...input.history]
      .reverse()
      .find((t) => t.role === 'user' && !isMoreFollowUp(t.content));
    const lastAnswer = [...input.history].reverse().find((t) => t.role === 'assistant');
    if (previous) message = previous.content.trim();
    alreadySaid = saidIn(lastAnswer?.content ?? '');
  }
  const topic = input.topic;
  const level = input.level ?? 'intermediate';
  const { marker, list } = citationsFor(topic, input.citeSources);
  const material = topic
    ? input.useSyllabus
      ? topicMaterial(topic).text
      : [topic.title, topic.summary].filter(Boolean).join('. ')
    : '';
  const syllabusNote =
    topic && !input.useSyllabus
      ? '\n\n(Syllabus content is switched off, so I only used the topic summary.)'
      : '';

  if (
    /^(?:hi|hello|hey|good (?:morning|afternoon|evening)|greetings)\b/i.test(message) &&
    message.split(/\s+/).length <= 6
  ) {
    const focus = topic
      ? ` We're focusing on **${topic.title}**.`
      : ' Pick a topic to focus on and I will teach from its material.';
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
      text: `I'm the offline tutor, so I answer from the material of your study path. Choose a path or a topic and ask me about it.`,
      citations: [],
    };
  }
  if (!topic) return answerFromPassages(input, message, undefined, alreadySaid);
  // a topic with no material: answer from the material added to the path, or say honestly that there is none
  if (topic.noMaterial && !input.passages?.length) {
    return { text: noMaterialText(topic.title), citations: [], confidence: 'low' };
  }

  if (requests(message, /\b(?:quiz|test me|question me|practice questions?|check my understanding)\b/i)) {
    const quiz = buildQuizOffline(topic, 3, input.level);
    if (quiz.questions.length) {
      // an interactive quiz: the key shows once the student has answered (shared/study/chat-quiz)
      const block = chatQuizBlock({
        questions: quiz.questions.map(({ question, options, answerIndex, explanation }) => ({
          question,
          options,
          answerIndex,
          explanation,
        })),
      });
      return {
        text: `Here is a quick quiz on **${topic.title}**. Choose an answer to each question to check it.\n\n${block}${syllabusNote}`,
        citations: [],
      };
    }
  }

  if (requests(message, /\b(?:summar|overview|key points|main points|main ideas|tl;?dr|recap)\w*/i)) {
    const summary = extractiveSummary(sentences(material), {
      max: level === 'beginner' ? 3 : 5,
      maxChars: 900,
    });
    const terms = conceptTerms(material);
    const keyTerms = terms.length ? terms : extractKeyphrases(material, { max: 6 }).map((k) => k.phrase);
    const text = `**${topic.title} in brief:** ${summary || topic.summary}${marker}\n\n**Key terms:** ${keyTerms.slice(0, 8).join(', ')}`;
    return { text: text + sourcesFooter(list) + syllabusNote, citations: list };
  }

  if (requests(message, /\b(?:example|for instance|such as|illustrate)\b/i)) {
    // an example in words, or one worked in numbers ("1,000 × 15 ÷ 480, about 31 drops per minute")
    const examples = sentences(material)
      .map((s) => s.text.replace(/\s+/g, ' ').trim())
      .filter(
        (s) =>
          /\b(?:for example|for instance|e\.g\.|such as|is an example)\b/i.test(s) ||
          /\d\s*[×÷=]\s*\d/.test(s),
      );
    const own = subjectOf(message.replace(/\b(?:example|examples|an|give)\b/gi, ''));
    // "Can you give an example?" asks for one of what was just asked about
    const before = [...input.history]
      .reverse()
      .find((t) => t.role === 'user' && !isMoreFollowUp(t.content))
      ?.content.trim();
    const subject = own || (before ? subjectOf(before) : '');
    const ranked = subject ? examples.filter((e) => relevance(subject, termProfile(e)).score >= 3) : examples;
    // none on the subject: the grounded answer below says what the material has on it, not unrelated examples
    const pick = (subject ? ranked : examples).slice(0, 2);
    if (pick.length) {
      return {
        text: `Examples from the ${topic.title} material: ${pick.join(' ')}${marker}${sourcesFooter(list)}${syllabusNote}`,
        citations: list,
      };
    }
  }

  return answerFromPassages(input, message, topic, alreadySaid, syllabusNote);
}

/** The words a request may open with before what it asks for ("Can you give me a quick …", "What are the …"). */
const REQUEST_WORDS = new Set(
  (
    'ok okay now so then and please just can could would will you i id i’d like love to want need help me us let lets ' +
    'let’s time for give show make do write create generate run tell explain go over what whats what’s is are the some ' +
    'a an another one quick short few more of on this that topic with it'
  ).split(' '),
);

/**
 * Whether the message asks for what `intent` names ("Quiz me", "Can you give an example?", "What are the key points?"):
 * a sentence in which it comes first, or after only the words a request opens with. A question that merely mentions it
 * ("I mix them up on practice questions. What is the difference?") asks something else.
 */
function requests(message: string, intent: RegExp): boolean {
  return message.split(/(?<=[.?!])\s+/).some((sentence) => {
    const m = intent.exec(sentence);
    if (!m) return false;
    const before = sentence.slice(0, m.index).toLowerCase().replace(/'/g, '’');
    return before
      .split(/[^\p{L}’]+/u)
      .filter(Boolean)
      .every((w) => REQUEST_WORDS.has(w));
  });
}

/** The grounded answer (topic passages first, then those retrieved beyond the topic), or an honest "not found". */
function answerFromPassages(
  input: StudyChatRequest,
  message: string,
  topic: TopicContext | undefined,
  alreadySaid: Pick<ReadonlySet<string>, 'has' | 'size'>,
  syllabusNote = '',
): ChatAnswer {
  const level = input.level ?? 'intermediate';
  const beyond = (input.passages ?? []).filter((p) => input.useSyllabus || p.kind !== 'syllabus');
  const scopes = [
    ...(topic ? [{ passages: topicPassages(topic, input.useSyllabus) }] : []),
    ...groupByTopic(beyond, topic?.title),
  ];
  const parts = readQuestionParts(message, input.history);
  const answer = groundedAnswer({
    question: parts[0] && parts.length === 1 ? parts[0] : readQuestion(message, input.history),
    parts,
    scopes,
    cite: input.citeSources,
    level,
    exclude: alreadySaid,
    style: modeStyle(input.learningMode),
  });
  const where = topic?.title ?? 'your study path';
  // nothing answers it, but a sentence of the topic comes near: offered as that, for the student to judge
  if (answer?.nearest)
    return {
      text: `I couldn't find that answered directly in the material for **${where}**. The nearest it comes: ${answer.text}\n\n${OFFLINE_LIMIT_NOTE}${syllabusNote}`,
      citations: answer.citations,
      confidence: 'low',
    };
  if (answer)
    return { text: answer.text + syllabusNote, citations: answer.citations, confidence: answer.confidence };
  if (alreadySaid.size > 0) {
    return {
      text: `That's everything the material for **${where}** says about this. Ask about another term, or say “quiz me” to practise.`,
      citations: [],
      confidence: 'low',
    };
  }
  const covers = whatItCovers(input, topic, beyond);
  const suggestions = covers.items.slice(0, 4).map((s) => `“${s}”`);
  // the focus topic's own concepts, or (it defines none) other topics of the path: never said to be this topic's
  const offer = !suggestions.length
    ? ''
    : covers.from === 'topic' || !topic
      ? ` It covers ${listJoin(suggestions)} — try asking about one of those.`
      : ` Other topics of your path may have it: ${listJoin(suggestions)}.`;
  return {
    text: `I couldn't find that in the material for **${where}**.${offer} ${OFFLINE_LIMIT_NOTE}${syllabusNote}`,
    citations: [],
    confidence: 'low',
  };
}

/**
 * What to suggest asking about when the material has no answer: the concepts the focus topic's lesson defines, else
 * the path's topics the retrieved material belongs to, else the concepts that material defines. Only topic titles and
 * defined terms: a phrase cut from a sentence ('Step 3', 'Confirmed theory') is no topic to ask about.
 */
function whatItCovers(
  input: StudyChatRequest,
  topic: TopicContext | undefined,
  beyond: readonly KnowledgePassage[],
): { items: string[]; from: 'topic' | 'path' } {
  const material = topic
    ? input.useSyllabus
      ? topicMaterial(topic).text
      : [topic.title, topic.summary].join('. ')
    : '';
  const concepts = material ? conceptTerms(material) : [];
  if (concepts.length) return { items: concepts, from: 'topic' };
  // (the learner's library beyond the path is not "your path": another path's topics are not offered)
  const path = beyond.filter((p) => !p.library);
  const topics = [
    ...new Set(path.map((p) => p.topicTitle?.trim() ?? '').filter((t) => t && t !== topic?.title)),
  ];
  if (topics.length) return { items: topics, from: 'path' };
  return { items: conceptTerms(path.map((p) => p.text).join('\n\n')), from: 'path' };
}

/** Passages beyond the focus topic, one scope per topic in the order retrieval ranked them. */
function groupByTopic(
  passages: readonly KnowledgePassage[],
  focusTitle: string | undefined,
): { passages: KnowledgePassage[]; label?: string }[] {
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

/**
 * A term with the article the lesson gives it ('a laptop', 'the first priority'), or as it is when the lesson uses it
 * without one ('prioritization', 'UDP').
 */
function withArticle(term: string, material: string): string {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`(?:^|[^\\p{L}])(a|an|the)\\s+${escaped}(?![\\p{L}\\p{N}])`, 'iu').exec(material);
  return m?.[1] ? `${m[1].toLowerCase()} ${term}` : term;
}

const capitalise = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** "what is an IP address" / "what are nurses": the verb agrees with the term's last word. */
function isPlural(term: string): boolean {
  const last = analyse(term)
    .flatMap((x) => x.words)
    .at(-1);
  return !!last && last.pos === 'NOUN' && last.lemma.toLowerCase() !== last.text.toLowerCase();
}
function whatIs(term: string, material: string): string {
  return `what ${isPlural(term) ? 'are' : 'is'} ${withArticle(term, material)}`;
}

export function topicWelcomeText(input: TopicWelcomeRequest): string {
  const topic = input.topic;
  if (topic.noMaterial && !topic.passages?.length) {
    const path = input.studyPath?.name ? ` — part of your ${input.studyPath.name} path` : '';
    return [
      `Welcome to **${topic.title}**${path}!`,
      ...(topic.summary.trim() ? [topic.summary.trim()] : []),
      noMaterialText(topic.title),
    ].join('\n\n');
  }
  const material = topicMaterial(topic).text;
  const defs = findDefinitions(material);
  const concepts = conceptTerms(material);
  // as the lesson writes them: 'UDP' and 'ATP', not 'udp' and 'atp'
  const terms = (
    concepts.length
      ? concepts
      : extractKeyphrases(material, { max: 6 })
          .map((k) => k.phrase)
          .filter((p) => !p.split(' ').every((w) => GENERIC_WORDS.has(w)) && isNounPhrase(p, material))
  ).map((t) => asWritten(t, material));
  const level =
    input.level ??
    (input.userProgress?.masteryLevel === 'expert'
      ? 'advanced'
      : input.userProgress?.masteryLevel === 'intermediate'
        ? 'intermediate'
        : 'beginner');
  const lines: string[] = [];
  const path = input.studyPath?.name ? ` — part of your ${input.studyPath.name} path` : '';
  lines.push(`Welcome to **${topic.title}**${path}!`);
  if (topic.summary.trim()) lines.push(topic.summary.trim());
  if (input.certification?.name) {
    lines.push(
      `This topic supports your preparation for ${input.certification.name}${input.certification.organization ? ` (${input.certification.organization})` : ''}.`,
    );
  }
  const levelLine =
    level === 'beginner'
      ? "We'll start from the basics and build up one idea at a time."
      : level === 'advanced'
        ? "You already know the groundwork, so we'll focus on precise definitions and how the ideas connect."
        : "We'll review the core ideas quickly and then practise applying them.";
  lines.push(levelLine);
  const modeNote = input.learningMode ? OFFLINE_MODE_NOTES[input.learningMode as LearningMode] : undefined;
  if (modeNote) lines.push(modeNote);
  if (terms.length) lines.push(`**Key ideas you'll meet:** ${terms.slice(0, 6).join(', ')}.`);
  // a definition of a concept the lesson teaches, not of a role or a rank ("Nurses are mandatory reporters …")
  const first =
    defs.find((d) => namesAConcept(d) && d.form !== 'does') ?? defs.find(namesAConcept) ?? defs[0];
  if (first) lines.push(`**A first definition:** ${first.sentence}`);
  else {
    const summary = extractiveSummary(sentences(material), { max: 2, maxChars: 400 });
    if (summary) lines.push(`**To begin:** ${summary}`);
  }
  const p = input.userProgress;
  if (p && p.totalTopics > 0) {
    lines.push(`You've completed ${p.completedTopics} of ${p.totalTopics} topics in this path.`);
  }
  const asked = terms[1] ?? terms[0];
  lines.push(
    `**How to study it:** ask me “${asked ? capitalise(whatIs(asked, material)) : `What is ${asWritten(topic.title.toLowerCase(), topic.title)}`}?”, ask for a summary or an example, then say “quiz me” to check your understanding.`,
  );
  if (first)
    lines.push(
      `**Starter question:** in your own words, ${whatIs(terms[0] ?? first.term, material)}, and why ${isPlural(terms[0] ?? first.term) ? 'do they' : 'does it'} matter?`,
    );
  return lines.join('\n\n');
}
