import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import {
  openLanding,
  openRegistration,
  openSignIn,
  subscribeVisitor,
  useBrowser,
  waitForPath,
} from './support/site';

/** axe-core (WCAG 2.1 A/AA) on the screens a student meets first, at desktop and phone widths. */
const site = useBrowser();

describe.each([1280, 375])('accessibility at %i px', (width) => {
  it('public pages: landing, terms, privacy', async () => {
    const { page } = await site.visitor({ width });
    await openLanding(page);
    expect(await axeViolations(page)).toEqual([]);
    for (const path of ['/terms', '/privacy']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  it('the sign-in and registration modals', async () => {
    const { page } = await site.visitor({ width });
    await openLanding(page);
    if (width >= 768) {
      // At 375 px Login sits in the menu; the sign-in modal is the same component.
      await openSignIn(page);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
    }
    await openRegistration(page, 'Nursing Pro');
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the workspace and the study area', async () => {
    const visitor = await site.visitor({ width });
    await subscribeVisitor(visitor);
    const { page } = visitor;
    await page.goto('/app');
    await waitForPath(page, '/app');
    await page.getByRole('banner').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Browse (More )?Certifications$/ })
      .first()
      .click();
    const browser = page.getByRole('dialog', { name: 'Browse Certifications' });
    await browser.getByTestId('certification-count').waitFor();
    expect(await axeViolations(page), 'certification browser').toEqual([]);

    await browser.getByRole('searchbox', { name: 'Search certifications' }).fill('comptia a+');
    const card = browser.getByRole('listitem', { name: 'CompTIA A+' });
    await card.getByRole('button', { name: 'Start Learning Path' }).click();
    await browser.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Topic', exact: true }).waitFor();
    expect(await axeViolations(page), 'study path').toEqual([]);
  });
});
