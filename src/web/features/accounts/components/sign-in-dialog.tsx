import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { signInSchema, type SignInInput } from '../../../../shared/validation/registration';
import { errorMessage } from '../../../lib/api-client';
import { firstFieldErrors } from '../../../lib/field-errors';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { EmailField } from './email-field';
import { PendingLabel } from '../../../components/ui/pending-label';
import { signIn } from '../api/accounts-api';
import { TwoFactorSignInForm } from './two-factor-sign-in-form';
import { useSetSignedInUser } from '../hooks/use-signed-in';
import { PasswordResetForm } from './password-reset-form';
import { ACCOUNTS_COPY } from '../messages';

type SignInField = keyof SignInInput;

export interface SignInDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the session holds the user; the caller closes the dialog and goes on. */
  onSignedIn: () => void;
  /** 'See plans' link for people without an account. */
  onViewPlans?: () => void;
}

export function SignInDialog({ open, onOpenChange, onSignedIn, onViewPlans }: SignInDialogProps) {
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const [codeStep, setCodeStep] = useState(false);
  function changeOpen(next: boolean) {
    if (!next) {
      setForgotEmail(null);
      setCodeStep(false);
    }
    onOpenChange(next);
  }
  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {forgotEmail !== null
              ? ACCOUNTS_COPY.resetPasswordTitle
              : codeStep
                ? ACCOUNTS_COPY.twoStepVerificationTitle
                : ACCOUNTS_COPY.signIn}
          </DialogTitle>
          <DialogDescription>
            {forgotEmail !== null
              ? ACCOUNTS_COPY.aOneTimeCode
              : codeStep
                ? ACCOUNTS_COPY.yourPasswordWasRight
                : ACCOUNTS_COPY.welcomeBackSignIn}
          </DialogDescription>
        </DialogHeader>
        {codeStep && forgotEmail === null ? (
          <TwoFactorSignInForm onSignedIn={onSignedIn} onBack={() => setCodeStep(false)} />
        ) : forgotEmail === null ? (
          <SignInForm
            onSignedIn={onSignedIn}
            onViewPlans={onViewPlans}
            onForgotPassword={setForgotEmail}
            onCodeRequired={() => setCodeStep(true)}
          />
        ) : (
          <PasswordResetForm
            initialEmail={forgotEmail}
            onSignedIn={onSignedIn}
            onBack={() => setForgotEmail(null)}
            onCodeRequired={() => {
              setForgotEmail(null);
              setCodeStep(true);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SignInForm({
  onSignedIn,
  onViewPlans,
  onForgotPassword,
  onCodeRequired,
}: Pick<SignInDialogProps, 'onSignedIn' | 'onViewPlans'> & {
  onForgotPassword: (email: string) => void;
  /** The password was right and the account asks for its two-step code next. */
  onCodeRequired: () => void;
}) {
  const [values, setValues] = useState<SignInInput>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<SignInField, string>>>({});
  const setSignedInUser = useSetSignedInUser();

  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (result) => {
      if (!result.user) return onCodeRequired();
      setSignedInUser(result.user);
      onSignedIn();
    },
  });

  function update(field: SignInField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
    if (mutation.isError) mutation.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = signInSchema.safeParse(values);
    if (!parsed.success) return setFieldErrors(firstFieldErrors<SignInField>(parsed.error.issues));
    mutation.mutate(parsed.data);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      <EmailField
        name="email"
        value={values.email}
        error={fieldErrors.email}
        onChange={(event) => update('email', event.target.value)}
      />
      <FormField
        label={ACCOUNTS_COPY.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={fieldErrors.password}
        onChange={(event) => update('password', event.target.value)}
      />
      <Button
        variant="link"
        size="inline"
        className="self-end"
        onClick={() => onForgotPassword(values.email.trim())}
      >
        {ACCOUNTS_COPY.forgotPassword}
      </Button>
      {mutation.isError ? <Alert>{errorMessage(mutation.error, ACCOUNTS_COPY.signInFailed)}</Alert> : null}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
        <PendingLabel pending={mutation.isPending} pendingText={ACCOUNTS_COPY.signingIn}>
          {ACCOUNTS_COPY.signIn}
        </PendingLabel>
      </Button>
      {onViewPlans ? (
        <p className="text-center text-sm text-muted-foreground">
          {ACCOUNTS_COPY.newToSmarty}{' '}
          <Button variant="link" size="inline" onClick={onViewPlans}>
            {ACCOUNTS_COPY.chooseAPlan}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
