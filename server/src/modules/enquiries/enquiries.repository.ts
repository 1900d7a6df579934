import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';

export type NewEnquiry = { name: string; email: string; mobile: string; comment: string; createdAt: Date };
export type StoredEnquiry = NewEnquiry & { id: string };

export class EnquiriesRepository {
  constructor(private readonly db: Db) {}

  /** Stores the enquiry, leased to the request that is about to mail it. */
  async add(enquiry: NewEnquiry): Promise<string> {
    const [row] = await this.db
      .insert(enquiries)
      .values({ ...enquiry, mailAttemptedAt: enquiry.createdAt })
      .returning({ id: enquiries.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  async markMailed(id: string, at: Date): Promise<void> {
    await this.db.update(enquiries).set({ mailedAt: at }).where(eq(enquiries.id, id));
  }

  /**
   * Takes up to `limit` enquiries not yet mailed whose last attempt began
   * before `leaseExpiredBefore`, oldest first, and leases them to the caller
   * (one statement: two servers never take the same enquiry).
   */
  async claimUnmailed(now: Date, leaseExpiredBefore: Date, limit: number): Promise<StoredEnquiry[]> {
    const due = this.db
      .select({ id: enquiries.id })
      .from(enquiries)
      .where(and(isNull(enquiries.mailedAt), or(isNull(enquiries.mailAttemptedAt), lt(enquiries.mailAttemptedAt, leaseExpiredBefore))))
      .orderBy(asc(enquiries.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(enquiries)
      .set({ mailAttemptedAt: now })
      .where(and(inArray(enquiries.id, due), isNull(enquiries.mailedAt)))
      .returning({
        id: enquiries.id,
        name: enquiries.name,
        email: enquiries.email,
        mobile: enquiries.mobile,
        comment: enquiries.comment,
        createdAt: enquiries.createdAt,
      });
  }

  /** How many enquiries the shop has not been mailed yet. */
  async countUnmailed(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enquiries)
      .where(isNull(enquiries.mailedAt));
    return row?.n ?? 0;
  }
}
