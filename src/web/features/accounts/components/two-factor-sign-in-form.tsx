import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { twoFactorSignInSchema } from '../../../../shared/two-factor';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PendingLabel } from '../../../components/ui/pending-label';
import { signInWithCode } from '../api/accounts-api';
import { useSetSignedInUser } from '../hooks/use-signed-in';
import { TWO_FACTOR_LIMITS } from '../../../../shared/limits';

const CODE_FALLBACK = 'The code could not be checked. Please check your connection and try again.';

/** The sign-in's second step: the authenticator app's code, or one of the recovery codes. */
export function TwoFactorSignInForm({ onSignedIn, onBack }: { onSignedIn: () => void; onBack: () => void }) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const setSignedInUser = useSetSignedInUser();
  const mutation = useMutation({
    mutationFn: signInWithCode,
    onSuccess: ({ user }) => {
      setSignedInUser(user);
      onSignedIn();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.fields?.code) setFieldError(error.fields.code);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = twoFactorSignInSchema.safeParse({ code, recovery });
    if (!parsed.success) return setFieldError(parsed.error.issues[0]?.message);
    mutation.mutate(parsed.data);
  }

  function edit(value: string) {
    setCode(value);
    setFieldError(undefined);
    if (mutation.isError) mutation.reset();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <FormField
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? 'Recovery code' : `${TWO_FACTOR_LIMITS.codeDigits}-digit code`}
        name="code"
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        error={fieldError}
        onChange={(event) => edit(event.target.value)}
      />
      <Button
        variant="link"
        size="inline"
        className="self-end"
        onClick={() => {
          setRecovery((current) => !current);
          edit('');
        }}
      >
        {recovery ? 'Use the code from the app' : 'Use a recovery code'}
      </Button>
      {mutation.isError && !fieldError ? <Alert>{errorMessage(mutation.error, CODE_FALLBACK)}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        <PendingLabel pending={mutation.isPending} pendingText="Verifying...">
          Verify
        </PendingLabel>
      </Button>
      <Button variant="link" size="inline" onClick={onBack}>
        Back to sign in
      </Button>
    </form>
  );
}
