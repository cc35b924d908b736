import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { emailChangeConfirmSchema, emailChangeRequestSchema } from '../../../../shared/email-change';
import { ApiRequestError } from '../../../lib/api-client';
import { firstFieldErrors } from '../../../lib/field-errors';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { confirmEmailChange, requestEmailChange } from '../api/email-change-api';
import { SettingsFormFooter } from './settings-form-footer';
import { SettingsSection } from './settings-section';
import { SETTINGS_COPY } from '../messages';

type Field = 'email' | 'password' | 'code';

/** The e-mail address: a code goes to the new address, and the change applies once it is entered here. */
export function EmailSection({
  user,
  onChanged,
}: {
  user: AccountUser;
  onChanged: (user: AccountUser) => void;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const showFields = (error: unknown) => {
    if (error instanceof ApiRequestError) setErrors(error.fields as Partial<Record<Field, string>>);
  };
  const send = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (result) => {
      setSent(result);
      setValues((current) => ({ ...current, password: '', code: '' }));
    },
    onError: showFields,
  });
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: ({ user: updated, message }) => {
      setSent(null);
      setDone(message);
      setValues({ email: '', password: '', code: '' });
      onChanged(updated);
    },
    onError: showFields,
  });

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDone(null);
    if (send.isError) send.reset();
    if (confirm.isError) confirm.reset();
  }

  function submitRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = emailChangeRequestSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) return setErrors(firstFieldErrors<Field>(parsed.error.issues));
    send.mutate(parsed.data);
  }

  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const parsed = emailChangeConfirmSchema.safeParse({ code: values.code });
    if (!parsed.success) return setErrors(firstFieldErrors<Field>(parsed.error.issues));
    confirm.mutate(parsed.data.code);
  }

  const hasFieldError = Object.values(errors).some(Boolean);
  return (
    <SettingsSection title={SETTINGS_COPY.eMailAddress} description={SETTINGS_COPY.youSignInWith(user.email)}>
      {sent ? (
        <form noValidate onSubmit={submitCode} className="grid gap-4 sm:grid-cols-2">
          <p role="status" className="text-sm sm:col-span-2">
            {sent.message}
          </p>
          <FormField
            label={SETTINGS_COPY.codeFromTheE}
            name="emailCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={values.code}
            error={errors.code}
            onChange={(event) => update('code', event.target.value)}
          />
          <SettingsFormFooter
            failure={confirm.isError && !hasFieldError ? confirm.error : null}
            status={null}
            pending={confirm.isPending}
          >
            {SETTINGS_COPY.confirmNewEMail}
          </SettingsFormFooter>
          <Button variant="link" size="inline" className="self-start" onClick={() => setSent(null)}>
            {SETTINGS_COPY.useAnotherAddress}
          </Button>
        </form>
      ) : (
        <form noValidate onSubmit={submitRequest} className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={SETTINGS_COPY.newEMail}
            name="newEmail"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={(event) => update('email', event.target.value)}
          />
          <FormField
            label={SETTINGS_COPY.password}
            name="emailPassword"
            type="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={(event) => update('password', event.target.value)}
          />
          <SettingsFormFooter
            failure={send.isError && !hasFieldError ? send.error : null}
            status={done}
            pending={send.isPending}
          >
            {SETTINGS_COPY.sendCodeToThe}
          </SettingsFormFooter>
        </form>
      )}
    </SettingsSection>
  );
}
