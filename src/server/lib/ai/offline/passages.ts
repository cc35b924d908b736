/**
 * Study material as passages (ADR 012): a lesson is split at its paragraphs, each paragraph one passage with a
 * stable id `<source id>:<n>`. The catalogue seed stores the same split, so ids match between the database and an
 * engine that builds passages from a topic's text itself.
 */
import type { KnowledgePassage, TopicContext } from '../../../../shared/schemas/ai';
import { topicMaterial } from './study';

/** Paragraphs of a text (blank-line separated), whitespace collapsed; very long paragraphs are cut at sentences. */
export function splitPassages(text: string, maxChars = 2_000): string[] {
  const out: string[] = [];
  for (const raw of text.split(/\n\s*\n/)) {
    const para = raw.replace(/\s+/g, ' ').trim();
    if (!para) continue;
    if (para.length <= maxChars) {
      out.push(para);
      continue;
    }
    let current = '';
    for (const piece of para.split(/(?<=[.!?])\s+(?=[A-Z0-9])/)) {
      if (current && current.length + piece.length + 1 > maxChars) {
        out.push(current);
        current = '';
      }
      current = current ? `${current} ${piece}` : piece;
    }
    if (current) out.push(current);
  }
  return out;
}

/**
 * How a citation names a built-in lesson: the lesson is this product's text, written to the official outline the
 * topic names first (an exam objective, a test-plan category), so it says both and links the outline; a citation
 * never credits the outline's publisher with the lesson's words.
 */
export function lessonSourceTitle(topic: Pick<TopicContext, 'title' | 'sources'>): {
  title: string;
  url?: string;
} {
  const first = topic.sources[0];
  return first
    ? { title: `Smarty lesson (follows ${first.title})`, ...(first.url ? { url: first.url } : {}) }
    : { title: `Smarty lesson: ${topic.title}` };
}

/** The passages of a topic: the indexed ones when the knowledge layer supplied them, else its text split here. */
export function topicPassages(topic: TopicContext, useSyllabus = true): KnowledgePassage[] {
  if (topic.passages?.length)
    return useSyllabus ? topic.passages : topic.passages.filter((p) => p.kind !== 'syllabus');
  if (!useSyllabus) return [];
  const source = lessonSourceTitle(topic);
  const base = topic.id ?? `topic:${topic.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return splitPassages(topicMaterial(topic).text).map((text, i) => ({
    id: `${base}:${i + 1}`,
    kind: 'syllabus' as const,
    sourceTitle: source.title,
    topicTitle: topic.title,
    ...(source.url ? { url: source.url } : {}),
    text,
  }));
}
