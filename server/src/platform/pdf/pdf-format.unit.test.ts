import { describe, expect, it } from 'vitest';
import { istDate, pdfRupees, percent } from './pdf-format';

describe('how the PDFs print money, rates and dates', () => {
  it('prints paise as rupees with both paise digits, grouped the Indian way', () => {
    expect(pdfRupees(129950)).toBe('₹1,299.50');
    expect(pdfRupees(12345600)).toBe('₹1,23,456.00');
    expect(pdfRupees(1234567800)).toBe('₹1,23,45,678.00');
    expect(pdfRupees(34900)).toBe('₹349.00');
    expect(pdfRupees(5)).toBe('₹0.05');
    expect(pdfRupees(0)).toBe('₹0.00');
    expect(pdfRupees(-5000)).toBe('−₹50.00');
    expect(() => pdfRupees(1.5)).toThrow(RangeError);
  });

  it('prints a rate in basis points as a percentage', () => {
    expect(percent(1800)).toBe('18%');
    expect(percent(900)).toBe('9%');
    expect(percent(250)).toBe('2.5%');
    expect(percent(0)).toBe('0%');
  });

  it('prints the day in India, whatever the server’s zone', () => {
    expect(istDate('2026-11-27T05:30:00.000Z')).toBe('27 Nov 2026');
    expect(istDate('2026-03-31T18:29:59.999Z')).toBe('31 Mar 2026');
    expect(istDate('2026-03-31T18:30:00.000Z')).toBe('1 Apr 2026');
    expect(istDate(new Date('2026-09-05T20:00:00Z'))).toBe('6 Sep 2026');
    expect(() => istDate('not a date')).toThrow(RangeError);
  });
});
