import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Visitor } from './support/browser';
import { createEssayViaApi, openEssay, saveWorksViaApi } from './support/essays';
import { makePdf } from '../src/testing/pdf-factory';
import { freePort, startServer, type RunningServer } from './support/server';
import { artifactPath, subscribeVisitor, useBrowser, watchConsoleErrors } from './support/site';

const site = useBrowser();

const PROMPT =
  'How does nurse staffing affect patient mortality and safety in acute care hospitals, and what policies improve outcomes?';
const THESIS =
  'Mandated nurse-to-patient ratios reduce hospital mortality because adequately staffed nurses catch complications earlier.';

/** An academic essay with prompt, ideas and thesis, made through the API of the visitor's session. */
function essayWithThesis(visitor: Visitor, title: string): Promise<string> {
  return createEssayViaApi(visitor, {
    title,
    prompt: PROMPT,
    ideas: ['Staffing ratios and mortality', 'Nurse burnout and patient safety'],
    thesis: THESIS,
    phase: 'thesis',
  });
}

function cacheDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('smarty-research')),
  );
}

/** The applied-filter summaries of the research cache's entries (read straight from IndexedDB). */
function cachedFilterSummaries(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('smarty-research-cache');
        // Never create the database here: that would leave the app a database without its store.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const all = db.transaction('entries', 'readonly').objectStore('entries').getAll();
          all.onsuccess = () => {
            resolve(
              (all.result as Array<{ data?: { lastAppliedFiltersDisplay?: string } }>).map(
                (e) => e.data?.lastAppliedFiltersDisplay ?? '',
              ),
            );
            db.close();
          };
        };
        open.onerror = () => resolve([]);
      }),
  );
}

describe('research', () => {
  it('finds articles by domain, cites them, saves one with its PDF and opens the PDF', async () => {
    const visitor = await site.visitor();
    const { page } = visitor;
    const errors = watchConsoleErrors(page);
    await subscribeVisitor(visitor);
    await essayWithThesis(visitor, 'Nurse staffing essay');
    await openEssay(page, 'Nurse staffing essay');

    await page.getByRole('button', { name: 'Find Articles' }).first().click();
    const modal = page.getByRole('dialog', { name: /Search Academic Articles/ });
    await modal.waitFor();
    // Domains detected by the offline engine, searched one after another; the first with results is selected.
    await modal
      .getByRole('heading', { name: /Search Academic Articles \(\d+ domains detected\)/ })
      .waitFor({ timeout: 30_000 });
    await modal.getByText(/^Selected: /).waitFor({ timeout: 30_000 });
    await modal.getByText('Source: Sample library', { exact: false }).waitFor();
    const results = modal.getByRole('heading', { name: /Articles \(\d+\)$/ });
    await results.waitFor();
    const cards = modal.getByRole('article');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(25);
    await page.screenshot({ path: artifactPath('research-search-1280.png') });

    // Cite: three styles; MLA differs from APA.
    const first = cards.first();
    await first.getByRole('button', { name: 'Cite' }).click();
    const cite = page.getByRole('dialog', { name: 'Cite this article' });
    await cite.locator('[data-style="mla"]').waitFor();
    const apa = await cite.locator('[data-style="apa"]').innerText();
    const mla = await cite.locator('[data-style="mla"]').innerText();
    expect(apa.length).toBeGreaterThan(20);
    expect(mla).not.toBe(apa);
    await cite.getByRole('button', { name: 'Copy MLA citation' }).waitFor();
    await page.keyboard.press('Escape');
    await cite.waitFor({ state: 'hidden' });

    // Save to Essay: the PDF is fetched and read on the server; 'Saved!' shows for 3 seconds.
    await first.getByRole('button', { name: 'Save to Essay' }).click();
    await first.getByRole('button', { name: 'Saved!' }).waitFor({ timeout: 60_000 });
    await first.getByRole('button', { name: 'Saved', exact: true }).waitFor({ timeout: 10_000 });

    // View PDF opens the viewer with the stored copy.
    await first.getByRole('button', { name: 'View PDF' }).click();
    const viewer = page.getByRole('dialog', { name: /PDF Viewer/ });
    await viewer.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: artifactPath('research-pdf-1280.png') });
    await viewer.getByRole('button', { name: 'Close' }).first().click();
    await viewer.waitFor({ state: 'hidden' });

    // Upload one of the student's own PDFs: it is listed under My Uploads, ready to save and cite.
    await modal.getByRole('button', { name: 'Upload PDF' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload a PDF' });
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.getByText('Choose a PDF file to upload.').waitFor();
    const pdf = await makePdf([
      [
        'Ward Staffing Notes',
        'Abstract',
        'Notes on nurse staffing in two wards.',
        '1. Introduction',
        'Staffing shapes safety.',
      ],
    ]);
    await upload
      .getByLabel(/PDF file/)
      .setInputFiles({ name: 'ward-notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
    await upload.getByLabel('Title').fill('Ward Staffing Notes');
    await upload.getByLabel('Authors').fill('Ann Lee');
    await upload.getByLabel('Year').fill('2024');
    // Citation details (issue 19): a malformed DOI is refused with the field's message, nothing is lost.
    await upload.getByLabel('Kind of work').selectOption({ label: 'Journal article' });
    await upload.getByLabel('Published in (journal, book or repository)').fill('Journal of Ward Studies');
    await upload.getByLabel('Volume').fill('12');
    await upload.getByLabel('Issue').fill('3');
    await upload.getByLabel('Pages').fill('45-67');
    await upload.getByLabel('DOI').fill('not a doi');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload
      .getByText('The DOI should look like 10.1234/abcd', { exact: false })
      .first()
      .waitFor({ timeout: 30_000 });
    expect(await upload.getByLabel('Volume').inputValue()).toBe('12');
    await upload.getByLabel('DOI').fill('10.1000/ward.12');
    await upload.getByRole('button', { name: 'Upload', exact: true }).click();
    await upload.waitFor({ state: 'hidden', timeout: 30_000 });
    await modal.getByText('Selected: My Uploads').waitFor();
    await modal.getByRole('heading', { name: 'Ward Staffing Notes' }).waitFor();

    // The cite dialog shows the volume, issue and pages in each style, Chicago in its author-date system. (APA keeps
    // the title as the student typed it: sentence case cannot be made safely from title case — proper nouns.)
    const uploaded = modal
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Ward Staffing Notes' }) });
    await uploaded.getByRole('button', { name: 'Cite' }).click();
    await cite.locator('[data-style="chicago"]').waitFor();
    await cite.getByRole('heading', { name: 'Chicago (author-date)' }).waitFor();
    expect(await cite.locator('[data-style="apa"]').innerText()).toBe(
      'Lee, A. (2024). Ward Staffing Notes. Journal of Ward Studies, 12(3), 45–67. https://doi.org/10.1000/ward.12',
    );
    expect(await cite.locator('[data-style="mla"]').innerText()).toBe(
      'Lee, Ann. “Ward Staffing Notes.” Journal of Ward Studies, vol. 12, no. 3, 2024, pp. 45–67. https://doi.org/10.1000/ward.12.',
    );
    expect(await cite.locator('[data-style="chicago"]').innerText()).toBe(
      'Lee, Ann. 2024. “Ward Staffing Notes.” Journal of Ward Studies 12, no. 3: 45–67. https://doi.org/10.1000/ward.12.',
    );
    // The journal is italic (APA: the volume too).
    expect(await cite.locator('[data-style="apa"] i').allInnerTexts()).toEqual([
      'Journal of Ward Studies',
      '12',
    ]);
    await page.keyboard.press('Escape');
    await cite.waitFor({ state: 'hidden' });
    await uploaded.getByRole('button', { name: 'Save to Essay' }).click();
    await uploaded.getByRole('button', { name: 'Saved!' }).waitFor({ timeout: 60_000 });

    // Filters & Sort: a year range narrows the list, and the header summarises it.
    await modal.getByRole('button', { name: 'Filters & Sort' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters & Sort' });
    await filters.getByText('Results are always limited to open access, English, with PDF access.').waitFor();
    await filters.getByLabel('Publication year from').fill('2019');
    await filters.getByLabel('Publication year to').fill('2015');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await filters.getByText('The end year must not be before the start year.').waitFor();
    await filters.getByLabel('Publication year to').fill('2030');
    await filters.getByLabel('Sort by').selectOption({ label: 'Most Cited' });
    await filters.getByRole('button', { name: 'Apply' }).click();
    await modal.getByText('2019–2030 · Most Cited').first().waitFor();
    await modal.getByText(/^Selected: /).waitFor({ timeout: 30_000 });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: artifactPath('research-search-375.png') });
    await page.setViewportSize({ width: 1280, height: 900 });

    // An empty query is refused with the spec's message.
    await modal.getByLabel('Search query').fill('   ');
    await modal.getByRole('button', { name: 'Search Articles' }).click();
    await modal.getByText('Please enter a search query.').waitFor();

    await modal.getByRole('button', { name: 'Close' }).first().click();
    await modal.waitFor({ state: 'hidden' });

    // The essay exports its saved articles for reference managers.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Articles .ris' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Nurse-staffing-essay-articles.ris');

    // The .docx lists the bibliography (APA: References, sorted by author) with a 0.5 in hanging indent.
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export .docx' }).click(),
    ]);
    const documentXml = new TextDecoder().decode(
      unzipSync(new Uint8Array(readFileSync(await docx.path())))['word/document.xml'],
    );
    const paragraphs = documentXml.split('</w:p>');
    const heading = paragraphs.findIndex((p) => p.includes('>References</w:t>'));
    expect(heading).toBeGreaterThan(0);
    const entries = paragraphs.slice(heading + 1).filter((p) => p.includes('<w:t'));
    expect(entries.length).toBe(2);
    for (const entry of entries) expect(entry).toMatch(/<w:ind w:left="720" w:hanging="720"\/>/);
    const ward = entries.find((p) => p.includes('Ward Staffing Notes'));
    expect(ward?.replace(/<[^>]+>/g, '')).toBe(
      'Lee, A. (2024). Ward Staffing Notes. Journal of Ward Studies, 12(3), 45–67. https://doi.org/10.1000/ward.12',
    );
    // Journal and volume are italic runs.
    expect(ward).toMatch(/<w:i\/>.*?<w:t[^>]*>Journal of Ward Studies<\/w:t>/);

    // The cache holds the search with its filters (writes are at least 3 s apart)...
    await expect
      .poll(() => cachedFilterSummaries(page), { timeout: 15_000 })
      .toContain('2019–2030 · Most Cited');
    // ...so after a reload the search comes back from the browser's cache: no second domain detection.
    let detections = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/research-analysis/multidomain-search')) detections++;
    });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Nurse staffing essay' }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Find Articles' }).first().click();
    await modal.getByText(/^Selected: /).waitFor({ timeout: 10_000 });
    await modal.getByText('2019–2030 · Most Cited').first().waitFor();
    expect(detections).toBe(0);
    await modal.getByRole('button', { name: 'Close' }).first().click();

    // Sign-out deletes the cache.
    expect(await cacheDatabases(page)).toEqual(['smarty-research-cache']);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => cacheDatabases(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('saved articles and analysis', () => {
  it('Analyze All survives a server restart mid-run, then sections show their relevance', async () => {
    // Its own server, restarted in the middle of the test on the same port and data.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'smarty-e2e-restart-'));
    const port = await freePort();
    let server: RunningServer = await startServer({}, dataDir, port);
    try {
      const visitor = await site.visitor({ baseUrl: server.baseUrl });
      const { page } = visitor;
      await subscribeVisitor(visitor);
      const essayId = await essayWithThesis(visitor, 'Staffing research');
      const titles = await saveWorksViaApi(visitor, essayId, 'nurse staffing', 6);

      await openEssay(page, 'Staffing research');
      await page.getByRole('button', { name: 'View Articles' }).click();
      const modal = page.getByRole('dialog', { name: 'Saved Articles' });
      await modal.waitFor();
      for (const t of titles) await modal.getByText(t).first().waitFor({ timeout: 20_000 });
      expect(await modal.getByText('Waiting for analysis').count()).toBe(6);
      await page.screenshot({ path: artifactPath('research-saved-1280.png') });

      const started = page.waitForResponse((r) =>
        r.url().endsWith('/api/integrated-article-analysis/analyze-all'),
      );
      await modal.getByRole('button', { name: 'Analyze All' }).click();
      const { analysisState } = (await (await started).json()) as {
        analysisState: {
          isAnalyzing: boolean;
          completedArticleIds: string[];
          totalArticlesToAnalyze: number;
        };
      };
      expect(analysisState).toMatchObject({
        isAnalyzing: true,
        completedArticleIds: [],
        totalArticlesToAnalyze: 6,
      });
      // Restart the server at once, in the middle of the run (the run stops after its current article and is resumed).
      await server.stop();
      server = await startServer({}, dataDir, port);

      await expect
        .poll(async () => modal.getByText('Analysis complete', { exact: true }).count(), {
          timeout: 60_000,
          interval: 1000,
        })
        .toBe(6);
      await modal.getByText('AI Analysis Results').first().waitFor();
      await modal.getByText(/Analysis complete: 6 of 6 articles analyzed/).waitFor();
      await page.screenshot({ path: artifactPath('research-analysed-1280.png') });

      // Sections of the first article, with relevance badges out of 10.
      await modal.getByRole('button', { name: 'View Sections' }).first().click();
      const sections = page.getByRole('dialog').filter({ hasText: /\d+ sections? found/ });
      await sections.waitFor({ timeout: 20_000 });
      await sections
        .getByText(/Prompt:? \d+(\.\d)?\/10/)
        .first()
        .waitFor();
      await page.screenshot({ path: artifactPath('research-sections-1280.png') });
      await page.setViewportSize({ width: 375, height: 800 });
      await page.screenshot({ path: artifactPath('research-sections-375.png') });
      await page.keyboard.press('Escape');
      await sections.waitFor({ state: 'hidden' });
      await page.screenshot({ path: artifactPath('research-saved-375.png') });
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
