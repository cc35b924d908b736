import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { StudyPath } from '../../../../shared/schemas/study';
import { studyApi, studyKeys } from '../api/study-api';

/**
 * The focus topic of the open path: restored when the path opens, its detail (resources) and its progress.
 *
 * The chosen topic is kept together with the path it belongs to, and read back only while that path is open: on
 * the render where the open path changes (Security+ → A+), the focus is already the new path's saved topic (or
 * none), so no topic or conversation request ever pairs a path with another path's topic.
 */
export function useStudyTopic(path: StudyPath | null, onPathUpdated: (path: StudyPath) => void) {
  const pathId = path?.id ?? null;
  const [chosen, setChosen] = useState<{ pathId: string; topicId: string | null } | null>(null);
  // Opening a path restores its saved focus topic; a choice made on another path does not carry over.
  const wanted = chosen && chosen.pathId === pathId ? chosen.topicId : (path?.focusTopicId ?? null);
  const focusTopic = (wanted && path?.topics.find((t) => t.id === wanted)) || null;
  const focusTopicId = focusTopic?.id ?? null;

  function selectTopic(topicId: string | null) {
    if (!pathId) return;
    setChosen({ pathId, topicId });
    void studyApi.focus(pathId, topicId).catch(() => undefined);
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
