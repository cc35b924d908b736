import { Component, type ErrorInfo, type ReactNode } from 'react';
import { cn } from '../lib/utils';
import { Button } from './ui/button';
import { APP_COPY } from '../lib/messages';

/**
 * The browser could not load a part of the app's code: the connection dropped, or a new version was deployed and
 * this tab asks for files the server no longer has. Chromium, Firefox and Safari word it differently; Vite's
 * preload helper says 'Unable to preload CSS'.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|importing a module script failed|error loading dynamically imported|unable to preload css|failed to load module script/i.test(
    error.message,
  );
}

export const ERROR_TEXTS = {
  chunkTitle: APP_COPY.thisPartOfSmarty,
  chunkBody: APP_COPY.theConnectionMayHave,
  crashTitle: APP_COPY.somethingWentWrongOn,
  crashBody: APP_COPY.tryAgainOrReload,
  retry: APP_COPY.tryAgain,
  reload: APP_COPY.reloadPage,
} as const;

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this changes (another mode, another page) a shown error is cleared and the children render again. */
  resetKey?: string;
  fullScreen?: boolean;
}

interface ErrorBoundaryState {
  error: unknown;
  resetKey: string | undefined;
}

/**
 * Catches what a part of the page throws while rendering — most often a lazily loaded chunk that failed to arrive —
 * and says what happened with a way on, instead of leaving the page blank.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error ?? new Error(APP_COPY.unknownError) };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A screen failed to render', error, info.componentStack);
  }

  private readonly retry = () => this.setState({ error: null });

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = isChunkLoadError(error);
    return (
      <div
        role="alert"
        className={cn(
          'flex flex-col items-center justify-center gap-3 px-6 py-10 text-center',
          this.props.fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
        )}
      >
        <h2 className="text-lg font-semibold text-foreground">
          {chunk ? ERROR_TEXTS.chunkTitle : ERROR_TEXTS.crashTitle}
        </h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {chunk ? ERROR_TEXTS.chunkBody : ERROR_TEXTS.crashBody}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          {chunk ? null : (
            <Button variant="outline" onClick={this.retry}>
              {ERROR_TEXTS.retry}
            </Button>
          )}
          <Button onClick={() => window.location.reload()}>{ERROR_TEXTS.reload}</Button>
        </div>
      </div>
    );
  }
}
