import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A button's label that, while its action runs, becomes a spinner and a word for what is happening. */
export function PendingLabel({
  pending,
  pendingText,
  children,
}: {
  pending: boolean;
  pendingText: string;
  children: ReactNode;
}) {
  if (!pending) return children;
  return (
    <>
      <Spinner />
      {pendingText}
    </>
  );
}
