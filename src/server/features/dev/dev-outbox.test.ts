import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, type TestApp } from '../../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function demoEmail(ip: string): Promise<string> {
  const res = await t.request('/api/demo-user/create', { method: 'POST', json: { ipAddress: ip }, ip });
  expect(res.status).toBe(201);
  return ((await res.json()) as { demoUser: { email: string } }).demoUser.email;
}

async function latestCode(email: string): Promise<string> {
  const res = await t.request(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  const { messages } = (await res.json()) as { messages: Array<{ subject: string; text: string }> };
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  expect(code).toBeDefined();
  return code as string;
}

describe('one-time sign-in codes through the dev outbox', () => {
  it('signs a demo in with a code sent by e-mail; a code works once', async () => {
    const email = await demoEmail('172.30.0.1');
    const sent = await t.request('/api/auth/email-otp/send-verification-otp', {
      method: 'POST',
      json: { email, type: 'sign-in' },
      ip: '172.30.0.1',
    });
    expect(sent.status).toBe(200);
    const code = await latestCode(email);
    const wrong = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      json: { email, otp: code === '000000' ? '111111' : '000000' },
      ip: '172.30.0.1',
    });
    expect(wrong.status).toBe(400);
    const res = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      json: { email, otp: code },
      ip: '172.30.0.1',
    });
    expect(res.status).toBe(200);
    const me = (await (await t.request('/api/me', { cookie: sessionCookie(res) })).json()) as {
      user: { email: string; isDemo: boolean };
    };
    expect(me.user).toMatchObject({ email, isDemo: true });
    const again = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      json: { email, otp: code },
      ip: '172.30.0.3',
    });
    expect(again.status).toBe(400);
  });

  it('resuming a demo with a code in a second browser keeps the first browser signed in and its password valid', async () => {
    const ip = '172.30.0.5';
    const created = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip });
    expect(created.status).toBe(201);
    const first = sessionCookie(created);
    const { demoUser, demoPassword } = (await created.json()) as {
      demoUser: { email: string };
      demoPassword: string;
    };
    const email = demoUser.email;
    const meOf = async (cookie: string) =>
      ((await (await t.request('/api/me', { cookie })).json()) as { user: { email: string } | null }).user;
    const passwordSignIn = () =>
      t.request('/api/accounts/sign-in', {
        method: 'POST',
        json: { email, password: demoPassword },
        ip: '172.30.0.6',
      });
    expect((await passwordSignIn()).status).toBe(200);

    // The second browser: a code from the outbox.
    expect(
      (
        await t.request('/api/auth/email-otp/send-verification-otp', {
          method: 'POST',
          json: { email, type: 'sign-in' },
          ip: '172.30.0.7',
        })
      ).status,
    ).toBe(200);
    const code = await latestCode(email);
    const second = await t.request('/api/auth/sign-in/email-otp', {
      method: 'POST',
      json: { email, otp: code },
      ip: '172.30.0.7',
    });
    expect(second.status).toBe(200);
    expect((await meOf(sessionCookie(second)))?.email).toBe(email);

    // The first browser is still signed in, and its stored password still signs it in again.
    expect((await meOf(first))?.email).toBe(email);
    expect((await passwordSignIn()).status).toBe(200);
  });

  it('shows only sign-in codes of a live demo, never other mail, and nothing once the demo is over', async () => {
    const email = await demoEmail('172.30.0.8');
    await t.deps.database.query(
      'INSERT INTO mail_outbox (id, to_address, subject, text) VALUES ($1, $2, $3, $4)',
      [crypto.randomUUID(), email, 'Welcome to Smarty Premium', 'Hi there, 123456'],
    );
    expect(
      await t.request('/api/auth/email-otp/send-verification-otp', {
        method: 'POST',
        json: { email, type: 'sign-in' },
        ip: '172.30.0.8',
      }),
    ).toHaveProperty('status', 200);
    const shown = async () =>
      (
        (await (await t.request(`/api/dev/outbox?email=${encodeURIComponent(email)}`)).json()) as {
          messages: Array<{ subject: string }>;
        }
      ).messages;
    expect((await shown()).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your Smarty sign-in code: \d{6}$/),
    ]);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect(await shown()).toEqual([]);
  });

  it('creates no account for an unknown address, and refuses a bad address', async () => {
    const res = await t.request('/api/auth/email-otp/send-verification-otp', {
      method: 'POST',
      json: { email: 'nobody@example.com', type: 'sign-in' },
      ip: '172.30.0.2',
    });
    expect(res.status).toBeLessThan(500);
    const outbox = (await (await t.request('/api/dev/outbox?email=nobody@example.com')).json()) as {
      messages: unknown[];
    };
    expect(outbox.messages).toEqual([]);
    expect((await t.request('/api/dev/outbox?email=not-an-address')).status).toBe(400);
  });
});

describe('demo session lookup', () => {
  it('says whether a live demo has the session key', async () => {
    const email = await demoEmail('172.30.0.4');
    const key = email.split('@')[0]!;
    const exists = async (k: string) =>
      (
        (await (await t.request(`/api/demo-user/session/${encodeURIComponent(k)}`)).json()) as {
          exists: boolean;
        }
      ).exists;
    expect(await exists(key)).toBe(true);
    expect(await exists('demo_doesnotexist')).toBe(false);
    expect(await exists('not a key')).toBe(false);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect(await exists(key)).toBe(false);
  });
});

describe('the dev outbox', () => {
  it('is closed in production and when mail goes through SMTP', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const smtp = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      expect((await prod.request('/api/dev/outbox?email=a@example.com')).status).toBe(404);
      expect((await smtp.request('/api/dev/outbox?email=a@example.com')).status).toBe(404);
      expect(((await (await smtp.request('/api/config')).json()) as { devOutbox: boolean }).devOutbox).toBe(
        false,
      );
      expect(((await (await t.request('/api/config')).json()) as { devOutbox: boolean }).devOutbox).toBe(
        true,
      );
    } finally {
      await prod.close();
      await smtp.close();
    }
  });
});
