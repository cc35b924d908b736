// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountUser } from '../../../../shared/schemas/accounts';
import type { DemoUser } from '../../../../shared/schemas/demo';
import { ApiRequestError } from '../../../lib/api-client';
import { demoStateAt, formatRemainingTime } from './demo-state';
import { DEMO_STORAGE_KEYS, hasResumableDemo, readStoredDemo, saveStoredDemo } from './demo-storage';
import { resumeDemo, type ResumeDependencies } from './resume-demo';

const NOW = Date.parse('2026-03-01T12:00:00Z');

const demoUser: DemoUser = {
  id: 'demo-1',
  email: 'demo_abc123@demo.smarty.invalid',
  username: 'demo_abc123',
  is_demo: true,
  demo_expires_at: '2026-03-02T11:00:00Z',
  created_at: '2026-03-01T11:00:00Z',
};

function account(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 'demo-1',
    email: demoUser.email,
    firstName: 'Demo',
    lastName: 'Student',
    username: demoUser.username,
    displayName: null,
    phone: null,
    school: null,
    grade: null,
    planLevel: null,
    subscriptionStatus: 'none',
    isDemo: true,
    demoExpiresAt: demoUser.demo_expires_at,
    ...overrides,
  };
}

function store(user: DemoUser = demoUser) {
  saveStoredDemo({ user, password: 'generated-demo-pass' }, demoStateAt(user, NOW, 2, 5));
}

function deps(overrides: Partial<ResumeDependencies> = {}): ResumeDependencies {
  return {
    fetchCurrentUser: vi.fn(async () => account()),
    signInDemo: vi.fn(async () => account()),
    demoSessionExists: vi.fn(async () => true),
    now: () => NOW,
    ...overrides,
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('resumeDemo', () => {
  it("without a stored demo: 'No demo session found…'; a session param asks for a one-time code", async () => {
    expect(await resumeDemo(null, deps())).toEqual({
      kind: 'failed',
      message: 'No demo session found. Please start a demo from the homepage.',
    });
    expect(await resumeDemo('demo_abc123', deps({ fetchCurrentUser: vi.fn(async () => null) }))).toEqual({
      kind: 'code',
      email: 'demo_abc123@demo.smarty.invalid',
    });
    expect(await resumeDemo('not a key', deps())).toEqual({
      kind: 'failed',
      message: 'Demo session not found or expired. Please start a new demo.',
    });
    // An ended or expired demo has no code to send.
    const gone = deps({
      fetchCurrentUser: vi.fn(async () => null),
      demoSessionExists: vi.fn(async () => false),
    });
    expect(await resumeDemo('demo_abc123', gone)).toEqual({
      kind: 'failed',
      message: 'Demo session not found or expired. Please start a new demo.',
    });
  });

  it('after signing in with a code, the demo is kept in this browser without a password', async () => {
    const result = await resumeDemo('demo_abc123', deps());
    expect(result).toMatchObject({
      kind: 'ready',
      demo: { user: { id: 'demo-1', email: demoUser.email }, password: '' },
    });
    expect(readStoredDemo()).toMatchObject({
      user: { id: 'demo-1', created_at: '2026-03-01T11:00:00.000Z' },
      password: '',
    });
    // Its session gone later, it asks for a new code instead of a password it never had.
    expect(await resumeDemo(null, deps({ fetchCurrentUser: vi.fn(async () => null) }))).toEqual({
      kind: 'code',
      email: demoUser.email,
    });
  });

  it('resumes the stored demo by its e-mail local part, using the live session cookie', async () => {
    store();
    const d = deps();
    const result = await resumeDemo('demo_abc123', d);
    expect(result).toMatchObject({ kind: 'ready', demo: { user: demoUser }, user: { id: 'demo-1' } });
    expect(d.signInDemo).not.toHaveBeenCalled();
  });

  it('a session param naming another demo asks for its code and leaves the stored demo alone', async () => {
    store();
    const d = deps();
    expect(await resumeDemo('demo_other', d)).toEqual({
      kind: 'code',
      email: 'demo_other@demo.smarty.invalid',
    });
    expect(d.signInDemo).not.toHaveBeenCalled();
    expect(readStoredDemo()).toMatchObject({ user: { id: 'demo-1' }, password: 'generated-demo-pass' });
  });

  it('signs in with the stored password when the session is gone', async () => {
    store();
    const d = deps({ fetchCurrentUser: vi.fn(async () => null) });
    expect(await resumeDemo(null, d)).toMatchObject({ kind: 'ready' });
    expect(d.signInDemo).toHaveBeenCalledWith(demoUser.email, 'generated-demo-pass');
  });

  it('an expired demo is removed from storage', async () => {
    store({ ...demoUser, demo_expires_at: '2026-03-01T11:59:59Z' });
    expect(await resumeDemo(null, deps())).toEqual({
      kind: 'failed',
      message: 'Demo session not found or expired. Please start a new demo.',
    });
    expect(Object.values(DEMO_STORAGE_KEYS).map((key) => localStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
  });

  it('a demo the server no longer knows is removed; a network failure keeps it', async () => {
    store();
    const network = deps({
      fetchCurrentUser: vi.fn(async () => null),
      signInDemo: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    expect(await resumeDemo(null, network)).toEqual({
      kind: 'failed',
      message: 'Failed to load demo session. Please try again.',
    });
    expect(readStoredDemo()).not.toBeNull();

    const gone = deps({
      fetchCurrentUser: vi.fn(async () => null),
      signInDemo: vi.fn(async () => {
        throw new ApiRequestError(401, 'Invalid email or password');
      }),
    });
    expect(await resumeDemo(null, gone)).toMatchObject({ kind: 'failed' });
    expect(readStoredDemo()).toBeNull();
  });

  it('a signed-in subscriber is sent on to /app', async () => {
    store();
    const member = account({ id: 'u1', isDemo: false, email: 'ada@example.com' });
    expect(await resumeDemo(null, deps({ fetchCurrentUser: vi.fn(async () => member) }))).toEqual({
      kind: 'member',
      user: member,
    });
  });
});

describe('demo storage and state', () => {
  it('offers to resume only an unexpired stored demo', () => {
    expect(hasResumableDemo()).toBe(false);
    store({ ...demoUser, demo_expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(hasResumableDemo()).toBe(true);
    store({ ...demoUser, demo_expires_at: new Date(Date.now() - 1).toISOString() });
    expect(hasResumableDemo()).toBe(false);
    localStorage.setItem(DEMO_STORAGE_KEYS.user, '{not json');
    expect(hasResumableDemo()).toBe(false);
  });

  it('computes the spec’s demo state fields', () => {
    expect(demoStateAt(demoUser, NOW, 2, 5)).toEqual({
      isActive: true,
      startTime: Date.parse(demoUser.created_at),
      remainingTime: 23 * 3_600_000,
      promptsUsed: 2,
      maxPrompts: 5,
      demoDuration: 1440,
      demoUser,
    });
    expect(demoStateAt(demoUser, NOW, 5, 5).isActive).toBe(false);
    expect(demoStateAt(demoUser, Date.parse(demoUser.demo_expires_at), 0, 5)).toMatchObject({
      isActive: false,
      remainingTime: 0,
    });
  });

  it('formats the remaining time', () => {
    expect(formatRemainingTime(24 * 3_600_000)).toBe('24h 0m');
    expect(formatRemainingTime(23 * 3_600_000 + 59 * 60_000 + 59_000)).toBe('23h 59m');
    expect(formatRemainingTime(12 * 60_000)).toBe('12m');
    expect(formatRemainingTime(30_000)).toBe('< 1m');
    expect(formatRemainingTime(0)).toBe('0m');
  });
});
