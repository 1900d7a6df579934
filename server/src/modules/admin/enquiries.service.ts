import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import type { AdminEnquiry } from '@chitra/contract/admin-enquiries';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { mailEnquiryReplyJob } from './admin.jobs';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminEnquiriesRepository, type EnquiryWithReplies } from './enquiries.repository';

function toAdminEnquiry(row: EnquiryWithReplies): AdminEnquiry {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    comment: row.comment,
    status: row.answeredAt ? 'answered' : 'open',
    answeredAt: isoOrNull(row.answeredAt),
    createdAt: row.createdAt.toISOString(),
    replies: row.replies.map((r) => ({ _id: r.id, message: r.message, by: r.by, createdAt: r.createdAt.toISOString(), mailed: r.mailedAt !== null })),
  };
}

/**
 * Contact enquiries for the shop (admin area): the open ones to answer, a
 * reply stored and mailed to the visitor (a job enqueued with it), or an
 * enquiry marked answered without one.
 */
export function createAdminEnquiriesService(deps: { db: Db; jobs: JobQueue; now: () => Date }) {
  const { db, jobs, now } = deps;
  const repository = new AdminEnquiriesRepository(db);

  async function detail(id: string): Promise<AdminEnquiry> {
    const row = await repository.find(id);
    if (!row) throw notFound(ADMIN_MESSAGES.enquiryNotFound);
    return toAdminEnquiry(row);
  }

  return {
    async list(query: { status?: 'open' | 'answered' | undefined; page: number; limit: number }) {
      const { rows, total } = await repository.list({ status: query.status, limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toAdminEnquiry), total };
    },

    /** Stores the reply, marks the enquiry answered and enqueues its mail. The same reply twice in a row (a double click) is refused. */
    async reply(by: AdminActor, id: string, message: string): Promise<AdminEnquiry> {
      await withTransaction(db, async (tx) => {
        const enquiries = new AdminEnquiriesRepository(tx);
        const enquiry = await enquiries.lock(id);
        if (!enquiry) throw notFound(ADMIN_MESSAGES.enquiryNotFound);
        if (enquiry.replies.at(-1)?.message === message) throw conflict(ADMIN_MESSAGES.replyRepeated);
        const at = now();
        const replyId = await enquiries.addReply({ enquiryId: id, adminId: by.adminId, message, createdAt: at });
        const answeredAt = enquiry.answeredAt ?? at;
        if (!enquiry.answeredAt) await enquiries.markAnswered(id, at);
        await jobs.enqueue(tx, mailEnquiryReplyJob, { replyId }, { dedupeKey: `enquiry-reply:${replyId}` });
        await new AuditRepository(tx).record(
          by,
          {
            action: 'enquiry.reply',
            entityType: 'enquiry',
            entityId: id,
            before: { answeredAt: enquiry.answeredAt },
            after: { answeredAt, reply: { _id: replyId, message } },
          },
          at,
        );
      });
      jobs.poke();
      return detail(id);
    },

    /** Marks the enquiry answered (answered elsewhere, or needing no answer); one already answered stays as it is. */
    async markAnswered(by: AdminActor, id: string): Promise<AdminEnquiry> {
      await withTransaction(db, async (tx) => {
        const enquiries = new AdminEnquiriesRepository(tx);
        const enquiry = await enquiries.lock(id);
        if (!enquiry) throw notFound(ADMIN_MESSAGES.enquiryNotFound);
        if (enquiry.answeredAt) return;
        const at = now();
        await enquiries.markAnswered(id, at);
        await new AuditRepository(tx).record(
          by,
          { action: 'enquiry.answered', entityType: 'enquiry', entityId: id, before: { answeredAt: null }, after: { answeredAt: at } },
          at,
        );
      });
      return detail(id);
    },
  };
}
