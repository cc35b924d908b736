import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isContentSection } from '../src/shared/research/section-role';
import type { Visitor } from './support/browser';
import { analyseAllViaApi, createEssayInBrowser, createEssayViaApi, saveWorksViaApi } from './support/essays';
import { artifactPath, settled, subscribeVisitor, useBrowser, watchConsoleErrors } from './support/site';

const site = useBrowser();

async function savedText(page: Page) {
  await page
    .getByRole('status')
    .filter({ hasText: /^Saved$/ })
    .waitFor({ timeout: 15_000 });
}

describe('academic essays', () => {
  it('goes from create to Complete Essay: prompt review, ideas, thesis review, outline, a coaching suggestion and the checklist', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const errors = watchConsoleErrors(page);
    await subscribeVisitor(visitor);
    await page.goto('/app?mode=academic');
    await page.getByRole('heading', { name: 'No Essay Selected' }).waitFor({ timeout: 30_000 });
    await page.getByText('No academic essays yet. Create your first one above!').waitFor();
    await page.screenshot({ path: artifactPath('essays-list-1280.png'), fullPage: true });

    await createEssayInBrowser(page, 'Renewable energy policy');
    await page.getByText('Academic Writing', { exact: false }).first().waitFor();

    // Prompt: rejected, then approved and the flow moves on to brainstorm after 1.5 s.
    const prompt = page.getByLabel('What is your essay about?');
    await prompt.fill('Write about stuff.');
    await page.getByRole('button', { name: 'Save Prompt' }).click();
    await page
      .getByText('Prompt needs improvement. Please refine your prompt and try again.')
      .waitFor({ timeout: 20_000 });
    await prompt.fill(
      'Argue whether governments should subsidise renewable energy to reduce carbon emissions, using economic and environmental evidence from the last decade.',
    );
    await page.getByRole('button', { name: 'Save Prompt' }).click();
    await page.getByText('Prompt approved and saved.').waitFor({ timeout: 20_000 });
    await page.getByRole('heading', { name: 'Brainstorm Ideas' }).waitFor({ timeout: 10_000 });

    // Brainstorm: two ideas, counters.
    const idea = page.getByLabel('New idea');
    await idea.fill('Subsidies lower the cost of solar power');
    await idea.press('Enter');
    await idea.fill('Carbon taxes as an alternative');
    await idea.press('Enter');
    await page.getByText('2/10 ideas').waitFor();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Thesis: the short warning, then the review.
    const thesis = page.getByLabel('Your thesis');
    await thesis.fill('Subsidies help');
    await page.getByText('Thesis statement too short').waitFor();
    expect(await page.getByRole('button', { name: 'Save Thesis' }).isDisabled()).toBe(true);
    await thesis.fill(
      'Governments should subsidise renewable energy because it lowers emissions faster than market forces alone.',
    );
    await page.getByRole('button', { name: 'Save Thesis' }).click();
    await page.getByRole('region', { name: 'Thesis review' }).waitFor({ timeout: 20_000 });
    await page.getByText('Prompt congruency').waitFor();
    await savedText(page);
    await page.screenshot({ path: artifactPath('essays-thesis-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // Writing with the outline, a suggestion applied, and completion.
    await page.getByLabel('Introduction', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Show Research & Outline' }).click();
    const outline = page.getByRole('region', { name: 'Outline' });
    await outline.getByText('Body Paragraph 1').waitFor();

    // Research elements: the ideas at 10/10 (no saved articles yet); one is assigned to a body paragraph, and
    // 'Add Idea' adds another to that section.
    const research = page.getByRole('region', { name: 'Research' });
    await research.getByRole('button', { name: 'Ideas' }).click();
    await research.getByText('Subsidies lower the cost of solar power').waitFor();
    expect(await research.getByText('· 10/10').count()).toBe(2);
    await research
      .getByLabel('Assign "Subsidies lower the cost of solar power" to an outline section')
      .selectOption({ label: 'Body Paragraph 1' });
    await outline.getByRole('button', { name: 'Expand Body Paragraph 1' }).click();
    await outline
      .getByRole('listitem')
      .filter({ hasText: /^Subsidies lower the cost of solar power$/ })
      .waitFor();
    await outline.getByRole('button', { name: 'Add Idea' }).click();
    await outline.getByLabel('New idea for Body Paragraph 1').fill('Jobs in the solar industry');
    await outline.getByRole('button', { name: 'Add', exact: true }).click();
    await outline.getByText('Jobs in the solar industry').waitFor();
    await page
      .getByLabel('Introduction', { exact: true })
      .fill('Climate change demands faster action from governments.');
    const body = page.getByLabel('Body', { exact: true });
    await body.fill('Solar and wind costs have fallen sharply over the last decade.');
    // Offline the suggestion coaches (questions and a paragraph plan beside the draft); nothing is pasted in.
    await page.getByRole('button', { name: 'AI Suggestions' }).nth(1).click();
    await page.getByRole('button', { name: 'Generate AI Suggestion' }).click();
    const suggestion = page.getByLabel('Suggestion', { exact: true });
    await suggestion.getByText('Questions to answer').waitFor({ timeout: 20_000 });
    await suggestion.getByText('Paragraph plan').waitFor();
    expect(await page.getByRole('button', { name: 'Apply Suggestion' }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await body.inputValue()).toBe('Solar and wind costs have fallen sharply over the last decade.');
    await savedText(page);
    await page.screenshot({ path: artifactPath('essays-writing-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await page.screenshot({ path: artifactPath('essays-writing-375.png'), fullPage: true });
    // Nothing is wider than the phone: not the page, not the sticky essay header (it was 391 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const header = await page
      .getByRole('heading', { level: 1, name: 'Renewable energy policy' })
      .evaluate((h) => {
        const sticky = h.closest('.sticky');
        if (!sticky) return null;
        const r = sticky.getBoundingClientRect();
        // An opaque background: the draft scrolling beneath must not show through (walkthrough).
        const probe = document.createElement('canvas').getContext('2d');
        if (!probe) return null;
        probe.fillStyle = getComputedStyle(sticky).backgroundColor;
        probe.fillRect(0, 0, 1, 1);
        return { left: r.left, right: r.right, alpha: probe.getImageData(0, 0, 1, 1).data[3] };
      });
    expect(header).toEqual({ left: 0, right: 375, alpha: 255 });
    await page.setViewportSize({ width: 1280, height: 800 });
    // The draft is far below its length target: the checklist says so, and the student may complete anyway.
    await page.getByRole('button', { name: 'Complete Essay' }).click();
    const checklist = page.getByRole('list', { name: 'Draft checklist' });
    await checklist.getByText(/To fix: At least \d+ words/).waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Complete anyway' }).click();
    await page.getByText('Essay completed. Well done!').waitFor({ timeout: 15_000 });

    // The list shows it; the reload keeps everything.
    await page.getByRole('button', { name: 'Return to Essays List' }).click();
    await page
      .getByRole('button', { name: /Renewable energy policy/ })
      .first()
      .waitFor();
    await page.setViewportSize({ width: 375, height: 800 });
    await settled(page);
    await page.screenshot({ path: artifactPath('essays-list-375.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('keeps an offline edit through a closed tab and saves it when back online', async () => {
    const visitor = await site.visitor();
    const { page, context } = visitor;
    await subscribeVisitor(visitor);
    await createEssayInBrowser(page, 'Offline essay');
    await page.getByLabel('Phase', { exact: true }).selectOption('writing');
    await page.getByLabel('Introduction', { exact: true }).waitFor();
    await savedText(page);

    await context.setOffline(true);
    await page.getByLabel('Introduction', { exact: true }).fill('Words typed while the network was down.');
    await page.getByText('Offline — will retry').waitFor({ timeout: 10_000 });
    await page.close(); // as if the tab crashed before any save went through

    await context.setOffline(false);
    const again = await context.newPage();
    await again.goto('/app?mode=academic');
    await again.getByLabel('Introduction', { exact: true }).waitFor();
    expect(await again.getByLabel('Introduction', { exact: true }).inputValue()).toBe(
      'Words typed while the network was down.',
    );
    await savedText(again);
    // The server has it now: a fresh read without local storage shows the text.
    const id = await again.evaluate(
      () => JSON.parse(localStorage.getItem('academic-state') ?? '{}').currentEssayId as string,
    );
    const res = await again.request.get(`/api/essays/${id}`);
    const json = (await res.json()) as { essay: { draft_sections: Record<string, { content: string }> } };
    expect(json.essay.draft_sections.introduction?.content).toBe('Words typed while the network was down.');
  });

  it('two tabs (devices) editing the same essay: no silent loss, the user chooses', async () => {
    const visitor = await site.visitor();
    const { page, context } = visitor;
    await subscribeVisitor(visitor);
    await createEssayInBrowser(page, 'Two tabs');
    await page.getByLabel('Phase', { exact: true }).selectOption('writing');
    await page.getByLabel('Conclusion', { exact: true }).waitFor();
    await savedText(page);

    // The second tab is another device of the same account (its own storage, the same session).
    const device = await site.visitor();
    await device.context.addCookies(await context.cookies());
    await device.page.addInitScript(
      (state) => {
        if (!localStorage.getItem('academic-state')) localStorage.setItem('academic-state', state);
      },
      await page.evaluate(() => localStorage.getItem('academic-state') ?? '{}'),
    );
    const other = device.page;
    await other.goto('/app?mode=academic');
    await other.getByLabel('Conclusion', { exact: true }).waitFor();

    // Tab A saves; tab B (idle) receives it through the event stream.
    await page.getByLabel('Conclusion', { exact: true }).fill('From tab A.');
    await savedText(page);
    await expect
      .poll(() => other.getByLabel('Conclusion', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('From tab A.');

    // Different fields at once: both kept, no question asked.
    await page.getByLabel('Introduction', { exact: true }).fill('Intro from tab A.');
    await other.getByLabel('Body', { exact: true }).fill('Body from tab B.');
    await savedText(page);
    await savedText(other);
    await expect
      .poll(() => other.getByLabel('Introduction', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('Intro from tab A.');
    await expect
      .poll(() => page.getByLabel('Body', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('Body from tab B.');

    // The same field at once: B is offline while A saves; B is asked and keeps its own words.
    await device.context.setOffline(true);
    await other.getByLabel('Conclusion', { exact: true }).fill('From tab B, offline.');
    await other.getByText('Offline — will retry').waitFor({ timeout: 10_000 });
    await page.getByLabel('Conclusion', { exact: true }).fill('From tab A, again.');
    await savedText(page);
    await device.context.setOffline(false);
    await other.getByText('This essay was changed in another tab or device.').waitFor({ timeout: 15_000 });
    expect(await other.getByLabel('Conclusion', { exact: true }).inputValue()).toBe('From tab B, offline.');
    await other.getByRole('button', { name: 'Keep my changes' }).click();
    await savedText(other);
    expect(await other.getByLabel('Conclusion', { exact: true }).inputValue()).toBe('From tab B, offline.');
    expect(await other.getByLabel('Introduction', { exact: true }).inputValue()).toBe('Intro from tab A.');
    await expect
      .poll(() => page.getByLabel('Conclusion', { exact: true }).inputValue(), { timeout: 10_000 })
      .toBe('From tab B, offline.');
  });

  it('keeps a long unbroken title and idea inside the page (no horizontal overflow at 1280 px)', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    await subscribeVisitor(visitor);
    const title = `Unbroken${'x'.repeat(180)}`;
    await createEssayInBrowser(page, title);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    const prompt = page.getByLabel('What is your essay about?');
    await prompt.fill(
      'Argue whether governments should subsidise renewable energy to reduce carbon emissions, using economic and environmental evidence from the last decade.',
    );
    await page.getByRole('button', { name: 'Save Prompt' }).click();
    await page.getByRole('heading', { name: 'Brainstorm Ideas' }).waitFor({ timeout: 20_000 });
    const idea = page.getByLabel('New idea');
    await idea.fill('y'.repeat(200));
    await idea.press('Enter');
    await page.getByText('1/10 ideas').waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The essays list: the title is cut with an ellipsis, the Create and Delete buttons stay on screen.
    await page.getByRole('button', { name: 'Return to Essays List' }).click();
    await page.getByRole('button', { name: `Delete ${title}` }).waitFor();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });

  it('exports a .docx', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    await subscribeVisitor(visitor);
    await createEssayInBrowser(page, 'Export me');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export .docx' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
  });
});

/** An academic essay at `phase` with a prompt, ideas and a thesis, made through the API of the visitor's session. */
function essayWithThesis(visitor: Visitor, title: string, phase: string): Promise<string> {
  return createEssayViaApi(visitor, {
    title,
    prompt: 'Evaluate how nurse staffing levels affect patient mortality and safety in acute care hospitals.',
    ideas: ['Staffing ratios and patient mortality', 'Nurse burnout and missed care'],
    thesis:
      'Hospitals should guarantee safe nurse staffing because low staffing raises patient mortality and leads to missed care.',
    phase,
  });
}

describe('writing with the student’s research (issue 15)', () => {
  it('analysed articles reach the helper and the suggestions: evidence cards, Insert with citation, the export and the checklist', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const errors = watchConsoleErrors(page);
    await subscribeVisitor(visitor);
    const essayId = await essayWithThesis(visitor, 'Staffing with evidence', 'thesis');
    const titles = await saveWorksViaApi(visitor, essayId, 'nurse staffing', 2);

    // Saved but not analysed: the helper's article card asks for the analysis.
    await page.goto('/app?mode=academic');
    await page.getByRole('button', { name: /^Staffing with evidence/ }).click({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Staffing with evidence' }).waitFor();
    await page.getByText('Analyze Articles', { exact: true }).first().waitFor({ timeout: 20_000 });

    // Analysed: the card moves on to the next step.
    await analyseAllViaApi(visitor, essayId, 2);
    await page.reload();
    await page
      .getByRole('heading', { level: 1, name: 'Staffing with evidence' })
      .waitFor({ timeout: 30_000 });
    await page.getByText('Write with Your Evidence').waitFor({ timeout: 20_000 });
    expect(await page.getByText('Analyze Articles', { exact: true }).count()).toBe(0);

    // The suggestions modal counts the real content sections of the saved articles.
    const listed = await visitor.context.request.get(`/api/essays/${essayId}/saved-articles`);
    const { articles } = (await listed.json()) as {
      articles: Array<{ sections: Array<{ heading: string }> }>;
    };
    const sectionCount = articles.reduce(
      (n, a) => n + a.sections.filter((s) => isContentSection(s.heading)).length,
      0,
    );
    expect(sectionCount).toBeGreaterThan(0);
    await page.getByLabel('Phase', { exact: true }).selectOption('writing');
    const body = page.getByLabel('Body', { exact: true });
    await body.waitFor();
    await page.getByRole('button', { name: 'AI Suggestions' }).nth(1).click();
    expect(await page.getByTestId('available-sections').textContent()).toBe(String(sectionCount));

    // The suggestion offers evidence cards quoting a saved article with its citation; Insert puts both in the draft.
    await page.getByRole('button', { name: 'Generate AI Suggestion' }).click();
    const evidence = page.getByRole('region', { name: 'Evidence from your articles' });
    await evidence.waitFor({ timeout: 20_000 });
    const card = evidence.getByRole('listitem').first();
    const cardLabel = (await card.getAttribute('aria-label')) ?? '';
    const cited = titles.find((t) => cardLabel === `Evidence from ${t}`);
    expect(cited).toBeDefined();
    const cardText = (await card.textContent()) ?? '';
    const citation = /\([^()]*\b(?:19|20)\d\d[^()]*\)/.exec(cardText)?.[0] ?? '';
    expect(citation).not.toBe('');
    await page.screenshot({ path: artifactPath('essays-evidence-1280.png'), fullPage: true });
    await card.getByRole('button', { name: 'Insert quote' }).click();
    await expect.poll(() => body.inputValue()).toContain(citation);
    await savedText(page);

    // The .docx export lists the cited work in its references.
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export .docx' }).click(),
    ]);
    const documentXml = new TextDecoder().decode(
      unzipSync(new Uint8Array(readFileSync(await docx.path())))['word/document.xml'],
    );
    const text = documentXml.replace(/<\/w:p>/g, '\n').replace(/<[^>]+>/g, '');
    const references = text.slice(text.indexOf('References'));
    expect(text.indexOf('References')).toBeGreaterThan(0);
    expect(references).toContain(cited ?? '');

    // A paraphrase scaffold left in the draft: Complete Essay shows the checklist naming it.
    if (!(await evidence.isVisible())) {
      await page.getByRole('button', { name: 'AI Suggestions' }).nth(1).click();
      await page.getByRole('button', { name: 'Generate AI Suggestion' }).click();
      await evidence.waitFor({ timeout: 20_000 });
    }
    await evidence
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Insert paraphrase scaffold' })
      .click();
    await expect.poll(() => body.inputValue()).toContain('[Paraphrase in your own words:');
    await savedText(page);
    if (await page.getByRole('dialog', { name: /AI Writing Suggestions/ }).isVisible())
      await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Complete Essay' }).click();
    const checklist = page.getByRole('list', { name: 'Draft checklist' });
    await checklist
      .getByText('To fix: No unfinished scaffolds or [bracket] placeholders')
      .waitFor({ timeout: 10_000 });
    await checklist.getByText(/1 placeholder left, e\.g\. \[Paraphrase in your own words:/).waitFor();
    await page.screenshot({ path: artifactPath('essays-checklist-1280.png'), fullPage: true });
    await page.getByRole('button', { name: 'Keep writing' }).click();
    await checklist.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });
});

describe('creative pieces', () => {
  it('goes through the eight phases with a character, a plot point, a setting and a draft', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const errors = watchConsoleErrors(page);
    await subscribeVisitor(visitor);
    await page.goto('/app?mode=creative');
    await page.getByRole('heading', { name: 'No Creative Piece Selected' }).waitFor({ timeout: 30_000 });
    await page.getByText('No creative pieces yet. Create your first one above!').waitFor();
    await createEssayInBrowser(page, 'The lighthouse keeper', 'creative');

    const next = (label: string) => page.getByRole('button', { name: label, exact: true }).click();
    await page.getByRole('heading', { name: 'Story Prompt' }).waitFor();
    expect(await page.getByRole('button', { name: 'Next: Brainstorm' }).isDisabled()).toBe(true);
    await page
      .getByPlaceholder('Describe your story idea, characters, or creative prompt...')
      .fill('A keeper who talks to ships.');
    await next('Next: Brainstorm');
    await page.getByLabel('Story Ideas').fill('Storm night\n\nA lost sailor');
    await next('Next: Characters');
    await page.getByRole('heading', { name: 'Character Development' }).waitFor();
    await page.getByRole('button', { name: 'Manage Characters' }).first().click();
    await page.getByLabel('Name').fill('Mara');
    await page.getByLabel('Role').fill('Keeper');
    await page.getByLabel('Traits').fill('stubborn, kind');
    await page.getByRole('button', { name: 'Add Character' }).click();
    await page.getByText('Traits: stubborn, kind').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await next('Next: Plot');
    await page.getByRole('button', { name: 'Plan Plot' }).first().click();
    await page.getByLabel('Plot point').fill('The storm arrives');
    await page.getByLabel('What happens').fill('The lamp fails.');
    await page.getByRole('button', { name: 'Add Plot Point' }).click();
    await page.getByText('The storm arrives').waitFor();
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await next('Next: Setting');
    await page.getByLabel('Location').fill('A rocky island');
    await page.getByLabel('Time Period').fill('1890s');
    await page.getByLabel('Atmosphere').fill('Cold and loud');
    await next('Next: Draft');
    await page.getByLabel('Story draft').fill('The sea was loud that night and Mara lit the lamp.');
    await page.getByText('11 words').waitFor();
    await savedText(page);
    await page.screenshot({ path: artifactPath('essays-creative-draft-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByText('Step 6 of 8').waitFor();
    await settled(page); // the shell's sidebar finishes sliding away
    await page.screenshot({ path: artifactPath('essays-creative-draft-375.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await next('Next: Revise');
    await next('Next: Final');
    await next('Mark as Complete');
    await page.getByText('Your story is complete. Well done!').waitFor();
    await savedText(page);

    const id = await page.evaluate(
      () => JSON.parse(localStorage.getItem('academic-state') ?? '{}').creativeEssayId as string,
    );
    const res = await page.request.get(`/api/essays/${id}`);
    const { essay } = (await res.json()) as {
      essay: {
        metadata: Record<string, unknown>;
        phase_status: Record<string, string>;
        brainstorm_ideas: string[];
      };
    };
    expect(essay.brainstorm_ideas).toEqual(['Storm night', 'A lost sailor']);
    expect(essay.metadata.characters).toEqual([
      { name: 'Mara', role: 'Keeper', description: '', traits: 'stubborn, kind', arc: '' },
    ]);
    expect(essay.metadata.plotPoints).toEqual([
      { title: 'The storm arrives', description: 'The lamp fails.', act: 1, order: 1 },
    ]);
    expect(essay.metadata.setting).toMatchObject({
      location: 'A rocky island',
      time: '1890s',
      atmosphere: 'Cold and loud',
    });
    expect(Object.values(essay.phase_status).every((s) => s === 'completed')).toBe(true);
    expect(errors).toEqual([]);
  });
});
