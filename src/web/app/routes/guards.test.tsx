// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccountUser } from '../../../shared/schemas/accounts';
import { BILLING_MESSAGES } from '../../../shared/messages';
import { sessionQueryKey } from '../../features/accounts/api/accounts-api';
import { PublicOnly } from './guards';
import { MemberPaymentSuccessRoute } from './payment-success-route';
import { accountUserFixture } from '../../../testing/account-user';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const member = accountUserFixture();

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

/** The public pages' guard at `url`, the session known (or still loading when `user` is undefined). */
function renderAt(url: string, user: AccountUser | null | undefined) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/get-user-email-from-session') return json({ email: member.email });
      if (path === '/api/me') return user === undefined ? new Promise<Response>(() => {}) : json({ user });
      return new Response('{}', { status: 404 });
    }),
  );
  window.history.replaceState(null, '', url);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user !== undefined) client.setQueryData(sessionQueryKey, { user });
  render(
    <QueryClientProvider client={client}>
      <PublicOnly checkoutReturn={<MemberPaymentSuccessRoute />}>
        <header>Public header</header>
        <p>Public page</p>
      </PublicOnly>
    </QueryClientProvider>,
  );
}

describe('/payment-success', () => {
  it('a member back from the checkout sees the page alone, from Processing to Payment Success, no public header', async () => {
    renderAt('/payment-success?session_id=cs_1', member);
    expect(screen.getByRole('heading', { name: BILLING_MESSAGES.processing })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('Public header')).toBeNull();
    expect(await screen.findByRole('heading', { name: BILLING_MESSAGES.successTitle })).toBeTruthy();
    expect(screen.queryByText('Public header')).toBeNull();
    expect(window.location.pathname).toBe('/payment-success');
  });

  it('a visitor sees it inside the public site', () => {
    renderAt('/payment-success?session_id=cs_1', null);
    expect(screen.getByText('Public header')).toBeTruthy();
  });

  it('while the session is not known yet: Loading..., neither the public header nor the page', () => {
    renderAt('/payment-success?session_id=cs_1', undefined);
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.queryByText('Public header')).toBeNull();
  });

  it('a member without a session id goes to /app at once', () => {
    renderAt('/payment-success', member);
    expect(window.location.pathname).toBe('/app');
    expect(screen.queryByText('Public header')).toBeNull();
  });
});
