// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScholarWork } from '../../../../../shared/schemas/research';
import { WorkCard } from './work-card';

afterEach(cleanup);

const work = (citations: number) =>
  ({
    id: 'W1',
    doi: null,
    title: 'Sleep and screens',
    display_name: 'Sleep and screens',
    publication_year: 2022,
    publication_date: null,
    language: 'en',
    type: 'article',
    cited_by_count: citations,
    relevance_score: null,
    is_retracted: false,
    is_paratext: false,
    authorships: [],
    primary_location: null,
    best_oa_location: null,
    locations: [],
    open_access: { is_oa: true, oa_status: 'gold', oa_url: null, any_repository_has_fulltext: null },
    topics: [],
    url: null,
    abstract: '',
  }) as unknown as ScholarWork;

function renderCard(citations: number) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WorkCard
        work={work(citations)}
        bestRelevance={null}
        essayId="e1"
        saved={false}
        onCite={vi.fn()}
        onOpenPdf={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

describe('a search result card', () => {
  it('counts one citation in the singular', () => {
    renderCard(1);
    expect(screen.getByText('1 citation')).toBeTruthy();
  });

  it('counts other citations in the plural, with thousands separated', () => {
    renderCard(1234);
    expect(screen.getByText('1,234 citations')).toBeTruthy();
  });
});

describe('Save on a result whose removal waits for its Undo window', () => {
  it('takes the removal back instead of saving it again', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const onKeep = vi.fn(() => true);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <WorkCard
          work={work(3)}
          bestRelevance={null}
          essayId="e1"
          saved={false}
          onKeep={onKeep}
          onCite={vi.fn()}
          onOpenPdf={vi.fn()}
        />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(onKeep).toHaveBeenCalledWith('W1');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
