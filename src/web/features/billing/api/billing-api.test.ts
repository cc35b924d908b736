// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BILLING_MESSAGES } from '../../../../shared/messages';
import { continueToCheckout } from './billing-api';
import { TEXTLESS_FAILURES } from '../../../../testing/failed-responses';

const customer = { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace' };

/** The server's answer to POST /api/create-checkout-session. */
function answer(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('continueToCheckout: the message when the checkout cannot start', () => {
  it.each<[string, () => Response]>([
    ...TEXTLESS_FAILURES,
    ['JSON without error text', () => Response.json({ success: false, error: ' ' }, { status: 500 })],
    ['a bare 502 from a proxy', () => new Response('Bad Gateway', { status: 502 })],
  ])(
    "a failure with %s: exactly 'Failed to start checkout session', never 'HTTP …'",
    async (_kind, response) => {
      const fetch = answer(response);
      const message = await continueToCheckout('programming', customer);
      expect(String((fetch.mock.calls[0] as unknown[] | undefined)?.[0])).toContain(
        '/api/create-checkout-session',
      );
      expect(message).toBe('Failed to start checkout session');
      expect(BILLING_MESSAGES.checkoutFailed).toBe('Failed to start checkout session');
      expect(message).not.toContain('HTTP');
    },
  );

  it('a 200 saying it failed without a reason: the same text', async () => {
    answer(() => Response.json({ success: false }));
    expect(await continueToCheckout('programming', customer)).toBe(BILLING_MESSAGES.checkoutFailed);
  });

  it("the server's own text when it gives one", async () => {
    answer(() => Response.json({ error: 'Checkout is not available right now.' }, { status: 503 }));
    expect(await continueToCheckout('programming', customer)).toBe('Checkout is not available right now.');
  });
});
