import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import { GatewayError, type PaymentGateway } from '../../platform/payments/gateway';
import type { MediaUrl } from '../catalogue/catalogue.presenters';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/**
 * What the parts of the payments service share (checkout, fulfil, webhooks,
 * reconciler): their dependencies and how a gateway failure reaches a buyer
 * (their jobs are in payments.jobs.ts). A leaf, so the parts import it and never
 * each other's composition.
 */

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type PaymentsDeps = {
  db: Db;
  gateway: PaymentGateway;
  jobs: JobQueue;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'shop' | 'gst'>;
  /** The receipt's thumbnails. */
  mediaUrl: MediaUrl;
  now: () => Date;
  log: Log;
};

const UNAVAILABLE = API_MESSAGES.paymentsUnavailable;

/** The buyer's answer when the gateway fails: 503, never the SDK's own words. */
export const gatewayUnavailable = () => new AppError('UNAVAILABLE', UNAVAILABLE);

/** A gateway failure is the gateway's, not the buyer's: 503, with the cause kept for the log. */
export async function fromGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw gatewayUnavailable();
    throw error;
  }
}
