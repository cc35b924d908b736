/**
 * Whether a write comes from a page of the very address it was sent to. A browser sets `Origin` itself (a page
 * cannot forge it), and the request's URL carries the Host header the browser sent, so an Origin whose host and port
 * equal that host is the page the user has open here: e.g. http://192.168.1.5:3000 when the server is reached on the
 * LAN rather than at BASE_URL. Another site's page always names its own host in Origin, so it never matches. (A
 * rebound DNS name would match, but its requests carry that name's cookies, not ours.)
 */
export function ownOrigin(origin: string | null | undefined, requestUrl: string): string | null {
  if (!origin || origin === 'null') return null;
  let sent: URL;
  let target: URL;
  try {
    sent = new URL(origin);
    target = new URL(requestUrl);
  } catch {
    return null;
  }
  if (sent.protocol !== 'http:' && sent.protocol !== 'https:') return null;
  if (sent.origin !== origin) return null;
  return sent.host === target.host ? sent.origin : null;
}
