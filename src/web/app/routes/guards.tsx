import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { useSession } from '../../features/accounts/hooks/use-session';
import { isPrerendered } from '../prerendered-pages';
import { LoadingScreen } from './loading-screen';

/** A signed-in subscriber; a demo user uses /demo, not /app (the server decides the same way). */
export function isMember(user: AccountUser | null): user is AccountUser {
  return user !== null && !user.isDemo;
}

/** Back from the checkout, a signed-in user sees the payment-success page (ADR 003). */
export function isReturnFromCheckout(pathname: string, search: string): boolean {
  return (
    pathname.replace(/\/$/, '') === '/payment-success' &&
    Boolean(new URLSearchParams(search).get('session_id'))
  );
}

/**
 * Public pages: a signed-in user is sent to /app (except on the way back from the checkout). A prerendered page
 * shows while the session loads (as its HTML did), the others 'Loading...'.
 */
export function PublicOnly() {
  const { user, isLoading } = useSession();
  const { pathname, search } = useLocation();
  if (isLoading) return isPrerendered(pathname) ? <Outlet /> : <LoadingScreen />;
  if (isMember(user) && !isReturnFromCheckout(pathname, search)) return <Navigate to="/app" replace />;
  return <Outlet />;
}

/** Signed-in pages: anyone else is sent to /. */
export function RequireUser({ children }: { children: (user: AccountUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!isMember(user)) return <Navigate to="/" replace />;
  return <>{children(user)}</>;
}
