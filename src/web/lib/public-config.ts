import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/schemas/config';
import { api } from './api-client';

export const publicConfigQueryKey = ['public-config'] as const;

export function fetchPublicConfig(): Promise<PublicConfig> {
  return api.get<PublicConfig>('/api/config');
}

/** The deployment's settings (GET /api/config); they do not change while the page is open. */
export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: fetchPublicConfig, staleTime: Infinity });
}
