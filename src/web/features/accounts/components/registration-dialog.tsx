import { useRef, useState, type FormEvent } from 'react';
import { capitalisePlanLevel, type PlanLevel } from '../../../../shared/plans';
import { MESSAGES } from '../../../../shared/messages';
import { validateRegistration } from '../../../../shared/validation/registration';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { isEmailAvailable, isUsernameAvailable, register } from '../api/accounts-api';
import { useSetSignedInUser } from '../hooks/use-signed-in';
import {
  bannerMessage,
  emptyRegistrationValues,
  firstErrorField,
  pickFieldErrors,
  toRegistrationInput,
  type RegistrationErrors,
  type RegistrationTextField,
  type RegistrationValues,
} from './registration-form-model';

export interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: PlanLevel;
  /** Called once the new account is signed in. */
  onRegistered: () => void;
}

export function RegistrationDialog({ open, onOpenChange, plan, onRegistered }: RegistrationDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="2xl" className="max-h-[80vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Create Your Account</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>Selected plan:</span>
            <Badge variant="soft" size="md">
              {capitalisePlanLevel(plan)}
            </Badge>
          </DialogDescription>
        </DialogHeader>
        <RegistrationForm key={plan} plan={plan} onRegistered={onRegistered} />
      </DialogContent>
    </Dialog>
  );
}

/** Checks username and e-mail availability together; a failed check is left to the server. */
async function availabilityErrors(username: string, email: string): Promise<RegistrationErrors> {
  const [usernameFree, emailFree] = await Promise.allSettled([
    isUsernameAvailable(username),
    isEmailAvailable(email),
  ]);
  const errors: RegistrationErrors = {};
  if (usernameFree.status === 'fulfilled' && !usernameFree.value) errors.username = MESSAGES.usernameTaken;
  if (emailFree.status === 'fulfilled' && !emailFree.value) errors.email = MESSAGES.emailTaken;
  return errors;
}

function RegistrationForm({ plan, onRegistered }: { plan: PlanLevel; onRegistered: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegistrationValues>(emptyRegistrationValues);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const setSignedInUser = useSetSignedInUser();

  function focusFirstError(fieldErrors: RegistrationErrors) {
    const field = firstErrorField(fieldErrors);
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLInputElement) element.focus();
  }

  function showErrors(fieldErrors: RegistrationErrors) {
    setErrors(fieldErrors);
    focusFirstError(fieldErrors);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setServerError(null);
    const input = toRegistrationInput(values, plan);
    const invalid = validateRegistration(input);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }

    setSubmitting(true);
    try {
      const taken = await availabilityErrors(input.username, input.email);
      if (Object.keys(taken).length > 0) {
        showErrors(taken);
        return;
      }
      const { user } = await register(input);
      setSignedInUser(user);
      onRegistered();
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? pickFieldErrors(error.fields) : {};
      setErrors(fieldErrors);
      setServerError(bannerMessage(errorMessage(error, MESSAGES.registrationFailed), fieldErrors));
      focusFirstError(fieldErrors);
    } finally {
      setSubmitting(false);
    }
  }

  function field(name: RegistrationTextField) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => (current[name] === undefined ? current : { ...current, [name]: undefined }));
      },
    };
  }

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" required {...field('first_name')} />
        <FormField label="Last name" autoComplete="family-name" required {...field('last_name')} />
        <FormField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          className="sm:col-span-2"
          {...field('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 8 characters, with a letter and a number."
          {...field('password')}
        />
        <FormField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint="3-30 letters, numbers or _."
          {...field('username')}
        />
        <FormField label="Display name" labelNote="(optional)" autoComplete="nickname" {...field('display_name')} />
        <FormField label="Phone" labelNote="(optional)" type="tel" autoComplete="tel" {...field('phone')} />
        <FormField label="School" labelNote="(optional)" autoComplete="organization" {...field('school')} />
        <FormField label="Grade" labelNote="(optional)" {...field('grade')} />
      </div>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? (
          <>
            <Spinner />
            Registering...
          </>
        ) : (
          'Register & Continue to Payment'
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">
        Monthly billing. Cancel anytime. 30-day money-back guarantee.
      </p>
    </form>
  );
}
