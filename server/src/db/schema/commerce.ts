import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ShippingInfoValue } from '@chitra/contract/prints';
import { customers } from './accounts';
import { images, products } from './catalogue';
import { licenceTiers } from './licences';

/**
 * Cart, coupons, payments and orders of the digital shop. Money is integer
 * paise. Exactly-once fulfilment rests on the unique constraints here: one
 * order per payment, one redemption per payment, one row per webhook event.
 */

const citext = customType<{ data: string }>({ dataType: () => 'citext' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The licence the buyer chose (decision 053); the first tier unless they chose another. */
    tierId: uuid('tier_id')
      .notNull()
      .references(() => licenceTiers.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_customer_product_uq').on(t.customerId, t.productId)],
);

export const COUPON_KINDS = ['fixed', 'percent'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: citext('code').notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** fixed: paise off; percent: whole percent off (1–100). */
    value: integer('value').notNull(),
    /** percent only: the most it takes off, paise. */
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    startsAt: timestamptz('starts_at'),
    endsAt: timestamptz('ends_at'),
    /** Redemptions allowed in all; null for no limit. */
    maxUses: integer('max_uses'),
    /** Redemptions allowed per customer; null for no limit. */
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    /** Set when the shop withdrew the coupon (admin area): no new payment may use it. */
    disabledAt: timestamptz('disabled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    check('coupons_kind_ck', sql`${t.kind} in ('fixed', 'percent')`),
    check('coupons_value_ck', sql`${t.value} > 0 and (${t.kind} = 'fixed' or ${t.value} <= 100)`),
    check(
      'coupons_limits_ck',
      sql`${t.minOrderPaise} >= 0 and (${t.maxUses} is null or ${t.maxUses} > 0)
        and (${t.maxUsesPerCustomer} is null or ${t.maxUsesPerCustomer} > 0)
        and (${t.maxDiscountPaise} is null or ${t.maxDiscountPaise} > 0)
        and (${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt})`,
    ),
  ],
);

/**
 * The coupon a customer applied to their digital cart, one at most (decision
 * 039): kept until removed, replaced or used by a paid order, so a failed
 * payment does not lose it. It holds nothing: the limits are checked when it
 * is shown and when a payment takes it.
 */
export const cartCoupons = pgTable('cart_coupons', {
  customerId: uuid('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  couponId: uuid('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  appliedAt: timestamptz('applied_at').notNull().defaultNow(),
});

export const PAYMENT_STATES = ['created', 'failed', 'paid', 'flagged', 'declined'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What a payment pays for: the digital cart, or physical prints (the legacy flow). */
export const PAYMENT_KINDS = ['digital', 'print'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** One item of a payment's snapshot: what the buyer agreed to pay for, as priced then. */
export type PaymentItemSnapshot = {
  productId: string;
  title: string;
  /** The line's list price under its licence (an upgrade: the difference it costs). */
  pricePaise: number;
  salePricePaise: number | null;
  /**
   * The licence bought, its terms as the buyer saw them (decision 053).
   * Absent only on payments opened before licences: those are the first tier.
   */
  licence?: LicenceSnapshot;
};

/** A licence tier as a payment (and then its order) keeps it: never changed by a later edit of the tier. */
export type LicenceSnapshot = {
  tierId: string;
  name: string;
  summary: string;
  terms: string;
  version: number;
  /** Set when the line upgrades a licence the buyer held: that tier's id and name. */
  upgradeFrom: { tierId: string; name: string } | null;
};

/** Who a digital payment's tax invoice is made out to (decision 054): the place of supply, and a business buyer's GSTIN. */
export type BillingSnapshot = {
  /** GST state code, e.g. '29'. */
  stateCode: string;
  gstin: string | null;
  businessName: string | null;
  /** The invoice's address: required with a GSTIN, and above ₹50,000 (Rule 46); null when not given. */
  address: string | null;
};

/** One line of a print payment's snapshot: prints of one photograph in one colour, priced then. */
export type PrintLineSnapshot = {
  /** The print-cart line it came from: exactly these leave the cart when it is paid. */
  cartItemId: string;
  productId: string;
  title: string;
  colourId: string;
  colourName: string;
  quantity: number;
  unitPricePaise: number;
};

/** What a print payment pays for: the lines, and where they go when the checkout gave the address. */
export type PrintSnapshot = { lines: PrintLineSnapshot[]; shippingInfo: ShippingInfoValue | null };

/**
 * A payment: the gateway order made for one priced cart, with a snapshot of
 * what it pays for (`items` for the digital cart, `print` for prints). Moves only forward: created → paid, created → failed (a failed
 * payment can still turn out paid, never the reverse), created → flagged when
 * the gateway took a different amount than the snapshot (kept for a person).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull().default('digital'),
    /** The shop's own reference, unique, sent to the gateway as the receipt. */
    receipt: text('receipt').notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** Prints only: the shipping fee (docs/spec.md §9), part of the amount. */
    shippingPaise: integer('shipping_paise').notNull().default(0),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    couponCode: text('coupon_code'),
    /** Digital: the photographs bought; empty for prints. */
    items: jsonb('items').$type<PaymentItemSnapshot[]>().notNull(),
    /** Prints: the lines and the address; null for the digital cart. */
    print: jsonb('print').$type<PrintSnapshot>(),
    /** Digital: the buyer's state and GSTIN for the invoice; null when the payment gave none (the profile's, else the shop's state, decide). */
    billing: jsonb('billing').$type<BillingSnapshot>(),
    /** Items and coupon as one string: a second Buy Now for the same cart reuses the payment. */
    fingerprint: text('fingerprint').notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull().default('created'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** Why it failed, or why it was flagged. */
    reason: text('reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
    /** When the reconciler last asked the gateway about it (answered or not): it asks the least recently asked first. */
    reconciledAt: timestamptz('reconciled_at'),
    /** How many of the reconciler's checks failed (the gateway did not answer, or settling threw). */
    reconcileFailures: integer('reconcile_failures').notNull().default(0),
    /** Set when the reconciler gave up on it and told the shop (decision 031): it is asked no more, a person settles it. */
    reconcileGivenUpAt: timestamptz('reconcile_given_up_at'),
  },
  (t) => [
    uniqueIndex('payments_receipt_uq').on(t.receipt),
    uniqueIndex('payments_gateway_order_uq').on(t.gatewayOrderId),
    uniqueIndex('payments_gateway_payment_uq').on(t.gatewayPaymentId),
    index('payments_customer_idx').on(t.customerId, t.createdAt),
    // The reconciler's queue: open payments it has not given up on, least recently asked first.
    index('payments_reconcile_idx')
      .on(t.reconciledAt.asc().nullsFirst(), t.createdAt)
      .where(sql`${t.state} = 'created' and ${t.reconcileGivenUpAt} is null`),
    check('payments_state_ck', sql`${t.state} in ('created', 'failed', 'paid', 'flagged', 'declined')`),
    check('payments_kind_ck', sql`${t.kind} in ('digital', 'print') and (${t.kind} = 'print') = (${t.print} is not null)`),
    check(
      'payments_amount_ck',
      sql`${t.amountPaise} >= 100 and ${t.discountPaise} >= 0 and ${t.shippingPaise} >= 0
        and ${t.amountPaise} = ${t.subtotalPaise} + ${t.shippingPaise} - ${t.discountPaise}`,
    ),
  ],
);

/**
 * A coupon held by a payment. Counted against the coupon's limits while the
 * payment is open or paid; a failed payment gives it back (`released_at`).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    usedAt: timestamptz('used_at'),
    releasedAt: timestamptz('released_at'),
  },
  (t) => [
    index('coupon_redemptions_coupon_idx')
      .on(t.couponId)
      .where(sql`${t.releasedAt} is null`),
    index('coupon_redemptions_customer_idx')
      .on(t.couponId, t.customerId)
      .where(sql`${t.releasedAt} is null`),
  ],
);

/** Readable order numbers (CH-2026-000123): a sequence takes no row lock. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderNumber: text('order_number').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** What was paid, paise. */
    totalPaise: integer('total_paise').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponCode: text('coupon_code'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** Set by the job that counts new orders' sales, in the same transaction: counted once. */
    salesCountedAt: timestamptz('sales_counted_at'),
    /** Set once the receipt is mailed. */
    receiptSentAt: timestamptz('receipt_sent_at'),
    /** Set when the shop refunds the order (decision 026): its downloads end, its pictures are no longer owned. */
    refundedAt: timestamptz('refunded_at'),
  },
  (t) => [
    uniqueIndex('orders_order_number_uq').on(t.orderNumber),
    // The guard of exactly-once fulfilment: a second run cannot add a second order.
    uniqueIndex('orders_payment_uq').on(t.paymentId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The admin area's list of every order, newest first.
    index('orders_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    // The orders whose sales the counting job has yet to count (decision 058): empty between its runs.
    index('orders_sales_uncounted_idx')
      .on(t.createdAt)
      .where(sql`${t.salesCountedAt} is null and ${t.refundedAt} is null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Copied from the order so "already bought" is one index probe. */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    salePricePaise: integer('sale_price_paise'),
    position: integer('position').notNull(),
    /** The licence bought (decision 053): the tier, and its name, summary, terms and version as sold, for ever. */
    tierId: uuid('tier_id')
      .notNull()
      .references(() => licenceTiers.id, { onDelete: 'restrict' }),
    tierName: text('tier_name').notNull(),
    tierSummary: text('tier_summary').notNull(),
    tierTerms: text('tier_terms').notNull(),
    tierVersion: integer('tier_version').notNull(),
    /** The tier this line upgraded from, when it was an upgrade (its price was the difference). */
    upgradeFromTierId: uuid('upgrade_from_tier_id').references(() => licenceTiers.id, { onDelete: 'restrict' }),
    upgradeFromName: text('upgrade_from_name'),
    /** Unguessable (LIC-…): the certificate and the public verification page name it. */
    licenceId: text('licence_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    index('order_items_customer_product_idx').on(t.customerId, t.productId),
    uniqueIndex('order_items_licence_uq').on(t.licenceId),
  ],
);

/** Webhook deliveries seen, by the gateway's event id: a replay is dropped. */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

/**
 * The simulated gateway's own books (demo mode): what Razorpay keeps on its
 * side. In the database so that any server, and a restarted one, sees the
 * same orders and payments.
 */
export const simulatedGatewayOrders = pgTable('simulated_gateway_orders', {
  id: text('id').primaryKey(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const SIMULATED_PAYMENT_STATES = ['captured', 'failed'] as const;

export const simulatedGatewayPayments = pgTable(
  'simulated_gateway_payments',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => simulatedGatewayOrders.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: SIMULATED_PAYMENT_STATES }).notNull(),
    errorDescription: text('error_description'),
    /** Stands for the gateway's own clock, for ordering. */
    sequence: bigint('sequence', { mode: 'number' }).generatedAlwaysAsIdentity(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('simulated_gateway_payments_order_idx').on(t.orderId)],
);

/** The simulated gateway's refunds: a payment refunded in full reads as `refunded`, as at Razorpay. */
export const simulatedGatewayRefunds = pgTable(
  'simulated_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => simulatedGatewayPayments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    notes: jsonb('notes').$type<Record<string, string>>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('simulated_gateway_refunds_payment_idx').on(t.paymentId), check('simulated_gateway_refunds_amount_ck', sql`${t.amountPaise} > 0`)],
);

/**
 * The pictures each bought product had when it was paid for: what the buyer
 * may download for ever, whatever later happens to the product's gallery.
 * `restrict` keeps an image (and so its original) while an order holds it.
 */
export const orderItemImages = pgTable(
  'order_item_images',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').notNull(),
    imageId: uuid('image_id')
      .notNull()
      .references(() => images.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId, t.imageId] }),
    foreignKey({ columns: [t.orderId, t.productId], foreignColumns: [orderItems.orderId, orderItems.productId] }).onDelete('cascade'),
    index('order_item_images_image_idx').on(t.imageId),
  ],
);

/**
 * Every download of a bought file, ZIP or single picture: who fetched it
 * from where (docs/spec.md §3 `downloadLogs[] {source {ip, os, browser}, createdAt}`).
 */
export const downloadLogs = pgTable(
  'download_logs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The picture downloaded; null for the order's ZIP. */
    imageId: uuid('image_id').references(() => images.id, { onDelete: 'set null' }),
    /** What the buyer received: the archive's or the picture's file name. */
    fileName: text('file_name').notNull(),
    ip: text('ip').notNull(),
    os: text('os').notNull(),
    browser: text('browser').notNull(),
    /** The raw header, cut to 512 characters, for when the parser guessed wrong. */
    userAgent: text('user_agent').notNull(),
    /** How it was fetched: 'direct' (signed-in request) or 'link' (signed link). */
    via: text('via', { enum: ['direct', 'link'] }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('download_logs_order_idx').on(t.orderId, t.createdAt.desc().nullsFirst()), check('download_logs_via_ck', sql`${t.via} in ('direct', 'link')`)],
);

/**
 * Signed download links that have been used: the link itself is an HMAC
 * token (nothing stored when it is made); this row makes it single-use on
 * every server. Rows are swept once the link has expired.
 */
export const downloadLinkUses = pgTable(
  'download_link_uses',
  {
    nonce: text('nonce').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at').notNull().defaultNow(),
  },
  (t) => [index('download_link_uses_expiry_idx').on(t.expiresAt)],
);
