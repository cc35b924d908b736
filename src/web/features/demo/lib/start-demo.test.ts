// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_MESSAGES } from '../../../../shared/messages';
import { startDemoFromHero } from './start-demo';
import { TEXTLESS_FAILURES } from '../../../../testing/failed-responses';

/** The server's answers to POST /api/demo-user/create, one per call. */
function answer(...responses: Array<() => Response | Promise<Response>>) {
  const fetch = vi.fn();
  for (const response of responses) fetch.mockImplementationOnce(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let alert: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  alert = vi.fn();
  vi.stubGlobal('alert', alert);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('starting a demo from the hero: what the person is told', () => {
  it.each<[string, () => Response]>([
    ...TEXTLESS_FAILURES,
    ['JSON without error text', () => Response.json({ error: '' }, { status: 500 })],
  ])("a 500 with %s: exactly 'Failed to create demo user', never 'HTTP 500'", async (_kind, response) => {
    const fetch = answer(response);
    expect(await startDemoFromHero()).toBe(false);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/demo-user/create');
    expect(alert).toHaveBeenCalledTimes(1);
    expect(alert).toHaveBeenCalledWith('Failed to create demo user');
    expect(DEMO_MESSAGES.createFailed).toBe('Failed to create demo user');
    expect(String(alert.mock.calls[0]?.[0])).not.toContain('HTTP');
  });

  it("the server's own text when it gives one", async () => {
    answer(() => Response.json({ error: 'Demo limit reached for this network.' }, { status: 429 }));
    expect(await startDemoFromHero()).toBe(false);
    expect(alert).toHaveBeenCalledWith('Demo limit reached for this network.');
  });

  it('a network failure: the hero’s own fallback', async () => {
    answer(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await startDemoFromHero()).toBe(false);
    expect(alert).toHaveBeenCalledWith(DEMO_MESSAGES.startFailed);
  });
});
