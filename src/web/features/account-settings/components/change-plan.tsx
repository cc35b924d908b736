import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import { PLAN_CHANGE_MESSAGES } from '../../../../shared/billing-history';
import { PLANS, findPlan } from '../../../../shared/plans';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { billingQueryKey } from '../api/account-settings-api';
import { changePlan } from '../api/billing-history-api';
import { SETTINGS_COPY } from '../messages';

/** Another subject plan for the running subscription (same price; the secret test plan is not offered). */
export function ChangePlan({ current, onChanged }: { current: string; onChanged: () => void }) {
  const id = useId();
  const choices = PLANS.filter((plan) => !plan.isSecret && !plan.isComingSoon);
  const [level, setLevel] = useState(current);
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: changePlan,
    onSuccess: (summary) => {
      queryClient.setQueryData(billingQueryKey, summary);
      setDone(
        PLAN_CHANGE_MESSAGES.changed(findPlan(summary.subscription?.planLevel ?? '')?.displayName ?? ''),
      );
      onChanged();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mutation.isPending && level !== current) mutation.mutate(level);
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-2">
      <Label htmlFor={id}>{SETTINGS_COPY.changePlan}</Label>
      <div className="flex flex-wrap gap-2">
        <select
          id={id}
          value={level}
          onChange={(event) => {
            setLevel(event.target.value);
            setDone(null);
            if (mutation.isError) mutation.reset();
          }}
          className="h-9 rounded-md border border-input bg-card px-3 text-sm"
        >
          {choices.map((plan) => (
            <option key={plan.level} value={plan.level}>
              {plan.displayName}
            </option>
          ))}
        </select>
        <Button type="submit" variant="outline" disabled={mutation.isPending || level === current}>
          {mutation.isPending ? <Spinner /> : null}
          {SETTINGS_COPY.changePlan}
        </Button>
      </div>
      {mutation.isError ? <Alert>{errorMessage(mutation.error, MESSAGES.serverError)}</Alert> : null}
      {done ? (
        <p role="status" className="text-sm text-success">
          {done}
        </p>
      ) : null}
    </form>
  );
}
