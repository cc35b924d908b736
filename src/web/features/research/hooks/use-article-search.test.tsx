// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RESEARCH_LIMITS } from '../../../../shared/limits';
import { RESEARCH_MESSAGES as M } from '../../../../shared/messages';
import { useArticleSearch } from './use-article-search';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const essay = { id: 'e1', title: 'T', prompt: 'P', thesis_statement: '', brainstorm_ideas: [] };

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}

describe('the typed search query', () => {
  it('of up to 300 characters is searched; a longer one is refused with its length, nothing is sent', async () => {
    const fetchMock = vi.fn(async (_input: RequestInfo | URL) => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useArticleSearch({ userId: 'u1', essay, open: false }), { wrapper });
    const max = RESEARCH_LIMITS.maxSearchLength;
    expect(await result.current.searchText('a'.repeat(max + 1))).toBe(M.searchTooLong(max + 1));
    expect(await result.current.searchText(`  ${'word '.repeat(600)}  `)).toBe(M.searchTooLong(2_999));
    expect(fetchMock).not.toHaveBeenCalled();
    // at the limit it goes to the AI keyword search
    await result.current.searchText('a'.repeat(max));
    expect(fetchMock.mock.calls.map((c) => String(c[0]))).toContain(
      '/api/research-analysis/articles/ai-search',
    );
  });
});
