import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { MESSAGES } from '../../../../shared/messages';
import {
  profileUpdateSchema,
  ACCOUNT_MESSAGES,
  type ProfileUpdateInput,
} from '../../../../shared/account-settings';
import { isValidUsername, REGISTRATION_MAX_LENGTH } from '../../../../shared/validation/registration';
import { ApiRequestError } from '../../../lib/api-client';
import { firstFieldErrors } from '../../../lib/field-errors';
import { FormField } from '../../../components/ui/form-field';
import { isUsernameAvailable, saveProfile } from '../api/account-settings-api';
import { SettingsFormFooter } from './settings-form-footer';
import { SettingsSection } from './settings-section';
import { SETTINGS_COPY } from '../messages';

type Field = keyof ProfileUpdateInput;

const FIELDS: Array<{
  field: Field;
  label: string;
  optional?: boolean;
  autoComplete?: string;
  type?: string;
}> = [
  { field: 'first_name', label: SETTINGS_COPY.firstName, autoComplete: 'given-name' },
  { field: 'last_name', label: SETTINGS_COPY.lastName, autoComplete: 'family-name' },
  { field: 'username', label: SETTINGS_COPY.username, autoComplete: 'username' },
  { field: 'display_name', label: SETTINGS_COPY.displayName, optional: true, autoComplete: 'nickname' },
  { field: 'phone', label: SETTINGS_COPY.phone, optional: true, autoComplete: 'tel', type: 'tel' },
  { field: 'school', label: SETTINGS_COPY.school, optional: true, autoComplete: 'organization' },
  { field: 'grade', label: SETTINGS_COPY.grade, optional: true },
];

function initialValues(user: AccountUser): Record<Field, string> {
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    username: user.username,
    display_name: user.displayName ?? '',
    phone: user.phone ?? '',
    school: user.school ?? '',
    grade: user.grade ?? '',
  };
}

/** Profile fields with registration's rules and messages (spec 1 §5); the username's availability is checked on leaving it. */
export function ProfileSection({
  user,
  onSaved,
}: {
  user: AccountUser;
  onSaved: (user: AccountUser) => void;
}) {
  const [values, setValues] = useState(() => initialValues(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saved, setSaved] = useState(false);

  const mutation = useMutation({
    mutationFn: saveProfile,
    onSuccess: ({ user: updated }) => {
      onSaved(updated);
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof ApiRequestError) setErrors(error.fields as Partial<Record<Field, string>>);
    },
  });

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setSaved(false);
    if (mutation.isError) mutation.reset();
  }

  async function checkUsername() {
    const username = values.username;
    if (username.toLowerCase() === user.username.toLowerCase() || !isValidUsername(username)) return;
    try {
      if (!(await isUsernameAvailable(username)))
        setErrors((current) => ({ ...current, username: MESSAGES.usernameTaken }));
    } catch {
      // The save checks again; a failed look-up only skips the early hint.
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (mutation.isPending) return;
    const parsed = profileUpdateSchema.safeParse(values);
    if (!parsed.success) return setErrors(firstFieldErrors<Field>(parsed.error.issues));
    mutation.mutate(values);
  }

  const hasFieldError = Object.values(errors).some(Boolean);
  return (
    <SettingsSection title={SETTINGS_COPY.profile} description={SETTINGS_COPY.howYouAppearIn}>
      <form noValidate onSubmit={handleSubmit} className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map(({ field, label, optional, autoComplete, type }) => (
          <FormField
            key={field}
            label={label}
            labelNote={optional ? SETTINGS_COPY.optional : undefined}
            name={field}
            type={type ?? 'text'}
            autoComplete={autoComplete}
            maxLength={REGISTRATION_MAX_LENGTH[field]}
            value={values[field]}
            error={errors[field]}
            onChange={(event) => update(field, event.target.value)}
            onBlur={field === 'username' ? () => void checkUsername() : undefined}
          />
        ))}
        <SettingsFormFooter
          failure={mutation.isError && !hasFieldError ? mutation.error : null}
          status={saved ? ACCOUNT_MESSAGES.profileSaved : null}
          pending={mutation.isPending}
        >
          {SETTINGS_COPY.saveProfile}
        </SettingsFormFooter>
      </form>
    </SettingsSection>
  );
}
