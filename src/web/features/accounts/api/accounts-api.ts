import type { AccountUser, MeResponse } from '../../../../shared/schemas/accounts';
import type { RegistrationInput, SignInInput } from '../../../../shared/validation/registration';
import type { TwoFactorSignInInput } from '../../../../shared/two-factor';
import { api, withQuery, type RequestOptions } from '../../../lib/api-client';

/** The TanStack Query key of the current session (GET /api/me). */
export const sessionQueryKey = ['session'] as const;

export function fetchMe(options?: RequestOptions): Promise<MeResponse> {
  return api.get<MeResponse>('/api/me', options);
}

interface UserResponse {
  user: AccountUser;
}

/** A right password either signs in (user) or, with two-step verification on, asks for the code next. */
export type SignInResponse = UserResponse | { user: null; twoFactorRequired: true };

export function signIn(input: SignInInput): Promise<SignInResponse> {
  return api.post<SignInResponse>('/api/accounts/sign-in', input);
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function signInWithCode(input: TwoFactorSignInInput): Promise<UserResponse> {
  return api.post<UserResponse>('/api/accounts/sign-in/two-factor', input);
}

export function register(input: RegistrationInput): Promise<UserResponse> {
  return api.post<UserResponse>('/api/accounts/register', input);
}

export function signOut(): Promise<{ ok: boolean }> {
  return api.post<{ ok: boolean }>('/api/accounts/sign-out');
}

interface AvailabilityResponse {
  available: boolean;
}

export async function isEmailAvailable(email: string): Promise<boolean> {
  const { available } = await api.get<AvailabilityResponse>(
    withQuery('/api/check-email-available', { email }),
  );
  return available;
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const { available } = await api.get<AvailabilityResponse>(
    withQuery('/api/check-username-available', { username }),
  );
  return available;
}

interface MessageResponse {
  ok: boolean;
  message: string;
}

/** Asks for a password reset code by e-mail (the answer is the same for any address). */
export function requestPasswordReset(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/password-reset/request', { email });
}

export function confirmPasswordReset(input: {
  email: string;
  code: string;
  password: string;
}): Promise<MessageResponse> {
  return api.post<MessageResponse>('/api/accounts/password-reset/confirm', input);
}
