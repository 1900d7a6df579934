import { MESSAGES } from '@chitra/contract/messages';
import { ROUTE_META } from '@chitra/contract/routes';

/** The words of the primary navigation and the user menu beyond the spec's own (Order History, Logout). */
export const NAV_LABELS = {
  navigation: 'Main',
  store: ROUTE_META.store.title,
  categories: ROUTE_META.categories.title,
  allCategories: 'All categories',
  blog: ROUTE_META.blog.title,
  about: MESSAGES.about,
  contact: MESSAGES.contact,
  menu: 'Menu',
  closeMenu: 'Close menu',
  myProfile: 'My Profile',
  wishlist: 'Wishlist',
  myOrders: 'My Orders',
} as const;
