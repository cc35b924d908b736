import type { AccountUser } from '../../../../shared/schemas/accounts';

/** The name to greet a user by: the display name when set, else first and last name, else username. */
export function userDisplayName(
  user: Pick<AccountUser, 'displayName' | 'firstName' | 'lastName' | 'username'>,
): string {
  const display = user.displayName?.trim();
  if (display) return display;
  const full = `${user.firstName} ${user.lastName}`.trim();
  return full !== '' ? full : user.username;
}
