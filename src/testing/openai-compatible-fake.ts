/**
 * A local OpenAI-compatible chat-completions server for tests (node:http on 127.0.0.1, random port).
 * It answers POST /v1/chat/completions both non-streamed (JSON) and streamed (SSE chunks), scripted
 * per test with a queue of replies or a handler, and records every request it received.
 * POST /v1/embeddings returns deterministic vectors of EMBEDDING_DIMENSIONS: each word counts once in one dimension,
 * its concept's (from `embeddingConcepts`, so "pulse" and "heart" can land together) or one hashed from the word,
 * so a paraphrase that shares no word with a passage but shares its concepts lands nearest to it.
 *
 *   const fake = await startOpenAiCompatibleFake();
 *   fake.reply({ kind: 'text', content: '{"approved":true,"feedback":"Clear."}' });
 *   const ai = createAiEngine({ provider: 'openai-compatible', baseURL: fake.url, model: 'fake-model' });
 *   ...
 *   await fake.close();
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeReply =
  /** Answered as JSON, or as SSE word chunks when the request asks to stream. */
  | { kind: 'text'; content: string; finishReason?: 'stop' | 'length' }
  /** SSE chunks; `cutAfter` destroys the connection after that many chunks (a provider dying mid-stream); `hang` keeps it open without finishing. */
  | {
      kind: 'stream';
      chunks: string[];
      cutAfter?: number;
      hang?: boolean;
      chunkDelayMs?: number;
      firstTokenDelayMs?: number;
    }
  /** An HTTP error with an OpenAI-style error body. */
  | { kind: 'error'; status: number; message?: string };

export interface FakeRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: {
    model?: string;
    stream?: boolean;
    messages?: Array<{ role: string; content: unknown }>;
    response_format?: unknown;
    [key: string]: unknown;
  };
}

/** Length of the fake's embedding vectors. */
export const EMBEDDING_DIMENSIONS = 64;
/** Dimensions kept for concepts; other words hash into the rest. */
const CONCEPT_DIMENSIONS = 16;

function hashWord(word: string): number {
  let h = 2166136261;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 16777619) >>> 0;
  return h;
}

/** The fake's (unnormalised) vector of a text under a concept table (word → concept name). */
export function fakeEmbedding(text: string, concepts: Record<string, string>): number[] {
  const vector = new Array<number>(EMBEDDING_DIMENSIONS).fill(0);
  const names = [...new Set(Object.values(concepts))].sort();
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    const concept = concepts[word];
    const dim =
      concept !== undefined
        ? names.indexOf(concept) % CONCEPT_DIMENSIONS
        : CONCEPT_DIMENSIONS + (hashWord(word) % (EMBEDDING_DIMENSIONS - CONCEPT_DIMENSIONS));
    vector[dim] = (vector[dim] ?? 0) + 1;
  }
  return vector;
}

export interface OpenAiCompatibleFake {
  /** Base URL to configure, ending in /v1. */
  readonly url: string;
  readonly requests: FakeRequest[];
  /** Requests whose connection the client closed before the reply finished. */
  readonly abortedRequests: FakeRequest[];
  /** performance.now() when each streamed reply's first chunk was written (for latency benchmarks). */
  readonly firstChunkTimes: number[];
  /** Queue replies, used in order. */
  reply(...replies: FakeReply[]): void;
  /** Fallback when the queue is empty (default: HTTP 500 "no reply scripted"). */
  setHandler(handler: (request: FakeRequest) => FakeReply): void;
  /** Resolves when the next client-side abort is observed. */
  nextAbort(): Promise<FakeRequest>;
  /** Words that share a concept embed into the same dimension (e.g. { pulse: 'heart', cardiac: 'heart' }). */
  embeddingConcepts(table: Record<string, string>): void;
  /** Delay every embeddings reply (a slow provider), or fail it with an HTTP status. */
  embeddingBehaviour(behaviour: { delayMs?: number; failStatus?: number; refuseContaining?: string }): void;
  /** Texts embedded so far, in order. */
  readonly embeddedTexts: string[];
  /** Text of every message of a request, joined (for assertions on prompts). */
  promptText(request: FakeRequest): string;
  close(): Promise<void>;
}

function chunkPayload(id: string, model: string, delta: Record<string, unknown>, finish: string | null) {
  return {
    id,
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function startOpenAiCompatibleFake(): Promise<OpenAiCompatibleFake> {
  const queue: FakeReply[] = [];
  const firstChunkTimes: number[] = [];
  const requests: FakeRequest[] = [];
  const abortedRequests: FakeRequest[] = [];
  const abortWaiters: Array<(r: FakeRequest) => void> = [];
  let handler: (request: FakeRequest) => FakeReply = () => ({
    kind: 'error',
    status: 500,
    message: 'no reply scripted',
  });
  let counter = 0;
  let concepts: Record<string, string> = {};
  let embedding: { delayMs?: number; failStatus?: number; refuseContaining?: string } = {};
  const embeddedTexts: string[] = [];
  const openResponses = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: FakeRequest['body'] = {};
    try {
      body = raw ? (JSON.parse(raw) as FakeRequest['body']) : {};
    } catch {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'invalid JSON' } }));
      return;
    }
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: req.url ?? '/',
      headers: req.headers,
      body,
    };
    requests.push(request);

    if (request.method === 'POST' && request.path.startsWith('/v1/embeddings')) {
      const input = body.input;
      const texts = Array.isArray(input) ? input.map(String) : [String(input ?? '')];
      if (embedding.delayMs) await sleep(embedding.delayMs);
      if (res.destroyed) return;
      const refused = embedding.refuseContaining;
      if (refused && texts.some((text) => text.includes(refused))) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            error: { message: 'input refused', type: 'invalid_request_error', code: null },
          }),
        );
        return;
      }
      if (embedding.failStatus) {
        res
          .writeHead(embedding.failStatus, { 'content-type': 'application/json' })
          .end(
            JSON.stringify({ error: { message: 'embeddings unavailable', type: 'fake_error', code: null } }),
          );
        return;
      }
      embeddedTexts.push(...texts);
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          object: 'list',
          data: texts.map((text, index) => ({
            object: 'embedding',
            index,
            embedding: fakeEmbedding(text, concepts),
          })),
          model: body.model ?? 'fake-embedding',
          usage: { prompt_tokens: texts.length, total_tokens: texts.length },
        }),
      );
      return;
    }

    if (request.method !== 'POST' || !request.path.startsWith('/v1/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }

    let finished = false;
    openResponses.add(res);
    res.on('close', () => {
      openResponses.delete(res);
      if (!finished) {
        abortedRequests.push(request);
        for (const w of abortWaiters.splice(0)) w(request);
      }
    });

    const reply = queue.shift() ?? handler(request);
    const id = `chatcmpl-${++counter}`;
    const model = body.model ?? 'fake-model';

    if (reply.kind === 'error') {
      finished = true;
      res.writeHead(reply.status, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          error: { message: reply.message ?? `HTTP ${reply.status}`, type: 'fake_error', code: null },
        }),
      );
      return;
    }

    if (!body.stream) {
      const content = reply.kind === 'text' ? reply.content : reply.chunks.join('');
      finished = true;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created: 1_700_000_000,
          model,
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content },
              finish_reason: reply.kind === 'text' ? (reply.finishReason ?? 'stop') : 'stop',
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }

    const pieces = reply.kind === 'text' ? (reply.content.match(/\S+\s*|\s+/g) ?? []) : reply.chunks;
    res.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.flushHeaders();
    const send = (obj: unknown) => res.write(`data: ${JSON.stringify(obj)}\n\n`);
    // waits until what was written has reached the socket, so a cut comes after the delivered chunks
    const flush = () => new Promise<void>((resolve) => res.write('', () => setTimeout(resolve, 20)));
    if (reply.kind === 'stream' && reply.firstTokenDelayMs) await sleep(reply.firstTokenDelayMs);
    for (let i = 0; i < pieces.length; i++) {
      if (res.destroyed) return;
      if (i === 0) firstChunkTimes.push(performance.now());
      if (reply.kind === 'stream' && reply.cutAfter !== undefined && i >= reply.cutAfter) {
        await flush();
        res.destroy(); // the provider dies mid-stream
        return;
      }
      send(
        chunkPayload(
          id,
          model,
          i === 0 ? { role: 'assistant', content: pieces[i] } : { content: pieces[i] },
          null,
        ),
      );
      if (reply.kind === 'stream' && reply.chunkDelayMs) await sleep(reply.chunkDelayMs);
    }
    if (reply.kind === 'stream' && reply.cutAfter !== undefined && reply.cutAfter >= pieces.length) {
      await flush();
      res.destroy();
      return;
    }
    if (reply.kind === 'stream' && reply.hang) return; // keep the connection open until the client goes away
    send({
      ...chunkPayload(id, model, {}, reply.kind === 'text' ? (reply.finishReason ?? 'stop') : 'stop'),
      usage: { prompt_tokens: 10, completion_tokens: pieces.length, total_tokens: 10 + pieces.length },
    });
    res.write('data: [DONE]\n\n');
    finished = true;
    res.end();
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    abortedRequests,
    firstChunkTimes,
    reply: (...replies) => {
      queue.push(...replies);
    },
    setHandler: (h) => {
      handler = h;
    },
    nextAbort: () => new Promise<FakeRequest>((resolve) => abortWaiters.push(resolve)),
    embeddingConcepts: (table) => {
      concepts = { ...table };
    },
    embeddingBehaviour: (behaviour) => {
      embedding = { ...behaviour };
    },
    embeddedTexts,
    promptText: (r) =>
      (r.body.messages ?? [])
        .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
        .join('\n'),
    close: async () => {
      for (const res of openResponses) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
