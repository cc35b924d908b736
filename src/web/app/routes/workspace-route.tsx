import { lazy, Suspense } from 'react';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';
import { userDisplayName } from '../../features/workspace/components/user-name';
import { RequireUser } from './guards';
import { LoadingScreen } from './loading-screen';
import { renderWritingMode, WithResearch } from './writing-modes';

const WorkspaceShell = lazy(() =>
  import('../../features/workspace/components/workspace-shell').then((m) => ({ default: m.WorkspaceShell })),
);
const StudyArea = lazy(() => import('../../features/study/components/study-area'));
const SubscribeScreen = lazy(() =>
  import('../../features/billing/components/subscribe-screen').then((m) => ({ default: m.SubscribeScreen })),
);

/** /app: the workspace of a subscriber; an account that has not paid yet is asked to complete its subscription. */
export function WorkspaceRoute() {
  const { signOut, isSigningOut } = useSignOut();
  return (
    <RequireUser>
      {(user) => (
        <Suspense fallback={<LoadingScreen />}>
          {user.subscriptionStatus === 'active' ? (
            <WithResearch userId={user.id}>
              <WorkspaceShell
                user={{
                  name: userDisplayName(user),
                  email: user.email,
                  firstName: user.firstName,
                  lastName: user.lastName,
                }}
                onLogout={() => signOut()}
                isLoggingOut={isSigningOut}
                renderMode={renderWritingMode}
                chatPanel={
                  <Suspense fallback={null}>
                    <StudyArea userId={user.id} />
                  </Suspense>
                }
              />
            </WithResearch>
          ) : (
            <SubscribeScreen user={user} onLogout={() => signOut()} isLoggingOut={isSigningOut} />
          )}
        </Suspense>
      )}
    </RequireUser>
  );
}
