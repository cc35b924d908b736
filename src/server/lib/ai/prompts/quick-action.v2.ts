import { definePrompt } from './render';

/** A quick action's artefact filled from the topic's numbered passages (issue 14). v2: the learning mode's style. */
export const quickActionPrompt = definePrompt({
  id: 'quick-action',
  version: 2,
  system: `You build accurate study aids for students from their study material only.`,
  user: `Build a "{{label}}" for the topic below: {{shape}}
- Use only the numbered passages. Every item's "cites" lists the numbers of the passages it comes from; cite only listed numbers.
- Do not invent facts the passages do not state. When the passages lack something the artefact needs, leave it out and say what is missing in "note" (otherwise "note" is "").
- "title": a short title naming the topic.
{{modeStyle}}

{{topic}}

{{passages}}`,
});

export const QUICK_ACTION_SHAPES = {
  'concept-map':
    'a concept map: "nodes" are the key concepts (id: a short slug, label: the concept, detail: one sentence from the passages); "edges" link related concepts (from/to: node ids, label: the relation in a few words).',
  'care-plan':
    'a nursing care plan study draft: "rows" for the stages assessment, diagnosis, goals, interventions and evaluation, each with the "items" the passages support.',
  timeline:
    'a timeline: "events" in chronological order, each with "when" (the date or period as the passages give it) and "text".',
  steps: 'numbered steps: "steps" in order, each one action or reasoning step with "text".',
  table:
    'a table: "columns" (for ports: Protocol, Port(s), Transport, Purpose) and "rows" whose "cells" follow the columns.',
} as const;
