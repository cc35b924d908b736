import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { confirmPasswordSchema, type BillingSummary } from '../../../../shared/account-settings';
import { MESSAGES } from '../../../../shared/messages';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { billingQueryKey, deleteAccount, fetchBilling } from '../api/account-settings-api';
import { SettingsSection } from './settings-section';
import { SETTINGS_COPY } from '../messages';

/** What deleting does to the subscription: one still running is cancelled without a refund; an ended one is not. */
function subscriptionOutcome(summary: BillingSummary | undefined): string {
  const texts = SETTINGS_COPY.deleteOutcome;
  if (!summary) return texts.unknown;
  const { subscription } = summary;
  if (!subscription) return texts.none;
  if (subscription.status === 'canceled') return texts.ended;
  return subscription.refundable ? texts.refundable : texts.running;
}

/**
 * Deletes the account after the password is entered again and a dialog saying what goes is confirmed; then the
 * browser is signed out.
 */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const billing = useQuery({ queryKey: billingQueryKey, queryFn: fetchBilling });
  const mutation = useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => onDeleted(),
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.fields.password) setError(failure.fields.password);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = confirmPasswordSchema.safeParse({ password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setConfirming(true);
  }

  return (
    <SettingsSection title={SETTINGS_COPY.deleteAccount} description={SETTINGS_COPY.deletesYourProfileEssays}>
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4 sm:max-w-sm">
        <FormField
          label={SETTINGS_COPY.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={error}
          onChange={(event) => {
            setPassword(event.target.value);
            setError(undefined);
            if (mutation.isError) mutation.reset();
          }}
        />
        {mutation.isError && !error ? (
          <Alert>{errorMessage(mutation.error, MESSAGES.serverError)}</Alert>
        ) : null}
        <Button type="submit" variant="danger" className="self-start" disabled={mutation.isPending}>
          {mutation.isPending ? <Spinner /> : null}
          {SETTINGS_COPY.deleteMyAccount}
        </Button>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={SETTINGS_COPY.deleteYourAccount}
        description={
          <>
            <p>{subscriptionOutcome(billing.data)}</p>
            <p>
              <strong className="text-foreground">{SETTINGS_COPY.thisCannotBeUndone}</strong>
              {SETTINGS_COPY.toKeepACopy}
            </p>
          </>
        }
        confirmLabel={SETTINGS_COPY.deleteMyAccount}
        cancelLabel={SETTINGS_COPY.keepMyAccount}
        destructive
        onConfirm={() => mutation.mutate(password)}
      />
    </SettingsSection>
  );
}
