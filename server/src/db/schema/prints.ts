import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { colours, products } from './catalogue';
import { payments } from './commerce';

/**
 * Physical prints, the legacy flow (docs/spec.md §1, §3): a print cart of
 * (photograph, colour, quantity) lines, shipping addresses, and print orders
 * made from a paid print payment's snapshot. Money is integer paise. The
 * order is made exactly once per payment (unique `payment_id`), by the same
 * `fulfil()` as the digital orders.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const PRINT_ORDER_STATES = ['Ordered', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type PrintOrderState = (typeof PRINT_ORDER_STATES)[number];

/** One line of a customer's print cart. Its price is never stored: it is the product's print price when read. */
export const printCartItems = pgTable(
  'print_cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colourId: uuid('colour_id')
      .notNull()
      .references(() => colours.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // One line per photograph and colour: adding it again adds to the quantity.
    uniqueIndex('print_cart_items_line_uq').on(t.customerId, t.productId, t.colourId),
    check('print_cart_items_quantity_ck', sql`${t.quantity} between 1 and 10`),
  ],
);

/** Where a print order goes (docs/spec.md §3 Shipping address). Written once per order, never edited. */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    address: text('address').notNull(),
    other: text('other').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull(),
    /** Six digits. */
    pincode: text('pincode').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('shipping_addresses_customer_idx').on(t.customerId)],
);

export const printOrders = pgTable(
  'print_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** From the shop's one order sequence: CH-2026-000124. */
    orderNumber: text('order_number').notNull(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** Null only while a payment made without one waits for the create-order call's address. */
    shippingAddressId: uuid('shipping_address_id').references(() => shippingAddresses.id, { onDelete: 'restrict' }),
    subtotalPaise: integer('subtotal_paise').notNull(),
    shippingPaise: integer('shipping_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status', { enum: PRINT_ORDER_STATES }).notNull().default('Ordered'),
    /** The carrier's tracking number, given by the shop when it marks the order Shipped. */
    trackingNumber: text('tracking_number'),
    /** Who carries it (contract/src/prints-tracking.ts CARRIERS), when the shop said so: the customer's link is built from it (decision 038). */
    carrier: text('carrier'),
    /** The tracking link the shop gave instead, http(s) only: it wins over the carrier's page (decision 038). */
    trackingUrl: text('tracking_url'),
    /** Why the shop cancelled the order (told to the customer). */
    cancelReason: text('cancel_reason'),
    /** Set by the one create-order call that may claim the payment: a second one is refused. */
    confirmedAt: timestamptz('confirmed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('print_orders_order_number_uq').on(t.orderNumber),
    // The guard of exactly-once fulfilment, as for digital orders.
    uniqueIndex('print_orders_payment_uq').on(t.paymentId),
    index('print_orders_customer_idx').on(t.customerId, t.createdAt),
    check('print_orders_status_ck', sql`${t.status} in ('Ordered', 'Processing', 'Shipped', 'Delivered', 'Cancelled')`),
    check('print_orders_total_ck', sql`${t.totalPaise} = ${t.subtotalPaise} + ${t.shippingPaise}`),
    // A shipped (or delivered) order always says how to follow it.
    check('print_orders_tracking_ck', sql`${t.status} not in ('Shipped', 'Delivered') or ${t.trackingNumber} is not null`),
    // Only a web address is ever kept as a link the customer opens (decision 038; the API checks it first).
    check('print_orders_tracking_url_ck', sql`${t.trackingUrl} is null or ${t.trackingUrl} ~* '^https?://'`),
    index('print_orders_status_idx').on(t.status, t.createdAt.desc().nullsFirst()),
  ],
);

/** A print order's lines, copied from the payment's snapshot: what was paid for, as priced then. */
export const printOrderItems = pgTable(
  'print_order_items',
  {
    orderId: uuid('order_id')
      .notNull()
      .references(() => printOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    /** The colour's id then; its name is kept beside it, so a renamed colour never changes an order. */
    colourId: uuid('colour_id').notNull(),
    colourName: text('colour_name').notNull(),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('print_order_items_quantity_ck', sql`${t.quantity} between 1 and 10 and ${t.unitPricePaise} > 0`),
  ],
);
