// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import { BILLING_MESSAGES } from '../../../../shared/messages';
import { SubscribeScreen } from './subscribe-screen';
import { accountUserFixture } from '../../../../testing/account-user';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = (subscriptionStatus: AccountUser['subscriptionStatus']) =>
  accountUserFixture({ subscriptionStatus });

function renderScreen(status: AccountUser['subscriptionStatus']) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ error: 'not found' }), { status: 404 })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SubscribeScreen user={user(status)} onLogout={() => {}} />
    </QueryClientProvider>,
  );
  return screen.getByRole('heading', { name: BILLING_MESSAGES.subscriptionRequired }).nextElementSibling
    ?.textContent;
}

describe('subscribe screen: the greeting fits the account', () => {
  it('a new account is ready for its first checkout', () => {
    expect(renderScreen('none')).toBe(
      'Welcome, Ada. Your account is ready: complete checkout for your plan to open your Smarty workspace.',
    );
  });

  it('an ended subscription is welcomed back, not greeted as a new account', () => {
    const greeting = renderScreen('canceled');
    expect(greeting).toBe(
      'Welcome back, Ada. Your subscription has ended: subscribe again to open your Smarty workspace.',
    );
    expect(screen.getByText('Subscription canceled')).toBeTruthy();
  });

  it('a missed payment says so', () => {
    expect(renderScreen('past_due')).toBe(
      'Welcome back, Ada. Your last payment did not go through: complete checkout for your plan to open your Smarty workspace again.',
    );
  });
});
