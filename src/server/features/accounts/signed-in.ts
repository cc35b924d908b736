import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../context';
import { requireUser } from './session';

/**
 * A route's first guard where the signed-out answer (401) must come before the input's (400): put it before the
 * route's `jsonBody` / `queryInput` validator. The user is remembered for the request, so the handler's own
 * `requireUser(c)` costs no second query.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  await requireUser(c);
  await next();
};
