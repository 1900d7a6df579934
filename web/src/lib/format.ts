import { useMemo } from 'react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { formatListingPrice, formatRupees } from './prices';
import { useLocale } from '../i18n/i18n';

/**
 * Numbers, money and dates in the page's language (docs/decisions/062-locales.md):
 * Indian grouping, ₹, the shop's time zone (IST), each language's own digits
 * (Latin in English and Hindi, Devanagari in Marathi) and month names. A
 * component takes them from `useFormat()`; code outside a render passes the
 * language itself. English is the spec's (docs/spec.md §2, §9).
 */

/** Prices: '₹1,00,000' everywhere, 'Rs. 1,00,000' in the store's listing (prices.ts, which the first load takes alone). */
export { formatListingPrice, formatRupees };

/** One Intl formatter per language and options, made on first use (making one is far dearer than using it). */
function cached<F>(make: (tag: string) => F): (locale: Locale) => F {
  const made = new Map<Locale, F>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = make(LOCALE_TAGS[locale]);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const longDate = cached((tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }));

/** '2 November 2026' ('२ नोव्हेंबर २०२६' in Marathi), in the shop's time zone whatever the visitor's clock says. */
export function formatDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : longDate(locale).format(date);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const sizeNumber = cached((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }));

/** '24.5 MB': a file's size in 1024s, as the browsers' download lists show it. */
export function formatBytes(bytes: number, locale: Locale = DEFAULT_LOCALE): string {
  let index = 0;
  let value = bytes;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return `${sizeNumber(locale).format(value)} ${UNITS[index]}`;
}

const wholeNumber = cached((tag) => new Intl.NumberFormat(tag, { useGrouping: false }));

/** '6000 × 4000 px'. */
export const formatDimensions = (width: number, height: number, locale: Locale = DEFAULT_LOCALE): string =>
  `${wholeNumber(locale).format(width)} × ${wholeNumber(locale).format(height)} px`;

const megapixels = cached((tag) => ({
  small: new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }),
  large: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
}));

/** '24 MP': megapixels, one decimal below 10. */
export function formatMegapixels(width: number, height: number, locale: Locale = DEFAULT_LOCALE): string {
  const mp = (width * height) / 1_000_000;
  const { small, large } = megapixels(locale);
  return `${(mp < 10 ? small : large).format(mp)} MP`;
}

const counting = cached((tag) => new Intl.NumberFormat(tag));

/** '1,234' ('१,२३४' in Marathi): a count shown beside words. */
export function formatNumber(value: number, locale: Locale = DEFAULT_LOCALE): string {
  return counting(locale).format(value);
}

/** The formatters above, in the page's language. */
export type Format = {
  locale: Locale;
  rupees: (amount: number) => string;
  listingPrice: (amount: number) => string;
  date: (iso: string) => string;
  bytes: (bytes: number) => string;
  dimensions: (width: number, height: number) => string;
  megapixels: (width: number, height: number) => string;
  number: (value: number) => string;
};

const formats = new Map<Locale, Format>();

export function formatIn(locale: Locale): Format {
  let format = formats.get(locale);
  if (format === undefined) {
    format = {
      locale,
      rupees: (amount) => formatRupees(amount, locale),
      listingPrice: (amount) => formatListingPrice(amount, locale),
      date: (iso) => formatDate(iso, locale),
      bytes: (bytes) => formatBytes(bytes, locale),
      dimensions: (width, height) => formatDimensions(width, height, locale),
      megapixels: (width, height) => formatMegapixels(width, height, locale),
      number: (value) => formatNumber(value, locale),
    };
    formats.set(locale, format);
  }
  return format;
}

/** Numbers, money and dates in the page's language: `const format = useFormat(); format.rupees(499)`. */
export function useFormat(): Format {
  const locale = useLocale();
  return useMemo(() => formatIn(locale), [locale]);
}
