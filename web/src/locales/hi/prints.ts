import type { Translation } from '../../i18n/areas';

/** The words of the framed prints: the print cart, its checkout and My Orders, in Hindi. */
export default {} satisfies Translation<'prints'>;
