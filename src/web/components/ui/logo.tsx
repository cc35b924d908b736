import { cn } from '../../lib/utils';
import { SmartyMark } from './icons';
import { APP_COPY } from '../../lib/messages';

/** The Smarty brand mark and name; `compact` shows only the mark below the sm breakpoint. */
export function Logo({ className, compact = false }: { className?: string; compact?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 text-lg font-bold tracking-tight', className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <SmartyMark className="size-5" />
      </span>
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{APP_COPY.smarty}</span>
    </span>
  );
}
