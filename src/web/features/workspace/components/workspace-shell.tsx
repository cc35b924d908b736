import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../../components/error-boundary';
import { useSearchParams } from '../../../lib/router';
import { Clock, Crown, MessageSquare } from 'lucide-react';
import { LIMITS } from '../../../../shared/limits';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { MenuIcon } from '../../../components/ui/icons';
import { Logo } from '../../../components/ui/logo';
import { usePublicConfig } from '../../../lib/public-config';
import { ModePanel } from './mode-panel';
import { ProfileMenu } from './profile-menu';
import { WorkspaceSidebar } from './workspace-sidebar';
import { resolveMode, type DemoStatus, type WorkspaceMode, type WorkspaceUser } from './workspace-modes';
import { WORKSPACE_COPY } from '../messages';

export interface WorkspaceShellProps {
  user: WorkspaceUser;
  /** Present in the demo: Demo badge, time, prompts and the Demo Status block instead of Premium and Logout. */
  demo?: DemoStatus | undefined;
  onLogout?: (() => void) | undefined;
  isLoggingOut?: boolean | undefined;
  /** The essay being written, shown in the top bar (writing modes). */
  essayTitle?: string | null | undefined;
  /** The study area (composed by the route), shown under the Smarty Chat welcome. */
  chatPanel?: ReactNode;
  /** The panel of a writing mode (composed by the route, since features do not import each other); null: default. */
  renderMode?: ((mode: WorkspaceMode) => ReactNode) | undefined;
}

const DESKTOP = `(min-width: ${LIMITS.mobileBreakpointPx}px)`;

/**
 * The workspace frame of /app and /demo (spec 1 §2 'Workspace layout'): top bar, the Writing Modes sidebar
 * (sliding in below 768 px) and the selected mode's panel. The mode is kept in the URL (?mode=).
 */
export function WorkspaceShell({
  user,
  demo,
  onLogout,
  isLoggingOut = false,
  essayTitle,
  chatPanel,
  renderMode,
}: WorkspaceShellProps) {
  const config = usePublicConfig();
  const writingModes = config.data?.writingModes;
  const [params, setParams] = useSearchParams();
  const mode = resolveMode(params.get('mode'), writingModes);
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const closeSidebar = useCallback((returnFocus: boolean) => {
    setSidebarOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  // The sliding sidebar closes when the viewport grows to the desktop layout.
  useEffect(() => {
    const query = window.matchMedia(DESKTOP);
    const onChange = () => {
      if (query.matches) setSidebarOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  function selectMode(next: WorkspaceMode) {
    // a history entry per mode: the browser's Back returns to the mode before, not out of the workspace
    if (next !== mode.id)
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next === 'chat') updated.delete('mode');
        else updated.set('mode', next);
        return updated;
      });
    if (!window.matchMedia(DESKTOP).matches) closeSidebar(false);
  }

  const demoInfo = demo ? (
    <>
      <Badge variant="warning">{WORKSPACE_COPY.demo}</Badge>
      <span className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground sm:text-sm">
        <Clock className="size-3.5" aria-hidden="true" />
        <span>
          {demo.remainingTime}
          <span className="sr-only">{WORKSPACE_COPY.remaining}</span>
        </span>
      </span>
      <span
        className="inline-flex items-center gap-1 text-xs font-medium text-muted-foreground sm:text-sm"
        title={WORKSPACE_COPY.ofDemoPromptsUsed(demo.promptsUsed, demo.maxPrompts)}
      >
        <MessageSquare className="size-3.5" aria-hidden="true" />
        <span>
          {demo.promptsUsed}/{demo.maxPrompts}
          <span className="sr-only">{WORKSPACE_COPY.prompts}</span>
        </span>
      </span>
    </>
  ) : null;

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {WORKSPACE_COPY.skipToContent}
      </a>
      <header className="sticky top-0 z-30 border-b border-border bg-card">
        {/* One row from 640 px; below it the demo's badge, time and prompts wrap onto a row of their own. */}
        <div className="flex flex-wrap items-center gap-x-2 px-3 sm:flex-nowrap sm:gap-x-3 sm:px-4">
          <Button
            ref={toggleRef}
            variant="ghost"
            size="icon"
            className="-ml-1 md:hidden"
            aria-label={sidebarOpen ? WORKSPACE_COPY.closeSidebar : WORKSPACE_COPY.openSidebar}
            aria-expanded={sidebarOpen}
            aria-controls={sidebarId}
            onClick={() => setSidebarOpen((open) => !open)}
          >
            <MenuIcon />
          </Button>
          <Logo compact className="h-14 shrink-0" />
          <Badge variant="soft" className="shrink-0">
            <span className="sr-only">{WORKSPACE_COPY.mode}</span>
            {mode.badge}
          </Badge>
          {essayTitle ? (
            <span
              className="hidden min-w-0 truncate text-sm font-medium text-muted-foreground md:inline"
              title={essayTitle}
            >
              {essayTitle}
            </span>
          ) : null}
          {demo ? (
            <div
              role="group"
              aria-label={WORKSPACE_COPY.demoStatus}
              className="order-last flex h-9 basis-full items-center gap-3 border-t border-border sm:order-none sm:ml-auto sm:h-auto sm:basis-auto sm:border-0"
            >
              {demoInfo}
            </div>
          ) : (
            <Badge variant="primary" className="ml-auto shrink-0">
              <Crown aria-hidden="true" />
              {WORKSPACE_COPY.premium}
            </Badge>
          )}
          <div className={demo ? 'ml-auto sm:ml-0' : undefined}>
            <ProfileMenu
              user={user}
              isDemo={Boolean(demo)}
              onLogout={onLogout}
              isLoggingOut={isLoggingOut}
              onEndDemo={demo?.onEnd}
              isEnding={demo?.isEnding ?? false}
            />
          </div>
        </div>
      </header>

      <div className="relative flex flex-1">
        <WorkspaceSidebar
          id={sidebarId}
          open={sidebarOpen}
          onClose={closeSidebar}
          mode={mode.id}
          writingModes={writingModes}
          onSelectMode={selectMode}
          demo={demo}
          onLogout={onLogout}
          isLoggingOut={isLoggingOut}
        />
        {/* While the sidebar slides over it (small screens only), the page behind it is out of reach. */}
        <main
          id="main"
          tabIndex={-1}
          inert={sidebarOpen || undefined}
          className="flex min-w-0 flex-1 flex-col focus:outline-none"
        >
          {/* A mode whose code fails to load (or that crashes) says so; the sidebar still offers the others. */}
          <ErrorBoundary resetKey={mode.id}>
            {(renderMode?.(mode.id) ?? null) || (
              <ModePanel
                mode={mode}
                userName={user.name}
                firstName={user.firstName}
                isDemo={Boolean(demo)}
                aiLabel={config.data?.ai.label}
                compact={mode.id === 'chat' && Boolean(chatPanel)}
              />
            )}
          </ErrorBoundary>
          {mode.id === 'chat' ? <ErrorBoundary resetKey={mode.id}>{chatPanel}</ErrorBoundary> : null}
        </main>
      </div>
    </div>
  );
}
