/**
 * Essay kinds, modes and the new-essay form of spec 2 §2.8, §3 and §5 (isomorphic: server and web).
 */

export const ESSAY_TYPES = ['academic', 'professional', 'creative', 'personal'] as const;
export type EssayType = (typeof ESSAY_TYPES)[number];

/** The two workflows: academic (academic, professional) and creative (creative, personal). */
export const ESSAY_MODES = ['academic', 'creative'] as const;
export type EssayMode = (typeof ESSAY_MODES)[number];

export const ACADEMIC_ESSAY_TYPES = ['academic', 'professional'] as const satisfies readonly EssayType[];
export const CREATIVE_ESSAY_TYPES = ['creative', 'personal'] as const satisfies readonly EssayType[];

export function essayModeOf(essayType: EssayType): EssayMode {
  return (ACADEMIC_ESSAY_TYPES as readonly string[]).includes(essayType) ? 'academic' : 'creative';
}

/** Essay types a panel lists (spec 2 §2.1, §2.5). */
export function essayTypesOf(mode: EssayMode): readonly EssayType[] {
  return mode === 'academic' ? ACADEMIC_ESSAY_TYPES : CREATIVE_ESSAY_TYPES;
}

export const ESSAY_STATUSES = ['in_progress', 'completed'] as const;
export type EssayStatus = (typeof ESSAY_STATUSES)[number];

export const TARGET_LENGTHS = ['250-500', '500-1000', '1000-2000', '2000+'] as const;
export type TargetLength = (typeof TARGET_LENGTHS)[number];

export const ACADEMIC_WRITING_STYLES = ['argumentative', 'expository', 'analytical', 'narrative'] as const;
export const CREATIVE_WRITING_STYLES = [
  'narrative',
  'descriptive',
  'poetic',
  'dialogue',
  'stream_of_consciousness',
] as const;
export const WRITING_STYLES = [
  'argumentative',
  'expository',
  'analytical',
  'narrative',
  'descriptive',
  'poetic',
  'dialogue',
  'stream_of_consciousness',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const ACADEMIC_AUDIENCES = ['general', 'academic', 'professional'] as const;
/** `personal` is the audience of the creative form variant of spec 2 §3. */
export const CREATIVE_AUDIENCES = [
  'general',
  'young_adult',
  'children',
  'literary',
  'genre_specific',
  'personal',
] as const;
export const AUDIENCES = [
  'general',
  'academic',
  'professional',
  'young_adult',
  'children',
  'literary',
  'genre_specific',
  'personal',
] as const;
export type Audience = (typeof AUDIENCES)[number];

export const ACADEMIC_TONES = ['formal', 'informal', 'conversational'] as const;
export const CREATIVE_TONES = ['casual', 'formal', 'conversational', 'poetic', 'dramatic'] as const;
export const TONES = ['formal', 'informal', 'conversational', 'casual', 'poetic', 'dramatic'] as const;
export type Tone = (typeof TONES)[number];

/** Essay styles with their descriptions (spec 2 §3: the description text is not shown in the product). */
export const ESSAY_STYLES = [
  {
    value: 'argumentative',
    label: 'Argumentative',
    description: 'Takes a position and defends it with evidence.',
  },
  { value: 'expository', label: 'Expository', description: 'Explains a topic clearly and objectively.' },
  {
    value: 'analytical',
    label: 'Analytical',
    description: 'Breaks a subject into parts and examines how they work.',
  },
  { value: 'narrative', label: 'Narrative', description: 'Tells a story with a clear sequence of events.' },
] as const;

export interface NewEssayForm {
  title: string;
  essayType: EssayType;
  writingStyle: WritingStyle;
  targetLength: TargetLength;
  audience: Audience;
  tone: Tone;
}

/** New-essay form defaults (spec 2 §3). */
export const NEW_ESSAY_DEFAULTS: Record<EssayMode, Omit<NewEssayForm, 'title'>> = {
  academic: {
    essayType: 'academic',
    writingStyle: 'argumentative',
    targetLength: '500-1000',
    audience: 'general',
    tone: 'formal',
  },
  creative: {
    essayType: 'creative',
    writingStyle: 'narrative',
    targetLength: '500-1000',
    audience: 'general',
    tone: 'casual',
  },
};

/** The further creative form variant of spec 2 §3 (personal piece); the spec gives both readings. */
export const PERSONAL_ESSAY_DEFAULTS: Omit<NewEssayForm, 'title'> = {
  essayType: 'personal',
  writingStyle: 'narrative',
  targetLength: '500-1000',
  audience: 'personal',
  tone: 'casual',
};

export interface FormOption<T extends string> {
  value: T;
  label: string;
}

const LABELS: Record<string, string> = {
  academic: 'Academic',
  professional: 'Professional',
  creative: 'Creative',
  personal: 'Personal',
  argumentative: 'Argumentative',
  expository: 'Expository',
  analytical: 'Analytical',
  narrative: 'Narrative',
  descriptive: 'Descriptive',
  poetic: 'Poetic',
  dialogue: 'Dialogue',
  stream_of_consciousness: 'Stream of Consciousness',
  '250-500': '250-500 words',
  '500-1000': '500-1000 words',
  '1000-2000': '1000-2000 words',
  '2000+': '2000+ words',
  general: 'General',
  young_adult: 'Young Adult',
  children: 'Children',
  literary: 'Literary',
  genre_specific: 'Genre Specific',
  formal: 'Formal',
  informal: 'Informal',
  conversational: 'Conversational',
  casual: 'Casual',
  dramatic: 'Dramatic',
};

/** Display label of an option value (e.g. `stream_of_consciousness` → `Stream of Consciousness`). */
export function optionLabel(value: string): string {
  return LABELS[value] ?? value.replace(/_/g, ' ').replace(/\b\w/g, (ch) => ch.toUpperCase());
}

const options = <T extends string>(values: readonly T[]): FormOption<T>[] =>
  values.map((value) => ({ value, label: optionLabel(value) }));

/** The select options of the new-essay form per panel (spec 2 §5 "Options"). */
export const NEW_ESSAY_OPTIONS = {
  academic: {
    essayType: options(ACADEMIC_ESSAY_TYPES),
    writingStyle: options(ACADEMIC_WRITING_STYLES),
    targetLength: options(TARGET_LENGTHS),
    audience: options(ACADEMIC_AUDIENCES),
    tone: options(ACADEMIC_TONES),
  },
  creative: {
    essayType: options(CREATIVE_ESSAY_TYPES),
    writingStyle: options(CREATIVE_WRITING_STYLES),
    targetLength: options(TARGET_LENGTHS),
    audience: options(CREATIVE_AUDIENCES.filter((a) => a !== 'personal')),
    tone: options(CREATIVE_TONES),
  },
} as const;

/** The title rule of spec 2 §5: trimmed and non-blank (the create button is disabled otherwise); ESSAY_LIMITS.titleMax. */
export function canCreateEssay(title: string): boolean {
  return title.trim().length > 0;
}
