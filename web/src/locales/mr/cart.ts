import type { Translation } from '../../i18n/areas';

/** The words of the cart, the coupon, the checkout's billing, the payment's outcome pages and the wishlist, in Marathi. */
export default {} satisfies Translation<'cart'>;
