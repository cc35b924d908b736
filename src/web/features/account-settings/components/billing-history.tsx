import { useMutation, useQuery } from '@tanstack/react-query';
import { MESSAGES } from '../../../../shared/messages';
import { errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { fetchInvoices, invoicesQueryKey, openBillingPortal } from '../api/billing-history-api';
import { SETTINGS_COPY } from '../messages';

const shortDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * Invoices and receipts, and with Stripe a link to its Customer Portal (payment method, invoices, cancellation; its
 * changes come back through the webhook).
 */
export function BillingHistory({ provider }: { provider: 'stripe' | 'test' }) {
  const query = useQuery({ queryKey: invoicesQueryKey, queryFn: fetchInvoices });
  const portal = useMutation({
    mutationFn: openBillingPortal,
    onSuccess: ({ url }) => window.location.assign(url),
  });
  const invoices = query.data?.invoices ?? [];
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-sm font-semibold">{SETTINGS_COPY.invoicesAndReceipts}</h3>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Alert>{errorMessage(query.error, MESSAGES.serverError)}</Alert> : null}
      {query.isSuccess && invoices.length === 0 ? (
        <p className="text-sm text-muted-foreground">{SETTINGS_COPY.noInvoicesYet}</p>
      ) : null}
      {invoices.length > 0 ? (
        <ul
          aria-label={SETTINGS_COPY.invoicesAndReceipts}
          className="flex flex-col divide-y divide-border text-sm"
        >
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
              <span>{shortDate.format(new Date(invoice.date))}</span>
              <span className="min-w-0 flex-1 truncate text-muted-foreground">{invoice.description}</span>
              <span>{invoice.amount}</span>
              <span>{invoice.status}</span>
              {invoice.url ? (
                <a href={invoice.url} target="_blank" rel="noreferrer" className="text-primary underline">
                  {SETTINGS_COPY.view}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {provider === 'stripe' ? (
        <div className="flex flex-col gap-2">
          {portal.isError ? <Alert>{errorMessage(portal.error, MESSAGES.serverError)}</Alert> : null}
          <Button
            variant="outline"
            className="self-start"
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
          >
            {portal.isPending ? <Spinner /> : null}
            {SETTINGS_COPY.managePaymentMethodAt}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
