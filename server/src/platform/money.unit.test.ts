import { describe, expect, it } from 'vitest';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';

describe('money', () => {
  it('turns rupees into integer paise exactly, from numbers and text', () => {
    expect(rupeesToPaise(499)).toBe(49900);
    expect(rupeesToPaise(499.5)).toBe(49950);
    expect(rupeesToPaise('499.50')).toBe(49950);
    expect(rupeesToPaise(4.35)).toBe(435);
    expect(rupeesToPaise(' 0.01 ')).toBe(1);
  });

  it('refuses what is not an amount in rupees', () => {
    for (const bad of [-1, '-1', 1.234, '1.234', 'abc', '', Number.NaN, 1e21, '1e3', 0.1 + 0.2, 10_000_001]) {
      expect(rupeesToPaise(bad), String(bad)).toBeUndefined();
    }
  });

  it('shows paise as rupees', () => {
    expect(paiseToRupees(49950)).toBe(499.5);
    expect(paiseToRupees(49900)).toBe(499);
    expect(paiseToRupees(1)).toBe(0.01);
  });
});
