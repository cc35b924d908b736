import type { MiddlewareHandler } from 'hono';
import { ownOrigin } from './same-origin';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Built once: every response carries the same strict set. */
export const SECURITY_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', CSP],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'SAMEORIGIN'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=()'],
];

export const HSTS: readonly [string, string] = [
  'Strict-Transport-Security',
  'max-age=31536000; includeSubDomains',
];

/**
 * Strict headers on every response: CSP without eval, inline scripts or plugins, no framing, no sniffing. HSTS only
 * when the site is served over HTTPS, which `BASE_URL` declares (`https://…`): browsers ignore HSTS over plain
 * HTTP anyway, and a default start (http://localhost) or a developer's own TLS proxy in front of localhost must not
 * pin localhost and its subdomains to HTTPS for a year. A client's X-Forwarded-Proto is not trusted for this.
 */
export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  const set = options.https ? [...SECURITY_HEADERS, HSTS] : SECURITY_HEADERS;
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    for (const [name, value] of set) headers.set(name, value);
  };
}

/**
 * Browsers send Origin on every cross-site write; a write whose Origin is not ours is refused. Ours: the configured
 * origins, and the address the request was sent to (the server reached at 127.0.0.1 or on the LAN, see same-origin.ts).
 * (SameSite=Lax cookies already keep most of them out; this closes the rest.)
 */
export function sameOriginWrites(trusted: string[], exemptPaths: string[] = []): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (exemptPaths.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    if (origin && !allowed.has(origin) && !ownOrigin(origin, c.req.url)) {
      return c.json(
        { error: 'This request came from another site and was refused.', code: 'bad_origin' },
        403,
      );
    }
    return next();
  };
}
