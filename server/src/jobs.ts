import type { FastifyInstance } from 'fastify';
import { mailChangeConfirmedJob, mailChangeRequestedJob, sendOtpJob, sendResetLinkJob, sweepJob } from './modules/accounts/accounts.jobs';
import { mailEnquiryReplyJob, processUploadJob } from './modules/admin/admin.jobs';
import { makeRenditionsJob } from './modules/catalogue/catalogue.jobs';
import { mailShopJob as mailEnquiryJob } from './modules/enquiries/enquiries.jobs';
import { sweepLinksJob } from './modules/orders/orders.jobs';
import {
  countSalesJob,
  mailRefundJob,
  mailUnreconciledJob,
  processWebhookJob,
  reconcileJob,
  refundJob,
  sendReceiptJob,
} from './modules/payments/payments.jobs';
import { mailConfirmationJob, mailShopJob as mailPrintOrderJob, mailStatusJob } from './modules/prints/prints.jobs';
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
  // accounts
  sendOtpJob,
  sendResetLinkJob,
  mailChangeRequestedJob,
  mailChangeConfirmedJob,
  sweepJob,
  // admin
  mailEnquiryReplyJob,
  processUploadJob,
  // catalogue
  makeRenditionsJob,
  // enquiries
  mailEnquiryJob,
  // orders
  sweepLinksJob,
  // payments
  processWebhookJob,
  countSalesJob,
  sendReceiptJob,
  reconcileJob,
  mailUnreconciledJob,
  refundJob,
  mailRefundJob,
  // prints
  mailPrintOrderJob,
  mailConfirmationJob,
  mailStatusJob,
];

/** The demo gateway's webhooks: registered only while payments are simulated. */
export const SIMULATED_GATEWAY_JOBS: readonly JobDefinition[] = [sendSimulatedWebhookJob];

/** Registers every job on the server's queue, with the server its handlers use. */
export function registerJobs(app: FastifyInstance): void {
  app.jobs.register(JOBS, app);
  if (app.gateway.provider === 'simulated') app.jobs.register(SIMULATED_GATEWAY_JOBS, app);
}
