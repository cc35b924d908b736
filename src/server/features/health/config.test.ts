import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '../../../shared/schemas/config';
import { EnvError, loadEnv } from '../../env';
import { createTestApp } from '../../../testing/test-app';

async function configOf(settings: Record<string, string>) {
  const t = await createTestApp(settings);
  try {
    const res = await t.request('/api/config');
    expect(res.status).toBe(200);
    return publicConfigSchema.parse(await res.json());
  } finally {
    await t.close();
  }
}

describe('GET /api/config: the support address (SUPPORT_EMAIL)', () => {
  it('gives the configured address, and null when none is set (no address is made up)', async () => {
    expect((await configOf({ SUPPORT_EMAIL: ' help@school.example ' })).supportEmail).toBe(
      'help@school.example',
    );
    expect((await configOf({})).supportEmail).toBeNull();
    expect((await configOf({ SUPPORT_EMAIL: '' })).supportEmail).toBeNull();
  });

  it('refuses a setting that is not an e-mail address', () => {
    expect(() => loadEnv({ SUPPORT_EMAIL: 'support desk' })).toThrow(EnvError);
  });
});
