import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { sessionQueryKey } from '../../features/accounts/api/accounts-api';
import { PaymentSuccessPage } from '../../features/billing/components/payment-success-page';
import { usePublicOutletContext } from './public-layout';

/** /payment-success inside the public layout: its Sign In button opens the layout's sign-in dialog. */
export function PaymentSuccessRoute() {
  const queryClient = useQueryClient();
  const { openSignIn } = usePublicOutletContext();
  return (
    <PaymentSuccessPage
      onConfirmed={(user: AccountUser) => queryClient.setQueryData(sessionQueryKey, { user })}
      onSignIn={openSignIn}
    />
  );
}
