import { useMemo } from 'react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { useLocale } from '../../i18n/i18n';
import { formatIn, formatRupees, type Format } from '../../lib/format';

export { formatRupees };

/** One Intl formatter per language, made on first use. */
function perLocale(options: Intl.DateTimeFormatOptions): (locale: Locale) => Intl.DateTimeFormat {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (locale) => {
    let formatter = made.get(locale);
    if (formatter === undefined) {
      formatter = new Intl.DateTimeFormat(LOCALE_TAGS[locale], options);
      made.set(locale, formatter);
    }
    return formatter;
  };
}

const dateTime = perLocale({ day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** '2 Nov 2026, 3:45 pm' (in Marathi, Devanagari digits and month), in the shop's time zone (India), whatever the browser's clock says. */
export function formatDateTime(iso: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime(locale).format(date);
}

/** A person's full name, or their address when they gave none. */
export function fullName(person: { firstname: string; lastname: string; email?: string }): string {
  const name = `${person.firstname} ${person.lastname}`.trim();
  return name === '' ? (person.email ?? '') : name;
}

const day = perLocale({ day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '5 Nov 2026': an ISO 8601 moment's day, or a day (YYYY-MM-DD) itself, in the shop's time zone. */
function formatDay(value: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? '' : day(locale).format(date);
}

/** The shop's formats (lib/format.ts) and the admin area's own moments, in the page's language. */
export type AdminFormat = Format & {
  dateTime: (iso: string | null | undefined) => string;
  day: (value: string) => string;
};

/** Money, numbers and moments in the page's language: `const format = useAdminFormat(); format.dateTime(order.paidAt)`. */
export function useAdminFormat(): AdminFormat {
  const locale = useLocale();
  return useMemo(
    () => ({
      ...formatIn(locale),
      dateTime: (iso: string | null | undefined) => formatDateTime(iso, locale),
      day: (value: string) => formatDay(value, locale),
    }),
    [locale],
  );
}
