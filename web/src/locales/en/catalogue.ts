import { MESSAGES } from '@chitra/contract/messages';

/** The catalogue's shared pieces in English (cards, the banner, action buttons, loading states): the spec's words from MESSAGES, ours beside them. */
export default {
  errorPrefix: MESSAGES.errorPrefix,
  tryAgain: 'Try again',
  noData: MESSAGES.noData,
  featuredPhotographs: 'Featured photographs',
  pauseSlideshow: 'Pause slideshow',
  playSlideshow: 'Play slideshow',
  slideOf: 'Slide {slide} of {count}',
  salePrice: 'Sale price',
  originalPrice: 'Original price',
  addToCart: MESSAGES.addToCart,
  addToWishlist: 'Add to wishlist',
  inWishlist: 'In your wishlist: press to remove',
  download: 'Download',
  downloadProgress: 'Download progress',
  downloadFailed: MESSAGES.downloadFailed,
  dismiss: 'Dismiss',
  // Toasts of the cart and wishlist buttons
  cartSignIn: MESSAGES.cartSignIn,
  cartAddFailed: MESSAGES.cartAddFailed,
  wishlistAdded: MESSAGES.wishlistAdded,
  somethingWentWrong: MESSAGES.somethingWentWrong,
};
