import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { LIMITS } from '../../../../shared/limits';
import { BILLING_MESSAGES, MESSAGES } from '../../../../shared/messages';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { fetchSessionEmail, fetchSessionUser } from '../api/billing-api';
import { BILLING_COPY } from '../messages';

type PageState =
  { kind: 'pending' } | { kind: 'success' } | { kind: 'error'; message: string; signIn?: boolean };

export interface PaymentSuccessPageProps {
  /** The payment is confirmed for this signed-in user (now subscribed): update the session with it. */
  onConfirmed: (user: AccountUser) => void;
  /** Opens the sign-in dialog (the browser came back without its session). */
  onSignIn: () => void;
}

/** What failed, for 'Autologin failed: …': the server's text, never a bare 'HTTP 500' (spec 1 §8). */
function describe(error: unknown): string {
  if (error instanceof ApiRequestError) return errorMessage(error, MESSAGES.serverError);
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The checkout's return page (spec 1 §2, §4 step 9-10; ADR 003): reads session_id, confirms the payment
 * through the session's e-mail, checks the browser is still signed in, then goes to /app after 4 s.
 */
export function PaymentSuccessPage({ onConfirmed, onSignIn }: PaymentSuccessPageProps) {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const navigate = useNavigate();
  const [state, setState] = useState<PageState>(
    sessionId ? { kind: 'pending' } : { kind: 'error', message: BILLING_MESSAGES.missingSessionId },
  );

  useEffect(() => {
    if (!sessionId) {
      setState({ kind: 'error', message: BILLING_MESSAGES.missingSessionId });
      return;
    }
    let cancelled = false;
    let redirect: number | undefined;
    setState({ kind: 'pending' });

    async function confirm(id: string): Promise<PageState> {
      let email: string | null | undefined;
      try {
        email = (await fetchSessionEmail(id)).email;
      } catch {
        return { kind: 'error', message: BILLING_MESSAGES.fetchFailed };
      }
      if (!email) return { kind: 'error', message: BILLING_MESSAGES.noEmail };

      let user: AccountUser | null;
      try {
        user = await fetchSessionUser();
      } catch (error) {
        return { kind: 'error', message: `${BILLING_MESSAGES.autologinFailed}${describe(error)}` };
      }
      // ADR 003: no password is kept in the browser, so a lost session means signing in again.
      if (!user || user.isDemo) return { kind: 'error', message: BILLING_MESSAGES.noPassword, signIn: true };
      if (!cancelled) onConfirmed(user);
      return { kind: 'success' };
    }

    void confirm(sessionId).then((next) => {
      if (cancelled) return;
      setState(next);
      if (next.kind === 'success') {
        redirect = window.setTimeout(
          () => navigate('/app', { replace: true }),
          LIMITS.paymentRedirectDelayMs,
        );
      }
    });
    return () => {
      cancelled = true;
      window.clearTimeout(redirect);
    };
    // onConfirmed is a notification; a new one must not confirm the payment again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sessionId, navigate]);

  return (
    <div className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center px-4 py-16 text-center">
      {state.kind === 'pending' ? (
        <div role="status" className="flex flex-col items-center gap-4">
          <Spinner className="size-10 text-primary" />
          <h1 className="text-2xl font-bold tracking-tight">{BILLING_MESSAGES.processing}</h1>
        </div>
      ) : state.kind === 'success' ? (
        <div role="status" className="flex flex-col items-center gap-4">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success-soft text-success">
            <CircleCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight">{BILLING_MESSAGES.successTitle}</h1>
          <p className="text-lg text-muted-foreground">{BILLING_MESSAGES.successText}</p>
          <Spinner className="size-5 text-muted-foreground" />
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-danger-soft text-danger">
            <CircleAlert className="size-9" aria-hidden="true" />
          </span>
          <div role="alert" className="flex flex-col gap-1">
            <p className="text-lg font-semibold text-pretty">{state.message}</p>
            <p className="text-muted-foreground">{BILLING_MESSAGES.contactSupport}</p>
          </div>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {state.signIn ? <Button onClick={onSignIn}>{BILLING_COPY.signIn}</Button> : null}
            <Link to="/" className={buttonVariants({ variant: 'outline' })}>
              {BILLING_COPY.backToHome}
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
