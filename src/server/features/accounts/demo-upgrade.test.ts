import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registrationForm,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../testing/test-app';
import { rowsOwnedBy } from '../../../testing/owned-rows';
import { makePdf } from '../../../testing/pdf-factory';
import { call, demoStudyUser, freshIp, startPath, type TestUser } from '../../../testing/study-helpers';
import { fileKeysOfUsers } from '../research/pdf-files';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A paper uploaded to research (a stored file, its grant, a library work), saved to the essay. */
async function savedUpload(demo: TestUser, essayId: string) {
  const pdf = await makePdf(
    [['Tidal forcing of coastal currents', 'Tides drive the coastal currents along the shelf twice a day.']],
    { title: 'Tidal forcing of coastal currents' },
  );
  const form = new FormData();
  form.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'tides.pdf');
  form.set('title', 'Tidal forcing of coastal currents');
  const up = await t.request('/api/research/uploads', {
    method: 'POST',
    cookie: demo.cookie,
    body: form,
    headers: { origin: TEST_ORIGIN },
  });
  expect(up.status).toBe(201);
  const { work } = (await up.json()) as { work: { id: string; best_pdf_url: string } };
  const saved = await call(t, demo, 'POST', `/api/essays/${essayId}/save-article`, {
    id: work.id,
    title: 'Tidal forcing of coastal currents',
    bestPdfUrl: work.best_pdf_url,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
}

/** A study path from the student's own PDF (an upload: a stored file and its grant). */
async function materialPath(demo: TestUser) {
  const pdf = await makePdf(
    [['Tides', 'The Moon raises two tidal bulges on the oceans of the Earth every day.']],
    {
      title: 'Tide notes',
    },
  );
  const form = new FormData();
  form.append('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'tide-notes.pdf');
  form.set('name', 'Tide notes');
  const res = await t.request('/api/smarty/material-paths', {
    method: 'POST',
    cookie: demo.cookie,
    body: form,
    headers: { origin: TEST_ORIGIN },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { studyPath: { id: string; name: string } }).studyPath;
}

/** A live demo with an essay and an uploaded paper saved to it, a study path, and a path from its own PDF. */
async function demoWithWork() {
  const demo = await demoStudyUser(t);
  const essay = await call(t, demo, 'POST', '/api/essays', { title: 'Demo essay on tides' });
  expect(essay.status).toBe(201);
  const essayId = ((await essay.json()) as { essay: { id: string } }).essay.id;
  await savedUpload(demo, essayId);
  await startPath(t, demo, 'comptia-a-plus');
  const material = await materialPath(demo);
  return { ...demo, essayId, material };
}

async function registerFrom(cookie: string | undefined) {
  const res = await t.request('/api/accounts/register', {
    method: 'POST',
    json: registrationForm(),
    ip: freshIp(),
    ...(cookie ? { cookie } : {}),
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { user: { id: string }; keptDemoWork: boolean };
  return { ...body, cookie: sessionCookie(res) };
}

const essayTitles = async (cookie: string) =>
  (
    (await (await t.request('/api/essays', { cookie })).json()) as { essays: Array<{ title: string }> }
  ).essays.map((e) => e.title);

/** The rows that are work, not the account: sign-in rows, and rate-limit counters (keyed by the user id, not moved). */
const withoutAccountRows = (rows: Record<string, number>) => {
  const { users: _users, sessions: _sessions, accounts: _accounts, rate_limits: _counters, ...work } = rows;
  return work;
};

describe('upgrading from a demo', () => {
  it('the new account keeps every row of the demo’s work, and the demo account is gone', async () => {
    const demo = await demoWithWork();
    const before = withoutAccountRows(await rowsOwnedBy(t.deps.database, demo.id));
    expect(before).toMatchObject({
      essays: 1,
      research_saved_articles: 1,
      study_paths: 2,
      research_user_files: 2,
    });
    const files = (await fileKeysOfUsers(t.deps, [demo.id])).sort();
    expect(files).toHaveLength(2);

    const account = await registerFrom(demo.cookie);
    expect(account.keptDemoWork).toBe(true);
    expect(withoutAccountRows(await rowsOwnedBy(t.deps.database, account.user.id))).toEqual(before);
    expect(await rowsOwnedBy(t.deps.database, demo.id)).toEqual({});
    expect(await essayTitles(account.cookie)).toEqual(['Demo essay on tides']);
    // The saved article is the account's now, under the same essay.
    const articles = await t.request(`/api/essays/${demo.essayId}/saved-articles`, {
      cookie: account.cookie,
    });
    expect(articles.status).toBe(200);
    expect(
      ((await articles.json()) as { articles: Array<{ title: string }> }).articles.map((a) => a.title),
    ).toEqual(['Tidal forcing of coastal currents']);
    // So is the path from its own PDF; both stored files are the account's (the demo's deletion released neither).
    const paths = await t.request(`/api/smarty/study-paths/${account.user.id}`, { cookie: account.cookie });
    expect(paths.status).toBe(200);
    expect(
      ((await paths.json()) as { studyPaths: Array<{ id: string }> }).studyPaths.map((p) => p.id),
    ).toContain(demo.material.id);
    expect((await fileKeysOfUsers(t.deps, [account.user.id])).sort()).toEqual(files);
    for (const key of files) expect(await t.deps.storage.exists(key)).toBe(true);
    // The demo's session ended with it.
    const me = (await (await t.request('/api/me', { cookie: demo.cookie })).json()) as { user: unknown };
    expect(me.user).toBeNull();
  });

  it('an expired demo hands nothing over', async () => {
    const demo = await demoWithWork();
    t.clock.advance(25 * 60 * 60 * 1000);
    const account = await registerFrom(demo.cookie);
    expect(account.keptDemoWork).toBe(false);
    expect(withoutAccountRows(await rowsOwnedBy(t.deps.database, account.user.id))).toEqual({});
  });

  it('registering without a demo, or while signed in as a member, moves nothing', async () => {
    const plain = await registerFrom(undefined);
    expect(plain.keptDemoWork).toBe(false);
    const member = await registerFrom(plain.cookie);
    expect(member.keptDemoWork).toBe(false);
    expect(await essayTitles(member.cookie)).toEqual([]);
  });
});
