/**
 * What every call of the web app shares: a non-OK answer is an ApiRequestError carrying the body's `error` text, or
 * 'HTTP {status}' when the body has none (spec 1 §7); for a demo, requests carry x-demo-user-id and answers'
 * x-demo-prompts-used count is passed on to the demo state. The calls themselves are the features' `hc` clients
 * (`rpc.ts`, ADR 016), typed by the server's routers.
 */
import { PROMPTS_USED_HEADER, reportDemoPromptUse } from './demo-prompts';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Field → message, for forms (validation and conflict errors). */
  readonly fields: Readonly<Record<string, string>>;
  /** false when the answer carried no error text and the message is the generic 'HTTP {status}'. */
  readonly hasServerText: boolean;

  constructor(
    status: number,
    message: string,
    code?: string,
    fields: Record<string, string> = {},
    hasServerText = true,
  ) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.hasServerText = hasServerText;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds the error for a non-OK response from its status and (possibly missing or malformed) body. */
export function toApiRequestError(status: number, body: unknown): ApiRequestError {
  if (!isRecord(body)) return new ApiRequestError(status, `HTTP ${status}`, undefined, {}, false);
  const hasText = typeof body.error === 'string' && body.error.trim() !== '';
  const message = hasText && typeof body.error === 'string' ? body.error : `HTTP ${status}`;
  const code = typeof body.code === 'string' ? body.code : undefined;
  const fields: Record<string, string> = {};
  if (isRecord(body.fields)) {
    for (const [key, value] of Object.entries(body.fields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return new ApiRequestError(status, message, code, fields, hasText);
}

/**
 * The message to show a person for a thrown value: the server's own text for API errors, otherwise (an answer
 * without error text such as a bare 500, a network failure, a bug) the fallback — the spec's own fallback texts,
 * never 'HTTP 500'.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.hasServerText && error.message.trim() !== '')
    return error.message;
  return fallback;
}

let demoUserId: string | null = null;

/** The active demo's id (sent with every request), or null. */
export function currentDemoUserId(): string | null {
  return demoUserId;
}

/** While a demo is active its id goes with every request (spec 1 §7); null stops it. */
export function setDemoUserId(id: string | null): void {
  demoUserId = id;
}

/** Passes a demo's prompts-used count from an answer's header on to the demo state. */
export function readPromptsUsedHeader(headers: Headers): void {
  const value = headers.get(PROMPTS_USED_HEADER);
  if (value === null || !/^\d+$/.test(value.trim())) return;
  reportDemoPromptUse(Number(value));
}

/** Options of a call (typed clients pass the signal on as `init.signal`). */
export interface RequestOptions {
  signal?: AbortSignal | undefined;
}
