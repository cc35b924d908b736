import type { AccountUser } from '../../../../shared/schemas/accounts';
import { DEMO_MESSAGES } from '../../../../shared/messages';
import { ApiRequestError } from '../../../lib/api-client';
import { fetchCurrentUser, signInDemo } from '../api/demo-api';
import { clearStoredDemo, demoSessionKey, isDemoExpired, readStoredDemo, type StoredDemo } from './demo-storage';

export type ResumeResult =
  | { kind: 'ready'; demo: StoredDemo; user: AccountUser }
  /** A signed-in subscriber opened /demo: their place is /app. */
  | { kind: 'member'; user: AccountUser }
  | { kind: 'failed'; message: string };

function failed(message: string): ResumeResult {
  return { kind: 'failed', message };
}

export interface ResumeDependencies {
  fetchCurrentUser: () => Promise<AccountUser | null>;
  signInDemo: (email: string, password: string) => Promise<AccountUser>;
  now: () => number;
}

const live: ResumeDependencies = { fetchCurrentUser, signInDemo, now: () => Date.now() };

/**
 * Resumes the demo stored in this browser (spec 1 §2, §4): the one named by `session` (its e-mail before
 * the @) or, without it, the stored one. A session cookie of that demo is used as is; otherwise the demo
 * signs in again with its stored password. An expired or unknown demo is removed from storage.
 */
export async function resumeDemo(session: string | null, deps: ResumeDependencies = live): Promise<ResumeResult> {
  const stored = readStoredDemo();
  if (session !== null && (!stored || demoSessionKey(stored.user.email) !== session)) {
    return failed(DEMO_MESSAGES.notFoundOrExpired);
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
