// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { StudyPath } from '../../../../shared/schemas/study';
import type { LearningMode } from '../../../../shared/study/quick-actions';
import { learningModeKey } from '../lib/learning-mode-choice';
import { STUDY_COPY } from '../messages';
import { useLearningMode } from './use-learning-mode';

/** Issue 16: the learning mode chosen for a path lives with the account; this browser's copy follows it. */

const path = (learningMode: LearningMode | null) =>
  ({ id: 'p-nurse', domain_code: 'nursing', learningMode }) as unknown as StudyPath;

/** PUT …/learning-mode answered by `answer`; records the bodies sent. */
function stubSaves(answer: (body: { learningMode: string | null }) => Response | Promise<Response>) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      expect(new URL(input, 'http://localhost').pathname).toBe(
        '/api/smarty/study-paths/p-nurse/learning-mode',
      );
      expect(init?.method).toBe('PUT');
      const body = JSON.parse(String(init?.body)) as { learningMode: string | null };
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const answered = (body: { learningMode: string | null }) =>
  new Response(JSON.stringify({ studyPath: path(body.learningMode as LearningMode | null) }), {
    headers: { 'content-type': 'application/json' },
  });

function renderMode(initial: StudyPath | null) {
  const updated: StudyPath[] = [];
  const hook = renderHook(
    ({ open }: { open: StudyPath | null }) =>
      useLearningMode({ path: open, pathMode: 'nursing', onPathUpdated: (p) => updated.push(p) }),
    { initialProps: { open: initial } },
  );
  return { ...hook, updated };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useLearningMode', () => {
  it("paints this browser's choice first, then takes the server's when the path loads and when it changes", async () => {
    localStorage.setItem(learningModeKey('p-nurse'), 'writing');
    const sent = stubSaves(answered);
    const { result, rerender } = renderMode(null);
    // nothing open yet
    expect(result.current.mode).toBe('nursing');

    // the path arrives with another device's choice: the stale local one gives way
    rerender({ open: path('history') });
    await waitFor(() => expect(result.current.mode).toBe('history'));
    expect(result.current.chosen).toBe('history');
    expect(localStorage.getItem(learningModeKey('p-nurse'))).toBe('history');

    // chosen again elsewhere, seen on the next reload of the paths
    rerender({ open: path('science') });
    await waitFor(() => expect(result.current.mode).toBe('science'));
    // cleared elsewhere: the path's own mode
    rerender({ open: path(null) });
    await waitFor(() => expect(result.current.mode).toBe('nursing'));
    expect(localStorage.getItem(learningModeKey('p-nurse'))).toBeNull();
    expect(sent).toEqual([]);
  });

  it('choosing writes this browser at once, sends the choice and puts the answered path in the cache', async () => {
    const sent = stubSaves(answered);
    const { result, updated } = renderMode(path(null));
    act(() => result.current.choose('math'));
    // at once, before the server answers
    expect(result.current.mode).toBe('math');
    expect(localStorage.getItem(learningModeKey('p-nurse'))).toBe('math');
    await waitFor(() => expect(updated.map((p) => p.learningMode)).toEqual(['math']));
    expect(sent).toEqual([{ learningMode: 'math' }]);

    // the path's own mode clears the choice on both
    act(() => result.current.choose('nursing'));
    expect(result.current.mode).toBe('nursing');
    expect(localStorage.getItem(learningModeKey('p-nurse'))).toBeNull();
    await waitFor(() => expect(sent).toEqual([{ learningMode: 'math' }, { learningMode: null }]));
    // a value that is no learning mode is not sent
    act(() => result.current.choose('poetry'));
    expect(sent).toHaveLength(2);
    expect(result.current.saveError).toBeNull();
  });

  it('lets the latest choice win when an earlier one is answered late', async () => {
    let releaseFirst: () => void = () => undefined;
    const sent = stubSaves((body) =>
      body.learningMode === 'math'
        ? new Promise<Response>((resolve) => (releaseFirst = () => resolve(answered(body))))
        : answered(body),
    );
    const { result, updated } = renderMode(path(null));
    act(() => result.current.choose('math'));
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => result.current.choose('science'));
    await waitFor(() => expect(updated.map((p) => p.learningMode)).toEqual(['science']));
    // the late answer arrives and is read (a few turns of the event loop)
    await act(async () => {
      releaseFirst();
      for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    });
    await waitFor(() => expect(sent).toEqual([{ learningMode: 'math' }, { learningMode: 'science' }]));
    // the late answer to the earlier choice changes nothing
    expect(updated.map((p) => p.learningMode)).toEqual(['science']);
    expect(result.current.mode).toBe('science');
  });

  it('keeps a choice the server could not take, with a note, also when the paths reload unchanged', async () => {
    const sent = stubSaves(() => new Response(JSON.stringify({ error: 'Offline' }), { status: 503 }));
    const { result, rerender, updated } = renderMode(path(null));
    act(() => result.current.choose('math'));
    await waitFor(() => expect(result.current.saveError).toBe(STUDY_COPY.learningModeNotSaved));
    expect(sent).toEqual([{ learningMode: 'math' }]);
    expect(updated).toEqual([]);
    expect(result.current.mode).toBe('math');

    // the paths reload with the account's value unchanged: the unsaved choice stays in use
    rerender({ open: path(null) });
    expect(result.current.mode).toBe('math');
    expect(localStorage.getItem(learningModeKey('p-nurse'))).toBe('math');

    // a choice made since on another device wins, and the note goes with the unsaved choice
    rerender({ open: path('history') });
    await waitFor(() => expect(result.current.mode).toBe('history'));
    expect(result.current.saveError).toBeNull();
  });
});
