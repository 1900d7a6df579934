import { describe, expect, it } from 'vitest';
import { financialYearOf, shareOut, splitInclusive } from './gst';

describe('GST arithmetic', () => {
  it('takes 18 % out of ₹349 inclusive: CGST + SGST in Maharashtra, IGST in Karnataka, adding up to ₹349', () => {
    // ₹349 × 18/118 = ₹53.2373…: each half ₹26.62 within the state, ₹53.24 as IGST.
    expect(splitInclusive(34_900, 1800, true)).toEqual({ taxablePaise: 29_576, cgstPaise: 2662, sgstPaise: 2662, igstPaise: 0 });
    expect(splitInclusive(34_900, 1800, false)).toEqual({ taxablePaise: 29_576, cgstPaise: 0, sgstPaise: 0, igstPaise: 5324 });
  });

  it('keeps every split whole and exact, and each head within half a paisa of the exact tax, over many amounts and rates', () => {
    for (const rateBp of [0, 500, 1200, 1800, 2800]) {
      for (let total = 0; total <= 200_000; total += 137) {
        for (const intra of [true, false]) {
          const s = splitInclusive(total, rateBp, intra);
          expect(s.taxablePaise + s.cgstPaise + s.sgstPaise + s.igstPaise).toBe(total);
          expect(s.cgstPaise).toBe(s.sgstPaise);
          const exactTax = (total * rateBp) / (10_000 + rateBp);
          const tax = s.cgstPaise + s.sgstPaise + s.igstPaise;
          expect(Math.abs(tax - exactTax)).toBeLessThanOrEqual(intra ? 1 : 0.5);
          expect(Number.isInteger(s.taxablePaise)).toBe(true);
        }
      }
    }
  });

  it('shares a total out in proportion, to the paisa, adding up exactly', () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(94_900, [34_900, 60_000])).toEqual([34_900, 60_000]);
    // ₹100 off ₹349 + ₹600: the discount falls in proportion.
    expect(shareOut(84_900, [34_900, 60_000])).toEqual([31_222, 53_678]);
    expect(shareOut(5, [])).toEqual([]);
    expect(shareOut(7, [0, 0])).toEqual([7, 0]);
    // Rounding over many lines: 41 lines of ₹349 less a ₹123.45 coupon.
    const lines = Array.from({ length: 41 }, () => 34_900);
    const shares = shareOut(41 * 34_900 - 12_345, lines);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(41 * 34_900 - 12_345);
    expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
  });

  it('names the financial year in IST: 1 April 00:00 IST starts the next one', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('27-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYearOf(new Date('2026-03-31T23:59:59+05:30'))).toBe('25-26');
    expect(financialYearOf(new Date('2099-12-31T12:00:00Z'))).toBe('99-00');
  });
});
