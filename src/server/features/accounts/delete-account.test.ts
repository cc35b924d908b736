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
import { fileKeysOfUsers } from '../research/pdf-files';
import { outboxFor } from '../../lib/mail/mail';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { startFakeStripe, subscriptionEvent, type FakeStripe } from '../../../testing/stripe-fake';
import { createStripeBilling, signStripePayload } from '../../lib/billing/stripe-billing';

const card = { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.70.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function member(form = registrationForm()) {
  const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string } };
  const cookie = sessionCookie(res);
  const started = await t.request('/api/create-checkout-session', {
    method: 'POST',
    cookie,
    json: { planLevel: 'programming' },
  });
  const id = ((await started.json()) as { sessionUrl: string }).sessionUrl.split('/').pop() ?? '';
  expect(
    (await t.request(`/api/checkout/test/${id}/pay`, { method: 'POST', cookie, json: card })).status,
  ).toBe(200);
  return { form, cookie, id: user.id };
}

async function upload(cookie: string, pdf: Uint8Array, title: string) {
  const body = new FormData();
  body.set('file', new Blob([pdf as BlobPart], { type: 'application/pdf' }), 'paper.pdf');
  body.set('title', title);
  const res = await t.request('/api/research/uploads', {
    method: 'POST',
    cookie,
    body,
    headers: { origin: TEST_ORIGIN },
  });
  expect(res.status).toBe(201);
}

const deleteAccount = (cookie: string, password: string) =>
  t.request('/api/account/delete', { method: 'POST', cookie, json: { password } });

describe('deleting an account', () => {
  it('needs the password, then leaves no row of the user in any table and no file only it referenced', async () => {
    const alice = await member();
    const bob = await member();
    const essay = await t.request('/api/essays', {
      method: 'POST',
      cookie: alice.cookie,
      json: { title: 'On engines', content: '<p>Analytical engine notes</p>' },
    });
    expect(essay.status).toBe(201);
    const own = await makePdf([['Alice only', 'A paper nobody else has']], { title: 'Alice only' });
    const shared = await makePdf([['Shared paper', 'Both of them uploaded it']], { title: 'Shared' });
    await upload(alice.cookie, own, 'Alice only');
    await upload(alice.cookie, shared, 'Shared');
    await upload(bob.cookie, shared, 'Shared');
    const aliceFiles = await fileKeysOfUsers(t.deps, [alice.id]);
    const bobFiles = await fileKeysOfUsers(t.deps, [bob.id]);
    expect(aliceFiles).toHaveLength(2);
    const sharedKey = aliceFiles.find((key) => bobFiles.includes(key));
    const ownKey = aliceFiles.find((key) => key !== sharedKey);
    expect(sharedKey).toBeDefined();
    expect(Object.keys(await rowsOwnedBy(t.deps.database, alice.id))).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'essays',
        'subscriptions',
        'checkout_sessions',
      ]),
    );

    const wrong = await deleteAccount(alice.cookie, 'not-my-password1');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.passwordWrong);
    expect(Object.keys(await rowsOwnedBy(t.deps.database, alice.id))).toContain('essays');

    const res = await deleteAccount(alice.cookie, alice.form.password);
    expect(res.status).toBe(200);
    expect(await rowsOwnedBy(t.deps.database, alice.id)).toEqual({});
    expect(await t.deps.storage.exists(ownKey as string)).toBe(false);
    expect(await t.deps.storage.exists(sharedKey as string)).toBe(true);
    expect(Object.keys(await rowsOwnedBy(t.deps.database, bob.id))).toEqual(
      expect.arrayContaining(['users', 'subscriptions']),
    );

    const me = (await (await t.request('/api/me', { cookie: alice.cookie })).json()) as { user: unknown };
    expect(me.user).toBeNull();
    const mails = await outboxFor(t.deps.database, alice.form.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Smarty account was deleted']);
  });

  it('lets the e-mail and username register again', async () => {
    const first = await member();
    expect((await deleteAccount(first.cookie, first.form.password)).status).toBe(200);
    const again = await t.request('/api/accounts/register', {
      method: 'POST',
      json: first.form,
      ip: nextIp(),
    });
    expect(again.status).toBe(201);
  });

  it('is refused for a visitor (401) and a demo (403)', async () => {
    expect((await deleteAccount('', 'whatever1')).status).toBe(401);
    const demo = await t.request('/api/demo-user/create', { method: 'POST', json: {}, ip: nextIp() });
    expect((await deleteAccount(sessionCookie(demo), 'whatever1')).status).toBe(403);
  });
});

describe('deleting an account billed through Stripe (local fake Stripe)', () => {
  const webhookSecret = 'whsec_delete_account_test';
  let fake: FakeStripe;
  let s: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    const billing = createStripeBilling({
      secretKey: 'sk_test_fake',
      webhookSecret,
      priceIds: {},
      api: { host: '127.0.0.1', port: fake.port, protocol: 'http' },
    });
    s = await createTestApp({}, { billing });
  });
  afterAll(async () => {
    await s.close();
    await fake.close();
  });

  /** A member who paid at (fake) Stripe; the success page reconciles the checkout as the webhook would. */
  async function stripeMember() {
    const form = registrationForm();
    const res = await s.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string } };
    const cookie = sessionCookie(res);
    const started = await s.request('/api/create-checkout-session', {
      method: 'POST',
      cookie,
      json: { planLevel: 'programming' },
    });
    expect(started.status).toBe(200);
    const open = fake.openSessionsOf(user.id)[0] ?? '';
    const subscriptionId = fake.complete(open);
    expect((await s.request(`/api/get-user-email-from-session?session_id=${open}`, { cookie })).status).toBe(
      200,
    );
    return { form, cookie, id: user.id, subscriptionId };
  }

  function deliver(event: object) {
    const payload = JSON.stringify(event);
    return s.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signStripePayload(payload, webhookSecret),
      },
    });
  }

  const cancellations = (subscriptionId: string) =>
    fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const remove = (cookie: string, password: string) =>
    s.request('/api/account/delete', { method: 'POST', cookie, json: { password } });

  it('cancels the subscription at Stripe, then deletes the account', async () => {
    const alice = await stripeMember();
    const bob = await stripeMember();
    expect(cancellations(alice.subscriptionId)).toHaveLength(0);

    expect((await remove(alice.cookie, alice.form.password)).status).toBe(200);
    expect(cancellations(alice.subscriptionId)).toHaveLength(1);
    expect(fake.canceledSubscriptions).toContain(alice.subscriptionId);
    expect(fake.refundedPaymentIntents).not.toContain(`pi_fake_${alice.subscriptionId}`);
    expect(fake.canceledSubscriptions).not.toContain(bob.subscriptionId);
    expect(await rowsOwnedBy(s.deps.database, alice.id)).toEqual({});
    expect(Object.keys(await rowsOwnedBy(s.deps.database, bob.id))).toContain('subscriptions');
  });

  it('cancels a past-due subscription too: Stripe would go on retrying the payment', async () => {
    const dave = await stripeMember();
    expect((await deliver(subscriptionEvent('updated', dave.subscriptionId, 'past_due'))).status).toBe(200);
    const rows = await s.deps.database.query<{ status: string }>(
      'SELECT status FROM subscriptions WHERE user_id = $1',
      [dave.id],
    );
    expect(rows.map((r) => r.status)).toEqual(['past_due']);

    expect((await remove(dave.cookie, dave.form.password)).status).toBe(200);
    expect(cancellations(dave.subscriptionId)).toHaveLength(1);
    expect(await rowsOwnedBy(s.deps.database, dave.id)).toEqual({});
  });

  it('keeps the account and every row when Stripe refuses the cancellation', async () => {
    const carol = await stripeMember();
    const before = await rowsOwnedBy(s.deps.database, carol.id);
    fake.failNextSubscriptionCancel(500);
    const res = await remove(carol.cookie, carol.form.password);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.billingFailed);
    expect(await rowsOwnedBy(s.deps.database, carol.id)).toEqual(before);
    expect(fake.canceledSubscriptions).not.toContain(carol.subscriptionId);
  });
});
