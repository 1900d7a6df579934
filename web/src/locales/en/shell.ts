import { PRODUCT_NAME } from '@chitra/contract/constants';
import { MESSAGES } from '@chitra/contract/messages';
import { ROUTE_META } from '@chitra/contract/route-meta';

/**
 * The shell's words in English (header, navigation, footer, search, error
 * screen): the spec's own from MESSAGES and ROUTE_META, never retyped; ours
 * beside them. ICU messages (docs/decisions/062-locales.md).
 */
export default {
  // Header
  signIn: MESSAGES.signIn,
  cart: 'Cart',
  cartCount: '{count, plural, one {# item} other {# items}}',
  printCart: 'Print cart',
  printCount: '{count, plural, one {# print} other {# prints}}',
  // Navigation and drawer
  navigation: 'Main',
  store: ROUTE_META.store.title,
  categories: ROUTE_META.categories.title,
  allCategories: 'All categories',
  blog: ROUTE_META.blog.title,
  about: MESSAGES.about,
  contact: MESSAGES.contact,
  menu: 'Menu',
  closeMenu: 'Close menu',
  // Search and categories
  searchPlaceholder: MESSAGES.searchPlaceholder,
  searchResults: 'Products found',
  searchLoadingMore: MESSAGES.searchLoadingMore,
  searchNoMoreResults: MESSAGES.searchNoMoreResults,
  searchNoResults: MESSAGES.searchNoResults,
  searchNoMatches: MESSAGES.searchNoMatches,
  categoryPlaceholder: MESSAGES.categoryPlaceholder,
  // Language
  language: 'Language',
  // Footer
  contactDetails: 'Contact details',
  followTheShop: 'Follow the shop',
  opensInNewTab: '{site} (opens in a new tab)',
  policies: 'Policies',
  privacyPolicy: MESSAGES.privacyPolicy,
  refundPolicy: MESSAGES.refundPolicy,
  shippingPolicy: MESSAGES.shippingPolicy,
  termsConditions: MESSAGES.termsConditions,
  account: MESSAGES.account,
  aboutUs: MESSAGES.aboutUs,
  copyright: `© {year} {shop}. ${MESSAGES.poweredBy} {product}`,
  // Around every page
  skipToContent: 'Skip to content',
  breadcrumb: 'Breadcrumb',
  home: MESSAGES.home,
  demoShop: 'Demo shop',
  demoBanner: MESSAGES.demoBanner,
  pageTitle: `{title} | ${PRODUCT_NAME}`,
  defaultDescription: ROUTE_META.home.description,
  // The error screen
  unexpectedError: MESSAGES.unexpectedError,
  goToHome: MESSAGES.goToHome,
};
