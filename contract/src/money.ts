import { CURRENCY_SYMBOL } from './constants';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from './locales';

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

// Indian digit grouping (1,00,000), in each language's digits (CLDR's own
// for its tag: Latin in English and Hindi, Devanagari in Marathi; decision
// 062). Whole rupees print without decimals; an amount with paise always
// shows both digits (₹499.50, never ₹499.5).
type Grouping = { whole: Intl.NumberFormat; paise: Intl.NumberFormat };
const groupings = new Map<Locale, Grouping>();

function grouping(locale: Locale): Grouping {
  let found = groupings.get(locale);
  if (found === undefined) {
    const tag = LOCALE_TAGS[locale];
    found = {
      whole: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      paise: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    groupings.set(locale, found);
  }
  return found;
}

/** '1,00,000' or '499.50' ('१,००,०००' in Marathi): the digits of an amount in rupees. */
export function groupRupees(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  const { whole, paise } = grouping(locale);
  return Number.isInteger(amount) ? whole.format(amount) : paise.format(amount);
}

/** '₹1,00,000', '₹499.50': prices as the shop prints them, on screens and in mail, in the reader's language. */
export function formatRupees(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return `${CURRENCY_SYMBOL}${groupRupees(amount, locale)}`;
}
