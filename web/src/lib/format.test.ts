import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatDimensions, formatIn, formatListingPrice, formatMegapixels, formatNumber, formatRupees } from './format';

describe('rupee formatting', () => {
  it('groups digits the Indian way: 1,00,000', () => {
    expect(formatRupees(100000)).toBe('₹1,00,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
    expect(formatRupees(999)).toBe('₹999');
    expect(formatRupees(1999)).toBe('₹1,999');
    expect(formatRupees(0)).toBe('₹0');
  });

  it("writes listing prices with 'Rs.'", () => {
    expect(formatListingPrice(100000)).toBe('Rs. 1,00,000');
    expect(formatListingPrice(499)).toBe('Rs. 499');
  });

  it('shows paise with both digits, and whole rupees without any', () => {
    expect(formatRupees(499.5)).toBe('₹499.50');
    expect(formatListingPrice(100000.25)).toBe('Rs. 1,00,000.25');
    expect(formatRupees(499)).not.toContain('.');
  });
});

describe('dates', () => {
  it("writes a post's date in full, in the shop's time zone", () => {
    expect(formatDate('2026-11-02T00:06:04.004Z')).toBe('2 November 2026');
    // 20:00 UTC on the 1st is already the 2nd in Boisar.
    expect(formatDate('2026-11-01T20:00:00.000Z')).toBe('2 November 2026');
  });

  it('prints nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('in Hindi and Marathi', () => {
  it('writes money with ₹ and Indian grouping, in Latin digits for Hindi and Devanagari for Marathi', () => {
    expect(formatRupees(100000, 'hi')).toBe('₹1,00,000');
    expect(formatRupees(100000, 'mr')).toBe('₹१,००,०००');
    expect(formatRupees(499.5, 'mr')).toBe('₹४९९.५०');
    // The listing's 'Rs.' is the spec's English; the other languages write ₹.
    expect(formatListingPrice(100000, 'hi')).toBe('₹1,00,000');
    expect(formatListingPrice(499, 'mr')).toBe('₹४९९');
  });

  it('writes dates with the language’s month names, in the shop’s time zone', () => {
    expect(formatDate('2026-11-01T20:00:00.000Z', 'hi')).toBe('2 नवंबर 2026');
    expect(formatDate('2026-11-01T20:00:00.000Z', 'mr')).toBe('२ नोव्हेंबर, २०२६');
  });

  it('writes sizes, dimensions and counts in the language’s digits', () => {
    expect(formatBytes(25_690_112, 'mr')).toBe('२४.५ MB');
    expect(formatDimensions(6000, 4000, 'mr')).toBe('६००० × ४००० px');
    expect(formatDimensions(6000, 4000)).toBe('6000 × 4000 px');
    expect(formatMegapixels(6000, 4000, 'hi')).toBe('24 MP');
    expect(formatNumber(1234, 'mr')).toBe('१,२३४');
  });

  it('gives a page one set of formatters per language', () => {
    expect(formatIn('mr')).toBe(formatIn('mr'));
    expect(formatIn('mr').rupees(2500)).toBe('₹२,५००');
    expect(formatIn('en').listingPrice(2500)).toBe('Rs. 2,500');
  });
});
