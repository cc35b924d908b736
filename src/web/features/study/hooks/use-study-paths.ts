import { useCallback, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import type { Certification, StudyPath } from '../../../../shared/schemas/study';
import { errorMessage } from '../../../lib/api-client';
import { studyApi, studyKeys } from '../api/study-api';
import { STUDY_COPY } from '../messages';

/** What the learning-tools area shows while a path loads or a tool runs (spec 3 §8). */
export type Processing =
  { kind: 'idle' } | { kind: 'processing'; step: string } | { kind: 'error'; message: string };

export interface StudyPathsOptions {
  userId: string;
  /** The path chosen in the persisted Smarty state. */
  selectedStudyPathId: string | null;
  /** Persists a newly chosen path in the Smarty state. */
  onSelect: (path: StudyPath) => void;
  setProcessing: (processing: Processing) => void;
  /** A custom path was created (its dialog closes before the paths reload). */
  onCustomCreated: () => void;
}

/** The user's learning paths: the list, the open path, choosing one, starting a certification, a custom path. */
export function useStudyPaths({
  userId,
  selectedStudyPathId,
  onSelect,
  setProcessing,
  onCustomCreated,
}: StudyPathsOptions) {
  const queryClient = useQueryClient();
  const pathsQuery = useQuery({ queryKey: studyKeys.paths(userId), queryFn: () => studyApi.paths(userId) });
  const paths = pathsQuery.data?.studyPaths ?? [];
  const path: StudyPath | null = paths.find((p) => p.id === selectedStudyPathId) ?? null;
  const [startingId, setStartingId] = useState<string | null>(null);

  const refreshPaths = useCallback(
    () => queryClient.invalidateQueries({ queryKey: studyKeys.paths(userId) }),
    [queryClient, userId],
  );

  function setPathInCache(updated: StudyPath) {
    queryClient.setQueryData(studyKeys.paths(userId), (old: { studyPaths: StudyPath[] } | undefined) =>
      old ? { studyPaths: old.studyPaths.map((p) => (p.id === updated.id ? updated : p)) } : old,
    );
  }

  function selectPath(next: StudyPath) {
    onSelect(next);
    setProcessing({ kind: 'idle' });
    void studyApi.activate(next.id).then(refreshPaths, () => undefined);
  }

  /** Opens the user's path for `cert`, creating it first when there is none; `onCreated` closes the browser. */
  async function startCertification(cert: Certification, onCreated: () => void) {
    setStartingId(cert.id);
    try {
      const existing = paths.find((p) => p.certification_id === cert.id);
      const created = existing ?? (await studyApi.createPath(cert.id, userId));
      onCreated();
      setProcessing({ kind: 'processing', step: STUDY_COPY.loadingYourStudyPath });
      try {
        const fresh = await queryClient.fetchQuery({
          queryKey: studyKeys.paths(userId),
          queryFn: () => studyApi.paths(userId),
          staleTime: 0,
        });
        const match = fresh.studyPaths.find((p) => p.certification_id === cert.id) ?? created;
        selectPath(match);
      } catch {
        setProcessing({ kind: 'error', message: T.failedToLoadPath });
      }
    } catch (error) {
      // Spec 3 §8: other create-path failures keep the modal open.
      setProcessing({ kind: 'error', message: errorMessage(error, T.failedToLoadPath) });
    } finally {
      setStartingId(null);
    }
  }

  const customPath = useMutation({
    mutationFn: studyApi.customPath,
    onSuccess: async ({ studyPath }) => {
      onCustomCreated();
      await refreshPaths();
      selectPath(studyPath);
    },
  });

  return {
    pathsQuery,
    paths,
    path,
    startingId,
    refreshPaths,
    setPathInCache,
    selectPath,
    startCertification,
    customPath,
  };
}
