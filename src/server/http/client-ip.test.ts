import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { clientIp } from './client-ip';

function appWith(header: string | undefined) {
  return new Hono().get('/', (c) => c.text(clientIp(c, header)));
}

describe('client IP', () => {
  it('ignores forwarding headers when no trusted proxy header is configured', async () => {
    const res = await appWith(undefined).request('/', { headers: { 'x-forwarded-for': '1.2.3.4' } });
    expect(await res.text()).toBe('unknown');
  });

  it('takes the last entry of the configured header (the one our proxy appended)', async () => {
    const res = await appWith('x-forwarded-for').request('/', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
    });
    expect(await res.text()).toBe('203.0.113.9');
  });

  it('ignores other headers even when one is configured', async () => {
    const res = await appWith('x-real-ip').request('/', { headers: { 'x-forwarded-for': '6.6.6.6' } });
    expect(await res.text()).toBe('unknown');
  });
});
