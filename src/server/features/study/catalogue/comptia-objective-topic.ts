import type { LearnerLevel } from '../../../../shared/schemas/ai';
import { syllabusTopic, type CatalogueTopic } from './types';

const OBJECTIVES_URL = 'https://www.comptia.org/certifications/a';

/**
 * Where a topic sits in the outline: its objective number (null for the outline's unnumbered methodology note), and
 * the key it was first published under when CompTIA's renumbering moved it. Keys never change (progress and paths
 * refer to them), so a topic keeps its key and shows its current number.
 */
export type ObjectiveRef = string | { objective: string | null; key: string };

/** A topic builder for one CompTIA A+ exam: one topic per exam objective, cited to the exam's objectives. */
export function comptiaObjectiveTopic(examCode: string, examLabel: string) {
  return (
    ref: ObjectiveRef,
    domain: string,
    title: string,
    level: LearnerLevel,
    estimatedMinutes: number,
    tags: string,
    summary: string,
    ...content: string[]
  ): CatalogueTopic => {
    const { objective, key } = typeof ref === 'string' ? { objective: ref, key: ref } : ref;
    return syllabusTopic({
      key: `${examCode}-${key}`,
      section: `${examLabel} · ${domain}`,
      objective,
      title,
      summary,
      content,
      level,
      estimatedMinutes,
      tags,
      source: {
        title: `CompTIA A+ ${examLabel} Exam Objectives, ${objective ? `objective ${objective}` : 'troubleshooting methodology'}`,
        url: OBJECTIVES_URL,
      },
    });
  };
}
