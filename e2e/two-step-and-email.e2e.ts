import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { totpCode } from '../src/testing/totp';
import { uniqueUser, type Visitor } from './support/browser';
import { startControlledServer } from './support/server';
import {
  fillRegistration,
  openLanding,
  openRegistration,
  openSignIn,
  payCheckoutViaApi,
  storedDemoKeys,
  waitForPathPrefix,
  startCheckoutViaApi,
  useBrowser,
  waitForPath,
  type UserValues,
} from './support/site';

const site = useBrowser();
let server: Awaited<ReturnType<typeof startControlledServer>>;

beforeAll(async () => {
  server = await startControlledServer();
}, 120_000);
afterAll(async () => {
  await server.stop();
});

/** Registers and pays through the visitor's own context: a signed-in subscriber on the controlled server. */
async function subscribe(visitor: Visitor, user: UserValues = uniqueUser()): Promise<UserValues> {
  const res = await visitor.context.request.post('/api/accounts/register', {
    data: { ...user, plan_type: 'programming' },
    headers: { origin: visitor.baseUrl },
  });
  if (res.status() !== 201) throw new Error(`Registration failed: ${res.status()} ${await res.text()}`);
  await payCheckoutViaApi(visitor, await startCheckoutViaApi(visitor));
  return user;
}

async function openSettings(page: Page, user: UserValues) {
  await page.goto('/app');
  await page.getByRole('button', { name: `Profile: ${user.first_name} ${user.last_name}` }).click();
  await page.getByRole('link', { name: 'Account settings' }).click();
  await waitForPath(page, '/app/settings');
  await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
}

/** The e-mail of the account the visitor's browser is signed in to (null when signed out). */
async function signedInEmail(visitor: Visitor): Promise<string | null> {
  const body = (await (await visitor.context.request.get('/api/me')).json()) as {
    user: { email: string } | null;
  };
  return body.user?.email ?? null;
}

/** The code an authenticator app would show for the key the settings page displays. */
const appCode = (key: string, at = new Date()) => totpCode(`otpauth://totp/Smarty:x?secret=${key}`, at);

/** The latest 8-digit code mailed to `email` with `subject`, read from the mail_outbox table by the control port. */
async function mailedCode(email: string, subject: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const mail = (await server.control.mail(email)).filter((m) => m.subject === subject).at(-1);
      const code = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1];
      if (!code) throw new Error(`No code was mailed to ${email}`);
      return code;
    },
    { timeout: 5_000, interval: 100 },
  );
}

describe('two-step verification', () => {
  it('is set up with the app code, then sign-in asks for a code (app or recovery) after the password', async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const user = await subscribe(visitor);
    const { page } = visitor;
    await openSettings(page, user);
    const section = page.getByRole('region', { name: 'Two-step verification' });
    await section.getByText('Two-step verification is off.').waitFor();
    await section.getByLabel('Password').fill(user.password);
    await section.getByRole('button', { name: 'Set up two-step verification' }).click();
    await section.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const key = ((await section.locator('code').textContent()) ?? '').trim();
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const recoveryCodes = await section
      .getByRole('list', { name: 'Recovery codes' })
      .getByRole('listitem')
      .allTextContents();
    expect(recoveryCodes).toHaveLength(10);

    await section.getByLabel('Code from the app').fill('12');
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await section.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
    await section.getByLabel('Code from the app').fill(appCode(key));
    await section.getByRole('button', { name: 'Turn on two-step verification' }).click();
    await section
      .getByText('Two-step verification is on. Keep your recovery codes somewhere safe.')
      .waitFor();
    await section.getByText('Two-step verification is on.', { exact: true }).waitFor();

    // Another browser: the right password is not enough; the code finishes the sign-in.
    const other = await site.visitor({ baseUrl: server.baseUrl });
    await openLanding(other.page);
    const modal = await openSignIn(other.page);
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    const step = other.page.getByRole('dialog', { name: 'Two-Step Verification' });
    await step.waitFor();
    expect(await signedInEmail(other)).toBeNull();
    await step.getByLabel('6-digit code').fill(appCode(key, new Date(Date.now() + 10 * 60_000)));
    await step.getByRole('button', { name: 'Verify' }).click();
    await step
      .getByText('That code is not right. Check the time on your phone and enter the newest code.')
      .waitFor();
    await step.getByLabel('6-digit code').fill(appCode(key));
    await step.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(other.page, '/app');
    expect(await signedInEmail(other)).toBe(user.email.toLowerCase());

    // A third browser signs in with a recovery code instead.
    const third = await site.visitor({ baseUrl: server.baseUrl });
    await openLanding(third.page);
    const modal3 = await openSignIn(third.page);
    await modal3.getByLabel('Email').fill(user.email);
    await modal3.getByLabel('Password').fill(user.password);
    await modal3.getByRole('button', { name: 'Sign In', exact: true }).click();
    const step3 = third.page.getByRole('dialog', { name: 'Two-Step Verification' });
    await step3.getByRole('button', { name: 'Use a recovery code' }).click();
    await step3.getByLabel('Recovery code').fill(recoveryCodes[0]!);
    await step3.getByRole('button', { name: 'Verify' }).click();
    await waitForPath(third.page, '/app');
    expect(await signedInEmail(third)).toBe(user.email.toLowerCase());

    // Turned off with the password.
    await section.getByLabel('Password').fill(user.password);
    await section.getByRole('button', { name: 'Turn off two-step verification' }).click();
    await section
      .getByText('Two-step verification turned off: sign-in asks for your password only.')
      .waitFor();
    await section.getByText('Two-step verification is off.', { exact: true }).waitFor();
  });
});

describe('e-mail change', () => {
  it('sends a code to the new address; the address changes only once it is entered', async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const user = await subscribe(visitor);
    const { page } = visitor;
    await openSettings(page, user);
    const section = page.getByRole('region', { name: 'E-mail address' });
    const next = uniqueUser().email;
    await section.getByLabel('New e-mail').fill('not-an-email');
    await section.getByLabel('Password').fill(user.password);
    await section.getByRole('button', { name: 'Send code to the new address' }).click();
    await section.getByText('Invalid email').waitFor();
    await section.getByLabel('New e-mail').fill(next);
    await section.getByRole('button', { name: 'Send code to the new address' }).click();
    await section.getByText(`We sent a code to ${next.toLowerCase()}.`, { exact: false }).waitFor();
    await page.getByText(`Signed in as ${user.email}`).waitFor();

    const code = await mailedCode(next.toLowerCase(), 'Confirm your new Smarty e-mail address');
    await section.getByLabel('Code from the e-mail').fill(code);
    await section.getByRole('button', { name: 'Confirm new e-mail' }).click();
    await section.getByText(`Your e-mail address is now ${next.toLowerCase()}.`).waitFor();
    await page.getByText(`Signed in as ${next.toLowerCase()}`).waitFor();
  });
});

describe('billing history and plan change', () => {
  it('lists the test payment as a receipt and changes the plan', async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const user = await subscribe(visitor);
    const { page } = visitor;
    await openSettings(page, user);
    const billing = page.getByRole('region', { name: 'Billing' });
    const receipts = billing.getByRole('list', { name: 'Invoices and receipts' });
    await receipts.getByText('Programming Pro — first month (test checkout)').waitFor();
    await receipts.getByText('$19.99').waitFor();
    await receipts.getByText('Paid', { exact: true }).waitFor();

    await billing.getByLabel('Change plan').selectOption({ label: 'Math Master' });
    await billing.getByRole('button', { name: 'Change plan' }).click();
    await billing.getByText('Your plan is now Math Master. The price stays the same.').waitFor();
    await page.reload();
    await page
      .getByRole('region', { name: 'Billing' })
      .getByRole('definition')
      .filter({ hasText: /^Math Master$/ })
      .waitFor();
  });
});

describe('upgrading from a demo', () => {
  it("keeps the demo's essay in the new account and clears the demo from the browser", async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const { page, context } = visitor;
    await openLanding(page);
    await page.getByRole('button', { name: 'Try Free Demo' }).click();
    await waitForPath(page, '/demo');
    expect((await storedDemoKeys(page)).length).toBeGreaterThan(0);
    const created = await context.request.post('/api/essays', {
      data: { title: 'Tides written during the demo' },
      headers: { origin: visitor.baseUrl },
    });
    expect(created.status()).toBe(201);

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    const modal = await openRegistration(page, 'Programming Pro');
    const user = uniqueUser();
    await fillRegistration(modal, user);
    await modal.getByRole('button', { name: 'Register & Continue to Payment' }).click();
    await waitForPathPrefix(page, '/checkout/test/');
    expect(await storedDemoKeys(page)).toEqual([]);
    await payCheckoutViaApi(visitor, new URL(page.url()).pathname.split('/').pop() ?? '');

    const me = (await (await context.request.get('/api/me')).json()) as {
      user: { email: string; isDemo: boolean };
    };
    expect(me.user).toMatchObject({ email: user.email.toLowerCase(), isDemo: false });
    const essays = (await (await context.request.get('/api/essays')).json()) as {
      essays: Array<{ title: string }>;
    };
    expect(essays.essays.map((e) => e.title)).toEqual(['Tides written during the demo']);
  });
});
