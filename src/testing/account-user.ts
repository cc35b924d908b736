import type { AccountUser } from '../shared/schemas/accounts';

/** A signed-in subscriber as the API returns them (Ada, programming plan, active), unless `over` says otherwise. */
export function accountUserFixture(over: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada_l',
    displayName: null,
    phone: null,
    school: null,
    grade: null,
    planLevel: 'programming',
    subscriptionStatus: 'active',
    isDemo: false,
    demoExpiresAt: null,
    ...over,
  };
}
