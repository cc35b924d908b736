import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uniqueIp, uniqueUser, type Visitor } from './support/browser';
import { axeViolations } from './support/axe';
import { E2E_IP_HEADER, startControlledServer } from './support/server';
import {
  openLanding,
  openSignIn,
  payCheckoutViaApi,
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

/** Creates an account on the controlled server through the API (no browser session). */
async function registerAccount(user: UserValues = uniqueUser()): Promise<UserValues> {
  const res = await fetch(`${server.baseUrl}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseUrl, [E2E_IP_HEADER]: uniqueIp() },
    body: JSON.stringify({ ...user, plan_type: 'programming' }),
  });
  if (res.status !== 201) throw new Error(`Registration failed: ${res.status} ${await res.text()}`);
  return user;
}

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

/** The code of the latest password reset e-mail, read from the mail_outbox table by the test's control port. */
async function resetCodeFor(email: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const mail = (await server.control.mail(email))
        .filter((m) => m.subject === 'Your Smarty password reset code')
        .at(-1);
      const code = /\b(\d{8})\b/.exec(mail?.text ?? '')?.[1];
      if (!code) throw new Error(`No reset code was queued for ${email}`);
      return code;
    },
    { timeout: 5_000, interval: 100 },
  );
}

async function expectUnpaidWorkspace(page: Page, user: UserValues) {
  await waitForPath(page, '/app');
  await page.getByRole('heading', { level: 1, name: 'Complete your subscription' }).waitFor();
  await page.getByText(`Signed in as ${user.email}`).waitFor();
}

describe('forgot password', () => {
  it('sends a code by e-mail; the code and a new password sign the student in, and the new password works', async () => {
    const user = await registerAccount();
    const { page } = await site.visitor({ baseUrl: server.baseUrl });
    await openLanding(page);
    const modal = await openSignIn(page);
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect.poll(() => reset.getByLabel('Email').inputValue()).toBe(user.email);
    await reset.getByRole('button', { name: 'Send reset code' }).click();
    await reset.getByText(/If an account exists for that e-mail, we sent it a reset code/).waitFor();

    await reset.getByLabel('Reset code').fill('12345');
    await reset.getByLabel('New password').fill('babbage1822');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByText('Enter the 8-digit code from the e-mail.').waitFor();

    await reset.getByLabel('Reset code').fill(await resetCodeFor(user.email));
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expectUnpaidWorkspace(page, user);

    // Signed out, the old password is refused and the new one signs in.
    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    const again = await openSignIn(page);
    await again.getByLabel('Email').fill(user.email);
    await again.getByLabel('Password').fill(user.password);
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await again.getByText('Invalid email or password').waitFor();
    await again.getByLabel('Password').fill('babbage1822');
    await again.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expectUnpaidWorkspace(page, user);
  });
});

describe('account settings', () => {
  it('edits the profile: a validation error and a taken username are shown, the fixed profile is saved', async () => {
    const other = await registerAccount();
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const user = await subscribe(visitor);
    const { page } = visitor;
    await openSettings(page, user);
    expect(await page.title()).toBe('Account settings · Smarty');
    const profile = page.getByRole('region', { name: 'Profile' });

    await profile.getByLabel('First name').fill('A1');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('First name required (2-50 letters)').waitFor();
    await profile.getByLabel('First name').fill('Amazing');
    expect(await profile.getByText('First name required (2-50 letters)').count()).toBe(0);

    await profile.getByLabel('Username').fill(other.username);
    await profile.getByLabel('School').click();
    await profile.getByText('Username is already taken.').waitFor();
    await profile.getByLabel('Username').fill(`${user.username.slice(0, 25)}_alt`);
    await profile.getByLabel('School').fill('Harvard');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await profile.getByText('Profile saved.').waitFor();

    await page.reload();
    await expect
      .poll(() => page.getByRole('region', { name: 'Profile' }).getByLabel('First name').inputValue())
      .toBe('Amazing');
    expect(await page.getByRole('region', { name: 'Profile' }).getByLabel('School').inputValue()).toBe(
      'Harvard',
    );
    await page.getByRole('region', { name: 'Signed-in devices' }).getByText('This device').waitFor();
    await page
      .getByRole('region', { name: 'Billing' })
      .getByRole('definition')
      .filter({ hasText: /^Programming Pro$/ })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('subscription', () => {
  it('cancels at period end (access stays until the end date) and resumes', async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const user = await subscribe(visitor);
    const { page } = visitor;
    await openSettings(page, user);
    const billing = page.getByRole('region', { name: 'Billing' });
    // The plan line of the summary (the plan picker and the receipts name the plan too).
    await billing
      .getByRole('definition')
      .filter({ hasText: /^Programming Pro$/ })
      .waitFor();
    await billing.getByText('$19.99 / month').waitFor();
    await billing.getByText('Active', { exact: true }).waitFor();
    await billing.getByText(/^Renews /).waitFor();
    await billing.getByText(/30-day money-back guarantee/).waitFor();

    // At a phone's width the confirmation says when access ends and fits the screen.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.emulateMedia({ reducedMotion: 'reduce' }); // measured and checked at rest, not mid-animation
    await billing.getByRole('button', { name: 'Cancel at period end' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel at period end?' });
    await confirm.getByText(/You keep full access to Smarty Premium until \S/).waitFor();
    const box = await confirm.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Cancel at period end' }).click();
    await billing.getByText('Ends at period end').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    const until = (await billing.getByText(/^Access until /).textContent()) ?? '';
    expect(until).toMatch(/^Access until \S/);
    // Access stays until then: the workspace opens.
    await page.getByRole('link', { name: 'Back to workspace' }).click();
    await waitForPath(page, '/app');
    await page.getByRole('button', { name: `Profile: ${user.first_name} ${user.last_name}` }).waitFor();

    await openSettings(page, user);
    await billing.getByRole('button', { name: 'Resume subscription' }).click();
    await billing.getByText('Active', { exact: true }).waitFor();
    await billing.getByText(/^Renews /).waitFor();
    expect(await billing.getByRole('button', { name: 'Cancel at period end' }).isVisible()).toBe(true);
  });
});

describe('delete account', () => {
  it('asks for the password, deletes the account, signs out, and the e-mail can register again', async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const user = await subscribe(visitor);
    const { page } = visitor;
    await openSettings(page, user);
    const section = page.getByRole('region', { name: 'Delete account' });
    const confirm = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await section.getByLabel('Password').fill('wrong-password1');
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByText('The password is not correct.').waitFor();

    await section.getByLabel('Password').fill(user.password);
    await section.getByRole('button', { name: 'Delete my account' }).click();
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await page.goto('/app');
    await waitForPath(page, '/');

    const mail = await server.control.mail(user.email);
    expect(mail.map((m) => m.subject)).toEqual(['Your Smarty account was deleted']);
    await registerAccount(user);
  });
});
