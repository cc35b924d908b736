import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { outboxFor } from '../../lib/mail/mail';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { MESSAGES } from '../../../shared/messages';
import { ACCOUNT_LIMITS } from '../../../shared/limits';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.18.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function register() {
  const form = registrationForm();
  const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
  expect(res.status).toBe(201);
  return { form, cookie: sessionCookie(res) };
}

async function signIn(email: string, password: string) {
  return t.request('/api/accounts/sign-in', { method: 'POST', json: { email, password }, ip: nextIp() });
}

async function me(cookie: string) {
  return ((await (await t.request('/api/me', { cookie })).json()) as { user: { email: string } | null }).user;
}

async function requestCode(email: string) {
  return t.request('/api/accounts/password-reset/request', { method: 'POST', json: { email }, ip: nextIp() });
}

async function confirm(email: string, code: string, password: string) {
  return t.request('/api/accounts/password-reset/confirm', {
    method: 'POST',
    json: { email, code, password },
    ip: nextIp(),
  });
}

/** The code of the latest reset e-mail, read from the mail outbox table (where SMTP picks it up). */
async function latestResetCode(email: string): Promise<string> {
  const mails = (await outboxFor(t.deps.database, email)).filter((m) => m.subject.includes('password reset'));
  const code = /\b(\d{8})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(code).toMatch(/^\d{8}$/);
  return code as string;
}

describe('changing the password', () => {
  it('needs the current password, then signs out every other device and keeps this one', async () => {
    const { form, cookie } = await register();
    const other = sessionCookie(await signIn(form.email, form.password));
    expect(await me(other)).not.toBeNull();

    const wrong = await t.request('/api/account/password', {
      method: 'POST',
      json: { currentPassword: 'wrong1234', newPassword: 'newsecret99' },
      cookie,
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);

    const weak = await t.request('/api/account/password', {
      method: 'POST',
      json: { currentPassword: form.password, newPassword: 'short' },
      cookie,
    });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { fields: Record<string, string> }).fields.newPassword).toBe(
      MESSAGES.password,
    );

    const res = await t.request('/api/account/password', {
      method: 'POST',
      json: { currentPassword: form.password, newPassword: 'newsecret99' },
      cookie,
    });
    expect(res.status).toBe(200);
    expect(await me(cookie)).toMatchObject({ email: form.email });
    expect(await me(other)).toBeNull();
    expect((await signIn(form.email, form.password)).status).toBe(401);
    expect((await signIn(form.email, 'newsecret99')).status).toBe(200);
  });

  it('is refused without a session (401)', async () => {
    const res = await t.request('/api/account/password', {
      method: 'POST',
      json: { currentPassword: 'a', newPassword: 'newsecret99' },
    });
    expect(res.status).toBe(401);
  });
});

describe('password reset by e-mailed code', () => {
  it('sends a code by e-mail only (never over the dev outbox route); the code works once and signs every device out', async () => {
    const { form, cookie } = await register();
    const res = await requestCode(form.email);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.resetCodeSent);
    const code = await latestResetCode(form.email);

    const outbox = await t.request(`/api/dev/outbox?email=${encodeURIComponent(form.email)}`);
    expect(JSON.stringify(await outbox.json())).not.toContain(code);

    expect((await confirm(form.email, code, 'reset4567')).status).toBe(200);
    expect(await me(cookie)).toBeNull();
    expect((await signIn(form.email, form.password)).status).toBe(401);
    expect((await signIn(form.email, 'reset4567')).status).toBe(200);

    const again = await confirm(form.email, code, 'another999');
    expect(again.status).toBe(400);
    expect(((await again.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.resetCodeInvalid);
    expect((await signIn(form.email, 'reset4567')).status).toBe(200);
  });

  it('expires after 15 minutes (injected clock)', async () => {
    const { form } = await register();
    await requestCode(form.email);
    const code = await latestResetCode(form.email);
    t.clock.advance(ACCOUNT_LIMITS.resetCodeMinutes * 60_000 + 1000);
    expect((await confirm(form.email, code, 'reset4567')).status).toBe(400);
    expect((await signIn(form.email, form.password)).status).toBe(200);
  });

  it('is burnt after 5 wrong guesses, so the right code no longer works', async () => {
    const { form } = await register();
    await requestCode(form.email);
    const code = await latestResetCode(form.email);
    const wrong = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < ACCOUNT_LIMITS.resetCodeAttempts; i++) {
      expect((await confirm(form.email, wrong, 'reset4567')).status).toBe(400);
    }
    expect((await confirm(form.email, code, 'reset4567')).status).toBe(400);
  });

  it('answers an unknown address like a known one and sends nothing', async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const res = await requestCode(email);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe(ACCOUNT_MESSAGES.resetCodeSent);
    expect(await outboxFor(t.deps.database, email)).toHaveLength(0);
  });

  it('limits codes per account (3 per 15 minutes, from any address) and per client address', async () => {
    const { form } = await register();
    for (let i = 0; i < ACCOUNT_LIMITS.resetRequestsPerAccount; i++)
      expect((await requestCode(form.email)).status).toBe(200);
    const limited = await requestCode(form.email);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();

    const ip = nextIp();
    for (let i = 0; i < ACCOUNT_LIMITS.resetRequestsPerIp; i++) {
      const res = await t.request('/api/accounts/password-reset/request', {
        method: 'POST',
        json: { email: `x${i}.${ipCounter}@example.com` },
        ip,
      });
      expect(res.status).toBe(200);
    }
    const byIp = await t.request('/api/accounts/password-reset/request', {
      method: 'POST',
      json: { email: `y.${ipCounter}@example.com` },
      ip,
    });
    expect(byIp.status).toBe(429);
  });

  it('refuses a malformed code or weak password with the field message', async () => {
    const res = await confirm('a@example.com', '12ab', 'reset4567');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields.code).toBe(
      ACCOUNT_MESSAGES.resetCode,
    );
    const weak = await confirm('a@example.com', '12345678', 'short');
    expect(((await weak.json()) as { fields: Record<string, string> }).fields.password).toBe(
      MESSAGES.password,
    );
  });
});
