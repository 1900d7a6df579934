import { CartPage } from '../features/cart/cart-page';
import { BuyNowButton } from '../features/payments/buy-now-button';

/**
 * The cart page with the payments feature's Buy Now in it: two features
 * meet here, in app/, never by importing each other (docs/layout-and-habits.md habit 6).
 */
export function CartRoute() {
  return <CartPage BuyNow={BuyNowButton} />;
}
