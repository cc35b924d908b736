import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordSchema } from '../../../../shared/account-settings';
import { ApiRequestError } from '../../../lib/api-client';
import { firstFieldErrors } from '../../../lib/field-errors';
import { FormField } from '../../../components/ui/form-field';
import { changePassword, sessionsQueryKey } from '../api/account-settings-api';
import { SettingsFormFooter } from './settings-form-footer';
import { SettingsSection } from './settings-section';
import { SETTINGS_COPY } from '../messages';

type Field = 'currentPassword' | 'newPassword';

/** Change the password: the current one is required; every other device is signed out. */
export function PasswordSection() {
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: changePassword,
    onSuccess: async ({ message }) => {
      setDone(message);
      setValues({ currentPassword: '', newPassword: '' });
      await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) {
        const fields = { ...error.fields } as Record<string, string>;
        // The server names a wrong current password 'password'.
        if (fields.password) fields.currentPassword = fields.password;
        setErrors(fields as Partial<Record<Field, string>>);
      }
    },
  });

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setDone(null);
    if (mutation.isError) mutation.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = changePasswordSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstFieldErrors<Field>(parsed.error.issues));
    mutation.mutate(parsed.data);
  }

  const hasFieldError = Object.values(errors).some(Boolean);
  return (
    <SettingsSection title={SETTINGS_COPY.password} description={SETTINGS_COPY.changingItSignsYou}>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={SETTINGS_COPY.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={values.currentPassword}
          error={errors.currentPassword}
          onChange={(event) => update('currentPassword', event.target.value)}
        />
        <FormField
          label={SETTINGS_COPY.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={values.newPassword}
          error={errors.newPassword}
          onChange={(event) => update('newPassword', event.target.value)}
        />
        <SettingsFormFooter
          failure={mutation.isError && !hasFieldError ? mutation.error : null}
          status={done}
          pending={mutation.isPending}
        >
          {SETTINGS_COPY.changePassword}
        </SettingsFormFooter>
      </form>
    </SettingsSection>
  );
}
