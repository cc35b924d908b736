import type { DemoUser } from '../../../../shared/schemas/demo';

/*
 * The demo's browser storage (spec 1 §3): the demo user record, the demo state and the demo password.
 * The password is the one the server generated for this throw-away demo account, never a person's own
 * password (ADR 003 is about those). Kept small: the landing page reads it to label 'Resume Demo'.
 */

export const DEMO_STORAGE_KEYS = {
  user: 'smarty-demo-user',
  state: 'smarty-demo-state',
  password: 'smarty-demo-password',
} as const;

/** Spec 1 §3 'Demo state (kept locally)'. Times in milliseconds, demoDuration in minutes. */
export interface DemoState {
  isActive: boolean;
  startTime: number;
  remainingTime: number;
  promptsUsed: number;
  maxPrompts: number;
  demoDuration: number;
  demoUser: DemoUser;
}

export interface StoredDemo {
  user: DemoUser;
  password: string;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isDemoUser(value: unknown): value is DemoUser {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.id === 'string' &&
    typeof record.email === 'string' &&
    typeof record.demo_expires_at === 'string' &&
    typeof record.created_at === 'string'
  );
}

/** The stored demo; its password is '' when the demo was resumed here with a one-time code. */
export function readStoredDemo(): StoredDemo | null {
  const user = parse(read(DEMO_STORAGE_KEYS.user));
  const password = read(DEMO_STORAGE_KEYS.password);
  return isDemoUser(user) && password !== null ? { user, password } : null;
}

/** The stored state when it belongs to this demo user. */
export function readDemoState(userId: string): DemoState | null {
  const state = parse(read(DEMO_STORAGE_KEYS.state));
  if (typeof state !== 'object' || state === null) return null;
  const candidate = state as Partial<DemoState>;
  return isDemoUser(candidate.demoUser) && candidate.demoUser.id === userId ? (state as DemoState) : null;
}

export function demoExpiresAt(user: DemoUser): number {
  const at = Date.parse(user.demo_expires_at);
  return Number.isNaN(at) ? 0 : at;
}

export function isDemoExpired(user: DemoUser, now = Date.now()): boolean {
  return demoExpiresAt(user) <= now;
}

/** A stored demo that has not expired: the hero offers 'Resume Demo'. */
export function hasResumableDemo(): boolean {
  const stored = readStoredDemo();
  return stored !== null && !isDemoExpired(stored.user);
}

/** The /demo?session= value of a demo: its e-mail before the @. */
export function demoSessionKey(email: string): string {
  return email.split('@')[0] ?? email;
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch (error) {
    console.error('Could not save the demo in this browser', error);
  }
}

export function saveDemoState(state: DemoState): void {
  write(DEMO_STORAGE_KEYS.state, JSON.stringify(state));
}

export function saveStoredDemo(demo: StoredDemo, state: DemoState): void {
  write(DEMO_STORAGE_KEYS.user, JSON.stringify(demo.user));
  write(DEMO_STORAGE_KEYS.password, demo.password);
  saveDemoState(state);
}

export function clearStoredDemo(): void {
  try {
    for (const key of Object.values(DEMO_STORAGE_KEYS)) localStorage.removeItem(key);
  } catch (error) {
    console.error('Could not clear the demo from this browser', error);
  }
}
