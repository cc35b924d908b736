import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registrationForm,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../testing/test-app';
import { MESSAGES } from '../../../shared/messages';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
/** A fresh client address for each call, so the per-IP limits stay out of the way. */
function nextIp(): string {
  ipCounter += 1;
  return `10.77.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

const card = { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

/** A registered member who has paid with the test card. */
async function payingMember() {
  const form = registrationForm();
  const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
  expect(res.status).toBe(201);
  const cookie = sessionCookie(res);
  const checkout = await t.request('/api/create-checkout-session', {
    method: 'POST',
    cookie,
    json: { planLevel: 'programming', customerData: { email: form.email }, registrationData: {} },
  });
  expect(checkout.status).toBe(200);
  const id = ((await checkout.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
  expect(
    (await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card })).status,
  ).toBe(200);
  const me = (await (await t.request('/api/me', { cookie })).json()) as {
    user: { subscriptionStatus: string };
  };
  expect(me.user.subscriptionStatus).toBe('active');
  return { form, cookie };
}

async function outbox(email: string) {
  const res = await t.request(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Array<{ subject: string; text: string }> }).messages;
}

async function storedCodes(email: string) {
  return t.deps.database.query<{ identifier: string }>(
    'SELECT identifier FROM verifications WHERE identifier LIKE $1',
    [`%-otp-${email.toLowerCase()}`],
  );
}

describe('one-time sign-in codes exist only for demos', () => {
  it('sends no code for a paying member, shows none of their mail in the dev outbox, and signs nobody in', async () => {
    const { form } = await payingMember();
    // The welcome e-mail of the subscription is in the outbox table, but never readable over HTTP.
    const kept = await t.deps.database.query<{ subject: string }>(
      'SELECT subject FROM mail_outbox WHERE to_address = $1',
      [form.email],
    );
    expect(kept.map((r) => r.subject)).toContain('Welcome to Smarty Premium');

    const sent = await t.request('/api/auth/email-otp/send-verification-otp', {
      method: 'POST',
      json: { email: form.email, type: 'sign-in' },
      ip: nextIp(),
    });
    expect(sent.status).toBe(400);
    expect(await sent.json()).toMatchObject({
      error: 'One-time sign-in codes are only for demo sessions. Please sign in with your password.',
    });
    expect(await storedCodes(form.email)).toEqual([]);
    expect(await outbox(form.email)).toEqual([]);
    expect(await outbox(form.email.toUpperCase())).toEqual([]);

    const guess = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      json: { email: form.email, otp: '123456' },
      ip: nextIp(),
    });
    expect(guess.status).toBe(400);
    expect(guess.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a code for a member even when one is stored (a code nobody received)', async () => {
    const { form } = await payingMember();
    const hash = createHash('sha256').update('123456').digest('base64url');
    await t.deps.database.query(
      `INSERT INTO verifications (id, identifier, value, expires_at) VALUES ($1, $2, $3, now() + interval '10 minutes')`,
      [crypto.randomUUID(), `sign-in-otp-${form.email}`, `${hash}:0`],
    );
    const res = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      json: { email: form.email, otp: '123456' },
      ip: nextIp(),
    });
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
    // The member's password still works.
    const signIn = await t.request('/api/accounts/sign-in', {
      method: 'POST',
      json: { email: form.email, password: form.password },
      ip: nextIp(),
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses the other kinds of code (password reset, e-mail verification) for anyone', async () => {
    const { form } = await payingMember();
    for (const type of ['forget-password', 'email-verification']) {
      const res = await t.request('/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        json: { email: form.email, type },
        ip: nextIp(),
      });
      expect(res.status).toBe(400);
    }
    expect(await storedCodes(form.email)).toEqual([]);
  });
});

describe('better-auth endpoints: only the ones the product uses', () => {
  it('answers 404 for every other better-auth route, GET and POST, signed in or not', async () => {
    const { form, cookie } = await payingMember();
    const closed: Array<[string, string, unknown]> = [
      [
        'POST',
        '/api/auth/update-user',
        { school: 'x'.repeat(5000), username: 'ádmin <b>', planLevel: 'secret_test' },
      ],
      ['POST', '/api/auth/change-email', { newEmail: 'taken@example.com' }],
      ['POST', '/api/auth/change-password', { currentPassword: form.password, newPassword: 'another123' }],
      ['POST', '/api/auth/delete-user', {}],
      ['POST', '/api/auth/sign-in/email', { email: form.email, password: form.password }],
      ['POST', '/api/auth/sign-up/email', { email: 'x@example.com', password: 'secret123', name: 'x' }],
      ['POST', '/api/auth/revoke-sessions', {}],
      [
        'POST',
        '/api/auth/email-otp/reset-password',
        { email: form.email, otp: '123456', password: 'another123' },
      ],
      ['POST', '/api/auth/forget-password/email-otp', { email: form.email }],
      ['GET', '/api/auth/list-sessions', undefined],
      ['GET', '/api/auth/get-session', undefined],
      ['GET', '/api/auth/ok', undefined],
      ['GET', '/api/auth/email-otp/send-verification-otp', undefined],
    ];
    for (const [method, path, json] of closed) {
      const res = await t.request(path, {
        method,
        cookie,
        ip: nextIp(),
        ...(json === undefined ? {} : { json }),
      });
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(await res.json()).toEqual({ error: MESSAGES.notFound, code: 'not_found' });
    }
    const me = (await (await t.request('/api/me', { cookie })).json()) as { user: Record<string, unknown> };
    expect(me.user).toMatchObject({ username: form.username, planLevel: 'programming', school: null });
    // The password was not changed.
    const signIn = await t.request('/api/accounts/sign-in', {
      method: 'POST',
      json: { email: form.email, password: form.password },
      ip: nextIp(),
    });
    expect(signIn.status).toBe(200);
  });

  it('keeps plan, demo flag and expiry out of what better-auth accepts from a caller', async () => {
    const signUp = (extra: Record<string, unknown>) => {
      const tag = crypto.randomUUID().slice(0, 8);
      const email = `x${tag}@example.com`;
      const body = {
        email,
        password: 'secret123',
        name: 'x',
        firstName: 'X',
        lastName: 'Y',
        username: `u_${tag}`,
        ...extra,
      };
      return { email, done: t.deps.auth.api.signUpEmail({ body: body as never }) };
    };
    for (const extra of [{ planLevel: 'secret_test' }, { demoExpiresAt: new Date() }]) {
      const { email, done } = signUp(extra);
      await expect(done).rejects.toThrow(/not allowed to be set/);
      expect(await t.deps.database.query('SELECT id FROM users WHERE email = $1', [email])).toEqual([]);
    }
    const { email, done } = signUp({ isDemo: true });
    await done;
    const rows = await t.deps.database.query<{ is_demo: boolean }>(
      'SELECT is_demo FROM users WHERE email = $1',
      [email],
    );
    expect(rows).toEqual([{ is_demo: false }]);
  });
});

describe('same-origin writes from the address the browser is on', () => {
  it('accepts a write whose Origin is the host the request was sent to, and refuses any other origin', async () => {
    const form = registrationForm();
    const lan = 'http://192.168.1.23:3000';
    const res = await t.app.request(`${lan}/api/accounts/register`, {
      method: 'POST',
      body: JSON.stringify(form),
      headers: { 'content-type': 'application/json', origin: lan, 'x-test-client-ip': nextIp() },
    });
    expect(res.status).toBe(201);
    // The checkout it leads to is on the same host (a relative address), where the new session cookie lives.
    const checkout = await t.app.request(`${lan}/api/create-checkout-session`, {
      method: 'POST',
      body: JSON.stringify({
        planLevel: 'programming',
        customerData: { email: form.email },
        registrationData: {},
      }),
      headers: {
        'content-type': 'application/json',
        origin: lan,
        cookie: sessionCookie(res),
        'x-test-client-ip': nextIp(),
      },
    });
    expect(checkout.status).toBe(200);
    expect(((await checkout.json()) as { sessionUrl: string }).sessionUrl).toMatch(
      /^\/checkout\/test\/cs_test_local_[0-9a-f]{32}$/,
    );

    for (const origin of [
      'http://192.168.1.24:3000',
      'http://192.168.1.23:3001',
      'https://evil.example',
      'null',
    ]) {
      const refused = await t.app.request(`${lan}/api/accounts/register`, {
        method: 'POST',
        body: JSON.stringify(registrationForm()),
        headers: { 'content-type': 'application/json', origin, 'x-test-client-ip': nextIp() },
      });
      expect({ origin, status: refused.status }).toEqual({ origin, status: 403 });
    }
    // The configured address stays trusted whatever host the request names (e.g. behind a proxy).
    const viaProxy = await t.app.request('http://10.0.0.5:3000/api/accounts/register', {
      method: 'POST',
      body: JSON.stringify(registrationForm()),
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-test-client-ip': nextIp() },
    });
    expect(viaProxy.status).toBe(201);
  });

  it('lets the demo code routes through from the LAN address the browser is on', async () => {
    const lan = 'http://192.168.1.23:3000';
    const ip = nextIp();
    const created = await t.app.request(`${lan}/api/demo-user/create`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', origin: lan, 'x-test-client-ip': ip },
    });
    expect(created.status).toBe(201);
    const { email } = ((await created.json()) as { demoUser: { email: string } }).demoUser;
    // A browser that still holds a (stale) cookie of this host: better-auth checks the origin then too.
    const sent = await t.app.request(`${lan}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      body: JSON.stringify({ email, type: 'sign-in' }),
      headers: {
        'content-type': 'application/json',
        origin: lan,
        cookie: 'smarty.other=1',
        'x-test-client-ip': nextIp(),
      },
    });
    expect(sent.status).toBe(200);
  });
});

describe('per-account sign-in throttle', () => {
  const WRONG = 'wrong1234';

  it('locks an account after 10 failed passwords from 10 addresses, for 15 minutes, even for the right password', async () => {
    const form = registrationForm();
    expect(
      (await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() })).status,
    ).toBe(201);
    const attempt = (password: string, email = form.email) =>
      t.request('/api/accounts/sign-in', { method: 'POST', json: { email, password }, ip: nextIp() });

    for (let i = 0; i < 10; i++) expect((await attempt(WRONG)).status).toBe(401);
    const locked = await attempt(form.password);
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({
      error: 'Too many failed sign-ins for this account. Please wait 15 minutes and try again.',
      code: 'rate_limited',
    });
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
    expect(locked.headers.getSetCookie()).toEqual([]);
    // The address in another case is the same account.
    expect((await attempt(WRONG, form.email.toUpperCase())).status).toBe(429);

    t.clock.advance(14 * 60_000);
    const later = await attempt(form.password);
    expect(later.status).toBe(429);
    expect(Number(later.headers.get('retry-after'))).toBe(60);
    t.clock.advance(60_000);
    expect((await attempt(form.password)).status).toBe(200);
  });

  it('counts only failures: right passwords in between do not lock the account', async () => {
    const form = registrationForm();
    expect(
      (await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() })).status,
    ).toBe(201);
    const attempt = (password: string) =>
      t.request('/api/accounts/sign-in', {
        method: 'POST',
        json: { email: form.email, password },
        ip: nextIp(),
      });
    for (let i = 0; i < 9; i++) expect((await attempt(WRONG)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await attempt(form.password)).status).toBe(200);
    expect((await attempt(WRONG)).status).toBe(401);
    expect((await attempt(form.password)).status).toBe(429);
  });

  it('locks an address that has no account the same way (no hint whether it exists)', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const attempt = () =>
      t.request('/api/accounts/sign-in', { method: 'POST', json: { email, password: WRONG }, ip: nextIp() });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});
