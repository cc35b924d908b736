import { lazy, Suspense } from 'react';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';
import { RequireUser } from './guards';
import { LoadingScreen } from './loading-screen';

const WorkspaceShell = lazy(() =>
  import('../../features/workspace/components/workspace-shell').then((m) => ({ default: m.WorkspaceShell })),
);

/** /app: the signed-in workspace (its code is loaded only here). */
export function WorkspaceRoute() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <RequireUser>
      {(user) => (
        <Suspense fallback={<LoadingScreen />}>
          <WorkspaceShell user={user} onLogout={signOut} isLoggingOut={isSigningOut} />
        </Suspense>
      )}
    </RequireUser>
  );
}
