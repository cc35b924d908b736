import type { Context, Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { badRequest } from './errors';
import { cleanJson, cleanText, JsonTooDeepError, MAX_JSON_DEPTH } from '../../shared/validation/clean-text';

/** Field → first message, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * A JSON body as the database can store it: every string and key cleaned (NUL removed, lone surrogates replaced,
 * see shared/validation/clean-text.ts), nesting capped; anything that is not JSON is a 400.
 */
export async function readCleanJson(
  c: Context,
  { maxDepth = MAX_JSON_DEPTH, tooDeep }: { maxDepth?: number; tooDeep?: string } = {},
): Promise<unknown> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  try {
    return cleanJson(body, maxDepth);
  } catch (error) {
    if (error instanceof JsonTooDeepError) throw badRequest(tooDeep ?? error.message);
    throw error;
  }
}

/** The query values, cleaned like bodies. */
export function cleanQuery(c: Context): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).map(([k, v]) => [cleanText(k), cleanText(v)]));
}

/**
 * The request-validation middleware of every JSON route: the body cleaned (`readCleanJson`), parsed with the shared
 * schema, a 400 with the field messages otherwise. The handler reads the result
 * with `c.req.valid('json')`, and the schema's input type becomes the route's input in the app type, so the web's
 * `hc` client (src/web/lib/rpc.ts) cannot send a body the schema does not describe (ADR 016).
 */
export function jsonBody<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
  options: { maxDepth?: number; tooDeep?: string } = {},
): MiddlewareHandler<E, P, { in: { json: z.input<S> }; out: { json: z.output<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('json', parsed(schema, await readCleanJson(c, options)) as object);
    await next();
  };
}

/** Like `jsonBody` for the query string (values cleaned like bodies); read with `c.req.valid('query')`. */
export function queryInput<S extends z.ZodType, E extends Env = Env, P extends string = string>(
  schema: S,
): MiddlewareHandler<E, P, { in: { query: z.input<S> }; out: { query: z.output<S> } }> {
  return async (c, next) => {
    c.req.addValidatedData('query', parsed(schema, cleanQuery(c)) as object);
    await next();
  };
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? MESSAGES.badRequest, fields);
  }
  return result.data;
}
