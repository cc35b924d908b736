import type { Context } from 'hono';
import type { z } from 'zod';
import { MESSAGES } from '../../shared/messages';
import { badRequest } from './errors';

/** Field → first message, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses a JSON body with a shared schema; anything else is a 400 with the field messages. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('The request body must be JSON.');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.values(fields)[0];
    throw badRequest(first ?? MESSAGES.badRequest, fields);
  }
  return result.data;
}

export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) {
    const fields = fieldErrors(result.error);
    throw badRequest(Object.values(fields)[0] ?? MESSAGES.badRequest, fields);
  }
  return result.data;
}
