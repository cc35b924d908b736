import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { EmailField } from './email-field';
import { PendingLabel } from '../../../components/ui/pending-label';
import { firstFieldErrors } from '../../../lib/field-errors';
import { passwordResetConfirmSchema, passwordResetRequestSchema } from '../../../../shared/account-settings';
import { confirmPasswordReset, requestPasswordReset, signIn } from '../api/accounts-api';
import { useSetSignedInUser } from '../hooks/use-signed-in';
import { ACCOUNTS_COPY } from '../messages';

const RESET_FALLBACK = ACCOUNTS_COPY.thePasswordCouldNot;

type Field = 'email' | 'code' | 'password';

/**
 * 'Forgot password?': the e-mail gets a one-time code; the code and a new password set it, then the user is signed
 * in with the new password (every other device was signed out by the reset).
 */
export function PasswordResetForm({
  initialEmail,
  onSignedIn,
  onBack,
  onCodeRequired,
}: {
  initialEmail: string;
  onSignedIn: () => void;
  onBack: () => void;
  /** The account has two-step verification: the new password was right, its code comes next. */
  onCodeRequired: () => void;
}) {
  const [values, setValues] = useState({ email: initialEmail, code: '', password: '' });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const setSignedInUser = useSetSignedInUser();

  const send = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: ({ message }) => setSentMessage(message),
  });
  const reset = useMutation({
    mutationFn: async (input: { email: string; code: string; password: string }) => {
      await confirmPasswordReset(input);
      return signIn({ email: input.email, password: input.password });
    },
    onSuccess: (result) => {
      if (!result.user) return onCodeRequired();
      setSignedInUser(result.user);
      onSignedIn();
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setErrors(error.fields as Partial<Record<Field, string>>);
    },
  });

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    if (reset.isError) reset.reset();
    if (send.isError) send.reset();
  }

  function handleSend(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = passwordResetRequestSchema.safeParse({ email: values.email });
    if (!parsed.success) return setErrors(firstFieldErrors<Field>(parsed.error.issues));
    send.mutate(parsed.data.email);
  }

  function handleReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = passwordResetConfirmSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstFieldErrors<Field>(parsed.error.issues));
    reset.mutate(parsed.data);
  }

  if (sentMessage === null) {
    return (
      <form noValidate onSubmit={handleSend} className="flex flex-col gap-4">
        <p className="text-sm text-muted-foreground">{ACCOUNTS_COPY.enterYourAccountsE}</p>
        <EmailField
          name="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => update('email', event.target.value)}
        />
        {send.isError ? <Alert>{errorMessage(send.error, RESET_FALLBACK)}</Alert> : null}
        <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
          <PendingLabel pending={send.isPending} pendingText={ACCOUNTS_COPY.sending}>
            {ACCOUNTS_COPY.sendResetCode}
          </PendingLabel>
        </Button>
        <Button variant="link" size="inline" onClick={onBack}>
          {ACCOUNTS_COPY.backToSignIn}
        </Button>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={handleReset} className="flex flex-col gap-4">
      <p role="status" className="text-sm text-muted-foreground">
        {sentMessage}
      </p>
      <FormField
        label={ACCOUNTS_COPY.resetCode}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        required
        value={values.code}
        error={errors.code}
        onChange={(event) => update('code', event.target.value)}
      />
      <FormField
        label={ACCOUNTS_COPY.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      {reset.isError && !Object.keys(errors).some((key) => errors[key as Field]) ? (
        <Alert>{errorMessage(reset.error, RESET_FALLBACK)}</Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
        <PendingLabel pending={reset.isPending} pendingText={ACCOUNTS_COPY.resetting}>
          {ACCOUNTS_COPY.resetPassword}
        </PendingLabel>
      </Button>
      <Button variant="link" size="inline" onClick={() => setSentMessage(null)}>
        {ACCOUNTS_COPY.sendANewCode}
      </Button>
    </form>
  );
}
