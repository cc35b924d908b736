import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueUser } from './support/browser';
import {
  artifactPath,
  dialog,
  fillRegistration,
  fillTestCard,
  openLanding,
  openRegistration,
  pathname,
  payCheckoutViaApi,
  signInVisitor,
  startCheckoutViaApi,
  TEST_CARD,
  useBrowser,
  waitForPath,
  waitForPathPrefix,
  watchConsoleErrors,
} from './support/site';

const site = useBrowser();

const CONTACT_SUPPORT = 'Please contact support if you have issues.';

function payButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Pay', exact: true });
}

describe('registration → checkout → payment', () => {
  it('registers into the test checkout; a declined card is refused; 4242… pays, confirms and opens /app as Premium', async () => {
    const { page } = await site.visitor();
    const errors = watchConsoleErrors(page);
    await openLanding(page);
    const modal = await openRegistration(page, 'Programming Pro');
    const user = uniqueUser();
    await fillRegistration(modal, user);
    await modal.getByRole('button', { name: 'Register & Continue to Payment' }).click();

    // The browser goes to the (built-in) hosted checkout.
    await waitForPathPrefix(page, '/checkout/test/');
    await page.getByRole('heading', { name: 'Subscribe to Programming Pro' }).waitFor();
    const summary = await page.getByRole('region', { name: 'Subscribe to Programming Pro' }).innerText();
    expect(summary).toContain('$19.99');
    await page.getByText('Test checkout — no real payment').waitFor();
    await page.getByText(user.email, { exact: true }).waitFor();

    await fillTestCard(page, { number: TEST_CARD.declined });
    await payButton(page).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(pathname(page)).toMatch(/^\/checkout\/test\//);

    await fillTestCard(page, { number: TEST_CARD.success });
    await payButton(page).click();
    await waitForPath(page, '/payment-success');
    expect(new URL(page.url()).searchParams.get('session_id')).toMatch(/^cs_test_local_/);
    await page.getByRole('heading', { name: 'Payment Success!' }).waitFor();
    await page.getByText('Payment successful! Logging you in...', { exact: true }).waitFor();

    // After 4 seconds: the workspace, as a subscriber.
    await waitForPath(page, '/app');
    await page.getByText('Premium', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Writing Modes' }).waitFor();

    const stored = await page.evaluate(() =>
      JSON.stringify({ local: Object.entries(localStorage), session: Object.entries(sessionStorage) }),
    );
    expect(stored).not.toContain(user.password);
    expect(errors.filter((e) => !e.includes('402'))).toEqual([]);
  });

  it('checks the card fields before paying and shows the checkout’s own messages', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    await signInVisitor(visitor);
    const id = await startCheckoutViaApi(visitor);
    let payRequests = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith('/pay')) payRequests += 1;
    });
    await page.goto(`/checkout/test/${id}`);
    await payButton(page).click();
    for (const message of [
      'Use the test card 4242 4242 4242 4242 (or 4000 0000 0000 0002 to see a decline).',
      'Enter a future expiry date as MM/YY.',
      'Enter the 3 or 4 digit security code.',
      'Enter the name on the card.',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(payRequests).toBe(0);
    // Editing a field clears its message.
    await page.getByLabel('CVC').fill('123');
    await page.getByText('Enter the 3 or 4 digit security code.').waitFor({ state: 'detached' });
    // The card number is grouped as it is typed, the expiry gets its slash.
    await page.getByLabel('Card number').fill('4242424242424242');
    expect(await page.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('1234');
    expect(await page.getByLabel('Expiry').inputValue()).toBe('12/34');
  });

  it('a signed-out visitor on a checkout page is told to sign in, with a way home', async () => {
    const owner = await site.visitor();
    await signInVisitor(owner);
    const id = await startCheckoutViaApi(owner);

    const { page } = await site.visitor();
    await page.goto(`/checkout/test/${id}`);
    await page.getByRole('alert').filter({ hasText: 'Please sign in to continue.' }).waitFor();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Try Free Demo' }).waitFor();
  });
});

describe('an account that has not paid', () => {
  it("sees 'Complete your subscription' at /app with its plan, and the checkout button opens the checkout", async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const user = await signInVisitor(visitor);
    await page.goto('/app');
    await page.getByRole('heading', { level: 1, name: 'Complete your subscription' }).waitFor();
    await page.getByRole('heading', { name: 'Programming Pro' }).waitFor();
    await page.getByText(`Signed in as ${user.email}`).waitFor();
    expect(await page.getByRole('heading', { name: 'Writing Modes' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: artifactPath('subscribe-1280.png') });
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: artifactPath('subscribe-375.png'), fullPage: true });

    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await waitForPathPrefix(page, '/checkout/test/');
    await page.getByRole('heading', { name: 'Subscribe to Programming Pro' }).waitFor();
  });
});

describe('payment-success page', () => {
  it("without session_id shows 'Missing session ID.' and asks to contact support", async () => {
    const { page } = await site.visitor();
    await page.goto('/payment-success');
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Missing session ID.' }).waitFor();
    expect(await alert.innerText()).toContain(CONTACT_SUPPORT);
  });

  it('an unknown session shows the fetch error (a signed-in user is sent to /app instead: e2e/site-details.e2e.ts)', async () => {
    const visitor = await site.visitor();
    await visitor.page.goto('/payment-success?session_id=cs_test_local_unknown');
    const alert = visitor.page.getByRole('alert');
    await alert.filter({ hasText: 'Failed to fetch payment session.' }).waitFor();
    expect(await alert.innerText()).toContain(CONTACT_SUPPORT);
  });

  it('a browser that lost its session is asked to sign in, and then reaches /app as Premium', async () => {
    const visitor = await site.visitor();
    const { page, context } = visitor;
    const user = await signInVisitor(visitor);
    const id = await startCheckoutViaApi(visitor);
    await payCheckoutViaApi(visitor, id);
    await context.clearCookies();

    await page.goto(`/payment-success?session_id=${id}`);
    const alert = page.getByRole('alert');
    await alert.filter({ hasText: 'Could not retrieve password for autologin.' }).waitFor();
    expect(await alert.innerText()).toContain(CONTACT_SUPPORT);

    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    const modal = dialog(page, 'Sign In');
    await modal.getByLabel('Email').fill(user.email);
    await modal.getByLabel('Password').fill(user.password);
    await modal.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/app');
    await page.getByText('Premium', { exact: true }).waitFor();
  });
});

describe('screenshots', () => {
  for (const width of [1280, 375]) {
    it(`test checkout and payment success at ${width} px`, async () => {
      const visitor = await site.visitor({ width, height: width > 400 ? 800 : 740 });
      const { page } = visitor;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await signInVisitor(visitor);
      const id = await startCheckoutViaApi(visitor);
      await page.goto(`/checkout/test/${id}`);
      await page.getByRole('heading', { name: 'Subscribe to Programming Pro' }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: artifactPath(`checkout-${width}.png`), fullPage: true });

      await fillTestCard(page, { number: TEST_CARD.declined });
      await payButton(page).click();
      await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
      await page.screenshot({ path: artifactPath(`checkout-declined-${width}.png`), fullPage: true });

      await fillTestCard(page, { number: TEST_CARD.success });
      await payButton(page).click();
      await page.getByRole('heading', { name: 'Payment Success!' }).waitFor();
      await page.screenshot({ path: artifactPath(`payment-success-${width}.png`) });
      await waitForPath(page, '/app');
    });
  }
});
