import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { MESSAGES } from '../../../shared/messages';
import type { Registration } from '../../../shared/validation/registration';
import { isEmailAvailable, isUsernameAvailable, toAccountUser } from './account-user';
import type { AccountUser } from '../../../shared/schemas/accounts';

export interface AuthResult {
  user: AccountUser;
  /** Set-Cookie values that carry the new session to the browser. */
  cookies: string[];
}

async function explainConflict(deps: AppDeps, input: Registration): Promise<AppError | null> {
  if (!(await isUsernameAvailable(deps.database.db, input.username))) {
    return conflict(MESSAGES.usernameTaken, { username: MESSAGES.usernameTaken });
  }
  if (!(await isEmailAvailable(deps.database.db, input.email))) {
    return conflict(MESSAGES.emailTaken, { email: MESSAGES.emailTaken });
  }
  return null;
}

/**
 * Creates the account and its session. Uniqueness is decided by the database's unique indexes, so two
 * concurrent registrations of one username end with exactly one account.
 */
export async function registerAccount(
  deps: AppDeps,
  input: Registration,
  headers: Headers,
): Promise<AuthResult> {
  const early = await explainConflict(deps, input);
  if (early) throw early;

  const name = input.display_name ?? `${input.first_name} ${input.last_name}`;
  let response: Response;
  try {
    response = await deps.auth.api.signUpEmail({
      body: {
        email: input.email.toLowerCase(),
        password: input.password,
        name,
        firstName: input.first_name.trim(),
        lastName: input.last_name.trim(),
        username: input.username,
        displayName: input.display_name,
        phone: input.phone,
        school: input.school,
        grade: input.grade,
      },
      headers,
      asResponse: true,
    });
  } catch (error) {
    const known = await explainConflict(deps, input);
    if (known) throw known;
    throw error;
  }
  if (!response.ok) {
    const known = await explainConflict(deps, input);
    if (known) throw known;
    deps.logger.warn({ status: response.status }, 'sign-up refused');
    throw new AppError(400, MESSAGES.registrationFailed, 'registration_failed');
  }
  const body = (await response.json()) as { user?: { id?: string } };
  // The chosen plan is ours to set (better-auth accepts no plan from a caller).
  const [row] = body.user?.id
    ? await deps.database.db
        .update(users)
        .set({ planLevel: input.plan_type })
        .where(eq(users.id, body.user.id))
        .returning()
    : [];
  if (!row) throw new AppError(400, MESSAGES.registrationFailed, 'registration_failed');
  return { user: toAccountUser(row), cookies: response.headers.getSetCookie() };
}
