import type { FastifyRequest } from 'fastify';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@chitra/contract/locales';

/**
 * The language of the page a request comes from: the header the web's API
 * client sends (contract/src/locale-header.ts) when it names one of the
 * shop's languages, else English (the spec's clients send none).
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const value = request.headers[LOCALE_HEADER];
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
