import { describe, expect, it } from 'vitest';
import { PLANS } from '../../../../shared/plans';
import { isSecretToggle, visiblePlans } from './secret-plan-toggle';

const key = (overrides: Partial<Parameters<typeof isSecretToggle>[0]>) => ({
  key: 'X',
  code: 'KeyX',
  ctrlKey: true,
  shiftKey: true,
  altKey: false,
  metaKey: false,
  repeat: false,
  ...overrides,
});

describe('isSecretToggle', () => {
  it('matches Ctrl+Shift+X only', () => {
    expect(isSecretToggle(key({}))).toBe(true);
    expect(isSecretToggle(key({ key: 'x', code: '' }))).toBe(true);
    expect(isSecretToggle(key({ shiftKey: false }))).toBe(false);
    expect(isSecretToggle(key({ ctrlKey: false }))).toBe(false);
    expect(isSecretToggle(key({ altKey: true }))).toBe(false);
    expect(isSecretToggle(key({ key: 'C', code: 'KeyC' }))).toBe(false);
    expect(isSecretToggle(key({ repeat: true }))).toBe(false);
  });
});

describe('visiblePlans', () => {
  it('hides the secret test plan until revealed', () => {
    const hidden = visiblePlans(false);
    expect(hidden.some((plan) => plan.isSecret)).toBe(false);
    expect(hidden).toHaveLength(PLANS.length - 1);
    expect(visiblePlans(true).map((plan) => plan.level)).toContain('secret_test');
  });
});
