/**
 * What a quick action returns (issue 14, spec 3 §9): a structured study artefact built from the topic's passages.
 * Every item names the passages it rests on (`cites`: numbers into `citations`), so the UI can show its sources.
 */
import { z } from 'zod';
import { LEARNING_MODES } from '../study/learning-modes';
import { aiCitationSchema, topicContextSchema } from './ai';

/** The learning mode a study request is made in (issue 16): a study domain or IT; absent, the path's own. */
export const learningModeSchema = z.enum(LEARNING_MODES);

export const QUICK_ACTION_ARTEFACTS = ['concept-map', 'care-plan', 'timeline', 'steps', 'table'] as const;
export type QuickActionArtefactKind = (typeof QUICK_ACTION_ARTEFACTS)[number];

const cites = z.array(z.number().int().min(1)).max(8).default([]);
const text = (max: number) => z.string().trim().min(1).max(max);

export const CARE_PLAN_STAGES = ['assessment', 'diagnosis', 'goals', 'interventions', 'evaluation'] as const;
export type CarePlanStage = (typeof CARE_PLAN_STAGES)[number];

/** The parts each artefact kind fills (also the schema a model fills from the passages). */
export const artefactBodySchemas = {
  'concept-map': z.object({
    nodes: z
      .array(z.object({ id: text(60), label: text(120), detail: z.string().max(600).default(''), cites }))
      .min(1)
      .max(24),
    edges: z.array(z.object({ from: text(60), to: text(60), label: z.string().max(80).default('') })).max(48),
  }),
  'care-plan': z.object({
    rows: z
      .array(
        z.object({
          stage: z.enum(CARE_PLAN_STAGES),
          items: z.array(z.object({ text: text(600), cites })).max(8),
        }),
      )
      .max(5),
  }),
  timeline: z.object({ events: z.array(z.object({ when: text(80), text: text(600), cites })).max(30) }),
  steps: z.object({ steps: z.array(z.object({ text: text(800), cites })).max(20) }),
  table: z.object({
    columns: z.array(text(60)).min(2).max(6),
    rows: z.array(z.object({ cells: z.array(z.string().max(300)), cites })).max(60),
  }),
} as const;

const common = {
  title: text(300),
  /** What the material does not cover (the artefact says so rather than inventing it). */
  note: z.string().max(600).optional(),
  citations: z.array(aiCitationSchema).max(40).default([]),
};

export const quickActionArtefactSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('concept-map'), ...common, ...artefactBodySchemas['concept-map'].shape }),
  z.object({ kind: z.literal('care-plan'), ...common, ...artefactBodySchemas['care-plan'].shape }),
  z.object({ kind: z.literal('timeline'), ...common, ...artefactBodySchemas.timeline.shape }),
  z.object({ kind: z.literal('steps'), ...common, ...artefactBodySchemas.steps.shape }),
  z.object({ kind: z.literal('table'), ...common, ...artefactBodySchemas.table.shape }),
]);
export type QuickActionArtefact = z.infer<typeof quickActionArtefactSchema>;

/** Input of the engine's quick-action task. */
export const quickActionInputSchema = z.object({
  /** An artefact action id of the catalogue (src/shared/study/quick-actions.ts). */
  action: z.string().min(1).max(60),
  artefact: z.enum(QUICK_ACTION_ARTEFACTS),
  label: z.string().min(1).max(120),
  topic: topicContextSchema,
  /** The learning mode that shapes the artefact, as it shapes the chat (`learningMode` of the study chat). */
  learningMode: z.string().max(50).optional(),
});
export type QuickActionInput = z.infer<typeof quickActionInputSchema>;

/** POST /api/smarty/study-paths/{pathId}/topics/{topicId}/quick-action */
export const quickActionRequestSchema = z.object({
  action: z.string().trim().min(1).max(60),
  learningMode: learningModeSchema.optional(),
});
export const quickActionResponseSchema = z.object({ artefact: quickActionArtefactSchema });
