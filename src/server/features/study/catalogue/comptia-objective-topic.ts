import type { LearnerLevel } from '../../../../shared/schemas/ai';
import { paragraphs, type CatalogueTopic } from './types';

const OBJECTIVES_URL = 'https://www.comptia.org/certifications/a';

/** A topic builder for one CompTIA A+ exam: one topic per exam objective, cited to the exam's objectives. */
export function comptiaObjectiveTopic(examCode: string, examLabel: string) {
  return (
    objective: string,
    domain: string,
    title: string,
    level: LearnerLevel,
    estimatedMinutes: number,
    tags: string,
    summary: string,
    ...content: string[]
  ): CatalogueTopic => ({
    key: `${examCode}-${objective}`,
    section: `${examLabel} · ${domain}`,
    objective,
    title,
    summary,
    content: paragraphs(...content),
    level,
    estimatedMinutes,
    tags: tags.split(',').map((t) => t.trim()),
    sources: [{ title: `CompTIA A+ ${examLabel} Exam Objectives, objective ${objective}`, url: OBJECTIVES_URL }],
  });
}
