import type { Config } from './config';
import type { Database } from './db/client';
import type { AuthCustomer, AuthenticateHook } from './platform/auth/auth.plugin';
import type { Mailer } from './platform/mail/mailer';
import type { JobQueue } from './platform/jobs/job-queue';
import type { PaymentGateway } from './platform/payments/gateway';
import type { AssetStorage } from './platform/storage/storage';
import type { PaymentsService } from './modules/payments/payments.service';
import type { Limits } from './platform/limits/limits';
import type { Readiness } from './http/health';

// Module augmentation needs an interface: types cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /** Pictures: public media and private originals (built once in app.ts). */
    storage: AssetStorage;
    /** The one job queue: enqueue inside the transaction that causes the job. */
    jobs: JobQueue;
    /** The payment gateway: Razorpay, or the demo's simulated one. */
    gateway: PaymentGateway;
    /** Payments of both kinds (digital cart, prints) and their one fulfilment (built once in app.ts). */
    payments: PaymentsService;
    /** The security limits' counters, in the database (platform/limits): define one per limit. */
    limits: Limits;
    /** What /readyz reports: the dependencies to ask, and whether this instance is draining. */
    readiness: Readiness;
    /** The app's clock: every expiry is measured by it. */
    now: () => Date;
    /** Sign-in check for a route: `{ preValidation: app.authenticate }` (401 without a live token). */
    authenticate: AuthenticateHook;
  }
  interface FastifyRequest {
    /** The signed-in customer; reading it on a route without `app.authenticate` answers 401. */
    customer: AuthCustomer;
  }
}
