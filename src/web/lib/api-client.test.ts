import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountsRoutes } from '../../server/features/accounts/accounts.routes';
import {
  ApiRequestError,
  errorMessage,
  readPromptsUsedHeader,
  setDemoUserId,
  toApiRequestError,
} from './api-client';
import { onDemoPromptUse, reportDemoPromptUse } from './demo-prompts';
import { featureClient, ok } from './rpc';

/** A feature client as the web features build theirs (ADR 016). */
const client = featureClient<AccountsRoutes>();
const headersOf = (init: RequestInit | undefined) => new Headers(init?.headers);

describe('toApiRequestError', () => {
  it("uses the body's error text, code and string fields", () => {
    const error = toApiRequestError(409, {
      error: 'Username is already taken.',
      code: 'conflict',
      fields: { username: 'Username is already taken.', ignored: 3 },
    });
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.message).toBe('Username is already taken.');
    expect(error.status).toBe(409);
    expect(error.code).toBe('conflict');
    expect(error.fields).toEqual({ username: 'Username is already taken.' });
  });

  it("falls back to 'HTTP {status}' without a usable error text", () => {
    expect(toApiRequestError(502, null).message).toBe('HTTP 502');
    expect(toApiRequestError(500, 'oops').message).toBe('HTTP 500');
    expect(toApiRequestError(400, { error: '  ' }).message).toBe('HTTP 400');
    expect(toApiRequestError(404, { message: 'x' }).fields).toEqual({});
  });
});

describe('errorMessage', () => {
  it('shows API error texts but not raw network or programming errors', () => {
    expect(errorMessage(new ApiRequestError(401, 'Invalid email or password'), 'fallback')).toBe(
      'Invalid email or password',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    // An answer without error text (a bare 500) shows the caller's fallback, never 'HTTP 500'.
    expect(errorMessage(toApiRequestError(500, null), 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(errorMessage(toApiRequestError(502, { error: '' }), 'Failed to start checkout session')).toBe(
      'Failed to start checkout session',
    );
    expect(errorMessage('nope', 'fallback')).toBe('fallback');
  });
});

describe('the feature clients (hc over apiFetch)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ user: null }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      ok(client.accounts['sign-in'].$post({ json: { email: 'a@b.co', password: 'secret' } })),
    ).resolves.toEqual({ user: null });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(path)).toBe('/api/accounts/sign-in');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"email":"a@b.co","password":"secret"}');
    expect(headersOf(init).get('Content-Type')).toBe('application/json');
    expect(headersOf(init).get('Accept')).toBe('application/json');
  });

  it("throws the body's error for a non-OK answer, or 'HTTP {status}' for a non-JSON one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ error: 'Invalid email or password' }), { status: 401 }),
      ),
    );
    await expect(ok(client.me.$get())).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(ok(client.me.$get())).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
  });
});

describe('demo headers', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setDemoUserId(null);
  });

  it("passes an answer's x-demo-prompts-used count on, and sends x-demo-user-id while a demo is active", async () => {
    const counts: (number | null)[] = [];
    const stop = onDemoPromptUse((count) => counts.push(count));
    const fetchMock = vi.fn(
      async () => new Response('{}', { status: 200, headers: { 'x-demo-prompts-used': '3' } }),
    );
    vi.stubGlobal('fetch', fetchMock);

    await ok(client.me.$get());
    setDemoUserId('demo-1');
    await ok(client.me.$get());
    stop();
    await ok(client.me.$get());

    expect(counts).toEqual([3, 3]);
    const headers = (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([, init]) =>
      headersOf(init).get('x-demo-user-id'),
    );
    expect(headers).toEqual([null, 'demo-1', 'demo-1']);
  });

  it('ignores a missing or malformed count', () => {
    const counts: (number | null)[] = [];
    const stop = onDemoPromptUse((count) => counts.push(count));
    readPromptsUsedHeader(new Headers());
    readPromptsUsedHeader(new Headers({ 'x-demo-prompts-used': 'lots' }));
    reportDemoPromptUse();
    stop();
    expect(counts).toEqual([null]);
  });
});
