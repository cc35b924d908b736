/**
 * Compression of the API's JSON answers above 1 KB (a batch of search results runs to hundreds of KB), gzip or
 * deflate as the client accepts (hono/compress). Only JSON: an event stream (text/event-stream, whose chunks must
 * reach the client as they come), a PDF or an export passes untouched.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
export const COMPRESS_THRESHOLD_BYTES = 1024;

export function compressJson(): MiddlewareHandler {
  const compressLarge = compress({ threshold: COMPRESS_THRESHOLD_BYTES, contentTypeFilter: JSON_TYPE });
  return (c, next) =>
    compressLarge(c, async () => {
      await next();
      // c.json() sends no Content-Length: measure the (already complete) JSON so small answers stay as they are.
      const type = c.res.headers.get('Content-Type') ?? '';
      if (!JSON_TYPE.test(type) || c.res.headers.has('Content-Length') || !c.res.body) return;
      const bytes = new Uint8Array(await c.res.arrayBuffer());
      c.res = new Response(bytes, c.res);
      c.res.headers.set('Content-Length', String(bytes.byteLength));
    });
}
