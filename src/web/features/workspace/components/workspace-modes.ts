import type { PublicConfig } from '../../../../shared/schemas/config';

export type WorkspaceMode = 'chat' | 'academic' | 'creative';

export interface WorkspaceUser {
  name: string;
  email: string;
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
    title: 'Smarty Chat',
    badge: 'Smarty Chat',
    description: 'Your AI tutor, with cited sources and study paths.',
    isWriting: false,
  },
  {
    id: 'academic',
    title: 'Academic Writing',
    badge: 'Academic',
    description: 'Guided essays from prompt to final draft.',
    isWriting: true,
  },
  {
    id: 'creative',
    title: 'Creative Writing',
    badge: 'Creative',
    description: 'Stories and personal writing with gentle feedback.',
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

/** Initials for the profile button: 'Grace Hopper' → 'GH'. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : [parts[0]];
  return (
    letters
      .map((part) => part?.[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}
