import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { testDatabaseKind } from '../../../testing/test-db';
import { SseReader } from '../../../testing/sse-reader';
import type { Essay } from '../../../shared/schemas/essays';
import { researchTopic } from './analysis-run.service';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
async function signUp(): Promise<string> {
  ipCounter += 1;
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: `10.79.${ipCounter}.1`,
  });
  expect(res.status).toBe(201);
  return sessionCookie(res);
}

async function create(cookie: string): Promise<Essay> {
  const res = await t.request('/api/essays', { method: 'POST', cookie, json: { title: 'Analysed essay' } });
  return ((await res.json()) as { essay: Essay }).essay;
}

/** Waits until the essay's analysis stream has `count` subscribers (the server notices sockets as they come and go). */
async function subscribers(essayId: string, count: number): Promise<void> {
  await vi.waitFor(() => expect(t.deps.realtime.subscriberCount(researchTopic(essayId))).toBe(count), {
    interval: 10,
  });
}

describe(`analysis events (${testDatabaseKind()})`, () => {
  it('sends the retry hint, analysis.ready, then what is published for the essay, and unsubscribes when the client goes', async () => {
    const cookie = await signUp();
    const essay = await create(cookie);
    const res = await t.request(`/api/integrated-article-analysis/events/${essay.id}`, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    const reader = new SseReader(res.body as ReadableStream<Uint8Array>);
    expect(await reader.next()).toEqual({ comments: [], retry: 3000 });
    expect((await reader.nextData())?.data).toMatchObject({ type: 'analysis.ready', essayId: essay.id });
    await subscribers(essay.id, 1);

    await t.deps.realtime.publish(researchTopic(essay.id), { type: 'analysis.cleared', essayId: essay.id });
    expect((await reader.nextData())?.data).toEqual({ type: 'analysis.cleared', essayId: essay.id });

    await reader.close();
    await subscribers(essay.id, 0);
    expect(t.deps.realtime.subscriberCount(researchTopic(essay.id))).toBe(0);
  });

  it("answers 404 for another user's essay, before any stream opens", async () => {
    const essay = await create(await signUp());
    const res = await t.request(`/api/integrated-article-analysis/events/${essay.id}`, {
      cookie: await signUp(),
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
