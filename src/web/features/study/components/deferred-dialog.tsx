import { Suspense, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { STUDY_COPY } from '../messages';

/**
 * A dialog whose code loads when it first opens (React.lazy): nothing is mounted before that, then it stays mounted
 * as an eagerly loaded dialog would. While its code arrives, a small 'Loading...' shows where the dialog will be.
 */
export function DeferredDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={open ? <DialogLoading /> : null}>{children}</Suspense>;
}

function DialogLoading() {
  return (
    <p
      role="status"
      className="fixed inset-x-0 top-1/3 z-50 mx-auto flex w-fit items-center gap-2 rounded-md border border-border bg-card px-4 py-3 text-sm shadow-lg"
    >
      <Spinner className="size-4" />
      {STUDY_COPY.loading}
    </p>
  );
}
