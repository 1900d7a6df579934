import { CURRENCY_LABEL } from '@chitra/contract/constants';
import { groupRupees } from '@chitra/contract/money';

/** '₹1,00,000': prices on the product page, in search results and on tiles (one formatter, shared with the server's mail). */
export { formatRupees } from '@chitra/contract/money';

/** 'Rs. 1,00,000': prices in the store listing (docs/spec.md §2, §9). */
export function formatListingPrice(amount: number): string {
  return `${CURRENCY_LABEL} ${groupRupees(amount)}`;
}

const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '2 November 2026', in the shop's time zone whatever the visitor's clock says. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const sizeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '24.5 MB': a file's size in 1024s, as the browsers' download lists show it. */
export function formatBytes(bytes: number): string {
  let index = 0;
  let value = bytes;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return `${sizeNumber.format(value)} ${UNITS[index]}`;
}

/** '6000 × 4000 px'. */
export const formatDimensions = (width: number, height: number): string => `${width} × ${height} px`;

/** '24 MP': megapixels, one decimal below 10. */
export function formatMegapixels(width: number, height: number): string {
  const mp = (width * height) / 1_000_000;
  return `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: mp < 10 ? 1 : 0 }).format(mp)} MP`;
}
