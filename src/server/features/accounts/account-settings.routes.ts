import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { AppError } from '../../http/errors';
import { limitByClientIp } from '../../http/rate-limit';
import { jsonBody } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { SESSION_COOKIE_NAMES, sessionTokenFromCookie } from '../../lib/auth/session-cookie';
import { MESSAGES } from '../../../shared/messages';
import {
  ACCOUNT_MESSAGES,
  accountSessionsResponseSchema,
  changePasswordSchema,
  confirmPasswordSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileUpdateSchema,
} from '../../../shared/account-settings';
import { listSessions, signOutEverywhere, signOutSession } from './account-sessions.service';
import { changePassword, confirmPasswordReset, requestPasswordReset } from './password.service';
import { updateProfile } from './profile.service';
import { deleteAccount } from './delete-account.service';
import { exportAccountData } from './data-export.service';
import { requireUser } from './session';
import { confirmEmailChange, requestEmailChange } from './email-change.service';
import {
  EMAIL_CHANGE_MESSAGES,
  emailChangeConfirmSchema,
  emailChangeRequestSchema,
} from '../../../shared/email-change';
import {
  confirmTwoFactor,
  disableTwoFactor,
  renewRecoveryCodes,
  startTwoFactor,
  twoFactorStatus,
} from './two-factor.service';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorCodeSchema,
  twoFactorPasswordSchema,
} from '../../../shared/two-factor';
import { signOut } from './sign-in.service';
import {
  emailChangedResponseSchema,
  emailChangeRequestedResponseSchema,
  okMessageResponseSchema,
  okResponseSchema,
  recoveryCodesResponseSchema,
  sessionEndedResponseSchema,
  signedOutEverywhereResponseSchema,
  twoFactorEnrolmentResponseSchema,
  twoFactorStatusResponseSchema,
  twoFactorTurnedOffResponseSchema,
  twoFactorTurnedOnResponseSchema,
  userResponseSchema,
} from '../../../shared/schemas/accounts';
import { ACCOUNT_LIMITS, RATE_LIMITS } from '../../../shared/limits';

const limitResets = limitByClientIp(
  {
    name: 'password-reset-ip',
    max: ACCOUNT_LIMITS.resetRequestsPerIp,
    windowSeconds: ACCOUNT_LIMITS.resetWindowSeconds,
  },
  MESSAGES.tooManyRequests,
);

/** Two-step set-up codes a client address can try per minute (each also needs a signed-in member). */
const limitTwoFactor = limitByClientIp(
  { name: 'two-factor-settings', ...RATE_LIMITS.twoFactorSettings },
  MESSAGES.tooManyRequests,
);

function withCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

/** The signed-in member (not a demo): account settings belong to real accounts. */
export async function requireMember(c: Context<AppEnv>) {
  const user = await requireUser(c);
  if (user.isDemo) throw new AppError(403, ACCOUNT_MESSAGES.demoHasNoSettings, 'demo_user');
  return user;
}

/** `requireMember` as a route's first guard: the 401/403 come before the body's 400 (as when handlers read it). */
export const member: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireMember(c);
  await next();
};

export function currentSessionToken(c: Context<AppEnv>): string | null {
  return sessionTokenFromCookie(c.req.header('cookie'), c.var.deps.authSecret);
}

/** Ends this browser's session: better-auth deletes it and answers the cookies that clear it. */
async function signOutHere(c: Context<AppEnv>) {
  for (const cookie of await signOut(c.var.deps, c.req.raw.headers))
    c.header('Set-Cookie', cookie, { append: true });
  c.header('Clear-Site-Data', '"cookies"');
}

/** Password reset (public) and the signed-in member's password, profile and sessions. */
export const accountSettingsRoutes = new Hono<AppEnv>()
  .post(
    '/accounts/password-reset/request',
    limitResets,
    jsonBody(passwordResetRequestSchema),
    responds(okMessageResponseSchema),
    async (c) => {
      const { email } = c.req.valid('json');
      await requestPasswordReset(c.var.deps, email);
      return c.json({ ok: true, message: ACCOUNT_MESSAGES.resetCodeSent });
    },
  )
  .post(
    '/accounts/password-reset/confirm',
    limitResets,
    jsonBody(passwordResetConfirmSchema),
    responds(okMessageResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      await confirmPasswordReset(c.var.deps, input);
      return c.json({ ok: true, message: ACCOUNT_MESSAGES.passwordReset });
    },
  )
  .post(
    '/account/password',
    member,
    jsonBody(changePasswordSchema),
    responds(okMessageResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const input = c.req.valid('json');
      await changePassword(c.var.deps, user, input, currentSessionToken(c));
      return c.json({ ok: true, message: ACCOUNT_MESSAGES.passwordChanged });
    },
  )
  .post(
    '/account/profile',
    member,
    jsonBody(profileUpdateSchema),
    responds(userResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const input = c.req.valid('json');
      return c.json({ user: await updateProfile(c.var.deps, user, input) });
    },
  )
  .post(
    '/account/email/request',
    limitResets,
    member,
    jsonBody(emailChangeRequestSchema),
    responds(emailChangeRequestedResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const input = c.req.valid('json');
      const { email } = await requestEmailChange(c.var.deps, user, input);
      return c.json({ ok: true, email, message: EMAIL_CHANGE_MESSAGES.codeSent(email) });
    },
  )
  .post(
    '/account/email/confirm',
    limitResets,
    member,
    jsonBody(emailChangeConfirmSchema),
    responds(emailChangedResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const { code } = c.req.valid('json');
      const updated = await confirmEmailChange(c.var.deps, user, code);
      return c.json({ user: updated, message: EMAIL_CHANGE_MESSAGES.changed(updated.email) });
    },
  )
  .get('/account/sessions', responds(accountSessionsResponseSchema), async (c) => {
    const user = await requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ sessions: await listSessions(c.var.deps, user.id, currentSessionToken(c)) });
  })
  .delete('/account/sessions/:id', responds(sessionEndedResponseSchema), async (c) => {
    const user = await requireMember(c);
    const token = currentSessionToken(c);
    const sessions = await listSessions(c.var.deps, user.id, token);
    if (sessions.find((s) => s.id === c.req.param('id'))?.current) {
      await signOutHere(c);
      return c.json({ ok: true as const, signedOut: true });
    }
    await signOutSession(c.var.deps, user.id, c.req.param('id'), token);
    return c.json({ ok: true as const, signedOut: false });
  })
  .post('/account/sessions/sign-out-everywhere', responds(signedOutEverywhereResponseSchema), async (c) => {
    const user = await requireMember(c);
    await signOutHere(c);
    const others = await signOutEverywhere(c.var.deps, user.id, null);
    return c.json({ ok: true, signedOut: true, others });
  })
  .get('/account/two-factor', responds(twoFactorStatusResponseSchema), async (c) => {
    const user = await requireMember(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await twoFactorStatus(user));
  })
  .post(
    '/account/two-factor/enable',
    limitTwoFactor,
    member,
    jsonBody(twoFactorPasswordSchema),
    responds(twoFactorEnrolmentResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const { password } = c.req.valid('json');
      const { cookies, ...enrolment } = await startTwoFactor(c.var.deps, user, password, c.req.raw.headers);
      withCookies(c, cookies);
      c.header('Cache-Control', 'no-store');
      return c.json(enrolment);
    },
  )
  .post(
    '/account/two-factor/verify',
    limitTwoFactor,
    member,
    jsonBody(twoFactorCodeSchema),
    responds(twoFactorTurnedOnResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const { code } = c.req.valid('json');
      withCookies(c, (await confirmTwoFactor(c.var.deps, user, code, c.req.raw.headers)).cookies);
      return c.json({ enabled: true as const, message: TWO_FACTOR_MESSAGES.turnedOn });
    },
  )
  .post(
    '/account/two-factor/disable',
    limitTwoFactor,
    member,
    jsonBody(twoFactorPasswordSchema),
    responds(twoFactorTurnedOffResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const { password } = c.req.valid('json');
      withCookies(c, (await disableTwoFactor(c.var.deps, user, password, c.req.raw.headers)).cookies);
      return c.json({ enabled: false as const, message: TWO_FACTOR_MESSAGES.turnedOff });
    },
  )
  .post(
    '/account/two-factor/recovery-codes',
    limitTwoFactor,
    member,
    jsonBody(twoFactorPasswordSchema),
    responds(recoveryCodesResponseSchema),
    async (c) => {
      const user = await requireMember(c);
      const { password } = c.req.valid('json');
      const recoveryCodes = await renewRecoveryCodes(c.var.deps, user, password, c.req.raw.headers);
      c.header('Cache-Control', 'no-store');
      return c.json({ recoveryCodes, message: TWO_FACTOR_MESSAGES.newRecoveryCodes });
    },
  )
  .get('/account/export', async (c) => {
    const user = await requireMember(c);
    const file = await exportAccountData(c.var.deps, user);
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      'content-type': 'application/zip',
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'private, no-store',
    });
  })
  .post('/account/delete', member, jsonBody(confirmPasswordSchema), responds(okResponseSchema), async (c) => {
    const user = await requireMember(c);
    const { password } = c.req.valid('json');
    await deleteAccount(c.var.deps, user, password);
    c.header('Set-Cookie', `${SESSION_COOKIE_NAMES[1]}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, {
      append: true,
    });
    c.header('Clear-Site-Data', '"cookies"');
    return c.json({ ok: true });
  });

export type AccountSettingsRoutes = typeof accountSettingsRoutes;
