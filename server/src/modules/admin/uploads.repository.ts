import { and, eq, inArray } from 'drizzle-orm';
import { images } from '../../db/schema/catalogue';
import { uploads } from '../../db/schema/uploads';
import type { DbOrTx } from '../../db/transaction';

export type UploadRow = typeof uploads.$inferSelect;
export type NewUpload = typeof uploads.$inferInsert;

/** The admin area's uploads: one row per picture sent, the only record of its progress. */
export class AdminUploadsRepository {
  constructor(private readonly db: DbOrTx) {}

  async insert(values: NewUpload): Promise<UploadRow> {
    const [row] = await this.db.insert(uploads).values(values).returning();
    if (!row) throw new Error('insert into uploads returned no row');
    return row;
  }

  async find(id: string): Promise<UploadRow | undefined> {
    const [row] = await this.db.select().from(uploads).where(eq(uploads.id, id));
    return row;
  }

  /** The small rendition of each done upload's picture, by image id. */
  async thumbNames(imageIds: string[]): Promise<Map<string, string>> {
    if (imageIds.length === 0) return new Map();
    const rows = await this.db.select({ id: images.id, thumbName: images.thumbName }).from(images).where(inArray(images.id, imageIds));
    return new Map(rows.map((r) => [r.id, r.thumbName]));
  }

  /** Moves an upload on, unless it has finished already (a job run twice changes nothing). */
  async progress(id: string, values: Partial<Pick<NewUpload, 'state' | 'progress' | 'imageId' | 'message'>>, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(uploads)
      .set({ ...values, updatedAt: at })
      .where(and(eq(uploads.id, id), inArray(uploads.state, ['queued', 'processing'])))
      .returning({ id: uploads.id });
    return rows.length > 0;
  }
}
