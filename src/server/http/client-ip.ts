import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The client's address: from the configured trusted proxy header only (its last entry, the one our proxy
 * added), else the socket's remote address. Headers a client sends are otherwise ignored.
 */
export function clientIp(c: Context, trustedProxyHeader: string | undefined): string {
  if (trustedProxyHeader) {
    const value = c.req.header(trustedProxyHeader);
    const last = value
      ?.split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
