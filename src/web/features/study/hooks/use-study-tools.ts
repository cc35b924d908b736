import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Quiz } from '../../../../shared/schemas/ai';
import type { Flashcard } from '../../../../shared/schemas/study';
import { isLearningMode } from '../../../../shared/study/learning-modes';
import type { QuickAction } from '../../../../shared/study/quick-actions';
import { errorMessage } from '../../../lib/api-client';
import { reportDemoPromptUse } from '../../../lib/demo-prompts';
import { studyApi, studyKeys } from '../api/study-api';
import type { ArtefactState } from '../components/quick-action-artefact';
import type { Processing } from './use-study-paths';
import { STUDY_COPY } from '../messages';

export interface StudyToolsOptions {
  /** Demo users report each prompt a tool spends. */
  isDemo: boolean;
  pathId: string | null;
  focusTopicId: string | null;
  focusTopicTitle: string | undefined;
  /** The effective learning mode: the quiz and the artefacts are asked for in it, as the chat's answers are. */
  mode: string;
  setProcessing: (processing: Processing) => void;
}

/** The learning tools of a topic (spec 3 §2.11–2.12): a quiz, flashcards and their due reviews, quick-action artefacts. */
export function useStudyTools({
  isDemo,
  pathId,
  focusTopicId,
  focusTopicTitle,
  mode,
  setProcessing,
}: StudyToolsOptions) {
  // a path's own mode that is no learning mode ('general', from the student's material) is left to the server
  const learningMode = isLearningMode(mode) ? mode : undefined;
  const [quiz, setQuiz] = useState<Quiz | null>(null);
  const [quizOpen, setQuizOpen] = useState(false);
  // Each generated quiz gets a fresh dialog (its answers and result start empty).
  const [quizRun, setQuizRun] = useState(0);
  const [cards, setCards] = useState<{ title: string; cards: Flashcard[] } | null>(null);
  const [artefact, setArtefact] = useState<ArtefactState | null>(null);
  const dueQuery = useQuery({
    queryKey: studyKeys.due(pathId ?? ''),
    queryFn: () => studyApi.due(pathId ?? ''),
    enabled: Boolean(pathId),
  });

  async function runTool(step: string, work: () => Promise<void>) {
    setProcessing({ kind: 'processing', step });
    try {
      await work();
      setProcessing({ kind: 'idle' });
    } catch (error) {
      setProcessing({
        kind: 'error',
        message: errorMessage(error, STUDY_COPY.somethingWentWrongPlease),
      });
    } finally {
      if (isDemo) reportDemoPromptUse();
    }
  }

  const generateQuiz = () =>
    runTool(STUDY_COPY.generatingYourQuiz, async () => {
      if (!pathId || !focusTopicId) return;
      const res = await studyApi.quiz(pathId, focusTopicId, learningMode);
      setQuiz(res.quiz);
      setQuizRun((n) => n + 1);
      setQuizOpen(true);
    });

  const buildFlashcards = () =>
    runTool(STUDY_COPY.buildingFlashcards, async () => {
      if (!pathId || !focusTopicId) return;
      const res = await studyApi.flashcards(pathId, focusTopicId);
      setCards({ title: STUDY_COPY.flashcardsTitle(focusTopicTitle ?? ''), cards: res.cards });
      void dueQuery.refetch();
    });

  const reviewDue = () => {
    if (dueQuery.data) setCards({ title: STUDY_COPY.dueToday, cards: dueQuery.data.cards });
  };

  /** A quick action that builds an artefact (a table, a care plan …) shown in its own dialog. */
  function buildArtefact(action: QuickAction) {
    if (!pathId || !focusTopicId) return;
    setArtefact({ label: action.label, status: 'loading' });
    studyApi
      .quickAction(pathId, focusTopicId, action.id, learningMode)
      .then(
        ({ artefact: built }) =>
          setArtefact((s) => (s ? { label: action.label, status: 'done', artefact: built } : s)),
        (error: unknown) =>
          setArtefact((s) =>
            s
              ? {
                  label: action.label,
                  status: 'error',
                  message: errorMessage(error, STUDY_COPY.theQuickActionFailed),
                }
              : s,
          ),
      )
      .finally(() => {
        if (isDemo) reportDemoPromptUse();
      });
  }

  return {
    quiz,
    quizOpen,
    setQuizOpen,
    quizRun,
    cards,
    closeCards: () => setCards(null),
    artefact,
    closeArtefact: () => setArtefact(null),
    dueQuery,
    generateQuiz,
    buildFlashcards,
    reviewDue,
    buildArtefact,
  };
}
