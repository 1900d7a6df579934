import type { SavedBilling } from '@chitra/contract/accounts';
import type { CartItem, CartResponse } from '@chitra/contract/cart';
import type { CheckCouponResponse } from '@chitra/contract/coupons';
import type { PaymentPayload, VerificationResult } from '@chitra/contract/payments';
import { createImageSet } from './fixtures';

/** Cart, coupon and payment shapes for the storefront's tests, each overridable. */

let nextItem = 1;

export function createCartItem(
  overrides: {
    _id?: string;
    productId?: string;
    title?: string;
    price?: number;
    salePrice?: number;
    translations?: CartItem['productID']['translations'];
  } = {},
): CartItem {
  const n = nextItem++;
  const productId = overrides.productId ?? `p-${n}`;
  const title = overrides.title ?? `Photograph ${n}`;
  return {
    _id: overrides._id ?? `item-${productId}`,
    productID: {
      _id: productId,
      title,
      price: overrides.price ?? 499,
      salePrice: overrides.salePrice ?? 399,
      ...(overrides.translations ? { translations: overrides.translations } : {}),
    },
    images: [createImageSet(productId, { alt: title })],
  };
}

/** GET users/getcart's answer; the totals are given, as the server computes them; `billing`, what the profile remembers (issue 27). */
export function cartResponse(items: CartItem[] = [], totals: { totalPrice?: number; totalsalePrice?: number } = {}, billing?: SavedBilling): CartResponse {
  return {
    success: true,
    data: [{ product: items, totalPrice: totals.totalPrice ?? 0, totalsalePrice: totals.totalsalePrice ?? 0, ...(billing ? { billing } : {}) }],
  };
}

/** A remembered billing state: Maharashtra, a person (no GSTIN). */
export const SAVED_BILLING: SavedBilling = { state: '27', gstin: '', businessName: '' };

/** createPayment's `billing` for SAVED_BILLING. */
export const SENT_BILLING = { state: '27', gstin: '', businessName: '', address: '' };

export function couponResponse(code: string, discountAmount: number, payable: number): CheckCouponResponse {
  return { success: true, message: 'Coupon applied.', data: { code, discountAmount, payable } };
}

export function createPaymentPayload(overrides: Partial<PaymentPayload> = {}): PaymentPayload {
  return {
    id: 'order_Test123',
    amount: 79800,
    currency: 'INR',
    receipt: 'rcpt_42',
    notes: { customer: 'user-1' },
    name: 'Asha Patil',
    email: 'asha@example.com',
    contact: '9876543210',
    key: 'rzp_test_demo',
    ...overrides,
  };
}

export function createVerificationResult(overrides: Partial<VerificationResult> = {}): VerificationResult {
  return {
    status: 'success',
    transactionID: 'pay_Test456',
    orderDetails: [
      {
        orderID: 'CH-2026-000123',
        _id: 'order-1',
        totalPrice: 798,
        productCount: 2,
        salePrice: 798,
        product: [
          { _id: 'p-1', title: 'Sunsets of Palghar', price: 499, salePrice: 399 },
          { _id: 'p-2', title: 'Monsoon at Satpati', price: 499, salePrice: 399 },
        ],
      },
    ],
    ...overrides,
  };
}
