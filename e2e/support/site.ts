import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, newVisitor, uniqueIp, uniqueUser, type Visitor } from './browser';
import { E2E_IP_HEADER } from './server';

export type UserValues = ReturnType<typeof uniqueUser>;
type VisitorOptions = Parameters<typeof newVisitor>[1];

/**
 * One browser for the file (beforeAll/afterAll) and a fresh context per visitor; every context a test opened
 * is closed after it (afterEach), so tests never share cookies or storage.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  const opened: Visitor[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((v) => v.context.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    async visitor(options: VisitorOptions = {}): Promise<Visitor> {
      if (!browser) throw new Error('The browser is not running');
      const visitor = await newVisitor(browser, options);
      opened.push(visitor);
      return visitor;
    },
  };
}

/** Creates an account through the API from its own client IP (no browser session). */
export async function registerViaApi(
  user: UserValues = uniqueUser(),
  plan = 'programming',
): Promise<UserValues> {
  const baseUrl = inject('baseUrl');
  const res = await fetch(`${baseUrl}/api/accounts/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, [E2E_IP_HEADER]: uniqueIp() },
    body: JSON.stringify({ ...user, plan_type: plan }),
  });
  if (res.status !== 201) throw new Error(`Registration failed: ${res.status} ${await res.text()}`);
  return user;
}

/** Registers through the visitor's own context, so its cookie jar holds the new session. */
export async function signInVisitor(visitor: Visitor, user: UserValues = uniqueUser()): Promise<UserValues> {
  const res = await visitor.context.request.post('/api/accounts/register', {
    data: { ...user, plan_type: 'programming' },
    headers: { origin: visitor.baseUrl },
  });
  if (res.status() !== 201) throw new Error(`Registration failed: ${res.status()} ${await res.text()}`);
  return user;
}

/**
 * Console errors and uncaught exceptions of a page. A 401 on /api/me (a signed-out session check) is not
 * an error of the page.
 */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = message.location().url;
    if (/\/api\/me(\?|$)/.test(url) && message.text().includes('401')) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

export function pathname(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Waits until the page is at this path (after client or server redirects). */
export async function waitForPath(page: Page, path: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
}

/** The pricing section (it is loaded lazily with the other sections below the hero). */
export function pricingSection(page: Page): Locator {
  return page.locator('section#pricing');
}

/**
 * Opens a public page and waits until the landing sections are rendered and hydrated (the page arrives
 * prerendered: its buttons answer once the app has hydrated them, marked by html[data-landing-ready]).
 */
export async function openLanding(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await pricingSection(page)
    .getByRole('heading', { name: 'One plan per subject. One simple price.' })
    .waitFor();
  await page.locator('html[data-landing-ready]').waitFor({ state: 'attached' });
}

export function dialog(page: Page, name: string): Locator {
  return page.getByRole('dialog', { name });
}

/** Chooses a plan on the pricing section and waits for the registration dialog. */
export async function openRegistration(page: Page, planName: string): Promise<Locator> {
  await pricingSection(page)
    .getByRole('button', { name: `Choose Plan for ${planName}` })
    .click();
  const modal = dialog(page, 'Create Your Account');
  await modal.waitFor();
  return modal;
}

/** Opens the sign-in dialog from the visible Login button. */
export async function openSignIn(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const modal = dialog(page, 'Sign In');
  await modal.waitFor();
  return modal;
}

/** Fills the required registration fields (the labels of the form). */
export async function fillRegistration(
  modal: Locator,
  user: Partial<UserValues> & { phone?: string },
): Promise<void> {
  const fields: [string, string | undefined][] = [
    ['First name', user.first_name],
    ['Last name', user.last_name],
    ['Email', user.email],
    ['Password', user.password],
    ['Username', user.username],
    ['Phone', user.phone],
  ];
  for (const [label, value] of fields) {
    if (value !== undefined) await modal.getByLabel(label).fill(value);
  }
}

/** Whether the element that has focus is inside the locator's element. */
export function focusIsInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');

export function artifactPath(name: string): string {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/** The test cards of the built-in checkout, and card details that pass its checks. */
export const TEST_CARD = {
  success: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  expiry: '12/34',
  cvc: '123',
} as const;

/** Fills the card form of the test checkout page (expiry, CVC and name default to ones that pass its checks). */
export async function fillTestCard(
  page: Page,
  card: { number: string; expiry?: string; cvc?: string; name?: string },
): Promise<void> {
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry').fill(card.expiry ?? TEST_CARD.expiry);
  await page.getByLabel('CVC').fill(card.cvc ?? TEST_CARD.cvc);
  await page.getByLabel('Name on card').fill(card.name ?? 'Grace Hopper');
}

/** Starts a checkout for the visitor's signed-in account through the API; returns the checkout id. */
export async function startCheckoutViaApi(visitor: Visitor, plan = 'programming'): Promise<string> {
  const res = await visitor.context.request.post('/api/create-checkout-session', {
    data: { planLevel: plan, customerData: {} },
    headers: { origin: visitor.baseUrl },
  });
  if (res.status() !== 200) throw new Error(`Checkout failed: ${res.status()} ${await res.text()}`);
  const { sessionUrl } = (await res.json()) as { sessionUrl: string };
  const id = new URL(sessionUrl, visitor.baseUrl).pathname.split('/').pop();
  if (!id) throw new Error(`No checkout id in ${sessionUrl}`);
  return id;
}

/** Pays a test checkout with the success card through the API. */
export async function payCheckoutViaApi(visitor: Visitor, checkoutId: string): Promise<void> {
  const res = await visitor.context.request.post(`/api/checkout/test/${checkoutId}/pay`, {
    data: {
      name: 'Grace Hopper',
      cardNumber: TEST_CARD.success,
      expiry: TEST_CARD.expiry,
      cvc: TEST_CARD.cvc,
    },
    headers: { origin: visitor.baseUrl },
  });
  if (res.status() !== 200) throw new Error(`Payment failed: ${res.status()} ${await res.text()}`);
}

/** Registers the visitor and pays for the plan: a signed-in subscriber. */
export async function subscribeVisitor(
  visitor: Visitor,
  user: UserValues = uniqueUser(),
): Promise<UserValues> {
  await signInVisitor(visitor, user);
  await payCheckoutViaApi(visitor, await startCheckoutViaApi(visitor));
  return user;
}

/**
 * A fresh subscriber on the study area at 1280×900: the visitor, its page, and the console errors the page reports
 * from the start.
 */
export async function subscriberOnStudyArea(site: ReturnType<typeof useBrowser>) {
  const visitor = await site.visitor();
  const { page } = visitor;
  const errors = watchConsoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await subscribeVisitor(visitor);
  await page.goto('/app');
  return { visitor, page, errors };
}

/** Stored demo data of the page's origin (the demo user record, state and password). */
export function storedDemoKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('smarty-demo'))
      .sort(),
  );
}

/** Waits until the page is at a path that starts with this prefix. */
export async function waitForPathPrefix(page: Page, prefix: string): Promise<void> {
  await page.waitForURL((url) => url.pathname.startsWith(prefix));
}

/**
 * Waits until the page has no running animation or transition (a sidebar sliding in or away, a viewport change
 * settling), then two frames so Chromium has painted the result: the moment to take a screenshot.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
