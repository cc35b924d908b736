import type { AccountUser } from '../../../../shared/schemas/accounts';
import type { EmailChangeRequest } from '../../../../shared/email-change';
import { api } from '../../../lib/api-client';

export function requestEmailChange(input: EmailChangeRequest): Promise<{ email: string; message: string }> {
  return api.post<{ email: string; message: string }>('/api/account/email/request', input);
}

export function confirmEmailChange(code: string): Promise<{ user: AccountUser; message: string }> {
  return api.post<{ user: AccountUser; message: string }>('/api/account/email/confirm', { code });
}
