import { CURRENCY_LABEL, CURRENCY_SYMBOL } from '@chitra/contract/constants';

// Indian digit grouping (1,00,000). Whole rupees print without decimals;
// an amount with paise always shows both digits (₹499.50, never ₹499.5).
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function groupRupees(amount: number): string {
  return Number.isInteger(amount) ? wholeRupees.format(amount) : rupeesAndPaise.format(amount);
}

/** '₹1,00,000': prices on the product page, in search results and on tiles. */
export function formatRupees(amount: number): string {
  return `${CURRENCY_SYMBOL}${groupRupees(amount)}`;
}

/** 'Rs. 1,00,000': prices in the store listing (spec §2, §9). */
export function formatListingPrice(amount: number): string {
  return `${CURRENCY_LABEL} ${groupRupees(amount)}`;
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '2 November 2026', in the shop's time zone whatever the visitor's clock says. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
