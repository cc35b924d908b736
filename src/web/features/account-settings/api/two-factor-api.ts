import type { TwoFactorEnrolment, TwoFactorStatus } from '../../../../shared/two-factor';
import { api } from '../../../lib/api-client';

export const twoFactorQueryKey = ['account', 'two-factor'] as const;

export function fetchTwoFactor(): Promise<TwoFactorStatus> {
  return api.get<TwoFactorStatus>('/api/account/two-factor');
}

export function startTwoFactor(password: string): Promise<TwoFactorEnrolment> {
  return api.post<TwoFactorEnrolment>('/api/account/two-factor/enable', { password });
}

export function confirmTwoFactor(code: string): Promise<{ enabled: true; message: string }> {
  return api.post<{ enabled: true; message: string }>('/api/account/two-factor/verify', { code });
}

export function disableTwoFactor(password: string): Promise<{ enabled: false; message: string }> {
  return api.post<{ enabled: false; message: string }>('/api/account/two-factor/disable', { password });
}

export function renewRecoveryCodes(password: string): Promise<{ recoveryCodes: string[]; message: string }> {
  return api.post<{ recoveryCodes: string[]; message: string }>('/api/account/two-factor/recovery-codes', {
    password,
  });
}
