// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { essaySchema, type Essay } from '../../../../shared/schemas/essays';
import { useEssayEditor } from './use-essay-editor';

/** The essay client, answered by each test (get and update), with the tab id events carry. */
const api = vi.hoisted(() => ({
  get: vi.fn<(id: string) => Promise<Essay>>(),
  update: vi.fn<(id: string, version: number, patch: Record<string, unknown>) => Promise<Essay>>(),
}));
vi.mock('../api/essays-api', () => ({
  CLIENT_ID: 'this-tab',
  essaysApi: { get: api.get, update: api.update, eventsUrl: (id: string) => `/api/essays/${id}/events` },
}));

/** The essay event stream, pushed by the test. */
class FakeEventSource {
  static last: FakeEventSource | null = null;
  onmessage: ((message: MessageEvent<string>) => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.last = this;
  }
  close() {}
  push(essay: Essay, origin = 'other-tab') {
    this.onmessage?.({
      data: JSON.stringify({ type: 'essay.updated', essay, origin }),
    } as MessageEvent<string>);
  }
}

const sections = (intro: string, body: string) => ({
  introduction: { content: intro },
  body: { content: body },
});
/** A whole essay (events are checked against the essay schema). */
const essayAt = (version: number, intro: string, body: string): Essay =>
  essaySchema.parse({
    id: 'e1',
    user_id: 'u1',
    title: 'Two tabs',
    essay_type: 'academic',
    writing_style: 'argumentative',
    target_length: '500-1000',
    audience: 'academic',
    tone: 'formal',
    topic: '',
    prompt: '',
    current_phase: 'writing',
    brainstorm_ideas: [],
    thesis_statement: '',
    thesis_review: null,
    outline: [],
    draft_sections: sections(intro, body),
    word_count: {},
    phase_status: {},
    saved_articles: [],
    metadata: {},
    status: 'in_progress',
    version,
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:00.000Z',
  });

beforeEach(() => {
  vi.stubGlobal('EventSource', FakeEventSource);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

/**
 * The essay at version 1, open in the editor, with a save of 'Mine.' in the introduction sent and not yet answered:
 * `answer` settles it with the essay given, flushing React's updates.
 */
async function saveInFlight() {
  api.get.mockResolvedValue(essayAt(1, '', ''));
  let resolveSave: (essay: Essay) => void = () => undefined;
  api.update.mockImplementation(() => new Promise<Essay>((resolve) => (resolveSave = resolve)));
  const { result } = renderHook(() => useEssayEditor('e1'));
  await waitFor(() => expect(result.current.essay?.version).toBe(1));
  act(() => result.current.edit({ draft_sections: sections('Mine.', '') }, { immediate: true }));
  await waitFor(() => expect(api.update).toHaveBeenCalledTimes(1));
  const answer = (essay: Essay) =>
    act(async () => {
      resolveSave(essay);
      await Promise.resolve();
    });
  return { result, answer };
}

describe('the essay editor and other tabs', () => {
  it("applies another tab's later save that arrived while its own save was in flight", async () => {
    // this tab saves its introduction (version 2); meanwhile the other tab saves the body on top (version 3)
    const { result, answer } = await saveInFlight();
    act(() => FakeEventSource.last?.push(essayAt(3, 'Mine.', 'Theirs.')));
    await answer(essayAt(2, 'Mine.', ''));

    // the save answered version 2; the event of version 3 is not lost
    await waitFor(() => expect(result.current.essay?.version).toBe(3));
    expect(result.current.essay?.draft_sections).toEqual(sections('Mine.', 'Theirs.'));
    expect(result.current.conflict).toBeNull();
    expect(result.current.hasUnsaved).toBe(false);
  });

  it('drops an event older than what its save answered, and its own events', async () => {
    const { result, answer } = await saveInFlight();
    act(() => FakeEventSource.last?.push(essayAt(2, 'Stale.', '')));
    await answer(essayAt(3, 'Mine.', 'Kept.'));
    await waitFor(() => expect(result.current.essay?.version).toBe(3));
    act(() => FakeEventSource.last?.push(essayAt(4, 'Echo.', ''), 'this-tab'));
    expect(result.current.essay?.version).toBe(3);
    expect(result.current.essay?.draft_sections).toEqual(sections('Mine.', 'Kept.'));
  });
});
