/**
 * Reading essay request bodies: size-capped, NUL characters and lone surrogates removed from every string and key
 * (PostgreSQL text and jsonb refuse them, which would otherwise be a 500), nesting depth capped, then the shared
 * schema with readable field messages.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError, badRequest } from '../../http/errors';
import { fieldErrors } from '../../http/validate';
import { ESSAY_MESSAGES as M, MESSAGES } from '../../../shared/messages';
import { ESSAY_LIMITS } from '../../../shared/schemas/essays';

// eslint-disable-next-line no-control-regex
const NUL = /\u0000/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(text: string): string {
  return text.replace(NUL, '').replace(LONE_SURROGATE, '\uFFFD');
}

/** A copy of a parsed JSON value that PostgreSQL accepts, or a 400 when it nests deeper than `maxDepth`. */
export function sanitizeJson(value: unknown, maxDepth: number = ESSAY_LIMITS.maxDepth, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= maxDepth) throw badRequest(M.tooDeep);
  if (Array.isArray(value)) return value.map((v) => sanitizeJson(v, maxDepth, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[cleanText(key)] = sanitizeJson(v, maxDepth, depth + 1);
  return out;
}

export const limitEssayBody: MiddlewareHandler = bodyLimit({
  maxSize: ESSAY_LIMITS.maxBodyBytes,
  onError: () => {
    throw new AppError(413, M.tooLarge(Math.round(ESSAY_LIMITS.maxBodyBytes / 1024)), 'too_large');
  },
});

export async function readEssayJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  const result = schema.safeParse(sanitizeJson(raw));
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? MESSAGES.badRequest, fields);
  }
  return result.data;
}

/** The X-Client-Id of the saving tab, echoed in events so a tab can skip its own changes. */
export function clientOrigin(c: Context): string | null {
  const value = c.req.header('x-client-id');
  if (!value) return null;
  const clean = value.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 100);
  return clean === '' ? null : clean;
}
