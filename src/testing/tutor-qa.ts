/**
 * Runs the offline study tutor over tutor-qa items (the held-out fixture here, the development questions in
 * ../shared/fixtures/tutor-qa): each question asked at engine level with its topic in focus, as a beginner, syllabus
 * and citations on; an item passes when every `expect` pattern matches the answer text and no `forbid` one does (an
 * in-material item the tutor refuses never passes: what its refusal suggests asking about is no answer; one whose
 * reply only offers the nearest sentence is counted apart, in `inNearest`).
 */
import { syllabusOf } from '../server/features/study/catalogue/catalogue';
import { answerStudyChat } from '../server/lib/ai/offline/chat';
import { studyChatInputSchema, type AnswerConfidence } from '../shared/schemas/ai';
import type { TutorQaItem } from './fixtures/tutor-qa-heldout';

export interface TutorQaScore {
  /** In-material items answered with the right fact. */
  inRight: number;
  /**
   * In-material items not answered, whose reply offered the nearest sentence of the material ("I couldn't find that
   * answered directly … The nearest it comes: …") and that sentence holds the right fact: not counted in `inRight`.
   */
  inNearest: number;
  inTotal: number;
  outHonest: number;
  outTotal: number;
  /**
   * The in-material items the tutor answered (not refused, not only offered the nearest sentence), by the confidence
   * it showed: how many, and how many of them right. Its calibration: a higher badge should mean a right answer more
   * often.
   */
  byConfidence: Record<AnswerConfidence, { answered: number; right: number }>;
  /** One line per item that did not pass, with the start of the answer. */
  failures: string[];
}

/** The answer text without its sources list and [n] markers (source titles hold objective numbers). */
export function answerText(text: string): string {
  return text.replace(/\n\nSources:[\s\S]*$/, '').replace(/\s?\[\d+\]/g, '');
}

/** An item of the held-out fixture or of dev.json (whose `path` is any certification id). */
export type TutorQaInput = Omit<TutorQaItem, 'path'> & { path: string };

export function scoreTutorQa(items: readonly TutorQaInput[]): TutorQaScore {
  const score: TutorQaScore = {
    inRight: 0,
    inNearest: 0,
    inTotal: 0,
    outHonest: 0,
    outTotal: 0,
    byConfidence: {
      high: { answered: 0, right: 0 },
      medium: { answered: 0, right: 0 },
      low: { answered: 0, right: 0 },
    },
    failures: [],
  };
  for (const item of items) {
    if (item.inMaterial) score.inTotal++;
    else score.outTotal++;
    const t = syllabusOf(item.path).find((x) => x.title === item.topicTitle);
    if (!t) {
      score.failures.push(`no topic ${item.topicTitle}`);
      continue;
    }
    const answer = answerStudyChat(
      studyChatInputSchema.parse({
        message: item.question,
        history: [],
        topic: { title: t.title, summary: t.summary, content: t.content, sources: t.sources },
        useSyllabus: true,
        citeSources: true,
        level: 'beginner',
      }),
    );
    const text = answerText(answer.text);
    // an in-material question the tutor says it cannot answer is not answered, whatever its suggestions name
    const refused = item.inMaterial && /^I couldn't find that in the material/.test(text);
    const passes = (said: string) =>
      !refused &&
      item.expect.every((p) => new RegExp(p, 'i').test(said)) &&
      !(item.forbid ?? []).some((p) => new RegExp(p, 'i').test(said));
    const ok = passes(text);
    // what the reply answers, without the nearest sentences it offers for a question (or a part) it does not answer
    const answered = text.replace(/I couldn't find that answered directly in the material[^\n]*/g, '');
    const nearestOnly = answered.trim() === '' || /^I'm the offline tutor/.test(answered.trim());
    if (item.inMaterial && !refused && !nearestOnly) {
      const tally = score.byConfidence[answer.confidence ?? 'low'];
      tally.answered++;
      if (passes(answered)) tally.right++;
    }
    if (ok && item.inMaterial && !passes(answered)) {
      score.inNearest++;
      score.failures.push(`IN  (in the nearest sentence offered) ${item.question}`);
    } else if (ok && item.inMaterial) score.inRight++;
    else if (ok) score.outHonest++;
    else
      score.failures.push(
        `${item.inMaterial ? 'IN ' : 'OUT'} ${item.question}\n    → ${text.slice(0, 300).replace(/\n/g, ' ')}`,
      );
  }
  return score;
}
