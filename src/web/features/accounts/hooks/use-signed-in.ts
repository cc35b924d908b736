import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { sessionQueryKey } from '../api/accounts-api';

/** Puts a freshly signed-in user into the session cache, dropping any earlier user's data. */
export function useSetSignedInUser(): (user: AccountUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user: AccountUser) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user });
    },
    [queryClient],
  );
}
