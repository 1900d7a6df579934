import type { Translation } from '../../i18n/areas';

/** The words of the product page and its parts (viewer, licences, prints, ratings, sharing, more like this), in Marathi. */
export default {} satisfies Translation<'product'>;
