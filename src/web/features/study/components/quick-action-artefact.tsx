import { useId, useState } from 'react';
import type { CarePlanStage, QuickActionArtefact } from '../../../../shared/schemas/quick-actions';
import { Alert } from '../../../components/ui/alert';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { PassageDialog, SourceList } from './answer-sources';
import { STUDY_TOOLS_COPY } from '../tools-messages';

/** [n] buttons after an item: each opens the passage the item rests on. */
function Cites({ cites, onOpen }: { cites: readonly number[]; onOpen: (n: number) => void }) {
  if (cites.length === 0) return null;
  return (
    <span className="ml-1 inline-flex gap-0.5 align-baseline">
      {cites.map((n) => (
        <button
          key={n}
          type="button"
          className="rounded px-0.5 text-xs font-semibold text-primary hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          aria-label={STUDY_TOOLS_COPY.showSource(n)}
          onClick={() => onOpen(n)}
        >
          [{n}]
        </button>
      ))}
    </span>
  );
}

// ───────────────────────────── concept map ─────────────────────────────

type MapArtefact = Extract<QuickActionArtefact, { kind: 'concept-map' }>;

const W = 720;
const H = 480;
const BOX_W = 150;
const BOX_H = 44;

/** Up to two lines of a label that fit a node box. */
function wrap(label: string, max = 20): string[] {
  const words = label.split(/\s+/);
  const lines: string[] = [''];
  for (const w of words) {
    const cur = lines[lines.length - 1] ?? '';
    if (cur && (cur + ' ' + w).length > max) lines.push(w);
    else lines[lines.length - 1] = cur ? `${cur} ${w}` : w;
  }
  if (lines.length > 2) return [lines[0] ?? '', `${(lines[1] ?? '').slice(0, max - 1)}…`];
  return lines;
}

/** A node-link diagram: the first node in the middle, the others on an ellipse around it. */
export function ConceptMapDiagram({ map, onOpen }: { map: MapArtefact; onOpen: (n: number) => void }) {
  const titleId = useId();
  const descId = useId();
  const [center, ...rest] = map.nodes;
  const pos = new Map<string, { x: number; y: number }>();
  if (center) pos.set(center.id, { x: W / 2, y: H / 2 });
  rest.forEach((n, i) => {
    const angle = (2 * Math.PI * i) / Math.max(1, rest.length) - Math.PI / 2;
    pos.set(n.id, {
      x: W / 2 + (W / 2 - BOX_W / 2 - 8) * Math.cos(angle),
      y: H / 2 + (H / 2 - BOX_H / 2 - 8) * Math.sin(angle),
    });
  });
  const edges = map.edges.filter((e) => pos.has(e.from) && pos.has(e.to));
  return (
    <div className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="h-auto w-full rounded-lg border border-border bg-background"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{map.title}</title>
        <desc id={descId}>{STUDY_TOOLS_COPY.aConceptMapOf(map.nodes.length, edges.length)}</desc>
        <g stroke="currentColor" className="text-muted-foreground" strokeWidth={1.2}>
          {edges.map((e, i) => {
            const a = pos.get(e.from) ?? { x: 0, y: 0 };
            const b = pos.get(e.to) ?? { x: 0, y: 0 };
            return (
              <line
                key={i}
                x1={a.x}
                y1={a.y}
                x2={b.x}
                y2={b.y}
                opacity={e.from === center?.id ? 0.5 : 0.9}
                strokeDasharray={e.from === center?.id ? undefined : '4 3'}
              />
            );
          })}
        </g>
        <g className="text-[11px]" fill="currentColor">
          {edges
            .filter((e) => e.from !== center?.id && e.label)
            .map((e, i) => {
              const a = pos.get(e.from) ?? { x: 0, y: 0 };
              const b = pos.get(e.to) ?? { x: 0, y: 0 };
              return (
                <text
                  key={i}
                  x={(a.x + b.x) / 2}
                  y={(a.y + b.y) / 2 - 3}
                  textAnchor="middle"
                  className="fill-muted-foreground"
                >
                  {e.label}
                </text>
              );
            })}
        </g>
        {map.nodes.map((n, i) => {
          const p = pos.get(n.id) ?? { x: 0, y: 0 };
          const lines = wrap(n.label);
          const main = i === 0;
          return (
            <g key={n.id} data-testid="concept-node">
              <rect
                x={p.x - BOX_W / 2}
                y={p.y - BOX_H / 2}
                width={BOX_W}
                height={BOX_H}
                rx={10}
                className={main ? 'fill-primary' : 'fill-card stroke-primary'}
                strokeWidth={main ? 0 : 1.5}
              />
              <text
                x={p.x}
                y={p.y + (lines.length === 1 ? 4 : -3)}
                textAnchor="middle"
                className={
                  main
                    ? 'fill-primary-foreground text-[12px] font-semibold'
                    : 'fill-foreground text-[12px] font-medium'
                }
              >
                {lines.map((line, k) => (
                  <tspan key={k} x={p.x} dy={k === 0 ? 0 : 14}>
                    {line}
                  </tspan>
                ))}
              </text>
            </g>
          );
        })}
      </svg>
      <details className="rounded-md border border-border px-3 py-2 text-sm" open>
        <summary className="cursor-pointer font-medium">{STUDY_TOOLS_COPY.conceptsAndLinksAs}</summary>
        <ul className="mt-2 flex flex-col gap-1.5">
          {map.nodes.slice(1).map((n) => (
            <li key={n.id}>
              <strong>{n.label}</strong>
              {n.detail ? <span className="text-muted-foreground"> — {n.detail}</span> : null}
              <Cites cites={n.cites} onOpen={onOpen} />
            </li>
          ))}
        </ul>
        {edges.some((e) => e.from !== center?.id) ? (
          <ul
            className="mt-2 flex flex-col gap-1 text-muted-foreground"
            aria-label={STUDY_TOOLS_COPY.linksBetweenConcepts}
          >
            {edges
              .filter((e) => e.from !== center?.id)
              .map((e, i) => {
                const label = (id: string) => map.nodes.find((n) => n.id === id)?.label ?? id;
                return (
                  <li
                    key={i}
                  >{`${label(e.from)} → ${e.label || STUDY_TOOLS_COPY.relatedTo} → ${label(e.to)}`}</li>
                );
              })}
          </ul>
        ) : null}
      </details>
    </div>
  );
}

// ───────────────────────────── the other artefacts ─────────────────────────────

const STAGE_LABELS: Record<CarePlanStage, string> = {
  assessment: STUDY_TOOLS_COPY.assessment,
  diagnosis: STUDY_TOOLS_COPY.diagnosis,
  goals: STUDY_TOOLS_COPY.goalsOutcomes,
  interventions: STUDY_TOOLS_COPY.interventions,
  evaluation: STUDY_TOOLS_COPY.evaluation,
};

function ArtefactBody({ artefact, onOpen }: { artefact: QuickActionArtefact; onOpen: (n: number) => void }) {
  switch (artefact.kind) {
    case 'concept-map':
      return <ConceptMapDiagram map={artefact} onOpen={onOpen} />;
    case 'care-plan':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="mb-2 text-left text-xs font-semibold text-warning">
              {STUDY_TOOLS_COPY.studyDraftBuiltFrom}
            </caption>
            <thead>
              <tr className="border-b border-border text-left">
                <th scope="col" className="w-36 py-1.5 pr-3">
                  {STUDY_TOOLS_COPY.stage}
                </th>
                <th scope="col" className="py-1.5">
                  {STUDY_TOOLS_COPY.fromTheLesson}
                </th>
              </tr>
            </thead>
            <tbody>
              {artefact.rows.map((row) => (
                <tr key={row.stage} className="border-b border-border align-top">
                  <th scope="row" className="py-2 pr-3 text-left font-semibold">
                    {STAGE_LABELS[row.stage]}
                  </th>
                  <td className="py-2">
                    {row.items.length ? (
                      <ul className="flex list-disc flex-col gap-1 pl-4">
                        {row.items.map((item, i) => (
                          <li key={i}>
                            {item.text}
                            <Cites cites={item.cites} onOpen={onOpen} />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted-foreground italic">{STUDY_TOOLS_COPY.notInTheLesson}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    case 'timeline':
      return (
        <ol className="flex flex-col gap-2 border-l-2 border-primary/40 pl-4 text-sm">
          {artefact.events.map((e, i) => (
            <li key={i}>
              <strong className="text-primary">{e.when}</strong> — {e.text}
              <Cites cites={e.cites} onOpen={onOpen} />
            </li>
          ))}
        </ol>
      );
    case 'steps':
      return (
        <ol className="flex list-decimal flex-col gap-2 pl-5 text-sm">
          {artefact.steps.map((s, i) => (
            <li key={i}>
              {s.text}
              <Cites cites={s.cites} onOpen={onOpen} />
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-border text-left">
                {artefact.columns.map((c) => (
                  <th key={c} scope="col" className="py-1.5 pr-3 whitespace-nowrap">
                    {c}
                  </th>
                ))}
                <th scope="col" className="py-1.5">
                  <span className="sr-only">{STUDY_TOOLS_COPY.sources}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {artefact.rows.map((row, i) => (
                <tr key={i} className="border-b border-border align-top">
                  {artefact.columns.map((c, k) => (
                    <td key={c} className={k === 0 ? 'py-1.5 pr-3 font-medium' : 'py-1.5 pr-3'}>
                      {row.cells[k] ?? ''}
                    </td>
                  ))}
                  <td className="py-1.5">
                    <Cites cites={row.cites} onOpen={onOpen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

function isEmpty(a: QuickActionArtefact): boolean {
  switch (a.kind) {
    case 'concept-map':
      return a.nodes.length <= 1;
    case 'care-plan':
      return a.rows.every((r) => r.items.length === 0);
    case 'timeline':
      return a.events.length === 0;
    case 'steps':
      return a.steps.length === 0;
    case 'table':
      return a.rows.length === 0;
  }
}

export type ArtefactState =
  | { label: string; status: 'loading' }
  | { label: string; status: 'error'; message: string }
  | { label: string; status: 'done'; artefact: QuickActionArtefact };

/** The dialog a quick action's artefact opens in: loading, the artefact with its sources, or the error. */
export function QuickActionDialog({ state, onClose }: { state: ArtefactState | null; onClose: () => void }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const artefact = state?.status === 'done' ? state.artefact : null;
  const cited = artefact?.citations.find((c) => c.index === openIndex) ?? null;
  return (
    <Dialog open={state !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent width="2xl" className="max-h-[90vh] overflow-y-auto">
        <DialogTitle className="pr-8 text-lg font-semibold">
          {artefact?.title ?? state?.label ?? ''}
        </DialogTitle>
        <DialogDescription className="mb-3 text-xs text-muted-foreground">
          {STUDY_TOOLS_COPY.builtFromTheTopics}
        </DialogDescription>
        {state?.status === 'loading' ? (
          <p className="flex items-center gap-2 py-6 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4" />
            {STUDY_TOOLS_COPY.buildingFromTheLesson(state.label)}
          </p>
        ) : state?.status === 'error' ? (
          <Alert>{state.message}</Alert>
        ) : artefact ? (
          <div className="flex flex-col gap-3" data-testid="quick-action-artefact" data-kind={artefact.kind}>
            {artefact.note ? <p className="rounded-md bg-muted px-3 py-2 text-sm">{artefact.note}</p> : null}
            {isEmpty(artefact) ? null : <ArtefactBody artefact={artefact} onOpen={setOpenIndex} />}
            <SourceList citations={artefact.citations} onOpen={setOpenIndex} />
          </div>
        ) : null}
        {/* inside the content, so Escape closes the passage first and then the artefact */}
        <PassageDialog citation={cited} onClose={() => setOpenIndex(null)} />
      </DialogContent>
    </Dialog>
  );
}
