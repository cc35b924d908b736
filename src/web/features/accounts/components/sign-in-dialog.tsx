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

const SIGN_IN_FALLBACK = 'Sign-in failed. Please check your connection and try again.';

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
            {forgotEmail !== null ? 'Reset Password' : codeStep ? 'Two-Step Verification' : 'Sign In'}
          </DialogTitle>
          <DialogDescription>
            {forgotEmail !== null
              ? 'A one-time code by e-mail lets you choose a new password.'
              : codeStep
                ? 'Your password was right. Enter the code from your authenticator app to finish signing in.'
                : 'Welcome back. Sign in to continue studying with Smarty.'}
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
        label="Password"
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
        Forgot password?
      </Button>
      {mutation.isError ? <Alert>{errorMessage(mutation.error, SIGN_IN_FALLBACK)}</Alert> : null}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={mutation.isPending}>
        <PendingLabel pending={mutation.isPending} pendingText="Signing in...">
          Sign In
        </PendingLabel>
      </Button>
      {onViewPlans ? (
        <p className="text-center text-sm text-muted-foreground">
          New to Smarty?{' '}
          <Button variant="link" size="inline" onClick={onViewPlans}>
            Choose a plan
          </Button>
        </p>
      ) : null}
    </form>
  );
}
