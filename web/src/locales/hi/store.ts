import type { Translation } from '../../i18n/areas';

/** The words of the store's listing, the categories' pages and the search results, in Hindi. */
export default {} satisfies Translation<'store'>;
