import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registrationForm,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../testing/test-app';
import { totpCode } from '../../../testing/totp';
import { twoFactors, users, verifications } from '../../db/schema';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { TWO_FACTOR_MESSAGES, type TwoFactorEnrolment } from '../../../shared/two-factor';
import { TWO_FACTOR_LIMITS } from '../../../shared/limits';

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.23.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The browser's cookie jar: later Set-Cookie headers replace (or, with an empty value, remove) earlier ones. */
function jar(current: string, response: Response): string {
  const cookies = new Map(
    current
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => [c.slice(0, c.indexOf('=')), c] as const),
  );
  for (const set of response.headers.getSetCookie()) {
    const pair = set.split(';')[0]!;
    const name = pair.slice(0, pair.indexOf('='));
    if (pair.endsWith('=') || /max-age=0/i.test(set)) cookies.delete(name);
    else cookies.set(name, pair);
  }
  return [...cookies.values()].join('; ');
}

async function register() {
  const form = registrationForm();
  const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
  expect(res.status).toBe(201);
  return { form, cookie: sessionCookie(res) };
}

const me = async (cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: { id: string } | null }).user;

async function enrol(cookie: string, password: string) {
  const res = await t.request('/api/account/two-factor/enable', {
    method: 'POST',
    ip: nextIp(),
    cookie,
    json: { password },
  });
  expect(res.status).toBe(200);
  return { enrolment: (await res.json()) as TwoFactorEnrolment, cookie: jar(cookie, res) };
}

/** A member with two-step verification on: the enrolment (URI, recovery codes) and a signed-in cookie. */
async function memberWithTwoFactor() {
  const { form, cookie: registered } = await register();
  const { enrolment, cookie } = await enrol(registered, form.password);
  const res = await t.request('/api/account/two-factor/verify', {
    method: 'POST',
    ip: nextIp(),
    cookie,
    json: { code: totpCode(enrolment.totpUri) },
  });
  expect(res.status).toBe(200);
  return { form, enrolment, cookie: jar(cookie, res) };
}

async function passwordStep(email: string, password: string) {
  const res = await t.request('/api/accounts/sign-in', {
    method: 'POST',
    json: { email, password },
    ip: nextIp(),
  });
  expect(res.status).toBe(200);
  return { body: (await res.json()) as { user: unknown; twoFactorRequired?: boolean }, cookie: jar('', res) };
}

const codeStep = (cookie: string, code: string, recovery = false) =>
  t.request('/api/accounts/sign-in/two-factor', {
    method: 'POST',
    cookie,
    json: { code, recovery },
    ip: nextIp(),
  });

describe('two-step verification: enrolment', () => {
  it('is off for a new member', async () => {
    const { cookie } = await register();
    const res = await t.request('/api/account/two-factor', { cookie });
    expect(await res.json()).toEqual({ enabled: false });
  });

  it('needs the password; the app secret and 10 recovery codes are shown; it is on only after a right code', async () => {
    const { form, cookie: registered } = await register();
    const wrong = await t.request('/api/account/two-factor/enable', {
      method: 'POST',
      ip: nextIp(),
      cookie: registered,
      json: { password: 'NotMyPassword1' },
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: ACCOUNT_MESSAGES.passwordWrong });

    const { enrolment, cookie } = await enrol(registered, form.password);
    expect(enrolment.totpUri).toMatch(/^otpauth:\/\/totp\/Smarty:/);
    expect(enrolment.totpUri).toContain(encodeURIComponent(form.email));
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(enrolment.recoveryCodes).toHaveLength(TWO_FACTOR_LIMITS.recoveryCodes);
    expect(new Set(enrolment.recoveryCodes).size).toBe(TWO_FACTOR_LIMITS.recoveryCodes);

    // Not on yet: a password sign-in still gives a session at once.
    expect((await passwordStep(form.email, form.password)).body.twoFactorRequired).toBeUndefined();

    const bad = await t.request('/api/account/two-factor/verify', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { code: totpCode(enrolment.totpUri, new Date(Date.now() + 10 * 60_000)) },
    });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.codeWrong });
    expect((await (await t.request('/api/account/two-factor', { cookie })).json()).enabled).toBe(false);

    const good = await t.request('/api/account/two-factor/verify', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { code: totpCode(enrolment.totpUri) },
    });
    expect(good.status).toBe(200);
    const after = jar(cookie, good);
    expect(await me(after)).not.toBeNull();
    expect(await (await t.request('/api/account/two-factor', { cookie: after })).json()).toEqual({
      enabled: true,
    });
    // Stored encrypted: neither the secret nor a recovery code is in the row as typed.
    const [row] = await t.deps.database.db
      .select()
      .from(twoFactors)
      .innerJoin(users, eq(users.id, twoFactors.userId))
      .where(eq(users.email, form.email));
    expect(row!.two_factors.secret).not.toContain(enrolment.secret);
    for (const code of enrolment.recoveryCodes) expect(row!.two_factors.backupCodes).not.toContain(code);
  });

  it('refuses a malformed code with the message, and enrolling twice once it is on', async () => {
    const { form, cookie } = await memberWithTwoFactor();
    const malformed = await t.request('/api/account/two-factor/verify', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { code: '12ab' },
    });
    expect(malformed.status).toBe(400);
    const again = await t.request('/api/account/two-factor/enable', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { password: form.password },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.alreadyOn });
  });

  it('a demo has no two-step settings', async () => {
    const demo = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: nextIp() });
    expect(demo.status).toBe(201);
    const res = await t.request('/api/account/two-factor/enable', {
      method: 'POST',
      ip: nextIp(),
      cookie: sessionCookie(demo),
      json: { password: 'whatever1' },
    });
    expect(res.status).toBe(403);
  });
});

describe('two-step verification: sign-in', () => {
  it('a right password gives no session, only the code step; the app code then signs in', async () => {
    const { form, enrolment } = await memberWithTwoFactor();
    const first = await passwordStep(form.email, form.password);
    expect(first.body).toEqual({ user: null, twoFactorRequired: true });
    expect(await me(first.cookie)).toBeNull();

    const res = await codeStep(first.cookie, totpCode(enrolment.totpUri));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string } };
    expect(body.user.email).toBe(form.email);
    expect(await me(jar(first.cookie, res))).not.toBeNull();

    // The challenge is spent: the same cookie cannot sign in a second browser.
    const replay = await codeStep(first.cookie, totpCode(enrolment.totpUri));
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.challengeExpired });
  });

  it('a wrong code is refused; after 5 wrong codes the challenge is over and a right one no longer works', async () => {
    const { form, enrolment } = await memberWithTwoFactor();
    const { cookie } = await passwordStep(form.email, form.password);
    const wrongCode = totpCode(enrolment.totpUri, new Date(Date.now() + 10 * 60_000));
    for (let i = 0; i < 5; i++) {
      const res = await codeStep(cookie, wrongCode);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.codeWrong });
    }
    const sixth = await codeStep(cookie, totpCode(enrolment.totpUri));
    expect(sixth.status).toBe(401);
    expect(await sixth.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.tooManyCodes });
  });

  it('without a password step there is no challenge to answer', async () => {
    const { enrolment } = await memberWithTwoFactor();
    const res = await codeStep('', totpCode(enrolment.totpUri));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.challengeExpired });
  });

  it('a recovery code signs in once; used again it is refused', async () => {
    const { form, enrolment } = await memberWithTwoFactor();
    const code = enrolment.recoveryCodes[0]!;
    const first = await passwordStep(form.email, form.password);
    const ok = await codeStep(first.cookie, code, true);
    expect(ok.status).toBe(200);
    expect(await me(jar(first.cookie, ok))).not.toBeNull();

    const second = await passwordStep(form.email, form.password);
    const reused = await codeStep(second.cookie, code, true);
    expect(reused.status).toBe(401);
    expect(await reused.json()).toMatchObject({ error: TWO_FACTOR_MESSAGES.recoveryCodeWrong });
    const other = await codeStep(second.cookie, enrolment.recoveryCodes[1]!, true);
    expect(other.status).toBe(200);
  });

  it('a wrong password still answers 401 without a challenge', async () => {
    const { form } = await memberWithTwoFactor();
    const res = await t.request('/api/accounts/sign-in', {
      method: 'POST',
      json: { email: form.email, password: 'Wrong-pass1' },
      ip: nextIp(),
    });
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie().join(';')).not.toContain('two_factor=');
  });
});

describe('two-step verification: new recovery codes and turning it off', () => {
  it('new recovery codes replace the old ones (password required)', async () => {
    const { form, enrolment, cookie } = await memberWithTwoFactor();
    const res = await t.request('/api/account/two-factor/recovery-codes', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { password: form.password },
    });
    expect(res.status).toBe(200);
    const { recoveryCodes } = (await res.json()) as { recoveryCodes: string[] };
    expect(recoveryCodes).toHaveLength(TWO_FACTOR_LIMITS.recoveryCodes);
    const step = await passwordStep(form.email, form.password);
    expect((await codeStep(step.cookie, enrolment.recoveryCodes[0]!, true)).status).toBe(401);
    expect((await codeStep(step.cookie, recoveryCodes[0]!, true)).status).toBe(200);
  });

  it('needs the password; once off, the password alone signs in and the secret is gone', async () => {
    const { form, cookie } = await memberWithTwoFactor();
    const wrong = await t.request('/api/account/two-factor/disable', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { password: 'NotMyPassword1' },
    });
    expect(wrong.status).toBe(400);
    const res = await t.request('/api/account/two-factor/disable', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { password: form.password },
    });
    expect(res.status).toBe(200);
    const after = jar(cookie, res);
    expect(await me(after)).not.toBeNull();
    expect(await (await t.request('/api/account/two-factor', { cookie: after })).json()).toEqual({
      enabled: false,
    });
    const step = await passwordStep(form.email, form.password);
    expect(step.body.twoFactorRequired).toBeUndefined();
    expect(await me(step.cookie)).not.toBeNull();
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, form.email));
    expect(await t.deps.database.db.select().from(twoFactors).where(eq(twoFactors.userId, user!.id))).toEqual(
      [],
    );
  });
});

describe('two-step verification: what stays closed', () => {
  it.each([
    '/api/auth/two-factor/enable',
    '/api/auth/two-factor/verify-totp',
    '/api/auth/two-factor/disable',
    '/api/auth/two-factor/send-otp',
    '/api/auth/two-factor/verify-otp',
    '/api/auth/two-factor/verify-backup-code',
    '/api/auth/two-factor/generate-backup-codes',
  ])('better-auth route %s is not served over HTTP', async (path) => {
    const { cookie } = await register();
    const res = await t.request(path, { method: 'POST', cookie, json: { password: 'x', code: '123456' } });
    expect(res.status).toBe(404);
  });

  it('in-process too, no second factor by e-mailed code exists: send-otp and method otp are refused, no code row', async () => {
    const { form, cookie } = await register();
    const headers = new Headers({ cookie, origin: TEST_ORIGIN });
    const before = (await t.deps.database.db.select().from(verifications)).length;
    const send = await t.deps.auth.api
      .sendTwoFactorOTP({ body: {}, headers, asResponse: true })
      .catch((e: { statusCode?: number }) => ({ status: e.statusCode ?? 0 }));
    expect(send.status).toBe(400);
    const otpMethod = await t.deps.auth.api
      .enableTwoFactor({ body: { password: form.password, method: 'otp' }, headers, asResponse: true })
      .catch((e: { statusCode?: number }) => ({ status: e.statusCode ?? 0 }));
    expect(otpMethod.status).toBe(400);
    expect((await t.deps.database.db.select().from(verifications)).length).toBe(before);
    const [user] = await t.deps.database.db.select().from(users).where(eq(users.email, form.email));
    expect(user!.twoFactorEnabled).toBe(false);
  });
});
