/**
 * A quick action's artefact with a provider (issue 14): the model fills the artefact's structured schema from the
 * topic's numbered passages; citations are checked like a chat answer's: numbers that name no listed passage are
 * dropped, the cited passages renumbered 1..k in the order first cited.
 */
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import type { AiCitation } from '../../../../shared/schemas/ai';
import {
  CARE_PLAN_STAGES,
  quickActionArtefactSchema,
  type QuickActionArtefact,
  type QuickActionInput,
} from '../../../../shared/schemas/quick-actions';
import { tutoringStyle } from '../../../../shared/study/quick-actions';
import { QUICK_ACTION_SHAPES, quickActionPrompt } from '../prompts/quick-action.v2';
import { UNTRUSTED_DATA_RULE, dataBlock, render } from '../prompts/render';
import { passagesText, promptPassages } from './grounded-citations';
import { RepairableOutputError, generateStructured } from './structured';

const cites = z.array(z.number());
const item = z.object({ text: z.string(), cites });
const head = { title: z.string(), note: z.string() };

/** What the model returns for each kind (strict: every field required). */
const WIRE = {
  'concept-map': z.object({
    ...head,
    nodes: z.array(z.object({ id: z.string(), label: z.string(), detail: z.string(), cites })),
    edges: z.array(z.object({ from: z.string(), to: z.string(), label: z.string() })),
  }),
  'care-plan': z.object({
    ...head,
    rows: z.array(z.object({ stage: z.enum(CARE_PLAN_STAGES), items: z.array(item) })),
  }),
  timeline: z.object({ ...head, events: z.array(z.object({ when: z.string(), text: z.string(), cites })) }),
  steps: z.object({ ...head, steps: z.array(item) }),
  table: z.object({
    ...head,
    columns: z.array(z.string()),
    rows: z.array(z.object({ cells: z.array(z.string()), cites })),
  }),
} as const;

/** Renumbers the cites of an artefact to the passages actually cited (invalid numbers dropped). */
class Renumber {
  readonly list: AiCitation[] = [];
  private readonly map = new Map<number, number>();
  constructor(private readonly passages: readonly AiCitation[]) {}
  of(numbers: readonly number[]): number[] {
    const out: number[] = [];
    for (const n of numbers) {
      const passage = this.passages.find((p) => p.index === n);
      if (!passage) continue;
      if (!this.map.has(n)) {
        this.map.set(n, this.list.length + 1);
        this.list.push({ ...passage, index: this.list.length + 1 });
      }
      const k = this.map.get(n) ?? 0;
      if (!out.includes(k)) out.push(k);
    }
    return out;
  }
}

export function quickActionWithModel(
  common: { model: LanguageModel; maxRetries: number },
  input: QuickActionInput,
  signal?: AbortSignal,
): Promise<QuickActionArtefact> {
  const passages = promptPassages({ topic: input.topic, useSyllabus: true });
  const kind = input.artefact;
  const note = (w: { note: string }) => (w.note.trim() ? { note: w.note.trim().slice(0, 600) } : {});
  return generateStructured({
    ...common,
    task: 'quick-action',
    system: `${render(quickActionPrompt.system, {})}\n\n${UNTRUSTED_DATA_RULE}`,
    messages: [
      {
        role: 'user',
        content: render(quickActionPrompt.user, {
          label: input.label,
          shape: QUICK_ACTION_SHAPES[kind],
          modeStyle: tutoringStyle(input.learningMode),
          topic: dataBlock(
            'topic',
            `Title: ${input.topic.title}\nSummary: ${input.topic.summary || '(none)'}`,
          ),
          passages: passages.length
            ? dataBlock('passages', passagesText(passages), { maxChars: 60_000 })
            : 'passages: (none — the topic has no material; say so in "note")',
        }),
      },
    ],
    wireSchema: WIRE[kind] as z.ZodType<unknown>,
    finalize: (raw): QuickActionArtefact => {
      const r = new Renumber(passages);
      const title = (w: { title: string }) => w.title.trim() || `${input.label}: ${input.topic.title}`;
      switch (kind) {
        case 'concept-map': {
          const w = raw as z.infer<(typeof WIRE)['concept-map']>;
          const nodes = w.nodes
            .filter((n) => n.id.trim() && n.label.trim())
            .map((n) => ({ ...n, cites: r.of(n.cites) }));
          if (nodes.length === 0)
            throw new RepairableOutputError(['nodes: give at least one concept from the passages']);
          const ids = new Set(nodes.map((n) => n.id));
          const edges = w.edges.filter((e) => ids.has(e.from) && ids.has(e.to));
          return { kind, title: title(w), nodes, edges, citations: r.list, ...note(w) };
        }
        case 'care-plan': {
          const w = raw as z.infer<(typeof WIRE)['care-plan']>;
          const rows = w.rows.map((row) => ({
            stage: row.stage,
            items: row.items
              .filter((i) => i.text.trim())
              .map((i) => ({ text: i.text, cites: r.of(i.cites) })),
          }));
          return { kind, title: title(w), rows, citations: r.list, ...note(w) };
        }
        case 'timeline': {
          const w = raw as z.infer<(typeof WIRE)['timeline']>;
          const events = w.events
            .filter((e) => e.when.trim() && e.text.trim())
            .map((e) => ({ ...e, cites: r.of(e.cites) }));
          return { kind, title: title(w), events, citations: r.list, ...note(w) };
        }
        case 'steps': {
          const w = raw as z.infer<(typeof WIRE)['steps']>;
          const steps = w.steps
            .filter((s) => s.text.trim())
            .map((s) => ({ text: s.text, cites: r.of(s.cites) }));
          return { kind, title: title(w), steps, citations: r.list, ...note(w) };
        }
        case 'table': {
          const w = raw as z.infer<(typeof WIRE)['table']>;
          if (w.columns.length < 2) throw new RepairableOutputError(['columns: give at least two columns']);
          const rows = w.rows.map((row) => ({
            cells: row.cells.slice(0, w.columns.length),
            cites: r.of(row.cites),
          }));
          return { kind, title: title(w), columns: w.columns, rows, citations: r.list, ...note(w) };
        }
      }
    },
    outputSchema: quickActionArtefactSchema,
    ...(signal ? { signal } : {}),
  });
}
