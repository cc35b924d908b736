import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import { outboxFor } from '../../lib/mail/mail';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { EMAIL_CHANGE_MESSAGES } from '../../../shared/email-change';
import { MESSAGES } from '../../../shared/messages';
import { EMAIL_CHANGE_LIMITS } from '../../../shared/limits';

let t: TestApp;
let ipCounter = 0;
let mailCounter = 0;
const nextIp = () => `10.24.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;
const newAddress = () => `moved-${Date.now()}-${++mailCounter}@example.com`;

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

const me = async (cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: { email: string } | null }).user;

const request = (cookie: string, email: string, password: string) =>
  t.request('/api/account/email/request', {
    method: 'POST',
    cookie,
    json: { email, password },
    ip: nextIp(),
  });

const confirm = (cookie: string, code: string) =>
  t.request('/api/account/email/confirm', { method: 'POST', cookie, json: { code }, ip: nextIp() });

/** The code of the latest confirmation e-mail to `email`, read from the mail outbox table (where SMTP picks it up). */
async function latestCode(email: string): Promise<string> {
  const mails = (await outboxFor(t.deps.database, email)).filter((m) =>
    m.subject.includes('new Smarty e-mail'),
  );
  const code = /\b(\d{8})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
  expect(code).toMatch(/^\d{8}$/);
  return code as string;
}

const signIn = (email: string, password: string) =>
  t.request('/api/accounts/sign-in', { method: 'POST', json: { email, password }, ip: nextIp() });

describe('changing the e-mail address', () => {
  it('sends a code to the new address only; the account keeps its address until the code is entered', async () => {
    const { form, cookie } = await register();
    const target = newAddress();
    const res = await request(cookie, target.toUpperCase(), form.password);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      email: target,
      message: EMAIL_CHANGE_MESSAGES.codeSent(target),
    });
    const code = await latestCode(target);
    expect((await outboxFor(t.deps.database, form.email)).some((m) => m.text.includes(code))).toBe(false);
    expect((await me(cookie))?.email).toBe(form.email);
    // The dev outbox never shows it: only a live demo's sign-in codes are readable over HTTP.
    const outbox = await t.request(`/api/dev/outbox?email=${encodeURIComponent(target)}`);
    expect(await outbox.json()).toEqual({ messages: [] });

    const ok = await confirm(cookie, code);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      user: { email: target },
      message: EMAIL_CHANGE_MESSAGES.changed(target),
    });
    expect((await me(cookie))?.email).toBe(target);
    // The old address is told, and sign-in works with the new address only.
    expect(
      (await outboxFor(t.deps.database, form.email)).some((m) => m.subject.includes('was changed')),
    ).toBe(true);
    expect((await signIn(target, form.password)).status).toBe(200);
    expect((await signIn(form.email, form.password)).status).toBe(401);
    // The code worked once.
    expect((await confirm(cookie, code)).status).toBe(400);
  });

  it('needs the password and refuses the own address, an invalid one, a demo address and a taken one', async () => {
    const { form, cookie } = await register();
    const other = await register();
    const wrong = await request(cookie, newAddress(), 'NotMyPassword1');
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { password: ACCOUNT_MESSAGES.passwordWrong } });
    const same = await request(cookie, form.email, form.password);
    expect(await same.json()).toMatchObject({ fields: { email: EMAIL_CHANGE_MESSAGES.sameEmail } });
    for (const bad of ['not-an-email', 'demo_abc@demo.smarty.invalid']) {
      const res = await request(cookie, bad, form.password);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { email: MESSAGES.email } });
    }
    const taken = await request(cookie, other.form.email, form.password);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ error: MESSAGES.emailTaken });
    expect(await outboxFor(t.deps.database, other.form.email)).toHaveLength(0);
  });

  it('a code expires after 15 minutes; 5 wrong guesses burn it', async () => {
    const { form, cookie } = await register();
    const late = newAddress();
    expect((await request(cookie, late, form.password)).status).toBe(200);
    const lateCode = await latestCode(late);
    t.clock.advance(EMAIL_CHANGE_LIMITS.codeMinutes * 60_000 + 1000);
    const expired = await confirm(cookie, lateCode);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: EMAIL_CHANGE_MESSAGES.codeInvalid });

    const guessed = newAddress();
    expect((await request(cookie, guessed, form.password)).status).toBe(200);
    const code = await latestCode(guessed);
    const wrongCode = code === '00000000' ? '11111111' : '00000000';
    for (let i = 0; i < EMAIL_CHANGE_LIMITS.codeAttempts; i++)
      expect((await confirm(cookie, wrongCode)).status).toBe(400);
    expect((await confirm(cookie, code)).status).toBe(400);
    expect((await me(cookie))?.email).toBe(form.email);
  });

  it('a new request replaces the previous code; 3 requests per 15 minutes', async () => {
    const { form, cookie } = await register();
    const first = newAddress();
    const second = newAddress();
    await request(cookie, first, form.password);
    const firstCode = await latestCode(first);
    await request(cookie, second, form.password);
    const secondCode = await latestCode(second);
    if (firstCode !== secondCode) expect((await confirm(cookie, firstCode)).status).toBe(400);
    expect((await request(cookie, newAddress(), form.password)).status).toBe(200);
    const fourth = await request(cookie, newAddress(), form.password);
    expect(fourth.status).toBe(429);
    expect(await fourth.json()).toMatchObject({ error: EMAIL_CHANGE_MESSAGES.tooManyRequests(15) });
  });

  it('if the new address is registered before the code is entered, nothing changes (409)', async () => {
    const { form, cookie } = await register();
    const target = newAddress();
    await request(cookie, target, form.password);
    const code = await latestCode(target);
    const squatter = registrationForm({ email: target });
    expect(
      (await t.request('/api/accounts/register', { method: 'POST', json: squatter, ip: nextIp() })).status,
    ).toBe(201);
    const res = await confirm(cookie, code);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: MESSAGES.emailTaken });
    expect((await me(cookie))?.email).toBe(form.email);
  });

  it('a demo cannot change its address', async () => {
    const demo = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: nextIp() });
    const res = await request(sessionCookie(demo), newAddress(), 'whatever1');
    expect(res.status).toBe(403);
  });
});
