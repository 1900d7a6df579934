import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import { enquiryMail } from './enquiries.mails';
import { EnquiriesRepository } from './enquiries.repository';

/** A mail server may be down for a day or two: keep trying (backoff up to an hour) before giving up. */
const ENQUIRY_MAIL_ATTEMPTS = 60;

/** Mails a contact enquiry to the shop's support address, once (`enquiry:<id>`): marked mailed after it went. */
export const mailShopJob = defineJob(
  'enquiries.mail-shop',
  z.object({ enquiryId: z.uuid() }),
  async ({ enquiryId }, { app }) => {
    const repository = new EnquiriesRepository(app.database.db);
    const enquiry = await repository.find(enquiryId);
    if (!enquiry || enquiry.mailedAt) return;
    await app.mailer.send(enquiryMail(enquiry, app.config.shop));
    await repository.markMailed(enquiry.id, app.now());
  },
  { maxAttempts: ENQUIRY_MAIL_ATTEMPTS },
);
