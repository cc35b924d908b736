import type { AccountSession, BillingSummary, ProfileUpdateInput } from '../../../../shared/account-settings';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { api, withQuery } from '../../../lib/api-client';

export const sessionsQueryKey = ['account', 'sessions'] as const;
export const billingQueryKey = ['account', 'billing'] as const;

export function saveProfile(input: ProfileUpdateInput): Promise<{ user: AccountUser }> {
  return api.post<{ user: AccountUser }>('/api/account/profile', input);
}

export async function isUsernameAvailable(username: string): Promise<boolean> {
  const { available } = await api.get<{ available: boolean }>(
    withQuery('/api/check-username-available', { username }),
  );
  return available;
}

export function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<{ message: string }> {
  return api.post<{ message: string }>('/api/account/password', input);
}

export function listSessions(): Promise<{ sessions: AccountSession[] }> {
  return api.get<{ sessions: AccountSession[] }>('/api/account/sessions');
}

export function signOutSession(id: string): Promise<{ signedOut: boolean }> {
  return api.delete<{ signedOut: boolean }>(`/api/account/sessions/${encodeURIComponent(id)}`);
}

export function signOutEverywhere(): Promise<{ signedOut: boolean }> {
  return api.post<{ signedOut: boolean }>('/api/account/sessions/sign-out-everywhere');
}

export function fetchBilling(): Promise<BillingSummary> {
  return api.get<BillingSummary>('/api/account/billing');
}

export function changeSubscription(action: 'cancel' | 'resume' | 'refund'): Promise<BillingSummary> {
  return api.post<BillingSummary>(`/api/account/billing/${action}`);
}

export function deleteAccount(password: string): Promise<{ ok: boolean }> {
  return api.post<{ ok: boolean }>('/api/account/delete', { password });
}
