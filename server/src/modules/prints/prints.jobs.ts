import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import { shopPath } from '../../platform/mail/mail-words';
import { PaymentsRepository } from '../payments/payments.repository';
import { printConfirmationMail, printStatusMail, shopPrintAddressMail, shopPrintOrderMail } from './prints.mails';
import { PrintsRepository } from './prints.repository';

/** The prints module's mails, each a job (decision 012), registered in server/src/jobs.ts. */

const OrderJob = z.object({ orderId: z.uuid() });

/** Tells the shop of a new print order (`print-shop:<order>`), or with `address` of the address that followed it (`print-address:<order>`). */
export const mailShopJob = defineJob(
  'prints.mail-shop',
  z.object({ orderId: z.uuid(), address: z.boolean().optional() }),
  async ({ orderId, address }, { app }) => {
    const found = await orderAndContact(app, orderId);
    if (!found) return;
    const shop = app.config.shop;
    await app.mailer.send(address === true ? shopPrintAddressMail({ shop, order: found.order }) : shopPrintOrderMail({ shop, ...found }));
  },
);

/** The customer's confirmation of a print order (`print-receipt:<order>`). */
export const mailConfirmationJob = defineJob('prints.mail-confirmation', OrderJob, async ({ orderId }, { app }) => {
  const found = await orderAndContact(app, orderId);
  if (!found) return;
  const { locale } = found.customer;
  await app.mailer.send(printConfirmationMail({ shop: app.config.shop, ...found, link: `${app.config.publicUrl}${shopPath(locale, '/my-orders')}`, locale }));
});

/**
 * Tells the customer the shop moved their order on (admin area;
 * `print-status:<order>:<status>`): the change as it was made, whatever came after.
 */
export const mailStatusJob = defineJob(
  'prints.mail-status',
  z.object({
    orderId: z.uuid(),
    status: z.enum(['Processing', 'Shipped', 'Delivered', 'Cancelled']),
    trackingNumber: z.string().optional(),
    carrier: z.string().optional(),
    trackingUrl: z.string().optional(),
    reason: z.string().optional(),
    refundPaise: z.number().int().positive().optional(),
  }),
  async ({ orderId, ...change }, { app }) => {
    const found = await orderAndContact(app, orderId);
    if (!found) return;
    const { order, customer } = found;
    // In the customer's language when the mail is made (decision 062), its link too.
    const { locale } = customer;
    await app.mailer.send(
      printStatusMail({ shop: app.config.shop, order, customer, change, link: `${app.config.publicUrl}${shopPath(locale, '/my-orders')}`, locale }),
    );
  },
);

/** The print order with its customer's contact and its payment's transaction id; undefined when any is gone. */
async function orderAndContact(app: FastifyInstance, orderId: string) {
  const db = app.database.db;
  const order = await new PrintsRepository(db).orderById(orderId);
  if (!order) return undefined;
  const payments = new PaymentsRepository(db);
  const [customer, payment] = await Promise.all([payments.customerContact(order.customerId), payments.findById(order.paymentId)]);
  if (!customer || !payment) return undefined;
  return { order, customer, transactionId: payment.gatewayPaymentId ?? payment.receipt };
}
