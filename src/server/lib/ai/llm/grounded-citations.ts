/**
 * Retrieval-augmented study answers with a provider (issue 14, ADR 012): the passages the answer may use are listed
 * numbered [1..n] in the prompt; when the answer is complete its citations are checked against that list. A marker
 * that names no listed passage is removed from the text and lowers the confidence; the sources returned are only the
 * passages actually cited, renumbered 1..k in the order the answer first cites them.
 */
import type {
  AiCitation,
  AnswerConfidence,
  KnowledgePassage,
  StudyChatRequest,
} from '../../../../shared/schemas/ai';
import { topicPassages } from '../offline/passages';

/** Passages listed in the prompt: the focus topic's first, then those retrieved beyond it. */
export const MAX_PROMPT_PASSAGES = 14;
const MAX_TOPIC_PASSAGES = 10;

/** The passages the model may cite, numbered as the prompt lists them. */
export function promptPassages(
  input: Pick<StudyChatRequest, 'topic' | 'passages' | 'useSyllabus'>,
): AiCitation[] {
  const own = input.topic ? topicPassages(input.topic, input.useSyllabus).slice(0, MAX_TOPIC_PASSAGES) : [];
  const seen = new Set(own.map((p) => p.id));
  const beyond = (input.passages ?? []).filter(
    (p) => (input.useSyllabus || p.kind !== 'syllabus') && !seen.has(p.id),
  );
  return [...own, ...beyond].slice(0, MAX_PROMPT_PASSAGES).map((p, i) => asCitation(p, i + 1));
}

function asCitation(p: KnowledgePassage, index: number): AiCitation {
  return {
    index,
    title: p.sourceTitle,
    ...(p.url ? { url: p.url } : {}),
    passage: p.text,
    passageId: p.id,
    ...(p.topicTitle ? { topicTitle: p.topicTitle } : {}),
  };
}

/** The numbered passages as the prompt shows them. */
export function passagesText(passages: readonly AiCitation[]): string {
  return passages
    .map(
      (p) => `[${p.index}] ${p.title}${p.topicTitle ? ` — topic: ${p.topicTitle}` : ''}\n${p.passage ?? ''}`,
    )
    .join('\n\n');
}

export interface CheckedAnswer {
  fullResponse: string;
  citations: AiCitation[];
  confidence: AnswerConfidence;
}

/** A citation group: [3], [1, 2] or [1][4]; markdown links `[text](url)` are not citations. */
const GROUP = /\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\](?!\()/g;

const LOWER: Record<AnswerConfidence, AnswerConfidence> = { high: 'medium', medium: 'low', low: 'low' };

/**
 * The answer with only valid citations, renumbered, and its confidence: from how many of its sentences carry a valid
 * citation (half or more → high, some → medium, none → low), one level lower when invented citations were removed.
 * `keepMarkers` false: the learner switched citations off; the check still runs (for the confidence) but the text
 * loses its markers and no sources are returned.
 */
export function checkCitations(
  text: string,
  passages: readonly AiCitation[],
  keepMarkers = true,
): CheckedAnswer {
  const byIndex = new Map(passages.map((p) => [p.index, p]));
  const renumber = new Map<number, number>();
  let invented = 0;
  const cleaned = text.replace(GROUP, (_whole, group: string) => {
    const kept: number[] = [];
    for (const n of group.split(',').map((x) => Number(x.trim()))) {
      if (!byIndex.has(n)) {
        invented += 1;
        continue;
      }
      if (!renumber.has(n)) renumber.set(n, renumber.size + 1);
      const next = renumber.get(n) ?? 0;
      if (!kept.includes(next)) kept.push(next);
    }
    return kept.map((k) => `[${k}]`).join('');
  });
  // a removed marker leaves a space before punctuation or a double space
  const tidy = cleaned
    .replace(/[ \t]+([.,;:!?)])/g, '$1')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/[ \t]+$/gm, '');
  const citations = [...renumber].map(([old, n]) => ({ ...(byIndex.get(old) as AiCitation), index: n }));
  const confidence = invented > 0 ? LOWER[coverageConfidence(tidy)] : coverageConfidence(tidy);
  if (!keepMarkers)
    return { fullResponse: tidy.replace(/ ?\[\d{1,3}\](?!\()/g, ''), citations: [], confidence };
  return { fullResponse: tidy, citations, confidence };
}

function coverageConfidence(text: string): AnswerConfidence {
  const sentences = text
    .replace(/```[\s\S]*?```/g, ' ')
    // "… 3389. [1]" cites the sentence before the marker
    .replace(/([.!?])[ \t]*((?:\[\d{1,3}\])+)/g, '$2$1')
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    // headings, list labels and questions back to the learner are not claims
    .filter((s) => s.split(/\s+/).length >= 4 && !s.endsWith('?') && !s.startsWith('#'));
  if (sentences.length === 0) return 'low';
  const cited = sentences.filter((s) => /\[\d{1,3}\]/.test(s)).length;
  if (cited === 0) return 'low';
  return cited / sentences.length >= 0.5 ? 'high' : 'medium';
}
