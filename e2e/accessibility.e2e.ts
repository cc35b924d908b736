import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import {
  analyseAllViaApi,
  createEssayInBrowser,
  createEssayViaApi,
  openEssay,
  saveWorksViaApi,
} from './support/essays';
import {
  fillTestCard,
  openLanding,
  openRegistration,
  openSignIn,
  signInVisitor,
  startCheckoutViaApi,
  subscribeVisitor,
  TEST_CARD,
  useBrowser,
  waitForPath,
  waitForPathPrefix,
} from './support/site';

/**
 * axe-core (WCAG 2.1 A/AA) on the screens of the app, at desktop and phone widths: the public pages and dialogs, the
 * workspace and study area, the essay editors, the research screens, the test checkout and the demo workspace.
 */
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

  it('the essay editors: the academic writing phase and a creative piece', async () => {
    const visitor = await site.visitor({ width });
    await subscribeVisitor(visitor);
    const { page } = visitor;
    await createEssayViaApi(visitor, {
      title: 'Hospital staffing',
      prompt:
        'Evaluate how nurse staffing levels affect patient mortality and safety in acute care hospitals.',
      ideas: ['Staffing ratios and patient mortality', 'Nurse burnout and missed care'],
      thesis:
        'Hospitals should guarantee safe nurse staffing because low staffing raises patient mortality and leads to missed care.',
      phase: 'writing',
    });
    await openEssay(page, 'Hospital staffing');
    await page.getByLabel('Introduction', { exact: true }).waitFor();
    expect(await axeViolations(page), 'academic writing phase').toEqual([]);

    await createEssayInBrowser(page, 'The lighthouse keeper', 'creative');
    await page.getByRole('heading', { name: 'Story Prompt' }).waitFor();
    expect(await axeViolations(page), 'creative story prompt').toEqual([]);
    await page
      .getByPlaceholder('Describe your story idea, characters, or creative prompt...')
      .fill('A keeper who talks to ships.');
    // From 1280 px the phases are a row of buttons; narrower, a select.
    if (width >= 1280) {
      await page
        .getByRole('navigation', { name: 'Story phases' })
        .getByRole('button', { name: 'Draft', exact: true })
        .click();
    } else {
      await page.getByLabel(/^Step \d of 8$/).selectOption('draft');
    }
    await page.getByLabel('Story draft').fill('The sea was loud that night and Mara lit the lamp.');
    expect(await axeViolations(page), 'creative draft').toEqual([]);
  });

  it('the research screens: search results, the PDF viewer, saved articles and their sections', async () => {
    const visitor = await site.visitor({ width });
    await subscribeVisitor(visitor);
    const { page } = visitor;
    const essayId = await createEssayViaApi(visitor, {
      title: 'Staffing research',
      prompt:
        'How does nurse staffing affect patient mortality and safety in acute care hospitals, and what policies improve outcomes?',
      ideas: ['Staffing ratios and mortality', 'Nurse burnout and patient safety'],
      thesis:
        'Mandated nurse-to-patient ratios reduce hospital mortality because adequately staffed nurses catch complications earlier.',
      phase: 'thesis',
    });
    await saveWorksViaApi(visitor, essayId, 'nurse staffing', 1);
    await analyseAllViaApi(visitor, essayId, 1);
    await openEssay(page, 'Staffing research');

    await page.getByRole('button', { name: 'Find Articles' }).first().click();
    const search = page.getByRole('dialog', { name: /Search Academic Articles/ });
    await search.getByText(/^Selected: /).waitFor({ timeout: 30_000 });
    const first = search.getByRole('article').first();
    await first.waitFor();
    expect(await axeViolations(page), 'search results').toEqual([]);

    await first.getByRole('button', { name: 'View PDF' }).click();
    const viewer = page.getByRole('dialog', { name: /PDF Viewer/ });
    await viewer.waitFor({ timeout: 30_000 });
    await viewer.getByRole('status').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await axeViolations(page), 'PDF viewer').toEqual([]);
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'hidden' });
    await search.getByRole('button', { name: 'Close' }).first().click();
    await search.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'View Articles' }).click();
    const saved = page.getByRole('dialog', { name: 'Saved Articles' });
    await saved.getByText('Analysis complete', { exact: true }).waitFor({ timeout: 20_000 });
    expect(await axeViolations(page), 'saved articles').toEqual([]);

    await saved.getByRole('button', { name: 'View Sections' }).first().click();
    const sections = page.getByRole('dialog').filter({ hasText: /\d+ sections? found/ });
    await sections
      .getByText(/Prompt:? \d+(\.\d)?\/10/)
      .first()
      .waitFor({ timeout: 20_000 });
    expect(await axeViolations(page), 'article sections').toEqual([]);
  }, 150_000);

  it('the test checkout (also with a declined card) and the payment-success page', async () => {
    const visitor = await site.visitor({ width });
    await signInVisitor(visitor);
    const { page } = visitor;
    await page.goto(`/checkout/test/${await startCheckoutViaApi(visitor)}`);
    await page.getByRole('heading', { name: 'Subscribe to Programming Pro' }).waitFor();
    expect(await axeViolations(page), 'checkout').toEqual([]);

    await fillTestCard(page, { number: TEST_CARD.declined });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();
    expect(await axeViolations(page), 'declined card').toEqual([]);

    await fillTestCard(page, { number: TEST_CARD.success });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await waitForPathPrefix(page, '/payment-success');
    await page.getByRole('heading', { name: 'Payment Success!' }).waitFor();
    expect(await axeViolations(page), 'payment success').toEqual([]);
  });

  it('the demo workspace', async () => {
    const { page } = await site.visitor({ width });
    await openLanding(page);
    await page.getByRole('button', { name: 'Try Free Demo' }).click();
    await waitForPath(page, '/demo');
    await page.getByRole('group', { name: 'Demo status' }).getByText('Demo', { exact: true }).waitFor();
    expect(await axeViolations(page), 'demo workspace').toEqual([]);
    if (width < 768) {
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await page
        .getByRole('complementary', { name: 'Writing Modes' })
        .getByText('0/5 prompts used')
        .waitFor();
      expect(await axeViolations(page), 'demo sidebar').toEqual([]);
    }
  });
});
