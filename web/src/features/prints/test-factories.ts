import type { PrintCartItem, PrintCartResponse, PrintOrder } from '@chitra/contract/prints';
import { createImageSet } from '../../test/fixtures';

/** Print-flow shapes for the storefront's tests, each overridable; totals are given, as the server computes them. */

let next = 1;

export function createPrintLine(overrides: { _id?: string; title?: string; price?: number; quantity?: number; colour?: string } = {}): PrintCartItem {
  const n = next++;
  const productId = `print-product-${n}`;
  const title = overrides.title ?? `Photograph ${n}`;
  return {
    _id: overrides._id ?? `line-${n}`,
    productId: {
      _id: productId,
      title,
      images: [createImageSet(productId, { alt: title })],
    },
    quantity: overrides.quantity ?? 1,
    price: overrides.price ?? 1499,
    color: { _id: `colour-${overrides.colour ?? 'black'}`, title: overrides.colour ?? 'black' },
  };
}

export function printCartResponse(cart: PrintCartItem[], totals: { cartTotal: number; shipping: number; totalPrice: number }): PrintCartResponse {
  return { success: true, cart, ...totals };
}

export const EMPTY_PRINT_CART: PrintCartResponse = { success: true, cart: [], cartTotal: 0, shipping: 0, totalPrice: 0 };

export function createPrintOrder(overrides: Partial<PrintOrder> = {}): PrintOrder {
  const n = next++;
  return {
    _id: `print-order-${n}`,
    orderID: `CH-2026-${String(n).padStart(6, '0')}`,
    orderItems: [
      { product: { _id: `print-product-${n}`, title: 'Kelva Beach at golden hour' }, quantity: 2, price: 1499, color: { _id: 'colour-gold', title: 'gold' } },
    ],
    shippingInfo: {
      firstname: 'Asha',
      lastname: 'Patil',
      address: '12 Station Road',
      other: '',
      city: 'Vapi',
      state: 'Gujarat',
      country: 'India',
      pincode: 396191,
    },
    totalPrice: 3098,
    totalPriceAfterDiscount: 3098,
    shippingPrice: 100,
    orderStatus: 'Ordered',
    createdAt: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
