// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { BILLING_MESSAGES, MESSAGES } from '../../../../shared/messages';
import { PaymentSuccessPage } from './payment-success-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page at /payment-success?session_id=cs_1, with the session lookup and /api/me answering as given. */
function renderPage(answers: { email: () => Response; me: () => Response }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/get-user-email-from-session') return answers.email();
      if (path === '/api/me') return answers.me();
      return json(404, { error: 'not found' });
    }),
  );
  window.history.replaceState(null, '', '/payment-success?session_id=cs_1');
  render(<PaymentSuccessPage onConfirmed={() => {}} onSignIn={() => {}} />);
}

describe('payment-success page: failures without error text show the spec’s texts, never HTTP 500', () => {
  it("the session's e-mail cannot be fetched", async () => {
    renderPage({ email: () => new Response('', { status: 500 }), me: () => json(200, { user: null }) });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BILLING_MESSAGES.fetchFailed);
    expect(alert.textContent).toContain(BILLING_MESSAGES.contactSupport);
    expect(alert.textContent).not.toMatch(/HTTP \d+/);
  });

  it('the session check fails with a bare 500', async () => {
    renderPage({
      email: () => json(200, { email: 'ada@example.com' }),
      me: () => new Response('', { status: 500 }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`${BILLING_MESSAGES.autologinFailed}${MESSAGES.serverError}`);
    expect(alert.textContent).not.toMatch(/HTTP \d+/);
  });

  it("the session check fails with the server's own text: that text is shown", async () => {
    renderPage({
      email: () => json(200, { email: 'ada@example.com' }),
      me: () => json(503, { error: 'The database is starting. Please try again in a minute.' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      `${BILLING_MESSAGES.autologinFailed}The database is starting. Please try again in a minute.`,
    );
  });
});
