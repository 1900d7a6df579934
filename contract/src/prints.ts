import { z } from 'zod';
import { ImageSet } from './catalogue';
import { OrderTaxDocument } from './licences';
import { GatewayId, PaymentPayload } from './payments';
import { CONTROL_CHARACTERS, singleLine } from './text';
import {
  MAX_PRINT_CART_LINES,
  PRINT_QUANTITY_MAX,
  PRINT_QUANTITY_MIN,
  pincodeProblem,
  SHIPPING_ADDRESS_MAX,
  SHIPPING_CITY_MAX,
  SHIPPING_COUNTRIES,
  SHIPPING_MESSAGES,
  SHIPPING_NAME_MAX,
  SHIPPING_STATES,
  type ShippingField,
} from './shipping';

/**
 * Physical prints: the legacy flow of docs/spec.md §1–§9 (print cart with quantity
 * and colour, checkout with a shipping address, my-orders) and docs/api-reference.md
 * "Prints". Money is rupees on the wire; `amount` that goes to the gateway is
 * paise. Every price and total is the server's.
 */

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

export const QUANTITY_RANGE = `quantity must be between ${PRINT_QUANTITY_MIN} and ${PRINT_QUANTITY_MAX}`;

/** 1–10 prints: a JSON number, or its digits as text (a path segment, a form's select). */
export const PrintQuantity = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? 'quantity is a required field' : QUANTITY_RANGE),
  })
  .transform((value, ctx) => {
    const n = typeof value === 'number' ? value : /^\s*[+-]?\d{1,3}\s*$/.test(value) ? Number(value) : Number.NaN;
    if (!Number.isInteger(n) || n < PRINT_QUANTITY_MIN || n > PRINT_QUANTITY_MAX) {
      ctx.addIssue({ code: 'custom', message: QUANTITY_RANGE });
      return z.NEVER;
    }
    return n;
  });

const requiredText = (field: ShippingField, max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? SHIPPING_MESSAGES.required(field) : 'must be text') })
    .trim()
    .min(1, SHIPPING_MESSAGES.required(field))
    .max(max, SHIPPING_MESSAGES.tooLong(max))
    .refine(singleLine, CONTROL_CHARACTERS);

const choice = <const T extends readonly [string, ...string[]]>(field: ShippingField, options: T, message: string) =>
  z.enum(options, { error: (issue) => (issue.input === undefined || issue.input === '' ? SHIPPING_MESSAGES.required(field) : message) });

/** docs/spec.md §3 Shipping address with docs/spec.md §5's rules, as a request carries it. */
export const ShippingInfoInput = z.object({
  firstname: requiredText('firstname', SHIPPING_NAME_MAX),
  lastname: requiredText('lastname', SHIPPING_NAME_MAX),
  address: requiredText('address', SHIPPING_ADDRESS_MAX),
  /** Flat, floor, landmark: optional (docs/spec.md §5). */
  other: z
    .string({ error: 'must be text' })
    .trim()
    .max(SHIPPING_ADDRESS_MAX, SHIPPING_MESSAGES.tooLong(SHIPPING_ADDRESS_MAX))
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional()
    .default(''),
  city: requiredText('city', SHIPPING_CITY_MAX),
  state: choice('state', SHIPPING_STATES, SHIPPING_MESSAGES.state),
  country: choice('country', SHIPPING_COUNTRIES, SHIPPING_MESSAGES.country),
  /** A positive integer (docs/spec.md §5): six digits of an Indian PIN code, as a number or its text. */
  pincode: z
    .union([z.number(), z.string()], {
      error: (issue) => (issue.input === undefined ? SHIPPING_MESSAGES.required('pincode') : SHIPPING_MESSAGES.pincodeNumber),
    })
    .transform((value, ctx) => {
      const problem = pincodeProblem(value);
      if (problem !== undefined) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return Number(String(value).trim().replace(/^\+/, ''));
    }),
});
/** What a form sends (the pincode may be text). */
export type ShippingInfoInput = z.input<typeof ShippingInfoInput>;
/** The address as the server keeps it. */
export type ShippingInfoValue = z.output<typeof ShippingInfoInput>;

/** docs/spec.md §3 Shipping address, as answers carry it. */
export const ShippingInfo = z.object({
  firstname: z.string(),
  lastname: z.string(),
  address: z.string(),
  other: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  pincode: z.number().int(),
});
export type ShippingInfo = z.infer<typeof ShippingInfo>;

// ---------------------------------------------------------------------------
// The print cart: POST/GET user/cart, delete-product-cart, update-product-cart, empty-cart
// ---------------------------------------------------------------------------

export const AddPrintBody = z.object({
  productId: z.uuid('must be a product id'),
  /** The colour's `_id`, one of the product's `color` list (the frame colour). */
  color: z.uuid('must be a colour id'),
  quantity: PrintQuantity,
});
export type AddPrintBody = z.input<typeof AddPrintBody>;

/** docs/spec.md §3 Legacy cart item: `productId {_id, title, images}, quantity, price, color {_id, title}`. */
export const PrintCartItem = z.object({
  /** The cart line's id: delete-product-cart and update-product-cart take it. */
  _id: z.string(),
  productId: z.object({ _id: z.string(), title: z.string(), images: z.array(ImageSet) }),
  quantity: z.number().int(),
  /** One print's price now, rupees: the line costs quantity × price. */
  price: z.number(),
  color: z.object({ _id: z.string(), title: z.string() }),
});
export type PrintCartItem = z.infer<typeof PrintCartItem>;

export const AddPrintResponse = z.object({ success: z.literal(true), message: z.string(), data: PrintCartItem });
export type AddPrintResponse = z.infer<typeof AddPrintResponse>;

export const PrintCartResponse = z.object({
  success: z.literal(true),
  /** Oldest line first. Only lines that can still be ordered (the product still offers prints in that colour). */
  cart: z.array(PrintCartItem),
  /** Sum of quantity × price, rupees (docs/spec.md §3). */
  cartTotal: z.number(),
  /** The shipping fee, rupees (docs/spec.md §9: ₹100); 0 for an empty cart. */
  shipping: z.number(),
  /** cartTotal + shipping: what `order/checkout` must be sent, rupees. */
  totalPrice: z.number(),
});
export type PrintCartResponse = z.infer<typeof PrintCartResponse>;

export const PrintCartLineParams = z.object({ id: z.uuid('must be a cart item id') });
export const UpdatePrintParams = z.object({ cartItemId: z.uuid('must be a cart item id'), quantity: PrintQuantity });
export type UpdatePrintParams = z.input<typeof UpdatePrintParams>;

export const UpdatePrintResponse = z.object({ success: z.literal(true), message: z.string(), data: PrintCartItem });
export type UpdatePrintResponse = z.infer<typeof UpdatePrintResponse>;

// ---------------------------------------------------------------------------
// Paying: order/checkout, order/paymentVerification, user/cart/create-order/
// ---------------------------------------------------------------------------

/** A rupee amount as the client shows it: at most two decimals. */
const Rupees = z.number({ error: 'must be an amount in rupees' }).nonnegative('must be an amount in rupees').max(10_000_000, 'is too large');

export const PrintCheckoutBody = z.object({
  /** What the customer was shown, rupees: must equal the server's own total (cart + shipping). */
  amount: Rupees,
  /**
   * Where the prints go. Optional (docs/api-reference.md names only `amount`); when given it
   * is part of what is paid for, so an order made by the webhook or the
   * reconciler, without the browser, still has its address.
   */
  shippingInfo: ShippingInfoInput.optional(),
});
export type PrintCheckoutBody = z.input<typeof PrintCheckoutBody>;

/** docs/api-reference.md: `{ order: { id, amount (paise), currency } }`, plus what checkout.js needs to open. */
export const PrintCheckoutResponse = z.object({ success: z.literal(true), order: PaymentPayload });
export type PrintCheckoutResponse = z.infer<typeof PrintCheckoutResponse>;

export const PrintPaymentVerificationBody = z.object({
  /** The gateway order id `order/checkout` answered. */
  orderCreationId: GatewayId,
  razorpayPaymentId: GatewayId,
  razorpayOrderId: GatewayId,
  razorpaySignature: z
    .string()
    .min(1)
    .max(256)
    .regex(/^[0-9a-fA-F]+$/, 'must be a hex signature'),
});
export type PrintPaymentVerificationBody = z.infer<typeof PrintPaymentVerificationBody>;

/** docs/architecture.md §3 item 8: the legacy create-order payload. */
export const CreatePrintOrderBody = z.object({
  shippingInfo: ShippingInfoInput,
  /**
   * The lines as the client shows them. Informational: the order is made of
   * what was paid for (the payment's snapshot), never of this list.
   */
  orderItems: z
    .array(
      z.object({
        product: z.union([z.uuid(), z.object({ _id: z.uuid() })]).optional(),
        color: z.union([z.uuid(), z.object({ _id: z.uuid() })]).optional(),
        quantity: z.number().int().optional(),
        price: z.number().optional(),
      }),
    )
    .max(MAX_PRINT_CART_LINES, `must have at most ${MAX_PRINT_CART_LINES} lines`)
    .optional(),
  /** Rupees: must equal what the payment took. */
  totalPrice: Rupees,
  /** Rupees: the print flow has no coupons, so the same as totalPrice. */
  totalPriceAfterDiscount: Rupees,
  paymentInfo: z.object({ razorpayOrderId: GatewayId, razorpayPaymentId: GatewayId }),
});
export type CreatePrintOrderBody = z.input<typeof CreatePrintOrderBody>;

export const PRINT_ORDER_STATUSES = ['Ordered', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type PrintOrderStatus = (typeof PRINT_ORDER_STATUSES)[number];

/** docs/spec.md §3 Legacy order: `_id, totalPrice, totalPriceAfterDiscount, orderStatus, orderItems[] {product.title, quantity, price, color.title}`. */
export const PrintOrder = z.object({
  _id: z.string(),
  /** Readable number from the shop's one order sequence, e.g. CH-2026-000124. */
  orderID: z.string(),
  orderItems: z.array(
    z.object({
      product: z.object({ _id: z.string(), title: z.string() }),
      quantity: z.number().int(),
      /** One print's price as paid, rupees. */
      price: z.number(),
      color: z.object({ _id: z.string(), title: z.string() }),
    }),
  ),
  /** null only when the payment arrived without one and the create-order call has not brought it yet. */
  shippingInfo: ShippingInfo.nullable(),
  /** What was paid, rupees: the prints plus shipping. */
  totalPrice: z.number(),
  /** The same (the print flow has no coupons). */
  totalPriceAfterDiscount: z.number(),
  /** The shipping fee paid, rupees. */
  shippingPrice: z.number(),
  orderStatus: z.enum(PRINT_ORDER_STATUSES),
  /** The carrier's tracking number once the shop has shipped it (admin area); null before. Added after the spec: optional. */
  trackingNumber: z.string().nullable().optional(),
  /** Who carries it (India Post, DTDC, Delhivery, Blue Dart), when the shop said so; null otherwise. Added after the spec: optional (decision 038). */
  carrier: z.string().nullable().optional(),
  /** Where the customer follows it, an http(s) address: the shop's link or the carrier's tracking page; null when there is none. Added after the spec: optional. */
  trackingUrl: z.string().nullable().optional(),
  /** ISO 8601. */
  createdAt: z.string(),
  /**
   * The order's GST invoice and, after a cancellation's refund, its credit
   * note, oldest first (issue 27); each PDF at users/tax-document/{_id}.
   * Added after the spec: optional; `user/getmyorders` always carries it.
   */
  documents: z.array(OrderTaxDocument).optional(),
});
export type PrintOrder = z.infer<typeof PrintOrder>;

export const CreatePrintOrderResponse = z.object({ success: z.literal(true), message: z.string(), order: PrintOrder });
export type CreatePrintOrderResponse = z.infer<typeof CreatePrintOrderResponse>;

/** docs/architecture.md §3 item 9: `user/getmyorders` answers `{ orders: LegacyOrder[] }`, newest first. */
export const MyOrdersResponse = z.object({ success: z.literal(true), orders: z.array(PrintOrder) });
export type MyOrdersResponse = z.infer<typeof MyOrdersResponse>;

/** The server's answers about prints (the spec's own toasts are in messages.ts). */
export const PRINT_MESSAGES = {
  productNotFound: 'Product not found',
  notPrintable: 'Prints of this photograph are not offered.',
  colourNotOffered: 'This colour is not offered for this photograph.',
  lineFull: `You can order at most ${PRINT_QUANTITY_MAX} prints of one photograph in one colour.`,
  cartFull: `Your print cart holds at most ${MAX_PRINT_CART_LINES} lines.`,
  itemNotFound: 'This item is not in your print cart.',
  emptied: 'Your print cart is empty now.',
  emptyCart: 'Your print cart is empty.',
  amountMismatch: 'The amount does not match your print cart. Please review your order and try again.',
  unknownPayment: 'Payment not found.',
  signatureInvalid: 'Payment verification failed.',
  notCaptured: 'The payment has not been received. Please try again.',
  verified: 'Payment verified successfully.',
  notVerified: 'This payment has not been verified.',
  flagged: 'This payment could not be accepted. The shop will contact you.',
  paymentUsed: 'This payment has already been used for an order.',
  totalMismatch: 'The order total does not match the payment.',
} as const;
