import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a 4xx answer', () => {
    expect(shouldRetry(0, new ApiRequestError(401, 'no'))).toBe(false);
    expect(shouldRetry(0, new ApiRequestError(429, 'slow down'))).toBe(false);
  });

  it('retries network failures and 5xx twice', () => {
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(shouldRetry(1, new ApiRequestError(503, 'HTTP 503'))).toBe(true);
    expect(shouldRetry(2, new ApiRequestError(503, 'HTTP 503'))).toBe(false);
  });
});
