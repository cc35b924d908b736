import type { AccountsRoutes } from '../../../../server/features/accounts/accounts.routes';
import { featureClient, ok } from '../../../lib/rpc';

const twoFactor = featureClient<AccountsRoutes>().account['two-factor'];

export const twoFactorQueryKey = ['account', 'two-factor'] as const;

export function fetchTwoFactor() {
  return ok(twoFactor.$get());
}

export function startTwoFactor(password: string) {
  return ok(twoFactor.enable.$post({ json: { password } }));
}

export function confirmTwoFactor(code: string) {
  return ok(twoFactor.verify.$post({ json: { code } }));
}

export function disableTwoFactor(password: string) {
  return ok(twoFactor.disable.$post({ json: { password } }));
}

export function renewRecoveryCodes(password: string) {
  return ok(twoFactor['recovery-codes'].$post({ json: { password } }));
}
