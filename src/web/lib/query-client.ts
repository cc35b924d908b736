import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** Client errors (4xx) are answers, not glitches: retry only network failures and 5xx, twice. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
