import { createHash } from 'node:crypto';
import { withTransaction } from '../../db/transaction';
import { badRequest } from '../../errors';
import type { WebhookEvent } from '../../platform/payments/gateway';
import type { PaymentsDeps } from './payments.context';
import type { PaymentsFulfilment } from './payments.fulfil';
import { processWebhookJob } from './payments.jobs';
import { PaymentsRepository } from './payments.repository';
import { RefundsRepository } from './refunds.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/** The webhook events fulfilment acts on; others are acknowledged and dropped. */
const FULFILLING_EVENTS = new Set(['payment.captured', 'order.paid']);
const FAILURE_EVENTS = new Set(['payment.failed']);
/** Razorpay's word on a refund (decision 026): the refund job may have settled it first. */
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

/** Razorpay's webhooks: accepted at once, acted on by a job that ends in the one `fulfil`. */
export function createWebhooks(deps: PaymentsDeps, fulfilment: PaymentsFulfilment) {
  const { db, gateway, jobs, now, log } = deps;
  const { fulfil } = fulfilment;
  const payments = new PaymentsRepository(db);

  /**
   * refund.processed / refund.failed: the refund it names (by the `refund_id`
   * in its notes, else the gateway's id) is settled. Processed is marked
   * once, whether the refund job or this gets there first; a refund of the
   * payment the shop did not record (made at the gateway's dashboard) is
   * only logged.
   */
  async function settleRefund(event: WebhookEvent): Promise<void> {
    const entity = event.payload.refund?.entity;
    if (!entity || typeof entity.id !== 'string') return;
    const notes = entity.notes && !Array.isArray(entity.notes) && typeof entity.notes === 'object' ? (entity.notes as Record<string, unknown>) : {};
    const repository = new RefundsRepository(db);
    const refund = await repository.forGatewayRefund(entity.id, typeof notes.refund_id === 'string' ? notes.refund_id : undefined);
    if (!refund) {
      log.warn({ gatewayRefundId: entity.id, paymentId: entity.payment_id, event: event.event }, 'webhook for a refund this shop did not record');
      return;
    }
    if (event.event === 'refund.processed' && entity.status === 'processed') {
      await repository.markProcessed(refund.id, entity.id, now());
    } else if (event.event === 'refund.failed' && refund.state === 'processed') {
      // A processed refund stays processed (the money went back): a late or stray failure changes nothing.
      log.warn({ refundId: refund.id, gatewayRefundId: entity.id }, 'refund.failed for a refund already processed: ignored');
    } else if (event.event === 'refund.failed') {
      await repository.settle(refund.id, 'failed', { gatewayRefundId: entity.id, lastError: 'The gateway reported the refund failed.', at: now() });
      log.error({ refundId: refund.id, gatewayRefundId: entity.id }, 'refund failed at the gateway: a person must settle it');
    }
  }

  /**
   * A capture of a payment that is paid already, by the gateway payment that
   * paid it: fulfil would answer it as it is, so no job is needed. Checkout's
   * answer fulfils nearly every payment before its webhooks arrive: in a
   * sale, this spares two jobs a purchase (decision 056). Paid is final for
   * fulfil, so the answer cannot go stale. A capture by another gateway
   * payment (a second one on the same order) goes to the job, and fulfil
   * reports it.
   */
  async function paidAlready(repository: PaymentsRepository, event: WebhookEvent): Promise<boolean> {
    // The body is the gateway's, signed, but read warily: a shape it does not expect is left to the job.
    const entity = event.payload.payment?.entity;
    const orderId: unknown = entity?.order_id ?? event.payload.order?.entity?.id;
    if (typeof orderId !== 'string') return false;
    const payment = await repository.findByGatewayOrder(orderId);
    return payment?.state === 'paid' && (entity === undefined || entity.id === payment.gatewayPaymentId);
  }

  return {
    /**
     * POST payments/razorpay/webhook: the signature over the raw body with
     * the webhook secret, then the event is recorded once by its id (a replay
     * is dropped) and handed to a job in the same transaction, so the answer
     * is quick and nothing is lost if this server stops; a capture of a
     * payment paid already needs no job, and is only recorded.
     */
    async acceptWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined): Promise<void> {
      if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) throw badRequest(API_MESSAGES.webhookSignature);
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw badRequest(API_MESSAGES.webhookNotJson);
      }
      if (typeof event?.event !== 'string' || typeof event.payload !== 'object' || event.payload === null) {
        throw badRequest(API_MESSAGES.webhookNotEvent);
      }
      // The event id header is not covered by the signature: use it only when
      // it looks like Razorpay's, else the body's own digest.
      const header = eventIdHeader?.trim() ?? '';
      const eventId = /^[A-Za-z0-9_.:-]{1,100}$/.test(header) ? header : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const name = event.event.slice(0, 100);
      // A capture of a payment paid already: its event is recorded (replays are dropped) and nothing
      // more, so no transaction is needed. Paid is final, so reading it first cannot go stale (decision 059).
      if (FULFILLING_EVENTS.has(event.event) && (await paidAlready(payments, event))) {
        await payments.recordWebhookEvent(eventId, name, now());
        return;
      }
      const acts = FULFILLING_EVENTS.has(event.event) || FAILURE_EVENTS.has(event.event) || REFUND_EVENTS.has(event.event);
      const enqueued = await withTransaction(db, async (tx) => {
        if (!(await new PaymentsRepository(tx).recordWebhookEvent(eventId, name, now())) || !acts) return false;
        await jobs.enqueue(tx, processWebhookJob, { eventId, event }, { dedupeKey: `webhook:${eventId}` });
        return true;
      });
      if (enqueued) jobs.poke();
    },

    /** The job behind a webhook: fulfil on a capture, note a failed attempt, settle a refund. */
    async processWebhook(event: WebhookEvent): Promise<void> {
      if (REFUND_EVENTS.has(event.event)) {
        await settleRefund(event);
        return;
      }
      const entity = event.payload.payment?.entity;
      const orderId = entity?.order_id ?? event.payload.order?.entity.id;
      if (!orderId) return;
      const payment = await payments.findByGatewayOrder(orderId);
      if (!payment) {
        log.warn({ orderId, event: event.event }, 'webhook for an order this shop does not know');
        return;
      }
      if (FULFILLING_EVENTS.has(event.event) && entity && entity.status === 'captured') {
        await fulfil(
          payment.id,
          { id: entity.id, orderId, amountPaise: entity.amount, currency: entity.currency, status: 'captured' },
          `webhook ${event.event}`,
        );
      } else if (FAILURE_EVENTS.has(event.event)) {
        await payments.noteFailure(payment.id, entity?.error_description ?? 'The payment failed.', now());
      }
    },
  };
}
