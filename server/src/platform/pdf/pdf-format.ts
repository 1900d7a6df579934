/**
 * How the shop's PDFs print money and dates. Money always shows its paise
 * (₹1,299.50, ₹1,23,456.00: a tax document's columns line up and nothing
 * reads as rounded), grouped the Indian way; dates are the day in India
 * (IST), whatever the server's zone: 27 Nov 2026.
 */

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, useGrouping: true });

/** Integer paise as ₹1,23,456.00 (−₹50.00 below zero). Exact: no floating-point division. */
export function pdfRupees(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`pdfRupees: not a whole number of paise: ${paise}`);
  const sign = paise < 0 ? '−' : '';
  const abs = Math.abs(paise);
  const rupees = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}₹${wholeRupees.format(rupees)}.${rest}`;
}

/** A rate in basis points as a percentage: 1800 → "18%", 900 → "9%", 250 → "2.5%". */
export function percent(basisPoints: number): string {
  const value = basisPoints / 100;
  return `${Number.isInteger(value) ? value : value.toFixed(2).replace(/0+$/, '')}%`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/**
 * The day an instant falls on in India, as "27 Nov 2026". India keeps one
 * offset all year (+05:30, no daylight saving), so this is arithmetic, not a
 * time-zone database look-up; and the month is spelt out here because
 * Intl's en-IN writes "Sept".
 */
export function istDate(iso: string | Date): string {
  const time = (typeof iso === 'string' ? new Date(iso) : iso).getTime();
  if (Number.isNaN(time)) throw new RangeError(`istDate: not a date: ${String(iso)}`);
  const ist = new Date(time + IST_OFFSET_MS);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}
