import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StudyPath } from '../../../../shared/schemas/study';
import { studyApi, studyKeys } from '../api/study-api';

/** The focus topic of the open path: restored when the path opens, its detail (resources) and its progress. */
export function useStudyTopic(path: StudyPath | null, onPathUpdated: (path: StudyPath) => void) {
  const pathId = path?.id ?? null;
  const [focusTopicId, setFocusTopicId] = useState<string | null>(null);
  const focusTopic = path?.topics.find((t) => t.id === focusTopicId) ?? null;
  // Opening a path restores its saved focus topic.
  const openedPath = useRef<string | null>(null);
  useEffect(() => {
    if (path && openedPath.current !== path.id) {
      openedPath.current = path.id;
      setFocusTopicId(path.focusTopicId);
    }
    if (!path) openedPath.current = null;
  }, [path]);

  function selectTopic(topicId: string | null) {
    setFocusTopicId(topicId);
    if (pathId) void studyApi.focus(pathId, topicId).catch(() => undefined);
  }

  const topicQuery = useQuery({
    queryKey: studyKeys.topic(pathId ?? '', focusTopicId ?? ''),
    queryFn: () => studyApi.topic(pathId ?? '', focusTopicId ?? ''),
    enabled: Boolean(pathId && focusTopicId),
  });

  const mark = useMutation({
    mutationFn: (status: 'in_progress' | 'completed' | 'reset') =>
      studyApi.progress(pathId ?? '', focusTopicId ?? '', status),
    onSuccess: ({ studyPath }) => onPathUpdated(studyPath),
  });

  return { focusTopicId, focusTopic, selectTopic, topicQuery, mark };
}
