/**
 * Validation rules of the academic forms (spec 2 §2.2, §5, §9): prompt, brainstorm ideas, thesis.
 */
import { BRAINSTORM_LIMITS, ESSAY_LIMITS } from '../limits';

/** The pause after an approved prompt before the flow moves to brainstorm. */
export const APPROVED_PROMPT_PAUSE_MS = 1500;
export const AUTO_SAVE_INTERVAL_MS = 30_000;

/** The prompt's save button is enabled once the trimmed prompt is non-empty. */
export function canSavePrompt(prompt: string | null | undefined): boolean {
  return (prompt ?? '').trim().length > 0;
}

export type IdeaRefusal = 'empty' | 'too_long' | 'too_many';
export type IdeaCheck = { ok: true; idea: string } | { ok: false; reason: IdeaRefusal };

/** Adding an idea: trimmed, non-empty, at most 200 characters, at most 10 ideas in all. */
export function checkBrainstormIdea(input: string, existing: readonly string[]): IdeaCheck {
  const idea = input.trim();
  if (idea === '') return { ok: false, reason: 'empty' };
  if (idea.length > BRAINSTORM_LIMITS.maxIdeaLength) return { ok: false, reason: 'too_long' };
  if (existing.length >= BRAINSTORM_LIMITS.maxIdeas) return { ok: false, reason: 'too_many' };
  return { ok: true, idea };
}

/** Trims every idea and drops the empty ones. */
export function normaliseIdeas(ideas: readonly string[]): string[] {
  return ideas.map((i) => i.trim()).filter((i) => i !== '');
}

/** A whole academic idea list against the limits, or the first problem. */
export function brainstormListRefusal(ideas: readonly string[]): IdeaRefusal | null {
  if (ideas.some((i) => i.trim() === '')) return 'empty';
  if (ideas.some((i) => i.trim().length > BRAINSTORM_LIMITS.maxIdeaLength)) return 'too_long';
  if (ideas.length > BRAINSTORM_LIMITS.maxIdeas) return 'too_many';
  return null;
}

/** Creative brainstorm text: one idea per line, empty lines dropped. */
export function splitStoryIdeas(text: string): string[] {
  return normaliseIdeas(text.split(/\r\n|\r|\n/));
}

/** The counts of the Thesis statement too short warning, or null when the thesis is long enough. */
export function thesisShortfall(
  thesis: string | null | undefined,
): { current: number; required: number; needed: number } | null {
  const current = (thesis ?? '').trim().length;
  if (current >= ESSAY_LIMITS.thesisMin) return null;
  return { current, required: ESSAY_LIMITS.thesisMin, needed: ESSAY_LIMITS.thesisMin - current };
}

/** The thesis save button: enabled when the text changed and meets the minimum. */
export function canSaveThesis(thesis: string, saved: string | null | undefined): boolean {
  return thesis.trim() !== (saved ?? '').trim() && thesisShortfall(thesis) === null;
}

/** Thesis → outline in the guided flow: at least 20 characters and a review exists. */
export function canLeaveThesis(thesis: string | null | undefined, review: unknown): boolean {
  return thesisShortfall(thesis) === null && review !== null && review !== undefined;
}
