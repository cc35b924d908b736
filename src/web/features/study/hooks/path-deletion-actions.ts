import type { QueryClient } from '@tanstack/react-query';
import type { StudyPath } from '../../../../shared/schemas/study';
import { errorMessage } from '../../../lib/api-client';
import { studyApi, studyKeys } from '../api/study-api';
import { STUDY_TOOLS_COPY } from '../tools-messages';
import type { DeletionToast } from './use-path-deletion';

type PathsData = { studyPaths: StudyPath[] } | undefined;

/**
 * What deleting and restoring a path do (loaded with the confirmation, not with the first screen): the list changes
 * at once, the server is asked, and the toast says how it ended.
 */
export async function deletePath(
  queryClient: QueryClient,
  userId: string,
  path: StudyPath,
  onDeleted: (pathId: string) => void,
): Promise<DeletionToast> {
  const key = studyKeys.paths(userId);
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData(key, (old: PathsData) =>
    old ? { studyPaths: old.studyPaths.filter((p) => p.id !== path.id) } : old,
  );
  try {
    await studyApi.deletePath(path.id);
    onDeleted(path.id);
    return { kind: 'undo', path };
  } catch (error) {
    return { kind: 'error', message: errorMessage(error, STUDY_TOOLS_COPY.pathDeleteFailed) };
  } finally {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

export async function restorePath(
  queryClient: QueryClient,
  userId: string,
  path: StudyPath,
): Promise<DeletionToast> {
  const key = studyKeys.paths(userId);
  try {
    const { studyPath } = await studyApi.restorePath(path.id);
    queryClient.setQueryData(key, (old: PathsData) =>
      old ? { studyPaths: [...old.studyPaths.filter((p) => p.id !== studyPath.id), studyPath] } : old,
    );
    return { kind: 'restored', path: studyPath };
  } catch (error) {
    // the window has passed, or the certification was started again meanwhile: the server says which
    return { kind: 'error', message: errorMessage(error, STUDY_TOOLS_COPY.pathRestoreFailed) };
  } finally {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}
