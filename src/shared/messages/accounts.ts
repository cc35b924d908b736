import { LIMITS } from '../limits';

/** Account and general texts of the spec, copied exactly once (spec 1 §5, §8). */
export const MESSAGES = {
  firstName: 'First name required (2-50 letters)',
  lastName: 'Last name required (2-50 letters)',
  email: 'Invalid email',
  password: 'Password must be 8+ chars, include a letter and a number',
  username: 'Username is required and must be 3-30 chars, letters/numbers/_ only',
  phone: 'Invalid phone number',
  /** Not in spec 1 §5 (no rule there): the product caps these at LIMITS.optionalTextMax characters. */
  displayNameTooLong: `Display name must be at most ${LIMITS.optionalTextMax} characters.`,
  schoolTooLong: `School must be at most ${LIMITS.optionalTextMax} characters.`,
  gradeTooLong: `Grade must be at most ${LIMITS.optionalTextMax} characters.`,
  usernameTaken: 'Username is already taken.',
  emailTaken: 'Email is already registered.',
  registrationFailed: 'Registration failed. Please try again.',
  signInPasswordRequired: 'Password is required',
  tooManySignIns: 'Too many sign-in attempts. Please wait a few seconds and try again.',
  tooManyAccountSignIns: (minutes: number) =>
    `Too many failed sign-ins for this account. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',
  invalidCredentials: 'Invalid email or password',
  notSignedIn: 'Please sign in to continue.',
  notFound: 'Not found.',
  badRequest: 'The request was not valid.',
  serverError: 'Something went wrong on our side. Please try again.',
} as const;
