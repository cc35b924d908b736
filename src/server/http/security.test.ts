import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every response', () => {
  it.each(['/api/health', '/api/me', '/api/nothing-here'])(
    '%s carries the security headers',
    async (path) => {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    },
  );

  it('allows no plugins (object-src none); the PDF viewer uses an iframe, which frame-src self allows', async () => {
    const csp = (await t.request('/api/me')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-src 'self'");
  });

  it('sends no HSTS when the site is not served over HTTPS, whatever a client claims', async () => {
    expect((await t.request('/api/me')).headers.get('strict-transport-security')).toBeNull();
    const claimed = await t.request('/api/me', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('health', () => {
  it('reports the database and the adapters in use', async () => {
    const res = await t.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'ok',
      db: t.deps.database.kind,
      dbUp: true,
      ai: 'offline',
      payments: 'test',
    });
  });

  it('publishes the settings the web app mirrors', async () => {
    const res = await t.request('/api/config');
    expect(await res.json()).toEqual({
      writingModes: 'enabled',
      demoMaxPrompts: 5,
      checkout: { kind: 'test', label: 'Test checkout' },
      ai: { provider: 'offline', label: 'Offline tutor' },
      devOutbox: true,
      supportEmail: null,
    });
  });
});

describe('a site served over HTTPS (BASE_URL https://…)', () => {
  it('sends HSTS on every response', async () => {
    const secure = await createTestApp({ BASE_URL: 'https://smarty.example' });
    try {
      for (const path of ['/api/me', '/api/nothing-here', '/app']) {
        const res = await secure.request(path);
        expect(res.headers.get('strict-transport-security'), path).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await secure.close();
    }
  });
});
