import { useEffect, useRef } from 'react';
import { BookOpen, LogOut, PenLine, Sparkles, type LucideIcon } from 'lucide-react';
import type { PublicConfig } from '../../../../shared/schemas/config';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { CloseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { isModeAvailable, WORKSPACE_MODES, type DemoStatus, type WorkspaceMode } from './workspace-modes';
import { WORKSPACE_COPY } from '../messages';

const ICONS: Record<WorkspaceMode, LucideIcon> = {
  chat: Sparkles,
  academic: BookOpen,
  creative: PenLine,
};

export interface WorkspaceSidebarProps {
  id: string;
  /** Open on small screens (it is always shown from 768 px). */
  open: boolean;
  /** Close the sliding sidebar; `returnFocus` gives focus back to the menu toggle. */
  onClose: (returnFocus: boolean) => void;
  mode: WorkspaceMode;
  writingModes: PublicConfig['writingModes'] | undefined;
  onSelectMode: (mode: WorkspaceMode) => void;
  demo?: DemoStatus | undefined;
  onLogout?: (() => void) | undefined;
  isLoggingOut?: boolean | undefined;
}

/** 'Writing Modes': the three modes, then the Demo Status block or Logout. */
export function WorkspaceSidebar({
  id,
  open,
  onClose,
  mode,
  writingModes,
  onSelectMode,
  demo,
  onLogout,
  isLoggingOut = false,
}: WorkspaceSidebarProps) {
  const panelRef = useRef<HTMLElement>(null);

  // Opened on a small screen: focus moves in, Escape closes and gives focus back to the toggle.
  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <div
        data-testid="sidebar-backdrop"
        aria-hidden="true"
        onClick={() => onClose(true)}
        className={cn(
          'fixed inset-0 z-40 bg-overlay transition-opacity duration-200 md:hidden',
          open ? 'opacity-100' : 'pointer-events-none opacity-0',
        )}
      />
      <aside
        id={id}
        ref={panelRef}
        aria-label={WORKSPACE_COPY.writingModes}
        className={cn(
          'fixed inset-y-0 left-0 z-50 flex w-64 flex-col border-r border-border bg-card shadow-xl',
          'duration-200 ease-out',
          'md:sticky md:top-14 md:z-auto md:h-[calc(100dvh-3.5rem)] md:translate-x-0 md:shadow-none md:visible',
          // Visible at once when opening (so focus can move in); hidden only after sliding out.
          open
            ? 'visible translate-x-0 transition-[translate]'
            : 'invisible -translate-x-full transition-[translate,visibility]',
        )}
      >
        <div className="flex items-start justify-between gap-2 px-4 pt-5 pb-3">
          <div>
            <h2 className="text-base font-semibold tracking-tight">{WORKSPACE_COPY.writingModes}</h2>
            <p className="text-sm text-muted-foreground">{WORKSPACE_COPY.chooseYourWritingMode}</p>
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="-mt-1 -mr-2 md:hidden"
            aria-label={WORKSPACE_COPY.closeSidebar}
            onClick={() => onClose(true)}
          >
            <CloseIcon />
          </Button>
        </div>

        <nav aria-label={WORKSPACE_COPY.modes} className="px-3">
          <ul className="flex flex-col gap-1">
            {WORKSPACE_MODES.map((entry) => {
              const Icon = ICONS[entry.id];
              const available = isModeAvailable(entry, writingModes);
              const selected = entry.id === mode;
              return (
                <li key={entry.id}>
                  <button
                    type="button"
                    disabled={!available}
                    aria-pressed={available ? selected : undefined}
                    data-autofocus={selected ? true : undefined}
                    onClick={() => onSelectMode(entry.id)}
                    className={cn(
                      'flex w-full items-start gap-3 rounded-lg px-3 py-2.5 text-left transition-colors',
                      'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                      'disabled:cursor-not-allowed disabled:opacity-60',
                      selected ? 'bg-accent text-accent-foreground' : 'hover:bg-muted enabled:hover:bg-muted',
                    )}
                  >
                    <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className="text-sm font-medium">{entry.title}</span>
                      {available ? (
                        <span className="text-xs text-muted-foreground">{entry.description}</span>
                      ) : (
                        <Badge variant="muted" className="self-start">
                          {WORKSPACE_COPY.launchingSoon}
                        </Badge>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="mt-auto border-t border-border p-3">
          {demo ? (
            <DemoStatusBlock demo={demo} />
          ) : (
            <Button
              variant="ghost"
              className="w-full justify-start"
              onClick={onLogout}
              disabled={isLoggingOut}
            >
              {isLoggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
              {WORKSPACE_COPY.logout}
            </Button>
          )}
        </div>
      </aside>
    </>
  );
}

function DemoStatusBlock({ demo }: { demo: DemoStatus }) {
  const used = Math.min(demo.promptsUsed, demo.maxPrompts);
  return (
    <section aria-labelledby="demo-status-title" className="flex flex-col gap-3 rounded-lg bg-muted p-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="demo-status-title" className="text-sm font-semibold">
          {WORKSPACE_COPY.demoMode}
        </h3>
        <Badge variant="warning">{WORKSPACE_COPY.demo}</Badge>
      </div>
      <dl className="flex flex-col gap-1 text-sm">
        <div className="flex justify-between gap-2">
          <dt className="text-muted-foreground">{WORKSPACE_COPY.timeRemaining}</dt>
          <dd className="font-medium">{demo.remainingTime}</dd>
        </div>
      </dl>
      <div className="flex flex-col gap-1.5">
        <p className="text-sm font-medium">{WORKSPACE_COPY.promptsUsed(demo.promptsUsed, demo.maxPrompts)}</p>
        <div
          role="progressbar"
          aria-label={WORKSPACE_COPY.demoPromptsUsed}
          aria-valuemin={0}
          aria-valuemax={demo.maxPrompts}
          aria-valuenow={used}
          className="h-1.5 overflow-hidden rounded-full bg-border"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${demo.maxPrompts > 0 ? (used / demo.maxPrompts) * 100 : 0}%` }}
          />
        </div>
      </div>
      {demo.limitMessage ? (
        <p role="status" className="text-xs text-warning">
          {demo.limitMessage}
        </p>
      ) : null}
      <div className="flex flex-col gap-2">
        <Button size="sm" onClick={demo.onUpgrade}>
          {WORKSPACE_COPY.upgradeToPremium}
        </Button>
        <Button size="sm" variant="outline" onClick={demo.onEnd} disabled={demo.isEnding}>
          {demo.isEnding ? <Spinner /> : null}
          {WORKSPACE_COPY.endDemo}
        </Button>
      </div>
    </section>
  );
}
