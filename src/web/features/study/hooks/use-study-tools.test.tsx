// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QUICK_ACTIONS } from '../../../../shared/study/quick-actions';
import { useStudyTools } from './use-study-tools';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stubbed fetch that records the body of each request to a topic's quiz or quick action. */
function stubFetch(): { path: string; body: Record<string, unknown> }[] {
  const seen: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://localhost').pathname;
      if (/\/(?:quiz|quick-action)$/.test(path))
        seen.push({ path, body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown> });
      return new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

function tools(mode: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useStudyTools({
        isDemo: false,
        pathId: 'path-aplus',
        focusTopicId: 'topic-ports',
        focusTopicTitle: 'TCP and UDP Ports',
        mode,
        setProcessing: () => undefined,
      }),
    { wrapper },
  ).result;
}

describe('useStudyTools: the quick actions are asked for in the learning mode, like the chat', () => {
  it('sends the chosen mode with a quick action’s artefact and with a quiz', async () => {
    const seen = stubFetch();
    const result = tools('history');
    result.current.buildArtefact(QUICK_ACTIONS.timeline);
    await result.current.generateQuiz();
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen.find((r) => r.path.endsWith('/quick-action'))?.body).toEqual({
      action: 'timeline',
      learningMode: 'history',
    });
    expect(seen.find((r) => r.path.endsWith('/quiz'))?.body).toEqual({ count: 5, learningMode: 'history' });
  });

  it('leaves a mode that is no learning mode (a path from the student’s material) to the server', async () => {
    const seen = stubFetch();
    const result = tools('general');
    result.current.buildArtefact(QUICK_ACTIONS.conceptMap);
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.body).toEqual({ action: 'concept-map' });
  });
});
