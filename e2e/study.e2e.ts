import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  artifactPath,
  openLanding,
  settled,
  subscribeVisitor,
  subscriberOnStudyArea,
  useBrowser,
  waitForPath,
  watchConsoleErrors,
} from './support/site';
import { CERTIFICATIONS } from '../src/server/features/study/catalogue/catalogue';

const site = useBrowser();

function chatLog(page: Page) {
  return page.getByRole('log', { name: 'Conversation with Smarty' });
}

function smartyMessages(page: Page) {
  return chatLog(page).locator('li[data-role="smarty"]');
}

/** Waits until no request runs (the chat card's status reads Ready). */
async function waitReady(page: Page) {
  await page
    .locator('#chat-card-title')
    .locator('xpath=../..')
    .getByRole('status')
    .getByText('Ready', { exact: true })
    .waitFor({ timeout: 30_000 });
}

async function openBrowser(page: Page) {
  await page
    .getByRole('button', { name: /^Browse (More )?Certifications$/ })
    .first()
    .click();
  const modal = page.getByRole('dialog', { name: 'Browse Certifications' });
  await modal.getByTestId('certification-count').waitFor();
  return modal;
}

async function startCompTia(page: Page) {
  const modal = await openBrowser(page);
  await modal.getByRole('searchbox', { name: 'Search certifications' }).fill('comptia a+');
  const card = modal.getByRole('listitem', { name: 'CompTIA A+' });
  await card.waitFor();
  await card.getByRole('button', { name: 'Start Learning Path' }).click();
  await modal.waitFor({ state: 'hidden' });
  await page.getByRole('combobox', { name: 'Topic', exact: true }).waitFor();
}

/** From the landing into the demo, on the CompTIA A+ path with all five prompts left. */
async function startDemoOnCompTia(page: Page) {
  await openLanding(page);
  await page.getByRole('button', { name: 'Try Free Demo' }).click();
  await waitForPath(page, '/demo');
  await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
  await startCompTia(page);
  await page.getByText('Demo Mode: 5 prompts remaining').waitFor();
}

async function ask(page: Page, question: string) {
  const input = page.getByRole('textbox', { name: 'Message to Smarty' });
  await input.fill(question);
  await input.press('Enter');
}

describe('Smarty study area (/app)', () => {
  it('browse → start CompTIA A+ → topic welcome → ask → reload keeps it → quiz raises mastery → flashcards', async () => {
    const { page, errors } = await subscriberOnStudyArea(site);

    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    // issue 16: the empty state counts every certification that can be started (all of the catalogue)
    await page.getByText(`${CERTIFICATIONS.length} Certifications Available`).waitFor();

    // Certification browser: search, filters and the result count.
    const modal = await openBrowser(page);
    const total = await modal.getByRole('listitem').count();
    expect(total).toBeGreaterThanOrEqual(2);
    await page.screenshot({ path: artifactPath('study-certifications-1280.png') });
    await modal.getByRole('searchbox', { name: 'Search certifications' }).fill('NURSING');
    await modal.getByRole('listitem', { name: 'NCLEX-RN' }).waitFor();
    await modal.getByRole('searchbox', { name: 'Search certifications' }).fill('zzzz-nothing');
    await modal.getByText('No certifications found').waitFor();
    await modal.getByRole('searchbox', { name: 'Search certifications' }).fill('');
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'hidden' });

    await startCompTia(page);
    // CompTIA A+ is an IT certification: the IT learning mode, not programming (issue 14)
    await page.getByText('Mode: IT').first().waitFor();
    // At 1280×900 the quick actions bar, fixed to the bottom, leaves the input and its button clear (walkthrough: it
    // covered 'Ask Smarty').
    const bar = await page.getByRole('navigation', { name: 'Quick actions' }).boundingBox();
    for (const control of [
      page.getByRole('textbox', { name: 'Message to Smarty' }),
      page.getByRole('button', { name: 'Ask Smarty' }),
    ]) {
      const box = await control.boundingBox();
      expect(box && bar && box.y + box.height <= bar.y).toBe(true);
    }

    // Picking a topic streams its welcome.
    await page.getByRole('combobox', { name: 'Topic', exact: true }).selectOption({ index: 1 });
    await page.getByText(/^Focus: /).waitFor();
    await smartyMessages(page).first().waitFor();
    await waitReady(page);
    const welcome = (await smartyMessages(page).first().textContent()) ?? '';
    expect(welcome.length).toBeGreaterThan(40);
    expect(welcome).not.toContain('Error:');

    await ask(page, 'What is the difference between RAM and storage?');
    await expect.poll(() => smartyMessages(page).count()).toBe(2);
    await waitReady(page);
    const answer = (await smartyMessages(page).nth(1).textContent()) ?? '';
    expect(answer.length).toBeGreaterThan(40);
    expect(answer).not.toContain('Error:');
    await page.getByText('Offline tutor').first().waitFor();
    await page.screenshot({ path: artifactPath('study-chat-1280.png'), fullPage: true });

    // '+ Suggest Additional Resources' asks Smarty about the focused topic.
    await page.getByRole('button', { name: '+ Suggest Additional Resources' }).click();
    await expect.poll(() => smartyMessages(page).count()).toBe(3);
    await waitReady(page);
    expect(await chatLog(page).locator('li[data-role="user"]').last().textContent()).toContain(
      'Suggest additional learning resources',
    );
    expect((await smartyMessages(page).nth(2).textContent()) ?? '').not.toContain('Error:');

    // Reload keeps the conversation (history from the server, path from smarty-state).
    await page.reload();
    await expect.poll(() => smartyMessages(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await chatLog(page).locator('li[data-role="user"]').first().textContent()).toContain(
      'RAM and storage',
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('smarty-state') ?? '{}'));
    expect(stored).toMatchObject({ settings: { useSyllabus: true, citeSources: true } });
    expect(typeof stored.selectedStudyPathId).toBe('string');

    // Quiz: answer every question correctly (answers read from the quiz response); mastery rises to expert.
    const quizResponse = page.waitForResponse(
      (r) => /\/quiz$/.test(new URL(r.url()).pathname) && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    const quizBody = (await (await quizResponse).json()) as {
      quiz: { questions: { options: string[]; answerIndex: number }[] };
    };
    const quizDialog = page.getByRole('dialog', { name: /^Quiz: / });
    await quizDialog.waitFor();
    const groups = quizDialog.locator('fieldset');
    expect(await groups.count()).toBe(quizBody.quiz.questions.length);
    for (const [i, q] of quizBody.quiz.questions.entries()) {
      await groups.nth(i).getByRole('button').nth(q.answerIndex).click();
    }
    await quizDialog.getByText('Correct!').first().waitFor();
    await page.screenshot({ path: artifactPath('study-quiz-1280.png') });
    await quizDialog.getByRole('button', { name: 'Submit Quiz' }).click();
    await quizDialog.getByText(/Passed/).waitFor();
    await quizDialog.getByRole('button', { name: 'Done' }).click();
    await page.getByTestId('completed-count').getByText('1', { exact: true }).waitFor();
    expect(
      await page.getByRole('list', { name: 'Topics' }).getByTestId('topic-mastery').first().textContent(),
    ).toBe('expert');

    // Flashcards: build, flip and rate with the schedule preview.
    await page.getByRole('button', { name: 'Build Flashcards' }).click();
    const cards = page.getByRole('dialog', { name: /^Flashcards: / });
    await cards.waitFor();
    await cards.getByTestId('flashcard-front').waitFor();
    await cards.getByRole('button', { name: 'Show Answer' }).click();
    await cards.getByTestId('flashcard-back').waitFor();
    const good = cards
      .getByRole('group', { name: 'Rate your recall' })
      .getByRole('button', { name: /^Good/ });
    expect(await good.textContent()).toMatch(/Good\d+ (min|h|days?)/);
    await good.click();
    await cards.getByText(/^Card 2 of /).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /^Review due cards \(\d+\)$/ }).waitFor();

    // 375 px: no horizontal overflow; the chat and the quiz fit.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await chatLog(page).scrollIntoViewIfNeeded();
    // the chat's toolbar sits below the log on a phone instead of covering the answers
    const log = await chatLog(page).boundingBox();
    const toolbar = await page.getByRole('button', { name: 'Scroll to bottom' }).boundingBox();
    expect(log && toolbar && toolbar.y >= log.y + log.height).toBe(true);
    await page.screenshot({ path: artifactPath('study-chat-375.png') });
    await openBrowser(page);
    await page.screenshot({ path: artifactPath('study-certifications-375.png') });
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Generate Quiz' }).click();
    await page.getByRole('dialog', { name: /^Quiz: / }).waitFor();
    await page.screenshot({ path: artifactPath('study-quiz-375.png') });
    expect(errors).toEqual([]);
  });
});

describe('Smarty study area: custom paths and quick actions', () => {
  it('creates a custom path from the modal and sends a quick action to Smarty', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const errors = watchConsoleErrors(page);
    await subscribeVisitor(visitor);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Create Custom Path' }).click();
    const modal = page.getByRole('dialog', { name: 'Create Custom Study Path' });
    await modal
      .getByLabel('Describe what you want to learn')
      .fill('Learn the basics of algebra: linear equations and inequalities');
    await modal.getByLabel('Domain').selectOption('math');
    await modal.getByLabel('Difficulty Level').selectOption('beginner');
    await modal.getByRole('button', { name: 'Generate Custom Path' }).click();
    await modal.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.getByText('Mode: Math').first().waitFor();
    await page.getByRole('banner').waitFor();
    expect(await page.getByText('Custom', { exact: true }).count()).toBeGreaterThan(0);

    // a chat quick action asks Smarty (the artefact ones need a focus topic)
    await page
      .getByRole('navigation', { name: 'Quick actions' })
      .getByRole('button', { name: 'Error Analysis' })
      .click();
    await expect.poll(() => chatLog(page).locator('li[data-role="user"]').count()).toBe(1);
    expect(await chatLog(page).locator('li[data-role="user"]').textContent()).toContain('Error Analysis');
    await waitReady(page);
    expect(((await smartyMessages(page).first().textContent()) ?? '').length).toBeGreaterThan(20);

    // Back to the list: the path is one of the user's paths.
    await page.getByRole('button', { name: 'My Learning Paths' }).click();
    await page.getByRole('heading', { name: 'My Learning Paths' }).waitFor();
    await page.getByText('Continue Learning (1)').waitFor();

    // The card's delete button is the red danger button, and it stays inside its card's padding at every width (as a
    // red bordered button it showed the overflow its plain text had: over the card's border at 1280 px, 91 px past
    // the card at 800 px).
    const deleteButton = page.getByRole('button', { name: /^Delete path “.+”$/ });
    const buttonRow = deleteButton.locator('..');
    for (const width of [1280, 1024, 800, 640, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await settled(page);
      const [rowBox, buttonBox] = [await buttonRow.boundingBox(), await deleteButton.boundingBox()];
      expect(
        rowBox && buttonBox && buttonBox.x + buttonBox.width <= rowBox.x + rowBox.width + 0.5,
        `${width}`,
      ).toBe(true);
    }
    expect(await deleteButton.evaluate((b) => getComputedStyle(b).color)).toBe(
      await page.evaluate(() => {
        const probe = document.createElement('span');
        probe.className = 'text-danger';
        document.body.append(probe);
        const color = getComputedStyle(probe).color;
        probe.remove();
        return color;
      }),
    );

    // issue 16: delete the path (asked first), then Undo brings it back; at 375 px nothing overflows
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('button', { name: /^Delete path “.+”$/ }).click();
    const confirm = page.getByRole('alertdialog', { name: /^Delete “.+”\?$/ });
    await confirm.getByText('You can undo this for 10 minutes').waitFor();
    await page.screenshot({ path: artifactPath('study-delete-path-375.png') });
    await confirm.getByRole('button', { name: 'Delete path' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'deleted.' });
    await toast.waitFor();
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('study-path-deleted-375.png') });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await page.getByText('Continue Learning (1)').waitFor();
    await page.getByRole('status').filter({ hasText: 'is back.' }).waitFor();

    // Opening the path from the bottom of the list shows the study area from its top, below the sticky app header
    // (walkthrough at 375 px: 'Resume Learning' left the page at y 1176, the topic picker and the chat above it).
    // (one path: a short window makes the list scroll as a long one does at 800 px)
    await page.setViewportSize({ width: 375, height: 480 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.getByRole('button', { name: 'Continue Learning', exact: true }).click();
    const topic = page.getByRole('combobox', { name: 'Topic', exact: true });
    await topic.waitFor();
    const appHeader = await page.getByRole('banner').boundingBox();
    for (const part of [page.locator('#smarty-chat-title'), topic]) {
      const box = await part.boundingBox();
      expect(box && appHeader && box.y >= appHeader.y + appHeader.height && box.y + box.height <= 480).toBe(
        true,
      );
    }
    await page.screenshot({ path: artifactPath('study-path-opened-375.png') });
    expect(errors).toEqual([]);
  });
});

describe('Smarty study area: learning mode (issue 16)', () => {
  it('the mode of a path is picked with the keyboard, sent with questions, kept after a reload and fits 375 px', async () => {
    const { page, errors } = await subscriberOnStudyArea(site);
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    await startCompTia(page);
    const select = page.getByRole('combobox', { name: 'Learning mode', exact: true });
    const bar = page.getByRole('navigation', { name: 'Quick actions' });
    // CompTIA A+ is an IT certification: its own mode is IT
    expect(await select.inputValue()).toBe('it');
    await bar.getByRole('button', { name: 'Troubleshooting Steps' }).waitFor();
    await page.screenshot({ path: artifactPath('study-learning-mode-1280.png') });

    // keyboard: Tab-reachable native select, arrows pick the next mode (programming, the first after IT's own)
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => select.inputValue()).toBe('programming');
    await bar.getByRole('button', { name: 'Debug Code' }).waitFor();
    await select.selectOption('history');
    await bar.getByRole('button', { name: 'Primary Source Analyzer' }).waitFor();
    await page.getByText('History mode:').waitFor();

    const asked = page.waitForRequest((r) => r.url().endsWith('/api/smarty/ask') && r.method() === 'POST');
    await bar.getByRole('button', { name: 'Argument Plan' }).click();
    const body = (await asked).postDataJSON() as { question: string; smarty: { learningMode: string } };
    expect(body.question).toContain('Argument Plan');
    expect(body.smarty.learningMode).toBe('history');
    await waitReady(page);

    await page.screenshot({ path: artifactPath('study-learning-mode-history-1280.png') });

    // kept after a reload (here at 375 px)
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('combobox', { name: 'Topic', exact: true }).waitFor();
    expect(await select.inputValue()).toBe('history');
    await bar.getByRole('button', { name: 'Actions' }).click();
    await bar.getByRole('button', { name: 'Primary Source Analyzer' }).waitFor();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    const box = await select.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    await select.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('study-learning-mode-375.png') });
    expect(errors).toEqual([]);
  });
});

describe('Smarty study area: answers with sources (issue 14)', () => {
  it('an answer shows numbered sources and a confidence badge; a marker opens its passage', async () => {
    const { page, errors } = await subscriberOnStudyArea(site);
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    await startCompTia(page);
    const topicSelect = page.getByRole('combobox', { name: 'Topic', exact: true });
    const portsLabel = await topicSelect.locator('option', { hasText: 'TCP and UDP Ports' }).textContent();
    await topicSelect.selectOption({ label: portsLabel ?? '' });
    await smartyMessages(page).first().waitFor();
    await waitReady(page);
    await ask(page, 'What port does RDP use?');
    await expect.poll(() => smartyMessages(page).count()).toBe(2);
    await waitReady(page);
    const answer = smartyMessages(page).nth(1);
    expect(await answer.textContent()).toContain('3389');
    const sources = answer.getByRole('list', { name: 'Sources of this answer' });
    expect(await sources.getByRole('listitem').count()).toBeGreaterThanOrEqual(1);
    expect(await sources.getByRole('listitem').first().textContent()).toMatch(/^\[1\].+· TCP and UDP Ports/);
    const badge = answer.getByRole('button', { name: /^(High|Medium|Low) confidence$/ });
    await badge.waitFor();
    // At 1280×900 the input sticks above the quick actions bar: the log ends above it, so the newest answer's end and
    // its confidence badge are not under it (walkthrough: log at y 503–903, input at 781–839 over its end).
    const inputBox = await page.getByRole('textbox', { name: 'Message to Smarty' }).boundingBox();
    const logBox = await chatLog(page).boundingBox();
    expect(logBox && inputBox && logBox.y + logBox.height <= inputBox.y).toBe(true);
    const badgeBox = await badge.boundingBox();
    expect(badgeBox && inputBox && badgeBox.y + badgeBox.height <= inputBox.y).toBe(true);
    expect(
      await badge.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);
    await page.screenshot({ path: artifactPath('study-sources-1280.png') });
    // The student scrolls the page up themselves: the input stays stuck over the log's bottom, and the log keeps its
    // end above it (walkthrough: scrolled to the top, the log ran to y 927 under the input at 781 and hid the answer).
    await page.mouse.move(5, 450);
    await page.mouse.wheel(0, -1000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await settled(page);
    const stuck = await page.getByRole('textbox', { name: 'Message to Smarty' }).boundingBox();
    const scrolledLog = await chatLog(page).boundingBox();
    expect(scrolledLog && stuck && scrolledLog.y + scrolledLog.height > stuck.y).toBe(true);
    for (const end of [badge, page.getByRole('button', { name: 'Scroll to bottom' })]) {
      const box = await end.boundingBox();
      expect(box && stuck && box.y + box.height <= stuck.y).toBe(true);
    }
    expect(
      await badge.evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      }),
    ).toBe(true);
    await page.screenshot({ path: artifactPath('study-sources-scrolled-1280.png') });
    await answer.getByRole('link', { name: '[1]' }).first().click();
    const passage = page.getByRole('dialog', { name: /^Source \[1\]: / });
    expect(await passage.getByTestId('cited-passage').textContent()).toContain(
      'RDP (Remote Desktop Protocol) uses TCP 3389',
    );
    await page.screenshot({ path: artifactPath('study-passage-1280.png') });
    await page.keyboard.press('Escape');
    await passage.waitFor({ state: 'hidden' });

    await page.setViewportSize({ width: 375, height: 800 });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await answer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: artifactPath('study-sources-375.png') });
    await sources.getByRole('button').first().click();
    await passage.waitFor();
    await page.screenshot({ path: artifactPath('study-passage-375.png') });
    await page.keyboard.press('Escape');
    await passage.waitFor({ state: 'hidden' });

    // IT learning mode: CompTIA A+ gets the IT quick actions; 'Concept Map' renders a diagram of the lesson.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByText('Mode: IT').first().waitFor();
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    // the row shows again once the layout is back at desktop width
    await actions.getByRole('button', { name: 'Concept Map' }).waitFor();
    expect(await actions.getByRole('button').allTextContents()).toEqual([
      'Troubleshooting Steps',
      'Port & Protocol Table',
      'Concept Map',
    ]);
    await actions.getByRole('button', { name: 'Concept Map' }).click();
    const mapDialog = page.getByRole('dialog', { name: /^Concept Map: / });
    const diagram = mapDialog.getByRole('img', { name: /A concept map of \d+ concepts/ });
    await diagram.waitFor();
    expect(await diagram.getByTestId('concept-node').count()).toBeGreaterThanOrEqual(3);
    expect(await mapDialog.getByText('Port number').count()).toBeGreaterThan(0);
    await page.screenshot({ path: artifactPath('study-concept-map-1280.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: artifactPath('study-concept-map-375.png') });
    await page.keyboard.press('Escape');
    await mapDialog.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await actions.getByRole('button', { name: 'Port & Protocol Table' }).click();
    const table = page.getByRole('dialog', { name: /^Port & Protocol Table: / }).getByRole('table');
    await table.getByRole('cell', { name: '3389', exact: true }).waitFor();
    await page.screenshot({ path: artifactPath('study-port-table-1280.png') });
    await page.keyboard.press('Escape');
    expect(errors).toEqual([]);
  });
});

describe('Smarty study area (/demo)', () => {
  it('a demo user reaches the prompt limit: the input is disabled with Limit Reached, Upgrade to Premium beside it', async () => {
    const { page } = await site.visitor();
    await startDemoOnCompTia(page);

    for (let i = 1; i <= 5; i += 1) {
      await ask(page, `Question number ${i}: what is a CPU?`);
      await expect.poll(() => smartyMessages(page).count(), { timeout: 15_000 }).toBe(i);
      await waitReady(page);
      await page.getByText(`Demo Mode: ${5 - i} ${5 - i === 1 ? 'prompt' : 'prompts'} remaining`).waitFor();
    }
    const input = page.getByRole('textbox', { name: 'Message to Smarty' });
    await expect.poll(() => input.isDisabled()).toBe(true);
    expect(await input.getAttribute('placeholder')).toBe('Demo limit reached. Please upgrade to continue.');
    await page.getByRole('button', { name: 'Limit Reached' }).waitFor();
    // the way to upgrade is beside the input (at 375 px the sidebar's button is behind the menu): the pricing
    const upgrade = page.locator('form', { has: input }).getByRole('button', { name: 'Upgrade to Premium' });
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await upgrade.scrollIntoViewIfNeeded();
    expect(await upgrade.isVisible()).toBe(true);
    await page.screenshot({ path: artifactPath('study-demo-limit-375.png') });
    await upgrade.click();
    await page.waitForURL((url) => url.pathname === '/' && url.hash === '#pricing');
    await page.locator('#pricing').waitFor();
  });
});

describe('Smarty study area: quizzes, flashcards and demo metering (issue 14)', () => {
  it('a quiz round in the chat hides the key until answered; a flashcard rated Again comes back in the session', async () => {
    const { page, errors } = await subscriberOnStudyArea(site);
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    await startCompTia(page);
    await page.getByRole('combobox', { name: 'Topic', exact: true }).selectOption({ index: 1 });
    await smartyMessages(page).first().waitFor();
    await waitReady(page);

    // 'Quiz me': questions with options, no answer key under them; answering one reveals its key
    await ask(page, 'Quiz me');
    const quiz = chatLog(page).getByTestId('chat-quiz');
    await quiz.waitFor({ timeout: 30_000 });
    await waitReady(page);
    expect(await smartyMessages(page).last().textContent()).not.toMatch(/Answers?:/);
    expect(await quiz.getByTestId('chat-quiz-feedback').count()).toBe(0);
    const first = quiz.getByRole('group', { name: 'Question 1' });
    await first.getByRole('button').first().click();
    await quiz.getByTestId('chat-quiz-feedback').first().waitFor();
    expect(await quiz.getByTestId('chat-quiz-feedback').first().textContent()).toMatch(
      /^(Correct|Not quite: the answer is [A-F]\))/,
    );

    // flashcards: the first card rated Again is shown again after the others
    await page.getByRole('button', { name: 'Build Flashcards' }).click();
    const cards = page.getByRole('dialog', { name: /^Flashcards: / });
    await cards.getByTestId('flashcard-front').waitFor();
    const total = Number(
      /of (\d+)/.exec((await cards.getByText(/^Card 1 of \d+$/).textContent()) ?? '')?.[1],
    );
    const againFront = await cards.getByTestId('flashcard-front').textContent();
    const rate = async (label: RegExp) => {
      await cards.getByRole('button', { name: 'Show Answer' }).click();
      await cards
        .getByRole('group', { name: 'Rate your recall' })
        .getByRole('button', { name: label })
        .click();
    };
    await rate(/^Again/);
    await cards.getByText(`Card 2 of ${total + 1}`).waitFor();
    for (let i = 2; i <= total; i += 1) {
      await cards.getByText(`Card ${i} of ${total + 1}`).waitFor();
      await rate(/^Good/);
    }
    await cards.getByText(`Card ${total + 1} of ${total + 1}`).waitFor();
    expect(await cards.getByTestId('flashcard-front').textContent()).toBe(againFront);
    await rate(/^Good/);
    await cards.getByText('All cards reviewed. Nice work!').waitFor();
    expect(errors).toEqual([]);
  });

  it('in the demo, choosing topics does not spend prompts; a question does', async () => {
    const { page } = await site.visitor();
    await startDemoOnCompTia(page);
    const topic = page.getByRole('combobox', { name: 'Topic', exact: true });
    for (const index of [1, 2, 3]) {
      const welcome = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/smarty/topic-welcome');
      await topic.selectOption({ index });
      expect((await welcome).status()).toBe(200);
      await smartyMessages(page).first().waitFor();
      await waitReady(page);
      await page.getByText('Demo Mode: 5 prompts remaining').waitFor();
    }
    await ask(page, 'What is a CPU?');
    await page.getByText('Demo Mode: 4 prompts remaining').waitFor();
  });
});
