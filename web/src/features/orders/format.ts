import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';

/** How the order pages write times: one formatter per language, made on first use. */
const dateTimes = new Map<Locale, Intl.DateTimeFormat>();

function dateTimeIn(locale: Locale): Intl.DateTimeFormat {
  let format = dateTimes.get(locale);
  if (format === undefined) {
    format = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Kolkata',
    });
    dateTimes.set(locale, format);
  }
  return format;
}

/** '2 Nov 2026, 3:45 pm': a download's moment, in the shop's time zone and the page's language. */
export function formatDateTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeIn(locale).format(date);
}
