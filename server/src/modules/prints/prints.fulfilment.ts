import { SHIPPING_FEE_RUPEES } from '@chitra/contract/constants';
import { rupeesToPaise } from '@chitra/contract/money';
import type { PrintLineSnapshot } from '../../db/schema/commerce';
import type { DbOrTx, Tx } from '../../db/transaction';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Payment } from '../payments/payments.repository';
import { mailConfirmationJob, mailShopJob } from './prints.jobs';
import { type PrintLine, type PrintOrderRow, PrintsRepository } from './prints.repository';

/**
 * What the payments module needs of prints: the priced print cart (what a
 * print payment's snapshot holds) and the order made from a paid one. Both
 * run inside the payment's transaction when given one.
 */

/** docs/spec.md §9: a ₹100 shipping fee on every print order. */
const SHIPPING_FEE_PAISE = rupeesToPaise(SHIPPING_FEE_RUPEES) ?? 0;

export type PricedPrints = {
  lines: PrintLineSnapshot[];
  /** Sum of quantity × unit price. */
  subtotalPaise: number;
  /** The shipping fee; 0 for an empty cart. */
  shippingPaise: number;
  totalPaise: number;
};

export function pricePrintLines(lines: PrintLine[]): PricedPrints {
  const snapshot = lines.map((line) => ({
    cartItemId: line.itemId,
    productId: line.productId,
    title: line.title,
    colourId: line.colourId,
    colourName: line.colourName,
    quantity: line.quantity,
    unitPricePaise: line.unitPricePaise,
  }));
  const subtotalPaise = snapshot.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0);
  const shippingPaise = snapshot.length > 0 ? SHIPPING_FEE_PAISE : 0;
  return { lines: snapshot, subtotalPaise, shippingPaise, totalPaise: subtotalPaise + shippingPaise };
}

/** The customer's print cart, priced now. */
export async function pricePrintCart(db: DbOrTx, customerId: string): Promise<PricedPrints> {
  return pricePrintLines(await new PrintsRepository(db).lines(customerId));
}

/**
 * Makes the print order of a payment that has just been marked paid, inside
 * `fulfil()`'s transaction (the unique payment id keeps it to one): the
 * lines and address from the snapshot, exactly the lines paid for leave the
 * cart, and the mails to the shop and the customer are enqueued.
 */
export async function fulfilPrintPayment(tx: Tx, jobs: JobQueue, payment: Payment, at: Date): Promise<PrintOrderRow> {
  const snapshot = payment.print;
  if (!snapshot) throw new Error(`payment ${payment.id} is a print payment without its snapshot`);
  const prints = new PrintsRepository(tx);
  const shippingAddressId = snapshot.shippingInfo ? await prints.insertAddress(payment.customerId, snapshot.shippingInfo, at) : null;
  const order = await prints.insertOrder(
    {
      paymentId: payment.id,
      customerId: payment.customerId,
      shippingAddressId,
      subtotalPaise: payment.subtotalPaise,
      shippingPaise: payment.shippingPaise,
      totalPaise: payment.amountPaise,
      createdAt: at,
    },
    snapshot.lines.map((line, position) => ({
      position,
      productId: line.productId,
      title: line.title,
      colourId: line.colourId,
      colourName: line.colourName,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
    })),
  );
  await prints.removeLines(
    payment.customerId,
    snapshot.lines.map((line) => line.cartItemId),
  );
  await jobs.enqueue(tx, mailShopJob, { orderId: order.id }, { dedupeKey: `print-shop:${order.id}` });
  await jobs.enqueue(tx, mailConfirmationJob, { orderId: order.id }, { dedupeKey: `print-receipt:${order.id}` });
  return order;
}
