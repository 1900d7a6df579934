/**
 * GST arithmetic (decision 054): pure, in integer paise. Prices are
 * GST-inclusive, so the tax is taken out of what was paid, line by line, and
 * every total is a sum of lines: an invoice adds up exactly to the amount
 * charged.
 */

/** The financial year in India (April to March, in IST) of a moment: '26-27' for 1 April 2026 to 31 March 2027. */
export function financialYearOf(at: Date): string {
  // IST is UTC+5:30 all year (no daylight saving).
  const ist = new Date(at.getTime() + 330 * 60_000);
  const year = ist.getUTCFullYear();
  const start = ist.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

/**
 * `total` shared out in proportion to `weights`, in whole paise, adding up to
 * exactly `total`: each gets the floor of its share, and the paise left go
 * one each to the largest remainders (the earliest on a tie).
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export type TaxSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number };

/**
 * The tax inside a GST-inclusive amount at `rateBp` (1800 is 18 %): within
 * the shop's state as CGST + SGST in equal halves, to another state as IGST.
 * Each head is rounded to the paisa and the taxable value is what remains,
 * so taxable + tax is exactly the amount.
 */
export function splitInclusive(totalPaise: number, rateBp: number, intraState: boolean): TaxSplit {
  const exactTax = (totalPaise * rateBp) / (10_000 + rateBp);
  if (intraState) {
    const half = Math.round(exactTax / 2);
    return { taxablePaise: totalPaise - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = Math.round(exactTax);
  return { taxablePaise: totalPaise - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}
