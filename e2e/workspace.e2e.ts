import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from './support/server';
import {
  artifactPath,
  settled,
  subscribeVisitor,
  useBrowser,
  waitForPath,
  watchConsoleErrors,
} from './support/site';

const site = useBrowser();

function sidebar(page: Page) {
  return page.getByRole('complementary', { name: 'Writing Modes' });
}

function modeButton(page: Page, name: string) {
  return sidebar(page).getByRole('button', { name: new RegExp(`^${name}`) });
}

/** The top bar's mode badge text. */
async function modeBadge(page: Page): Promise<string> {
  const text = await page
    .getByRole('banner')
    .getByText(/^Mode: /)
    .evaluate((el) => el.parentElement?.textContent ?? '');
  return text.replace(/^Mode: /, '');
}

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

describe('workspace shell (/app)', () => {
  it('shows the top bar, the Writing Modes sidebar with its three entries, and switches modes through the URL', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const errors = watchConsoleErrors(page);
    const user = await subscribeVisitor(visitor);
    await page.goto('/app');

    const banner = page.getByRole('banner');
    await banner.getByText('Premium', { exact: true }).waitFor();
    await banner.getByText('Smarty', { exact: true }).waitFor();
    expect(await modeBadge(page)).toBe('Smarty Chat');
    await page.getByRole('heading', { level: 1, name: `Welcome, ${user.first_name}` }).waitFor();

    await sidebar(page).getByRole('heading', { name: 'Writing Modes' }).waitFor();
    await sidebar(page).getByText('Choose Your Writing Mode', { exact: true }).waitFor();
    expect(await sidebar(page).evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(256);
    for (const name of ['Smarty Chat', 'Academic Writing', 'Creative Writing']) {
      expect(await modeButton(page, name).isEnabled(), name).toBe(true);
    }
    expect(await sidebar(page).getByText('Launching Soon').count()).toBe(0);
    expect(await modeButton(page, 'Smarty Chat').getAttribute('aria-pressed')).toBe('true');
    await sidebar(page).getByRole('button', { name: 'Logout' }).waitFor();
    expect(await sidebar(page).getByText('Demo Mode').count()).toBe(0);

    await modeButton(page, 'Academic Writing').click();
    await page.getByRole('heading', { level: 1, name: 'Academic Writing' }).waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('academic');
    expect(await modeBadge(page)).toBe('Academic');
    expect(await modeButton(page, 'Academic Writing').getAttribute('aria-pressed')).toBe('true');

    // The mode survives a reload (it is in the URL).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Academic Writing' }).waitFor();

    await modeButton(page, 'Creative Writing').click();
    await page.getByRole('heading', { level: 1, name: 'Creative Writing' }).waitFor();
    expect(await modeBadge(page)).toBe('Creative');

    await modeButton(page, 'Smarty Chat').click();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${user.first_name}` }).waitFor();
    expect(new URL(page.url()).searchParams.has('mode')).toBe(false);

    // Back returns to the mode before (each mode is a history entry), Forward comes back
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Creative Writing' }).waitFor();
    expect(new URL(page.url()).searchParams.get('mode')).toBe('creative');
    await page.goForward();
    await page.getByRole('heading', { level: 1, name: `Welcome, ${user.first_name}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('the profile button shows who is signed in and logs out; Logout in the sidebar goes home', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const user = await subscribeVisitor(visitor);
    await page.goto('/app');

    const profile = page.getByRole('button', { name: `Profile: ${user.first_name} ${user.last_name}` });
    await profile.click();
    expect(await profile.getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`[id="${await profile.getAttribute('aria-controls')}"]`);
    await panel.getByText(user.email, { exact: true }).waitFor();
    await panel.getByRole('button', { name: 'Logout' }).waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    expect(await profile.evaluate((el) => el === document.activeElement)).toBe(true);

    await sidebar(page).getByRole('button', { name: 'Logout' }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
  });
});

describe('mobile sidebar (375 px)', () => {
  it('slides in from the menu toggle, closes on a backdrop tap, on Escape, and when the viewport reaches 768 px', async () => {
    const visitor = await site.visitor({ width: 375, height: 740 });
    const { page } = visitor;
    await subscribeVisitor(visitor);
    await page.goto('/app');

    const toggle = page.getByRole('button', { name: 'Open sidebar' });
    await toggle.waitFor();
    expect(await sidebar(page).isHidden()).toBe(true);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('banner').getByText('Premium', { exact: true }).waitFor();

    // Open, then tap the backdrop beside the sidebar.
    await toggle.click();
    await sidebar(page).getByRole('heading', { name: 'Writing Modes' }).waitFor();
    expect(
      await page.getByRole('button', { name: 'Close sidebar' }).first().getAttribute('aria-expanded'),
    ).toBe('true');
    await page.getByTestId('sidebar-backdrop').click({ position: { x: 340, y: 400 } });
    await sidebar(page).waitFor({ state: 'hidden' });

    // Escape closes it and gives focus back to the toggle.
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await sidebar(page).waitFor({ state: 'visible' });
    await expect.poll(() => sidebar(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await sidebar(page).waitFor({ state: 'hidden' });
    expect(
      await page
        .getByRole('button', { name: 'Open sidebar' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);

    // Choosing a mode closes it too.
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await modeButton(page, 'Academic Writing').click();
    await sidebar(page).waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Academic Writing' }).waitFor();

    // Open, then grow the viewport to the desktop layout: the sliding state is dropped.
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await sidebar(page).waitFor({ state: 'visible' });
    await page.setViewportSize({ width: 900, height: 740 });
    await expect
      .poll(() => page.locator('button[aria-controls]').first().getAttribute('aria-expanded'))
      .toBe('false');
    expect(await sidebar(page).isVisible()).toBe(true); // the desktop sidebar is always shown
    expect(await page.getByTestId('sidebar-backdrop').evaluate((el) => getComputedStyle(el).display)).toBe(
      'none',
    );
    await page.setViewportSize({ width: 375, height: 740 });
    await sidebar(page).waitFor({ state: 'hidden' });
  });
});

describe('a part of the workspace that fails to load', () => {
  it('a mode whose code cannot be loaded says so and offers a reload; the other modes still open', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    await subscribeVisitor(visitor);
    // as after a deployment that removed this tab's files, or a dropped connection
    await page.route('**/assets/study-area-*.js', (route) => route.abort());
    await page.goto('/app');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    const alert = page.getByRole('main').getByRole('alert');
    await alert.getByRole('heading', { name: 'This part of Smarty could not be loaded' }).waitFor();
    await alert.getByRole('button', { name: 'Reload page' }).waitFor();
    await modeButton(page, 'Academic Writing').click();
    await page.getByRole('heading', { level: 1, name: 'Academic Writing' }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    // the reload finds the files again
    await page.unroute('**/assets/study-area-*.js');
    await modeButton(page, 'Smarty Chat').click();
    await page.reload();
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });
});

describe('WRITING_MODES=launching-soon', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ WRITING_MODES: 'launching-soon' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("disables Academic and Creative Writing with 'Launching Soon'; Smarty Chat stays available", async () => {
    const visitor = await site.visitor({ baseUrl: server.baseUrl });
    const { page } = visitor;
    await subscribeVisitor(visitor);
    // A writing mode named in the URL falls back to Smarty Chat.
    await page.goto('/app?mode=academic');
    await sidebar(page).getByRole('heading', { name: 'Writing Modes' }).waitFor();
    await sidebar(page).getByText('Launching Soon').first().waitFor();

    expect(await modeButton(page, 'Smarty Chat').isEnabled()).toBe(true);
    for (const name of ['Academic Writing', 'Creative Writing']) {
      const button = modeButton(page, name);
      expect(await button.isDisabled(), name).toBe(true);
      expect(await button.innerText(), name).toContain('Launching Soon');
    }
    expect(await sidebar(page).getByText('Launching Soon', { exact: true }).count()).toBe(2);
    expect(await modeBadge(page)).toBe('Smarty Chat');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
  });
});

describe('screenshots', () => {
  for (const width of [1280, 375]) {
    it(`/app at ${width} px`, async () => {
      const visitor = await site.visitor({ width, height: width > 400 ? 800 : 740 });
      const { page } = visitor;
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await subscribeVisitor(visitor);
      await page.goto('/app');
      await page.getByRole('banner').getByText('Premium', { exact: true }).waitFor();
      await page.evaluate(() => document.fonts.ready);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: artifactPath(`app-${width}.png`) });
      if (width < 768) {
        await page.getByRole('button', { name: 'Open sidebar' }).click();
        await sidebar(page).waitFor({ state: 'visible' });
        // the panel has slid in and been painted before the picture
        await settled(page);
        await page.screenshot({ path: artifactPath(`app-sidebar-${width}.png`) });
      } else {
        await modeButton(page, 'Academic Writing').click();
        await page.getByRole('heading', { level: 1, name: 'Academic Writing' }).waitFor();
        await page.screenshot({ path: artifactPath(`app-academic-${width}.png`) });
      }
    });
  }
});
