import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/router';
import { landingNoticeState, type LandingNotice } from '../../../lib/landing-notice';
import { sessionQueryKey, signOut } from '../api/accounts-api';

/**
 * Signs out: tells the server (errors are only logged, spec 1 §8), clears session storage and the research cache,
 * drops the signed-in user's cached data, refreshes the session and goes to /.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: async (_notice: LandingNotice | undefined) => {
      try {
        await signOut();
      } catch (error) {
        console.error('Sign-out failed', error);
      }
    },
    // the notice, if any, the landing shows once (the account was deleted)
    onSettled: async (_data, _error, notice: LandingNotice | undefined) => {
      try {
        sessionStorage.clear();
      } catch (error) {
        console.error('Could not clear session storage', error);
      }
      // the research cache's code loads only on the way out (it is not needed to show the workspace)
      await import('../../../lib/research-cache')
        .then((m) => m.clearResearchCache())
        .catch((error: unknown) => console.error('Could not clear the research cache', error));
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      queryClient.setQueryData(sessionQueryKey, { user: null });
      navigate('/', { replace: true, state: notice ? landingNoticeState(notice) : null });
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
  return {
    signOut: (notice?: LandingNotice) => mutation.mutate(notice),
    isSigningOut: mutation.isPending,
  };
}
