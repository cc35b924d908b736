import type { Dialog, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makePdf } from '../src/testing/pdf-factory';
import { startControlledServer } from './support/server';
import {
  artifactPath,
  openLanding,
  pathname,
  storedDemoKeys,
  useBrowser,
  waitForPath,
  watchConsoleErrors,
  settled,
} from './support/site';

const site = useBrowser();

const DEMO_KEYS = ['smarty-demo-password', 'smarty-demo-state', 'smarty-demo-user'];
const ALREADY_USED =
  "You've already used a demo in the last 24 hours. Please wait or contact support to reset your demo access.";

/** The hero's demo button (its label changes with the demo's state). */
function heroDemoButton(page: Page) {
  return page.locator('section[aria-labelledby="hero-title"]').getByRole('button').first();
}

/** Starts a demo from the landing page's hero and waits for the demo workspace. */
async function startDemo(page: Page): Promise<void> {
  await openLanding(page);
  await page.getByRole('button', { name: 'Try Free Demo' }).click();
  await waitForPath(page, '/demo');
  await expectDemoWorkspace(page);
}

async function expectDemoWorkspace(page: Page, promptsUsed = 0) {
  const sidebar = page.getByRole('complementary', { name: 'Writing Modes' });
  await sidebar.getByText(`${promptsUsed}/5 prompts used`, { exact: true }).waitFor();
  await sidebar.getByRole('heading', { name: 'Demo Mode' }).waitFor();
  await sidebar.getByText('Time remaining').waitFor();
  await page.getByRole('banner').getByText('Demo', { exact: true }).waitFor();
  expect(await page.getByRole('banner').getByText('Premium', { exact: true }).count()).toBe(0);
}

/** The stored demo user's e-mail before the @ (the /demo?session= value). */
async function storedSessionKey(page: Page): Promise<string> {
  const email = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('smarty-demo-user') ?? '{}') as { email?: string }).email ?? '',
  );
  expect(email).toMatch(/@/);
  return email.split('@')[0] ?? '';
}

describe('free demo', () => {
  it("starts from the hero into /demo (Demo badge, '0/5 prompts used'), offers 'Resume Demo' and resumes by ?session=", async () => {
    const { page, context } = await site.visitor();
    const errors = watchConsoleErrors(page);
    await startDemo(page);
    expect(await storedDemoKeys(page)).toEqual(DEMO_KEYS);
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('smarty-demo-state') ?? '{}'));
    expect(state).toMatchObject({ isActive: true, promptsUsed: 0, maxPrompts: 5, demoDuration: 1440 });
    expect(state.remainingTime).toBeGreaterThan(23 * 3_600_000);
    const me = await (await context.request.get('/api/me')).json();
    expect(me.user).toMatchObject({ isDemo: true });

    // Back on the landing page the hero resumes the stored demo.
    await openLanding(page);
    await page.getByRole('button', { name: 'Resume Demo' }).click();
    await waitForPath(page, '/demo');
    await expectDemoWorkspace(page);

    const session = await storedSessionKey(page);
    await page.goto(`/demo?session=${session}`);
    await expectDemoWorkspace(page);

    // With the session cookie gone, the demo signs in again with its stored password.
    await context.clearCookies();
    await page.goto(`/demo?session=${session}`);
    await expectDemoWorkspace(page);
    expect((await (await context.request.get('/api/me')).json()).user).toMatchObject({ isDemo: true });
    expect(errors).toEqual([]);
  });

  it('a second demo from the same address within 24 hours shows the spec’s alert', async () => {
    const first = await site.visitor();
    await startDemo(first.page);

    const second = await site.visitor({ ip: first.ip });
    await openLanding(second.page);
    const alert = new Promise<Dialog>((resolve) => second.page.once('dialog', resolve));
    await second.page.getByRole('button', { name: 'Try Free Demo' }).click();
    const shown = await alert;
    expect(shown.type()).toBe('alert');
    expect(shown.message()).toBe(ALREADY_USED);
    await shown.dismiss();
    await second.page.getByRole('button', { name: 'Try Free Demo' }).waitFor();
    expect(pathname(second.page)).toBe('/');
    expect(await storedDemoKeys(second.page)).toEqual([]);
  });

  it('End Demo deletes the demo, clears its storage and returns home', async () => {
    const { page, context } = await site.visitor();
    await startDemo(page);
    const session = await storedSessionKey(page);

    // End Demo asks first: dismissed, the demo goes on; confirmed, it ends.
    const endButton = page
      .getByRole('complementary', { name: 'Writing Modes' })
      .getByRole('button', { name: 'End Demo' });
    await endButton.click();
    const ask = page.getByRole('alertdialog', { name: 'End the demo?' });
    await ask.getByText(/only after 24 hours/).waitFor();
    // the safe choice has the focus; Escape keeps the demo
    expect(
      await ask
        .getByRole('button', { name: 'Keep exploring' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await ask.waitFor({ state: 'hidden' });
    expect(pathname(page)).toBe('/demo');
    expect((await (await context.request.get('/api/me')).json()).user).not.toBeNull();
    await endButton.click();
    await ask.getByRole('button', { name: 'End Demo' }).click();
    await waitForPath(page, '/');
    expect(await heroDemoButton(page).innerText()).toBe('Try Free Demo');
    expect(await storedDemoKeys(page)).toEqual([]);
    expect((await (await context.request.get('/api/me')).json()).user).toBeNull();

    // The ended demo cannot be resumed.
    await page.goto(`/demo?session=${session}`);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Demo session not found or expired. Please start a new demo.' })
      .waitFor();
  });

  it('resumes in another browser by ?session= with a one-time code (read from the dev outbox); both browsers keep the demo', async () => {
    const first = await site.visitor();
    await startDemo(first.page);
    const session = await storedSessionKey(first.page);

    const { page, context } = await site.visitor();
    await page.goto(`/demo?session=${session}`);
    await page.getByRole('heading', { name: 'Resume your demo' }).waitFor();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Code sent. It works once, for 10 minutes.').waitFor();
    await page.getByLabel('One-time code').fill('000000');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('That code is not valid or has expired. Request a new one.').waitFor();
    await page.getByRole('button', { name: 'Show the code from the dev outbox' }).click();
    const code = (await page.getByLabel('Code from the dev outbox').innerText()).trim();
    expect(code).toMatch(/^\d{6}$/);
    await page.getByLabel('One-time code').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectDemoWorkspace(page);
    // This browser keeps the demo now (without its password: the session cookie carries it).
    expect(await storedSessionKey(page)).toBe(session);

    // The first browser was not signed out: it reloads into the workspace, and its stored password still signs it
    // in again once its cookie is gone.
    const meOf = async (ctx: typeof context) =>
      ((await (await ctx.request.get('/api/me')).json()) as { user: { email: string } | null }).user;
    await first.page.reload();
    await expectDemoWorkspace(first.page);
    expect((await meOf(first.context))?.email).toBe(`${session}@demo.smarty.invalid`);
    await first.context.clearCookies();
    await first.page.goto(`/demo?session=${session}`);
    await expectDemoWorkspace(first.page);
    expect(await storedDemoKeys(first.page)).toEqual(DEMO_KEYS);
    // And the second browser is still in too.
    await page.reload();
    await expectDemoWorkspace(page);
    expect((await meOf(context))?.email).toBe(`${session}@demo.smarty.invalid`);
  });

  it('a demo visitor writes an academic essay and can open the article search', async () => {
    const { page } = await site.visitor();
    await startDemo(page);
    await page
      .getByRole('complementary', { name: 'Writing Modes' })
      .getByRole('button', { name: /Academic Writing/ })
      .click();
    await page.getByRole('heading', { name: 'No Essay Selected' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: '+ Create Essay' }).click();
    await page.getByLabel('Title').fill('Demo essay');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Demo essay' }).waitFor();
    await page.getByRole('button', { name: 'Find Articles' }).first().click();
    const modal = page.getByRole('dialog', { name: /Search Academic Articles/ });
    // No prompt yet: nothing is searched until the visitor asks.
    await modal.getByText("Enter a search query and click 'Search Articles' to begin.").waitFor();
  });

  it("'Upgrade to Premium' goes to the pricing section", async () => {
    const { page } = await site.visitor();
    await startDemo(page);
    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    await page.locator('section#pricing').waitFor();
    await page.getByRole('button', { name: 'Resume Demo' }).waitFor();
  });

  it("an unknown session shows the failure screen; 'Go to Homepage' goes home", async () => {
    const { page } = await site.visitor();
    await page.goto('/demo?session=nobody_here');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Demo session not found or expired. Please start a new demo.' })
      .waitFor();
    await page.getByRole('button', { name: 'Go to Homepage' }).click();
    await waitForPath(page, '/');

    await page.goto('/demo');
    await page
      .getByRole('alert')
      .filter({ hasText: 'No demo session found. Please start a demo from the homepage.' })
      .waitFor();
    await page.getByRole('button', { name: 'Go to Homepage' }).waitFor();
  });

  it('an expired stored demo is removed and the failure screen shown', async () => {
    const { page } = await site.visitor();
    await startDemo(page);
    // The stored record says the 24 hours are over (the server refuses an expired demo the same way).
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('smarty-demo-user') ?? '{}');
      user.demo_expires_at = new Date(Date.now() - 1000).toISOString();
      localStorage.setItem('smarty-demo-user', JSON.stringify(user));
    });
    await page.goto('/demo');
    await page
      .getByRole('alert')
      .filter({ hasText: 'Demo session not found or expired. Please start a new demo.' })
      .waitFor();
    expect(await storedDemoKeys(page)).toEqual([]);
    await openLanding(page);
    expect(await heroDemoButton(page).innerText()).toBe('Try Free Demo');
  });

  it("says 'Starting Demo...' while the demo is being created", async () => {
    const { page } = await site.visitor();
    await openLanding(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/demo-user/create', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Try Free Demo' }).click();
    await page.getByRole('button', { name: 'Starting Demo...' }).waitFor();
    expect(await page.getByRole('button', { name: 'Starting Demo...' }).isDisabled()).toBe(true);
    release();
    await waitForPath(page, '/demo');
    await expectDemoWorkspace(page);
  });
});

describe('expiry on a server whose clock moves', () => {
  let server: Awaited<ReturnType<typeof startControlledServer>>;
  beforeAll(async () => {
    server = await startControlledServer();
  }, 90_000);
  afterAll(async () => {
    await server.stop();
  });

  it('24 hours later the demo is refused in the browser, and the clean-up job removes every row and stored PDF of it', async () => {
    const { page, context } = await site.visitor({ baseUrl: server.baseUrl });
    await startDemo(page);
    const userId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('smarty-demo-user') ?? '{}') as { id: string }).id,
    );

    // The visitor leaves something everywhere: an essay (in the browser), a study path with a chat turn,
    // an uploaded PDF saved to the essay.
    await page
      .getByRole('complementary', { name: 'Writing Modes' })
      .getByRole('button', { name: /Academic Writing/ })
      .click();
    await page.getByRole('button', { name: '+ Create Essay' }).click();
    await page.getByLabel('Title').fill('Essay that expires');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Essay that expires' }).waitFor();
    const { essays } = (await (await context.request.get('/api/essays')).json()) as {
      essays: Array<{ id: string }>;
    };
    const essayId = essays[0]?.id ?? '';
    const headers = { origin: server.baseUrl };
    const path = await context.request.post('/api/smarty/certifications/comptia-a-plus/create-path', {
      data: {},
      headers,
    });
    expect(path.status()).toBe(201);
    const { studyPath } = (await path.json()) as { studyPath: { id: string } };
    const ask = await context.request.post('/api/smarty/ask', {
      data: { question: 'What does RAID 1 do?', smarty: { studyPathId: studyPath.id } },
      headers,
    });
    expect(await ask.text()).toContain('"complete"');
    const pdf = await makePdf([
      ['Expiring Notes', 'Abstract', `Written for demo ${userId}.`, '1. Introduction', 'Short.'],
    ]);
    const upload = await context.request.post('/api/research/uploads', {
      multipart: {
        file: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
        title: 'Expiring Notes',
      },
      headers,
    });
    expect(upload.status()).toBe(201);
    const { work } = (await upload.json()) as { work: Record<string, unknown> };
    expect(
      (await context.request.post(`/api/essays/${essayId}/save-article`, { data: work, headers })).status(),
    ).toBe(200);

    const before = await server.control.owned(userId);
    expect(Object.keys(before.rows)).toEqual(
      expect.arrayContaining([
        ...['users', 'sessions', 'essays', 'study_paths', 'study_path_topics', 'study_messages'],
        ...['research_library_works', 'research_user_files', 'research_saved_articles'],
      ]),
    );
    expect(Object.values(before.files)).toEqual([true]);

    // A minute past the 24 hours: the next usage sync is refused, and the workspace gives way to the failure screen.
    await server.control.advanceClock(24 * 3_600_000 + 60_000);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Demo session not found or expired. Please start a new demo.' })
      .waitFor();
    expect(await storedDemoKeys(page)).toEqual([]);
    expect((await (await context.request.get('/api/me')).json()).user).toBeNull();
    // (Refused whether or not the clean-up has run yet: the */5 cron may also pick it up any moment now.)

    await server.control.runJob('demo-cleanup');
    // the job deletes the rows, then releases the files nobody refers to any more
    await vi.waitFor(
      async () => {
        const after = await server.control.owned(userId);
        expect(after.rows).toEqual({});
        expect(Object.values(after.files)).toEqual([false]);
      },
      { timeout: 20_000, interval: 200 },
    );
  });
});

describe('screenshots', () => {
  for (const width of [1280, 375]) {
    it(`demo workspace at ${width} px`, async () => {
      const { page } = await site.visitor({ width, height: width > 400 ? 800 : 740 });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openLanding(page);
      await page.getByRole('button', { name: 'Try Free Demo' }).click();
      await waitForPath(page, '/demo');
      const status = page.getByRole('group', { name: 'Demo status' });
      await status.getByText('Demo', { exact: true }).waitFor();
      expect(await status.innerText()).toMatch(/23h 5\dm[\s\S]*0\/5/);
      await page.evaluate(() => document.fonts.ready);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: artifactPath(`demo-${width}.png`) });
      if (width < 768) {
        await page.getByRole('button', { name: 'Open sidebar' }).click();
        await page
          .getByRole('complementary', { name: 'Writing Modes' })
          .getByText('0/5 prompts used')
          .waitFor();
        await settled(page); // the panel has slid in and been painted
        await page.screenshot({ path: artifactPath(`demo-sidebar-${width}.png`) });
      }
    });
  }
});
