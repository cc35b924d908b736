/** The persisted local state of the writing area (spec 2 §3, key academic-state). */
import type { CitationStyle } from '../../../../shared/schemas/essays';

export interface AcademicState {
  currentEssayId: string | null;
  creativeEssayId: string | null;
  phase: string | null;
  autoSave: boolean;
  lastSaved: string | null;
  settings: {
    autoSaveInterval: number;
    showWordCount: boolean;
    showReadingTime: boolean;
    defaultAudience: string;
    defaultTone: string;
    citationStyle: CitationStyle;
  };
  ui: { sidebarPanel: string; compactView: boolean };
  assistance: { suggestionsEnabled: boolean; aiWritingMode: string };
}

export const ACADEMIC_STATE_KEY = 'academic-state';

export const DEFAULT_ACADEMIC_STATE: AcademicState = {
  currentEssayId: null,
  creativeEssayId: null,
  phase: null,
  autoSave: true,
  lastSaved: null,
  settings: {
    autoSaveInterval: 5,
    showWordCount: true,
    showReadingTime: false,
    defaultAudience: 'general',
    defaultTone: 'formal',
    citationStyle: 'apa',
  },
  ui: { sidebarPanel: 'progress', compactView: false },
  assistance: { suggestionsEnabled: true, aiWritingMode: 'balanced' },
};

export function loadAcademicState(): AcademicState {
  try {
    const raw = window.localStorage.getItem(ACADEMIC_STATE_KEY);
    if (!raw) return DEFAULT_ACADEMIC_STATE;
    const parsed = JSON.parse(raw) as Partial<AcademicState>;
    return {
      ...DEFAULT_ACADEMIC_STATE,
      ...parsed,
      settings: { ...DEFAULT_ACADEMIC_STATE.settings, ...parsed.settings },
      ui: { ...DEFAULT_ACADEMIC_STATE.ui, ...parsed.ui },
      assistance: { ...DEFAULT_ACADEMIC_STATE.assistance, ...parsed.assistance },
    };
  } catch {
    return DEFAULT_ACADEMIC_STATE;
  }
}

export function saveAcademicState(update: Partial<AcademicState>): AcademicState {
  const next = { ...loadAcademicState(), ...update };
  try {
    window.localStorage.setItem(ACADEMIC_STATE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked: the state lives for this page only.
  }
  return next;
}
