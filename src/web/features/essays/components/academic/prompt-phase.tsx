/** The prompt phase (spec 2 §2.2): write the prompt, the AI reviews it, an approved prompt moves on. */
import { useEffect, useId, useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../../shared/messages';
import { APPROVED_PROMPT_PAUSE_MS, canSavePrompt } from '../../../../../shared/essays/rules';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { essayAiApi, type PromptReview } from '../../api/essays-api';
import { textareaClass, type PhaseProps } from './phase-props';
import { ESSAYS_COPY } from '../../messages';

export function PromptPhase({ essay, editor, onApproved }: PhaseProps & { onApproved: () => void }) {
  const id = useId();
  const [prompt, setPrompt] = useState(essay.prompt);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ kind: 'rejected' | 'approved' | 'error'; feedback?: string } | null>(
    null,
  );
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function save() {
    if (!canSavePrompt(prompt) || busy) return;
    setBusy(true);
    setResult(null);
    let review: PromptReview;
    try {
      review = await essayAiApi.reviewPrompt(prompt.trim(), essay);
    } catch {
      setResult({ kind: 'error' });
      setBusy(false);
      return;
    }
    if (!review.approved) {
      setResult({ kind: 'rejected', ...(review.feedback ? { feedback: review.feedback } : {}) });
      setBusy(false);
      return;
    }
    editor.edit({ prompt: prompt.trim() }, { immediate: true });
    setResult({ kind: 'approved', ...(review.feedback ? { feedback: review.feedback } : {}) });
    timer.current = window.setTimeout(() => {
      setBusy(false);
      onApproved();
    }, APPROVED_PROMPT_PAUSE_MS);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ESSAYS_COPY.essayPrompt}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="text-sm font-medium">
          {ESSAYS_COPY.promptLabel}
        </label>
        <textarea
          id={id}
          rows={6}
          className={textareaClass}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={ESSAYS_COPY.promptPlaceholder}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-xs text-muted-foreground">{ESSAYS_COPY.characters(prompt.length)}</span>
          <Button onClick={() => void save()} disabled={!canSavePrompt(prompt) || busy}>
            {busy && result === null ? ESSAYS_COPY.reviewing : ESSAYS_COPY.savePrompt}
          </Button>
        </div>
        {result?.kind === 'rejected' ? (
          <div
            role="alert"
            className="rounded-md border border-danger/30 bg-danger-soft p-3 text-sm text-danger"
          >
            <p className="font-semibold">{M.promptNeedsImprovement}</p>
            {result.feedback ? <p className="mt-1 text-foreground">{result.feedback}</p> : null}
          </div>
        ) : null}
        {result?.kind === 'error' ? (
          <p role="alert" className="text-sm text-danger">
            {M.promptReviewFailed}
          </p>
        ) : null}
        {result?.kind === 'approved' ? (
          <div
            role="status"
            className="rounded-md border border-success/30 bg-success-soft p-3 text-sm text-success"
          >
            <p className="flex items-center gap-1.5 font-semibold">
              <CheckCircle2 className="size-4" aria-hidden="true" /> {ESSAYS_COPY.promptApproved}
            </p>
            {result.feedback ? <p className="mt-1 text-foreground">{result.feedback}</p> : null}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
