import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STUDY_LIMITS } from '../../../../shared/limits';
import type { StudyPath } from '../../../../shared/schemas/study';

/** What the toast under the paths shows: Undo for a deleted path, or how a delete or an undo ended. */
export type DeletionToast =
  | { kind: 'undo'; path: StudyPath }
  | { kind: 'restored'; path: StudyPath }
  | { kind: 'error'; message: string };

/** The deletion's actions and its toast load while the student reads the confirmation. */
const loadActions = () => import('./path-deletion-actions');

/**
 * Deleting a path from the list (issue 16): ask first, then take it out of the list at once and offer Undo for as
 * long as the server can restore it (STUDY_LIMITS.restoreWindowMs). `onDeleted` lets the screen leave a path that
 * was open.
 */
export function usePathDeletion({
  userId,
  onDeleted,
}: {
  userId: string;
  onDeleted: (pathId: string) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<StudyPath | null>(null);
  const [toast, setToast] = useState<DeletionToast | null>(null);

  // Undo is offered while the server can still restore the path; the toast can also be dismissed
  useEffect(() => {
    if (toast?.kind !== 'undo') return;
    const timer = window.setTimeout(() => setToast(null), STUDY_LIMITS.restoreWindowMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  async function confirmDelete(path: StudyPath) {
    setConfirming(null);
    setToast(null);
    const actions = await loadActions();
    setToast(await actions.deletePath(queryClient, userId, path, onDeleted));
  }

  async function undo() {
    if (toast?.kind !== 'undo') return;
    const { path } = toast;
    setToast(null);
    const actions = await loadActions();
    setToast(await actions.restorePath(queryClient, userId, path));
  }

  return {
    /** The path whose deletion is being confirmed. */
    confirming,
    askDelete: (path: StudyPath) => {
      void loadActions();
      void import('../components/path-deletion-toast');
      setConfirming(path);
    },
    cancelDelete: () => setConfirming(null),
    confirmDelete,
    toast,
    undo,
    dismiss: () => setToast(null),
  };
}
