import { describe, expect, it } from 'vitest';
import { PLANS, capitalisePlanLevel, isSelectablePlan } from './plans';

describe('plan catalogue', () => {
  it('has the eight regular plans of the spec plus the secret test plan', () => {
    const regular = PLANS.filter((p) => !p.isSecret).map((p) => p.displayName);
    expect(regular).toEqual([
      'Programming Pro',
      'Math Master',
      'Science Explorer',
      'Writing Wizard',
      'Literature Guide',
      'History Scholar',
      'Nursing Pro',
      'Faith Foundations',
    ]);
    expect(PLANS.filter((p) => p.isSecret)).toHaveLength(1);
  });

  it('prices every plan at $19.99 against $45, 56% OFF, popular on programming and nursing', () => {
    for (const p of PLANS)
      expect([p.priceDisplay, p.originalPrice, p.discount]).toEqual(['$19.99', '$45', '56% OFF']);
    expect(PLANS.filter((p) => p.isPopular).map((p) => p.level)).toEqual(['programming', 'nursing']);
  });

  it('lets all eight plans be chosen (issue 16), but not a coming-soon or unknown plan', () => {
    expect(PLANS.filter((p) => p.isComingSoon)).toEqual([]);
    for (const p of PLANS) expect(isSelectablePlan(p.level), p.level).toBe(true);
    const announced = PLANS.map((p) => (p.level === 'math' ? { ...p, isComingSoon: true } : p));
    expect(isSelectablePlan('math', announced)).toBe(false);
    expect(isSelectablePlan('programming', announced)).toBe(true);
    expect(isSelectablePlan('programming')).toBe(true);
    expect(isSelectablePlan('secret_test')).toBe(true);
    expect(isSelectablePlan('platinum')).toBe(false);
  });

  it('capitalises plan levels for the registration modal', () => {
    expect(capitalisePlanLevel('nursing')).toBe('Nursing');
    expect(capitalisePlanLevel('secret_test')).toBe('Secret Test');
  });
});
