/**
 * Sign-in, registration, password reset and the session, through the `hc` client typed by the server's accounts
 * router (ADR 016): paths, bodies and answers come from the routes and their shared schemas.
 */
import type { RegistrationInput, SignInInput } from '../../../../shared/validation/registration';
import type { TwoFactorSignInInput } from '../../../../shared/two-factor';
import type { AccountsRoutes } from '../../../../server/features/accounts/accounts.routes';
import type { RequestOptions } from '../../../lib/api-client';
import { featureClient, ok } from '../../../lib/rpc';

const client = featureClient<AccountsRoutes>();

/** The TanStack Query key of the current session (GET /api/me). */
export const sessionQueryKey = ['session'] as const;

export function fetchMe(options?: RequestOptions) {
  return ok(client.me.$get(undefined, { init: { signal: options?.signal ?? null } }));
}

/** A right password either signs in (user) or, with two-step verification on, asks for the code next. */
export type SignInResponse = Awaited<ReturnType<typeof signIn>>;

export function signIn(input: SignInInput) {
  return ok(client.accounts['sign-in'].$post({ json: input }));
}

/** The second step: a code from the authenticator app, or a recovery code. */
export function signInWithCode(input: TwoFactorSignInInput) {
  return ok(client.accounts['sign-in']['two-factor'].$post({ json: input }));
}

export function register(input: RegistrationInput) {
  return ok(client.accounts.register.$post({ json: input }));
}

export function signOut() {
  return ok(client.accounts['sign-out'].$post());
}

export async function isEmailAvailable(email: string): Promise<boolean> {
  const { available } = await ok(client['check-email-available'].$get({ query: { email } }));
  return available;
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const { available } = await ok(client['check-username-available'].$get({ query: { username } }));
  return available;
}

/** Asks for a password reset code by e-mail (the answer is the same for any address). */
export function requestPasswordReset(email: string) {
  return ok(client.accounts['password-reset'].request.$post({ json: { email } }));
}

export function confirmPasswordReset(input: { email: string; code: string; password: string }) {
  return ok(client.accounts['password-reset'].confirm.$post({ json: input }));
}
