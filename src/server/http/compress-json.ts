/**
 * Compression of the API's JSON answers above 1 KB (a batch of search results runs to hundreds of KB), gzip or
 * deflate as the client accepts, with the choice and headers of hono/compress (Vary, Content-Encoding, a weak ETag;
 * nothing for HEAD, a 206, an answer already encoded or marked no-transform). Only JSON: an event stream
 * (text/event-stream, whose chunks must reach the client as they come), a PDF or an export passes untouched.
 *
 * A JSON answer is complete before it is sent, so it is compressed as one buffer and sent with its Content-Length:
 * the server writes headers and body at once. (hono/compress pipes every answer through a CompressionStream, which
 * made each one a stream: the headers written on their own, the body in later writes, a zlib stream and its thread
 * pool round trips per answer; an essay autosave, answered with the essay, paid that on every save.) Up to
 * INLINE_LIMIT_BYTES the compression runs inline (about 0.1 ms for the 10 KB of an essay); larger answers are
 * compressed on the thread pool, so a big search batch does not hold up the event loop.
 */
import { promisify } from 'node:util';
import { deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { parseAccept } from 'hono/utils/accept';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Answers up to this size are compressed inline; larger ones on the thread pool. */
export const INLINE_LIMIT_BYTES = 64 * 1024;

const ENCODINGS = ['gzip', 'deflate'] as const;
type Encoding = (typeof ENCODINGS)[number];
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
/** Statuses whose answers have no body. */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** As hono/compress chooses: gzip before deflate when both are fully accepted, else the higher q (or `*`). */
function selectEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const accepts = parseAccept(header);
  const wildcardQ = accepts.find((a) => a.type === '*')?.q;
  let best: { encoding: Encoding; q: number } | undefined;
  for (const encoding of ENCODINGS) {
    const explicit = accepts.find((a) => a.type.toLowerCase() === encoding);
    const q = explicit ? explicit.q : (wildcardQ ?? 0);
    if (q === 1) return encoding;
    if (q > 0 && (!best || q > best.q)) best = { encoding, q };
  }
  return best?.encoding;
}

function compressed(bytes: Uint8Array, encoding: Encoding): Promise<Buffer> | Buffer {
  if (bytes.byteLength <= INLINE_LIMIT_BYTES)
    return encoding === 'gzip' ? gzipSync(bytes) : deflateSync(bytes);
  return encoding === 'gzip' ? gzipAsync(bytes) : deflateAsync(bytes);
}

/** Whether hono/compress would compress this answer of `size` bytes. */
function compressible(c: Context, res: Response, size: number): boolean {
  return (
    size >= COMPRESS_THRESHOLD_BYTES &&
    res.status !== 206 &&
    !res.headers.has('Content-Encoding') &&
    !res.headers.has('Transfer-Encoding') &&
    c.req.method !== 'HEAD' &&
    !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  );
}

export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (!JSON_TYPE.test(res.headers.get('Content-Type') ?? '') || NULL_BODY_STATUSES.has(res.status)) return;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let body: Uint8Array = bytes;
    if (compressible(c, res, bytes.byteLength)) {
      const vary = headers.get('Vary');
      if (vary !== '*' && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
        headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      const encoding = selectEncoding(c.req.header('Accept-Encoding'));
      if (encoding) {
        body = await compressed(bytes, encoding);
        headers.set('Content-Encoding', encoding);
        const etag = headers.get('ETag');
        if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
      }
    }
    headers.set('Content-Length', String(body.byteLength));
    // Hono's `c.res = …` wraps the new answer around its body *stream* (and copies the old answer's headers), which
    // would make it a stream again; cleared first, the answer keeps its buffer, which the server sends in one write.
    c.res = undefined;
    c.res = new Response(body as Uint8Array<ArrayBuffer>, { status: res.status, headers });
  };
}
