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
import { SETTINGS_COPY } from '../messages';

const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });
const formatDate = (iso: string | null) => (iso ? longDate.format(new Date(iso)) : '—');

type Subscription = NonNullable<BillingSummary['subscription']>;

function statusText(subscription: Subscription): string {
  if (subscription.status === 'active')
    return subscription.cancelAtPeriodEnd ? SETTINGS_COPY.endsAtPeriodEnd : SETTINGS_COPY.active;
  if (subscription.status === 'past_due') return SETTINGS_COPY.paymentPastDue;
  return SETTINGS_COPY.canceled;
}

function dateLine(subscription: Subscription): string {
  if (subscription.status !== 'active') return SETTINGS_COPY.ended(formatDate(subscription.periodEnd));
  if (subscription.cancelAtPeriodEnd) return SETTINGS_COPY.accessUntil(formatDate(subscription.periodEnd));
  return SETTINGS_COPY.renews(formatDate(subscription.periodEnd));
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
    <SettingsSection title={SETTINGS_COPY.billing} description={SETTINGS_COPY.yourSmartyPremiumSubscription}>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Alert>{errorMessage(query.error, MESSAGES.serverError)}</Alert> : null}
      {query.isSuccess && !subscription ? (
        <p className="text-sm text-muted-foreground">{SETTINGS_COPY.youHaveNoSubscription}</p>
      ) : null}
      {subscription ? (
        <div className="flex flex-col gap-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-muted-foreground">{SETTINGS_COPY.plan}</dt>
            <dd>{subscription.planName}</dd>
            <dt className="text-muted-foreground">{SETTINGS_COPY.price}</dt>
            <dd>
              {subscription.priceDisplay
                ? SETTINGS_COPY.perMonth(subscription.priceDisplay)
                : SETTINGS_COPY.testPlanPrice}
            </dd>
            <dt className="text-muted-foreground">{SETTINGS_COPY.status}</dt>
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
                ? SETTINGS_COPY.nextRenewal
                : SETTINGS_COPY.endDate}
            </dt>
            <dd>{dateLine(subscription)}</dd>
          </dl>
          {mutation.isError ? <Alert>{errorMessage(mutation.error, MESSAGES.serverError)}</Alert> : null}
          {subscription.status === 'active' ? (
            <div className="flex flex-wrap gap-2">
              {subscription.cancelAtPeriodEnd ? (
                <Button disabled={mutation.isPending} onClick={() => mutation.mutate('resume')}>
                  {mutation.isPending ? <Spinner /> : null}
                  {SETTINGS_COPY.resumeSubscription}
                </Button>
              ) : (
                <Button
                  variant="outline"
                  disabled={mutation.isPending}
                  onClick={() => setConfirming('cancel')}
                >
                  {mutation.isPending ? <Spinner /> : null}
                  {SETTINGS_COPY.cancelAtPeriodEnd}
                </Button>
              )}
              {subscription.refundable ? (
                <Button
                  variant="outline"
                  disabled={mutation.isPending}
                  onClick={() => setConfirming('refund')}
                >
                  {SETTINGS_COPY.cancelAndRefund}
                </Button>
              ) : null}
            </div>
          ) : null}
          {subscription.status === 'active' && subscription.refundable ? (
            <p className="text-xs text-muted-foreground">
              {SETTINGS_COPY.refundGuaranteeUntil(formatDate(subscription.refundableUntil))}
            </p>
          ) : null}
          {subscription.status === 'active' ? (
            <ChangePlan current={subscription.planLevel} onChanged={onAccessChanged} />
          ) : null}
          <BillingHistory provider={subscription.provider} />
          <ConfirmDialog
            open={confirming === 'cancel'}
            onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
            title={SETTINGS_COPY.cancelAtPeriodEndTitle}
            description={
              <>
                <p>
                  {SETTINGS_COPY.yourSubscriptionWillNot}{' '}
                  <strong className="text-foreground">{formatDate(subscription.periodEnd)}</strong>
                  {SETTINGS_COPY.afterThatYourWorkspace}
                </p>
                <p>{SETTINGS_COPY.youCanResumeIt}</p>
              </>
            }
            confirmLabel={SETTINGS_COPY.cancelAtPeriodEnd}
            cancelLabel={SETTINGS_COPY.keepMySubscription}
            onConfirm={() => mutation.mutate('cancel')}
          />
          <ConfirmDialog
            open={confirming === 'refund'}
            onOpenChange={(open) => setConfirming(open ? 'refund' : null)}
            title={SETTINGS_COPY.cancelAndRefundTitle}
            description={
              <>
                <p>
                  {SETTINGS_COPY.yourSubscriptionIsCancelled(
                    subscription.priceDisplay ? SETTINGS_COPY.ofPrice(subscription.priceDisplay) : '',
                  )}
                </p>
                <p>
                  <strong className="text-foreground">{SETTINGS_COPY.yourAccessToSmarty}</strong>
                </p>
              </>
            }
            confirmLabel={SETTINGS_COPY.cancelAndRefund}
            cancelLabel={SETTINGS_COPY.keepMySubscription}
            destructive
            onConfirm={() => mutation.mutate('refund')}
          />
        </div>
      ) : null}
    </SettingsSection>
  );
}
