/**
 * The signed-in member's profile, password, sessions and account deletion, through the `hc` client typed by the
 * server's accounts router (ADR 016); the billing calls go through the billing router's client.
 */
import type { ProfileUpdateInput } from '../../../../shared/account-settings';
import type { AccountsRoutes } from '../../../../server/features/accounts/accounts.routes';
import type { BillingRoutes } from '../../../../server/features/billing/billing.routes';
import { featureClient, featurePaths, ok, pathOf } from '../../../lib/rpc';

const client = featureClient<AccountsRoutes>();
const account = client.account;
const billing = featureClient<BillingRoutes>().account.billing;
const paths = featurePaths<AccountsRoutes>();

/** The member's data export (one ZIP download). */
export const accountExportUrl = pathOf(paths.account.export.$url());

export const sessionsQueryKey = ['account', 'sessions'] as const;
export const billingQueryKey = ['account', 'billing'] as const;

export function saveProfile(input: ProfileUpdateInput) {
  return ok(account.profile.$post({ json: input }));
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const { available } = await ok(client['check-username-available'].$get({ query: { username } }));
  return available;
}

export function changePassword(input: { currentPassword: string; newPassword: string }) {
  return ok(account.password.$post({ json: input }));
}

export function listSessions() {
  return ok(account.sessions.$get());
}

export function signOutSession(id: string) {
  return ok(account.sessions[':id'].$delete({ param: { id: encodeURIComponent(id) } }));
}

export function signOutEverywhere() {
  return ok(account.sessions['sign-out-everywhere'].$post());
}

export function fetchBilling() {
  return ok(billing.$get());
}

export function changeSubscription(action: 'cancel' | 'resume' | 'refund') {
  return ok(billing[action].$post());
}

export function deleteAccount(password: string) {
  return ok(account.delete.$post({ json: { password } }));
}
