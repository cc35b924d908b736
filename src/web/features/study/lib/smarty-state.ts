/** Client state persisted under 'smarty-state' (spec 3 §3): settings, selectedStudyPathId, activeLearningType, ownerId. */

export const SMARTY_STATE_KEY = 'smarty-state';

export interface SmartySettings {
  useSyllabus: boolean;
  citeSources: boolean;
  activeSidebarTab: string;
  planSource: string;
}

export interface SmartyState {
  settings: SmartySettings;
  selectedStudyPathId: string | null;
  activeLearningType: string | null;
  ownerId: string | null;
}

export const DEFAULT_SMARTY_STATE: SmartyState = {
  settings: { useSyllabus: true, citeSources: true, activeSidebarTab: 'topics', planSource: 'syllabus' },
  selectedStudyPathId: null,
  activeLearningType: null,
  ownerId: null,
};

/** The stored state for this owner; another owner's (or a malformed) state gives the defaults. */
export function parseSmartyState(raw: string | null, ownerId: string): SmartyState {
  const fresh = { ...DEFAULT_SMARTY_STATE, settings: { ...DEFAULT_SMARTY_STATE.settings }, ownerId };
  if (!raw) return fresh;
  try {
    const data = JSON.parse(raw) as Partial<SmartyState> | null;
    if (!data || typeof data !== 'object' || data.ownerId !== ownerId) return fresh;
    const s = (data.settings ?? {}) as Partial<SmartySettings>;
    return {
      settings: {
        useSyllabus: typeof s.useSyllabus === 'boolean' ? s.useSyllabus : true,
        citeSources: typeof s.citeSources === 'boolean' ? s.citeSources : true,
        activeSidebarTab: typeof s.activeSidebarTab === 'string' ? s.activeSidebarTab : 'topics',
        planSource: typeof s.planSource === 'string' ? s.planSource : 'syllabus',
      },
      selectedStudyPathId: typeof data.selectedStudyPathId === 'string' ? data.selectedStudyPathId : null,
      activeLearningType: typeof data.activeLearningType === 'string' ? data.activeLearningType : null,
      ownerId,
    };
  } catch {
    return fresh;
  }
}

export function loadSmartyState(ownerId: string): SmartyState {
  try {
    return parseSmartyState(localStorage.getItem(SMARTY_STATE_KEY), ownerId);
  } catch {
    return parseSmartyState(null, ownerId);
  }
}

export function saveSmartyState(state: SmartyState): void {
  try {
    localStorage.setItem(SMARTY_STATE_KEY, JSON.stringify(state));
  } catch {
    // storage full or blocked: the state lives for this page only
  }
}
