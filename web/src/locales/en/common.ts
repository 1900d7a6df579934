import { MESSAGES, ORDER_MESSAGES } from '@chitra/contract/messages';
import { GST_MESSAGES, gstStateName } from '@chitra/contract/gst-rules';
import { CONTROL_CHARACTERS } from '@chitra/contract/text';
import { SHIPPING_COUNTRIES } from '@chitra/contract/shipping';

/** A state's name as the contract spells it (its list of GST state codes). */
const state = (code: string): string => gstStateName(code) ?? code;

/** The words of the shared pieces of pages: load states, the pager, tables, the billing fields, downloads and the gateway's checkout, in English: the spec's from MESSAGES, ours beside them. */
export default {
  // A page's load and empty states
  errorPrefix: MESSAGES.errorPrefix,
  tryAgain: 'Try again',
  browseStore: 'Browse the store',
  // The pager
  pages: 'Pages',
  previous: MESSAGES.previous,
  next: MESSAGES.next,
  pageNumber: `${MESSAGES.page} {page}`,
  pageOf: `${MESSAGES.page} {page} of {pages}`,
  range: '{from}–{to} of {total}',
  // A text checked before it is sent (the reason form)
  controlCharacters: CONTROL_CHARACTERS,
  // The billing fields and their messages (contract/src/gst-rules.ts)
  stateLabel: 'State',
  gstinLabel: 'GSTIN (for a business invoice)',
  businessNameLabel: 'Business name',
  addressLabel: 'Billing address',
  chooseState: 'Choose a state',
  gstinHint: 'Leave empty for a personal purchase.',
  addressHint: 'Printed on the invoice.',
  gstinFormat: GST_MESSAGES.gstinFormat,
  gstinState: GST_MESSAGES.gstinState,
  gstinCheck: GST_MESSAGES.gstinCheck,
  gstinOtherState: GST_MESSAGES.gstinOtherState,
  stateRequired: GST_MESSAGES.stateRequired,
  businessNameRequired: GST_MESSAGES.businessNameRequired,
  businessNameLong: GST_MESSAGES.businessNameLong,
  addressRequired: GST_MESSAGES.addressRequired,
  addressLong: GST_MESSAGES.addressLong,
  addressAboveLimit: GST_MESSAGES.addressAboveLimit,
  // The states and union territories, by GST state code; the one country prints ship to
  state35: state('35'),
  state37: state('37'),
  state12: state('12'),
  state18: state('18'),
  state10: state('10'),
  state04: state('04'),
  state22: state('22'),
  state26: state('26'),
  state07: state('07'),
  state30: state('30'),
  state24: state('24'),
  state06: state('06'),
  state02: state('02'),
  state01: state('01'),
  state20: state('20'),
  state29: state('29'),
  state32: state('32'),
  state38: state('38'),
  state31: state('31'),
  state23: state('23'),
  state27: state('27'),
  state14: state('14'),
  state17: state('17'),
  state15: state('15'),
  state13: state('13'),
  state21: state('21'),
  state34: state('34'),
  state03: state('03'),
  state08: state('08'),
  state11: state('11'),
  state33: state('33'),
  state36: state('36'),
  state16: state('16'),
  state09: state('09'),
  state05: state('05'),
  state19: state('19'),
  countryIndia: SHIPPING_COUNTRIES[0],
  // Downloads (lib/download.ts)
  handedOverNote: "Your download continues in your browser's downloads.",
  downloadFailed: MESSAGES.downloadFailed,
  notOwned: ORDER_MESSAGES.notOwned,
  // Adding to the cart (lib/cart-add.ts)
  cartInvalidProduct: MESSAGES.cartInvalidProduct,
  cartAddFailed: MESSAGES.cartAddFailed,
  cartAlready: MESSAGES.cartAlready,
  productAddedToCart: MESSAGES.productAddedToCart,
  licenceUpdated: 'Licence updated',
  // The gateway's checkout
  razorpayLoadFailed: MESSAGES.razorpayLoadFailed,
  // The offer of the browser's language to a first visit (layout/language-offer.tsx), said in the language offered
  languageOfferLabel: 'Language',
  languageOffer: 'This shop is in your language too.',
  languageOfferTake: 'Switch language',
  languageOfferDecline: 'No, English is fine',
  // The signed-in customer's menu (layout/user-menu.tsx, loaded once a customer is signed in: out of the first load)
  myProfile: 'My Profile',
  wishlist: 'Wishlist',
  orderHistory: MESSAGES.orderHistory,
  orderHistoryHolds: 'Photographs you bought to download',
  myOrders: 'My Orders',
  myOrdersHold: 'Framed prints we ship to you',
  logout: MESSAGES.logout,
};
