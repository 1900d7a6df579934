/**
 * Every user-facing string of the specification, word for word (misspellings
 * included). Screens and tests import these; never retype one.
 */
export const MESSAGES = {
  unexpectedError: 'Unexpected Application Error!',
  searchPlaceholder: 'Search for Products',
  categoryPlaceholder: 'Category',
  signIn: 'Sign In',
  orderHistory: 'Order History',
  logout: 'Logout',
  poweredBy: 'Powered by',
  demoBanner: 'Demo shop: payments are simulated',

  // Shell: breadcrumb, footer groups and the static pages (docs/spec.md §2)
  home: 'Home',
  about: 'About',
  aboutUs: 'About Us',
  contact: 'Contact',
  account: 'Account',
  privacyPolicy: 'Privacy Policy',
  refundPolicy: 'Refund Policy',
  shippingPolicy: 'Shipping Policy',
  termsConditions: 'Terms & Conditions',
  categoriesProduct: 'Categories Product',
  goToHome: 'Go to Home',

  // Catalogue screens: home, search, store, product (docs/spec.md §2, §8)
  popularProduct: 'Popular Product',
  popularCategories: 'Popular Catagorys',
  addToCart: 'Add to Cart',
  all: 'All',
  previous: 'Previous',
  next: 'Next',
  /** Followed by the page number: 'Page 2'. */
  page: 'Page',
  /** Followed by the failure's message (home categories, docs/spec.md §8). */
  errorPrefix: 'Error: ',
  searchLoadingMore: 'Loading more...',
  searchNoMoreResults: 'No more results',
  searchNoResults: 'No results found',
  searchNoMatches: 'No matches found.',

  // Toasts (docs/spec.md §8)
  loginFailed: 'Login Failed',
  somethingWentWrongBang: 'Something Went Wrong!',
  somethingWentWrong: 'Something Went Wrong',
  cartAddFailed: 'Failed to add product to cart.',
  cartRemoved: 'Item removed successfully.',
  cartRemoveFailed: 'Failed to remove item from cart.',
  verificationFailed: 'Verification Failed',
  otpResent: 'OTP resent successfully.',
  otpResendFailed: 'Failed to resend OTP.',
  couponFailed: 'Something wents worng.',
  razorpayLoadFailed: 'Razorpay SDK failed to load. Are you online?',
  orderDetailFailed: 'Failed to fetch order details.',
  downloadFailed: 'Download failed.',
  noOrders: 'No orders found.',
  /** Order detail's archive button (docs/spec.md §2). */
  downloadAllZip: 'Download All Images (ZIP)',
  noProducts: 'No products found.',
  noData: 'No Data',

  userRegistered: 'User Registered Successfully',
  userLoggedIn: 'User Logged In Successfully',
  productAddedToCart: 'Product Added To Cart',
  productDeletedFromCart: 'Product Deleted From Cart Successfully!',
  productUpdated: 'Product Updated Successfully!',
  orderCreated: 'Ordered createad Successfully!',
  profileUpdated: 'Profile Updated Successfully!',
  forgotPasswordSent: 'Forgot Password Email Sent Successfully!',
  passwordChanged: 'Password change Successfully!',
  contactSubmitted: 'Contact Form Submitted Successfully',

  // State messages (docs/spec.md §4)
  wishlistAdded: 'Product Added to Wishlist!',
  productFetched: 'Product Fetched Successfully',
  ratingAdded: 'Rating Added Successfully',

  // Contact page (docs/spec.md §2)
  openingHours: 'Monday to Friday, 10 AM to 8 PM',

  // Validation (docs/spec.md §5)
  firstNameRequired: 'First Name is Required',
  emailRequired: 'Email is Required',
  emailInvalid: 'Email Should be valid',
  mobileRequired: 'Mobile No is Required',
  commentsRequired: 'comments is Required',
  passwordRequired: 'Password is Required',
  lastNameRequired: 'Last Name is Required',
  otpInvalid: 'Please enter a valid 4-digit OTP.',
  couponBlank: 'Please enter a coupon code.',
  cartSignIn: 'Please sign in to add items to your cart.',
  cartInvalidProduct: 'Invalid product ID.',
  cartAlready: 'Product is already in your cart.',
  requiredField: 'is a required field',
  validEmail: 'must be a valid email',

  // Account screens: the controls docs/spec.md §2 and §4 name
  login: 'Login',
  signUp: 'Sign Up',
  forgotPassword: 'Forgot Password',
  resendOtp: 'Resend OTP',
  submit: 'Submit',
  ok: 'Ok',
  save: 'Save',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** The server's answers about orders and downloads (the spec's own strings are in MESSAGES). */
export const ORDER_MESSAGES = {
  orderNotFound: 'Order not found.',
  imageNotFound: 'This picture is not part of the order.',
  notOwned: 'Buy this photograph first to download it.',
  linkInvalid: 'This download link is not valid.',
  linkUsed: 'This download link has been used already: start the download again from your order.',
  linkExpired: 'This download link has expired: start the download again from your order.',
  fileMissing: 'This file is not available right now; please contact the shop.',
  /** A refunded order's downloads are refused with it, and its page says it beside the disabled buttons (decision 037). */
  refunded: 'This order has been refunded, so its files can no longer be downloaded.',
} as const;
