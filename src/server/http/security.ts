import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** Strict headers on every response: CSP without eval or inline scripts, no framing, no sniffing. */
export function securityHeaders(): MiddlewareHandler {
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'self'"],
      frameSrc: ["'self'"],
      frameAncestors: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    xFrameOptions: 'SAMEORIGIN',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: 'same-origin',
    crossOriginOpenerPolicy: 'same-origin',
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
}

/**
 * Browsers send Origin on every cross-site write; a write whose Origin is not ours is refused.
 * (SameSite=Lax cookies already keep most of them out; this closes the rest.)
 */
export function sameOriginWrites(trusted: string[], exemptPaths: string[] = []): MiddlewareHandler {
  const allowed = new Set(trusted);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
    if (exemptPaths.some((p) => c.req.path.startsWith(p))) return next();
    const origin = c.req.header('origin');
    if (origin && !allowed.has(origin)) {
      return c.json({ error: 'This request came from another site and was refused.', code: 'bad_origin' }, 403);
    }
    return next();
  };
}
