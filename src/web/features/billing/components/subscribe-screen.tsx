import { useState } from 'react';
import { Link } from '../../../lib/router';
import { Check, CreditCard, LogOut, Settings } from 'lucide-react';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { BILLING_MESSAGES } from '../../../../shared/messages';
import { findPlan } from '../../../../shared/plans';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { usePublicConfig } from '../../../lib/public-config';
import { continueToCheckout } from '../api/billing-api';
import { BILLING_COPY } from '../messages';

export interface SubscribeScreenProps {
  user: AccountUser;
  onLogout: () => void;
  isLoggingOut?: boolean;
}

const STATUS_NOTE: Record<AccountUser['subscriptionStatus'], string> = {
  none: BILLING_COPY.paymentNotCompleted,
  active: 'Active',
  past_due: BILLING_COPY.paymentPastDue,
  canceled: BILLING_COPY.subscriptionCanceled,
};

/** The greeting fits the account: a new one is ready for its first checkout, an ended subscription is welcomed back. */
const GREETING: Record<
  Exclude<AccountUser['subscriptionStatus'], 'active'>,
  (firstName: string) => string
> = {
  none: BILLING_COPY.welcomeYourAccountIs,
  past_due: BILLING_COPY.welcomeBackPastDue,
  canceled: BILLING_COPY.welcomeBackCanceled,
};

/**
 * /app for an account without an active subscription: its plan and the way to checkout, instead of the
 * workspace (the server refuses paid features to it anyway).
 */
export function SubscribeScreen({ user, onLogout, isLoggingOut = false }: SubscribeScreenProps) {
  const config = usePublicConfig();
  const plan = user.planLevel ? findPlan(user.planLevel) : undefined;
  const available = plan !== undefined && !plan.isComingSoon;
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function checkout() {
    if (!plan || working) return;
    setWorking(true);
    setError(null);
    const message = await continueToCheckout(plan.level, {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
    });
    // On success the browser is leaving for the checkout page: the button keeps saying so.
    if (message !== null) {
      setError(message);
      setWorking(false);
    }
  }

  return (
    <div className="flex min-h-dvh flex-col bg-background">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <div className="flex items-center gap-2">
            <Link to="/app/settings" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              <Settings aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{BILLING_COPY.accountSettings}</span>
            </Link>
            <Button variant="outline" size="sm" onClick={onLogout} disabled={isLoggingOut}>
              {isLoggingOut ? <Spinner /> : <LogOut aria-hidden="true" />}
              {BILLING_COPY.logout}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
        <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-8">
          <Badge variant="warning">{STATUS_NOTE[user.subscriptionStatus]}</Badge>
          <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
            {BILLING_MESSAGES.subscriptionRequired}
          </h1>
          <p className="mt-2 text-pretty text-muted-foreground">
            {user.subscriptionStatus === 'active' ? null : GREETING[user.subscriptionStatus](user.firstName)}
          </p>

          {plan ? (
            <div className="mt-6 rounded-xl border border-border bg-muted/60 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold">{plan.displayName}</h2>
                {plan.isSecret ? null : (
                  <p className="text-sm">
                    <span className="text-xl font-bold">{plan.priceDisplay}</span>
                    <span className="text-muted-foreground">{BILLING_COPY.month}</span>
                  </p>
                )}
              </div>
              {plan.isSecret ? null : (
                <p className="mt-1 text-xs text-muted-foreground">
                  <span className="line-through">{plan.originalPrice}</span> · {plan.discount}
                </p>
              )}
              <ul className="mt-3 flex flex-col gap-1.5 text-sm">
                {plan.features.slice(0, 4).map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          {error ? <Alert className="mt-5">{error}</Alert> : null}
          {available ? (
            <Button size="lg" className="mt-6 w-full" onClick={() => void checkout()} disabled={working}>
              {working ? <Spinner /> : <CreditCard aria-hidden="true" />}
              {working ? BILLING_COPY.startingCheckout : BILLING_COPY.continueToCheckout}
            </Button>
          ) : (
            <Alert variant="info" role="status" className="mt-6">
              {BILLING_MESSAGES.planUnavailable}
            </Alert>
          )}
          <p className="mt-3 text-center text-xs text-muted-foreground">
            {config.data?.checkout.kind === 'test'
              ? BILLING_COPY.testCheckoutNoReal
              : BILLING_COPY.monthlyBillingCancelAnytime}
          </p>
          <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">
            {BILLING_COPY.signedInAs(user.email)}
          </p>
        </div>
      </main>
    </div>
  );
}
