import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../context';
import { limitByClientIp } from '../../http/rate-limit';
import { jsonBody, queryInput } from '../../http/validate';
import { responds } from '../../http/response-contract';
import { LIMITS, RATE_LIMITS } from '../../../shared/limits';
import { MESSAGES } from '../../../shared/messages';
import {
  registrationSchema,
  signInSchema,
  isValidEmail,
  isValidUsername,
} from '../../../shared/validation/registration';
import { isEmailAvailable, isUsernameAvailable, toAccountUser } from './account-user';
import { registerAccount } from './register.service';
import { signIn, signOut } from './sign-in.service';
import { currentUser } from './session';
import { accountSettingsRoutes } from './account-settings.routes';
import { completeTwoFactorSignIn } from './two-factor.service';
import { keepDemoWork } from './demo-upgrade.service';
import { twoFactorSignInSchema } from '../../../shared/two-factor';
import {
  availabilityResponseSchema,
  meResponseSchema,
  okResponseSchema,
  registerResponseSchema,
  signInResponseSchema,
  userResponseSchema,
} from '../../../shared/schemas/accounts';

export const SIGN_IN_RULE = {
  name: 'sign-in',
  max: LIMITS.signInAttempts,
  windowSeconds: LIMITS.signInWindowSeconds,
} as const;
export const SIGN_UP_RULE = {
  name: 'sign-up',
  max: LIMITS.signUpAttempts,
  windowSeconds: LIMITS.signUpWindowSeconds,
} as const;

export const limitSignIn = limitByClientIp(SIGN_IN_RULE, MESSAGES.tooManySignIns);
export const limitSignUp = limitByClientIp(SIGN_UP_RULE, MESSAGES.tooManyRequests);

const availabilityLimit = limitByClientIp(
  { name: 'availability', ...RATE_LIMITS.availability },
  MESSAGES.tooManyRequests,
);

function withCookies(c: Context<AppEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
}

export const accountsRoutes = new Hono<AppEnv>()
  .get('/me', responds(meResponseSchema), async (c) => {
    // better-auth's own lookup here (once per page load) slides the session's expiry and refreshes its cookie.
    const refreshed = await c.var.deps.auth.api
      .getSession({ headers: c.req.raw.headers, asResponse: true })
      .catch(() => null);
    if (refreshed) withCookies(c, refreshed.headers.getSetCookie());
    const user = await currentUser(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ user: user ? toAccountUser(user) : null });
  })
  .get(
    '/check-email-available',
    availabilityLimit,
    queryInput(z.object({ email: z.string().trim().refine(isValidEmail, MESSAGES.email) })),
    responds(availabilityResponseSchema),
    async (c) => {
      const { email } = c.req.valid('query');
      return c.json({ available: await isEmailAvailable(c.var.deps.database.db, email) });
    },
  )
  .get(
    '/check-username-available',
    availabilityLimit,
    queryInput(z.object({ username: z.string().refine(isValidUsername, MESSAGES.username) })),
    responds(availabilityResponseSchema),
    async (c) => {
      const { username } = c.req.valid('query');
      return c.json({ available: await isUsernameAvailable(c.var.deps.database.db, username) });
    },
  )
  .post(
    '/accounts/register',
    limitSignUp,
    jsonBody(registrationSchema),
    responds(registerResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      // Registering from a live demo (its 'Upgrade to Premium'): the new account keeps the demo's work.
      const demo = await currentUser(c);
      const result = await registerAccount(c.var.deps, input, c.req.raw.headers);
      const keptDemoWork = demo?.isDemo
        ? (await keepDemoWork(c.var.deps, demo, result.user.id)) !== null
        : false;
      withCookies(c, result.cookies);
      return c.json({ user: result.user, keptDemoWork }, 201);
    },
  )
  .post(
    '/accounts/sign-in',
    limitSignIn,
    jsonBody(signInSchema),
    responds(signInResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await signIn(c.var.deps, input, c.req.raw.headers);
      withCookies(c, result.cookies);
      if ('twoFactorRequired' in result) return c.json({ user: null, twoFactorRequired: true as const });
      return c.json({ user: result.user });
    },
  )
  .post(
    '/accounts/sign-in/two-factor',
    limitSignIn,
    jsonBody(twoFactorSignInSchema),
    responds(userResponseSchema),
    async (c) => {
      const input = c.req.valid('json');
      const result = await completeTwoFactorSignIn(c.var.deps, input, c.req.raw.headers);
      withCookies(c, result.cookies);
      return c.json({ user: result.user });
    },
  )
  .post('/accounts/sign-out', responds(okResponseSchema), async (c) => {
    withCookies(c, await signOut(c.var.deps, c.req.raw.headers));
    c.header('Clear-Site-Data', '"cookies"');
    return c.json({ ok: true as const });
  })
  .route('/', accountSettingsRoutes);

export type AccountsRoutes = typeof accountsRoutes;
