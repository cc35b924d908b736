/**
 * One limit on every request body, enforced while the body is read: a declared `Content-Length` over the limit is
 * refused before a byte is read, and a streamed (chunked) body is counted as it arrives and cut off as soon as it
 * passes the limit — nothing larger than the limit is ever buffered. Routes that need more declare it below, by
 * name; everything else (better-auth's endpoints and the Stripe webhook included) gets `BODY_LIMITS.defaultBytes`.
 * Routes may still set a smaller limit of their own.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { TrieRouter } from 'hono/router/trie-router';
import { AI_LIMITS, BODY_LIMITS, ESSAY_LIMITS, RESEARCH_LIMITS } from '../../shared/limits';
import { BODY_LIMIT_MESSAGES } from '../../shared/messages';

export interface BodyLimitException {
  /** What the larger body is for, e.g. 'PDF upload'. */
  name: string;
  method: string;
  /** A Hono path pattern under the app root. */
  path: string;
  maxBytes: number;
}

/** The routes allowed a larger body than `BODY_LIMITS.defaultBytes`. */
export const BODY_LIMIT_EXCEPTIONS: readonly BodyLimitException[] = [
  {
    name: 'PDF upload',
    method: 'POST',
    path: '/api/research/uploads',
    maxBytes: RESEARCH_LIMITS.maxUploadBodyBytes,
  },
  {
    name: 'study path from own material',
    method: 'POST',
    path: '/api/smarty/material-paths',
    maxBytes: RESEARCH_LIMITS.maxUploadBodyBytes,
  },
  {
    name: 'study path: add material',
    method: 'POST',
    path: '/api/smarty/study-paths/:pathId/material',
    maxBytes: RESEARCH_LIMITS.maxUploadBodyBytes,
  },
  { name: 'essay: create', method: 'POST', path: '/api/essays', maxBytes: ESSAY_LIMITS.maxBodyBytes },
  { name: 'essay: save', method: 'PATCH', path: '/api/essays/:id', maxBytes: ESSAY_LIMITS.maxBodyBytes },
  {
    name: 'essay: phase',
    method: 'POST',
    path: '/api/essays/:id/phase',
    maxBytes: ESSAY_LIMITS.maxBodyBytes,
  },
  {
    name: 'essay: complete a phase',
    method: 'POST',
    path: '/api/essays/:id/phases/:phase/complete',
    maxBytes: ESSAY_LIMITS.maxBodyBytes,
  },
  {
    name: 'essay: complete',
    method: 'POST',
    path: '/api/essays/:id/complete',
    maxBytes: ESSAY_LIMITS.maxBodyBytes,
  },
  {
    name: 'essay: articles',
    method: 'POST',
    path: '/api/essays/:id/articles',
    maxBytes: ESSAY_LIMITS.maxBodyBytes,
  },
  {
    name: 'AI: sections of a whole paper',
    method: 'POST',
    path: '/api/article-sections/extract-sections-from-text',
    maxBytes: AI_LIMITS.maxArticleBodyBytes,
  },
];

/** The limit that applies to `method path`. */
export function bodyLimitFor(
  method: string,
  path: string,
  exceptions: readonly BodyLimitException[] = BODY_LIMIT_EXCEPTIONS,
): number {
  const router = routerFor(exceptions);
  const [matches] = router.match(method.toUpperCase(), path);
  const first = matches[0] as [number, unknown] | undefined;
  return first ? first[0] : BODY_LIMITS.defaultBytes;
}

const routers = new WeakMap<readonly BodyLimitException[], TrieRouter<number>>();
function routerFor(exceptions: readonly BodyLimitException[]): TrieRouter<number> {
  let router = routers.get(exceptions);
  if (!router) {
    router = new TrieRouter<number>();
    for (const e of exceptions) router.add(e.method, e.path, e.maxBytes);
    routers.set(exceptions, router);
  }
  return router;
}

/**
 * The middleware: 413 `{ error, code: 'payload_too_large' }` with `Connection: close`, so the server stops reading
 * the rest of an oversized body instead of draining it.
 */
export function requestBodyLimit(
  exceptions: readonly BodyLimitException[] = BODY_LIMIT_EXCEPTIONS,
): MiddlewareHandler {
  const limiters = new Map<number, MiddlewareHandler>();
  const limiter = (maxBytes: number) => {
    let found = limiters.get(maxBytes);
    if (!found) {
      found = bodyLimit({
        maxSize: maxBytes,
        onError: (c) => {
          c.header('Connection', 'close');
          return c.json({ error: BODY_LIMIT_MESSAGES.tooLarge(maxBytes), code: 'payload_too_large' }, 413);
        },
      });
      limiters.set(maxBytes, found);
    }
    return found;
  };
  return (c, next) => {
    if (!c.req.raw.body) return next();
    return limiter(bodyLimitFor(c.req.method, c.req.path, exceptions))(c, next);
  };
}
