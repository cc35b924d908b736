import { betterAuth } from 'better-auth';
import { emailOTP, twoFactor } from 'better-auth/plugins';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { Db } from '../../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../../db/schema';
import { LIMITS } from '../../../shared/limits';
import { DEMO_MESSAGES } from '../../../shared/messages';
import { hashPassword, verifyPassword } from './password';
import type { Logger } from '../logger';

export interface AuthOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  trustedProxyHeader?: string | undefined;
  trustedOrigins?: string[];
  /** The origin of a request's own host when its Origin names that host (see http/same-origin.ts), else null. */
  ownOrigin?: (request: Request) => string | null;
  logger?: Logger;
  /** Delivers a one-time sign-in code (e-mail OTP); without it codes cannot be requested. */
  sendSignInCode?: (email: string, code: string) => Promise<void>;
  /** Whether one-time sign-in codes may exist for this address (a live demo's); without it, for none. */
  oneTimeCodesAllowed?: (email: string) => Promise<boolean>;
}

/** better-auth's paths that create, check or redeem an e-mail one-time code. */
const isOneTimeCodePath = (path: string) => path.startsWith('/email-otp/') || path.endsWith('/email-otp');

/**
 * better-auth's two-step paths that would create or check a code sent by e-mail (the twoFactor plugin's 'otp'
 * method): two-step verification here is an authenticator app (TOTP) and recovery codes only, so none of these runs.
 */
const isTwoFactorMailCodePath = (path: string) =>
  path === '/two-factor/send-otp' || path === '/two-factor/verify-otp';

/**
 * Refuses every one-time-code request (send, create, check, redeem, reset) unless it is a sign-in code for an
 * address the caller allows: before better-auth creates or looks up anything, so no code exists for anyone else.
 * Two-step verification by e-mailed code is refused outright, and enrolment only sets up an authenticator app.
 */
function oneTimeCodeGate(allowed: AuthOptions['oneTimeCodesAllowed']) {
  return createAuthMiddleware(async (ctx) => {
    const twoFactorMethod = (ctx.body as { method?: unknown } | undefined)?.method;
    if (
      isTwoFactorMailCodePath(ctx.path) ||
      (ctx.path === '/two-factor/enable' && twoFactorMethod !== undefined && twoFactorMethod !== 'totp')
    ) {
      throw new APIError('BAD_REQUEST', {
        message: 'Two-step verification uses an authenticator app.',
        code: 'TOTP_ONLY',
      });
    }
    if (!isOneTimeCodePath(ctx.path)) return;
    const body = (ctx.body ?? {}) as { email?: unknown; type?: unknown };
    const email = typeof body.email === 'string' ? body.email : '';
    const signInCode = ctx.path === '/sign-in/email-otp' || body.type === 'sign-in';
    if (!signInCode || !allowed || !(await allowed(email))) {
      throw new APIError('BAD_REQUEST', {
        message: DEMO_MESSAGES.codesOnlyForDemos,
        code: 'CODES_ONLY_FOR_DEMOS',
      });
    }
  });
}

/** better-auth on our own database; the rest of the server sees it through `Auth`. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Smarty',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: (request) => {
      const own = request && options.ownOrigin ? options.ownOrigin(request) : null;
      return [...(options.trustedOrigins ?? [options.baseUrl]), ...(own ? [own] : [])];
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => {
        const target = options.logger;
        if (!target) return;
        if (level === 'error') target.error({ source: 'auth' }, message);
        else target.warn({ source: 'auth' }, message);
      },
    },
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: LIMITS.passwordMin,
      maxPasswordLength: LIMITS.passwordMax,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    user: {
      additionalFields: {
        firstName: { type: 'string', required: true },
        lastName: { type: 'string', required: true },
        username: { type: 'string', required: true, unique: true },
        displayName: { type: 'string', required: false },
        phone: { type: 'string', required: false },
        school: { type: 'string', required: false },
        grade: { type: 'string', required: false },
        // Set by our own services only (registration, fulfilment); nobody can send it through better-auth.
        planLevel: { type: 'string', required: false, input: false },
        isDemo: { type: 'boolean', required: false, defaultValue: false, input: false },
        demoExpiresAt: { type: 'date', required: false, input: false },
        ipAddress: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    hooks: { before: oneTimeCodeGate(options.oneTimeCodesAllowed) },
    // One-time sign-in codes by e-mail, for live demos only (the demo's fallback when its password is not in this
    // browser): a real account's mail can be read in the dev outbox, so a code must never sign one in.
    plugins: [
      // Optional two-step verification: an authenticator app (TOTP, verified once before it is on) and 10 recovery
      // codes. No e-mailed second factor (no otpOptions.sendOTP; the gate above refuses its paths); no trusted
      // devices offered (our routes never pass trustDevice).
      twoFactor({ issuer: 'Smarty' }),
      emailOTP({
        disableSignUp: true,
        storeOTP: 'hashed',
        allowedAttempts: 3,
        expiresIn: 10 * 60,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type !== 'sign-in' || !options.sendSignInCode || !options.oneTimeCodesAllowed) return;
          // Checked again here (the gate above runs first): nothing but a live demo's code is ever sent.
          if (!(await options.oneTimeCodesAllowed(email))) return;
          await options.sendSignInCode(email, otp);
        },
      }),
    ],
    // Our own Postgres-backed limiter guards the auth routes (see lib/rate-limit), so every instance shares it.
    rateLimit: { enabled: false },
    advanced: {
      ipAddress: {
        ipAddressHeaders: options.trustedProxyHeader ? [options.trustedProxyHeader.toLowerCase()] : [],
        disableIpTracking: !options.trustedProxyHeader,
      },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Checked in every environment (better-auth skips it under NODE_ENV=test), so the tests see production's check.
      disableOriginCheck: false,
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
