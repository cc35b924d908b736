import type { RegistrationField, RegistrationInput } from '../../../../shared/validation/registration';
import type { PlanLevel } from '../../../../shared/plans';

/** The text fields of the registration form, in the order they are shown. */
export const REGISTRATION_TEXT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'password',
  'username',
  'display_name',
  'phone',
  'school',
  'grade',
] as const satisfies readonly RegistrationField[];

export type RegistrationTextField = (typeof REGISTRATION_TEXT_FIELDS)[number];
export type RegistrationValues = Record<RegistrationTextField, string>;
export type RegistrationErrors = Partial<Record<RegistrationField, string>>;

const OPTIONAL_FIELDS = ['display_name', 'phone', 'school', 'grade'] as const;

export function emptyRegistrationValues(): RegistrationValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    password: '',
    username: '',
    display_name: '',
    phone: '',
    school: '',
    grade: '',
  };
}

/** The request body: the form with the plan, optional fields left out when blank. */
export function toRegistrationInput(values: RegistrationValues, plan: PlanLevel): RegistrationInput {
  const input: RegistrationInput = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    password: values.password,
    username: values.username.trim(),
    plan_type: plan,
  };
  for (const field of OPTIONAL_FIELDS) {
    const value = values[field].trim();
    if (value !== '') input[field] = value;
  }
  return input;
}

function isRegistrationField(key: string): key is RegistrationField {
  return (REGISTRATION_TEXT_FIELDS as readonly string[]).includes(key) || key === 'plan_type';
}

/** Keeps the server's field errors that name a field of this form. */
export function pickFieldErrors(fields: Readonly<Record<string, string>>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    if (isRegistrationField(key)) errors[key] = message;
  }
  return errors;
}

/** The server error to show below the fields, unless it only repeats a field's own message. */
export function bannerMessage(message: string, fieldErrors: RegistrationErrors): string | null {
  return Object.values(fieldErrors).includes(message) ? null : message;
}

/** The first field with an error, in the order the fields are shown. */
export function firstErrorField(errors: RegistrationErrors): RegistrationTextField | undefined {
  return REGISTRATION_TEXT_FIELDS.find((field) => errors[field] !== undefined);
}
