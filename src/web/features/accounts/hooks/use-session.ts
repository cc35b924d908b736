import { useQuery } from '@tanstack/react-query';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { fetchMe, sessionQueryKey } from '../api/accounts-api';

export interface Session {
  user: AccountUser | null;
  /** True until the first answer of GET /api/me (or its final failure). */
  isLoading: boolean;
}

/** The signed-in user, from GET /api/me. A failed lookup counts as signed out. */
export function useSession(): Session {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => fetchMe({ signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });
  return { user: query.data?.user ?? null, isLoading: query.isPending && query.fetchStatus !== 'paused' };
}
