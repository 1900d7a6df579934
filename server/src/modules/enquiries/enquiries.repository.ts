import type { Db } from '../../db/client';
import { enquiries } from '../../db/schema/enquiries';

export type NewEnquiry = { name: string; email: string; mobile: string; comment: string; createdAt: Date };

export class EnquiriesRepository {
  constructor(private readonly db: Db) {}

  async add(enquiry: NewEnquiry): Promise<string> {
    const [row] = await this.db.insert(enquiries).values(enquiry).returning({ id: enquiries.id });
    if (!row) throw new Error('insert returned no row');
    return row.id;
  }
}
