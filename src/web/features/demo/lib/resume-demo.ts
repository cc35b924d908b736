import type { AccountUser } from '../../../../shared/schemas/accounts';
import { DEMO_MESSAGES } from '../../../../shared/messages';
import { DEMO_EMAIL_DOMAIN, DEMO_SESSION_KEY, type DemoUser } from '../../../../shared/schemas/demo';
import { ApiRequestError } from '../../../lib/api-client';
import { demoSessionExists, fetchCurrentUser, signInDemo } from '../api/demo-api';
import {
  clearStoredDemo,
  demoSessionKey,
  isDemoExpired,
  readStoredDemo,
  saveStoredDemo,
  type StoredDemo,
} from './demo-storage';
import { demoStateAt } from './demo-state';

const DEMO_DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps a demo signed in here by a one-time code: no password is stored ('' ), the session cookie carries it. */
function adoptSignedInDemo(user: AccountUser, now: number): StoredDemo | null {
  if (!user.isDemo || !user.demoExpiresAt) return null;
  const expires = Date.parse(user.demoExpiresAt);
  const demoUser: DemoUser = {
    id: user.id,
    email: user.email,
    username: user.username,
    is_demo: true,
    demo_expires_at: user.demoExpiresAt,
    created_at: new Date(expires - DEMO_DAY_MS).toISOString(),
  };
  const stored = { user: demoUser, password: '' };
  saveStoredDemo(stored, demoStateAt(demoUser, now, 0, 0));
  return stored;
}

export type ResumeResult =
  | { kind: 'ready'; demo: StoredDemo; user: AccountUser }
  /** A signed-in subscriber opened /demo: their place is /app. */
  | { kind: 'member'; user: AccountUser }
  | { kind: 'failed'; message: string }
  /** The demo named by ?session= is not stored here: it can be resumed with a one-time code sent to its address. */
  | { kind: 'code'; email: string };

function failed(message: string): ResumeResult {
  return { kind: 'failed', message };
}

export interface ResumeDependencies {
  fetchCurrentUser: () => Promise<AccountUser | null>;
  signInDemo: (email: string, password: string) => Promise<AccountUser>;
  demoSessionExists: (key: string) => Promise<boolean>;
  now: () => number;
}

const live: ResumeDependencies = { fetchCurrentUser, signInDemo, demoSessionExists, now: () => Date.now() };

/**
 * Resumes the demo stored in this browser (spec 1 §2, §4): the one named by `session` (its e-mail before
 * the @) or, without it, the stored one. A session cookie of that demo is used as is; otherwise the demo
 * signs in again with its stored password. An expired or unknown demo is removed from storage.
 */
export async function resumeDemo(
  session: string | null,
  deps: ResumeDependencies = live,
): Promise<ResumeResult> {
  const stored = readStoredDemo();
  if (session !== null && (!stored || demoSessionKey(stored.user.email) !== session)) {
    if (!DEMO_SESSION_KEY.test(session)) return failed(DEMO_MESSAGES.notFoundOrExpired);
    let current: AccountUser | null;
    try {
      current = await deps.fetchCurrentUser();
    } catch {
      return failed(DEMO_MESSAGES.loadFailed);
    }
    // Signed in here with a code a moment ago: keep this demo in this browser.
    if (current?.isDemo && demoSessionKey(current.email) === session) {
      const adopted = adoptSignedInDemo(current, deps.now());
      if (adopted) return { kind: 'ready', demo: adopted, user: current };
    }
    try {
      if (!(await deps.demoSessionExists(session))) return failed(DEMO_MESSAGES.notFoundOrExpired);
    } catch {
      return failed(DEMO_MESSAGES.loadFailed);
    }
    return { kind: 'code', email: `${session}@${DEMO_EMAIL_DOMAIN}` };
  }
  if (!stored) return failed(DEMO_MESSAGES.noSession);
  if (isDemoExpired(stored.user, deps.now())) {
    clearStoredDemo();
    return failed(DEMO_MESSAGES.notFoundOrExpired);
  }

  let current: AccountUser | null;
  try {
    current = await deps.fetchCurrentUser();
  } catch {
    return failed(DEMO_MESSAGES.loadFailed);
  }
  if (current && !current.isDemo) return { kind: 'member', user: current };
  if (current?.id === stored.user.id) return { kind: 'ready', demo: stored, user: current };

  // Resumed here with a code before and its session is gone: ask for a new code.
  if (stored.password === '') return { kind: 'code', email: stored.user.email };
  try {
    const user = await deps.signInDemo(stored.user.email, stored.password);
    return { kind: 'ready', demo: stored, user };
  } catch (error) {
    // The server no longer knows this demo (ended elsewhere, expired, cleaned up).
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 404)) {
      clearStoredDemo();
      return failed(DEMO_MESSAGES.notFoundOrExpired);
    }
    return failed(DEMO_MESSAGES.loadFailed);
  }
}
