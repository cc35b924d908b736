import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import type { Quiz } from '../../../../shared/schemas/ai';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/utils';
import { studyApi, type QuizResultResponse } from '../api/study-api';
import { STUDY_TOOLS_COPY } from '../tools-messages';

export interface QuizDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pathId: string;
  topicId: string;
  quiz: Quiz | null;
  onResult: (result: QuizResultResponse) => void;
}

/** Generate Quiz: multiple choice with feedback and explanations; the score is posted and updates mastery. */
export function QuizDialog({ open, onOpenChange, pathId, topicId, quiz, onResult }: QuizDialogProps) {
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const questions = quiz?.questions ?? [];
  const answered = Object.keys(answers).length;
  const score = questions.reduce((n, q, i) => n + (answers[i] === q.answerIndex ? 1 : 0), 0);
  const submit = useMutation({
    mutationFn: () => studyApi.quizResult(pathId, topicId, score, questions.length),
    onSuccess: onResult,
  });
  const result = submit.data?.result;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setAnswers({});
          submit.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent width="2xl" className="flex max-h-[90dvh] flex-col">
        <DialogHeader>
          <DialogTitle>{STUDY_TOOLS_COPY.quiz(quiz?.topicTitle ?? '')}</DialogTitle>
          <DialogDescription>{STUDY_TOOLS_COPY.chooseAnAnswerFor}</DialogDescription>
        </DialogHeader>
        <ol className="flex min-h-0 flex-col gap-4 overflow-y-auto pr-1">
          {questions.map((q, i) => {
            const chosen = answers[i];
            return (
              <li key={i} className="rounded-lg border border-border p-3">
                <fieldset>
                  <legend className="mb-2 text-sm font-semibold">
                    {i + 1}. {q.question}
                  </legend>
                  <div className="flex flex-col gap-1.5">
                    {q.options.map((option, j) => {
                      const isChosen = chosen === j;
                      const isRight = j === q.answerIndex;
                      return (
                        <button
                          key={j}
                          type="button"
                          disabled={chosen !== undefined}
                          aria-pressed={isChosen}
                          onClick={() => setAnswers((a) => ({ ...a, [i]: j }))}
                          className={cn(
                            'flex items-center gap-2 rounded-md border border-border px-3 py-2 text-left text-sm transition-colors enabled:hover:bg-muted',
                            chosen !== undefined && isRight && 'border-success bg-success-soft text-success',
                            isChosen && !isRight && 'border-danger bg-danger-soft text-danger',
                          )}
                        >
                          {chosen !== undefined && isRight ? (
                            <Check className="size-4 shrink-0" aria-label={STUDY_TOOLS_COPY.correctAnswer} />
                          ) : null}
                          {isChosen && !isRight ? (
                            <X
                              className="size-4 shrink-0"
                              aria-label={STUDY_TOOLS_COPY.yourAnswerIncorrect}
                            />
                          ) : null}
                          {option}
                        </button>
                      );
                    })}
                  </div>
                  {chosen !== undefined ? (
                    <p className="mt-2 text-sm" role="status">
                      <strong>
                        {chosen === q.answerIndex
                          ? STUDY_TOOLS_COPY.correctExclaimed
                          : STUDY_TOOLS_COPY.incorrectTheAnswerIs(q.answer)}
                      </strong>{' '}
                      {q.explanation}
                    </p>
                  ) : null}
                </fieldset>
              </li>
            );
          })}
        </ol>
        <div className="mt-4 flex flex-col gap-2 border-t border-border pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-medium" data-testid="quiz-score">
            {STUDY_TOOLS_COPY.score(
              score,
              questions.length,
              result
                ? ` (${result.percent}%) — ${result.passed ? STUDY_TOOLS_COPY.passedTopicMastered : STUDY_TOOLS_COPY.keepPractising}`
                : '',
            )}
          </p>
          {result ? (
            <Button onClick={() => onOpenChange(false)}>{STUDY_TOOLS_COPY.done}</Button>
          ) : (
            <Button
              disabled={answered < questions.length || submit.isPending || questions.length === 0}
              onClick={() => submit.mutate()}
            >
              {submit.isPending ? <Spinner /> : null}
              {STUDY_TOOLS_COPY.submitQuiz}
            </Button>
          )}
        </div>
        {submit.isError ? (
          <Alert className="mt-2">{errorMessage(submit.error, STUDY_TOOLS_COPY.theResultCouldNot)}</Alert>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
