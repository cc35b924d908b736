import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registrationForm, sessionCookie, type TestApp } from '../../../testing/test-app';
import type { FakeStripe } from '../../../testing/stripe-fake';
import { startStripeTestApp, type StripeTestApp } from '../../../testing/stripe-test-app';
import { outboxFor } from '../../lib/mail/mail';
import { CUSTOMER_EMAIL_JOB } from './customer-email.service';

const card = { name: 'Grace Hopper', cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
let ipCounter = 0;
let mailCounter = 0;
const nextIp = () => `10.66.${Math.floor(++ipCounter / 200)}.${(ipCounter % 200) + 1}`;
const newAddress = () =>
  `billing-moved-${++mailCounter}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function registered(t: TestApp) {
  const form = registrationForm();
  const res = await t.request('/api/accounts/register', { method: 'POST', json: form, ip: nextIp() });
  expect(res.status).toBe(201);
  const { user } = (await res.json()) as { user: { id: string; email: string } };
  return { cookie: sessionCookie(res), user, password: form.password };
}

async function startCheckout(t: TestApp, cookie: string) {
  const res = await t.request('/api/create-checkout-session', {
    method: 'POST',
    cookie,
    json: { planLevel: 'programming' },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { sessionUrl: string }).sessionUrl;
}

/** Changes the member's e-mail address through the confirmed flow (code from the mail outbox). */
async function changeEmail(t: TestApp, cookie: string, password: string, email: string) {
  const requested = await t.request('/api/account/email/request', {
    method: 'POST',
    cookie,
    json: { email, password },
    ip: nextIp(),
  });
  expect(requested.status).toBe(200);
  const mail = (await outboxFor(t.deps.database, email)).at(-1);
  const code = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1] ?? '';
  const confirmed = await t.request('/api/account/email/confirm', {
    method: 'POST',
    cookie,
    json: { code },
    ip: nextIp(),
  });
  expect(confirmed.status).toBe(200);
}

const emailOf = async (t: TestApp, cookie: string) =>
  ((await (await t.request('/api/me', { cookie })).json()) as { user: { email: string } }).user.email;

describe('the billing customer follows an e-mail change: test checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("updates the test checkout's own record, which then reports the new address", async () => {
    const member = await registered(t);
    const id = (await startCheckout(t, member.cookie)).split('/').pop() ?? '';
    const paid = await t.request(`/api/checkout/test/${id}/pay`, {
      method: 'POST',
      cookie: member.cookie,
      json: card,
    });
    expect(paid.status).toBe(200);
    // Another user's checkout keeps its address.
    const other = await registered(t);
    await startCheckout(t, other.cookie);

    const target = newAddress();
    await changeEmail(t, member.cookie, member.password, target);
    await t.jobs.idle();
    expect(t.jobs.failures).toEqual([]);
    expect((await t.deps.billing.getCheckout(id))?.email).toBe(target);
    const rows = await t.deps.database.query<{ user_id: string; email: string }>(
      'SELECT user_id, email FROM checkout_sessions WHERE user_id IN ($1, $2)',
      [member.user.id, other.user.id],
    );
    expect(rows.filter((r) => r.user_id === member.user.id).map((r) => r.email)).toEqual([target]);
    expect(rows.filter((r) => r.user_id === other.user.id).map((r) => r.email)).toEqual([other.user.email]);
  });
});

describe('the billing customer e-mail when the job queue is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    const jobs = {
      send: async () => {
        throw new Error('the job queue is down');
      },
    };
    t = await createTestApp({}, { jobs });
  });
  afterAll(async () => {
    await t.close();
  });

  it('still changes the e-mail address (the provider keeps the old one, and the log says so)', async () => {
    const member = await registered(t);
    const target = newAddress();
    await changeEmail(t, member.cookie, member.password, target);
    expect(await emailOf(t, member.cookie)).toBe(target);
  });
});

describe('the billing customer follows an e-mail change: Stripe (local fake Stripe)', () => {
  let stripe: StripeTestApp;
  let fake: FakeStripe;
  let t: TestApp;
  beforeAll(async () => {
    stripe = await startStripeTestApp({ webhookSecret: 'whsec_customer_email' });
    ({ fake, app: t } = stripe);
  });
  afterAll(async () => {
    await stripe.close();
  });

  async function stripeSubscriber() {
    const member = await registered(t);
    const { customerId } = await stripe.subscribe(member.cookie, member.user.id);
    return { ...member, customerId };
  }

  it("sets the new address on the member's Stripe customer after the change", async () => {
    const member = await stripeSubscriber();
    const target = newAddress();
    await changeEmail(t, member.cookie, member.password, target);
    await t.jobs.idle();
    expect(t.jobs.failures).toEqual([]);
    expect(fake.customerUpdates.filter((u) => u.id === member.customerId)).toEqual([
      { id: member.customerId, email: target },
    ]);
  });

  it('asks Stripe nothing for a user without a Stripe customer', async () => {
    const member = await registered(t);
    const before = fake.customerUpdates.length;
    await changeEmail(t, member.cookie, member.password, newAddress());
    await t.jobs.idle();
    expect(t.jobs.failures).toEqual([]);
    expect(fake.customerUpdates.length).toBe(before);
  });

  it('keeps the e-mail change when Stripe fails; the job fails (to be retried) and its retry sends the newest address', async () => {
    const member = await stripeSubscriber();
    fake.failNextCustomerUpdate(500);
    const first = newAddress();
    await changeEmail(t, member.cookie, member.password, first);
    await t.jobs.idle();
    expect(await emailOf(t, member.cookie)).toBe(first);
    expect(t.jobs.failures).toHaveLength(1);
    expect(fake.customerUpdates.filter((u) => u.id === member.customerId)).toEqual([]);

    // The job queue runs it again (pg-boss retries a failed job): the address read then is the current one.
    t.jobs.failures.length = 0;
    await t.jobs.send(CUSTOMER_EMAIL_JOB, { userId: member.user.id });
    await t.jobs.idle();
    expect(t.jobs.failures).toEqual([]);
    expect(fake.customerUpdates.filter((u) => u.id === member.customerId)).toEqual([
      { id: member.customerId, email: first },
    ]);
  });
});
