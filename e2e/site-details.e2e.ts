import { describe, expect, it } from 'vitest';
import {
  openLanding,
  pathname,
  signInVisitor,
  startCheckoutViaApi,
  useBrowser,
  waitForPath,
} from './support/site';

const site = useBrowser();

describe('public-site details (issue 18)', () => {
  it('every route has its own document title', async () => {
    const { page } = await site.visitor();
    await openLanding(page);
    expect(await page.title()).toBe('Smarty — AI Study Companion');
    await page.goto('/terms');
    await expect.poll(() => page.title()).toBe('Terms of Service · Smarty');
    await page.goto('/privacy');
    await expect.poll(() => page.title()).toBe('Privacy Policy · Smarty');
  });

  it('the footer links Terms and Privacy', async () => {
    const { page } = await site.visitor();
    await openLanding(page);
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await waitForPath(page, '/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await waitForPath(page, '/terms');
  });

  it('the mobile menu closes when the page behind it is tapped', async () => {
    const { page } = await site.visitor({ width: 375, height: 740 });
    await openLanding(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menuLink = page.getByRole('banner').getByRole('link', { name: 'Pricing', exact: true });
    await menuLink.waitFor();
    await page.mouse.click(187, 700);
    await expect.poll(() => menuLink.count()).toBe(0);
    expect(pathname(page)).toBe('/');
  });

  it("the secret test plan's checkout shows its amount", async () => {
    const visitor = await site.visitor();
    await signInVisitor(visitor);
    const id = await startCheckoutViaApi(visitor, 'secret_test');
    await visitor.page.goto(`/checkout/test/${id}`);
    await visitor.page.getByText('$0.00 — test plan').waitFor();
    expect(await visitor.page.title()).toBe('Test checkout · Smarty');
  });

  it("a signed-in user opening someone else's /payment-success goes to /app", async () => {
    const visitor = await site.visitor();
    await signInVisitor(visitor);
    await visitor.page.goto('/payment-success?session_id=cs_test_local_not_mine');
    await waitForPath(visitor.page, '/app');
    await visitor.page.getByRole('heading', { level: 1, name: 'Complete your subscription' }).waitFor();
  });
});
