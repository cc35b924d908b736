import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '../../shared/schemas/config';
import type { ConfigRoutes } from '../../server/features/health/health.routes';
import { featureClient, ok } from './rpc';

const client = featureClient<ConfigRoutes>();

export const publicConfigQueryKey = ['public-config'] as const;

export function fetchPublicConfig(): Promise<PublicConfig> {
  return ok(client.config.$get());
}

/** The deployment's settings (GET /api/config); they do not change while the page is open. */
export function usePublicConfig() {
  return useQuery({ queryKey: publicConfigQueryKey, queryFn: fetchPublicConfig, staleTime: Infinity });
}
