import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { LogOut, Settings } from 'lucide-react';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { initials, type WorkspaceUser } from './workspace-modes';
import { WORKSPACE_COPY } from '../messages';

export interface ProfileMenuProps {
  user: WorkspaceUser;
  isDemo: boolean;
  onLogout?: (() => void) | undefined;
  isLoggingOut: boolean;
  onEndDemo?: (() => void) | undefined;
  isEnding: boolean;
}

/** The top bar's profile button: who is signed in, and Logout (End Demo in the demo). */
export function ProfileMenu({ user, isDemo, onLogout, isLoggingOut, onEndDemo, isEnding }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const busy = isDemo ? isEnding : isLoggingOut;
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex size-9 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
          'transition-colors hover:bg-primary-hover',
          'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none',
        )}
      >
        <span aria-hidden="true">{initials(user.name, user)}</span>
        <span className="sr-only">{WORKSPACE_COPY.profile(user.name)}</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute top-full right-0 z-40 mt-2 w-64 rounded-lg border border-border bg-card p-3 shadow-lg motion-safe:animate-slide-down"
        >
          <p className="truncate text-sm font-semibold">{user.name}</p>
          <p className="truncate text-xs text-muted-foreground" title={user.email}>
            {isDemo ? WORKSPACE_COPY.demoAccount : user.email}
          </p>
          <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
            {isDemo ? null : (
              <Link
                to="/app/settings"
                className={buttonVariants({
                  variant: 'ghost',
                  size: 'sm',
                  className: 'w-full justify-start',
                })}
              >
                <Settings aria-hidden="true" />
                {WORKSPACE_COPY.accountSettings}
              </Link>
            )}
            <Button
              variant="outline"
              size="sm"
              className="w-full"
              disabled={busy}
              onClick={() => {
                if (isDemo) onEndDemo?.();
                else onLogout?.();
              }}
            >
              {busy ? <Spinner /> : <LogOut aria-hidden="true" />}
              {isDemo ? WORKSPACE_COPY.endDemo : WORKSPACE_COPY.logout}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
