import { useState } from 'react';
import { STUDY_LIMITS } from '../../../../shared/limits';
import { STUDY_MESSAGES as T } from '../../../../shared/messages';
import { LEARNER_LEVELS, STUDY_DOMAINS } from '../../../../shared/study/codes';
import type { CustomPathRequest } from '../../../../shared/schemas/study';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { domainLabel } from './domain-badge';
import { STUDY_TOOLS_COPY } from '../tools-messages';

/** The option of `options` a select answered (its values are those options), or the current one. */
const optionOf = <T extends string>(options: readonly T[], value: string, current: T): T =>
  options.find((option) => option === value) ?? current;

/** Spec 3 §2.8 Create Custom Study Path modal (here it really creates the path). */
export function CustomPathDialog({
  open,
  onOpenChange,
  onCreate,
  isPending,
  error,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreate: (values: CustomPathRequest) => void;
  isPending: boolean;
  error: string | null;
}) {
  const [description, setDescription] = useState('');
  const [domain, setDomain] = useState<(typeof STUDY_DOMAINS)[number]>('programming');
  const [difficulty, setDifficulty] = useState<(typeof LEARNER_LEVELS)[number]>('beginner');
  const selectClass = 'h-10 w-full rounded-md border border-input bg-card px-2 text-sm shadow-sm';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{T.customPathTitle}</DialogTitle>
          <DialogDescription>{STUDY_TOOLS_COPY.smartyBuildsAnOrdered}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (description.trim()) onCreate({ description: description.trim(), domain, difficulty });
          }}
        >
          <label className="flex flex-col gap-1 text-sm font-medium">
            {T.customPathPrompt}
            <textarea
              required
              rows={4}
              maxLength={STUDY_LIMITS.descriptionMax}
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              className="rounded-md border border-input bg-card px-3 py-2 text-sm font-normal shadow-sm"
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {T.domainLabel}
            <select
              className={selectClass}
              value={domain}
              onChange={(e) => setDomain(optionOf(STUDY_DOMAINS, e.target.value, domain))}
            >
              {STUDY_DOMAINS.map((d) => (
                <option key={d} value={d}>
                  {domainLabel(d)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {T.difficultyLabel}
            <select
              className={selectClass}
              value={difficulty}
              onChange={(e) => setDifficulty(optionOf(LEARNER_LEVELS, e.target.value, difficulty))}
            >
              {LEARNER_LEVELS.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">{T.cancel}</Button>
            </DialogClose>
            <Button type="submit" disabled={isPending || description.trim() === ''}>
              {isPending ? <Spinner /> : null}
              {T.generateCustomPath}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
