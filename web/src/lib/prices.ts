import { CURRENCY_LABEL, CURRENCY_SYMBOL } from '@chitra/contract/constants';
import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { formatRupees, groupRupees } from '@chitra/contract/money';

/*
 * Prices alone, apart from format.ts: the first load shows prices (the search
 * box's suggestions, the home page's cards) and takes only this. A module is
 * bundled with every export used anywhere, so format.ts's page formatters
 * (useFormat) stay out of it.
 */

/** '₹1,00,000' ('₹१,००,०००' in Marathi): prices on the product page, in search results and on tiles (one formatter, shared with the server's mail). */
export { formatRupees };

/** 'Rs. 1,00,000': prices in the store listing, as the spec writes them; ₹ in Hindi and Marathi, where 'Rs.' is English. */
export function formatListingPrice(amount: number, locale: Locale = DEFAULT_LOCALE): string {
  return locale === DEFAULT_LOCALE ? `${CURRENCY_LABEL} ${groupRupees(amount)}` : `${CURRENCY_SYMBOL}${groupRupees(amount, locale)}`;
}
