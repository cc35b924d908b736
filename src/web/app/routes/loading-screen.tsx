import { cn } from '../../lib/utils';
import { APP_COPY } from '../../lib/messages';

/** The plain 'Loading...' of spec 1 §2, for the session and for lazy pages. */
export function LoadingScreen({ fullScreen = true }: { fullScreen?: boolean }) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center text-muted-foreground',
        fullScreen ? 'min-h-dvh' : 'min-h-[50vh]',
      )}
    >
      {APP_COPY.loading}
    </div>
  );
}
