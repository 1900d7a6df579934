import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job';
import { enquiryReplyMail } from '../enquiries/enquiries.mails';
import { AdminEnquiriesRepository } from './enquiries.repository';
import { processUpload, UPLOAD_JOB_ATTEMPTS } from './uploads.processing';

/** The admin area's jobs (decision 012), registered in server/src/jobs.ts. */

/** A mail server may be down for a day or two, as for the enquiry itself. */
const REPLY_MAIL_ATTEMPTS = 60;

/** Mails the shop's reply to an enquiry to the visitor, once (`enquiry-reply:<reply>`): a reply already mailed is not mailed again. */
export const mailEnquiryReplyJob = defineJob(
  'admin.mail-enquiry-reply',
  z.object({ replyId: z.uuid() }),
  async ({ replyId }, { app }) => {
    const repository = new AdminEnquiriesRepository(app.database.db);
    const found = await repository.reply(replyId);
    if (!found || found.reply.mailedAt) return;
    await app.mailer.send(enquiryReplyMail({ enquiry: found.enquiry, message: found.reply.message, shop: app.config.shop }));
    await repository.markReplyMailed(replyId, app.now());
  },
  { maxAttempts: REPLY_MAIL_ATTEMPTS },
);

/** An uploaded picture through the image pipeline (`upload:<upload>`; uploads.processing.ts). */
export const processUploadJob = defineJob(
  'admin.process-upload',
  z.object({ uploadId: z.string() }),
  async ({ uploadId }, { app, job }) =>
    processUpload({ db: app.database.db, storage: app.storage, shopName: app.config.shop.name, now: app.now }, uploadId, job),
  { maxAttempts: UPLOAD_JOB_ATTEMPTS },
);
