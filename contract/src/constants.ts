/**
 * Business constants of the storefront specification (§9), shared by the API
 * and the storefront so that one number is never typed twice.
 */
export const PRODUCT_NAME = 'Chitra';

export const CURRENCY_SYMBOL = '₹';
export const CURRENCY_LABEL = 'Rs.';

export const OTP_LENGTH = 4;
export const OTP_RESEND_SECONDS = 90;

/** Legacy print checkout shipping fee, in rupees. */
export const SHIPPING_FEE_RUPEES = 100;

export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_MIN_CHARS = 2;
export const SEARCH_MAX_CHARS = 100;
export const SEARCH_SCROLL_THRESHOLD_PX = 10;
export const SEARCH_MENU_MAX_HEIGHT_PX = 300;

export const POPULAR_PRODUCT_COUNT = 20;
export const STORE_PAGE_SIZE = 10;
export const LISTING_PAGE_LIMIT = 20;
/** The most items one page of any list may ask for. */
export const MAX_PAGE_LIMIT = 100;
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const BLOG_PAGE_SIZE = 10;

export const BANNER_SLIDE_COUNT = 2;
export const BANNER_SPEED_MS = 700;
export const BANNER_AUTOPLAY_MS = 2000;

export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_DRAG_PERCENT = 0.8;

/** Widths in px: Bootstrap 5's sm, md and lg breakpoints, as the spec uses them. */
export const BREAKPOINT_SM_PX = 576;
export const NARROW_SCREEN_PX = 768;
export const BREAKPOINT_LG_PX = 992;

export const THUMBNAIL_PX = 56;
export const STORE_GRID_COLUMNS = 4;
export const SKELETON_MS = 1000;
export const WISHLIST_REFRESH_MS = 300;
export const REDIRECT_DELAY_MS = 2000;

export const PASSWORD_MIN_LENGTH = 8;

/** Most photographs one digital cart holds. */
export const MAX_CART_ITEMS = 50;
/** Longest coupon code the shop issues. */
export const COUPON_CODE_MAX = 32;
/** Browser storage key of the last payment result (docs/spec.md §3: "The payment result is also stored locally"). */
export const PAYMENT_RESULT_STORAGE_KEY = 'paymentResult';

/** The newest log rows an order answer carries. */
export const DOWNLOAD_LOG_LIMIT = 50;
/** A signed download link's life. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;
/**
 * Largest download the storefront assembles in memory (a Blob); larger ones
 * stream to disk (File System Access) or go through a signed link.
 */
export const BLOB_DOWNLOAD_MAX_BYTES = 64 * 1024 * 1024;
