import type { ReactNode } from 'react';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { useSession } from '../../features/accounts/hooks/use-session';
import { isPrerendered } from '../prerendered-pages';
import { LoadingScreen } from './loading-screen';
import { Redirect, useLocation, useSearch } from '../../lib/router';

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
 * Public pages: a signed-in user is sent to /app, except on the way back from the checkout, where they see
 * `checkoutReturn` (the payment-success page on its own: the public site's header, with its Sign In, is not theirs).
 * A prerendered page shows while the session loads (as its HTML did), the others 'Loading...'.
 */
export function PublicOnly({
  children,
  checkoutReturn,
}: {
  children: ReactNode;
  checkoutReturn?: ReactNode;
}) {
  const { user, isLoading } = useSession();
  const [pathname] = useLocation();
  const search = useSearch();
  if (isLoading) return isPrerendered(pathname) ? <>{children}</> : <LoadingScreen />;
  if (isMember(user)) {
    if (!isReturnFromCheckout(pathname, search)) return <Redirect to="/app" replace />;
    if (checkoutReturn !== undefined) return <>{checkoutReturn}</>;
  }
  return <>{children}</>;
}

/** Signed-in pages: anyone else is sent to /. */
export function RequireUser({ children }: { children: (user: AccountUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!isMember(user)) return <Redirect to="/" replace />;
  return <>{children(user)}</>;
}
