import { CERTIFICATIONS } from '../src/server/features/study/catalogue/catalogue';
import { filterCertifications } from '../src/shared/study/certifications';
import { memberJson, percentile, type ProbeReading, type ProductServer } from './support';

export interface ChatMember {
  cookie: string;
  ip: string;
  pathId: string;
  topicId: string;
}

/** Each member starts the CompTIA A+ path (the product's flow) and focuses its first topic. */
export async function chatMembers(
  server: ProductServer,
  cookies: readonly string[],
  subnet: number,
): Promise<ChatMember[]> {
  const out: ChatMember[] = [];
  for (const [i, cookie] of cookies.entries()) {
    const ip = `198.18.${subnet}.${i + 1}`;
    const created = await memberJson<{ studyPath?: { id: string; topics: Array<{ id: string }> } }>(
      server.url,
      cookie,
      'POST',
      '/api/smarty/certifications/comptia-a-plus/create-path',
      {},
      ip,
    );
    const path = created.body.studyPath;
    const topic = path?.topics[0];
    if (created.status !== 201 || !path || !topic) throw new Error(`create-path answered ${created.status}`);
    out.push({ cookie, ip, pathId: path.id, topicId: topic.id });
  }
  return out;
}

/** POST /api/smarty/ask as the chat window sends it: the member's path and focus topic, syllabus and citations on. */
function ask(
  server: ProductServer,
  member: ChatMember,
  question: string,
  signal?: AbortSignal,
): Promise<Response> {
  return fetch(`${server.url}/api/smarty/ask`, {
    method: 'POST',
    ...(signal ? { signal } : {}),
    headers: {
      'content-type': 'application/json',
      cookie: member.cookie,
      'x-bench-client-ip': member.ip,
      origin: server.url.replace('127.0.0.1', 'localhost'),
    },
    body: JSON.stringify({
      question,
      smarty: {
        studyPathId: member.pathId,
        focusTopicId: member.topicId,
        useSyllabus: true,
        citeSources: true,
      },
    }),
  });
}

/** Reads an SSE body to its end, calling `onText` with each chunk plus the tail of the one before (a marker split
 * between two chunks is still seen). */
async function readEvents(body: ReadableStream<Uint8Array>, onText: (text: string) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let tail = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const text = tail + decoder.decode(value, { stream: true });
    onText(text);
    tail = text.slice(-32);
  }
}

export interface StreamsFigure {
  streams: number;
  completed: number;
  failed: number;
  statuses: Record<string, number>;
  /** Most streams whose response had started and not yet finished, at one moment. */
  maxOpen: number;
  /** Seconds from sending all requests to the last stream's end. */
  seconds: number;
  firstContentMs: { p50: number; p99: number };
  durationMs: { p50: number; p99: number };
  eld: ProbeReading['eld'];
  baseline: ProbeReading['memory'];
  /** Peak memory while the streams ran (sampled every 25 ms in the server). */
  peak: ProbeReading['peak'];
  /** Live memory (after a full GC) with `openAtSnapshot` streams open, when `snapshotWhenOpen` was asked. */
  whileOpen: { memory: ProbeReading['memory']; open: number } | null;
}

/**
 * `streams` study chats sent at once (`POST /api/smarty/ask`, focused on the member's A+ topic, syllabus and citations
 * on), spread over `members` (the AI endpoints are limited per member and minute), every stream read to its end as the
 * chat window does. The server's event-loop delay and memory are measured from inside (server-probe.mjs).
 * `snapshotWhenOpen`: once every response has started (a slow provider keeps them open), a full GC and a memory
 * reading in the server, for the live memory per open stream.
 */
export async function concurrentChats(
  server: ProductServer,
  members: readonly ChatMember[],
  streams: number,
  options: { snapshotWhenOpen?: boolean } = {},
): Promise<StreamsFigure> {
  const probe = server.probe;
  if (!probe) throw new Error('start the server with { probe: true }');
  await probe.gc();
  const baseline = (await probe.read()).memory;
  await probe.reset();
  let open = 0;
  let maxOpen = 0;
  let completed = 0;
  let failed = 0;
  const statuses: Record<string, number> = {};
  const firstContent: number[] = [];
  const durations: number[] = [];
  let answered = 0; // responses started or refused
  let allAnswered: () => void = () => undefined;
  const everyResponseStarted = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
  const countAnswer = () => {
    answered += 1;
    if (answered === streams) allAnswered();
  };
  const t0 = performance.now();
  const one = async (i: number) => {
    const member = members[i % members.length] as ChatMember;
    const sent = performance.now();
    let answeredThis = false;
    const answer = () => {
      if (!answeredThis) countAnswer();
      answeredThis = true;
    };
    try {
      const res = await ask(server, member, `What should I know about this objective for the exam? (${i})`);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (!res.ok || !res.body) {
        failed += 1;
        answer();
        await res.text();
        return;
      }
      open += 1;
      maxOpen = Math.max(maxOpen, open);
      answer();
      let sawContent = false;
      let sawComplete = false;
      try {
        await readEvents(res.body, (text) => {
          if (!sawContent && text.includes('"type":"content"')) {
            sawContent = true;
            firstContent.push(performance.now() - sent);
          }
          if (text.includes('"type":"complete"')) sawComplete = true;
        });
      } finally {
        open -= 1;
      }
      if (sawComplete) completed += 1;
      else failed += 1;
      durations.push(performance.now() - sent);
    } catch {
      failed += 1;
      answer();
    }
  };
  const all = Promise.all(Array.from({ length: streams }, (_, i) => one(i)));
  let whileOpen: StreamsFigure['whileOpen'] = null;
  if (options.snapshotWhenOpen) {
    await Promise.race([everyResponseStarted, all]);
    const openNow = open;
    await probe.gc();
    whileOpen = { memory: (await probe.read()).memory, open: openNow };
  }
  await all;
  const seconds = (performance.now() - t0) / 1000;
  const reading = await probe.read();
  return {
    streams,
    completed,
    failed,
    statuses,
    maxOpen,
    seconds,
    firstContentMs: { p50: percentile(firstContent, 50), p99: percentile(firstContent, 99) },
    durationMs: { p50: percentile(durations, 50), p99: percentile(durations, 99) },
    eld: reading.eld,
    baseline,
    peak: reading.peak,
    whileOpen,
  };
}

export interface CatalogueFigure {
  certifications: number;
  /** The browser's filter (`filterCertifications`, as the certification browser runs it) over the whole catalogue. */
  inBrowser: { medianMs: number; maxMs: number };
  /** `GET /api/smarty/certifications?search=…`, one request at a time. */
  api: { requests: number; p50Ms: number; p99Ms: number };
}

const CATALOGUE_SEARCHES = [
  'comptia',
  'nurs',
  'security',
  'cloud',
  'python',
  'calculus',
  'writing',
  'history',
  'AWS',
  'exam',
  'zzz-none',
  '',
];

/** Catalogue search over the whole catalogue: in the browser code, and through the API (seed data, database, views). */
export async function catalogueSearch(server: ProductServer, requests = 240): Promise<CatalogueFigure> {
  const certs = CERTIFICATIONS;
  for (let i = 0; i < 200; i++)
    filterCertifications(certs, { search: CATALOGUE_SEARCHES[i % CATALOGUE_SEARCHES.length] });
  const local: number[] = [];
  for (let i = 0; i < 1200; i++) {
    const started = performance.now();
    filterCertifications(certs, {
      search: CATALOGUE_SEARCHES[i % CATALOGUE_SEARCHES.length],
      level: i % 3 === 0 ? 'entry' : undefined,
    });
    local.push(performance.now() - started);
  }
  const timings: number[] = [];
  for (let i = 0; i < requests + 20; i++) {
    const search = CATALOGUE_SEARCHES[i % CATALOGUE_SEARCHES.length] ?? '';
    const started = performance.now();
    const res = await fetch(`${server.url}/api/smarty/certifications?search=${encodeURIComponent(search)}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`certifications answered ${res.status}`);
    if (i >= 20) timings.push(performance.now() - started);
  }
  return {
    certifications: certs.length,
    inBrowser: { medianMs: percentile(local, 50), maxMs: Math.max(...local) },
    api: { requests: timings.length, p50Ms: percentile(timings, 50), p99Ms: percentile(timings, 99) },
  };
}

export interface OpenStreamsFigure {
  streams: number;
  open: number;
  failed: number;
  statuses: Record<string, number>;
  /** Seconds from sending all requests until every stream had shown its first content. */
  rampSeconds: number;
  firstContentMs: { p50: number; p99: number };
  /** Event-loop delay over `plateauSec` seconds with all streams open. */
  eld: ProbeReading['eld'];
  baseline: ProbeReading['memory'];
  /** Live memory (after a full GC) with `open` streams open. */
  whileOpen: ProbeReading['memory'];
  /** Provider calls the server cancelled after the clients went away (each should be). */
  providerCallsCancelled: number;
}

/**
 * `streams` study chats held open at once by a slow provider (the caller's OpenAI-compatible fake streams a few words
 * and then keeps the stream open): every chat is sent at once and read as the chat window reads it; once all show
 * content, the server's event-loop delay is measured for `plateauSec` and its live memory after a full GC; then every
 * client stops (the Stop button), which must cancel the provider calls.
 */
export async function openStreams(
  server: ProductServer,
  members: readonly ChatMember[],
  streams: number,
  provider: { abortedRequests: readonly unknown[] },
  plateauSec = 3,
): Promise<OpenStreamsFigure> {
  const probe = server.probe;
  if (!probe) throw new Error('start the server with { probe: true }');
  await probe.gc();
  const baseline = (await probe.read()).memory;
  const abortedBefore = provider.abortedRequests.length;
  const statuses: Record<string, number> = {};
  const firstContent: number[] = [];
  const controllers: AbortController[] = [];
  let open = 0;
  let failed = 0;
  let settled = 0;
  let allSettled: () => void = () => undefined;
  const everyStreamSettled = new Promise<void>((resolve) => {
    allSettled = resolve;
  });
  const settle = () => {
    settled += 1;
    if (settled === streams) allSettled();
  };
  const readers: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < streams; i++) {
    const member = members[i % members.length] as ChatMember;
    const controller = new AbortController();
    controllers.push(controller);
    readers.push(
      (async () => {
        const sent = performance.now();
        let counted = false;
        try {
          const res = await ask(
            server,
            member,
            `Walk me through this objective step by step (${i})`,
            controller.signal,
          );
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
          if (!res.ok || !res.body) {
            failed += 1;
            counted = true;
            settle();
            await res.text();
            return;
          }
          await readEvents(res.body, (text) => {
            if (!counted && text.includes('"type":"content"')) {
              counted = true;
              open += 1;
              firstContent.push(performance.now() - sent);
              settle();
            }
          });
        } catch {
          // aborted at the end (expected), or failed before any content
        }
        if (!counted) {
          failed += 1;
          settle();
        }
      })(),
    );
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([everyStreamSettled, new Promise((r) => (timer = setTimeout(r, 120_000)))]);
  clearTimeout(timer);
  const rampSeconds = (performance.now() - t0) / 1000;
  await probe.reset();
  await new Promise((r) => setTimeout(r, plateauSec * 1000));
  const eld = (await probe.read()).eld;
  await probe.gc();
  const whileOpen = (await probe.read()).memory;
  const openAtSnapshot = open;
  for (const c of controllers) c.abort();
  await Promise.all(readers);
  // the server notices each closed client and cancels its provider call
  const deadline = Date.now() + 10_000;
  while (provider.abortedRequests.length - abortedBefore < openAtSnapshot && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    streams,
    open: openAtSnapshot,
    failed,
    statuses,
    rampSeconds,
    firstContentMs: { p50: percentile(firstContent, 50), p99: percentile(firstContent, 99) },
    eld,
    baseline,
    whileOpen,
    providerCallsCancelled: provider.abortedRequests.length - abortedBefore,
  };
}
