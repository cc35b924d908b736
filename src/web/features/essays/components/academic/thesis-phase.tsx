/** The thesis phase (spec 2 §5): write the thesis, the AI reviews it, a long-enough reviewed thesis moves on. */
import { useId, useState } from 'react';
import { ESSAY_MESSAGES as M } from '../../../../../shared/messages';
import { canLeaveThesis, canSaveThesis, thesisShortfall } from '../../../../../shared/essays/rules';
import type { ThesisReviewRecord } from '../../../../../shared/schemas/essays';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { essayAiApi } from '../../api/essays-api';
import { textareaClass, type PhaseProps } from './phase-props';
import { ESSAYS_COPY } from '../../messages';

function fallbackReview(): ThesisReviewRecord {
  return {
    feedback: M.thesisReviewFallback,
    prompt_congruency: 'low',
    essay_type_alignment: 'needs_improvement',
    considerations: [...ESSAYS_COPY.fallbackConsiderations],
    suggestions: [],
    reviewed_at: new Date().toISOString(),
  };
}

const LEVEL_LABEL = ESSAYS_COPY.reviewLevels;

export function ThesisReview({ review }: { review: ThesisReviewRecord }) {
  return (
    <section
      aria-label={ESSAYS_COPY.thesisReview}
      className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4 text-sm"
    >
      <h3 className="font-semibold">{ESSAYS_COPY.aiThesisReview}</h3>
      <p>{review.feedback}</p>
      <dl className="grid gap-2 sm:grid-cols-2">
        <div className="rounded-md bg-card p-2">
          <dt className="text-xs text-muted-foreground">{ESSAYS_COPY.promptCongruency}</dt>
          <dd className="font-semibold">
            {LEVEL_LABEL[review.prompt_congruency] ?? review.prompt_congruency}
          </dd>
        </div>
        <div className="rounded-md bg-card p-2">
          <dt className="text-xs text-muted-foreground">{ESSAYS_COPY.essayTypeAlignment}</dt>
          <dd className="font-semibold">
            {LEVEL_LABEL[review.essay_type_alignment] ?? review.essay_type_alignment}
          </dd>
        </div>
      </dl>
      {review.considerations.length > 0 ? (
        <div>
          <h4 className="font-medium">{ESSAYS_COPY.considerations}</h4>
          <ul className="mt-1 list-disc pl-5">
            {review.considerations.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {review.suggestions.length > 0 ? (
        <div>
          <h4 className="font-medium">{ESSAYS_COPY.suggestions}</h4>
          <ul className="mt-1 list-disc pl-5">
            {review.suggestions.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export function ThesisPhase({ essay, editor, onNext }: PhaseProps & { onNext: () => void }) {
  const id = useId();
  const [thesis, setThesis] = useState(essay.thesis_statement);
  const [reviewing, setReviewing] = useState(false);
  const short = thesisShortfall(thesis);
  const review = essay.thesis_review;

  async function save() {
    if (!canSaveThesis(thesis, essay.thesis_statement) || reviewing) return;
    const text = thesis.trim();
    editor.edit({ thesis_statement: text, thesis_review: null }, { immediate: true });
    setReviewing(true);
    let result: ThesisReviewRecord;
    try {
      result = await essayAiApi.reviewThesis(text, { ...essay, thesis_statement: text });
    } catch {
      result = fallbackReview();
    }
    editor.edit(
      { thesis_review: { ...result, reviewed_at: result.reviewed_at ?? new Date().toISOString() } },
      { immediate: true },
    );
    setReviewing(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ESSAYS_COPY.thesisStatement}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {ESSAYS_COPY.yourThesis}
        </label>
        <textarea
          id={id}
          rows={4}
          className={textareaClass}
          value={thesis}
          onChange={(e) => setThesis(e.target.value)}
        />
        {short ? (
          <div
            role="status"
            className="rounded-md border border-warning/40 bg-warning-soft p-3 text-sm text-warning"
          >
            <p className="font-semibold">{M.thesisTooShort}</p>
            <p className="text-foreground">
              {ESSAYS_COPY.thesisShortfall(short.current, short.required, short.needed)}
            </p>
          </div>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => void save()}
            disabled={!canSaveThesis(thesis, essay.thesis_statement) || reviewing}
          >
            {reviewing ? ESSAYS_COPY.reviewing : ESSAYS_COPY.saveThesis}
          </Button>
          <Button onClick={onNext} disabled={reviewing || !canLeaveThesis(essay.thesis_statement, review)}>
            {ESSAYS_COPY.next}
          </Button>
        </div>
        {reviewing ? <p className="text-sm text-muted-foreground">{M.thinking}</p> : null}
        {review && !reviewing ? <ThesisReview review={review} /> : null}
      </CardContent>
    </Card>
  );
}
