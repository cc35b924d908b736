/**
 * The quick-action catalogue (spec 3 §9, issue 14), the one place that says which actions each learning mode offers
 * and what each returns: a structured artefact built from the topic's passages, the topic's quiz, or a chat request.
 */
import type { QuickActionArtefactKind } from '../schemas/quick-actions';
import {
  LEARNING_MODES,
  isLearningMode,
  learningModeOf,
  LEARNING_MODE_LABELS,
  type LearningMode,
} from './learning-modes';

export { LEARNING_MODES, isLearningMode, learningModeOf, LEARNING_MODE_LABELS, type LearningMode };

export type QuickActionRun =
  /** A structured artefact from the topic's passages (POST …/quick-action). */
  | { kind: 'artefact'; artefact: QuickActionArtefactKind }
  /** The topic's quiz (the Generate Quiz endpoint and dialog). */
  | { kind: 'quiz' }
  /** A request to Smarty in the chat. */
  | { kind: 'chat' };

export interface QuickAction {
  id: string;
  label: string;
  run: QuickActionRun;
}

const artefact = (id: string, label: string, kind: QuickActionArtefactKind): QuickAction => ({
  id,
  label,
  run: { kind: 'artefact', artefact: kind },
});
const quiz = (id: string, label: string): QuickAction => ({ id, label, run: { kind: 'quiz' } });
const chat = (id: string, label: string): QuickAction => ({ id, label, run: { kind: 'chat' } });

export const QUICK_ACTIONS = {
  conceptMap: artefact('concept-map', 'Concept Map', 'concept-map'),
  carePlan: artefact('care-plan', 'Care Plan Draft', 'care-plan'),
  timeline: artefact('timeline', 'Timeline/Cause-Effect', 'timeline'),
  stepByStep: artefact('step-by-step', 'Step-by-step Solution', 'steps'),
  troubleshooting: artefact('troubleshooting', 'Troubleshooting Steps', 'steps'),
  portTable: artefact('port-table', 'Port & Protocol Table', 'table'),
  practiceSet: quiz('practice-set', 'Generate Practice Set'),
  clinicalQuiz: quiz('clinical-scenario-quiz', 'Clinical Scenario Quiz'),
  practiceProblems: quiz('practice-problems', 'Practice Problems'),
  errorAnalysis: chat('error-analysis', 'Error Analysis'),
  debugCode: chat('debug-code', 'Debug Code'),
  explainAlgorithm: chat('explain-algorithm', 'Explain Algorithm'),
  scenePrompt: chat('scene-prompt', 'Scene Prompt'),
  dialogueWorkshop: chat('dialogue-workshop', 'Dialogue Workshop'),
  characterArc: chat('character-arc-critique', 'Character Arc Critique'),
  closeReading: chat('close-reading-coach', 'Close Reading Coach'),
  themeMap: chat('theme-motif-map', 'Theme/Motif Map'),
  characterAnalysis: chat('character-analysis', 'Character Analysis'),
  primarySource: chat('primary-source-analyzer', 'Primary Source Analyzer'),
  argumentPlan: chat('argument-plan', 'Argument Plan'),
  crossReferences: chat('cross-references', 'Cross References'),
  historicalContext: chat('historical-context', 'Historical Context'),
  thematicStudy: chat('thematic-study', 'Thematic Study'),
  dataInterpretation: chat('data-interpretation', 'Data Interpretation'),
  labDesign: chat('lab-experiment-design', 'Lab/Experiment Design'),
  studyGuide: chat('study-guide', 'Study Guide'),
  summarize: chat('summarize-topic', 'Summarize Topic'),
} as const satisfies Record<string, QuickAction>;

const A = QUICK_ACTIONS;

/** Spec 3 §9 quick-action sets per domain; IT certifications get their own set; other domains the default. */
export const QUICK_ACTION_SETS: Readonly<Record<LearningMode, readonly QuickAction[]>> = {
  programming: [A.debugCode, A.explainAlgorithm, A.practiceProblems],
  it: [A.troubleshooting, A.portTable, A.conceptMap],
  nursing: [A.clinicalQuiz, A.conceptMap, A.carePlan],
  math: [A.practiceSet, A.stepByStep, A.errorAnalysis],
  science: [A.conceptMap, A.dataInterpretation, A.labDesign],
  literature: [A.closeReading, A.themeMap, A.characterAnalysis],
  history: [A.primarySource, A.timeline, A.argumentPlan],
  faith: [A.crossReferences, A.historicalContext, A.thematicStudy],
  writing: [A.scenePrompt, A.dialogueWorkshop, A.characterArc],
};
export const DEFAULT_QUICK_ACTION_SET: readonly QuickAction[] = [A.conceptMap, A.studyGuide, A.summarize];

export function quickActionSet(mode: string | null | undefined): readonly QuickAction[] {
  return mode && mode in QUICK_ACTION_SETS
    ? QUICK_ACTION_SETS[mode as LearningMode]
    : DEFAULT_QUICK_ACTION_SET;
}

/** The labels of a domain's quick actions (spec 3 §9); any other domain gets the default set's. */
export function quickActionsFor(code: string | null | undefined): readonly string[] {
  return quickActionSet(code).map((a) => a.label);
}

/** An action of the catalogue by id. */
export function quickActionById(id: string): QuickAction | undefined {
  return Object.values(QUICK_ACTIONS).find((a) => a.id === id);
}

/**
 * How each learning mode shapes the tutor (issue 16): one instruction per mode, given to the model with the study
 * chat and the topic welcome. Other modes (and none) leave the tutor as it is.
 */
export const LEARNING_MODE_TUTORING: Readonly<Record<LearningMode, string>> = {
  programming:
    'Programming: explain code step by step with short, runnable examples in fenced code blocks; when debugging, reproduce the problem, isolate it, fix it and test the fix.',
  it: 'IT: give troubleshooting as ordered steps (identify the problem, establish a theory, test it, plan and implement the fix, verify, document) and name the commands, ports and settings involved.',
  nursing:
    'Nursing: reason clinically (recognise cues, analyse them, prioritise with ABCs and safety, plan, act, evaluate) and present care-plan content as a study draft that defers to facility protocols.',
  math: 'Math: work examples as numbered steps, one operation per line, with every formula in LaTeX ($...$), and check the result at the end.',
  science:
    'Science: tie ideas to experiments and data (hypothesis, variables, what was measured, what the data show) and give units with every quantity.',
  literature:
    'Literature: read closely: quote short passages, name the device (imagery, tone, structure, point of view) and say what it does to the meaning.',
  history:
    'History: place events on a timeline with dates, separate causes from consequences, and say which primary or secondary sources support each claim.',
  faith:
    'Faith: give cross references to related passages and the historical and literary context, respectfully, and note where traditions read a text differently.',
  writing:
    'Writing: give craft feedback (what works, then one or two concrete revisions with a short rewritten example) rather than rewriting the whole piece.',
};

/** The tutoring instruction of a learning mode as a prompt line ('' for an unknown or absent mode). */
export function tutoringStyle(mode: string | null | undefined): string {
  return mode && mode in LEARNING_MODE_TUTORING ? `- ${LEARNING_MODE_TUTORING[mode as LearningMode]}` : '';
}
