/**
 * The material a quiz is built from and checked against: the topic's lesson passages, and the other topics of the
 * same path as a pool of wrong options. Every noun phrase and number-with-unit of the material is indexed with its
 * kind (lib/ai/quiz/blanks).
 */
import type { QuizSource } from '../../../../shared/schemas/ai';
import type { Sentence } from '../../nlp/nlp';
import { analysePassages, blanksOf, type AnalysedPassage, type Blank } from './blanks';

export interface MaterialTopic {
  id?: string | undefined;
  title: string;
  text: string;
  /** The topic's indexed passages (with stable ids); without them `text` is split at its paragraphs. */
  passages?: readonly { id: string; text: string }[] | undefined;
}

export interface Located {
  blank: Blank;
  sentence: string;
  /** Index of the topic in `QuizMaterial.topics` (0: the quiz's own topic). */
  topic: number;
  passage: number;
}

export interface QuizMaterial {
  topics: ({ topic: MaterialTopic } & AnalysedTopic)[];
  /** Every blank of every sentence, own topic first. */
  phrases: Located[];
  /** Lower-cased sentence text → where it is. */
  sentences: Map<string, { topic: number; passage: number; sentence: Sentence }>;
}

interface AnalysedTopic {
  passages: AnalysedPassage[];
  blanks: { blank: Blank; sentence: string; passage: number }[];
}
const cache = new Map<string, AnalysedTopic>();
const CACHE_MAX = 500;

function analysedTopic(topic: MaterialTopic) {
  const key = JSON.stringify([topic.title, topic.text, topic.passages?.map((p) => [p.id, p.text]) ?? null]);
  let hit = cache.get(key);
  if (!hit) {
    const passages = analysePassages(topic.passages?.length ? topic.passages : topic.text);
    const blanks = passages.flatMap((p) =>
      p.sentences.flatMap((s) => blanksOf(s).map((blank) => ({ blank, sentence: s.text, passage: p.index }))),
    );
    hit = { passages, blanks };
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string);
    cache.set(key, hit);
  }
  return { topic, ...hit };
}

/** Passage kinds that are a topic's own lesson: the syllabus, and the student's own material (issue 16). */
export const LESSON_KINDS: ReadonlySet<string> = new Set(['syllabus', 'upload']);

export const normalise = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** Analyses the topic and the rest of its path (analysis of identical texts is cached). */
export function quizMaterial(own: MaterialTopic, others: readonly MaterialTopic[] = []): QuizMaterial {
  const topics = [
    own,
    ...others.filter((o) => o.text.trim() && normalise(o.text) !== normalise(own.text)),
  ].map(analysedTopic);
  const phrases: Located[] = [];
  const sentences = new Map<string, { topic: number; passage: number; sentence: Sentence }>();
  topics.forEach((t, ti) => {
    for (const b of t.blanks) phrases.push({ ...b, topic: ti });
    for (const p of t.passages) {
      for (const s of p.sentences) {
        const key = normalise(s.text);
        if (!sentences.has(key)) sentences.set(key, { topic: ti, passage: p.index, sentence: s });
      }
    }
  });
  return { topics, phrases, sentences };
}

export function sourceOf(material: QuizMaterial, topic: number, passage: number): QuizSource {
  const t = material.topics[topic]!;
  const p = t.passages.find((x) => x.index === passage);
  return {
    ...(t.topic.id ? { topicId: t.topic.id } : {}),
    topicTitle: t.topic.title,
    passage,
    ...(p?.id ? { passageId: p.id } : {}),
    text: p?.text ?? '',
  };
}
