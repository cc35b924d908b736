// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DemoUser } from '../../../../shared/schemas/demo';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';
import { demoStateAt } from '../lib/demo-state';
import { readStoredDemo, saveStoredDemo } from '../lib/demo-storage';
import { DemoProvider, useDemo, type DemoEndReason } from './demo-context';

const START = Date.parse('2026-03-01T12:00:00Z');

function demoUser(expiresInMs: number): DemoUser {
  return {
    id: 'demo-1',
    email: 'demo_abc@demo.smarty.invalid',
    username: 'demo_abc',
    is_demo: true,
    demo_expires_at: new Date(START + expiresInMs).toISOString(),
    created_at: new Date(START).toISOString(),
  };
}

function Probe() {
  const { state, limitReached } = useDemo();
  return (
    <p data-testid="probe">
      {state.promptsUsed}/{state.maxPrompts} {state.isActive ? 'active' : 'inactive'} {state.remainingTime}{' '}
      {limitReached ? 'limit' : ''}
    </p>
  );
}

let usage = { promptsUsed: 0, maxPrompts: 5, remainingPrompts: 5 };
const fetchMock = vi.fn(async (path: string) => {
  if (path.startsWith('/api/demo-user/prompt-usage/'))
    return new Response(JSON.stringify(usage), { status: 200 });
  return new Response('{}', { status: 200 });
});

function usageCalls() {
  return fetchMock.mock.calls.filter(([path]) => path.startsWith('/api/demo-user/prompt-usage/')).length;
}

function renderProvider(user: DemoUser, onEnd: (reason: DemoEndReason) => void = () => {}) {
  saveStoredDemo({ user, password: 'pw' }, demoStateAt(user, START, 0, 5));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <DemoProvider demo={{ user, password: 'pw' }} maxPrompts={5} onEnd={onEnd}>
        <Probe />
      </DemoProvider>
    </QueryClientProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** TanStack Query delivers results on a timer of its own, outside the faked clock: wait for the text. */
async function expectProbe(text: string) {
  await vi.waitFor(() => expect(screen.getByTestId('probe').textContent).toContain(text));
}

beforeEach(() => {
  vi.useFakeTimers({
    now: START,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.stubGlobal('fetch', fetchMock);
  usage = { promptsUsed: 0, maxPrompts: 5, remainingPrompts: 5 };
  fetchMock.mockClear();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DemoProvider', () => {
  it('syncs prompt usage every 5 s, takes a header count at once and re-syncs 1 s after a prompt', async () => {
    renderProvider(demoUser(24 * 3_600_000));
    await advance(0);
    expect(usageCalls()).toBe(1);
    await expectProbe('0/5 active');

    usage = { promptsUsed: 1, maxPrompts: 5, remainingPrompts: 4 };
    await advance(5_000);
    expect(usageCalls()).toBe(2);
    await expectProbe('1/5 active');

    // A prompt answered with the header: shown at once, confirmed by the server a second later.
    act(() => reportDemoPromptUse(2));
    expect(screen.getByTestId('probe').textContent).toContain('2/5');
    usage = { promptsUsed: 2, maxPrompts: 5, remainingPrompts: 3 };
    await advance(1_000);
    expect(usageCalls()).toBe(3);
    await vi.waitFor(() =>
      expect(JSON.parse(localStorage.getItem('smarty-demo-state') ?? '{}')).toMatchObject({ promptsUsed: 2 }),
    );

    // All prompts used: the demo is no longer active and polling stops.
    usage = { promptsUsed: 5, maxPrompts: 5, remainingPrompts: 0 };
    await advance(5_000);
    await expectProbe('5/5 inactive');
    await expectProbe('limit');
    const calls = usageCalls();
    await advance(20_000);
    expect(usageCalls()).toBe(calls);
  });

  it('recomputes the remaining time every 60 s and ends the demo at its expiry, clearing storage', async () => {
    const onEnd = vi.fn();
    renderProvider(demoUser(90_000), onEnd);
    await advance(0);
    expect(screen.getByTestId('probe').textContent).toContain(' 90000');
    await advance(60_000);
    expect(screen.getByTestId('probe').textContent).toContain(' 30000');
    expect(onEnd).not.toHaveBeenCalled();
    await advance(30_100);
    expect(onEnd).toHaveBeenCalledWith('expired');
    expect(readStoredDemo()).toBeNull();
  });

  it('ends as gone when the server no longer knows the demo', async () => {
    fetchMock.mockImplementationOnce(
      async () => new Response(JSON.stringify({ error: 'x' }), { status: 404 }),
    );
    const onEnd = vi.fn();
    renderProvider(demoUser(24 * 3_600_000), onEnd);
    await advance(0);
    await vi.waitFor(() => expect(onEnd).toHaveBeenCalledWith('gone'));
    expect(readStoredDemo()).toBeNull();
  });

  it('useDemo outside its provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow('useDemo must be used within a DemoProvider');
  });
});
