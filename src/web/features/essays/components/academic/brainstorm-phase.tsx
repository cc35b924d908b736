/** The academic brainstorm (spec 2 §2.2): ideas one by one, within BRAINSTORM_LIMITS. */
import { useId, useState } from 'react';
import { X } from 'lucide-react';
import { ESSAY_MESSAGES as M } from '../../../../../shared/messages';
import { checkBrainstormIdea } from '../../../../../shared/essays/rules';
import { Button } from '../../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Input } from '../../../../components/ui/input';
import { BRAINSTORM_LIMITS } from '../../../../../shared/limits';
import type { PhaseProps } from './phase-props';
import { ESSAYS_COPY } from '../../messages';

export function BrainstormPhase({ essay, editor, onNext }: PhaseProps & { onNext: () => void }) {
  const id = useId();
  const [idea, setIdea] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ideas = essay.brainstorm_ideas;

  function add() {
    const check = checkBrainstormIdea(idea, ideas);
    if (!check.ok) {
      setError(
        check.reason === 'empty'
          ? M.ideaEmpty
          : check.reason === 'too_long'
            ? M.ideaTooLong(BRAINSTORM_LIMITS.maxIdeaLength)
            : M.tooManyIdeas(BRAINSTORM_LIMITS.maxIdeas),
      );
      return;
    }
    editor.edit({ brainstorm_ideas: [...ideas, check.idea] }, { immediate: true });
    setIdea('');
    setError(null);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{ESSAYS_COPY.brainstormTitle}</CardTitle>
        <p className="text-sm text-muted-foreground">{ESSAYS_COPY.brainstormHint}</p>
      </CardHeader>
      <CardContent className="grid gap-3">
        <label htmlFor={id} className="sr-only">
          {ESSAYS_COPY.newIdea}
        </label>
        <Input
          id={id}
          value={idea}
          maxLength={BRAINSTORM_LIMITS.maxIdeaLength}
          disabled={ideas.length >= BRAINSTORM_LIMITS.maxIdeas}
          placeholder={ESSAYS_COPY.ideaPlaceholder}
          onChange={(e) => setIdea(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <div className="flex justify-between text-xs text-muted-foreground">
          <span>
            {idea.length}/{BRAINSTORM_LIMITS.maxIdeaLength}
          </span>
          <span>{ESSAYS_COPY.ideasCount(ideas.length, BRAINSTORM_LIMITS.maxIdeas)}</span>
        </div>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {ideas.length > 0 ? (
          <ul className="grid gap-1.5" aria-label={ESSAYS_COPY.ideas}>
            {ideas.map((text, i) => (
              <li
                key={`${i}-${text}`}
                className="flex items-start gap-2 rounded-md border border-border bg-card px-3 py-2 text-sm"
              >
                <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{text}</span>
                <button
                  type="button"
                  aria-label={ESSAYS_COPY.removeIdea(text)}
                  className="rounded text-muted-foreground hover:text-foreground"
                  onClick={() =>
                    editor.edit({ brainstorm_ideas: ideas.filter((_, j) => j !== i) }, { immediate: true })
                  }
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onNext}>
            {ESSAYS_COPY.skipToThesis}
          </Button>
          <Button onClick={onNext} disabled={ideas.length === 0}>
            {ESSAYS_COPY.next}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
