import { useState } from 'react';
import type { ChatQuiz as ChatQuizData } from '../../../../shared/study/chat-quiz';
import { cn } from '../../../lib/utils';
import { STUDY_TOOLS_COPY } from '../tools-messages';

/**
 * 'Quiz me' in the chat: each question's options are buttons; choosing one reveals whether it was right, the right
 * option and the explanation. Nothing of the key is shown before.
 */
export function ChatQuiz({ quiz }: { quiz: ChatQuizData }) {
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const answered = Object.keys(chosen).length;
  const right = quiz.questions.filter((q, i) => chosen[i] === q.answerIndex).length;
  return (
    <div className="not-prose my-2 flex flex-col gap-3" data-testid="chat-quiz">
      {quiz.questions.map((q, i) => {
        const pick = chosen[i];
        const done = pick !== undefined;
        return (
          <fieldset key={i} className="rounded-lg border border-border p-3">
            <legend className="px-1 text-sm font-medium">
              {i + 1}. {q.question}
            </legend>
            <div
              className="mt-1 flex flex-col gap-1"
              role="group"
              aria-label={STUDY_TOOLS_COPY.question(i + 1)}
            >
              {q.options.map((o, k) => (
                <button
                  key={k}
                  type="button"
                  disabled={done}
                  onClick={() => setChosen((c) => ({ ...c, [i]: k }))}
                  className={cn(
                    'rounded-md border border-border px-2 py-1 text-left text-sm hover:bg-muted disabled:cursor-default',
                    done && k === q.answerIndex && 'border-success bg-success/10',
                    done && k === pick && k !== q.answerIndex && 'border-danger bg-danger/10',
                  )}
                >
                  {String.fromCharCode(65 + k)}) {o}
                </button>
              ))}
            </div>
            {done ? (
              <p className="mt-2 text-sm" data-testid="chat-quiz-feedback">
                {pick === q.answerIndex
                  ? STUDY_TOOLS_COPY.correct
                  : STUDY_TOOLS_COPY.notQuite(
                      String.fromCharCode(65 + q.answerIndex),
                      q.options[q.answerIndex],
                    )}{' '}
                {q.explanation}
              </p>
            ) : null}
          </fieldset>
        );
      })}
      {answered === quiz.questions.length ? (
        <p className="text-sm font-medium" data-testid="chat-quiz-score">
          {STUDY_TOOLS_COPY.ofRight(right, quiz.questions.length)}
        </p>
      ) : null}
    </div>
  );
}
