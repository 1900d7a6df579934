import type { Locale } from '@chitra/contract/locales';
import { count, eq, isNull } from 'drizzle-orm';
import { enquiries } from '../../db/schema/enquiries';
import type { DbOrTx } from '../../db/transaction';

export type NewEnquiry = { name: string; email: string; mobile: string; comment: string; createdAt: Date };
/** `locale`: the language of the page it was written on (its reply's, decision 062). */
export type EnquiryToStore = NewEnquiry & { locale: Locale };
export type StoredEnquiry = NewEnquiry & { id: string; mailedAt: Date | null };

export class EnquiriesRepository {
  constructor(private readonly db: DbOrTx) {}

  async add(enquiry: EnquiryToStore): Promise<string> {
    const [row] = await this.db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }

  async find(id: string): Promise<StoredEnquiry | undefined> {
    const [row] = await this.db
      .select({
        id: enquiries.id,
        name: enquiries.name,
        email: enquiries.email,
        mobile: enquiries.mobile,
        comment: enquiries.comment,
        createdAt: enquiries.createdAt,
        mailedAt: enquiries.mailedAt,
      })
      .from(enquiries)
      .where(eq(enquiries.id, id))
      .limit(1);
    return row;
  }

  async markMailed(id: string, at: Date): Promise<void> {
    await this.db.update(enquiries).set({ mailedAt: at }).where(eq(enquiries.id, id));
  }

  /** How many enquiries the shop has not been mailed yet. */
  async countUnmailed(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(enquiries).where(isNull(enquiries.mailedAt));
    return row?.n ?? 0;
  }
}
