import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { STUDY_LIMITS } from '../../../../shared/limits';
import type { StudyPath } from '../../../../shared/schemas/study';
import { errorMessage } from '../../../lib/api-client';
import { studyApi, studyKeys } from '../api/study-api';
import { STUDY_COPY } from '../messages';

/** What the toast under the paths shows: Undo for a deleted path, or how a delete or an undo ended. */
export type DeletionToast =
  | { kind: 'undo'; path: StudyPath }
  | { kind: 'restored'; path: StudyPath }
  | { kind: 'error'; message: string };

type PathsData = { studyPaths: StudyPath[] } | undefined;

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
  const key = studyKeys.paths(userId);

  // Undo is offered while the server can still restore the path; the toast can also be dismissed
  useEffect(() => {
    if (toast?.kind !== 'undo') return;
    const timer = window.setTimeout(() => setToast(null), STUDY_LIMITS.restoreWindowMs);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: studyKeys.paths(userId) }),
    [queryClient, userId],
  );

  async function confirmDelete(path: StudyPath) {
    setConfirming(null);
    setToast(null);
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData(key, (old: PathsData) =>
      old ? { studyPaths: old.studyPaths.filter((p) => p.id !== path.id) } : old,
    );
    try {
      await studyApi.deletePath(path.id);
      onDeleted(path.id);
      setToast({ kind: 'undo', path });
    } catch (error) {
      setToast({ kind: 'error', message: errorMessage(error, STUDY_COPY.pathDeleteFailed) });
    }
    void refresh();
  }

  async function undo() {
    if (toast?.kind !== 'undo') return;
    const { path } = toast;
    setToast(null);
    try {
      const { studyPath } = await studyApi.restorePath(path.id);
      queryClient.setQueryData(key, (old: PathsData) =>
        old ? { studyPaths: [...old.studyPaths.filter((p) => p.id !== studyPath.id), studyPath] } : old,
      );
      setToast({ kind: 'restored', path: studyPath });
    } catch (error) {
      // the window has passed, or the certification was started again meanwhile: the server says which
      setToast({ kind: 'error', message: errorMessage(error, STUDY_COPY.pathRestoreFailed) });
    }
    void refresh();
  }

  return {
    /** The path whose deletion is being confirmed. */
    confirming,
    askDelete: setConfirming,
    cancelDelete: () => setConfirming(null),
    confirmDelete,
    toast,
    undo,
    dismiss: () => setToast(null),
  };
}
