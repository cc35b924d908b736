/**
 * The study area's code lists as plain constants (no Zod): the web app's first workspace screen uses them, and a
 * module that builds schemas would bring Zod into that screen's JavaScript. `schemas/ai.ts` builds its enums from them.
 */

/** Study-area domain codes (spec 3 §3, default programming). */
export const STUDY_DOMAINS = [
  'programming',
  'nursing',
  'math',
  'science',
  'literature',
  'history',
  'faith',
  'writing',
] as const;
export type StudyDomain = (typeof STUDY_DOMAINS)[number];

export const LEARNER_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
