import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './support/browser';
import {
  fillRegistration,
  openLanding,
  openRegistration,
  openSignIn,
  pathname,
  registerViaApi,
  signInVisitor,
  useBrowser,
  waitForPath,
  type UserValues,
} from './support/site';

const site = useBrowser();

const MESSAGES = {
  first_name: 'First name required (2-50 letters)',
  last_name: 'Last name required (2-50 letters)',
  email: 'Invalid email',
  password: 'Password must be 8+ chars, include a letter and a number',
  username: 'Username is required and must be 3-30 chars, letters/numbers/_ only',
  phone: 'Invalid phone number',
} as const;
type Field = keyof typeof MESSAGES;

const LABELS: Record<Field, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  password: 'Password',
  username: 'Username',
  phone: 'Phone',
};

/** A valid value to type into each field once its error is shown. */
const VALID: Record<Field, string> = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  password: 'engine1843',
  username: 'ada_l',
  phone: '+1 555-0100',
};

const INVALID_SIGN_IN = 'Invalid email or password';
const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few seconds and try again.';

function submitRegistration(modal: Locator) {
  return modal.getByRole('button', { name: 'Register & Continue to Payment' }).click();
}

/**
 * /app of a signed-in account that has not paid yet (these tests never pay): the 'Complete your subscription'
 * screen with the account's e-mail and Logout.
 */
async function expectWorkspace(page: Page, user: UserValues) {
  await waitForPath(page, '/app');
  await page.getByRole('heading', { level: 1, name: 'Complete your subscription' }).waitFor();
  await page.getByText(`Welcome, ${user.first_name}.`).waitFor();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
  await page.getByText(`Signed in as ${user.email}`).waitFor();
}

/** Submits the sign-in form and waits for the server's answer. */
async function submitSignIn(page: Page, modal: Locator, password: string): Promise<number> {
  await modal.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/api/accounts/sign-in'),
    modal.getByRole('button', { name: 'Sign In', exact: true }).click(),
  ]);
  return response.status();
}

describe('registration', () => {
  it('shows every validation message of spec §5 and clears each one when its field is edited', async () => {
    const { page } = await site.visitor();
    await openLanding(page);
    const modal = await openRegistration(page, 'Programming Pro');

    await fillRegistration(modal, {
      first_name: 'A',
      last_name: 'B',
      email: 'x',
      password: 'letters',
      username: 'a!',
      phone: 'abc',
    });
    await submitRegistration(modal);

    const fields = Object.keys(MESSAGES) as Field[];
    for (const field of fields) await modal.getByText(MESSAGES[field], { exact: true }).waitFor();
    expect(await modal.getByRole('alert').allInnerTexts()).toEqual(fields.map((f) => MESSAGES[f]));
    // The first invalid field gets focus and every invalid field is marked for assistive technology.
    expect(await modal.getByLabel('First name').evaluate((el) => el === document.activeElement)).toBe(true);
    for (const field of fields) {
      expect(await modal.getByLabel(LABELS[field]).getAttribute('aria-invalid'), field).toBe('true');
    }

    for (const [index, field] of fields.entries()) {
      await modal.getByLabel(LABELS[field]).fill(VALID[field]);
      await modal.getByText(MESSAGES[field], { exact: true }).waitFor({ state: 'detached' });
      expect(await modal.getByLabel(LABELS[field]).getAttribute('aria-invalid'), field).toBeNull();
      // The messages of the fields not edited yet are still there.
      const remaining = fields.slice(index + 1).map((f) => MESSAGES[f]);
      expect(await modal.getByRole('alert').allInnerTexts()).toEqual(remaining);
    }
  });

  it('registers, goes on signed in to the checkout of the chosen plan and keeps the password out of browser storage', async () => {
    const { page } = await site.visitor();
    await openLanding(page);
    const modal = await openRegistration(page, 'Nursing Pro');
    const user = uniqueUser();
    await fillRegistration(modal, user);
    await submitRegistration(modal);
    await page.waitForURL((url) => url.pathname.startsWith('/checkout/test/'));
    await page.getByRole('heading', { name: 'Subscribe to Nursing Pro' }).waitFor();
    await page.getByText(user.email, { exact: true }).waitFor();

    const stored = await page.evaluate(() =>
      JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage) }),
    );
    expect(stored).not.toContain(user.password);

    // The session survives a reload; until payment, /app asks to complete the subscription.
    await page.reload();
    await page.getByRole('heading', { name: 'Subscribe to Nursing Pro' }).waitFor();
    await page.goto('/app');
    await expectWorkspace(page, user);
  });

  it("rejects a taken username with 'Username is already taken.' and a taken email with 'Email is already registered.'", async () => {
    const existing = await registerViaApi();
    const { page } = await site.visitor();
    await openLanding(page);
    const modal = await openRegistration(page, 'Writing Wizard');
    const fresh = uniqueUser();

    await fillRegistration(modal, { ...fresh, username: existing.username });
    await submitRegistration(modal);
    await modal.getByText('Username is already taken.', { exact: true }).waitFor();
    expect(await modal.getByText('Email is already registered.').count()).toBe(0);

    await modal.getByLabel('Username').fill(fresh.username);
    await modal.getByText('Username is already taken.').waitFor({ state: 'detached' });
    await modal.getByLabel('Email').fill(existing.email);
    await submitRegistration(modal);
    await modal.getByText('Email is already registered.', { exact: true }).waitFor();
    expect(await modal.getByText('Username is already taken.').count()).toBe(0);

    // The same address in other letter case is the same account.
    await modal.getByLabel('Email').fill(existing.email.toUpperCase());
    await submitRegistration(modal);
    await modal.getByText('Email is already registered.', { exact: true }).waitFor();
    expect(pathname(page)).toBe('/');
  });
});

describe('sign-out', () => {
  it('goes to /, clears session storage, and a reload stays signed out', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const user = await signInVisitor(visitor);
    await page.goto('/app');
    await expectWorkspace(page, user);
    await page.evaluate(() => sessionStorage.setItem('e2e-probe', 'kept until sign-out'));

    await page.getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    await page.reload();
    await page.getByRole('button', { name: 'Try Free Demo' }).waitFor();
    expect(pathname(page)).toBe('/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();

    await page.goto('/app');
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});

describe('sign-in', () => {
  it('shows the error for a wrong password, then signs in and closes the modal', async () => {
    const user = await registerViaApi();
    const { page } = await site.visitor();
    await openLanding(page);
    const modal = await openSignIn(page);
    await modal.getByLabel('Email').fill(user.email);

    expect(await submitSignIn(page, modal, 'wrong-password1')).toBe(401);
    await modal.getByRole('alert').filter({ hasText: INVALID_SIGN_IN }).waitFor();
    expect(pathname(page)).toBe('/');

    expect(await submitSignIn(page, modal, user.password)).toBe(200);
    await modal.waitFor({ state: 'detached' });
    await expectWorkspace(page, user);
  });

  it('the 4th attempt within 10 s from one address shows the rate-limit message in the modal', async () => {
    const user = await registerViaApi();
    const { page } = await site.visitor();
    await openLanding(page);
    const modal = await openSignIn(page);
    await modal.getByLabel('Email').fill(user.email);

    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await submitSignIn(page, modal, `wrong-password${attempt}`), `attempt ${attempt}`).toBe(401);
      await modal.getByRole('alert').filter({ hasText: INVALID_SIGN_IN }).waitFor();
    }
    // Even the right password is refused while the limit holds.
    expect(await submitSignIn(page, modal, user.password)).toBe(429);
    await modal.getByRole('alert').filter({ hasText: TOO_MANY_SIGN_INS }).waitFor();
    expect(await modal.getByRole('alert').innerText()).toBe(TOO_MANY_SIGN_INS);
    expect(pathname(page)).toBe('/');
  });

  it('checks the fields before asking the server', async () => {
    const { page } = await site.visitor();
    await openLanding(page);
    const modal = await openSignIn(page);
    let requests = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/accounts/sign-in') requests += 1;
    });
    await modal.getByLabel('Email').fill('not-an-email');
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await modal.getByText('Invalid email', { exact: true }).waitFor();
    await modal.getByText('Password is required', { exact: true }).waitFor();
    expect(requests).toBe(0);
  });
});

describe('route guards', () => {
  it('sends a signed-in user from /, /terms, /privacy and /pricing to /app', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const user = await signInVisitor(visitor);
    for (const url of ['/', '/terms', '/privacy', '/pricing']) {
      await page.goto(url);
      await waitForPath(page, '/app');
      await page.getByRole('button', { name: 'Logout' }).waitFor();
    }
    await expectWorkspace(page, user);
  });

  it('sends a signed-in user to /app on client-side navigation back to a public page', async () => {
    const user = await registerViaApi();
    const { page } = await site.visitor();
    await openLanding(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Terms' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    const modal = await openSignIn(page);
    await modal.getByLabel('Email').fill(user.email);
    expect(await submitSignIn(page, modal, user.password)).toBe(200);
    await expectWorkspace(page, user);

    // Back in history to the landing page (same document, no server round trip): the web app's guard decides.
    await page.goBack();
    await waitForPath(page, '/app');
    await page.getByRole('button', { name: 'Logout' }).waitFor();
  });

  it('sends a visitor from /app to /', async () => {
    const { page } = await site.visitor();
    await page.goto('/app');
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Try Free Demo' }).waitFor();
  });
});
