// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ArticleSection } from '../../../../../shared/schemas/ai';
import type { SavedArticle } from '../../../../../shared/schemas/research';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import { ArticleSectionsModal } from './article-sections-modal';

const essay = {
  id: 'e1',
  title: 'Essay',
  prompt: 'Prompt',
  thesis_statement: 'Thesis',
  brainstorm_ideas: ['Idea'],
};

function section(over: Partial<ArticleSection> = {}): ArticleSection {
  return {
    id: 's1',
    heading: 'Methods',
    summary: 'Short summary.',
    aiSummary: 'The AI summary.',
    sectionStart: 'We studied',
    sectionEnd: 'in total.',
    pageNumber: 2,
    keyFindings: [
      {
        finding: 'Staffing matters',
        supportingEvidence: 'Cohort data',
        keyQuote: 'Each patient added',
        methodology: '',
        dataPoint: 'OR 1.07',
        conclusion: '',
      },
    ],
    prompt_relevance: 8,
    thesis_relevance: 5,
    brainstorm_relevance: { Idea: 3 },
    ...over,
  };
}

const article = {
  id: 'W1',
  title: 'Nurse Staffing and Mortality',
  has_extracted_text: true,
  text_word_count: 1200,
  text_pages: 4,
  text_extraction_success: true,
  text_extraction_error: null,
  sections: [],
} as unknown as SavedArticle;

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderModal(a: SavedArticle = article) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ArticleSectionsModal essay={essay} article={a} open onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ArticleSectionsModal', () => {
  it('lists the sections with length, scores, summary toggle, AI summary and key findings', async () => {
    const long = `${'a'.repeat(199)}bc and more`;
    const sections = [
      section(),
      section({ id: 's2', heading: 'Results', summary: long, sectionEnd: 'missing' }),
    ];
    let release: () => void = () => {};
    const lengthsHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/integrated-article-analysis/status/W1'))
          return json({
            success: true,
            analysis: null,
            analysisStatus: 'none',
            sections,
            sectionsAnalyzed: true,
          });
        if (url.includes('/section-text/')) await lengthsHeld;
        if (url.startsWith('/api/integrated-article-analysis/section-text/W1/s1'))
          return json({ success: true, text: 'x', start: 10, end: 1244, length: 1234 });
        if (url.startsWith('/api/integrated-article-analysis/section-text/W1/s2'))
          return json({ error: M.boundariesNotFound, code: 'boundaries_not_found' }, 422);
        if (url === '/api/integrated-article-analysis/diagnose-boundaries')
          return json({
            success: true,
            diagnosis: {
              textLength: 5000,
              startFound: true,
              endFound: false,
              startIndex: 40,
              endIndex: null,
              endBeforeStart: false,
              sectionLength: null,
              looseStartIndex: null,
              looseEndIndex: null,
              suggestion:
                'The end marker does not occur after the start marker. Extract the sections again to get new markers.',
            },
          });
        return json({ error: 'unexpected' }, 500);
      }),
    );
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Nurse Staffing and Mortality' })).toBeTruthy();
    expect(screen.getByText('Extracted text: 1,200 words, 4 pages')).toBeTruthy();
    expect(await screen.findByText('2 sections found')).toBeTruthy();
    expect(await screen.findAllByText('Page 2 · computing length...')).toHaveLength(2);
    release();
    expect(await screen.findByText('Page 2 · 1,234 characters')).toBeTruthy();
    expect(await screen.findByText('Page 2 · length unavailable (boundaries not found)')).toBeTruthy();
    expect(screen.getAllByText('Prompt: 8/10')).toHaveLength(2);
    expect(screen.getAllByText('Brainstorm: 3/10')).toHaveLength(2);
    expect(screen.getAllByText('The AI summary.')).toHaveLength(2);
    expect(screen.getAllByText('OR 1.07')).toHaveLength(2);

    // the long summary is cut at 200 characters
    expect(screen.getByText(`${'a'.repeat(199)}b...`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'View Full Content' }));
    expect(screen.getByText(long)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show Less' }));

    // only the section whose boundaries were not found offers the diagnosis
    const diagnose = screen.getAllByRole('button', { name: 'Diagnose boundaries' });
    expect(diagnose).toHaveLength(1);
    fireEvent.click(diagnose[0] as HTMLElement);
    expect(await screen.findByText(/The end marker does not occur after the start marker/)).toBeTruthy();
    expect(screen.getByText(/“We studied”: found at character 40/)).toBeTruthy();
  });

  it('labels keywords and references as not counted in relevance instead of showing scores (issue 15)', async () => {
    const sections = [
      section(),
      section({ id: 's2', heading: 'Keywords', keyFindings: [], prompt_relevance: 0, thesis_relevance: 0 }),
      section({
        id: 's3',
        heading: '8 References',
        keyFindings: [],
        prompt_relevance: 0,
        thesis_relevance: 0,
      }),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/integrated-article-analysis/status/W1'))
          return json({
            success: true,
            analysis: null,
            analysisStatus: 'none',
            sections,
            sectionsAnalyzed: true,
          });
        return json({ success: true, text: 'x', start: 0, end: 10, length: 10 });
      }),
    );
    renderModal();
    await screen.findByText('8 References');
    const roles = screen.getAllByTestId('section-role').map((e) => e.textContent);
    expect(roles).toEqual(['Not counted in relevance', 'References · not counted in relevance']);
    expect(screen.getAllByRole('group', { name: 'Relevance out of 10' })).toHaveLength(1);
  });

  it('shows No Sections Found, and the extraction errors', async () => {
    let answer = () => json({ error: 'The AI service is busy.' }, 503);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = String(input);
        if (url.startsWith('/api/integrated-article-analysis/status/W1'))
          return json({
            success: true,
            analysis: null,
            analysisStatus: 'none',
            sections: [],
            sectionsAnalyzed: false,
          });
        if (url === '/api/integrated-article-analysis/extract-sections') return answer();
        return json({ error: 'unexpected' }, 500);
      }),
    );
    renderModal();
    expect(await screen.findByText('No Sections Found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Extract Sections with Claude' }));
    expect(await screen.findByText(M.extractSectionsFailed)).toBeTruthy();
    expect(screen.getByText('The AI service is busy.')).toBeTruthy();

    answer = () => json({ error: M.noExtractedText, code: 'no_extracted_text' }, 422);
    fireEvent.click(screen.getByRole('button', { name: 'Extract Sections with Claude' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(M.noExtractedText));
  });

  it('says when there is no extracted text and does not offer the extraction', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, sections: [] })),
    );
    renderModal({
      ...article,
      has_extracted_text: false,
      text_extraction_success: false,
      text_extraction_error: 'Scanned PDF',
    } as SavedArticle);
    expect(screen.getByText(M.noExtractedText)).toBeTruthy();
    expect(screen.getByText('Text extraction failed: Scanned PDF')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Extract Sections with Claude' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });
});
