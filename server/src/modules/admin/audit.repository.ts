import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntityType } from '@chitra/contract/admin';
import { adminAudit } from '../../db/schema/admin';
import type { DbOrTx } from '../../db/transaction';

/** Who made a change: the signed-in admin, or a command run on the server (`cli:<command>`). */
export type AdminActor = {
  adminId: string | null;
  /** The admin's address, or `cli:<command>`. */
  actor: string;
  /** The request behind the change, to find its log line. */
  requestId?: string | undefined;
};

/** One audit row: what was done to which record, and its touched fields before and after. */
export type AuditWrite = {
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** null when the record did not exist before. */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

export type AuditRow = typeof adminAudit.$inferSelect;

/** Dates as ISO text, so a snapshot reads the same in the log as in the API. */
function plain(fields: Record<string, unknown> | null): Record<string, unknown> | null {
  if (fields === null) return null;
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]));
}

/**
 * The admin area's audit log. `record` takes the transaction of the change it
 * records (the row exists exactly when the change committed); rows are only
 * ever added.
 */
export class AuditRepository {
  constructor(private readonly db: DbOrTx) {}

  async record(by: AdminActor, write: AuditWrite, at: Date): Promise<void> {
    await this.db.insert(adminAudit).values({
      adminId: by.adminId,
      actor: by.actor,
      action: write.action,
      entityType: write.entityType,
      entityId: write.entityId,
      before: plain(write.before),
      after: plain(write.after),
      requestId: by.requestId ?? null,
      createdAt: at,
    });
  }

  /** Newest first, optionally one record's history. */
  async list(query: {
    page: number;
    limit: number;
    entityType?: string | undefined;
    entityId?: string | undefined;
  }): Promise<{ rows: AuditRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.entityType !== undefined) filters.push(eq(adminAudit.entityType, query.entityType));
    if (query.entityId !== undefined) filters.push(eq(adminAudit.entityId, query.entityId));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select()
        .from(adminAudit)
        .where(where)
        .orderBy(desc(adminAudit.seq))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      this.db.select({ n: count() }).from(adminAudit).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
}
