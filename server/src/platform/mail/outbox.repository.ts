import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/accounts';
import type { RenderedMail } from './mail';

export type StoredMail = RenderedMail & { createdAt: Date };

/** The demo mail adapter's table. */
export class OutboxRepository {
  constructor(private readonly db: Db) {}

  async add(mail: RenderedMail): Promise<void> {
    await this.db.insert(mailOutbox).values(mail);
  }

  /** One recipient's mail, newest first. */
  async list(options: { to: string; limit: number }): Promise<StoredMail[]> {
    return this.db
      .select({
        to: mailOutbox.to,
        subject: mailOutbox.subject,
        text: mailOutbox.text,
        html: mailOutbox.html,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, options.to))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(options.limit);
  }
}
