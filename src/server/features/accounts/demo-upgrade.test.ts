import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { rowsOwnedBy } from '../../../testing/owned-rows';
import { call, demoStudyUser, freshIp, startPath } from '../../../testing/study-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A live demo with an essay and a study path. */
async function demoWithWork() {
  const demo = await demoStudyUser(t);
  const essay = await call(t, demo, 'POST', '/api/essays', { title: 'Demo essay on tides' });
  expect(essay.status).toBe(201);
  await startPath(t, demo, 'comptia-a-plus');
  return demo;
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

const withoutAccountRows = (rows: Record<string, number>) => {
  const { users: _users, sessions: _sessions, accounts: _accounts, ...work } = rows;
  return work;
};

describe('upgrading from a demo', () => {
  it('the new account keeps every row of the demo’s work, and the demo account is gone', async () => {
    const demo = await demoWithWork();
    const before = withoutAccountRows(await rowsOwnedBy(t.deps.database, demo.id));
    expect(before).toMatchObject({ essays: 1, study_paths: 1 });

    const account = await registerFrom(demo.cookie);
    expect(account.keptDemoWork).toBe(true);
    expect(withoutAccountRows(await rowsOwnedBy(t.deps.database, account.user.id))).toEqual(before);
    expect(await rowsOwnedBy(t.deps.database, demo.id)).toEqual({});
    expect(await essayTitles(account.cookie)).toEqual(['Demo essay on tides']);
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
