/**
 * A study path seen as a roadmap (issue 16, spec 1 §1 "AI-generated study paths shown as roadmaps"): the path's
 * domains as stages in order, each with its exam weight from the certification's outline (null when the outline
 * gives none or the path has no outline), the topics as nodes in order with their prerequisites and their mastery
 * state, and the next topic to study.
 */
import { z } from 'zod';
import { MASTERY_LEVELS, type MasteryLevel } from '../study/progress';
import { subtopicSchema } from './subtopics';

/** The three states a node is shown in, from the topic's mastery (spec 3 §4). */
export const ROADMAP_STATES = ['not_started', 'in_progress', 'mastered'] as const;
export type RoadmapState = (typeof ROADMAP_STATES)[number];

/** What each state says next to its colour (a node is never told apart by colour only). */
export const ROADMAP_STATE_LABELS: Record<RoadmapState, string> = {
  not_started: 'Not started',
  in_progress: 'In progress',
  mastered: 'Mastered',
};

/** beginner → not started, intermediate → in progress, expert → mastered. */
export function roadmapState(mastery: MasteryLevel | null | undefined): RoadmapState {
  if (mastery === 'expert') return 'mastered';
  if (mastery === 'intermediate') return 'in_progress';
  return 'not_started';
}

export const roadmapNodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 1-based position in the path. */
  order: z.number().int(),
  mastery: z.enum(MASTERY_LEVELS),
  state: z.enum(ROADMAP_STATES),
  /** Topics to study before this one (the previous topic in order). */
  prerequisiteIds: z.array(z.string()),
  isNext: z.boolean(),
  /** false: an outline topic awaiting material. */
  hasMaterial: z.boolean(),
  /** The topic's subtopics in order, each with its page when known. */
  subtopics: z.array(subtopicSchema),
});
export type RoadmapNode = z.infer<typeof roadmapNodeSchema>;

export const roadmapStageSchema = z.object({
  /** The domain name (the topics' section), or the path's name when its topics have no sections. */
  name: z.string(),
  /** The outline's number of the domain ("1.0"), or null. */
  code: z.string().nullable(),
  /** Share of the exam in percent, or null when not known. */
  weight: z.number().nullable(),
  /** The weight as the outline prints it ("23%", "15–21%"), or null. */
  weightLabel: z.string().nullable(),
  counts: z.object({
    notStarted: z.number().int(),
    inProgress: z.number().int(),
    mastered: z.number().int(),
  }),
  topics: z.array(roadmapNodeSchema),
});
export type RoadmapStage = z.infer<typeof roadmapStageSchema>;

export const roadmapSchema = z.object({
  pathId: z.string(),
  pathName: z.string(),
  /** The certification outline's edition and exam guide, or null. */
  outline: z.object({ version: z.string(), examGuideUrl: z.string() }).nullable(),
  nextTopicId: z.string().nullable(),
  totalTopics: z.number().int(),
  stages: z.array(roadmapStageSchema),
});
export type Roadmap = z.infer<typeof roadmapSchema>;

export const roadmapResponseSchema = z.object({ roadmap: roadmapSchema });
export type RoadmapResponse = z.infer<typeof roadmapResponseSchema>;
