import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { useSession } from '../../features/accounts/hooks/use-session';
import { LoadingScreen } from './loading-screen';

/** A signed-in subscriber; a demo user uses /demo, not /app (the server decides the same way). */
export function isMember(user: AccountUser | null): user is AccountUser {
  return user !== null && !user.isDemo;
}

/** Public pages: a signed-in user is sent to /app. */
export function PublicOnly() {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (isMember(user)) return <Navigate to="/app" replace />;
  return <Outlet />;
}

/** Signed-in pages: anyone else is sent to /. */
export function RequireUser({ children }: { children: (user: AccountUser) => ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingScreen />;
  if (!isMember(user)) return <Navigate to="/" replace />;
  return <>{children(user)}</>;
}
