import { useEffect, useRef } from 'react';
import { X } from 'lucide-react';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import type { DeletionToast } from '../hooks/use-path-deletion';
import { STUDY_TOOLS_COPY } from '../tools-messages';

/**
 * The toast after a path is deleted: Undo while it can be restored, then how it ended. It takes the focus when it
 * appears (the deleted card, which had it, is gone), and gives it to the list's heading when dismissed.
 */
export function PathDeletionToast({
  toast,
  onUndo,
  onDismiss,
}: {
  toast: DeletionToast | null;
  onUndo: () => void;
  onDismiss: () => void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (toast) first.current?.focus();
  }, [toast]);
  if (!toast) return null;
  const dismiss = () => {
    onDismiss();
    focusPathsHeading();
  };
  const name = (path: { name: string }) => path.name || T.unnamedPath;
  return (
    <div
      role={toast.kind === 'error' ? 'alert' : 'status'}
      className="fixed right-4 bottom-4 left-4 z-40 mx-auto flex max-w-md items-center gap-2 rounded-lg border border-border bg-card p-3 shadow-lg sm:left-auto"
    >
      <p className="min-w-0 flex-1 text-sm break-words">
        {toast.kind === 'undo'
          ? STUDY_TOOLS_COPY.pathDeleted(name(toast.path))
          : toast.kind === 'restored'
            ? STUDY_TOOLS_COPY.pathRestored(name(toast.path))
            : toast.message}
      </p>
      {toast.kind === 'undo' ? (
        <Button ref={first} size="sm" variant="outline" onClick={onUndo}>
          {STUDY_TOOLS_COPY.undoDelete}
        </Button>
      ) : null}
      <Button
        ref={toast.kind === 'undo' ? undefined : first}
        size="icon"
        variant="ghost"
        aria-label={STUDY_TOOLS_COPY.dismiss}
        onClick={dismiss}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}

/** The list's heading (or the empty state's when the last path went), so the focus is not left on the page. */
function focusPathsHeading() {
  const heading = document.getElementById('my-paths-title') ?? document.getElementById('study-empty-title');
  heading?.focus();
}
