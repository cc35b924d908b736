import { describe, expect, it } from 'vitest';
import { blend, contrastRatio, readableOn } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio: black on white is 21:1, a colour on itself 1:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 is the lightest grey that passes AA on white
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('blends a tint over a background', () => {
    expect(blend('#ff0000', '#ffffff', 0.1)).toBe('#ffe6e6');
    expect(blend('#000000', '#ffffff', 1)).toBe('#000000');
  });

  it('keeps a colour that already reads and darkens one that does not, to the first passing shade', () => {
    expect(readableOn('#1d4ed8', '#ffffff')).toBe('#1d4ed8');
    const amber = readableOn('#f59e0b', '#fef5e6');
    expect(contrastRatio(amber, '#fef5e6')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#f59e0b', '#fef5e6')).toBeLessThan(4.5);
    // not darker than needed
    expect(contrastRatio(amber, '#fef5e6')).toBeLessThan(4.8);
  });

  it('on a dark background it lightens instead', () => {
    const navy = readableOn('#1d4ed8', '#0f172a');
    expect(contrastRatio('#1d4ed8', '#0f172a')).toBeLessThan(4.5);
    expect(contrastRatio(navy, '#0f172a')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(navy, '#0f172a')).toBeLessThan(4.8);
  });
});
