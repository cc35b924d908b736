/**
 * Answers checked against their schemas outside production (ADR 016). `responds(schema)` sits on a route next to its
 * request validator; in development and tests a 2xx JSON answer that does not match the route's shared response
 * schema is a server error naming the route and the first mismatches, so a handler that drifts from the contract the
 * web app compiles against fails its tests instead of shipping. Production skips the check (no cloning, no parsing).
 */
import type { MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context';

export class ResponseContractError extends Error {
  constructor(route: string, issues: readonly z.core.$ZodIssue[]) {
    const listed = issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    super(`The answer of ${route} does not match its response schema: ${listed}`);
    this.name = 'ResponseContractError';
  }
}

/** Every middleware `responds` made, so a test can tell from an app's route table which routes check answers. */
const responseChecks = new WeakSet<MiddlewareHandler<AppEnv>>();

/** Whether `handler` (one entry of a Hono app's `routes`) is a `responds(schema)` check. */
export function isResponseCheck(handler: unknown): boolean {
  return typeof handler === 'function' && responseChecks.has(handler as MiddlewareHandler<AppEnv>);
}

export function responds(schema: z.ZodType): MiddlewareHandler<AppEnv> {
  const check: MiddlewareHandler<AppEnv> = async (c, next) => {
    await next();
    if (c.var.deps.env.NODE_ENV === 'production') return;
    const { res } = c;
    if (res.status < 200 || res.status >= 300) return;
    if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
    const result = schema.safeParse(await res.clone().json());
    if (!result.success)
      throw new ResponseContractError(`${c.req.method} ${c.req.path}`, result.error.issues);
  };
  responseChecks.add(check);
  return check;
}
