import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { artifactPath, subscriberOnStudyArea, useBrowser } from './support/site';

const site = useBrowser();

describe('a certification path as a roadmap (/app)', () => {
  it("start CompTIA Network+ (once 'Coming Soon') → its exam outline is the roadmap, with each domain's weight", async () => {
    const { page, errors } = await subscriberOnStudyArea(site);
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();
    await page
      .getByRole('button', { name: /^Browse (More )?Certifications$/ })
      .first()
      .click();
    const modal = page.getByRole('dialog', { name: 'Browse Certifications' });
    await modal.getByRole('searchbox', { name: 'Search certifications' }).fill('network+');
    const card = modal.getByRole('listitem', { name: 'CompTIA Network+' });
    await card.getByRole('button', { name: 'Start Learning Path' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: 'Topic', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Roadmap', exact: true }).click();
    const roadmap = page.getByRole('region', { name: 'Roadmap: CompTIA Network+' });
    await roadmap.waitFor({ timeout: 30_000 });
    const stages = roadmap.getByRole('list', { name: 'Stages' }).locator(':scope > li');
    const headings = await stages.locator('h4').allInnerTexts();
    const weights = await stages.evaluateAll((items) =>
      items.map((li) => li.querySelector('[data-testid="stage-weight"]')?.textContent ?? null),
    );
    expect(headings.map((h, i) => [h, weights[i]])).toEqual([
      ['Stage 1: Networking Concepts', 'Exam weight 23%'],
      ['Stage 2: Network Implementation', 'Exam weight 20%'],
      ['Stage 3: Network Operations', 'Exam weight 19%'],
      ['Stage 4: Network Security', 'Exam weight 14%'],
      ['Stage 5: Network Troubleshooting', 'Exam weight 24%'],
    ]);
    // nothing studied yet: the first objective is next; outline topics say they await material
    const first = roadmap.locator('[data-roadmap-node]').first();
    expect(await first.innerText()).toMatch(/^1\. .+\s+Not started\s+Next/);
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await roadmap.screenshot({ path: artifactPath('roadmap-network-plus-375.png') });

    // Enter on "Continue with" focuses the next topic in the study area
    const title = (await first.innerText()).split('\n')[0]!.replace(/^1\. /, '');
    await roadmap.getByRole('button', { name: `Continue with: ${title}` }).focus();
    await page.keyboard.press('Enter');
    await roadmap.waitFor({ state: 'hidden' });
    await page.getByText(`Focus: ${title}`, { exact: true }).first().waitFor();
    expect(errors).toEqual([]);
  });
});
