import { useRef, useState, type FormEvent } from 'react';
import { capitalisePlanLevel, type PlanLevel } from '../../../../shared/plans';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { BILLING_MESSAGES, MESSAGES } from '../../../../shared/messages';
import {
  REGISTRATION_MAX_LENGTH,
  validateRegistration,
  type RegistrationInput,
} from '../../../../shared/validation/registration';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { EmailField } from './email-field';
import { PendingLabel } from '../../../components/ui/pending-label';
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
import { ACCOUNTS_COPY } from '../messages';

/** The registration form without the password: what the checkout is told about the new account. */
export type RegistrationDetails = Omit<RegistrationInput, 'password'>;

/**
 * The account exists and is signed in: go on to payment. Resolves to null once the browser is on its way
 * to the checkout, or to the message to show below the fields.
 */
export type ContinueToPayment = (user: AccountUser, details: RegistrationDetails) => Promise<string | null>;

export interface RegistrationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  plan: PlanLevel;
  onRegistered: ContinueToPayment;
}

export function RegistrationDialog({ open, onOpenChange, plan, onRegistered }: RegistrationDialogProps) {
  const setSignedInUser = useSetSignedInUser();
  // Set once the account exists; if the dialog is closed before payment, the session shows the new user.
  const registeredRef = useRef<AccountUser | null>(null);

  function handleOpenChange(isOpen: boolean) {
    const registered = registeredRef.current;
    if (!isOpen && registered) setSignedInUser(registered);
    onOpenChange(isOpen);
  }

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent width="2xl" padded={false} className="flex max-h-[80vh] flex-col overflow-hidden">
        {/* The header stays put while the fields scroll, so the close button is always in reach. */}
        <div className="flex flex-col gap-1.5 border-b border-border px-6 pt-6 pb-4 pr-14">
          <DialogTitle>{ACCOUNTS_COPY.createYourAccount}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-2">
            <span>{ACCOUNTS_COPY.selectedPlan}</span>
            <Badge variant="soft" size="md">
              {capitalisePlanLevel(plan)}
            </Badge>
          </DialogDescription>
        </div>
        <div className="min-h-0 overflow-y-auto px-6 pt-5 pb-6">
          <RegistrationForm
            key={plan}
            plan={plan}
            onAccountCreated={(user) => (registeredRef.current = user)}
            onRegistered={onRegistered}
          />
        </div>
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

function withoutPassword(input: RegistrationInput): RegistrationDetails {
  const details: Partial<RegistrationInput> = { ...input };
  delete details.password;
  return details as RegistrationDetails;
}

interface RegistrationFormProps {
  plan: PlanLevel;
  onAccountCreated: (user: AccountUser) => void;
  onRegistered: ContinueToPayment;
}

function RegistrationForm({ plan, onAccountCreated, onRegistered }: RegistrationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RegistrationValues>(emptyRegistrationValues);
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // The account created by this form, waiting for its payment.
  const [registered, setRegistered] = useState<{ user: AccountUser; details: RegistrationDetails } | null>(
    null,
  );

  function focusFirstError(fieldErrors: RegistrationErrors) {
    const field = firstErrorField(fieldErrors);
    const element = field ? formRef.current?.elements.namedItem(field) : null;
    if (element instanceof HTMLInputElement) element.focus();
  }

  function showErrors(fieldErrors: RegistrationErrors) {
    setErrors(fieldErrors);
    focusFirstError(fieldErrors);
  }

  /** 'Registering...' stays while the browser leaves for the checkout; a failure is shown below the fields. */
  async function continueToPayment(user: AccountUser, details: RegistrationDetails) {
    let message: string | null;
    try {
      message = await onRegistered(user, details);
    } catch {
      message = BILLING_MESSAGES.checkoutFailed;
    }
    if (message === null) return;
    setServerError(message);
    setSubmitting(false);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setServerError(null);
    if (registered) {
      // The account exists already: only the checkout is tried again.
      setSubmitting(true);
      await continueToPayment(registered.user, registered.details);
      return;
    }
    const input = toRegistrationInput(values, plan);
    const invalid = validateRegistration(input);
    if (Object.keys(invalid).length > 0) {
      showErrors(invalid);
      return;
    }

    setSubmitting(true);
    let user: AccountUser;
    try {
      const taken = await availabilityErrors(input.username, input.email);
      if (Object.keys(taken).length > 0) {
        showErrors(taken);
        setSubmitting(false);
        return;
      }
      user = (await register(input)).user;
    } catch (error) {
      const fieldErrors = error instanceof ApiRequestError ? pickFieldErrors(error.fields) : {};
      setErrors(fieldErrors);
      setServerError(bannerMessage(errorMessage(error, MESSAGES.registrationFailed), fieldErrors));
      focusFirstError(fieldErrors);
      setSubmitting(false);
      return;
    }
    const details = withoutPassword(input);
    setRegistered({ user, details });
    onAccountCreated(user);
    await continueToPayment(user, details);
  }

  function field(name: RegistrationTextField) {
    return {
      name,
      maxLength: REGISTRATION_MAX_LENGTH[name],
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
        <FormField
          label={ACCOUNTS_COPY.firstName}
          autoComplete="given-name"
          required
          {...field('first_name')}
        />
        <FormField
          label={ACCOUNTS_COPY.lastName}
          autoComplete="family-name"
          required
          {...field('last_name')}
        />
        <EmailField className="sm:col-span-2" {...field('email')} />
        <FormField
          label={ACCOUNTS_COPY.password}
          type="password"
          autoComplete="new-password"
          required
          hint={ACCOUNTS_COPY.passwordHint}
          {...field('password')}
        />
        <FormField
          label={ACCOUNTS_COPY.username}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          hint={ACCOUNTS_COPY.usernameHint}
          {...field('username')}
        />
        <FormField
          label={ACCOUNTS_COPY.displayName}
          labelNote={ACCOUNTS_COPY.optional}
          autoComplete="nickname"
          {...field('display_name')}
        />
        <FormField
          label={ACCOUNTS_COPY.phone}
          labelNote={ACCOUNTS_COPY.optional}
          type="tel"
          autoComplete="tel"
          {...field('phone')}
        />
        <FormField
          label={ACCOUNTS_COPY.school}
          labelNote={ACCOUNTS_COPY.optional}
          autoComplete="organization"
          {...field('school')}
        />
        <FormField label={ACCOUNTS_COPY.grade} labelNote={ACCOUNTS_COPY.optional} {...field('grade')} />
      </div>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        <PendingLabel pending={submitting} pendingText={ACCOUNTS_COPY.registering}>
          {ACCOUNTS_COPY.registerContinueToPayment}
        </PendingLabel>
      </Button>
      <p className="text-center text-xs text-muted-foreground">{ACCOUNTS_COPY.monthlyBillingCancelAnytime}</p>
    </form>
  );
}
