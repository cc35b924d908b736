import { describe, expect, it } from 'vitest';
import type { StudyPath } from '../src/shared/schemas/study';
import { artifactPath, subscriberOnStudyArea, useBrowser } from './support/site';

const site = useBrowser();

describe('every certification startable (issue 16)', () => {
  it('start CompTIA Security+ (formerly Coming Soon) → its outline domains and weights → topics honest about material', async () => {
    const { page, errors } = await subscriberOnStudyArea(site);
    await page.getByRole('heading', { name: 'Ready to Start Learning?' }).waitFor();

    await page.getByRole('button', { name: 'Browse Certifications' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Browse Certifications' });
    await modal.getByTestId('certification-count').waitFor();
    await modal.getByRole('searchbox', { name: 'Search certifications' }).fill('SY0-701');
    const card = modal.getByRole('listitem', { name: 'CompTIA Security+' });
    await card.getByText('Official exam outline · 5 domains').waitFor();
    expect(await card.getByText('Coming Soon').count()).toBe(0);

    // the detail shows the official outline: domains with their exam weights, version and guide
    await card.getByRole('button', { name: 'Details' }).click();
    const outline = modal.getByRole('region', { name: 'Exam outline' });
    await outline.waitFor();
    const domains = await outline.getByRole('listitem').allInnerTexts();
    expect(domains.map((d) => d.replace(/\s+/g, ' ').trim())).toEqual([
      'General Security Concepts 12%',
      'Threats, Vulnerabilities, and Mitigations 22%',
      'Security Architecture 18%',
      'Security Operations 28%',
      'Security Program Management and Oversight 20%',
    ]);
    expect(await outline.getByRole('link', { name: 'Official exam guide' }).getAttribute('href')).toBe(
      'https://www.comptia.org/certifications/security',
    );
    await page.screenshot({ path: artifactPath('certification-outline-1280.png') });

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/create-path') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Start This Certification' }).click();
    const { studyPath } = (await (await created).json()) as { studyPath: StudyPath };
    await modal.waitFor({ state: 'hidden' });

    // the path's topics follow the outline: one per objective, each in its domain's section with its weight
    expect(studyPath.topics).toHaveLength(28);
    const sections = [...new Set(studyPath.topics.map((t) => t.meta.section))];
    const weights = new Map(studyPath.certification?.outline?.domains.map((d) => [d.name, d.weight]));
    expect(sections.map((s) => [s, weights.get(s ?? '')])).toEqual([
      ['General Security Concepts', 12],
      ['Threats, Vulnerabilities, and Mitigations', 22],
      ['Security Architecture', 18],
      ['Security Operations', 28],
      ['Security Program Management and Oversight', 20],
    ]);

    const topic = page.getByRole('combobox', { name: 'Topic', exact: true });
    await topic.waitFor();
    const options = await topic.locator('option').allTextContents();
    expect(options.slice(1, 3)).toEqual([
      '1. Compare and contrast various types of security controls',
      '2. Summarize fundamental security concepts',
    ]);
    expect(options).toHaveLength(29); // 'Select a topic to focus' + 28 objectives

    // a topic without material says so and offers 'Add material'; the offline tutor does not invent a lesson
    await topic.selectOption({ index: 1 });
    const note = page.getByTestId('topic-material-note');
    await note.getByText(/^No material for this topic yet/).waitFor();
    const log = page.getByRole('log', { name: 'Conversation with Smarty' });
    await log.getByText(/There is no lesson material for/).waitFor({ timeout: 30_000 });
    await note.getByRole('button', { name: 'Add material' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add material to CompTIA Security+' });
    await dialog.waitFor();
    await page.screenshot({ path: artifactPath('certification-outline-add-material-1280.png') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    expect(errors).toEqual([]);
  });
});
