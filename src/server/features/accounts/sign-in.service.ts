import type { AppDeps } from '../../context';
import { AppError } from '../../http/errors';
import { MESSAGES } from '../../../shared/messages';
import type { SignInInput } from '../../../shared/validation/registration';
import { findUserById, toAccountUser } from './account-user';
import type { AuthResult } from './register.service';

export async function signIn(deps: AppDeps, input: SignInInput, headers: Headers): Promise<AuthResult> {
  let response: Response;
  try {
    response = await deps.auth.api.signInEmail({
      body: { email: input.email.toLowerCase(), password: input.password },
      headers,
      asResponse: true,
    });
  } catch {
    throw new AppError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
  }
  if (!response.ok) throw new AppError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
  const body = (await response.json()) as { user?: { id?: string } };
  const row = body.user?.id ? await findUserById(deps.database.db, body.user.id) : undefined;
  if (!row) throw new AppError(401, MESSAGES.invalidCredentials, 'invalid_credentials');
  return { user: toAccountUser(row), cookies: response.headers.getSetCookie() };
}

export async function signOut(deps: AppDeps, headers: Headers): Promise<string[]> {
  try {
    const response = await deps.auth.api.signOut({ headers, asResponse: true });
    return response.headers.getSetCookie();
  } catch {
    return [];
  }
}
