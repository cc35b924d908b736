import { z } from 'zod';
import { LIMITS } from '../limits';
import { MESSAGES } from '../messages';
import { PLAN_LEVELS } from '../plans';

const NAME = new RegExp(`^[A-Za-z\\s-]{${LIMITS.nameMin},${LIMITS.nameMax}}$`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PASSWORD_CHARS = /^[A-Za-z0-9!@#$%^&*()_+\-=]+$/;
const USERNAME = new RegExp(`^[A-Za-z0-9_]{${LIMITS.usernameMin},${LIMITS.usernameMax}}$`);
const PHONE = new RegExp(`^\\+?[0-9 -]{${LIMITS.phoneMin},${LIMITS.phoneMax}}$`);

export function isValidName(value: string): boolean {
  return NAME.test(value);
}

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value);
}

export function isValidPassword(value: string): boolean {
  return (
    value.length >= LIMITS.passwordMin &&
    value.length <= LIMITS.passwordMax &&
    PASSWORD_CHARS.test(value) &&
    /[A-Za-z]/.test(value) &&
    /[0-9]/.test(value)
  );
}

export function isValidUsername(value: string): boolean {
  return USERNAME.test(value);
}

/** 7-20 characters of digits, hyphens and spaces, after an optional leading plus. */
export function isValidPhone(value: string): boolean {
  return PHONE.test(value);
}

/** An optional free-text field: trimmed, '' means not given, longer than LIMITS.optionalTextMax gets `message`. */
function optionalText(message: string) {
  return z
    .string()
    .trim()
    .max(LIMITS.optionalTextMax, { error: message })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

/**
 * The inputs' maxLength, matching the rules above (a phone may add a leading '+'), so a browser stops typing
 * where the rule would reject the value.
 */
export const REGISTRATION_MAX_LENGTH = {
  first_name: LIMITS.nameMax,
  last_name: LIMITS.nameMax,
  email: LIMITS.emailMax,
  password: LIMITS.passwordMax,
  username: LIMITS.usernameMax,
  display_name: LIMITS.optionalTextMax,
  phone: LIMITS.phoneMax + 1,
  school: LIMITS.optionalTextMax,
  grade: LIMITS.optionalTextMax,
} as const;

export const registrationSchema = z.object({
  first_name: z.string().refine(isValidName, MESSAGES.firstName),
  last_name: z.string().refine(isValidName, MESSAGES.lastName),
  email: z.string().trim().max(LIMITS.emailMax, MESSAGES.email).refine(isValidEmail, MESSAGES.email),
  password: z.string().refine(isValidPassword, MESSAGES.password),
  username: z.string().refine(isValidUsername, MESSAGES.username),
  plan_type: z.enum(PLAN_LEVELS),
  display_name: optionalText(MESSAGES.displayNameTooLong),
  phone: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? undefined : v))
    .refine((v) => v === undefined || isValidPhone(v), MESSAGES.phone),
  school: optionalText(MESSAGES.schoolTooLong),
  grade: optionalText(MESSAGES.gradeTooLong),
});

export type RegistrationInput = z.input<typeof registrationSchema>;
export type Registration = z.output<typeof registrationSchema>;
export type RegistrationField = keyof RegistrationInput;

/** Field → message for every field that fails; empty when the form is valid. */
export function validateRegistration(input: RegistrationInput): Partial<Record<RegistrationField, string>> {
  const result = registrationSchema.safeParse(input);
  if (result.success) return {};
  const errors: Partial<Record<RegistrationField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as RegistrationField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export const signInSchema = z.object({
  email: z.string().trim().refine(isValidEmail, MESSAGES.email),
  password: z.string().min(1, MESSAGES.signInPasswordRequired),
});

export type SignInInput = z.infer<typeof signInSchema>;
