import { withoutParams } from '../../db/redact-errors';
import type { Db } from '../../db/client';
import type { Mailer } from '../../platform/mail/mailer';
import type { Shop } from '../../platform/mail/mail-layout';
import { enquiryMail } from './enquiries.mails';
import { EnquiriesRepository } from './enquiries.repository';

/** An attempt (the request's own, or a retry) that has not finished in this long is taken over. */
export const ENQUIRY_MAIL_LEASE_MS = 10 * 60 * 1000;
const BATCH = 50;

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Mails the shop the enquiries whose mail failed (the mail server was down)
 * or whose server stopped while mailing them. Run by every server with its
 * housekeeping; each enquiry is leased before it is mailed, so it reaches the
 * shop once even with several servers. Stops at the first failure: the mail
 * server is still down, try again next time.
 */
export async function retryUnmailedEnquiries(deps: { db: Db; mailer: Mailer; shop: Shop; now: Date; log: Log }): Promise<number> {
  const { db, mailer, shop, now, log } = deps;
  const repository = new EnquiriesRepository(db);
  const due = await repository.claimUnmailed(now, new Date(now.getTime() - ENQUIRY_MAIL_LEASE_MS), BATCH);
  let mailed = 0;
  for (const enquiry of due) {
    try {
      await mailer.send(enquiryMail(enquiry, shop));
    } catch (error) {
      log.error({ err: withoutParams(error), enquiryId: enquiry.id }, 'enquiry still not mailed; will try again');
      break;
    }
    await repository.markMailed(enquiry.id, new Date());
    mailed++;
  }
  if (mailed > 0) log.info({ mailed }, 'mailed enquiries that had waited');
  return mailed;
}
