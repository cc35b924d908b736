import { once } from 'node:events';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app';
import { studyUser } from '../../testing/study-helpers';
import { makePdf } from '../../testing/pdf-factory';
import { BODY_LIMITS, RESEARCH_LIMITS } from '../../shared/limits';
import { BODY_LIMIT_MESSAGES } from '../../shared/messages';
import { createHealthProbe } from '../features/health/health.routes';
import { bodyLimitFor } from './body-limit';
import { createProductServer } from './node-listener';

const LIMIT = BODY_LIMITS.defaultBytes;
const FIVE_MB = 5 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 'a');

let t: TestApp;
let server: Server;
let port = 0;
const serverSockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = createProductServer(t.app.fetch, createHealthProbe(t.deps));
  server.on('connection', (socket) => serverSockets.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

interface RawExchange {
  /** Body bytes the client managed to hand to its socket before the server answered or closed. */
  sent: number;
  status: number;
  body: string;
  /** Bytes the server's socket read from this connection. */
  serverRead: number;
}

/** Parses a whole HTTP/1.1 response once its Content-Length body has arrived. */
function parsedResponse(raw: string): { status: number; body: string } | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const head = raw.slice(0, end);
  const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? 'NaN');
  const body = raw.slice(end + 4);
  if (!Number.isFinite(length) || Buffer.byteLength(body) < length) return null;
  return { status: Number(head.split(' ')[1]), body };
}

/**
 * Sends `head` and then, unless `bodyBytes` is 0, a chunked body of that many bytes from a generator that stops as
 * soon as the server has answered or closed the connection.
 */
async function rawExchange(head: string, bodyBytes: number): Promise<RawExchange> {
  const before = serverSockets.length;
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let raw = '';
  let closed = false;
  const answered = new Promise<void>((resolve) => {
    socket.on('data', (data: Buffer) => {
      raw += data.toString('utf8');
      if (parsedResponse(raw)) resolve();
    });
    socket.on('close', () => {
      closed = true;
      resolve();
    });
  });
  socket.on('error', () => {
    closed = true;
  });
  socket.write(head);
  let sent = 0;
  if (bodyBytes > 0) {
    const stillSending = () => !closed && !parsedResponse(raw);
    while (sent < bodyBytes && stillSending()) {
      const more =
        socket.write(`${CHUNK.length.toString(16)}\r\n`) && socket.write(CHUNK) && socket.write('\r\n');
      sent += CHUNK.length;
      if (!more) await Promise.race([once(socket, 'drain'), answered]);
    }
    if (stillSending()) socket.write('0\r\n\r\n');
  }
  await answered;
  const serverSocket = serverSockets[before];
  socket.destroy();
  const response = parsedResponse(raw);
  if (!response) throw new Error(`no complete response: ${JSON.stringify(raw.slice(0, 200))}`);
  return { sent, ...response, serverRead: serverSocket?.bytesRead ?? -1 };
}

function requestHead(path: string, headers: Record<string, string>): string {
  const lines = Object.entries({ host: `127.0.0.1:${port}`, origin: TEST_ORIGIN, ...headers }).map(
    ([k, v]) => `${k}: ${v}`,
  );
  return `POST ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

describe('the request body limit', () => {
  it('applies one default and names the larger exceptions', () => {
    expect(bodyLimitFor('POST', '/api/auth/sign-in/email')).toBe(LIMIT);
    expect(bodyLimitFor('POST', '/api/stripe/webhook')).toBe(LIMIT);
    expect(bodyLimitFor('POST', '/api/research/uploads')).toBe(RESEARCH_LIMITS.maxUploadBodyBytes);
    expect(bodyLimitFor('PATCH', '/api/essays/0b0a4c56-3f7e-4d39-9f55-5a5f0a1f7b10')).toBe(2 * 1024 * 1024);
    expect(bodyLimitFor('DELETE', '/api/essays/x')).toBe(LIMIT);
    expect(bodyLimitFor('POST', '/api/research/uploads/extra')).toBe(LIMIT);
  });

  for (const path of ['/api/auth/sign-in/email', '/api/stripe/webhook', '/api/accounts/register']) {
    it(`cuts off a 5 MB chunked body to ${path} with 413 and stops reading it`, async () => {
      const result = await rawExchange(
        requestHead(path, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }),
        FIVE_MB,
      );
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({
        error: BODY_LIMIT_MESSAGES.tooLarge(LIMIT),
        code: 'payload_too_large',
      });
      // The server read the limit plus what was already in flight, not the 5 MB (nor drained the rest).
      expect(result.serverRead).toBeGreaterThan(LIMIT);
      expect(result.serverRead).toBeLessThan(LIMIT + 1024 * 1024);
    });
  }

  it('refuses a Content-Length over the limit before any of the body is sent', async () => {
    const result = await rawExchange(
      requestHead('/api/auth/sign-in/email', {
        'content-type': 'application/json',
        'content-length': String(200 * 1024 * 1024),
      }),
      0,
    );
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ code: 'payload_too_large' });
  });

  it('never hands more than the limit of a streamed body to the handler', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (pulled >= FIVE_MB) return controller.close();
          pulled += CHUNK.length;
          controller.enqueue(new Uint8Array(CHUNK));
        },
      },
      { highWaterMark: 0 },
    );
    const res = await t.app.request('/api/stripe/webhook', {
      method: 'POST',
      body,
      duplex: 'half',
      headers: { 'content-type': 'application/json' },
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(LIMIT + CHUNK.length);
  });

  it('lets a PDF upload over the default limit through, up to its own limit', async () => {
    const user = await studyUser(t, false);
    const doc = await PDFDocument.load(await makePdf([['A large upload', 'with an attachment as ballast']]));
    const ballast = new Uint8Array(LIMIT + 512 * 1024);
    for (let i = 0; i < ballast.length; i += 65536) crypto.getRandomValues(ballast.subarray(i, i + 65536));
    await doc.attach(ballast, 'ballast.bin', { mimeType: 'application/octet-stream' });
    const pdf = await doc.save({ useObjectStreams: false });
    expect(pdf.length).toBeGreaterThan(LIMIT);
    const form = new FormData();
    form.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'large.pdf');
    form.set('title', 'A large upload');
    const res = await t.request('/api/research/uploads', {
      method: 'POST',
      cookie: user.cookie,
      body: form,
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.status).toBe(201);
  });
});
