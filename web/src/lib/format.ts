import { CURRENCY_LABEL } from '@chitra/contract/constants';
import { groupRupees } from '@chitra/contract/money';

/** '₹1,00,000': prices on the product page, in search results and on tiles (one formatter, shared with the server's mail). */
export { formatRupees } from '@chitra/contract/money';

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
