import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';

/** India's offset from UTC (no daylight saving): the shop's months are India's. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** YYYY-MM of the month it is now in India, whatever the browser's clock zone. */
export function currentIstMonth(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** A month the API takes: YYYY-MM, from 2000 (TaxMonth of contract/src/admin-tax.ts). */
export const isMonth = (text: string): boolean => MONTH.test(text) && Number(text.slice(0, 4)) >= 2000;

/** The month asked for in the address when it is one, else this month in India. */
export function monthOrCurrent(asked: string, now?: number): string {
  return isMonth(asked) ? asked : currentIstMonth(now);
}

/** 'November 2026' ('नोव्हेंबर २०२६' in Marathi). */
export function formatMonth(month: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
