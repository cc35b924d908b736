import { useQueryClient } from '@tanstack/react-query';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { sessionQueryKey } from '../../features/accounts/api/accounts-api';
import { PaymentSuccessPage } from '../../features/billing/components/payment-success-page';
import { usePublicOutletContext } from './public-layout';

/**
 * /payment-success for a member back from the checkout (PublicOnly's `checkoutReturn`): the page alone, without the
 * public site's header and footer, from 'Processing...' to /app. Should the page find the session gone after all, Sign
 * In forgets it, so the public layout (with its sign-in dialog) takes over.
 */
export function MemberPaymentSuccessRoute() {
  const queryClient = useQueryClient();
  return (
    <main id="main" className="flex min-h-dvh flex-col justify-center">
      <PaymentSuccessPage
        onConfirmed={(user: AccountUser) => queryClient.setQueryData(sessionQueryKey, { user })}
        onSignIn={() => queryClient.setQueryData(sessionQueryKey, { user: null })}
      />
    </main>
  );
}

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
