// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StudyPath } from '../../../../shared/schemas/study';
import { useStudyChat } from './use-study-chat';
import { useStudyTopic } from './use-study-topic';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function studyPath(id: string, topicIds: string[], focusTopicId: string | null = null): StudyPath {
  return {
    id,
    name: id,
    focusTopicId,
    topics: topicIds.map((t, order) => ({ id: t, title: `Topic ${t}`, order })),
  } as unknown as StudyPath;
}

const securityPlus = studyPath('path-secplus', ['sec-1', 'sec-2']);
const aPlus = studyPath('path-aplus', ['ap-1', 'ap-2']);
const aPlusWithSaved = studyPath('path-aplus', ['ap-1', 'ap-2'], 'ap-2');
const TOPICS_OF: Record<string, string[]> = {
  'path-secplus': ['sec-1', 'sec-2'],
  'path-aplus': ['ap-1', 'ap-2'],
};

interface Seen {
  url: string;
  path: string | null;
  topic: string | null;
}

/** A stubbed fetch that records which path and topic each request names. */
function stubFetch(): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
      const byPath = /\/study-paths\/([^/]+)\/topics\/([^/]+)/.exec(url.pathname);
      if (byPath) seen.push({ url: input, path: byPath[1]!, topic: byPath[2]! });
      else if (url.pathname === '/api/smarty/conversations')
        seen.push({
          url: input,
          path: url.searchParams.get('studyPathId'),
          topic: url.searchParams.get('topicId'),
        });
      else if (url.pathname === '/api/smarty/topic-welcome')
        seen.push({ url: input, path: String(body.studyPath), topic: String(body.topic) });
      else if (url.pathname.endsWith('/focus'))
        seen.push({
          url: input,
          path: url.pathname.split('/')[4]!,
          topic: (body.topicId as string | null) ?? null,
        });
      if (url.pathname === '/api/smarty/conversations')
        return new Response(JSON.stringify({ messages: [] }), {
          headers: { 'Content-Type': 'application/json' },
        });
      if (url.pathname === '/api/smarty/topic-welcome') return new Response('no stream', { status: 503 });
      return new Response(JSON.stringify({}), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return seen;
}

function Harness({ path }: { path: StudyPath | null }) {
  const topic = useStudyTopic(path, () => {});
  useStudyChat({
    demo: undefined,
    pathId: path?.id ?? null,
    focusTopicId: topic.focusTopicId,
    mode: 'it',
    useSyllabus: true,
    citeSources: true,
  });
  return (
    <div>
      <p data-testid="focus">{topic.focusTopicId ?? 'none'}</p>
      {path?.topics.map((t) => (
        <button key={t.id} type="button" onClick={() => topic.selectTopic(t.id)}>
          {t.id}
        </button>
      ))}
    </div>
  );
}

function renderHarness(path: StudyPath | null) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <Harness path={path} />
    </QueryClientProvider>,
  );
  return {
    switchTo: (next: StudyPath | null) =>
      view.rerender(
        <QueryClientProvider client={client}>
          <Harness path={next} />
        </QueryClientProvider>,
      ),
  };
}

function expectNoCrossedPairs(seen: readonly Seen[]) {
  for (const request of seen) {
    if (request.topic === null || request.path === null) continue;
    expect(TOPICS_OF[request.path], request.url).toContain(request.topic);
  }
}

describe('useStudyTopic: switching the active path', () => {
  it('clears the focused topic: no request pairs the new path with the old path’s topic', async () => {
    const seen = stubFetch();
    const { switchTo } = renderHarness(securityPlus);
    fireEvent.click(screen.getByRole('button', { name: 'sec-2' }));
    await waitFor(() =>
      expect(seen.some((s) => s.url.includes('/study-paths/path-secplus/topics/sec-2'))).toBe(true),
    );
    expect(screen.getByTestId('focus').textContent).toBe('sec-2');

    switchTo(aPlus);
    expect(screen.getByTestId('focus').textContent).toBe('none');
    await waitFor(() =>
      expect(seen.some((s) => s.url.includes('/api/smarty/conversations?studyPathId=path-aplus'))).toBe(true),
    );
    expectNoCrossedPairs(seen);
    const aPlusConversations = seen.filter((s) => s.path === 'path-aplus' && s.url.includes('conversations'));
    expect(aPlusConversations.map((s) => s.topic)).toEqual([null]);
  });

  it('opens the new path on its own saved topic, and going back does not bring the other topic along', async () => {
    const seen = stubFetch();
    const { switchTo } = renderHarness(securityPlus);
    fireEvent.click(screen.getByRole('button', { name: 'sec-1' }));
    switchTo(aPlusWithSaved);
    expect(screen.getByTestId('focus').textContent).toBe('ap-2');
    await waitFor(() =>
      expect(seen.some((s) => s.url.includes('/study-paths/path-aplus/topics/ap-2'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'ap-1' }));
    switchTo(studyPath('path-secplus', ['sec-1', 'sec-2'], 'sec-1'));
    expect(screen.getByTestId('focus').textContent).toBe('sec-1');
    await waitFor(() =>
      expect(
        seen.some((s) => s.url.includes('conversations') && s.path === 'path-secplus' && s.topic === 'sec-1'),
      ).toBe(true),
    );
    expectNoCrossedPairs(seen);
  });

  it('ignores a saved topic that is not in the path (no request for it)', async () => {
    const seen = stubFetch();
    renderHarness(studyPath('path-aplus', ['ap-1', 'ap-2'], 'sec-2'));
    expect(screen.getByTestId('focus').textContent).toBe('none');
    await waitFor(() => expect(seen.some((s) => s.url.includes('conversations'))).toBe(true));
    expectNoCrossedPairs(seen);
  });
});
