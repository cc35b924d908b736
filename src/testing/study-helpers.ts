/** Helpers for the study-area API tests. */
import { expect } from 'vitest';
import { registrationForm, sessionCookie, TEST_ORIGIN, type TestApp } from './test-app';
import { parseSseEvents } from '../server/lib/ai/sse';
import type { StudyPath } from '../shared/schemas/study';

let ipCounter = 0;
/** A fresh client IP per registration (sign-ups are rate limited per IP). */
export const freshIp = (prefix = 10) => `${prefix}.91.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export interface TestUser {
  id: string;
  cookie: string;
}

/** A registered user; `paying` makes the subscription active (needed by AI endpoints). */
export async function studyUser(t: TestApp, paying = true): Promise<TestUser> {
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: freshIp(),
  });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  if (paying)
    await t.deps.database.query("UPDATE users SET subscription_status = 'active' WHERE id = $1", [user.id]);
  return { id: user.id, cookie: sessionCookie(res) };
}

export async function demoStudyUser(t: TestApp): Promise<TestUser> {
  const res = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: freshIp(172) });
  expect(res.status).toBe(201);
  const { demoUser } = (await res.json()) as { demoUser: { id: string } };
  return { id: demoUser.id, cookie: sessionCookie(res) };
}

export function call(
  t: TestApp,
  user: TestUser | null,
  method: string,
  path: string,
  json?: unknown,
  init: RequestInit = {},
) {
  return t.request(path, {
    method,
    ...init,
    ...(user ? { cookie: user.cookie } : {}),
    ...(json !== undefined ? { json } : method === 'GET' ? {} : { json: {} }),
  });
}

export async function startPath(t: TestApp, user: TestUser, certificationId: string): Promise<StudyPath> {
  const res = await call(t, user, 'POST', `/api/smarty/certifications/${certificationId}/create-path`, {
    userId: user.id,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { studyPath: StudyPath }).studyPath;
}

/** A path built from pasted text (its Markdown headings become topics and subtopics), as the material form sends it. */
export async function pathFromText(
  t: TestApp,
  user: TestUser,
  text: string,
  name = 'My notes',
  textTitle?: string,
): Promise<StudyPath> {
  const form = new FormData();
  form.set('text', text);
  if (textTitle) form.set('textTitle', textTitle);
  form.set('name', name);
  const res = await t.request('/api/smarty/material-paths', {
    method: 'POST',
    cookie: user.cookie,
    body: form,
    headers: { origin: TEST_ORIGIN },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { studyPath: StudyPath }).studyPath;
}

export async function sseEvents(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return parseSseEvents(await res.text());
}

/**
 * A path with some of everything a learner builds on its first topic: progress, a flashcard deck (one card reviewed
 * when `reviewCard`), a quiz result and a chat answer.
 */
export async function studiedPath(
  t: TestApp,
  user: TestUser,
  certificationId = 'nclex-rn',
  options: { question?: string; reviewCard?: boolean } = {},
) {
  const path = await startPath(t, user, certificationId);
  const topic = path.topics[0]!;
  const tp = `/api/smarty/study-paths/${path.id}/topics/${topic.id}`;
  expect((await call(t, user, 'POST', `${tp}/progress`, { status: 'completed' })).status).toBe(200);
  const cards = await call(t, user, 'POST', `${tp}/flashcards`, { count: 2 });
  expect(cards.status).toBe(200);
  const card = ((await cards.json()) as { cards: { id: string; front: string }[] }).cards[0]!;
  if (options.reviewCard)
    expect(
      (await call(t, user, 'POST', `/api/smarty/flashcards/${card.id}/review`, { rating: 'good' })).status,
    ).toBe(200);
  expect((await call(t, user, 'POST', `${tp}/quiz/result`, { score: 1, total: 2 })).status).toBe(200);
  const ask = await call(t, user, 'POST', '/api/smarty/ask', {
    question: options.question ?? 'What is hand hygiene?',
    smarty: { studyPathId: path.id, focusTopicId: topic.id },
  });
  expect(ask.status).toBe(200);
  await ask.text();
  return { path, topic, tp, card, cardId: card.id };
}
