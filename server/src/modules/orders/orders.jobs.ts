import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import { OrdersRepository } from './orders.repository';

/** The orders module's jobs (decision 012), registered in server/src/jobs.ts. */

/** Forgets used single-use download links once they have expired anyway, every hour. */
export const sweepLinksJob = defineJob(
  'orders.sweep-links',
  z.object({}),
  async (_payload, { app }) => void (await new OrdersRepository(app.database.db).sweepUsedLinks(app.now())),
  { everySeconds: 3600 },
);
