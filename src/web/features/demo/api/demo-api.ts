import type { AccountUser, MeResponse } from '../../../../shared/schemas/accounts';
import type { CreateDemoResponse, PromptUsage } from '../../../../shared/schemas/demo';
import { api, type RequestOptions } from '../../../lib/api-client';

/** POST /api/demo-user/create: a new demo account, signed in by the answer's cookie. */
export function createDemo(): Promise<Partial<CreateDemoResponse> | null> {
  return api.post<Partial<CreateDemoResponse> | null>('/api/demo-user/create', {});
}

export function fetchPromptUsage(
  demoUserId: string,
  options?: RequestOptions,
): Promise<Partial<PromptUsage>> {
  return api.get<Partial<PromptUsage>>(
    `/api/demo-user/prompt-usage/${encodeURIComponent(demoUserId)}`,
    options,
  );
}

/** Deletes the demo account and everything in it. */
export function endDemo(): Promise<{ ok: boolean }> {
  return api.post<{ ok: boolean }>('/api/demo-user/end');
}

/** Who the browser's session cookie belongs to, asked afresh. */
export async function fetchCurrentUser(): Promise<AccountUser | null> {
  return (await api.get<MeResponse>('/api/me')).user;
}

/** Signs the demo account in again with its stored, server-generated password. */
export async function signInDemo(email: string, password: string): Promise<AccountUser> {
  return (await api.post<{ user: AccountUser }>('/api/accounts/sign-in', { email, password })).user;
}

/** Whether a live demo has this session key (/demo?session= in another browser). */
export async function demoSessionExists(key: string): Promise<boolean> {
  return (await api.get<{ exists: boolean }>(`/api/demo-user/session/${encodeURIComponent(key)}`)).exists;
}
