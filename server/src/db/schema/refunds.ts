import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { customers } from './accounts';
import { payments } from './commerce';
import { printOrders } from './prints';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const REFUND_STATES = ['pending', 'processed', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Why the money goes back: a print order cancelled (the whole payment), the
 * pictures of a payment the buyer owned already (decision 013: their share),
 * or the shop refunding a digital order (decision 026: what is left of the
 * payment). One of each kind per payment.
 */
export const REFUND_KINDS = ['print-cancel', 'bought-again', 'order', 'declined'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/**
 * Money given back through the payment gateway. A row is written in the
 * transaction that decides the refund (a print order cancelled), with the
 * job that asks the gateway after commit; the unique payment id and kind make
 * it one refund of each kind per payment, whatever arrives twice. Their sum
 * never exceeds what the payment took (the gateway refuses more).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The print order whose cancellation caused it (null for a future refund of another kind). */
    printOrderId: uuid('print_order_id').references(() => printOrders.id, { onDelete: 'restrict' }),
    /** recordRefund always names it; the default covers a row written by hand (the whole order's). */
    kind: text('kind', { enum: REFUND_KINDS }).notNull().default('order'),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('pending'),
    /** rfnd_… once the gateway made it. */
    gatewayRefundId: text('gateway_refund_id'),
    /** The admin who decided it. */
    requestedBy: uuid('requested_by').references(() => customers.id, { onDelete: 'set null' }),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    processedAt: timestamptz('processed_at'),
  },
  (t) => [
    // The guard of exactly once: a second refund of the same kind of the payment cannot be recorded.
    uniqueIndex('refunds_payment_kind_uq').on(t.paymentId, t.kind),
    uniqueIndex('refunds_gateway_refund_uq').on(t.gatewayRefundId),
    index('refunds_print_order_idx').on(t.printOrderId),
    check('refunds_state_ck', sql`${t.state} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_ck', sql`${t.amountPaise} > 0`),
    check('refunds_kind_ck', sql`${t.kind} in ('print-cancel', 'bought-again', 'order', 'declined')`),
  ],
);
