import { MESSAGES } from '@chitra/contract/messages';
import type { VerificationResult } from '@chitra/contract/payments';

/** A payment's status as the server names it (the success page shows it as it came): typed, so it cannot drift from the contract. */
const status = (name: VerificationResult['status']): string => name;

/** The words of the cart, the coupon, the checkout's billing, the payment's outcome pages and the wishlist, in English: the spec's from MESSAGES, ours beside them. */
export default {
  // The cart page
  title: 'Cart',
  empty: 'Your cart is empty.',
  items: 'Items in your cart',
  itemCount: '{count, plural, one {# photograph} other {# photographs}}',
  summary: 'Order summary',
  salePrice: 'Sale price',
  originalPrice: 'Original price',
  totalPrice: 'Total price',
  saleTotal: 'Sale total',
  couponDiscount: 'Coupon discount',
  toPay: 'To pay',
  remove: 'Remove {title}',
  cartRemoved: MESSAGES.cartRemoved,
  cartRemoveFailed: MESSAGES.cartRemoveFailed,
  // A line's licence
  licence: 'Licence',
  licenceFor: 'for {title}',
  licenceNamed: 'Licence: {name}',
  tierOption: '{name} · {price}',
  upgradeFrom: 'Upgrade from {tier}',
  licenceUpdated: 'Licence updated',
  licenceFailed: 'The licence could not be changed. Please try again.',
  // A picture two items share, or one the customer owns (decision 044)
  packIncludesOwned: 'This pack includes “{title}”, which you already own.',
  packIncludesInCart: 'This pack includes “{title}”, which is also in your cart as a single photograph.',
  packSharesOwned: 'This pack shares {count, plural, one {# picture} other {# pictures}} with the pack “{title}”, which you already own.',
  packSharesInCart: 'This pack shares {count, plural, one {# picture} other {# pictures}} with the pack “{title}”, which is also in your cart.',
  inPackOwned: 'This photograph is also in the pack “{title}”, which you already own.',
  inPackInCart: 'This photograph is also in the pack “{title}”, which is in your cart.',
  samePictureOwned: 'This photograph is the same picture as “{title}”, which you already own.',
  samePictureInCart: 'This photograph is the same picture as “{title}”, which is also in your cart.',
  bothCharged: 'Each is charged at its full price, so you would pay for the same picture twice; nothing is refunded for it. Remove one to pay once.',
  ownedCharged: 'Its full price is charged all the same: nothing is taken off or refunded for a picture you already own.',
  // The coupon
  couponCode: 'Coupon code',
  apply: 'Apply',
  removeCoupon: 'Remove coupon',
  couponApplied: 'Coupon {code} applied',
  youSave: 'You save {amount}',
  couponNotApplied: 'Coupon {code} is not applied',
  couponBlank: MESSAGES.couponBlank,
  couponFailed: MESSAGES.couponFailed,
  // Who the invoice is for
  billing: 'Billing',
  billingNote: 'For your tax invoice: the state is the place of supply.',
  // Buy Now and the payment
  buyNow: 'Buy Now',
  verifying: 'Verifying your payment…',
  paymentDescription: 'Digital photographs',
  paymentNotStarted: MESSAGES.somethingWentWrongBang,
  // Payment success
  successTitle: 'Payment Success',
  successHeading: 'Payment successful',
  successLead: 'Thank you. Your photographs are ready to download from each order.',
  status: 'Status',
  statusSuccess: status('success'),
  statusFailed: status('failed'),
  transactionId: 'Transaction ID',
  orderId: 'Order ID',
  productCount: 'Product count',
  products: 'Products',
  orderHeading: 'Order {id}',
  goToHome: MESSAGES.goToHome,
  // Payment failed
  failedTitle: 'Payment failed',
  failedText:
    'Your payment did not go through. If your bank shows that money was taken, the shop finds the payment within a few minutes, completes your order and mails you the receipt.',
  cartKept: 'The photographs are still in your cart, so you can try again.',
  goBack: 'Go Back',
  // The wishlist
  wishlistTitle: 'Wishlist',
  wishlistRemove: 'Remove {title} from wishlist',
  wishlistRemoved: '{title} removed from your wishlist.',
  wishlistRemoveFailed: 'Could not remove it: {reason}',
  somethingWentWrong: MESSAGES.somethingWentWrong,
  noData: MESSAGES.noData,
};
