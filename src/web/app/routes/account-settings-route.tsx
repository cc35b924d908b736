import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../features/accounts/api/accounts-api';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';
import { useSetSignedInUser } from '../../features/accounts/hooks/use-signed-in';
import { AccountSettingsPage } from '../../features/account-settings/components/account-settings-page';
import { RequireUser } from './guards';

/** /app/settings: account settings of a signed-in member (paid or not). */
export function AccountSettingsRoute() {
  const { signOut } = useSignOut();
  const setSignedInUser = useSetSignedInUser();
  const queryClient = useQueryClient();
  const refreshSession = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  return (
    <RequireUser>
      {(user) => (
        <AccountSettingsPage
          user={user}
          onSignedOut={() => signOut()}
          onAccountDeleted={() => signOut('account-deleted')}
          onProfileSaved={setSignedInUser}
          onAccessChanged={refreshSession}
        />
      )}
    </RequireUser>
  );
}
