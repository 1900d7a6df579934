import { asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { enquiries, enquiryReplies } from '../../db/schema/enquiries';
import type { DbOrTx } from '../../db/transaction';

export type EnquiryRow = typeof enquiries.$inferSelect;
type ReplyRow = typeof enquiryReplies.$inferSelect & { by: string | null };
export type EnquiryWithReplies = EnquiryRow & { replies: ReplyRow[] };

/** Enquiries as the shop answers them: open or answered, with the shop's replies. */
export class AdminEnquiriesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first, optionally only open (not answered) or answered ones. */
  async list(query: { status?: 'open' | 'answered' | undefined; limit: number; offset: number }): Promise<{ rows: EnquiryWithReplies[]; total: number }> {
    const where = query.status === undefined ? undefined : query.status === 'open' ? isNull(enquiries.answeredAt) : isNotNull(enquiries.answeredAt);
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(enquiries).where(where).orderBy(desc(enquiries.createdAt), desc(enquiries.id)).limit(query.limit).offset(query.offset),
      this.db.select({ n: count() }).from(enquiries).where(where),
    ]);
    return { rows: await this.withReplies(rows), total: counted?.n ?? 0 };
  }

  async find(id: string): Promise<EnquiryWithReplies | undefined> {
    const rows = await this.db.select().from(enquiries).where(eq(enquiries.id, id));
    return (await this.withReplies(rows))[0];
  }

  /** The enquiry, held to the end of the transaction: two replies to it are written one after the other. */
  async lock(id: string): Promise<EnquiryWithReplies | undefined> {
    const rows = await this.db.select().from(enquiries).where(eq(enquiries.id, id)).for('update');
    return (await this.withReplies(rows))[0];
  }

  async addReply(values: { enquiryId: string; adminId: string | null; message: string; createdAt: Date }): Promise<string> {
    const [row] = await this.db.insert(enquiryReplies).values(values).returning({ id: enquiryReplies.id });
    if (!row) throw new Error('insert into enquiry_replies returned no row');
    return row.id;
  }

  async markAnswered(id: string, at: Date): Promise<void> {
    await this.db.update(enquiries).set({ answeredAt: at }).where(eq(enquiries.id, id));
  }

  /** A reply with its enquiry, for the job that mails it. */
  async reply(replyId: string): Promise<{ reply: typeof enquiryReplies.$inferSelect; enquiry: EnquiryRow } | undefined> {
    const [row] = await this.db
      .select({ reply: enquiryReplies, enquiry: enquiries })
      .from(enquiryReplies)
      .innerJoin(enquiries, eq(enquiries.id, enquiryReplies.enquiryId))
      .where(eq(enquiryReplies.id, replyId));
    return row;
  }

  async markReplyMailed(replyId: string, at: Date): Promise<void> {
    await this.db.update(enquiryReplies).set({ mailedAt: at }).where(eq(enquiryReplies.id, replyId));
  }

  private async withReplies(rows: EnquiryRow[]): Promise<EnquiryWithReplies[]> {
    if (rows.length === 0) return [];
    const replies = await this.db
      .select({
        id: enquiryReplies.id,
        enquiryId: enquiryReplies.enquiryId,
        adminId: enquiryReplies.adminId,
        message: enquiryReplies.message,
        createdAt: enquiryReplies.createdAt,
        mailedAt: enquiryReplies.mailedAt,
        by: customers.email,
      })
      .from(enquiryReplies)
      .leftJoin(customers, eq(customers.id, enquiryReplies.adminId))
      .where(
        inArray(
          enquiryReplies.enquiryId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(enquiryReplies.createdAt), asc(enquiryReplies.id));
    return rows.map((row) => ({ ...row, replies: replies.filter((r) => r.enquiryId === row.id) }));
  }
}
