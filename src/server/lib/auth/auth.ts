import { betterAuth } from 'better-auth';
import { emailOTP } from 'better-auth/plugins';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from '../../db/client';
import { accounts, sessions, users, verifications } from '../../db/schema';
import { LIMITS } from '../../../shared/limits';
import { hashPassword, verifyPassword } from './password';
import type { Logger } from '../logger';

export interface AuthOptions {
  db: Db;
  baseUrl: string;
  secret: string;
  trustedProxyHeader?: string | undefined;
  trustedOrigins?: string[];
  logger?: Logger;
  /** Delivers a one-time sign-in code (e-mail OTP); without it codes cannot be requested. */
  sendSignInCode?: (email: string, code: string) => Promise<void>;
}

/** better-auth on our own database; the rest of the server sees it through `Auth`. */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'Smarty',
    baseURL: options.baseUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins ?? [options.baseUrl],
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
      schema: { user: users, session: sessions, account: accounts, verification: verifications },
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
        planLevel: { type: 'string', required: false },
        isDemo: { type: 'boolean', required: false, defaultValue: false, input: false },
        demoExpiresAt: { type: 'date', required: false, input: false },
        ipAddress: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // One-time sign-in codes by e-mail, for existing accounts only (the demo's fallback when its password is gone).
    plugins: [
      emailOTP({
        disableSignUp: true,
        storeOTP: 'hashed',
        allowedAttempts: 3,
        expiresIn: 10 * 60,
        sendVerificationOTP: async ({ email, otp, type }) => {
          if (type === 'sign-in' && options.sendSignInCode) await options.sendSignInCode(email, otp);
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
      database: { generateId: () => crypto.randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
