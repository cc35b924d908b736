import { createHmac, timingSafeEqual } from 'node:crypto';

export const SESSION_COOKIE_NAMES = [
  '__Secure-better-auth.session_token',
  'better-auth.session_token',
] as const;

function readCookie(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The session token from better-auth's signed session cookie (`token.base64(HMAC-SHA256(secret, token))`), or null
 * when the cookie is absent or its signature does not verify. Synchronous and allocation-light: this runs on
 * every authenticated request, where better-auth's full `getSession` costs several milliseconds.
 */
export function sessionTokenFromCookie(cookieHeader: string | undefined, secret: string): string | null {
  if (!cookieHeader) return null;
  for (const name of SESSION_COOKIE_NAMES) {
    const value = readCookie(cookieHeader, name);
    if (!value) continue;
    const dot = value.lastIndexOf('.');
    if (dot < 1) return null;
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (signature.length !== 44 || !signature.endsWith('=')) return null;
    const expected = createHmac('sha256', secret).update(token).digest();
    const given = Buffer.from(signature, 'base64');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return token;
  }
  return null;
}
