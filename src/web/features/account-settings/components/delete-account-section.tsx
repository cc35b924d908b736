import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { confirmPasswordSchema } from '../../../../shared/account-settings';
import { MESSAGES } from '../../../../shared/messages';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { deleteAccount } from '../api/account-settings-api';
import { SettingsSection } from './settings-section';

/** Deletes the account after the password is entered again; then the browser is signed out. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
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
    if (!window.confirm('Delete your account and everything in it? This cannot be undone.')) return;
    mutation.mutate(parsed.data.password);
  }

  return (
    <SettingsSection
      title="Delete account"
      description="Deletes your profile, essays, saved articles, uploads, study paths, chats and flashcards, and cancels your subscription. This cannot be undone."
    >
      <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4 sm:max-w-sm">
        <FormField
          label="Password"
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
        <Button
          type="submit"
          variant="outline"
          className="self-start border-danger text-danger"
          disabled={mutation.isPending}
        >
          {mutation.isPending ? <Spinner /> : null}
          Delete my account
        </Button>
      </form>
    </SettingsSection>
  );
}
