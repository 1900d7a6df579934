import type { PaymentsDeps } from './payments.context';
import { createCheckout } from './payments.checkout';
import { createFulfilment } from './payments.fulfil';
import { createReconciler } from './payments.reconciler';
import { createWebhooks } from './payments.webhooks';

/**
 * Payments of both kinds (the digital cart, prints), the one entry the
 * routes and other modules use (`app.payments`). Its parts live beside it:
 * checkout (Buy Now, the browser's answer), fulfil (the one `fulfil` every
 * way of learning of a capture ends in, and its after-commit jobs), webhooks
 * and the reconciler.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const fulfilment = createFulfilment(deps);
  const { fulfil, countSales, sendReceipt } = fulfilment;
  return {
    fulfil,
    countSales,
    sendReceipt,
    ...createCheckout(deps, fulfilment),
    ...createWebhooks(deps, fulfilment),
    ...createReconciler(deps, fulfilment),
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
