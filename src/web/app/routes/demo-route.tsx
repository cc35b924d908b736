import { lazy, Suspense, useCallback, useState } from 'react';
import { useNavigate } from '../../lib/router';
import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { DEMO_MESSAGES } from '../../../shared/messages';
import { sessionQueryKey } from '../../features/accounts/api/accounts-api';
import { useSession } from '../../features/accounts/hooks/use-session';
import { DemoGate } from '../../features/demo/components/demo-gate';
import { useDemo } from '../../features/demo/hooks/demo-context';
import { formatRemainingTime } from '../../features/demo/lib/demo-state';
import { userDisplayName } from '../../features/workspace/components/user-name';
import { WorkspaceShell } from '../../features/workspace/components/workspace-shell';
import { usePublicConfig } from '../../lib/public-config';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { renderWritingMode, WithResearch } from './writing-modes';
import { ROUTE_COPY } from './route-messages';

const END_DEMO = ROUTE_COPY.endDemo;

const StudyArea = lazy(() => import('../../features/study/components/study-area'));

/** /demo: the demo workspace, once the stored demo is resumed (spec 1 §2). */
export function DemoRoute() {
  const queryClient = useQueryClient();
  const config = usePublicConfig();
  const onSessionChange = useCallback(
    (user: AccountUser | null) => {
      if (user === null) {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
      }
      queryClient.setQueryData(sessionQueryKey, { user });
    },
    [queryClient],
  );
  return (
    <DemoGate maxPrompts={config.data?.demoMaxPrompts} onSessionChange={onSessionChange}>
      <DemoWorkspace />
    </DemoGate>
  );
}

function DemoWorkspace() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { state, limitReached, endDemo, isEnding } = useDemo();
  const [confirmingEnd, setConfirmingEnd] = useState(false);
  const name = user?.isDemo ? userDisplayName(user) : DEMO_MESSAGES.demoStudentName;
  const upgrade = () => navigate('/#pricing');
  const shell = (
    <WorkspaceShell
      user={{ name, email: state.demoUser.email }}
      renderMode={renderWritingMode}
      demo={{
        remainingTime: formatRemainingTime(state.remainingTime),
        promptsUsed: state.promptsUsed,
        maxPrompts: state.maxPrompts,
        limitMessage: limitReached ? DEMO_MESSAGES.limitReached(state.maxPrompts) : null,
        onUpgrade: upgrade,
        // Ending is final: the demo's work is deleted and this address can start a new demo only after 24 hours.
        onEnd: () => setConfirmingEnd(true),
        isEnding,
      }}
      chatPanel={
        user ? (
          <Suspense fallback={null}>
            <StudyArea
              userId={user.id}
              demo={{
                promptsUsed: state.promptsUsed,
                maxPrompts: state.maxPrompts,
                limitReached,
                onUpgrade: upgrade,
              }}
            />
          </Suspense>
        ) : null
      }
    />
  );
  const confirmEnd = (
    <ConfirmDialog
      open={confirmingEnd}
      onOpenChange={setConfirmingEnd}
      title={END_DEMO.title}
      description={<p>{END_DEMO.body}</p>}
      confirmLabel={END_DEMO.confirm}
      cancelLabel={END_DEMO.cancel}
      onConfirm={() => void endDemo()}
      destructive
    />
  );
  return (
    <>
      {user ? <WithResearch userId={user.id}>{shell}</WithResearch> : shell}
      {confirmEnd}
    </>
  );
}
