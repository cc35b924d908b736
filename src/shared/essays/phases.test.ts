import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ACADEMIC_PANEL_PHASES,
  CREATIVE_PHASES,
  completePhase,
  completionTarget,
  creativeStep,
  initialPhaseStatus,
  panelPhaseOf,
  panelPhasesOf,
  phaseMark,
  phaseRefusal,
  phasesOf,
  switchPhase,
  type EssayPhase,
} from './phases';
import { ESSAY_MODES } from './options';

describe('phase lists', () => {
  it('match spec 2 §4', () => {
    expect(ACADEMIC_PANEL_PHASES).toEqual(['prompt', 'brainstorm', 'thesis', 'writing', 'final']);
    expect(CREATIVE_PHASES).toEqual([
      'prompt',
      'brainstorm',
      'character',
      'plot',
      'setting',
      'draft',
      'revise',
      'final',
    ]);
    expect(CREATIVE_PHASES).toHaveLength(8);
    // the select (navigator) and the sidebar list the same steps
    expect(panelPhasesOf('academic')).toEqual(ACADEMIC_PANEL_PHASES);
    expect(panelPhasesOf('creative')).toEqual(CREATIVE_PHASES);
    for (const p of ACADEMIC_PANEL_PHASES) expect(phasesOf('academic')).toContain(p);
    expect(creativeStep('setting')).toBe(5);
  });

  it('a new essay: prompt in progress, the rest not started', () => {
    expect(initialPhaseStatus('creative')).toEqual({
      prompt: 'in_progress',
      brainstorm: 'not_started',
      character: 'not_started',
      plot: 'not_started',
      setting: 'not_started',
      draft: 'not_started',
      revise: 'not_started',
      final: 'not_started',
    });
  });
});

describe('transitions', () => {
  it('academic completion: brainstorm → thesis, thesis → writing, prompt and writing only complete', () => {
    expect(completionTarget('academic', 'brainstorm')).toBe('thesis');
    expect(completionTarget('academic', 'thesis')).toBe('writing');
    expect(completionTarget('academic', 'prompt')).toBeNull();
    expect(completionTarget('academic', 'writing')).toBeNull();
    const state = { current_phase: 'writing' as const, phase_status: initialPhaseStatus('academic') };
    expect(completePhase('academic', state, 'writing')).toEqual({
      current_phase: 'writing',
      phase_status: { ...state.phase_status, writing: 'completed' },
    });
    const b = completePhase('academic', { current_phase: 'brainstorm', phase_status: {} }, 'brainstorm');
    expect(b).toEqual({
      current_phase: 'thesis',
      phase_status: { brainstorm: 'completed', thesis: 'in_progress' },
    });
  });

  it('creative Next moves through the fixed order and final stays', () => {
    let state = { current_phase: 'prompt' as EssayPhase, phase_status: initialPhaseStatus('creative') };
    const visited: EssayPhase[] = [state.current_phase];
    for (let i = 0; i < 10; i += 1) {
      state = completePhase('creative', state, state.current_phase);
      if (visited.at(-1) !== state.current_phase) visited.push(state.current_phase);
    }
    expect(visited).toEqual([...CREATIVE_PHASES]);
    expect(Object.values(state.phase_status).every((s) => s === 'completed')).toBe(true);
  });

  it('creative: only the prompt phase until the prompt is non-blank; academic: any of its phases', () => {
    expect(phaseRefusal('creative', 'plot', '   ')).toBe('prompt_required');
    expect(phaseRefusal('creative', 'prompt', '')).toBeNull();
    expect(phaseRefusal('creative', 'plot', 'A dragon who fears fire')).toBeNull();
    expect(phaseRefusal('creative', 'thesis', 'x')).toBe('unknown_phase');
    expect(phaseRefusal('academic', 'final', '')).toBeNull();
    expect(phaseRefusal('academic', 'character', '')).toBe('unknown_phase');
  });

  it('switching: completeCurrent marks the phase left; a completed phase stays completed', () => {
    const s = switchPhase(
      { current_phase: 'prompt', phase_status: { prompt: 'in_progress' } },
      'brainstorm',
      { completeCurrent: true },
    );
    expect(s).toEqual({
      current_phase: 'brainstorm',
      phase_status: { prompt: 'completed', brainstorm: 'in_progress' },
    });
    expect(switchPhase(s, 'prompt').phase_status.prompt).toBe('completed');
  });

  it('never un-completes a phase and always lands on a phase of the mode (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ESSAY_MODES),
        fc.array(fc.tuple(fc.boolean(), fc.nat(20), fc.boolean()), { maxLength: 30 }),
        (mode, steps) => {
          const phases = phasesOf(mode);
          let state = { current_phase: 'prompt' as EssayPhase, phase_status: initialPhaseStatus(mode) };
          const completed = new Set<EssayPhase>();
          for (const [complete, n, flag] of steps) {
            const target = phases[n % phases.length] as EssayPhase;
            state = complete
              ? completePhase(mode, state, target)
              : switchPhase(state, target, { completeCurrent: flag });
            for (const p of completed) if (state.phase_status[p] !== 'completed') return false;
            for (const [p, s] of Object.entries(state.phase_status))
              if (s === 'completed') completed.add(p as EssayPhase);
            if (!phases.includes(state.current_phase)) return false;
          }
          return true;
        },
      ),
    );
  });
});

describe('display', () => {
  it('an academic essay in outline, draft or revise is at the writing step', () => {
    for (const p of ['outline', 'draft', 'revise', 'writing'] as const)
      expect(panelPhaseOf('academic', p)).toBe('writing');
    expect(panelPhaseOf('academic', 'thesis')).toBe('thesis');
    expect(panelPhaseOf('creative', 'draft')).toBe('draft');
  });

  it('marks: a dot on the current step, a check only on steps whose status is completed (not by position)', () => {
    const state = {
      current_phase: 'writing' as const,
      phase_status: {
        prompt: 'completed' as const,
        brainstorm: 'in_progress' as const,
        thesis: 'not_started' as const,
      },
    };
    // the student jumped to writing through the select: brainstorm and thesis were never completed
    expect(ACADEMIC_PANEL_PHASES.map((p) => phaseMark('academic', state, p))).toEqual([
      'completed',
      'none',
      'none',
      'current',
      'none',
    ]);
    expect(phaseMark('academic', { ...state, current_phase: 'outline' }, 'writing')).toBe('current');
    expect(
      CREATIVE_PHASES.map((p) =>
        phaseMark('creative', { current_phase: 'plot', phase_status: { prompt: 'completed' } }, p),
      ),
    ).toEqual(['completed', 'none', 'none', 'current', 'none', 'none', 'none', 'none']);
  });

  it('the marks follow the completion rules: completing brainstorm and thesis checks them', () => {
    let state = { current_phase: 'brainstorm' as EssayPhase, phase_status: initialPhaseStatus('academic') };
    state = completePhase('academic', state, 'brainstorm');
    state = completePhase('academic', state, 'thesis');
    expect(ACADEMIC_PANEL_PHASES.map((p) => phaseMark('academic', state, p))).toEqual([
      'none',
      'completed',
      'completed',
      'current',
      'none',
    ]);
  });
});
