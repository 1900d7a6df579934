import type { Config } from './config';
import type { Database } from './db/client';
import type { AuthCustomer, AuthenticateHook } from './platform/auth/auth.plugin';
import type { Mailer } from './platform/mail/mailer';

// Module augmentation needs an interface: types cannot merge.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
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
