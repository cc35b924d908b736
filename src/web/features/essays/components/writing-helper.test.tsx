// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Essay } from '../../../../shared/schemas/essays';
import type { SavedArticle } from '../../../../shared/schemas/research';
import { savedArticleFixture } from '../../../../testing/saved-article';
import { essayState, helperSuggestions, savedArticlesPayload, WritingHelper } from './writing-helper';
import { researchState } from '../lib/research-state';
import { canShrink, overflowWrapOf } from '../../../../testing/overflow-wrap';
import { ESSAYS_COPY } from '../messages';

const essay = {
  id: 'e1',
  title: 'Teens',
  prompt: 'Evaluate social media and teen mental health.',
  thesis_statement: 'Heavy use harms teens.',
  brainstorm_ideas: ['sleep'],
  outline: [],
  current_phase: 'thesis',
  draft_sections: { introduction: { content: '' } },
  saved_articles: [{ id: 'W1' }, { id: 'W2' }],
} as unknown as Essay;

const relation = (score: number) =>
  ({
    prompt_relation: {
      relevance_type: 'high',
      relevance_score: score,
      specific_relevance_explanation: '',
      content_mismatch: null,
    },
    thesis_relation: null,
    brainstorm_relation: null,
    analysis_status: 'completed',
    last_analyzed: null,
    analysis_errors: [],
  }) as unknown as SavedArticle['relation_analysis'];

const section = (id: string, heading: string) =>
  ({
    id,
    heading,
    summary: 's',
    aiSummary: '',
    sectionStart: 'a',
    sectionEnd: 'b',
    pageNumber: 1,
    keyFindings: [],
    prompt_relevance: 1,
    thesis_relevance: 1,
    brainstorm_relevance: {},
  }) as SavedArticle['sections'][number];

const analysed = [
  savedArticleFixture({
    id: 'W1',
    title: 'Low',
    relation_analysis: relation(2),
    sections: [section('a', 'Results'), section('r', 'References')],
  }),
  savedArticleFixture({
    id: 'W2',
    title: 'High',
    relation_analysis: relation(9),
    sections: [section('b', 'Discussion'), section('k', 'Keywords')],
  }),
];

afterEach(cleanup);

describe('the writing helper reads the research analysis (relation_analysis, sections)', () => {
  it('moves the article card past Analyze Articles once articles are analysed with sections', () => {
    expect(helperSuggestions(essay, []).map((c) => c.key)).toContain('analyze');
    expect(helperSuggestions(essay, analysed).map((c) => c.key)).not.toContain('analyze');
    expect(helperSuggestions(essay, analysed).map((c) => c.key)).toContain('evidence');
  });

  it('sends the real analysed and section counts and each article’s prompt score', () => {
    const state = essayState(essay, analysed);
    expect(state).toMatchObject({
      hasAnalyzedArticles: true,
      analyzedCount: 2,
      hasArticleSections: true,
      sectionsCount: 2,
    });
    const payload = savedArticlesPayload(analysed);
    expect(payload.map((a) => [a.id, a.hasAnalysis, a.relevanceScore])).toEqual([
      ['W1', true, 2],
      ['W2', true, 9],
    ]);
    expect(payload[0]?.sections.map((s) => s.heading)).toEqual(['Results']);
  });

  it('counts content sections only (references and keywords are not sections to write from)', () => {
    expect(researchState(analysed).sectionsCount).toBe(2);
  });

  it('renders the helper card from the fetched articles', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ articles: analysed }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WritingHelper essay={essay} inputRef={{ current: null }} onAction={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Write with Your Evidence')).toBeTruthy();
    expect(screen.queryByText('Analyze Articles')).toBeNull();
    vi.unstubAllGlobals();
  });
});

describe('WritingHelper: a word longer than the chat', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    delete (Element.prototype as Partial<Element>).scrollTo;
  });

  it('wraps the student’s message and the helper’s answer anywhere, so the chat never widens', async () => {
    const word = 'A'.repeat(8_000);
    // jsdom lays nothing out: the log's scroll to the newest message has nothing to do
    Element.prototype.scrollTo = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = input instanceof Request ? input.url : String(input);
        const body = url.includes('ai-writing-helper')
          ? { success: true, response: `You wrote ${word}.` }
          : { articles: [] };
        return new Response(JSON.stringify(body), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <WritingHelper essay={essay} inputRef={{ current: null }} onAction={() => undefined} />
      </QueryClientProvider>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: ESSAYS_COPY.helperMessage }), {
      target: { value: word },
    });
    fireEvent.submit(screen.getByRole('textbox', { name: ESSAYS_COPY.helperMessage }).closest('form')!);
    const answer = await screen.findByText(`You wrote ${word}.`);
    const log = screen.getByRole('log');
    const question = within(log).getByText(word);
    for (const text of [question, answer]) {
      expect(overflowWrapOf(text)).toBe('anywhere');
      expect(canShrink(text.closest('li')!)).toBe(true);
    }
  });
});
