import { BookOpen, LogOut, PenLine, Sparkles, UserRound } from 'lucide-react';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { userDisplayName } from './user-name';

export interface WorkspaceShellProps {
  user: AccountUser;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

const MODES = [
  { icon: Sparkles, title: 'Smarty Chat', text: 'Your tutor, with cited sources and study paths.' },
  { icon: BookOpen, title: 'Academic Writing', text: 'Guided essays from prompt to final draft.' },
  { icon: PenLine, title: 'Creative Writing', text: 'Stories and personal writing with gentle feedback.' },
] as const;

/** The signed-in workspace frame. The study, essay and research panels arrive in later issues. */
export function WorkspaceShell({ user, onLogout, isLoggingOut = false }: WorkspaceShellProps) {
  const name = userDisplayName(user);
  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="sticky top-0 z-30 border-b border-border bg-card">
        <div className="flex h-14 items-center justify-between gap-3 px-4 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <Logo />
            {user.isDemo ? null : <Badge variant="primary">Premium</Badge>}
          </div>
          <div className="flex min-w-0 items-center gap-3">
            <span className="hidden truncate text-sm font-medium sm:inline" title={user.email}>
              {name}
            </span>
            <Button variant="outline" size="sm" onClick={onLogout} disabled={isLoggingOut}>
              {isLoggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
              Logout
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:px-6">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {name}</h1>
        <p className="mt-2 text-muted-foreground">
          Your study space is being prepared. The tutor and the writing tools will appear here.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-3">
          {MODES.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border border-border bg-card p-5 shadow-xs">
              <Icon className="size-5 text-primary" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-8 inline-flex items-center gap-2 text-sm text-muted-foreground">
          <UserRound className="size-4" aria-hidden="true" />
          Signed in as {user.email}
        </p>
      </main>
    </div>
  );
}
