import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob, type JobRecord } from '../../platform/jobs/define-job';
import type { WebhookEvent } from '../../platform/payments/gateway';
import { createOrdersService } from '../orders/orders.service';
import { OrdersWriter } from '../orders/orders.writer';
import { shopPath } from '../../platform/mail/mail-words';
import { declinedPaymentMail, refundMail } from './payments.mails';
import { PaymentsRepository } from './payments.repository';
import { RefundsRepository } from './refunds.repository';

/**
 * The payments module's jobs (decision 012), registered in server/src/jobs.ts.
 * Enqueued inside the transaction of the change that causes them; the dedupe
 * keys named here are the enqueuers'.
 */

/** How often the reconciler asks the gateway about open payments (and once at every start). */
const RECONCILE_EVERY_SECONDS = 60;
/** About a day of tries (backoff doubles up to an hour) before a refund is marked failed for a person to look at. */
const REFUND_ATTEMPTS = 30;

const OrderJob = z.object({ orderId: z.uuid() });
const RefundJob = z.object({ refundId: z.uuid() });

/** Acts on a verified gateway webhook after its answer (`webhook:<event id>`). */
export const processWebhookJob = defineJob(
  'payments.process-webhook',
  z.object({ eventId: z.string(), event: z.custom<WebhookEvent>((v) => typeof v === 'object' && v !== null) }),
  async ({ event }, { app }) => app.payments.processWebhook(event),
);

/**
 * How often the new orders' sales are counted into their products' sales
 * count (the store's "Popular" order): in one batch, not a job per order,
 * so a sale's checkout writes no job for it (decision 058).
 */
const COUNT_SALES_EVERY_SECONDS = 10;

/** Counts the sales of every order not counted yet, every ten seconds (and once at every start). */
export const countNewSalesJob = defineJob('payments.count-new-sales', z.object({}), async (_payload, { app }) => void (await app.payments.countSales()), {
  everySeconds: COUNT_SALES_EVERY_SECONDS,
});

/**
 * A job per order (`sales:<order>`) that builds before decision 058 queued:
 * the rows of a rolling deploy, counted as `countNewSalesJob` counts.
 */
export const countSalesJob = defineJob('payments.count-sales', OrderJob, async (_payload, { app }) => void (await app.payments.countSales()));

/** How long after its receipt an order's licence certificates are drawn: out of the way of a sale's receipts (decision 056). */
const CERTIFICATES_AFTER_MS = 60_000;

/**
 * Mails the buyer their receipt (`receipt:<order>`); `resend` from the admin
 * area mails it again. The first time, it leaves the order's licence
 * certificates (issue 27) to `drawCertificatesJob`, a minute later.
 */
export const sendReceiptJob = defineJob(
  'payments.send-receipt',
  z.object({ orderId: z.uuid(), resend: z.boolean().optional() }),
  async ({ orderId, resend }, { app }) => {
    await app.payments.sendReceipt(orderId, resend ?? false);
    if (resend) return;
    const runAfter = new Date(app.now().getTime() + CERTIFICATES_AFTER_MS);
    await app.jobs.enqueue(app.database.db, drawCertificatesJob, { orderId }, { dedupeKey: `certificates:${orderId}`, runAfter });
  },
);

/**
 * Draws an order's licence certificates while nobody waits for them
 * (`certificates:<order>`): the order page's archive size and the ZIP need
 * them, and drawing one takes tens of milliseconds of the processor (a
 * fifth of the server's time in a sale, before it moved out of the receipt's
 * way: decision 056). A failure is logged, not retried: a request draws
 * what is missing.
 */
export const drawCertificatesJob = defineJob('payments.draw-certificates', OrderJob, async ({ orderId }, { app }) => prepareCertificates(app, orderId), {
  background: true,
});

async function prepareCertificates(app: FastifyInstance, orderId: string): Promise<void> {
  try {
    await createOrdersService({
      db: app.database.db,
      originals: app.storage.originals,
      media: app.storage.media,
      mediaUrl: app.storage.mediaUrl,
      tokenSecret: app.config.tokenSecret,
      publicUrl: app.config.publicUrl,
      shopName: app.config.shop.name,
      now: app.now,
      log: app.log,
    }).prepareCertificates(orderId);
  } catch (err) {
    app.log.warn({ err, orderId }, 'licence certificates not drawn ahead; the order page draws them');
  }
}

/**
 * Asks the gateway about open payments, every minute. Two runs at once are
 * harmless (fulfil is idempotent): a short lease lets another server take
 * over soon after one dies mid-run.
 */
export const reconcileJob = defineJob('payments.reconcile', z.object({}), async (_payload, { app }) => void (await app.payments.reconcile()), {
  everySeconds: RECONCILE_EVERY_SECONDS,
  leaseMs: RECONCILE_EVERY_SECONDS * 1000,
});

/** Tells the shop the reconciler gave up on a payment (decision 031; `unreconciled:<payment>`). */
export const mailUnreconciledJob = defineJob('payments.mail-unreconciled', z.object({ paymentId: z.uuid() }), async ({ paymentId }, { app }) =>
  app.payments.mailUnreconciled(paymentId),
);

/** Makes a recorded refund at the gateway (`refund:<refund>`, or `…:retry:<time>` from the admin area). */
export const refundJob = defineJob('payments.refund', RefundJob, async ({ refundId }, { app, job }) => makeRefund(app, refundId, job), {
  maxAttempts: REFUND_ATTEMPTS,
});

/** The customer's mail about a refunded order or a declined late capture (`refund-mail:<refund>`). */
export const mailRefundJob = defineJob('payments.mail-refund', RefundJob, async ({ refundId }, { app }) => mailRefund(app, refundId));

/**
 * The customer's mail about a refund decided in their favour without their
 * asking (a refunded digital order, a declined late capture), enqueued in the
 * refund's transaction: `payments.mail-refund`.
 */
async function mailRefund(app: FastifyInstance, refundId: string): Promise<void> {
  const db = app.database.db;
  const refund = await new RefundsRepository(db).find(refundId);
  if (!refund) return;
  const payments = new PaymentsRepository(db);
  const payment = await payments.findById(refund.paymentId);
  const contact = payment ? await payments.customerContact(payment.customerId) : undefined;
  if (!payment || !contact) return;
  if (refund.kind === 'declined') {
    // A late capture declined (decision 030): there is no order, only the payment to speak of.
    await app.mailer.send(
      declinedPaymentMail({
        to: contact.email,
        firstname: contact.firstname,
        amountPaise: refund.amountPaise,
        transactionId: payment.gatewayPaymentId ?? payment.receipt,
        reason: refund.reason,
        cartLink: `${app.config.publicUrl}${shopPath(contact.locale, '/cart')}`,
        shop: app.config.shop,
        locale: contact.locale,
      }),
    );
    return;
  }
  const [order] = await new OrdersWriter(db).ofPayment(refund.paymentId);
  if (!order) return;
  await app.mailer.send(
    refundMail({
      to: contact.email,
      firstname: contact.firstname,
      orderNumber: order.orderNumber,
      amountPaise: refund.amountPaise,
      reason: refund.reason,
      shop: app.config.shop,
      locale: contact.locale,
    }),
  );
}

/**
 * Makes a recorded refund at the gateway (`payments.refund`). It may run more
 * than once (the queue is at least once): it first asks the gateway whether
 * the payment is refunded already, and the gateway itself refuses a second
 * full refund.
 */
async function makeRefund(app: FastifyInstance, refundId: string, job: JobRecord): Promise<void> {
  const db = app.database.db;
  const repository = new RefundsRepository(db);
  const refund = await repository.find(refundId);
  if (!refund || refund.state === 'processed') return;
  const payment = await new PaymentsRepository(db).findById(refund.paymentId);
  if (!payment?.gatewayPaymentId) {
    await repository.settle(refund.id, 'failed', { lastError: 'The payment has no gateway payment to refund.', at: app.now() });
    return;
  }
  try {
    // A run that died after the gateway refunded, before this row said so, must not refund again:
    // the refund it made carries this row's id in its notes.
    const made = (await app.gateway.fetchRefunds(payment.gatewayPaymentId)).find((r) => r.notes.refund_id === refund.id);
    if (made?.status === 'processed') {
      await repository.markProcessed(refund.id, made.id, app.now());
      return;
    }
    if (made?.status === 'pending') {
      await repository.notePending(refund.id, made.id);
      return;
    }
    const atGateway = await app.gateway.fetchPayment(payment.gatewayPaymentId);
    if (atGateway.status === 'refunded') {
      await repository.settle(refund.id, 'processed', { lastError: null, at: app.now() });
      return;
    }
    const answer = await app.gateway.refund(payment.gatewayPaymentId, refund.amountPaise, {
      refund_id: refund.id,
      receipt: payment.receipt,
      reason: refund.reason.slice(0, 250),
    });
    // A pending refund is finished by the gateway's webhook (refund.processed or refund.failed), not assumed made.
    if (answer.status === 'failed') await repository.settle(refund.id, 'failed', { gatewayRefundId: answer.id, lastError: null, at: app.now() });
    else if (answer.status === 'pending') await repository.notePending(refund.id, answer.id);
    else await repository.markProcessed(refund.id, answer.id, app.now());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const last = job.attempts >= REFUND_ATTEMPTS;
    await repository.settle(refund.id, last ? 'failed' : 'pending', { lastError: message.slice(0, 2000), at: app.now() });
    throw error;
  }
}
