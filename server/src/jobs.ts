import type { FastifyInstance } from 'fastify';
import * as accounts from './modules/accounts/accounts.jobs';
import * as admin from './modules/admin/admin.jobs';
import * as catalogue from './modules/catalogue/catalogue.jobs';
import * as enquiries from './modules/enquiries/enquiries.jobs';
import * as orders from './modules/orders/orders.jobs';
import * as payments from './modules/payments/payments.jobs';
import * as prints from './modules/prints/prints.jobs';
import type { JobDefinition } from './platform/jobs/define-job';
import { sendSimulatedWebhookJob } from './platform/payments/simulated.jobs';

/**
 * Every kind of job the shop runs (decision 012), each defined with
 * `defineJob` in its module's `<module>.jobs.ts` and named
 * `<module>.<verb-noun>`. Every server registers this same list (app.ts), so
 * any runner may take any job. A kind is stored in `jobs.kind`: renaming one
 * needs a migration of the rows queued under the old name (0023).
 */
export const JOBS: readonly JobDefinition[] = [
  accounts.sendOtpJob,
  accounts.sendResetLinkJob,
  accounts.mailChangeRequestedJob,
  accounts.mailChangeConfirmedJob,
  accounts.sweepJob,
  admin.mailEnquiryReplyJob,
  admin.processUploadJob,
  catalogue.makeRenditionsJob,
  enquiries.mailShopJob,
  orders.sweepLinksJob,
  payments.processWebhookJob,
  payments.countNewSalesJob,
  payments.countSalesJob,
  payments.sendReceiptJob,
  payments.drawCertificatesJob,
  payments.reconcileJob,
  payments.mailUnreconciledJob,
  payments.refundJob,
  payments.mailRefundJob,
  prints.mailShopJob,
  prints.mailConfirmationJob,
  prints.mailStatusJob,
];

/** The demo gateway's webhooks: registered only while payments are simulated. */
export const SIMULATED_GATEWAY_JOBS: readonly JobDefinition[] = [sendSimulatedWebhookJob];

/** Registers every job on the server's queue, with the server its handlers use. */
export function registerJobs(app: FastifyInstance): void {
  app.jobs.register(JOBS, app);
  if (app.gateway.provider === 'simulated') app.jobs.register(SIMULATED_GATEWAY_JOBS, app);
}
