import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  registrationForm,
  sessionCookie,
  TEST_ORIGIN,
  type TestApp,
} from '../../../testing/test-app';
import { rowsOwnedBy, tracesOf } from '../../../testing/owned-rows';
import { makePdf } from '../../../testing/pdf-factory';
import { pathFromText } from '../../../testing/study-helpers';
import { fileKeysOfUsers } from '../research/pdf-files';
import { outboxFor } from '../../lib/mail/mail';
import { ACCOUNT_MESSAGES } from '../../../shared/account-settings';
import { BILLING_MESSAGES } from '../../../shared/messages';
import type { TwoFactorEnrolment } from '../../../shared/two-factor';
import { totpCode } from '../../../testing/totp';
import { paidCheckoutEvent, subscriptionEvent, type FakeStripe } from '../../../testing/stripe-fake';
import { startStripeTestApp, type StripeTestApp } from '../../../testing/stripe-test-app';

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
    // a study path from her notes: its topics' subtopics are rows of hers too
    const notes = await pathFromText(t, alice, '# Engines\n\nSteam.\n\n## Boilers\n\nWater is heated.');
    expect(notes.topics[0]?.subtopics.map((s) => s.title)).toEqual(['Boilers']);
    const aliceFiles = await fileKeysOfUsers(t.deps, [alice.id]);
    const bobFiles = await fileKeysOfUsers(t.deps, [bob.id]);
    expect(aliceFiles).toHaveLength(2);
    const sharedKey = aliceFiles.find((key) => bobFiles.includes(key));
    const ownKey = aliceFiles.find((key) => key !== sharedKey);
    expect(sharedKey).toBeDefined();
    // Rows no foreign key ties to her: a pending password-reset code, a pending e-mail change, rate-limit counters.
    const reset = await t.request('/api/accounts/password-reset/request', {
      method: 'POST',
      json: { email: alice.form.email },
      ip: nextIp(),
    });
    expect(reset.status).toBe(200);
    const change = await t.request('/api/account/email/request', {
      method: 'POST',
      cookie: alice.cookie,
      json: { email: `new-${alice.form.email}`, password: alice.form.password },
      ip: nextIp(),
    });
    expect(change.status).toBe(200);
    const owned = await rowsOwnedBy(t.deps.database, alice.id);
    expect(Object.keys(owned)).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'accounts',
        'essays',
        'subscriptions',
        'checkout_sessions',
        'rate_limits',
        'study_paths',
        'study_path_topics',
        'study_path_subtopics',
      ]),
    );
    expect(owned.verifications).toBe(2);
    const traces = await tracesOf(t.deps.database, alice.id);

    const wrong = await deleteAccount(alice.cookie, 'not-my-password1');
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.passwordWrong);
    expect(Object.keys(await rowsOwnedBy(t.deps.database, alice.id))).toContain('essays');

    const res = await deleteAccount(alice.cookie, alice.form.password);
    expect(res.status).toBe(200);
    expect(await rowsOwnedBy(t.deps.database, alice.id, traces)).toEqual({});
    expect(await t.deps.storage.exists(ownKey as string)).toBe(false);
    expect(await t.deps.storage.exists(sharedKey as string)).toBe(true);
    expect(Object.keys(await rowsOwnedBy(t.deps.database, bob.id))).toEqual(
      expect.arrayContaining(['users', 'subscriptions']),
    );

    const me = (await (await t.request('/api/me', { cookie: alice.cookie })).json()) as { user: unknown };
    expect(me.user).toBeNull();
    const mails = await outboxFor(t.deps.database, alice.form.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Smarty account was deleted']);
    // the code mailed to the address she was changing to goes too: it was hers, and it names her account
    expect(await outboxFor(t.deps.database, `new-${alice.form.email}`)).toEqual([]);
  });

  it('removes a half-done two-step sign-in (better-auth keeps the user id in verifications) too', async () => {
    const dora = await member();
    const enable = await t.request('/api/account/two-factor/enable', {
      method: 'POST',
      ip: nextIp(),
      cookie: dora.cookie,
      json: { password: dora.form.password },
    });
    expect(enable.status).toBe(200);
    const enrolment = (await enable.json()) as TwoFactorEnrolment;
    const cookie = enable.headers.getSetCookie().length > 0 ? sessionCookie(enable) : dora.cookie;
    const verify = await t.request('/api/account/two-factor/verify', {
      method: 'POST',
      ip: nextIp(),
      cookie,
      json: { code: totpCode(enrolment.totpUri) },
    });
    expect(verify.status).toBe(200);
    const signedIn = verify.headers.getSetCookie().length > 0 ? sessionCookie(verify) : cookie;
    // Another device gets as far as the code step: a pending challenge naming her.
    const passwordStep = await t.request('/api/accounts/sign-in', {
      method: 'POST',
      json: { email: dora.form.email, password: dora.form.password },
      ip: nextIp(),
    });
    expect(((await passwordStep.json()) as { twoFactorRequired?: boolean }).twoFactorRequired).toBe(true);
    const challenges = await t.deps.database.query<{ identifier: string }>(
      'SELECT identifier FROM verifications WHERE value = $1',
      [dora.id],
    );
    expect(challenges).toHaveLength(1);
    const traces = await tracesOf(t.deps.database, dora.id);

    expect((await deleteAccount(signedIn, dora.form.password)).status).toBe(200);
    expect(await rowsOwnedBy(t.deps.database, dora.id, traces)).toEqual({});
    const attempts = await t.deps.database.query(
      "SELECT 1 FROM verifications WHERE identifier = '2fa-attempts-' || $1",
      [challenges[0]?.identifier ?? ''],
    );
    expect(attempts).toEqual([]);
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
  let stripe: StripeTestApp;
  let s: TestApp;
  let fake: FakeStripe;
  beforeAll(async () => {
    stripe = await startStripeTestApp({ webhookSecret: 'whsec_delete_account_test' });
    ({ app: s, fake } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
  });

  /** A registered member with an open checkout at (fake) Stripe, not paid. */
  async function checkingOut(planLevel = 'programming') {
    const form = registrationForm();
    const res = await s.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string } };
    const cookie = sessionCookie(res);
    expect((await startCheckout(cookie, planLevel)).status).toBe(200);
    return { form, cookie, id: user.id, checkoutId: fake.openSessionsOf(user.id)[0] ?? '' };
  }
  const startCheckout = (cookie: string, planLevel: string) =>
    s.request('/api/create-checkout-session', { method: 'POST', cookie, json: { planLevel } });

  /** A member who paid at (fake) Stripe; the success page reconciles the checkout as the webhook would. */
  async function stripeMember() {
    const form = registrationForm();
    const res = await s.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
    expect(res.status).toBe(201);
    const { user } = (await res.json()) as { user: { id: string } };
    const cookie = sessionCookie(res);
    const { subscriptionId } = await stripe.subscribe(cookie, user.id);
    return { form, cookie, id: user.id, subscriptionId };
  }

  const deliver = (event: object) => stripe.deliver(event);
  const cancellations = (subscriptionId: string) =>
    fake.requests.filter((r) => r.method === 'DELETE' && r.path === `/v1/subscriptions/${subscriptionId}`);
  const remove = (cookie: string, password: string) =>
    s.request('/api/account/delete', { method: 'POST', cookie, json: { password } });

  it('cancels the subscription at Stripe, then deletes the account', async () => {
    const alice = await stripeMember();
    const bob = await stripeMember();
    expect(cancellations(alice.subscriptionId)).toHaveLength(0);
    // A provider event parked under her subscription's id (no foreign key: parked events wait for a subscription).
    await s.deps.database.query(
      `INSERT INTO billing_parked_events (event_id, provider_subscription_id, status, occurred_at)
       VALUES ($1, $2, 'active', now())`,
      [`evt_parked_${alice.id}`, alice.subscriptionId],
    );
    const traces = await tracesOf(s.deps.database, alice.id);
    expect((await rowsOwnedBy(s.deps.database, alice.id)).billing_parked_events).toBe(1);

    expect((await remove(alice.cookie, alice.form.password)).status).toBe(200);
    expect(cancellations(alice.subscriptionId)).toHaveLength(1);
    expect(fake.canceledSubscriptions).toContain(alice.subscriptionId);
    expect(fake.refundedPaymentIntents).not.toContain(`pi_fake_${alice.subscriptionId}`);
    expect(fake.canceledSubscriptions).not.toContain(bob.subscriptionId);
    expect(await rowsOwnedBy(s.deps.database, alice.id, traces)).toEqual({});
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

  it('expires an open checkout at Stripe, so a tab left on the payment page cannot pay for a deleted account', async () => {
    const erin = await checkingOut();
    expect(fake.status(erin.checkoutId)).toBe('open');
    expect((await remove(erin.cookie, erin.form.password)).status).toBe(200);
    expect(fake.status(erin.checkoutId)).toBe('expired');
    expect(() => fake.complete(erin.checkoutId)).toThrow(/cannot be paid/);
    expect(await rowsOwnedBy(s.deps.database, erin.id)).toEqual({});
  });

  it('cancels and refunds a checkout paid at Stripe whose completion had not reached us; its late webhook changes nothing', async () => {
    const frank = await checkingOut();
    const subscriptionId = fake.complete(frank.checkoutId);
    expect((await remove(frank.cookie, frank.form.password)).status).toBe(200);
    expect(fake.canceledSubscriptions).toContain(subscriptionId);
    expect(fake.refundedPaymentIntents).toContain(`pi_fake_${subscriptionId}`);
    const late = await deliver(paidCheckoutEvent(frank.checkoutId, subscriptionId));
    expect(late.status).toBe(200);
    expect(((await late.json()) as { outcome: string }).outcome).toBe('unknown_checkout');
    expect(await rowsOwnedBy(s.deps.database, frank.id)).toEqual({});
    const kept = await s.deps.database.query(
      'SELECT 1 FROM subscriptions WHERE provider_subscription_id = $1',
      [subscriptionId],
    );
    expect(kept).toHaveLength(0);
  });

  it('settles again when a checkout is started in another tab during the deletion, so none is left open', async () => {
    const gina = await checkingOut();
    const original = s.deps.billing.expireCheckout.bind(s.deps.billing);
    let second = '';
    // while the deletion expires her first checkout, another tab starts one for another plan
    const expire = vi.spyOn(s.deps.billing, 'expireCheckout').mockImplementationOnce(async (id) => {
      expect((await startCheckout(gina.cookie, 'math')).status).toBe(200);
      second = fake.openSessionsOf(gina.id).find((x) => x !== id) ?? '';
      return original(id);
    });
    try {
      expect((await remove(gina.cookie, gina.form.password)).status).toBe(200);
    } finally {
      expire.mockRestore();
    }
    expect(second).not.toBe('');
    expect(fake.status(gina.checkoutId)).toBe('expired');
    expect(fake.status(second)).toBe('expired');
    expect(await rowsOwnedBy(s.deps.database, gina.id)).toEqual({});
  });

  it('deletes nothing and says why when checkouts keep being started during the deletion', async () => {
    const hal = await checkingOut();
    const before = await rowsOwnedBy(s.deps.database, hal.id);
    const original = s.deps.billing.expireCheckout.bind(s.deps.billing);
    const plans = ['math', 'programming', 'math', 'programming'];
    const expire = vi.spyOn(s.deps.billing, 'expireCheckout').mockImplementation(async (id) => {
      const plan = plans.shift();
      if (plan) expect((await startCheckout(hal.cookie, plan)).status).toBe(200);
      return original(id);
    });
    let res: Response;
    try {
      res = await remove(hal.cookie, hal.form.password);
    } finally {
      expire.mockRestore();
    }
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.deletionRaced);
    // still there: every kind of row she had (the password check adds a rate-limit counter; checkouts were added)
    const after = await rowsOwnedBy(s.deps.database, hal.id);
    expect(after.users).toBe(1);
    expect(Object.keys(after).filter((k) => k !== 'rate_limits')).toEqual(
      Object.keys(before).filter((k) => k !== 'rate_limits'),
    );
    expect(after.checkout_sessions).toBeGreaterThan(before.checkout_sessions ?? 0);
  });

  it('expires a checkout Stripe made while the account was being deleted, and answers a clear 409', async () => {
    const form = registrationForm();
    const res = await s.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
    const { user } = (await res.json()) as { user: { id: string } };
    const cookie = sessionCookie(res);
    const original = s.deps.billing.createCheckout.bind(s.deps.billing);
    let made = '';
    const create = vi.spyOn(s.deps.billing, 'createCheckout').mockImplementationOnce(async (request) => {
      const created = await original(request);
      made = created.id;
      expect((await remove(cookie, form.password)).status).toBe(200);
      return created;
    });
    let started: Response;
    try {
      started = await startCheckout(cookie, 'programming');
    } finally {
      create.mockRestore();
    }
    expect(started.status).toBe(409);
    expect(((await started.json()) as { error: string }).error).toBe(BILLING_MESSAGES.checkoutFailed);
    expect(fake.status(made)).toBe('expired');
    expect(await rowsOwnedBy(s.deps.database, user.id)).toEqual({});
  });

  it('keeps the account and every row when Stripe refuses the cancellation', async () => {
    const carol = await stripeMember();
    // The password check counts an attempt (a rate-limit row): everything else must stay as it was.
    const withoutCounters = ({ rate_limits: _counters, ...rows }: Record<string, number>) => rows;
    const before = withoutCounters(await rowsOwnedBy(s.deps.database, carol.id));
    fake.failNextSubscriptionCancel(500);
    const res = await remove(carol.cookie, carol.form.password);
    expect(res.status).toBe(502);
    expect(((await res.json()) as { error: string }).error).toBe(ACCOUNT_MESSAGES.billingFailed);
    expect(withoutCounters(await rowsOwnedBy(s.deps.database, carol.id))).toEqual(before);
    expect(fake.canceledSubscriptions).not.toContain(carol.subscriptionId);
  });
});
