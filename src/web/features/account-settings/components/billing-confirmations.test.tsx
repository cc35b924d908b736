// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { BillingSummary } from '../../../../shared/account-settings';
import { BillingSection } from './billing-section';
import { DeleteAccountSection } from './delete-account-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const PERIOD_END = '2026-12-22T10:00:00.000Z';
const longDate = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'long' }).format(new Date(iso));

const active: NonNullable<BillingSummary['subscription']> = {
  planLevel: 'programming',
  planName: 'Programming Pro',
  priceDisplay: '$19.99',
  provider: 'test',
  status: 'active',
  cancelAtPeriodEnd: false,
  periodEnd: PERIOD_END,
  startedAt: '2026-11-22T10:00:00.000Z',
  refundable: true,
  refundableUntil: PERIOD_END,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** A server for the Billing section: the summary, no invoices, and the subscription actions (recorded). */
function billingServer() {
  const posts: Array<{ path: string; body: unknown }> = [];
  const fetchSpy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (init?.method === 'POST') {
      posts.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (path === '/api/account/billing/cancel')
        return json({ subscription: { ...active, cancelAtPeriodEnd: true, refundable: true } });
      if (path === '/api/account/billing/refund')
        return json({ subscription: { ...active, status: 'canceled', refundable: false } });
      if (path === '/api/account/delete') return json({ ok: true });
    }
    if (path === '/api/account/billing') return json({ subscription: active });
    if (path === '/api/account/billing/invoices') return json({ invoices: [] });
    return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchSpy);
  return { posts };
}

describe('Billing section: cancelling asks first and says what happens', () => {
  it('cancel at period end: a dialog names the date access ends; keeping the subscription sends nothing', async () => {
    const { posts } = billingServer();
    renderWithClient(<BillingSection onAccessChanged={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel at period end?' });
    expect(dialog.textContent).toContain(
      `You keep full access to Smarty Premium until ${longDate(PERIOD_END)}`,
    );
    expect(dialog.textContent).toContain('You can resume it any time before then.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my subscription' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts).toEqual([]);
  });

  it('cancel at period end: confirming cancels, and the section shows the end date', async () => {
    const { posts } = billingServer();
    const onAccessChanged = vi.fn();
    renderWithClient(<BillingSection onAccessChanged={onAccessChanged} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel at period end' }));
    const dialog = screen.getByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    await screen.findByText(`Access until ${longDate(PERIOD_END)}`);
    expect(posts.map((p) => p.path)).toEqual(['/api/account/billing/cancel']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Resume subscription' })).toBeTruthy();
    expect(onAccessChanged).toHaveBeenCalled();
  });

  it('is keyboard operable: focus starts on the safe choice, Escape leaves, focus goes back to the button', async () => {
    const { posts } = billingServer();
    renderWithClient(<BillingSection onAccessChanged={() => {}} />);
    const opener = await screen.findByRole('button', { name: 'Cancel at period end' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('alertdialog');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(dialog).getByRole('button', { name: 'Keep my subscription' }),
      ),
    );
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
    expect(posts).toEqual([]);
  });

  it('cancel and refund: the dialog says access ends at once and the payment is refunded; confirming refunds', async () => {
    const { posts } = billingServer();
    renderWithClient(<BillingSection onAccessChanged={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel and refund' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel and refund?' });
    expect(dialog.textContent).toContain('your payment of $19.99 is refunded to your card');
    expect(dialog.textContent).toContain('Your access to Smarty Premium ends at once.');
    expect(posts).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await screen.findByText('Canceled');
    expect(posts.map((p) => p.path)).toEqual(['/api/account/billing/refund']);
  });
});

describe('Delete account asks first and says what goes', () => {
  it('checks the password, then asks in a dialog; keeping the account sends nothing, confirming deletes', async () => {
    const { posts } = billingServer();
    const onDeleted = vi.fn();
    renderWithClient(<DeleteAccountSection onDeleted={onDeleted} />);
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    fireEvent.click(submit);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret123' } });
    fireEvent.click(submit);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog.textContent).toContain(
      'essays, saved articles, uploads, study paths, chats and flashcards',
    );
    expect(dialog.textContent).toContain('This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(posts).toEqual([]);

    fireEvent.click(submit);
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete my account' }),
      );
    });
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(posts).toEqual([{ path: '/api/account/delete', body: { password: 'secret123' } }]);
  });
});

describe('Delete account: the dialog tells the two choices apart', () => {
  it('"Delete my account" is red (the danger button), "Keep my account" plain and focused first', async () => {
    // a student saw two identical buttons: the red classes sat beside the outline's own border and text colours,
    // and without class merging the stylesheet's order let the plain ones win
    billingServer();
    renderWithClient(<DeleteAccountSection onDeleted={() => {}} />);
    const submit = screen.getByRole('button', { name: 'Delete my account' });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret123' } });
    submit.focus();
    fireEvent.click(submit);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep my account' });
    const remove = within(dialog).getByRole('button', { name: 'Delete my account' });
    await waitFor(() => expect(document.activeElement).toBe(keep));
    for (const button of [remove, submit]) {
      expect(button.classList).toContain('text-danger');
      expect(button.classList).toContain('border-danger');
      // no plain colour beside the red for the stylesheet's order to pick
      for (const plain of ['text-foreground', 'border-input', 'text-primary-foreground', 'bg-primary']) {
        expect(button.classList).not.toContain(plain);
      }
    }
    expect(keep.classList).toContain('text-foreground');
    expect(keep.classList).not.toContain('text-danger');
  });
});

describe('Delete account: the dialog says what happens to the subscription as it stands', () => {
  /** Opens the delete dialog with the billing summary answering `subscription`, and gives its text. */
  async function dialogText(subscription: BillingSummary['subscription']) {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/account/billing') return json({ subscription });
        return new Response(JSON.stringify({ error: 'not found' }), { status: 404 });
      }),
    );
    renderWithClient(<DeleteAccountSection onDeleted={() => {}} />);
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    await waitFor(() => expect(dialog.textContent).not.toContain('a subscription still running'));
    return dialog.textContent ?? '';
  }

  it('a running subscription is cancelled without a refund', async () => {
    const text = await dialogText({ ...active, refundable: false });
    expect(text).toContain(
      'and your subscription is cancelled at once, without a refund. You are signed out.',
    );
  });

  it('within the guarantee, it says how to get the money back first', async () => {
    const text = await dialogText(active);
    expect(text).toContain(
      'cancelled at once, without a refund: to get your money back under the guarantee, choose Cancel and refund under Billing first.',
    );
  });

  it('an already refunded or ended subscription is not said to be cancelled without a refund', async () => {
    const text = await dialogText({ ...active, status: 'canceled', refundable: false });
    expect(text).toContain('Your subscription has already ended, so nothing more is charged.');
    expect(text).not.toContain('without a refund');
  });

  it('an account that never subscribed hears nothing about a subscription', async () => {
    const text = await dialogText(null);
    expect(text).toContain('chats and flashcards are deleted. You are signed out.');
    expect(text).not.toMatch(/subscription|refund/);
  });
});
