import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Visitor } from './browser';

export interface EssayDraft {
  title: string;
  prompt: string;
  ideas: string[];
  thesis: string;
  phase: string;
}

/** An academic essay at `phase` with a prompt, ideas and a thesis, made through the API of the visitor's session. */
export async function createEssayViaApi(visitor: Visitor, draft: EssayDraft): Promise<string> {
  const headers = { origin: visitor.baseUrl };
  const created = await visitor.context.request.post('/api/essays', {
    data: { title: draft.title, prompt: draft.prompt },
    headers,
  });
  expect(created.status()).toBe(201);
  const { essay } = (await created.json()) as { essay: { id: string; version: number } };
  const patched = await visitor.context.request.patch(`/api/essays/${essay.id}`, {
    data: {
      version: essay.version,
      brainstorm_ideas: draft.ideas,
      thesis_statement: draft.thesis,
      current_phase: draft.phase,
    },
    headers,
  });
  expect(patched.status()).toBe(200);
  return essay.id;
}

/** Creates an essay (or a creative piece) through the essays panel and waits for its editor. */
export async function createEssayInBrowser(
  page: Page,
  title: string,
  mode: 'academic' | 'creative' = 'academic',
): Promise<void> {
  await page.goto(`/app?mode=${mode}`);
  await page.getByRole('button', { name: '+ Create Essay' }).click();
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Opens an academic essay from the essays list. */
export async function openEssay(page: Page, title: string): Promise<void> {
  await page.goto('/app?mode=academic');
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click({ timeout: 30_000 });
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Saves the first `n` open-access sample-library works found for the query to the essay, through the API. */
export async function saveWorksViaApi(
  visitor: Visitor,
  essayId: string,
  query: string,
  n: number,
): Promise<string[]> {
  const res = await visitor.context.request.get(
    `/api/research/works?search=${encodeURIComponent(query)}&filter=is_oa:true&per_page=25`,
  );
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as {
    results: Array<Record<string, unknown> & { best_pdf_url: string | null; title: string }>;
  };
  const titles: string[] = [];
  for (const work of results.filter((w) => w.best_pdf_url).slice(0, n)) {
    const saved = await visitor.context.request.post(`/api/essays/${essayId}/save-article`, {
      data: { ...work, bestPdfUrl: work.best_pdf_url },
      headers: { origin: visitor.baseUrl },
      timeout: 60_000,
    });
    expect(saved.status()).toBe(200);
    titles.push(work.title);
  }
  expect(titles).toHaveLength(n);
  return titles;
}

/** Runs Analyze All on the essay's saved articles through the API and waits until `n` are analysed. */
export async function analyseAllViaApi(visitor: Visitor, essayId: string, n: number): Promise<void> {
  const started = await visitor.context.request.post('/api/integrated-article-analysis/analyze-all', {
    data: { essayId },
    headers: { origin: visitor.baseUrl },
  });
  expect(started.status()).toBe(200);
  await expect
    .poll(
      async () => {
        const r = await visitor.context.request.get(`/api/integrated-article-analysis/state/${essayId}`);
        const { analysisState } = (await r.json()) as {
          analysisState: { isAnalyzing: boolean; completedArticleIds: string[] } | null;
        };
        return analysisState && !analysisState.isAnalyzing ? analysisState.completedArticleIds.length : -1;
      },
      { timeout: 90_000, interval: 1000 },
    )
    .toBe(n);
}
