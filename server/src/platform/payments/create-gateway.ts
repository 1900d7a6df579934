import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { PaymentGateway } from './gateway';
import { createRazorpayGateway } from './razorpay-gateway';
import { createSimulatedGateway } from './simulated-gateway';

/** The configured adapter of the payment port (docs/architecture.md §2): Razorpay, or the demo's simulated gateway. */
export function createPaymentGateway(deps: { config: Config; db: Db; jobs: JobQueue; now: () => Date }): PaymentGateway {
  const { keyId, keySecret, webhookSecret, provider, simulatedWebhookDelayMs } = deps.config.payment;
  if (provider === 'razorpay') return createRazorpayGateway({ keyId, keySecret, webhookSecret });
  return createSimulatedGateway({
    db: deps.db,
    jobs: deps.jobs,
    keyId,
    keySecret,
    webhookSecret,
    webhookDelayMs: simulatedWebhookDelayMs,
    now: deps.now,
  });
}
