import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { twoFactors, type users } from '../../db/schema';
import { AppError, tooManyRequests } from '../../http/errors';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import {
  TWO_FACTOR_MESSAGES,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from '../../../shared/two-factor';
import { findUserById, toAccountUser } from './account-user';
import { checkOwnPassword } from './password.service';
import type { AuthResult } from './register.service';

type UserRow = typeof users.$inferSelect;

interface AuthReply {
  status: number;
  body: Record<string, unknown>;
  cookies: string[];
  code: string;
}

/** One better-auth call in-process (its hooks and the plugin's checks run), read as status, body and cookies. */
async function callAuth(call: () => Promise<Response>): Promise<AuthReply> {
  let response: Response;
  try {
    response = await call();
  } catch (error) {
    // better-auth throws its APIError for some failures even with asResponse.
    const e = error as { statusCode?: unknown; body?: { code?: unknown } };
    const status = typeof e.statusCode === 'number' ? e.statusCode : 500;
    if (status >= 500) throw error;
    const code = typeof e.body?.code === 'string' ? e.body.code : '';
    return { status, body: {}, cookies: [], code };
  }
  const body = ((await response.json().catch(() => null)) ?? {}) as Record<string, unknown>;
  return {
    status: response.status,
    body,
    cookies: response.headers.getSetCookie(),
    code: typeof body.code === 'string' ? body.code : '',
  };
}

/** The base32 secret inside an otpauth:// URI (what an app that cannot scan needs typed in). */
function secretOf(totpUri: string): string {
  try {
    return new URL(totpUri).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

export async function twoFactorStatus(user: UserRow): Promise<TwoFactorStatus> {
  return { enabled: user.twoFactorEnabled };
}

/**
 * Starts enrolment (password required): a new secret and recovery codes; two-step verification is on only once a
 * code from the app has been confirmed. Starting again replaces an unconfirmed secret.
 */
export async function startTwoFactor(
  deps: AppDeps,
  user: UserRow,
  password: string,
  headers: Headers,
): Promise<TwoFactorEnrolment & { cookies: string[] }> {
  if (user.twoFactorEnabled) throw new AppError(409, TWO_FACTOR_MESSAGES.alreadyOn, 'two_factor_on');
  await checkOwnPassword(deps, user, password, ACCOUNT_MESSAGES.passwordWrong);
  const reply = await callAuth(() =>
    deps.auth.api.enableTwoFactor({ body: { password, method: 'totp' }, headers, asResponse: true }),
  );
  const totpUri = typeof reply.body.totpURI === 'string' ? reply.body.totpURI : '';
  const codes = reply.body.backupCodes;
  if (reply.status !== 200 || !totpUri || !Array.isArray(codes)) {
    if (reply.code === 'TOTP_ALREADY_ENABLED')
      throw new AppError(409, TWO_FACTOR_MESSAGES.alreadyOn, 'two_factor_on');
    throw new AppError(400, ACCOUNT_MESSAGES.passwordWrong, 'wrong_password', {
      password: ACCOUNT_MESSAGES.passwordWrong,
    });
  }
  deps.logger.info({ userId: user.id }, 'two-step verification enrolment started');
  return {
    totpUri,
    secret: secretOf(totpUri),
    recoveryCodes: codes.filter((c): c is string => typeof c === 'string'),
    cookies: reply.cookies,
  };
}

/** Confirms enrolment with a code from the app: two-step verification is on from now (the session is renewed). */
export async function confirmTwoFactor(
  deps: AppDeps,
  user: UserRow,
  code: string,
  headers: Headers,
): Promise<{ cookies: string[] }> {
  if (user.twoFactorEnabled) throw new AppError(409, TWO_FACTOR_MESSAGES.alreadyOn, 'two_factor_on');
  const [pending] = await deps.database.db
    .select({ id: twoFactors.id })
    .from(twoFactors)
    .where(eq(twoFactors.userId, user.id))
    .limit(1);
  if (!pending) throw new AppError(400, TWO_FACTOR_MESSAGES.notStarted, 'two_factor_not_started');
  const reply = await callAuth(() => deps.auth.api.verifyTOTP({ body: { code }, headers, asResponse: true }));
  if (reply.status !== 200) {
    throw new AppError(400, TWO_FACTOR_MESSAGES.codeWrong, 'invalid_code', {
      code: TWO_FACTOR_MESSAGES.codeWrong,
    });
  }
  deps.logger.info({ userId: user.id }, 'two-step verification turned on');
  return { cookies: reply.cookies };
}

/** Turns two-step verification off (password required): the secret and recovery codes are deleted. */
export async function disableTwoFactor(
  deps: AppDeps,
  user: UserRow,
  password: string,
  headers: Headers,
): Promise<{ cookies: string[] }> {
  if (!user.twoFactorEnabled) throw new AppError(409, TWO_FACTOR_MESSAGES.notOn, 'two_factor_off');
  await checkOwnPassword(deps, user, password, ACCOUNT_MESSAGES.passwordWrong);
  const reply = await callAuth(() =>
    deps.auth.api.disableTwoFactor({ body: { password }, headers, asResponse: true }),
  );
  if (reply.status === 403) throw new AppError(403, TWO_FACTOR_MESSAGES.signInAgain, 'session_not_fresh');
  if (reply.status !== 200) {
    throw new AppError(400, ACCOUNT_MESSAGES.passwordWrong, 'wrong_password', {
      password: ACCOUNT_MESSAGES.passwordWrong,
    });
  }
  deps.logger.info({ userId: user.id }, 'two-step verification turned off');
  return { cookies: reply.cookies };
}

/** New recovery codes (password required); the old ones stop working. */
export async function renewRecoveryCodes(
  deps: AppDeps,
  user: UserRow,
  password: string,
  headers: Headers,
): Promise<string[]> {
  if (!user.twoFactorEnabled) throw new AppError(409, TWO_FACTOR_MESSAGES.notOn, 'two_factor_off');
  await checkOwnPassword(deps, user, password, ACCOUNT_MESSAGES.passwordWrong);
  const reply = await callAuth(() =>
    deps.auth.api.generateBackupCodes({ body: { password }, headers, asResponse: true }),
  );
  const codes = reply.body.backupCodes;
  if (reply.status !== 200 || !Array.isArray(codes)) {
    throw new AppError(400, ACCOUNT_MESSAGES.passwordWrong, 'wrong_password', {
      password: ACCOUNT_MESSAGES.passwordWrong,
    });
  }
  deps.logger.info({ userId: user.id }, 'recovery codes renewed');
  return codes.filter((c): c is string => typeof c === 'string');
}

/**
 * The second step of a sign-in whose password was right (the challenge lives in better-auth's signed, httpOnly
 * two_factor cookie for 10 minutes): a code from the app or a recovery code, which is then spent. A challenge allows
 * 5 wrong codes; 10 wrong codes in a row lock the account's second step for 15 minutes.
 */
export async function completeTwoFactorSignIn(
  deps: AppDeps,
  input: { code: string; recovery: boolean },
  headers: Headers,
): Promise<AuthResult> {
  const reply = await callAuth(() =>
    input.recovery
      ? deps.auth.api.verifyBackupCode({ body: { code: input.code }, headers, asResponse: true })
      : deps.auth.api.verifyTOTP({ body: { code: input.code }, headers, asResponse: true }),
  );
  const user = reply.body.user as { id?: unknown } | undefined;
  if (reply.status === 200 && typeof user?.id === 'string') {
    const row = await findUserById(deps.database.db, user.id);
    if (row) return { user: toAccountUser(row), cookies: reply.cookies };
  }
  if (reply.code === 'ACCOUNT_TEMPORARILY_LOCKED') throw tooManyRequests(TWO_FACTOR_MESSAGES.locked, 15 * 60);
  if (reply.code === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE')
    throw new AppError(401, TWO_FACTOR_MESSAGES.tooManyCodes, 'two_factor_expired');
  if (reply.code === 'INVALID_TWO_FACTOR_COOKIE' || reply.status !== 401 || reply.code === '')
    throw new AppError(401, TWO_FACTOR_MESSAGES.challengeExpired, 'two_factor_expired');
  const message = input.recovery ? TWO_FACTOR_MESSAGES.recoveryCodeWrong : TWO_FACTOR_MESSAGES.codeWrong;
  throw new AppError(401, message, 'invalid_code', { code: message });
}
