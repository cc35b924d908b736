import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { ACCOUNT_MESSAGES, type AccountSession } from '../../../shared/account-settings';
import { MESSAGES } from '../../../shared/messages';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.19.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function register(overrides: Record<string, unknown> = {}) {
  const form = registrationForm(overrides);
  const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
  expect(res.status).toBe(201);
  return { form, cookie: sessionCookie(res) };
}

async function signIn(email: string, password: string, userAgent = 'Test browser') {
  const res = await t.request('/api/accounts/sign-in', {
    method: 'POST',
    json: { email, password },
    ip: nextIp(),
    headers: { 'user-agent': userAgent },
  });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const me = async (cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: Record<string, unknown> | null }).user;

const profile = (form: ReturnType<typeof registrationForm>, changes: Record<string, unknown> = {}) => ({
  first_name: form.first_name,
  last_name: form.last_name,
  username: form.username,
  display_name: '',
  phone: '',
  school: '',
  grade: '',
  ...changes,
});

describe('profile', () => {
  it('saves the fields with registration rules; empty optional fields are cleared', async () => {
    const { form, cookie } = await register({ school: 'Old School', phone: '555 0100 22' });
    const res = await t.request('/api/account/profile', {
      method: 'POST',
      cookie,
      json: profile(form, {
        first_name: 'Augusta',
        display_name: 'Countess',
        grade: '12',
        username: `${form.username.slice(0, 26)}_new`,
      }),
    });
    expect(res.status).toBe(200);
    expect(await me(cookie)).toMatchObject({
      firstName: 'Augusta',
      displayName: 'Countess',
      grade: '12',
      school: null,
      phone: null,
      username: `${form.username.slice(0, 26)}_new`,
    });
  });

  it.each([
    ['first_name', { first_name: 'A' }, MESSAGES.firstName],
    ['last_name', { last_name: 'L4ce' }, MESSAGES.lastName],
    ['username', { username: 'no spaces' }, MESSAGES.username],
    ['phone', { phone: 'call me' }, MESSAGES.phone],
  ])('refuses an invalid %s with the spec message and changes nothing', async (field, change, message) => {
    const { form, cookie } = await register();
    const res = await t.request('/api/account/profile', {
      method: 'POST',
      cookie,
      json: profile(form, change),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(message);
    expect(await me(cookie)).toMatchObject({
      firstName: form.first_name,
      lastName: form.last_name,
      username: form.username,
    });
  });

  it("refuses another member's username (any case) with 409, and keeps one's own", async () => {
    const first = await register();
    const second = await register();
    const taken = await t.request('/api/account/profile', {
      method: 'POST',
      cookie: second.cookie,
      json: profile(second.form, { username: first.form.username.toUpperCase() }),
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { fields: Record<string, string> }).fields.username).toBe(
      MESSAGES.usernameTaken,
    );
    const own = await t.request('/api/account/profile', {
      method: 'POST',
      cookie: first.cookie,
      json: profile(first.form, { username: first.form.username.toUpperCase() }),
    });
    expect(own.status).toBe(200);
  });

  it('is refused for a visitor (401) and a demo (403)', async () => {
    expect((await t.request('/api/account/profile', { method: 'POST', json: {} })).status).toBe(401);
    const demo = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: nextIp() });
    const res = await t.request('/api/account/profile', {
      method: 'POST',
      cookie: sessionCookie(demo),
      json: {},
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.demoHasNoSettings);
  });
});

describe('sessions', () => {
  const list = async (cookie: string) =>
    ((await (await t.request('/api/account/sessions', { cookie })).json()) as { sessions: AccountSession[] })
      .sessions;

  it('lists the devices (this one marked) and signs one out; another member cannot sign it out', async () => {
    const { form, cookie } = await register();
    const phone = await signIn(form.email, form.password, 'Phone browser');
    const sessions = await list(cookie);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]?.current).toBe(true);
    const phoneSession = sessions.find((s) => !s.current);
    expect(phoneSession?.userAgent).toBe('Phone browser');
    expect(JSON.stringify(sessions)).not.toContain(cookie.split('=')[1]?.split('.')[0] ?? 'never');

    const stranger = await register();
    const foreign = await t.request(`/api/account/sessions/${phoneSession?.id}`, {
      method: 'DELETE',
      cookie: stranger.cookie,
      headers: { origin: 'http://localhost:3999' },
    });
    expect(foreign.status).toBe(404);
    expect(await me(phone)).not.toBeNull();

    const res = await t.request(`/api/account/sessions/${phoneSession?.id}`, {
      method: 'DELETE',
      cookie,
      headers: { origin: 'http://localhost:3999' },
    });
    expect(res.status).toBe(200);
    expect(await me(phone)).toBeNull();
    expect(await me(cookie)).not.toBeNull();
  });

  it("'Sign out everywhere' ends every session, this one too", async () => {
    const { form, cookie } = await register();
    const laptop = await signIn(form.email, form.password);
    const res = await t.request('/api/account/sessions/sign-out-everywhere', {
      method: 'POST',
      cookie,
      json: {},
    });
    expect(res.status).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect(await me(laptop)).toBeNull();
  });
});
