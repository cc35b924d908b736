import type { AppDeps } from '../../context';
import { AppError, tooManyRequests } from '../../http/errors';
import { hitRateLimit, releaseRateLimitHit } from '../../lib/rate-limit/rate-limit';
import { LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import type { SignInInput } from '../../../shared/validation/registration';
import { findUserById, toAccountUser } from './account-user';
import type { AuthResult } from './register.service';

/** Failed password sign-ins per account (the typed e-mail, whether or not it has an account), from any address. */
export const ACCOUNT_SIGN_IN_RULE = {
  name: 'sign-in-account',
  max: LIMITS.accountSignInFailures,
  windowSeconds: LIMITS.accountSignInWindowSeconds,
} as const;

/** A right password for an account with two-step verification: the cookies hold the challenge, not a session. */
export interface TwoFactorChallenge {
  twoFactorRequired: true;
  cookies: string[];
}

async function passwordSignIn(
  deps: AppDeps,
  email: string,
  password: string,
  headers: Headers,
): Promise<AuthResult | TwoFactorChallenge | null> {
  let response: Response;
  try {
    response = await deps.auth.api.signInEmail({ body: { email, password }, headers, asResponse: true });
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const body = (await response.json()) as { user?: { id?: string }; twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect === true)
    return { twoFactorRequired: true, cookies: response.headers.getSetCookie() };
  const row = body.user?.id ? await findUserById(deps.database.db, body.user.id) : undefined;
  return row ? { user: toAccountUser(row), cookies: response.headers.getSetCookie() } : null;
}

/**
 * Signs in with e-mail and password. Each attempt first takes a slot of the account's failure budget (atomic, so
 * parallel guesses from many addresses cannot overrun it); a right password gives the slot back. Once the budget is
 * spent every attempt waits out the window, the right password too, so a locked account answers nothing about it.
 * With two-step verification on, a right password gives no session yet but a challenge for the code (two-factor
 * service).
 */
export async function signIn(
  deps: AppDeps,
  input: SignInInput,
  headers: Headers,
): Promise<AuthResult | TwoFactorChallenge> {
  const email = input.email.trim().toLowerCase();
  const slot = await hitRateLimit(deps.database, ACCOUNT_SIGN_IN_RULE, email, deps.now());
  if (!slot.allowed) {
    throw tooManyRequests(
      MESSAGES.tooManyAccountSignIns(Math.ceil(slot.retryAfterSeconds / 60)),
      slot.retryAfterSeconds,
    );
  }
  const result = await passwordSignIn(deps, email, input.password, headers);
  if (!result) throw new AppError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
  await releaseRateLimitHit(deps.database, ACCOUNT_SIGN_IN_RULE, email, slot.windowStartedAt);
  return result;
}

export async function signOut(deps: AppDeps, headers: Headers): Promise<string[]> {
  try {
    const response = await deps.auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    return [];
  }
}
