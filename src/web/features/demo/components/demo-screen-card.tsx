import type { ReactNode } from 'react';
import { Logo } from '../../../components/ui/logo';
import { cn } from '../../../lib/utils';

/** The full-page card the demo shows instead of the workspace: the logo, a round icon, then the content. */
export function DemoScreenCard({
  icon,
  iconClassName,
  className,
  children,
}: {
  icon: ReactNode;
  /** The icon circle's colours. */
  iconClassName: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10">
      <Logo />
      <div
        className={cn(
          'flex w-full max-w-md flex-col gap-4 rounded-2xl border border-border bg-card p-8 shadow-sm',
          className,
        )}
      >
        <span
          className={cn(
            'inline-flex size-12 items-center justify-center self-center rounded-full',
            iconClassName,
          )}
        >
          {icon}
        </span>
        {children}
      </div>
    </main>
  );
}
