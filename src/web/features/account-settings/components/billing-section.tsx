import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingSummary } from '../../../../shared/account-settings';
import { MESSAGES } from '../../../../shared/messages';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { billingQueryKey, changeSubscription, fetchBilling } from '../api/account-settings-api';
import { SettingsSection } from './settings-section';
import { BillingHistory } from './billing-history';
import { ChangePlan } from './change-plan';
import { ACCOUNT_LIMITS } from '../../../../shared/limits';

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const formatDate = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : '—');

type Subscription = NonNullable<BillingSummary['subscription']>;

function statusText(subscription: Subscription): string {
  if (subscription.status === 'active')
    return subscription.cancelAtPeriodEnd ? 'Ends at period end' : 'Active';
  if (subscription.status === 'past_due') return 'Payment past due';
  return 'Canceled';
}

function dateLine(subscription: Subscription): string {
  if (subscription.status !== 'active') return `Ended ${formatDate(subscription.periodEnd)}`;
  if (subscription.cancelAtPeriodEnd) return `Access until ${formatDate(subscription.periodEnd)}`;
  return `Renews ${formatDate(subscription.periodEnd)}`;
}

/**
 * The subscription: plan, price, status and renewal or end date; cancel at period end, resume, and within 30 days of
 * the first payment the money-back guarantee (cancelling and refunding ask first, in a dialog that says what
 * happens). `onAccessChanged` refreshes the session (access may have ended).
 */
export function BillingSection({ onAccessChanged }: { onAccessChanged: () => void }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: billingQueryKey, queryFn: fetchBilling });
  const mutation = useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (summary) => {
      queryClient.setQueryData(billingQueryKey, summary);
      await queryClient.invalidateQueries({ queryKey: [...billingQueryKey, 'invoices'] });
      onAccessChanged();
    },
  });
  const subscription = query.data?.subscription ?? null;
  const [confirming, setConfirming] = useState<'cancel' | 'refund' | null>(null);

  return (
    <SettingsSection title="Billing" description="Your Smarty Premium subscription. Cancel anytime.">
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Alert>{errorMessage(query.error, MESSAGES.serverError)}</Alert> : null}
      {query.isSuccess && !subscription ? (
        <p className="text-sm text-muted-foreground">You have no subscription yet.</p>
      ) : null}
      {subscription ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">Plan</dt>
            <dd>{subscription.planName}</dd>
            <dt className="text-muted-foreground">Price</dt>
            <dd>
              {subscription.priceDisplay ? `${subscription.priceDisplay} / month` : '$0.00 — test plan'}
            </dd>
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <Badge
                variant={
                  subscription.status === 'active' && !subscription.cancelAtPeriodEnd ? 'success' : 'warning'
                }
              >
                {statusText(subscription)}
              </Badge>
            </dd>
            <dt className="text-muted-foreground">
              {subscription.status === 'active' && !subscription.cancelAtPeriodEnd
                ? 'Next renewal'
                : 'End date'}
            </dt>
            <dd>{dateLine(subscription)}</dd>
          </dl>
          {mutation.isError ? <Alert>{errorMessage(mutation.error, MESSAGES.serverError)}</Alert> : null}
          {subscription.status === 'active' ? (
            <div className="flex flex-wrap gap-2">
              {subscription.cancelAtPeriodEnd ? (
                <Button disabled={mutation.isPending} onClick={() => mutation.mutate('resume')}>
                  {mutation.isPending ? <Spinner /> : null}
                  Resume subscription
                </Button>
              ) : (
                <Button
                  variant="outline"
                  disabled={mutation.isPending}
                  onClick={() => setConfirming('cancel')}
                >
                  {mutation.isPending ? <Spinner /> : null}
                  Cancel at period end
                </Button>
              )}
              {subscription.refundable ? (
                <Button
                  variant="outline"
                  disabled={mutation.isPending}
                  onClick={() => setConfirming('refund')}
                >
                  Cancel and refund
                </Button>
              ) : null}
            </div>
          ) : null}
          {subscription.status === 'active' && subscription.refundable ? (
            <p className="text-xs text-muted-foreground">
              {ACCOUNT_LIMITS.refundDays}-day money-back guarantee: a full refund until{' '}
              {formatDate(subscription.refundableUntil)}.
            </p>
          ) : null}
          {subscription.status === 'active' ? (
            <ChangePlan current={subscription.planLevel} onChanged={onAccessChanged} />
          ) : null}
          <BillingHistory provider={subscription.provider} />
          <ConfirmDialog
            open={confirming === 'cancel'}
            onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
            title="Cancel at period end?"
            description={
              <>
                <p>
                  Your subscription will not renew. You keep full access to Smarty Premium until{' '}
                  <strong className="text-foreground">{formatDate(subscription.periodEnd)}</strong>; after
                  that, your workspace asks you to complete your subscription.
                </p>
                <p>You can resume it any time before then.</p>
              </>
            }
            confirmLabel="Cancel at period end"
            cancelLabel="Keep my subscription"
            onConfirm={() => mutation.mutate('cancel')}
          />
          <ConfirmDialog
            open={confirming === 'refund'}
            onOpenChange={(open) => setConfirming(open ? 'refund' : null)}
            title="Cancel and refund?"
            description={
              <>
                <p>
                  Your subscription is cancelled now and your payment
                  {subscription.priceDisplay ? ` of ${subscription.priceDisplay}` : ''} is refunded to your
                  card under the {ACCOUNT_LIMITS.refundDays}-day money-back guarantee (it arrives within 5–10
                  business days).
                </p>
                <p>
                  <strong className="text-foreground">Your access to Smarty Premium ends at once.</strong>
                </p>
              </>
            }
            confirmLabel="Cancel and refund"
            cancelLabel="Keep my subscription"
            destructive
            onConfirm={() => mutation.mutate('refund')}
          />
        </div>
      ) : null}
    </SettingsSection>
  );
}
