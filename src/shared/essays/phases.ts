/**
 * Phase lists and transitions of spec 2 §4 (isomorphic). The server enforces the same rules it exports here.
 */
import type { EssayMode } from './options';

export const PHASE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type PhaseStatus = (typeof PHASE_STATUSES)[number];

/** Every phase name any workflow uses. */
export const ESSAY_PHASES = [
  'prompt',
  'brainstorm',
  'thesis',
  'outline',
  'writing',
  'character',
  'plot',
  'setting',
  'draft',
  'revise',
  'final',
] as const;
export type EssayPhase = (typeof ESSAY_PHASES)[number];

/**
 * The academic steps the student sees, in the panel's select and in the sidebar's Essay Progress alike: a form exists
 * for prompt, brainstorm, thesis and writing (the outline is a panel of the writing phase), and final. Spec 2 §4 names
 * a second list for the sidebar (prompt, brainstorm, thesis, outline, draft, revise, final) whose outline, draft and
 * revise steps no screen enters; showing it beside the select's five steps marked steps done that nobody had done, so
 * both show this one list.
 */
export const ACADEMIC_PANEL_PHASES = [
  'prompt',
  'brainstorm',
  'thesis',
  'writing',
  'final',
] as const satisfies readonly EssayPhase[];
/** Every phase an academic essay may be in, in order (panel, sidebar and guided-flow names together). */
export const ACADEMIC_PHASES = [
  'prompt',
  'brainstorm',
  'thesis',
  'outline',
  'writing',
  'draft',
  'revise',
  'final',
] as const satisfies readonly EssayPhase[];

/** The fixed creative order (8 phases). */
export const CREATIVE_PHASES = [
  'prompt',
  'brainstorm',
  'character',
  'plot',
  'setting',
  'draft',
  'revise',
  'final',
] as const satisfies readonly EssayPhase[];
export const PHASE_LABELS: Record<EssayPhase, string> = {
  prompt: 'Prompt',
  brainstorm: 'Brainstorm',
  thesis: 'Thesis',
  outline: 'Outline',
  writing: 'Writing',
  character: 'Characters',
  plot: 'Plot',
  setting: 'Setting',
  draft: 'Draft',
  revise: 'Revise',
  final: 'Final',
};

/** Heading and forward button of each creative phase view (spec 2 §2.5). */
export const CREATIVE_PHASE_VIEWS: Record<
  (typeof CREATIVE_PHASES)[number],
  { title: string; action: string }
> = {
  prompt: { title: 'Story Prompt', action: 'Next: Brainstorm' },
  brainstorm: { title: 'Creative Brainstorming', action: 'Next: Characters' },
  character: { title: 'Character Development', action: 'Next: Plot' },
  plot: { title: 'Plot Structure', action: 'Next: Setting' },
  setting: { title: 'Setting & Atmosphere', action: 'Next: Draft' },
  draft: { title: 'Write Your Story', action: 'Next: Revise' },
  revise: { title: 'Revise & Polish', action: 'Next: Final' },
  final: { title: 'Final Story', action: 'Mark as Complete' },
};

export function isEssayPhase(value: unknown): value is EssayPhase {
  return typeof value === 'string' && (ESSAY_PHASES as readonly string[]).includes(value);
}

/** The phases an essay of this mode may be in. */
export function phasesOf(mode: EssayMode): readonly EssayPhase[] {
  return mode === 'academic' ? ACADEMIC_PHASES : CREATIVE_PHASES;
}

/** The phases the panel's select (academic) or navigator (creative) offers. */
export function panelPhasesOf(mode: EssayMode): readonly EssayPhase[] {
  return mode === 'academic' ? ACADEMIC_PANEL_PHASES : CREATIVE_PHASES;
}

/**
 * The step of the panel's list an essay in `phase` is shown at: an academic essay in outline, draft or revise (names of
 * the guided flow a client may store) is in the writing step, where its form and its outline are.
 */
export function panelPhaseOf(mode: EssayMode, phase: EssayPhase): EssayPhase {
  if (mode === 'academic' && !(ACADEMIC_PANEL_PHASES as readonly EssayPhase[]).includes(phase))
    return 'writing';
  return phase;
}

export function isPhaseOf(mode: EssayMode, phase: string): phase is EssayPhase {
  return (phasesOf(mode) as readonly string[]).includes(phase);
}

export type PhaseStatusMap = Partial<Record<EssayPhase, PhaseStatus>>;

/** A new essay's phase statuses: prompt in progress, every other phase of its mode not started. */
export function initialPhaseStatus(mode: EssayMode): PhaseStatusMap {
  const out: PhaseStatusMap = {};
  for (const phase of phasesOf(mode)) out[phase] = phase === 'prompt' ? 'in_progress' : 'not_started';
  return out;
}

/** Why a phase may not be entered, or null when it may. */
export type PhaseRefusal = 'unknown_phase' | 'prompt_required';

/**
 * Academic: any phase of the mode, freely (the select). Creative: only prompt until the prompt is non-blank.
 */
export function phaseRefusal(
  mode: EssayMode,
  phase: string,
  prompt: string | null | undefined,
): PhaseRefusal | null {
  if (!isPhaseOf(mode, phase)) return 'unknown_phase';
  if (mode === 'creative' && phase !== 'prompt' && (prompt ?? '').trim() === '') return 'prompt_required';
  return null;
}

export function canEnterPhase(mode: EssayMode, phase: string, prompt: string | null | undefined): boolean {
  return phaseRefusal(mode, phase, prompt) === null;
}

/**
 * Where completing a phase leads. Academic: brainstorm → thesis, thesis → writing; prompt, writing and the others
 * are only marked completed. Creative: the next phase in the fixed order (Next buttons); final stays.
 */
export function completionTarget(mode: EssayMode, phase: EssayPhase): EssayPhase | null {
  if (mode === 'academic') {
    if (phase === 'brainstorm') return 'thesis';
    if (phase === 'thesis') return 'writing';
    return null;
  }
  const order: readonly EssayPhase[] = CREATIVE_PHASES;
  const i = order.indexOf(phase);
  return i >= 0 && i < order.length - 1 ? (order[i + 1] ?? null) : null;
}

export interface PhaseState {
  current_phase: EssayPhase;
  phase_status: PhaseStatusMap;
}

function entered(status: PhaseStatusMap, phase: EssayPhase): PhaseStatusMap {
  return status[phase] === 'completed' ? status : { ...status, [phase]: 'in_progress' };
}

/** Moving to `to` (the select, the navigator, a Next button): a phase entered for the first time is in progress. */
export function switchPhase(
  state: PhaseState,
  to: EssayPhase,
  options: { completeCurrent?: boolean } = {},
): PhaseState {
  let status: PhaseStatusMap = { ...state.phase_status };
  if (options.completeCurrent) status[state.current_phase] = 'completed';
  status = entered(status, to);
  return { current_phase: to, phase_status: status };
}

/** Marks `phase` completed and moves on where the rules of `completionTarget` say so. */
export function completePhase(mode: EssayMode, state: PhaseState, phase: EssayPhase): PhaseState {
  const status: PhaseStatusMap = { ...state.phase_status, [phase]: 'completed' };
  const target = completionTarget(mode, phase);
  if (!target) return { current_phase: state.current_phase, phase_status: status };
  return { current_phase: target, phase_status: entered(status, target) };
}

export type PhaseMark = 'current' | 'completed' | 'none';

/**
 * How a step is marked wherever steps are listed (the academic select, the creative navigator, the sidebar's Essay
 * Progress): a dot on the step the essay is at, a check on a step whose status is completed — the one completion rule,
 * set by `completePhase` / `switchPhase` (completing a phase, approving the prompt, Complete Essay), never inferred
 * from the step's position.
 */
export function phaseMark(mode: EssayMode, state: PhaseState, phase: EssayPhase): PhaseMark {
  if (panelPhaseOf(mode, state.current_phase) === phase) return 'current';
  return state.phase_status[phase] === 'completed' ? 'completed' : 'none';
}

/** 1-based step of a creative phase ("Step n of 8"). */
export function creativeStep(phase: EssayPhase): number {
  return (CREATIVE_PHASES as readonly EssayPhase[]).indexOf(phase) + 1;
}
