import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NETWORK_NOTES } from '../src/testing/fixtures/network-notes';
import { makePdf } from '../src/testing/pdf-factory';
import { axeViolations } from './support/axe';
import { artifactPath, subscriberOnStudyArea, useBrowser } from './support/site';

const site = useBrowser();

async function topicTitles(dialog: ReturnType<Page['getByRole']>) {
  return dialog
    .getByRole('textbox', { name: /^Topic \d+ title$/ })
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

describe('a study path from my own PDF (/app)', () => {
  it('the path exists once its material is read: closing the review keeps and opens it, Discard this path deletes it', async () => {
    const { page, visitor } = await subscriberOnStudyArea(site);
    const pathNames = async () => {
      const me = (await (await visitor.context.request.get('/api/me')).json()) as { user: { id: string } };
      const res = await visitor.context.request.get(`/api/smarty/study-paths/${me.user.id}`);
      return ((await res.json()) as { studyPaths: { name: string }[] }).studyPaths.map((p) => p.name);
    };
    const build = async (name: string) => {
      await page.getByRole('button', { name: 'Create path from my material' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Create a path from my material' });
      await dialog.getByLabel('PDF files').setInputFiles({
        name,
        mimeType: 'application/pdf',
        buffer: Buffer.from(await makePdf(NETWORK_NOTES)),
      });
      await dialog.getByRole('button', { name: 'Build my path' }).click();
      await dialog.getByRole('list', { name: 'Topics' }).waitFor({ timeout: 30_000 });
      return dialog;
    };

    let dialog = await build('kept-notes.pdf');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const topic = page.getByRole('combobox', { name: 'Topic', exact: true });
    await topic.waitFor();
    expect((await topic.locator('option').allTextContents()).join(' ')).toContain('Network Ports');
    expect(await pathNames()).toHaveLength(1);

    await page.getByRole('button', { name: 'My Learning Paths' }).click();
    dialog = await build('discarded-notes.pdf');
    expect(await pathNames()).toHaveLength(2);
    await dialog.getByRole('button', { name: 'Discard this path' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(pathNames).toHaveLength(1);
  });

  it('upload a PDF → edit its topics → start → roadmap → ask → the answer cites the PDF page', async () => {
    const { page, errors } = await subscriberOnStudyArea(site);

    await page.getByRole('button', { name: 'Create path from my material' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a path from my material' });
    await dialog.getByLabel('PDF files').setInputFiles({
      name: 'network-notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await makePdf(NETWORK_NOTES)),
    });
    await dialog.getByRole('button', { name: 'Build my path' }).click();

    // the editor lists the PDF's headings in order
    await dialog.getByRole('list', { name: 'Topics' }).waitFor({ timeout: 30_000 });
    expect(await topicTitles(dialog)).toEqual(['Network Ports', 'Cabling', 'Wireless Standards']);
    // a title input takes the row's room beside its buttons (it was 160 px wide)
    const titleShare = () =>
      dialog.getByRole('list', { name: 'Topics' }).evaluate((list) => {
        const input = list.querySelector('input');
        return (input?.getBoundingClientRect().width ?? 0) / list.getBoundingClientRect().width;
      });
    expect(await titleShare()).toBeGreaterThan(0.6);
    await page.screenshot({ path: artifactPath('own-material-editor-1280.png') });

    // a topic's subtopics (its nested headings) open under it with their page
    const subtopicsOfPorts = dialog.getByRole('list', { name: 'Subtopics of Network Ports' });
    await dialog.getByText('1 subtopic', { exact: true }).click();
    expect(await subtopicsOfPorts.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Remote Access\s+p\. 2$/),
    ]);

    // delete with undo (the topic comes back with its subtopics), move with the keyboard, rename
    await dialog.getByRole('button', { name: 'Delete Network Ports' }).click();
    expect(await topicTitles(dialog)).toEqual(['Cabling', 'Wireless Standards']);
    expect(await dialog.getByText('1 subtopic', { exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Undo' }).click();
    expect(await topicTitles(dialog)).toEqual(['Network Ports', 'Cabling', 'Wireless Standards']);
    await dialog.getByText('1 subtopic', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete Cabling' }).click();
    expect(await topicTitles(dialog)).toEqual(['Network Ports', 'Wireless Standards']);
    await dialog.getByRole('button', { name: 'Undo' }).click();
    expect(await topicTitles(dialog)).toEqual(['Network Ports', 'Cabling', 'Wireless Standards']);
    await dialog.getByRole('button', { name: 'Move Wireless Standards up' }).focus();
    await page.keyboard.press('Enter');
    expect(await topicTitles(dialog)).toEqual(['Network Ports', 'Wireless Standards', 'Cabling']);
    await dialog.getByRole('textbox', { name: 'Topic 1 title' }).fill('Ports');
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await titleShare()).toBeGreaterThan(0.9);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('own-material-editor-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Start studying' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // the path is open with its topics in the edited order
    const topic = page.getByRole('combobox', { name: 'Topic', exact: true });
    await topic.waitFor();
    const options = await topic.locator('option').allTextContents();
    expect(options.filter((o) => /Ports|Wireless|Cabling/.test(o))).toEqual([
      expect.stringContaining('Ports'),
      expect.stringContaining('Wireless Standards'),
      expect.stringContaining('Cabling'),
    ]);

    // the roadmap: one stage (the PDF has no exam domains), the topics in order, none started, the first one next
    await page.getByRole('button', { name: 'Roadmap', exact: true }).click();
    const roadmap = page.getByRole('region', { name: /^Roadmap: / });
    await roadmap.waitFor({ timeout: 30_000 });
    const nodes = roadmap.locator('[data-roadmap-node]');
    expect(await nodes.allInnerTexts()).toEqual([
      expect.stringMatching(/^1\. Ports\s+Not started\s+Next/),
      expect.stringMatching(/^2\. Wireless Standards\s+Not started\s+After: Ports/),
      expect.stringMatching(/^3\. Cabling\s+Not started\s+After: Wireless Standards/),
    ]);
    await roadmap.getByText('0 of 3 topics mastered · 1 stage').waitFor();
    // the first node's subtopic: a disclosure under it that the keyboard opens
    const disclosure = roadmap.getByText('1 subtopic', { exact: true });
    await disclosure.focus();
    await page.keyboard.press('Enter');
    expect(
      await roadmap.getByRole('list', { name: 'Subtopics of Ports' }).getByRole('listitem').allInnerTexts(),
    ).toEqual([expect.stringMatching(/^Remote Access\s+p\. 2$/)]);
    expect(await axeViolations(page)).toEqual([]);

    // readable at 375 px: nothing wider than the screen; the keyboard reaches a node and Enter focuses its topic
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: artifactPath('own-material-roadmap-375.png'), fullPage: true });
    await roadmap.screenshot({ path: artifactPath('own-material-roadmap-subtopics-375.png') });
    await nodes.nth(2).focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toMatch(/^1\. Ports/);
    await page.keyboard.press('Enter');
    await roadmap.waitFor({ state: 'hidden' });
    await page.getByText('Focus: Ports', { exact: true }).first().waitFor();
    expect(await topic.inputValue()).not.toBe('');
    // the lesson lists the topic's subtopics, open
    const lessonSubtopics = page
      .locator('#chat-card-title')
      .locator('xpath=../../..')
      .getByRole('list', { name: 'Subtopics of Ports' });
    await lessonSubtopics.waitFor();
    expect(await lessonSubtopics.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^Remote Access\s+p\. 2$/),
    ]);
    await page.screenshot({ path: artifactPath('own-material-subtopics-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    const log = page.getByRole('log', { name: 'Conversation with Smarty' });
    const ready = () =>
      page
        .locator('#chat-card-title')
        .locator('xpath=../..')
        .getByRole('status')
        .getByText('Ready', { exact: true })
        .waitFor({ timeout: 30_000 });
    await log.locator('li[data-role="smarty"]').first().waitFor({ timeout: 30_000 });
    await ready();

    const input = page.getByRole('textbox', { name: 'Message to Smarty' });
    await input.fill('Which port does RDP use?');
    await input.press('Enter');
    await log.locator('li[data-role="smarty"]').nth(1).waitFor({ timeout: 30_000 });
    await ready();
    const answer = log.locator('li[data-role="smarty"]').nth(1);
    expect(await answer.textContent()).toMatch(/3389/);
    await answer.getByText('network-notes.pdf, p. 2').first().waitFor();
    await page.screenshot({ path: artifactPath('own-material-answer-1280.png') });
    expect(errors).toEqual([]);
  });
});
