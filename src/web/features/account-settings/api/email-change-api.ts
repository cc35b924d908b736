import type { EmailChangeRequest } from '../../../../shared/email-change';
import type { AccountsRoutes } from '../../../../server/features/accounts/accounts.routes';
import { featureClient, ok } from '../../../lib/rpc';

const email = featureClient<AccountsRoutes>().account.email;

export function requestEmailChange(input: EmailChangeRequest) {
  return ok(email.request.$post({ json: input }));
}

export function confirmEmailChange(code: string) {
  return ok(email.confirm.$post({ json: { code } }));
}
