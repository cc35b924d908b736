import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useSignOut } from '../../features/accounts/hooks/use-sign-out';
import { userDisplayName } from '../../features/workspace/components/user-name';
import { ResearchToolsProvider, type ResearchToolsProps } from '../../lib/research-slot';
import { RequireUser } from './guards';
import { LoadingScreen } from './loading-screen';

const WorkspaceShell = lazy(() =>
  import('../../features/workspace/components/workspace-shell').then((m) => ({ default: m.WorkspaceShell })),
);
const StudyArea = lazy(() => import('../../features/study/components/study-area'));
const EssaysPanel = lazy(() =>
  import('../../features/essays/components/essays-panel').then((m) => ({ default: m.EssaysPanel })),
);
const ResearchTools = lazy(() => import('../../features/research/components/research-tools'));
const SubscribeScreen = lazy(() =>
  import('../../features/billing/components/subscribe-screen').then((m) => ({ default: m.SubscribeScreen })),
);

/** The Academic and Creative panels (lazy: their code loads when a writing mode opens). */
function renderWritingMode(mode: string) {
  if (mode !== 'academic' && mode !== 'creative') return null;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <EssaysPanel key={mode} mode={mode} />
    </Suspense>
  );
}

/** Gives the essay area the research tools of this user (their code loads when an essay opens research). */
function WithResearch({ userId, children }: { userId: string; children: ReactNode }) {
  const tools = useMemo(
    () =>
      function UserResearchTools(props: ResearchToolsProps) {
        // Loaded on first use, then kept: a search keeps running and its results stay while the modal is closed.
        const [used, setUsed] = useState(false);
        if (props.view !== null && !used) setUsed(true);
        return !used && props.view === null ? null : (
          <Suspense fallback={null}>
            <ResearchTools userId={userId} {...props} />
          </Suspense>
        );
      },
    [userId],
  );
  return <ResearchToolsProvider value={tools}>{children}</ResearchToolsProvider>;
}

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
                user={{ name: userDisplayName(user), email: user.email }}
                onLogout={signOut}
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
            <SubscribeScreen user={user} onLogout={signOut} isLoggingOut={isSigningOut} />
          )}
        </Suspense>
      )}
    </RequireUser>
  );
}
