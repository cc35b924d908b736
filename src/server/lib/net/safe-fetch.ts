/**
 * Server-side fetching of URLs that users supply (publisher PDFs): http/https only, only public unicast
 * addresses, the address checked after our own DNS resolution and then pinned for the connection (no DNS
 * rebinding between check and connect), every redirect checked again, and caps on size, time and redirects.
 *
 *   const fetcher = createSafeFetcher();
 *   const res = await fetcher.fetch('https://example.org/paper.pdf', { maxBytes: 50 * 1024 * 1024 });
 */
import http from 'node:http';
import https from 'node:https';
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { classifyAddress } from './ip-address';

export const SAFE_FETCH_DEFAULTS = {
  maxBytes: 50 * 1024 * 1024,
  timeoutMs: 20_000,
  maxRedirects: 3,
} as const;

export type SafeFetchErrorCode =
  | 'invalid_url'
  | 'unsupported_protocol'
  | 'blocked_address'
  | 'dns_failed'
  | 'too_many_redirects'
  | 'too_large'
  | 'timeout'
  | 'network';

export class SafeFetchError extends Error {
  constructor(
    public readonly code: SafeFetchErrorCode,
    message: string,
    public readonly url: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a hostname to every address it has (injected in tests). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) => {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export interface SafeFetcherOptions {
  resolver?: Resolver;
  /**
   * Test-only: also permit loopback addresses (127.0.0.0/8, ::1) so tests can reach local fakes. Set in
   * code by a test; never from settings or user input. Every other private range stays refused.
   */
  allowLoopback?: boolean;
  userAgent?: string;
}

export interface SafeFetchOptions {
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  maxBytes?: number;
  /** For the whole exchange: every redirect and the body included. */
  timeoutMs?: number;
  maxRedirects?: number;
  signal?: AbortSignal;
}

export interface SafeResponse {
  /** The URL that answered (after redirects). */
  url: string;
  status: number;
  headers: Record<string, string>;
  contentType: string;
  body: Buffer;
  /** Each URL redirected to, in order. */
  redirects: string[];
}

export interface CheckedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

export interface SafeFetcher {
  fetch(url: string, options?: SafeFetchOptions): Promise<SafeResponse>;
  /** Parses and checks a URL and resolves its host, without connecting. */
  check(url: string): Promise<CheckedTarget>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function parseUrl(raw: string, base?: string): URL {
  let url: URL;
  try {
    url = base ? new URL(raw, base) : new URL(raw);
  } catch {
    throw new SafeFetchError('invalid_url', 'The address is not a valid URL.', raw);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError(
      'unsupported_protocol',
      'Only http and https addresses can be fetched.',
      url.href,
    );
  }
  if (url.username || url.password) {
    throw new SafeFetchError('invalid_url', 'Addresses with credentials are not fetched.', url.href);
  }
  if (!url.hostname) throw new SafeFetchError('invalid_url', 'The address has no host.', url.href);
  return url;
}

/**
 * Why a URL is refused, naming the range (e.g. 'this network', 'IPv4-mapped private', 'loopback') in parentheses,
 * so no range name has to fit an article or a noun after it.
 */
export function blockedAddressMessage(what: 'address' | 'host', range: string): string {
  const subject = what === 'address' ? 'The address is' : 'The host resolves to an address';
  return `${subject} in a range that may not be fetched (${range}).`;
}

export function createSafeFetcher(options: SafeFetcherOptions = {}): SafeFetcher {
  const resolver = options.resolver ?? systemResolver;
  const allowLoopback = options.allowLoopback === true;
  const userAgent = options.userAgent ?? 'SmartyResearch/1.0 (+pdf fetch)';

  async function checkUrl(url: URL): Promise<CheckedTarget> {
    // URL hosts of special schemes are already normalised (0x7f.1 → 127.0.0.1); classify again anyway.
    const literal = classifyAddress(url.hostname, { allowLoopback });
    if (literal) {
      if (!literal.allowed) {
        throw new SafeFetchError(
          'blocked_address',
          blockedAddressMessage('address', literal.reason),
          url.href,
        );
      }
      return { url, address: literal.address, family: literal.family };
    }
    const host = url.hostname.toLowerCase();
    if (host === 'localhost' || host.endsWith('.localhost')) {
      throw new SafeFetchError('blocked_address', blockedAddressMessage('address', 'loopback'), url.href);
    }
    let resolved: ResolvedAddress[];
    try {
      resolved = await resolver(host);
    } catch {
      throw new SafeFetchError('dns_failed', 'The host name could not be resolved.', url.href);
    }
    if (resolved.length === 0)
      throw new SafeFetchError('dns_failed', 'The host name could not be resolved.', url.href);
    // Every address must be public: a name that mixes public and private addresses is refused.
    let first: CheckedTarget | null = null;
    for (const r of resolved) {
      const verdict = classifyAddress(r.address, { allowLoopback });
      if (!verdict || !verdict.allowed) {
        const reason = verdict && !verdict.allowed ? verdict.reason : 'unrecognised';
        throw new SafeFetchError('blocked_address', blockedAddressMessage('host', reason), url.href);
      }
      first ??= { url, address: verdict.address, family: verdict.family };
    }
    return first as CheckedTarget;
  }

  function requestOnce(
    target: CheckedTarget,
    method: 'GET' | 'HEAD',
    headers: Record<string, string>,
    maxBytes: number,
    signal: AbortSignal,
  ): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
    const { url } = target;
    const transport = url.protocol === 'https:' ? https : http;
    // The connection goes to the checked address whatever DNS says now.
    const pinnedLookup = (
      _hostname: string,
      opts: { all?: boolean },
      callback: (
        err: NodeJS.ErrnoException | null,
        address: string | LookupAddress[],
        family?: number,
      ) => void,
    ) => {
      if (opts.all) callback(null, [{ address: target.address, family: target.family }]);
      else callback(null, target.address, target.family);
    };
    return new Promise((resolve, reject) => {
      const req = transport.request(
        {
          protocol: url.protocol,
          hostname: url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname,
          port: url.port || undefined,
          path: `${url.pathname}${url.search}`,
          method,
          headers: { 'user-agent': userAgent, 'accept-encoding': 'identity', ...headers },
          lookup: pinnedLookup as unknown as http.RequestOptions['lookup'],
          signal,
          agent: false,
        },
        (res) => {
          const status = res.statusCode ?? 0;
          const resHeaders: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (v !== undefined) resHeaders[k] = Array.isArray(v) ? v.join(', ') : v;
          }
          if (REDIRECTS.has(status) || method === 'HEAD') {
            res.resume();
            resolve({ status, headers: resHeaders, body: Buffer.alloc(0) });
            return;
          }
          const declared = Number(res.headers['content-length']);
          if (Number.isFinite(declared) && declared > maxBytes) {
            reject(
              new SafeFetchError(
                'too_large',
                `The file is larger than ${Math.round(maxBytes / 1048576)} MB.`,
                url.href,
              ),
            );
            res.destroy();
            return;
          }
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > maxBytes) {
              reject(
                new SafeFetchError(
                  'too_large',
                  `The file is larger than ${Math.round(maxBytes / 1048576)} MB.`,
                  url.href,
                ),
              );
              res.removeAllListeners('data');
              res.destroy();
              return;
            }
            chunks.push(chunk);
          });
          res.on('end', () => resolve({ status, headers: resHeaders, body: Buffer.concat(chunks) }));
          res.on('error', (error) => reject(error));
          res.on('aborted', () => reject(new Error('response aborted')));
        },
      );
      req.on('error', reject);
      req.end();
    });
  }

  async function fetchUrl(raw: string, fetchOptions: SafeFetchOptions = {}): Promise<SafeResponse> {
    const maxBytes = fetchOptions.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
    const timeoutMs = fetchOptions.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
    const maxRedirects = fetchOptions.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const onOuterAbort = () => controller.abort();
    fetchOptions.signal?.addEventListener('abort', onOuterAbort, { once: true });
    let method = fetchOptions.method ?? 'GET';
    let url = parseUrl(raw);
    const redirects: string[] = [];
    try {
      for (;;) {
        const target = await checkUrl(url);
        if (controller.signal.aborted) throw new Error('aborted');
        const res = await requestOnce(
          target,
          method,
          fetchOptions.headers ?? {},
          maxBytes,
          controller.signal,
        );
        if (REDIRECTS.has(res.status) && res.headers.location) {
          if (redirects.length >= maxRedirects) {
            throw new SafeFetchError('too_many_redirects', `More than ${maxRedirects} redirects.`, url.href);
          }
          url = parseUrl(res.headers.location, url.href);
          redirects.push(url.href);
          if (res.status === 303) method = 'GET';
          continue;
        }
        return {
          url: url.href,
          status: res.status,
          headers: res.headers,
          contentType: (res.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
          body: res.body,
          redirects,
        };
      }
    } catch (error) {
      if (error instanceof SafeFetchError) throw error;
      if (timedOut)
        throw new SafeFetchError(
          'timeout',
          `No complete answer within ${Math.round(timeoutMs / 1000)} s.`,
          url.href,
        );
      const message = error instanceof Error ? error.message : String(error);
      throw new SafeFetchError('network', `The server could not be reached (${message}).`, url.href);
    } finally {
      clearTimeout(timer);
      fetchOptions.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  return {
    fetch: fetchUrl,
    check: (raw) => checkUrl(parseUrl(raw)),
  };
}
