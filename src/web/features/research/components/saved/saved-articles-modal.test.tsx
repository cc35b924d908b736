// @vitest-environment jsdom
import type { ReactElement, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AnalysisState, SavedArticle } from '../../../../../shared/schemas/research';
import { RESEARCH_MESSAGES as M } from '../../../../../shared/messages';
import { SavedArticlesModal as Modal, UndoBar, type SavedArticlesModalProps } from './saved-articles-modal';
import { UNDO_MS, useDeferredRemoval } from './use-deferred-removal';
import { savedArticleFixture } from '../../../../../testing/saved-article';

const essay = {
  id: 'e1',
  title: 'Nurse staffing essay',
  prompt: 'Prompt',
  thesis_statement: 'Thesis',
  brainstorm_ideas: ['Idea'],
};

function article(over: Partial<SavedArticle> = {}): SavedArticle {
  return savedArticleFixture({
    title: 'Nurse Staffing and Mortality',
    display_name: 'Nurse Staffing and Mortality',
    authors: 'Ada Lovelace',
    doi: '10.1/abc',
    url: 'https://example.org/w1',
    abstract: 'An abstract.',
    cited_by_count: 150,
    pdf_filename: 'a.pdf',
    pdf_url: '/api/pdf-management/serve-pdf/a.pdf',
    ...over,
  });
}

/** The modal with its own remove-with-Undo state (ResearchTools shares one with the search modal). */
function SavedArticlesModal(props: Omit<SavedArticlesModalProps, 'removal'>) {
  const removal = useDeferredRemoval(props.essay.id);
  return <Modal {...props} removal={removal} />;
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function client() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

function renderWithClient(ui: ReactElement) {
  return render(<QueryClientProvider client={client()}>{ui}</QueryClientProvider>);
}

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** A fetch stub routing by method and path; every call is recorded. */
function stubFetch(routes: Record<string, Handler>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
    calls.push(key);
    const handler = routes[key];
    if (!handler) return json({ error: `unexpected ${key}` }, 500);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/essays/e1/saved-articles';
const STATE = 'GET /api/integrated-article-analysis/state/e1';

function running(over: Partial<AnalysisState> = {}): AnalysisState {
  return {
    isAnalyzing: true,
    currentArticleIndex: 2,
    totalArticlesToAnalyze: 4,
    status: 'running',
    currentArticleId: 'W2',
    message: 'Analyzing article 2 of 4',
    completedArticleIds: ['W1'],
    failedArticleIds: [],
    startedAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

describe('SavedArticlesModal', () => {
  it('loads, then shows the count line, cards and the per-article state', async () => {
    stubFetch({
      [LIST]: () =>
        json({
          success: true,
          articles: [
            article(),
            article({ id: 'W2', title: 'Second', has_extracted_text: false, text_extraction_success: false }),
          ],
        }),
      [STATE]: () => json({ success: true, analysisState: null }),
    });
    renderWithClient(<SavedArticlesModal essay={essay} open onClose={() => {}} onFindArticles={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Saved Articles' });
    expect(within(dialog).getByText('Nurse staffing essay')).toBeTruthy();
    expect(within(dialog).getByText('Loading saved articles...')).toBeTruthy();
    expect(await within(dialog).findByText('Showing 2 of 2 articles')).toBeTruthy();
    expect(within(dialog).getAllByText('Waiting for analysis')).toHaveLength(2);
    expect(within(dialog).getAllByText('150 citations')).toHaveLength(2);
    expect(within(dialog).getByPlaceholderText('Search by title, author, or DOI')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'nothing like it' } });
    expect(within(dialog).getByText('No articles match "nothing like it"')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: '' } });
    fireEvent.change(within(dialog).getByLabelText('Filter articles'), {
      target: { value: 'high_relevance' },
    });
    expect(within(dialog).getByText('No articles match the current filter.')).toBeTruthy();
  });

  it('shows the load error with Retry, and the empty state', async () => {
    let fail = true;
    stubFetch({
      [LIST]: () =>
        fail ? json({ error: 'Database unavailable' }, 503) : json({ success: true, articles: [] }),
      [STATE]: () => json({ success: true, analysisState: null }),
    });
    renderWithClient(<SavedArticlesModal essay={essay} open onClose={() => {}} onFindArticles={() => {}} />);
    expect(await screen.findByText('Error: Database unavailable')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No Saved Articles')).toBeTruthy();
    expect(screen.getByText('Articles you save from research will appear here.')).toBeTruthy();
  });

  it("shows Analyze All's refusal from the server in an alert", async () => {
    const calls = stubFetch({
      [LIST]: () => json({ success: true, articles: [article()] }),
      [STATE]: () => json({ success: true, analysisState: null }),
      'POST /api/integrated-article-analysis/analyze-all': () =>
        json({ error: M.noEssayContext, code: 'bad_request' }, 400),
    });
    renderWithClient(<SavedArticlesModal essay={essay} open onClose={() => {}} onFindArticles={() => {}} />);
    await screen.findByText('Showing 1 of 1 article');
    fireEvent.click(screen.getByRole('button', { name: 'Analyze All' }));
    expect((await screen.findByRole('alert')).textContent).toContain(M.noEssayContext);
    expect(calls).toContain('POST /api/integrated-article-analysis/analyze-all');
  });

  it('follows a run already going on opening, then refreshes, stops and deletes the state', async () => {
    // the modal polls every 2 s: fake timers move the clock instead of the test waiting for it
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: AnalysisState | null = running();
    let deleted = 0;
    const calls = stubFetch({
      [LIST]: () =>
        json({
          success: true,
          articles: [
            article(),
            article({ id: 'W2', title: 'Second' }),
            article({ id: 'W3', title: 'Third' }),
          ],
        }),
      [STATE]: () => json({ success: true, analysisState: state }),
      'DELETE /api/integrated-article-analysis/state/e1': () => {
        deleted += 1;
        state = null;
        return json({ success: true });
      },
    });
    renderWithClient(<SavedArticlesModal essay={essay} open onClose={() => {}} onFindArticles={() => {}} />);
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('Analyzing article 2 of 4')).toBeTruthy();
    expect(screen.getByText('25% complete')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyzing...' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('article-state')).toHaveLength(3));
    const states = screen.getAllByTestId('article-state').map((e) => e.textContent);
    // W1 finished in this run, W2 is being analysed, W3 waits its turn
    expect(states.sort()).toEqual(['Analysis complete', 'Analysis in progress', 'Analyzing...']);

    const listCallsBefore = calls.filter((c) => c === LIST).length;
    state = running({
      isAnalyzing: false,
      status: 'completed',
      currentArticleIndex: 4,
      message: 'Analysis complete: 4 of 4 articles analyzed.',
    });
    // the 2 s poll sees the end
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(await screen.findByText('Analysis complete: 4 of 4 articles analyzed.')).toBeTruthy();
    await waitFor(() => expect(deleted).toBe(1));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(calls.filter((c) => c === LIST).length).toBeGreaterThan(listCallsBefore);
    expect(screen.getByRole('button', { name: 'Analyze All' })).toBeTruthy();
    const pollsAfterEnd = calls.filter((c) => c === STATE).length;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls.filter((c) => c === STATE).length).toBe(pollsAfterEnd);
  });
});

describe('remove with Undo', () => {
  function wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client()}>{children}</QueryClientProvider>;
  }

  it('sends the DELETE only when the undo window has passed', async () => {
    const calls = stubFetch({ 'DELETE /api/essays/e1/saved-articles/W1': () => json({ success: true }) });
    vi.useFakeTimers();
    const { result } = renderHook(() => useDeferredRemoval('e1'), { wrapper });
    act(() => result.current.remove(article()));
    expect(result.current.hidden.has('W1')).toBe(true);
    expect(result.current.pending?.id).toBe('W1');
    await act(async () => {
      vi.advanceTimersByTime(UNDO_MS - 1);
    });
    expect(calls).toEqual([]);
    await act(async () => {
      vi.advanceTimersByTime(1);
      await Promise.resolve();
    });
    expect(calls).toEqual(['DELETE /api/essays/e1/saved-articles/W1']);
    expect(result.current.pending).toBeNull();
  });

  it('leaving the page sends the pending DELETE at once, kept alive past the page', async () => {
    let init: RequestInit | undefined;
    const calls = stubFetch({
      'DELETE /api/essays/e1/saved-articles/W1': (_url, i) => {
        init = i;
        return json({ success: true });
      },
    });
    const { result } = renderHook(() => useDeferredRemoval('e1'), { wrapper });
    act(() => result.current.remove(article()));
    expect(calls).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await waitFor(() => expect(calls).toEqual(['DELETE /api/essays/e1/saved-articles/W1']));
    expect(init?.keepalive).toBe(true);
    expect(init?.credentials).toBe('same-origin');
  });

  it('Undo shows the article again and never sends the DELETE', async () => {
    const calls = stubFetch({});
    vi.useFakeTimers();
    const { result } = renderHook(() => useDeferredRemoval('e1'), { wrapper });
    act(() => result.current.remove(article()));
    act(() => result.current.undo());
    expect(result.current.hidden.has('W1')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(UNDO_MS * 2);
    });
    expect(calls).toEqual([]);
  });

  it('a second removal sends the first at once; leaving sends the waiting one', () => {
    const calls = stubFetch({
      'DELETE /api/essays/e1/saved-articles/W1': () => json({ success: true }),
      'DELETE /api/essays/e1/saved-articles/W2': () => json({ success: true }),
    });
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useDeferredRemoval('e1'), { wrapper });
    act(() => result.current.remove(article()));
    act(() => result.current.remove(article({ id: 'W2' })));
    expect(calls).toEqual(['DELETE /api/essays/e1/saved-articles/W1']);
    unmount();
    expect(calls).toEqual([
      'DELETE /api/essays/e1/saved-articles/W1',
      'DELETE /api/essays/e1/saved-articles/W2',
    ]);
  });

  it('a failed DELETE brings the article back with the error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubFetch({ 'DELETE /api/essays/e1/saved-articles/W1': () => json({ error: 'nope' }, 500) });
    const changes: string[] = [];
    const { result } = renderHook(() => useDeferredRemoval('e1', (id, c) => changes.push(`${id} ${c}`)), {
      wrapper,
    });
    act(() => result.current.remove(article()));
    act(() => result.current.flush());
    await waitFor(() => expect(result.current.error).toBe(M.removeFailed));
    expect(result.current.hidden.has('W1')).toBe(false);
    expect(changes).toEqual(['W1 pending', 'W1 restored']);
  });

  it('tells the essay at once on Remove, again on Undo, and when the server has removed it', async () => {
    stubFetch({ 'DELETE /api/essays/e1/saved-articles/W2': () => json({ success: true }) });
    vi.useFakeTimers();
    const changes: string[] = [];
    const { result } = renderHook(() => useDeferredRemoval('e1', (id, c) => changes.push(`${id} ${c}`)), {
      wrapper,
    });
    act(() => result.current.remove(article()));
    expect(changes).toEqual(['W1 pending']);
    act(() => result.current.undo());
    expect(changes).toEqual(['W1 pending', 'W1 restored']);
    act(() => result.current.remove(article({ id: 'W2' })));
    await act(async () => {
      vi.advanceTimersByTime(UNDO_MS);
      await vi.runAllTimersAsync();
    });
    expect(changes).toEqual(['W1 pending', 'W1 restored', 'W2 pending', 'W2 removed']);
  });

  it('Save on the search result of the waiting article takes the removal back; another id does nothing', async () => {
    const calls = stubFetch({});
    vi.useFakeTimers();
    const { result } = renderHook(() => useDeferredRemoval('e1'), { wrapper });
    act(() => result.current.remove(article({ id: 'W1' })));
    let kept = true;
    act(() => {
      kept = result.current.keep('W2');
    });
    expect(kept).toBe(false);
    expect(result.current.pending?.id).toBe('W1');
    act(() => {
      kept = result.current.keep('https://openalex.org/W1');
    });
    expect(kept).toBe(true);
    expect(result.current.pending).toBeNull();
    expect(result.current.hidden.has('W1')).toBe(false);
    await act(async () => {
      vi.advanceTimersByTime(UNDO_MS * 2);
    });
    expect(calls).toEqual([]);
  });
});

describe('the removal notice', () => {
  it('cuts a long title short, never the word “removed.” (it sits outside the truncated part)', () => {
    const title =
      'Social Media Campaigning and Electoral Participation among Young Adults in Twelve European Democracies';
    render(<UndoBar title={title} onUndo={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe(`“${title}” removed.Undo`);
    const word = within(status).getByText('removed.');
    expect(word.closest('.truncate')).toBeNull();
    expect(word.className).toMatch(/\bshrink-0\b/);
    expect(within(status).getByText(`“${title}”`).className).toMatch(/\btruncate\b/);
  });
});
