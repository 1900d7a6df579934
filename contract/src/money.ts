import { CURRENCY_SYMBOL } from './constants';

/**
 * The one place money changes unit. The database and the payment gateway
 * count integer paise; the API shows rupees as JSON numbers (499 or 499.5).
 * Sums are always done in paise, never on the rupee floats.
 */

/** Largest amount the shop handles: ₹1 crore, far beyond any photograph. */
export const MAX_PAISE = 1_000_000_000;

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

/**
 * Rupees (a number or its text, at most two decimals) to integer paise.
 * Returns undefined for anything else: negative, NaN, more decimals, too large.
 */
export function rupeesToPaise(rupees: number | string): number | undefined {
  const text = typeof rupees === 'number' ? String(rupees) : rupees.trim();
  // Text, not float arithmetic, decides the decimals: 4.35 * 100 is 434.99999999999994.
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return undefined;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise <= MAX_PAISE ? paise : undefined;
}

/**
 * The difference of two rupee amounts, computed in paise (199.99 − 99.99 is
 * exactly 100, never 100.00000000000001). Zero when either is not an amount.
 */
export function rupeesDifference(from: number, minus: number): number {
  const a = rupeesToPaise(from);
  const b = rupeesToPaise(minus);
  if (a === undefined || b === undefined) return 0;
  return paiseToRupees(a - b);
}

// Indian digit grouping (1,00,000). Whole rupees print without decimals;
// an amount with paise always shows both digits (₹499.50, never ₹499.5).
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '1,00,000' or '499.50': the digits of an amount in rupees. */
export function groupRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** '₹1,00,000', '₹499.50': prices as the shop prints them, on screens and in mail. */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${groupRupees(amount)}`;
}
