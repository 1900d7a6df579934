import { withoutParams } from '../../db/redact-errors';
import type { PaymentsDeps } from './payments.context';
import type { PaymentsFulfilment } from './payments.fulfil';
import { PaymentsRepository } from './payments.repository';

/** An open payment with nothing captured after this long has expired: it fails and gives its coupon back. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
/** How often the reconciler asks the gateway about open payments (and once at every start). */
export const RECONCILE_EVERY_SECONDS = 60;
const RECONCILE_BATCH = 100;

/**
 * Asks the gateway about every open payment: a capture nobody told us of
 * (the browser closed, the server stopped, the webhook was lost) is
 * fulfilled; a payment open past the window fails and frees its coupon.
 */
export function createReconciler(deps: PaymentsDeps, fulfilment: PaymentsFulfilment) {
  const { db, gateway, now, log } = deps;
  const { settle } = fulfilment;
  const payments = new PaymentsRepository(db);

  return {
    async reconcile(): Promise<{ checked: number; fulfilled: number; expired: number }> {
      const at = now();
      const open = await payments.open(RECONCILE_BATCH, at);
      let fulfilled = 0;
      let expired = 0;
      for (const payment of open) {
        const over = at.getTime() - payment.createdAt.getTime() > PAYMENT_WINDOW_MS;
        try {
          const attempts = await gateway.fetchOrderPayments(payment.gatewayOrderId);
          const outcome = await settle(payment, attempts, 'reconciler', over ? 'No payment arrived in time.' : undefined);
          if (outcome?.state === 'paid') fulfilled++;
          else if (over) expired++;
        } catch (error) {
          // One unreachable answer must not hold up the others; the next run asks again.
          log.warn({ err: withoutParams(error), paymentId: payment.id }, 'reconciler could not settle a payment');
        }
      }
      if (fulfilled + expired > 0) log.info({ checked: open.length, fulfilled, expired }, 'reconciled open payments');
      return { checked: open.length, fulfilled, expired };
    },
  };
}
