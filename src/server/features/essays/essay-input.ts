/**
 * Reading essay request bodies: size-capped, NUL characters and lone surrogates removed from every string and key
 * (PostgreSQL text and jsonb refuse them, which would otherwise be a 500), nesting depth capped, then the shared
 * schema with readable field messages.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError } from '../../http/errors';
import { jsonBody } from '../../http/validate';
import { ESSAY_MESSAGES as M } from '../../../shared/messages';
import { ESSAY_LIMITS } from '../../../shared/limits';

export const limitEssayBody: MiddlewareHandler = bodyLimit({
  maxSize: ESSAY_LIMITS.maxBodyBytes,
  onError: () => {
    throw new AppError(413, M.tooLarge(Math.round(ESSAY_LIMITS.maxBodyBytes / 1024)), 'too_large');
  },
});

/** An essay route's body validator: `jsonBody` with the essay nesting cap and its message (read with `c.req.valid`). */
export function essayBody<S extends z.ZodType>(schema: S) {
  return jsonBody(schema, { maxDepth: ESSAY_LIMITS.maxDepth, tooDeep: M.tooDeep });
}

/** The X-Client-Id of the saving tab, echoed in events so a tab can skip its own changes. */
export function clientOrigin(c: Context): string | null {
  const value = c.req.header('x-client-id');
  if (!value) return null;
  const clean = value.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 100);
  return clean === '' ? null : clean;
}
