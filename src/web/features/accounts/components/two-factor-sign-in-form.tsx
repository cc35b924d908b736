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
import { ACCOUNTS_COPY } from '../messages';

const CODE_FALLBACK = ACCOUNTS_COPY.theCodeCouldNot;

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
        label={recovery ? ACCOUNTS_COPY.recoveryCode : ACCOUNTS_COPY.digitCode(TWO_FACTOR_LIMITS.codeDigits)}
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
        {recovery ? ACCOUNTS_COPY.useTheCodeFrom : ACCOUNTS_COPY.useARecoveryCode}
      </Button>
      {mutation.isError && !fieldError ? <Alert>{errorMessage(mutation.error, CODE_FALLBACK)}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={mutation.isPending}>
        <PendingLabel pending={mutation.isPending} pendingText={ACCOUNTS_COPY.verifying}>
          {ACCOUNTS_COPY.verify}
        </PendingLabel>
      </Button>
      <Button variant="link" size="inline" onClick={onBack}>
        {ACCOUNTS_COPY.backToSignIn}
      </Button>
    </form>
  );
}
