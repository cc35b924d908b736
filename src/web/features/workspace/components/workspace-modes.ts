import type { PublicConfig } from '../../../../shared/schemas/config';
import { WORKSPACE_COPY } from '../messages';

export type WorkspaceMode = 'chat' | 'academic' | 'creative';

export interface WorkspaceUser {
  name: string;
  email: string;
  /** Where the initials and the greeting fall back to when the display name has no usable letters. */
  firstName?: string | undefined;
  lastName?: string | undefined;
}

/** What the demo shows in the top bar and the sidebar's Demo Status block. */
export interface DemoStatus {
  /** e.g. '23h 59m'. */
  remainingTime: string;
  promptsUsed: number;
  maxPrompts: number;
  /** The limit message once every prompt is used. */
  limitMessage: string | null;
  onUpgrade: () => void;
  onEnd: () => void;
  isEnding: boolean;
}

export interface ModeInfo {
  id: WorkspaceMode;
  /** The sidebar entry. */
  title: string;
  /** The top bar's mode badge. */
  badge: string;
  description: string;
  /** A writing mode: disabled while writing modes are 'launching-soon'. */
  isWriting: boolean;
}

export const WORKSPACE_MODES: readonly ModeInfo[] = [
  {
    id: 'chat',
    title: WORKSPACE_COPY.smartyChat,
    badge: WORKSPACE_COPY.smartyChat,
    description: WORKSPACE_COPY.yourAiTutorWith,
    isWriting: false,
  },
  {
    id: 'academic',
    title: WORKSPACE_COPY.academicWriting,
    badge: WORKSPACE_COPY.academic,
    description: WORKSPACE_COPY.guidedEssaysFromPrompt,
    isWriting: true,
  },
  {
    id: 'creative',
    title: WORKSPACE_COPY.creativeWriting,
    badge: WORKSPACE_COPY.creative,
    description: WORKSPACE_COPY.storiesAndPersonalWriting,
    isWriting: true,
  },
];

export function isModeAvailable(
  mode: ModeInfo,
  writingModes: PublicConfig['writingModes'] | undefined,
): boolean {
  return !mode.isWriting || writingModes === 'enabled';
}

/** The mode named in the URL when it is available, else Smarty Chat. */
export function resolveMode(
  value: string | null,
  writingModes: PublicConfig['writingModes'] | undefined,
): ModeInfo {
  const chat = WORKSPACE_MODES[0] as ModeInfo;
  const mode = WORKSPACE_MODES.find((m) => m.id === value);
  return mode && isModeAvailable(mode, writingModes) ? mode : chat;
}

/** The user's own first and last name: where initials and the greeting fall back to. */
export interface PersonName {
  firstName?: string | undefined;
  lastName?: string | undefined;
}

const LETTER = /^\p{L}/u;

/** The first whole character (grapheme cluster) of a word: never half an emoji's surrogate pair. */
function firstGrapheme(word: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    const segment = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(word);
    for (const { segment: grapheme } of segment) return grapheme;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

function words(text: string | undefined): string[] {
  return (text ?? '').trim().split(/\s+/).filter(Boolean);
}

/** The first and last of the words that begin with a letter, as their upper-case initials. */
function letterInitials(parts: readonly string[]): string {
  const letters = parts.map(firstGrapheme).filter((grapheme) => LETTER.test(grapheme));
  const chosen = letters.length > 1 ? [letters[0], letters[letters.length - 1]] : letters;
  return chosen.join('').toLocaleUpperCase();
}

/**
 * Initials for the profile button: 'Grace Hopper' → 'GH'. Whole characters and letters only: when a word
 * of the display name does not begin with a letter ('🎓 Ana <b>bold</b>'), the initials come from the
 * first and last name ('AN'), else from the display name's letter words; '?' when there is no letter.
 */
export function initials(name: string, person: PersonName = {}): string {
  const parts = words(name);
  const clean = parts.length > 0 && parts.every((part) => LETTER.test(firstGrapheme(part)));
  if (clean) return letterInitials(parts);
  const fromNames = letterInitials([
    ...words(person.firstName).slice(0, 1),
    ...words(person.lastName).slice(-1),
  ]);
  return fromNames || letterInitials(parts) || '?';
}

/** The name to greet by: the display name's first word that has a letter, else the first name. */
export function greetingName(name: string, person: PersonName = {}): string {
  const word = words(name).find((part) => /\p{L}/u.test(part));
  return word ?? (person.firstName?.trim() || name.trim());
}
