import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Redirect, useNavigate, useSearchParams } from '../../../lib/router';
import { TriangleAlert } from 'lucide-react';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { DEMO_MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { DemoProvider, type DemoEndReason } from '../hooks/demo-context';
import { resumeDemo, type ResumeResult } from '../lib/resume-demo';
import { DemoCodeScreen } from './demo-code-screen';
import { DemoScreenCard } from './demo-screen-card';

type GateState = { kind: 'loading' } | ResumeResult;

export interface DemoGateProps {
  /** The configured prompt limit, once known. */
  maxPrompts?: number | undefined;
  /** The session changed: the demo user after resuming, null after the demo ended. */
  onSessionChange: (user: AccountUser | null) => void;
  children: ReactNode;
}

/**
 * /demo: resumes the stored demo ('Loading demo session...'), shows the failure screen when there is none,
 * and provides the demo state to the workspace once it is running.
 */
export function DemoGate({ maxPrompts, onSessionChange, children }: DemoGateProps) {
  const [params] = useSearchParams();
  const session = params.get('session');
  const navigate = useNavigate();
  const [gate, setGate] = useState<GateState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setGate({ kind: 'loading' });
    void resumeDemo(session).then((result) => {
      if (cancelled) return;
      if (result.kind === 'ready') onSessionChange(result.user);
      setGate(result);
    });
    return () => {
      cancelled = true;
    };
    // onSessionChange is a notification; a new one must not resume the demo again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, attempt]);

  const handleEnd = useCallback(
    (reason: DemoEndReason) => {
      if (reason === 'ended') {
        onSessionChange(null);
        navigate('/', { replace: true });
        return;
      }
      setGate({
        kind: 'failed',
        message: reason === 'expired' ? DEMO_MESSAGES.expired : DEMO_MESSAGES.notFoundOrExpired,
      });
    },
    [navigate, onSessionChange],
  );

  if (gate.kind === 'loading') return <DemoLoadingScreen />;
  if (gate.kind === 'member') return <Redirect to="/app" replace />;
  if (gate.kind === 'failed') return <DemoFailureScreen message={gate.message} />;
  if (gate.kind === 'code')
    return <DemoCodeScreen email={gate.email} onSignedIn={() => setAttempt((n) => n + 1)} />;
  return (
    <DemoProvider key={gate.demo.user.id} demo={gate.demo} maxPrompts={maxPrompts} onEnd={handleEnd}>
      {children}
    </DemoProvider>
  );
}

export function DemoLoadingScreen() {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <Spinner className="size-8 text-primary" />
      <p role="status" className="text-lg font-medium text-muted-foreground">
        {DEMO_MESSAGES.loading}
      </p>
    </main>
  );
}

export function DemoFailureScreen({ message }: { message: string }) {
  const navigate = useNavigate();
  return (
    <DemoScreenCard
      icon={<TriangleAlert className="size-6" aria-hidden="true" />}
      iconClassName="bg-warning-soft text-warning"
      className="items-center text-center"
    >
      <p role="alert" className="text-lg font-semibold text-pretty">
        {message}
      </p>
      <Button size="lg" className="mt-2 w-full sm:w-auto" onClick={() => navigate('/', { replace: true })}>
        {DEMO_MESSAGES.goHome}
      </Button>
    </DemoScreenCard>
  );
}
