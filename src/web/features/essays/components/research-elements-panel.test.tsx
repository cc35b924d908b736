// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Essay } from '../../../../shared/schemas/essays';
import { COACH_ESSAY, coachSavedArticles } from '../../../../testing/fixtures/coach-library';
import { essaysApi } from '../api/essays-api';
import type { EssayEditor } from '../hooks/use-essay-editor';
import { ResearchElementsPanel } from './research-elements-panel';

/** Relevance in the writing phase's research list is out of 10, written as everywhere else an analysis score is. */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const essay = {
  id: 'e1',
  brainstorm_ideas: ['sleep disruption'],
  outline: [],
  saved_articles: [{ id: 'SL-DEP' }],
} as unknown as Essay;

describe('research elements: relevance', () => {
  it('shows each score out of 10 with the shared formatter (one decimal, whole numbers plain), never a percent', async () => {
    const [dep, sleep] = coachSavedArticles();
    // an analysed article with sections is listed by its sections; one without, as the article (its prompt score)
    const withSections = {
      ...dep!,
      sections: dep!.sections.map((s, i) => ({ ...s, prompt_relevance: i === 1 ? 6.54 : 7 })),
    };
    const withoutSections = {
      ...sleep!,
      sections: [],
      relation_analysis: {
        ...sleep!.relation_analysis!,
        prompt_relation: { ...sleep!.relation_analysis!.prompt_relation!, relevance_score: 8.63 },
      },
    };
    // the client's type is the JSON of the answer; these are the shared schema's articles
    vi.spyOn(essaysApi, 'researchArticles').mockResolvedValue([
      withSections,
      withoutSections,
    ] as unknown as Awaited<ReturnType<typeof essaysApi.researchArticles>>);
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResearchElementsPanel essay={essay} editor={{ edit: vi.fn() } as unknown as EssayEditor} />
      </QueryClientProvider>,
    );
    await screen.findByText(sleep!.title);
    const list = screen.getByRole('list', { name: 'Research elements' });
    const rows = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    const row = (text: string) => rows.find((r) => r.includes(text)) ?? '';
    expect(row(COACH_ESSAY.ideas[1]!)).toContain('· 10/10');
    expect(row(sleep!.title)).toMatch(/· 8\.6\/10/);
    expect(rows.some((r) => r.includes('· 6.5/10'))).toBe(true);
    expect(rows.some((r) => r.includes('· 7/10'))).toBe(true);
    expect(rows.join('\n')).not.toMatch(/%|6\.54|8\.63/);
  });
});
