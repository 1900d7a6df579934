import type { Translation } from '../../i18n/areas';

/** The words of the shop's own pages: About, Contact, the policies, the comparison and the blog, in Hindi. */
export default {} satisfies Translation<'pages'>;
