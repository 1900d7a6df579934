import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import { DEFAULT_LOCALE, LOCALE_TAGS, localePath, type Locale } from '@chitra/contract/locales';

/**
 * What every mail to a customer or a visitor writes in its reader's
 * language (issue 29, decision 062): the words themselves are each mail
 * module's (`<area>.mail-words.ts`, an object per language typed by the
 * English one, so Hindi and Marathi must have every key), the numbers,
 * amounts, dates and shop links are made here. Mails to the shop stay
 * English. English is written exactly as it was before the languages.
 */

/** Each language's words for one module's mails: typed by English's, so a missing or an extra key fails the typecheck. */
export type MailWords<T> = Readonly<Record<Locale, T>>;

/** '₹1,999' (English, Hindi) or '₹१,९९९' (Marathi): the amount as the storefront prints it in that language. */
export const rupeesIn =
  (locale: Locale) =>
  (paise: number): string =>
    formatRupees(paiseToRupees(paise), locale);

/** A count in the language's digits (Devanagari in Marathi); English's as it always was. */
export function countIn(locale: Locale, value: number): string {
  return locale === DEFAULT_LOCALE ? String(value) : new Intl.NumberFormat(LOCALE_TAGS[locale], { useGrouping: false }).format(value);
}

/** A day as the reader's language writes it, in IST (the shop's time). */
export function dayIn(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(at);
}

/** A page of the shop (a storefront path) at its address in the mail's language: '/my-orders' is '/mr/my-orders' in Marathi. */
export const shopPath = (locale: Locale, path: string): string => localePath(locale, path);

/** The greeting of every mail to a customer: by first name when there is one. */
export const HELLO: MailWords<(firstname: string) => string> = {
  en: (firstname) => (firstname ? `Hello ${firstname},` : 'Hello,'),
  hi: (firstname) => (firstname ? `नमस्ते ${firstname},` : 'नमस्ते,'),
  mr: (firstname) => (firstname ? `नमस्कार ${firstname},` : 'नमस्कार,'),
};
