/**
 * A study path from a web page address (issue 16): the page is fetched with the SSRF-safe fetcher from a local test
 * server (loopback allowed only in this test's fetcher), its headings become topics, nested headings their
 * subtopics; a PDF at an address is read like an upload; an error page and a private address give clear errors.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app';
import { studyAi } from '../../../testing/study-ai';
import { NETWORK_NOTES } from '../../../testing/fixtures/network-notes';
import { makePdf } from '../../../testing/pdf-factory';
import { call, studyUser, type TestUser } from '../../../testing/study-helpers';
import { createSafeFetcher } from '../../lib/net/safe-fetch';
import { OWN_MATERIAL_MESSAGES } from '../../../shared/schemas/own-material';
import type { StudyPath } from '../../../shared/schemas/study';
import type { Subtopic } from '../../../shared/schemas/subtopics';
import { seedStudyCatalogue } from './catalogue/seed';

const PAGE = `<!doctype html><html><head><title>Subnetting notes</title></head><body>
<nav><a href="/">Home</a></nav>
<main>
<h2>IPv4 addressing</h2>
<p>An IPv4 address is 32 bits long, written as four decimal octets such as 192.168.1.10.</p>
<h3>Private ranges</h3>
<p>The private ranges are 10.0.0.0/8, 172.16.0.0/12 and 192.168.0.0/16; they are not routed on the internet.</p>
<h2>Subnet masks</h2>
<p>A subnet mask marks which bits of an address name the network and which name the host.</p>
<h3>CIDR notation</h3>
<p>CIDR notation writes the mask as a prefix length: /24 means the first 24 bits name the network.</p>
</main></body></html>`;

let t: TestApp;
let server: Server;
let base: string;
let pdf: Uint8Array;

beforeAll(async () => {
  pdf = await makePdf(NETWORK_NOTES, { title: 'Networking notes' });
  server = createServer((req, res) => {
    if (req.url === '/notes.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
    } else if (req.url === '/network-notes.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(Buffer.from(pdf));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not here');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({}, { ai: studyAi().engine, fetcher: createSafeFetcher({ allowLoopback: true }) });
  await seedStudyCatalogue(t.deps);
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

function fromAddress(app: TestApp, user: TestUser, url: string) {
  const form = new FormData();
  form.set('url', url);
  return app.request('/api/smarty/material-paths', {
    method: 'POST',
    cookie: user.cookie,
    body: form,
    headers: { origin: TEST_ORIGIN },
  });
}

async function lesson(user: TestUser, pathId: string, topicId: string) {
  const res = await call(t, user, 'GET', `/api/smarty/study-paths/${pathId}/topics/${topicId}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { topic: { content: string; summary: string; subtopics: Subtopic[] } }).topic;
}

describe('a study path from a web page address', () => {
  it("makes the page's headings the topics, nested headings their subtopics, each lesson its own text", async () => {
    const user = await studyUser(t);
    const res = await fromAddress(t, user, `${base}/notes.html`);
    expect(res.status).toBe(201);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.name).toBe('Subnetting notes');
    expect(studyPath.topics.map((x) => x.title)).toEqual(['IPv4 addressing', 'Subnet masks']);
    const first = await lesson(user, studyPath.id, studyPath.topics[0]!.id);
    expect(first.summary).toBe('From Subnetting notes.');
    expect(first.subtopics.map(({ title, page }) => [title, page])).toEqual([['Private ranges', null]]);
    expect(first.content).toContain('32 bits long');
    expect(first.content).toContain('172.16.0.0/12');
    expect(first.content).not.toContain('prefix length');
    const second = await lesson(user, studyPath.id, studyPath.topics[1]!.id);
    expect(second.subtopics.map((x) => x.title)).toEqual(['CIDR notation']);
    expect(second.content).toContain('prefix length');

    // the roadmap shows the page's topics in order as one stage
    const roadmap = await call(t, user, 'GET', `/api/smarty/study-paths/${studyPath.id}/roadmap`);
    const body = (await roadmap.json()) as {
      roadmap: { stages: { name: string; topics: { title: string }[] }[] };
    };
    expect(body.roadmap.stages.map((s) => [s.name, s.topics.map((n) => n.title)])).toEqual([
      ['Subnetting notes', ['IPv4 addressing', 'Subnet masks']],
    ]);
  });

  it('reads a PDF at an address like an uploaded one (its printed headings, page numbers)', async () => {
    const user = await studyUser(t);
    const res = await fromAddress(t, user, `${base}/network-notes.pdf`);
    expect(res.status).toBe(201);
    const { studyPath } = (await res.json()) as { studyPath: StudyPath };
    expect(studyPath.topics.map((x) => x.title)).toEqual(['Network Ports', 'Cabling', 'Wireless Standards']);
    const first = await lesson(user, studyPath.id, studyPath.topics[0]!.id);
    expect(first.content).toContain('(p. 2)');
  });

  it('says so when the page answers with an error, and stores no path', async () => {
    const user = await studyUser(t);
    const res = await fromAddress(t, user, `${base}/missing`);
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ error: OWN_MATERIAL_MESSAGES.pageFailed(404) });
    const paths = (await (await call(t, user, 'GET', `/api/smarty/study-paths/${user.id}`)).json()) as {
      studyPaths: unknown[];
    };
    expect(paths.studyPaths).toEqual([]);
  });

  it('refuses a private address with the product fetcher (no loopback), with a clear 422', async () => {
    const product = await createTestApp({}, { ai: studyAi().engine });
    try {
      const user = await studyUser(product);
      const res = await fromAddress(product, user, `${base}/notes.html`);
      expect(res.status).toBe(422);
      const body = (await res.json()) as { error: string; code: string };
      expect(body.code).toMatch(/^fetch_/);
      expect(body.error).toMatch(/127\.0\.0\.1|private|loopback|not allowed/i);
    } finally {
      await product.close();
    }
  });
});
