/**
 * The typed contract with the server (ADR 016): each web feature builds its client with Hono's `hc` from the type of
 * its server router (`import type` only), so a renamed route, parameter or body field, or a renamed answer field the
 * web reads, fails to compile. Every client shares one fetch: same-origin cookies, JSON, the demo header, the
 * prompts-used header (as `api-client.ts`). The server checks its answers against the shared response schemas in
 * development and tests (`server/http/response-contract.ts`), so the inferred types are also what is sent.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { Hono } from 'hono';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import { currentDemoUserId, readPromptsUsedHeader, toApiRequestError } from './api-client';
import { DEMO_USER_ID_HEADER } from './demo-prompts';

/** The fetch of every feature client. */
export const apiFetch: typeof fetch = async (input, init) => {
  const headers = new Headers(init?.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  const demoUserId = currentDemoUserId();
  if (demoUserId) headers.set(DEMO_USER_ID_HEADER, demoUserId);
  const response = await fetch(input, { ...init, headers, credentials: 'same-origin' });
  readPromptsUsedHeader(response.headers);
  return response;
};

/** A feature's client, typed by its server router (`import type { …Routes } from the server`). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app type, exactly as hc's own constraint
export function featureClient<App extends Hono<any, any, any>>() {
  return hc<App>('/api', { fetch: apiFetch });
}

type AnyClientResponse = ClientResponse<unknown, number, string>;

/** The body types of the answer's success statuses. */
export type OkBody<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/** The body types of every answer the route declares (success or not). */
export type AnyBody<R> = R extends ClientResponse<infer T, number, infer _F> ? T : never;

async function bodyOf(response: AnyClientResponse): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * The success body of a call, typed by the route; a non-OK answer throws an ApiRequestError (the body's `error`
 * text, or 'HTTP {status}').
 */
export async function ok<R extends AnyClientResponse>(call: Promise<R>): Promise<OkBody<R>> {
  const response = await call;
  const body = await bodyOf(response);
  // The body goes with the error: a 409 version conflict carries the essay as it is now.
  if (!response.ok) throw Object.assign(toApiRequestError(response.status, body), { body });
  return body as OkBody<R>;
}

/** An answer without a JSON body (a proxy's bare 502, a cut connection): only its status is known. */
export interface NoBody {
  success: false;
  status: number;
}

/** The other fields of a route's body, absent. */
type Absent<T> = { [K in Exclude<keyof T, keyof NoBody>]?: undefined };

/**
 * For routes that describe failures in their body (the PDF calls): the body whatever the status, with the status
 * added; an answer without a JSON body is `NoBody`.
 */
export async function outcome<R extends AnyClientResponse>(
  call: Promise<R>,
): Promise<(AnyBody<R> & { status?: number }) | (NoBody & Absent<AnyBody<R>>)> {
  const response = await call;
  const body = await bodyOf(response);
  if (typeof body !== 'object' || body === null)
    return { success: false, status: response.status } as NoBody & Absent<AnyBody<R>>;
  return { status: response.status, ...(body as Record<string, unknown>) } as AnyBody<R> & {
    status?: number;
  };
}

/**
 * A feature's addresses (for EventSource, downloads, links): hc builds URLs only from an absolute base, so this
 * client's origin is a placeholder that `pathOf` drops.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app type, exactly as hc's own constraint
export function featurePaths<App extends Hono<any, any, any>>() {
  return hc<App>('http://app.invalid/api');
}

/** The path and query of a URL built by `featurePaths`. */
export function pathOf(url: URL): string {
  return `${url.pathname}${url.search}`;
}
