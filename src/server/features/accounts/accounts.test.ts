import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { MESSAGES } from '../../../shared/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function register(
  form = registrationForm(),
  ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
) {
  return t.request('/api/accounts/register', { method: 'POST', json: form, ip });
}

describe('registration', () => {
  it('creates the account, stores the profile and signs the user in', async () => {
    const form = registrationForm({
      display_name: 'Ada L.',
      phone: '+44 20 7946 0958',
      school: 'Hill High',
      grade: '11',
    });
    const res = await register(form);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({
      email: form.email,
      username: form.username,
      firstName: 'Ada',
      lastName: 'Lovelace',
      displayName: 'Ada L.',
      phone: '+44 20 7946 0958',
      school: 'Hill High',
      grade: '11',
      planLevel: 'programming',
      isDemo: false,
    });
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await t.request('/api/me', { cookie: sessionCookie(res) });
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(form.email);
  });

  it('hashes the password with argon2id at m=19456, t=2 and never stores it in plaintext', async () => {
    const form = registrationForm({ password: 'Plaintext99' });
    await register(form);
    const rows = await t.deps.database.query<{ password: string }>(
      `SELECT a.password FROM accounts a JOIN users u ON u.id = a.user_id WHERE u.email = $1`,
      [form.email],
    );
    expect(rows[0]?.password).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(rows[0]?.password).not.toContain('Plaintext99');
  });

  it.each([
    ['first_name', { first_name: 'A' }, MESSAGES.firstName],
    ['last_name', { last_name: 'x'.repeat(51) }, MESSAGES.lastName],
    ['email', { email: 'not-an-email' }, MESSAGES.email],
    ['password', { password: 'lettersonly' }, MESSAGES.password],
    ['username', { username: 'ab' }, MESSAGES.username],
    ['phone', { phone: '12ab' }, MESSAGES.phone],
  ])('refuses an invalid %s with its message', async (field, override, message) => {
    const res = await register(registrationForm(override));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields[field]).toBe(message);
  });

  it('refuses an unknown plan and a body that is not JSON', async () => {
    expect((await register(registrationForm({ plan_type: 'gold' }))).status).toBe(400);
    const res = await t.request('/api/accounts/register', {
      method: 'POST',
      body: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('The request body must be JSON.');
  });

  it('refuses a taken username (any case) and a registered e-mail with 409 and the spec texts', async () => {
    const first = registrationForm();
    expect((await register(first)).status).toBe(201);
    const sameUser = await register(registrationForm({ username: first.username.toUpperCase() }));
    expect(sameUser.status).toBe(409);
    expect(await sameUser.json()).toMatchObject({
      error: MESSAGES.usernameTaken,
      fields: { username: MESSAGES.usernameTaken },
    });
    const sameEmail = await register(registrationForm({ email: first.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({
      error: MESSAGES.emailTaken,
      fields: { email: MESSAGES.emailTaken },
    });
  });

  it('lets exactly one of two concurrent registrations of one username succeed', async () => {
    const username = `race_${Date.now().toString(36)}`;
    const results = await Promise.all([
      register(registrationForm({ username })),
      register(registrationForm({ username })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const rows = await t.deps.database.query<{ n: string }>(
      'SELECT count(*)::text AS n FROM users WHERE lower(username) = lower($1)',
      [username],
    );
    expect(rows[0]?.n).toBe('1');
  });

  it('answers availability checks', async () => {
    const form = registrationForm();
    await register(form);
    const taken = await t.request(`/api/check-email-available?email=${encodeURIComponent(form.email)}`);
    expect(await taken.json()).toEqual({ available: false });
    const free = await t.request('/api/check-email-available?email=nobody.here%40example.com');
    expect(await free.json()).toEqual({ available: true });
    const user = await t.request(`/api/check-username-available?username=${form.username}`);
    expect(await user.json()).toEqual({ available: false });
    expect((await t.request('/api/check-email-available?email=bad')).status).toBe(400);
  });

  it('keeps the direct better-auth sign-up closed', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'x@example.com', password: 'secret123', name: 'x' },
    });
    expect(res.status).toBe(404);
  });

  it('refuses a write from a foreign origin', async () => {
    const res = await t.request('/api/accounts/register', {
      method: 'POST',
      body: JSON.stringify(registrationForm()),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again', async () => {
    const form = registrationForm();
    await register(form);
    const res = await t.request('/api/accounts/sign-in', {
      method: 'POST',
      json: { email: form.email, password: form.password },
      ip: '10.9.0.1',
    });
    expect(res.status).toBe(200);
    const cookie = sessionCookie(res);
    expect(
      ((await (await t.request('/api/me', { cookie })).json()) as { user: unknown }).user,
    ).not.toBeNull();
    const out = await t.request('/api/accounts/sign-out', { method: 'POST', json: {}, cookie });
    expect(out.status).toBe(200);
    expect(((await (await t.request('/api/me', { cookie })).json()) as { user: unknown }).user).toBeNull();
  });

  it('answers a wrong password with 401 and the readable message', async () => {
    const form = registrationForm();
    await register(form);
    const res = await t.request('/api/accounts/sign-in', {
      method: 'POST',
      json: { email: form.email, password: 'wrong1234' },
      ip: '10.9.0.2',
    });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: MESSAGES.invalidCredentials });
  });

  it('gives the 4th attempt within 10 s from one IP a 429, per IP, and lets it through after the window', async () => {
    const attempt = (ip: string) =>
      t.request('/api/accounts/sign-in', {
        method: 'POST',
        json: { email: 'no@example.com', password: 'x1234567' },
        ip,
      });
    const ip = '10.9.1.1';
    for (let i = 0; i < 3; i++) expect((await attempt(ip)).status).toBe(401);
    const fourth = await attempt(ip);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: MESSAGES.tooManySignIns });
    expect(Number(fourth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt('10.9.1.2')).status).toBe(401);
    t.clock.advance(9_000);
    expect((await attempt(ip)).status).toBe(429);
    t.clock.advance(1_000);
    expect((await attempt(ip)).status).toBe(401);
  });

  it('limits better-auth’s one-time-code sign-in route the same way', async () => {
    const ip = '10.9.2.1';
    const attempt = () =>
      t.request('/api/auth/sign-in/email-otp', {
        method: 'POST',
        json: { email: 'no@example.com', otp: '123456' },
        ip,
      });
    for (let i = 0; i < 3; i++) expect((await attempt()).status).not.toBe(429);
    expect((await attempt()).status).toBe(429);
  });

  it('accepts a session until the instant it expires', async () => {
    const res = await register();
    const cookie = sessionCookie(res);
    const me = async () =>
      ((await (await t.request('/api/me', { cookie })).json()) as { user: { id: string } | null }).user;
    const user = await me();
    const [session] = await t.deps.database.query<{ expires_at: Date }>(
      'SELECT expires_at FROM sessions WHERE user_id = $1',
      [user?.id],
    );
    const expiresAt = new Date(session?.expires_at ?? 0).getTime();
    const start = t.deps.now();
    try {
      t.clock.set(new Date(expiresAt - 1));
      expect(await me()).not.toBeNull();
      t.clock.set(new Date(expiresAt));
      expect(await me()).toBeNull();
    } finally {
      t.clock.set(start);
    }
  });

  it('returns user null without a session', async () => {
    const res = await t.request('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });
});
