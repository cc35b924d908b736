import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { limitSignIn } from './accounts.routes';

/**
 * The only better-auth endpoints served over HTTP: those the web app calls (the demo's one-time code, spec 1 §4).
 * Accounts are created, signed in and out through /api/accounts/*, which call better-auth in-process; every other
 * better-auth route (update-user, change-email, change-password, list-sessions, sign-up, …) is not routed and
 * answers the API's 404.
 */
export const AUTH_ROUTES = ['/auth/email-otp/send-verification-otp', '/auth/sign-in/email-otp'] as const;

/** better-auth answers errors as {message, code}; the API's shape is {error, code}. */
async function inApiShape(response: Response): Promise<Response> {
  if (response.ok || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.json().catch(() => null)) as { message?: unknown; code?: unknown } | null;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const error = typeof body?.message === 'string' && body.message ? body.message : response.statusText;
  const code = typeof body?.code === 'string' ? body.code.toLowerCase() : 'auth_error';
  return new Response(JSON.stringify({ error, code }), { status: response.status, headers });
}

/**
 * The body better-auth reads from the forwarded request, as a route input type for the web's `hc` client (ADR 016).
 * Nothing is read or checked here: the raw request goes to better-auth untouched, and better-auth validates it.
 */
function forwardedJson<T>(): MiddlewareHandler<AppEnv, string, { in: { json: T }; out: { json: T } }> {
  return async (_c, next) => {
    await next();
  };
}

const forward = async (c: Context<AppEnv>) => inApiShape(await c.var.deps.auth.handler(c.req.raw));

export const authRoutes = new Hono<AppEnv>()
  .post(AUTH_ROUTES[0], limitSignIn, forwardedJson<{ email: string; type: 'sign-in' }>(), forward)
  .post(AUTH_ROUTES[1], limitSignIn, forwardedJson<{ email: string; otp: string }>(), forward);

export type AuthRoutes = typeof authRoutes;
