import { withoutParams } from '../../db/redact-errors';
import { withTransaction } from '../../db/transaction';
import type { PaymentsDeps } from './payments.context';
import type { PaymentsFulfilment } from './payments.fulfil';
import { mailUnreconciledJob } from './payments.jobs';
import { unreconciledPaymentMail } from './payments.mails';
import { type Payment, PaymentsRepository } from './payments.repository';

/** An open payment with nothing captured after this long has expired: it fails and gives its coupon back. */
const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
const RECONCILE_BATCH = 100;

/**
 * When the reconciler stops asking about a payment the gateway never answers
 * about (decision 031): opened a day ago, 48 payment windows, and at least
 * this many failed checks, so a server that was off for a day still tries a
 * while before it gives up.
 */
export const RECONCILE_GIVE_UP = { afterMs: 24 * 60 * 60 * 1000, failures: 20 } as const;

export type Reconciled = { checked: number; fulfilled: number; expired: number; failed: number; givenUp: number };

/**
 * Asks the gateway about open payments: a capture nobody told us of (the
 * browser closed, the server stopped, the webhook was lost) is fulfilled; a
 * payment open past the window fails and frees its coupon. Each run takes
 * the payments asked least recently, so a payment the gateway never answers
 * about goes to the back of the line instead of holding up the rest; after
 * RECONCILE_GIVE_UP it is asked no more and the shop is told.
 */
export function createReconciler(deps: PaymentsDeps, fulfilment: PaymentsFulfilment) {
  const { db, gateway, jobs, mailer, config, now, log } = deps;
  const { settle } = fulfilment;
  const payments = new PaymentsRepository(db);

  /**
   * Counts a failed check and, past the bound, gives up once: the mark and
   * the shop's mail commit together, so of two runs failing at once one
   * gives up and one mail goes. Answers the failures when it gave up.
   */
  async function noteFailure(payment: Payment, at: Date): Promise<number | undefined> {
    return withTransaction(db, async (tx) => {
      const repository = new PaymentsRepository(tx);
      const failures = await repository.noteReconcileFailure(payment.id);
      if (failures === undefined || failures < RECONCILE_GIVE_UP.failures) return undefined;
      if (at.getTime() - payment.createdAt.getTime() <= RECONCILE_GIVE_UP.afterMs) return undefined;
      if (!(await repository.giveUpReconciling(payment.id, at))) return undefined;
      await jobs.enqueue(tx, mailUnreconciledJob, { paymentId: payment.id }, { dedupeKey: `unreconciled:${payment.id}` });
      return failures;
    });
  }

  return {
    async reconcile(): Promise<Reconciled> {
      const at = now();
      const due = await payments.claimForReconciling(RECONCILE_BATCH, at);
      let fulfilled = 0;
      let expired = 0;
      let failed = 0;
      let givenUp = 0;
      for (const payment of due) {
        const over = at.getTime() - payment.createdAt.getTime() > PAYMENT_WINDOW_MS;
        try {
          const attempts = await gateway.fetchOrderPayments(payment.gatewayOrderId);
          const outcome = await settle(payment, attempts, 'reconciler', over ? 'No payment arrived in time.' : undefined);
          if (outcome?.state === 'paid') fulfilled++;
          else if (over) expired++;
        } catch (error) {
          // One unreachable answer must not hold up the others; a later run asks again, after the payments asked less recently.
          failed++;
          const err = withoutParams(error);
          const gaveUp = await noteFailure(payment, at);
          if (gaveUp === undefined) {
            log.warn({ err, paymentId: payment.id }, 'reconciler could not settle a payment');
          } else {
            givenUp++;
            log.error(
              { err, paymentId: payment.id, gatewayOrderId: payment.gatewayOrderId, openedAt: payment.createdAt.toISOString(), failures: gaveUp },
              'reconciler gave up on a payment the gateway does not answer about: the shop is mailed, a person must settle it',
            );
          }
        }
      }
      if (fulfilled + expired + givenUp > 0) log.info({ checked: due.length, fulfilled, expired, failed, givenUp }, 'reconciled open payments');
      if (givenUp > 0) jobs.poke();
      return { checked: due.length, fulfilled, expired, failed, givenUp };
    },

    /** The job that tells the shop of a payment the reconciler gave up on, unless it was settled meanwhile (a webhook still fulfils it). */
    async mailUnreconciled(paymentId: string): Promise<void> {
      const payment = await payments.findById(paymentId);
      if (!payment || payment.state !== 'created' || !payment.reconcileGivenUpAt) return;
      const customer = await payments.customerContact(payment.customerId);
      await mailer.send(unreconciledPaymentMail({ shop: config.shop, payment, customer }));
    },
  };
}
