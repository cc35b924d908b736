import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from '../../../lib/router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CircleAlert, FlaskConical, Lock } from 'lucide-react';
import type { TestCardPayment, TestCheckout } from '../../../../shared/schemas/billing';
import { BILLING_MESSAGES, MESSAGES } from '../../../../shared/messages';
import {
  TEST_CARDS,
  TEST_CARD_MESSAGES,
  isValidCvc,
  isValidExpiry,
  normaliseCardNumber,
} from '../../../../shared/validation/test-card';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonVariants } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Logo } from '../../../components/ui/logo';
import { Spinner } from '../../../components/ui/spinner';
import { fetchTestCheckout, payTestCheckout } from '../api/billing-api';
import { BILLING_COPY } from '../messages';

type Field = keyof TestCardPayment;
type FieldErrors = Partial<Record<Field, string>>;

const LOAD_FAILED = BILLING_COPY.thisCheckoutCouldNot;
/** The secret test plan shows no price (spec 1 §2); at the test checkout nothing is charged for it. */
const TEST_PLAN_PRICE = '$0.00';
const TEST_PLAN_NOTE = BILLING_COPY.testPlan;

/** '4242424242424242' → '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Typing '1230' gives '12/30'; deleting through the slash works. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The same checks as the server, so mistakes show at once. */
export function validatePayment(payment: TestCardPayment, now: Date): FieldErrors {
  const errors: FieldErrors = {};
  const number = normaliseCardNumber(payment.cardNumber);
  if (number !== TEST_CARDS.success && number !== TEST_CARDS.declined)
    errors.cardNumber = TEST_CARD_MESSAGES.unknownCard;
  if (!isValidExpiry(payment.expiry, now)) errors.expiry = TEST_CARD_MESSAGES.expiry;
  if (!isValidCvc(payment.cvc)) errors.cvc = TEST_CARD_MESSAGES.cvc;
  if (!payment.name.trim()) errors.name = TEST_CARD_MESSAGES.name;
  return errors;
}

function pickFields(fields: Readonly<Record<string, string>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const key of ['name', 'cardNumber', 'expiry', 'cvc'] as const) {
    if (fields[key]) errors[key] = fields[key];
  }
  return errors;
}

/**
 * The built-in test checkout (/checkout/test/:id): stands in for a hosted checkout when no payment
 * provider is configured. Only the signed-in owner of the checkout can open it.
 */
export function TestCheckoutPage() {
  const id = useParams().id ?? '';
  const query = useQuery({
    queryKey: ['test-checkout', id],
    queryFn: ({ signal }) => fetchTestCheckout(id, { signal }),
    staleTime: 0,
  });

  return (
    <div className="min-h-dvh bg-background">
      {query.isPending ? (
        <p role="status" className="flex min-h-dvh items-center justify-center text-muted-foreground">
          {BILLING_COPY.loading}
        </p>
      ) : query.isError ? (
        <CheckoutProblem message={loadErrorMessage(query.error)} />
      ) : query.data.status === 'complete' ? (
        <CheckoutProblem
          message={BILLING_COPY.alreadyPaid}
          action={
            <Link to={`/payment-success?session_id=${encodeURIComponent(id)}`} className={buttonVariants()}>
              {BILLING_COPY.continue}
            </Link>
          }
        />
      ) : query.data.status === 'expired' ? (
        <CheckoutProblem message={BILLING_MESSAGES.checkoutExpired} />
      ) : (
        <CheckoutLayout checkout={query.data} />
      )}
    </div>
  );
}

function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 401) return MESSAGES.notSignedIn;
  if (error instanceof ApiRequestError && error.status === 404) return BILLING_MESSAGES.checkoutNotFound;
  return errorMessage(error, LOAD_FAILED);
}

function CheckoutProblem({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <main id="main" className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-10">
      <Logo />
      <div className="flex w-full max-w-md flex-col items-center gap-4 rounded-2xl border border-border bg-card p-8 text-center shadow-sm">
        <CircleAlert className="size-10 text-danger" aria-hidden="true" />
        <p role="alert" className="text-lg font-semibold text-pretty">
          {message}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          {action}
          <Link to="/" className={buttonVariants({ variant: 'outline' })}>
            {BILLING_COPY.backToHome}
          </Link>
        </div>
      </div>
    </main>
  );
}

function TestModeNotice() {
  return (
    <div role="note" className="flex gap-3 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm">
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-foreground">{BILLING_COPY.testCheckoutNoReal2}</p>
        <p className="text-muted-foreground">
          {BILLING_COPY.payWith}
          <span className="font-mono whitespace-nowrap text-foreground">4242 4242 4242 4242</span>
          {BILLING_COPY.orUse}
          <span className="font-mono whitespace-nowrap text-foreground">4000 0000 0000 0002</span>
          {BILLING_COPY.toSeeADecline}
        </p>
      </div>
    </div>
  );
}

function CheckoutLayout({ checkout }: { checkout: TestCheckout }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <section
        aria-labelledby="order-summary-title"
        className="border-b border-border bg-muted/60 px-4 py-8 sm:px-8 lg:border-r lg:border-b-0 lg:py-16"
      >
        <div className="mx-auto flex max-w-md flex-col gap-6 lg:mr-0 lg:ml-auto lg:pr-8">
          <div className="flex items-center justify-between gap-3">
            <Link
              to="/app"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              {BILLING_COPY.backToSmarty}
            </Link>
            <Badge variant="warning">{BILLING_COPY.testMode}</Badge>
          </div>
          <div>
            <h1 id="order-summary-title" className="text-sm font-medium text-muted-foreground">
              {BILLING_COPY.subscribeTo(checkout.planName)}
            </h1>
            <p className="mt-1 flex items-baseline gap-2">
              <span className="text-4xl font-bold tracking-tight">
                {checkout.priceDisplay ?? TEST_PLAN_PRICE}
              </span>
              <span className="text-sm text-muted-foreground">
                {checkout.priceDisplay ? BILLING_COPY.perMonth : TEST_PLAN_NOTE}
              </span>
            </p>
          </div>
          <dl className="flex flex-col gap-3 text-sm">
            <div className="flex justify-between gap-4">
              <dt>
                <span className="font-medium">{checkout.planName}</span>
                <span className="block text-xs text-muted-foreground">{BILLING_COPY.billedMonthly}</span>
              </dt>
              <dd className="font-medium">{checkout.priceDisplay ?? TEST_PLAN_PRICE}</dd>
            </div>
            <div className="flex justify-between gap-4 border-t border-border pt-3">
              <dt className="font-semibold">{BILLING_COPY.totalDueToday}</dt>
              <dd className="font-semibold">
                {checkout.priceDisplay ?? `${TEST_PLAN_PRICE} — ${TEST_PLAN_NOTE}`}
              </dd>
            </div>
          </dl>
        </div>
      </section>
      <main id="main" className="px-4 py-8 sm:px-8 lg:py-16">
        <div className="mx-auto flex max-w-md flex-col gap-6 lg:mr-auto lg:ml-0 lg:pl-8">
          <TestModeNotice />
          <PaymentForm checkout={checkout} />
        </div>
      </main>
    </div>
  );
}

function PaymentForm({ checkout }: { checkout: TestCheckout }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<TestCardPayment>({ name: '', cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [declined, setDeclined] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  function update(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setDeclined(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    setDeclined(null);
    const invalid = validatePayment(values, new Date());
    if (Object.keys(invalid).length > 0) {
      setErrors(invalid);
      return;
    }
    setPaying(true);
    try {
      const { redirectUrl } = await payTestCheckout(checkout.id, values);
      if (redirectUrl.startsWith('/')) navigate(redirectUrl, { replace: true });
      else window.location.assign(redirectUrl);
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 402) {
        setDeclined(error.message);
      } else if (error instanceof ApiRequestError && Object.keys(pickFields(error.fields)).length > 0) {
        setErrors(pickFields(error.fields));
      } else {
        setDeclined(errorMessage(error, BILLING_COPY.thePaymentCouldNot));
      }
      setPaying(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} aria-labelledby="pay-title" className="flex flex-col gap-5">
      <h2 id="pay-title" className="text-lg font-semibold">
        {BILLING_COPY.payWithCard}
      </h2>
      <div className="flex flex-col gap-1.5">
        <span className="text-sm font-medium">{BILLING_COPY.email}</span>
        <p className="truncate rounded-md border border-border bg-muted px-3 py-2 text-sm">
          {checkout.email}
        </p>
      </div>
      <FormField
        label={BILLING_COPY.cardNumber}
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
        value={values.cardNumber}
        error={errors.cardNumber}
        onChange={(event) => update('cardNumber', formatCardNumber(event.target.value))}
        inputClassName="font-mono"
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label={BILLING_COPY.expiryMmYy}
          name="expiry"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={BILLING_COPY.mmYy}
          required
          value={values.expiry}
          error={errors.expiry}
          onChange={(event) => update('expiry', formatExpiry(event.target.value))}
        />
        <FormField
          label={BILLING_COPY.cvc}
          name="cvc"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          required
          value={values.cvc}
          error={errors.cvc}
          onChange={(event) => update('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
        />
      </div>
      <FormField
        label={BILLING_COPY.nameOnCard}
        name="name"
        autoComplete="cc-name"
        required
        value={values.name}
        error={errors.name}
        onChange={(event) => update('name', event.target.value)}
      />
      {declined ? <Alert>{declined}</Alert> : null}
      <Button type="submit" size="lg" className="w-full" disabled={paying}>
        {paying ? (
          <>
            <Spinner />
            {BILLING_MESSAGES.processing}
          </>
        ) : (
          <>
            <Lock aria-hidden="true" />
            {BILLING_COPY.pay}
          </>
        )}
      </Button>
      <p className="text-center text-xs text-muted-foreground">{BILLING_COPY.testCheckoutBySmarty}</p>
    </form>
  );
}
