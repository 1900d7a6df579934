import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { once, prepared } from '../../db/prepared';
import type { DbOrTx } from '../../db/transaction';
import { customers, sessions, type CustomerRole } from '../../db/schema/accounts';

export type ActiveSession = {
  sessionId: string;
  tokenHash: string;
  customerId: string;
  email: string;
  role: CustomerRole;
};

/** Sessions behind the bearer tokens: only the token's hash is stored. */
export class SessionsRepository {
  constructor(private readonly db: DbOrTx) {}

  async create(session: {
    customerId: string;
    tokenHash: string;
    createdAt: Date;
    expiresAt: Date;
    ip?: string | null;
    userAgent?: string | null;
  }): Promise<void> {
    await this.db.insert(sessions).values(session);
  }

  /** The customer's sessions still signed in, newest first. */
  async listActive(customerId: string, now: Date) {
    return this.db
      .select({ id: sessions.id, createdAt: sessions.createdAt, ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
  }

  /**
   * The unrevoked, unexpired session with this token hash, with its customer
   * (role as it is now). A disabled account has none: its sessions were
   * revoked when it was disabled, and this check holds even for one that
   * slipped past (a login racing the disable).
   */
  async findActive(tokenHash: string, now: Date): Promise<ActiveSession | undefined> {
    const db = this.db;
    // Every signed-in request asks: built once (decision 058).
    const query = once(db, 'active_session', () =>
      prepared(
        db
          .select({
            sessionId: sessions.id,
            tokenHash: sessions.tokenHash,
            customerId: customers.id,
            email: customers.email,
            role: customers.role,
          })
          .from(sessions)
          .innerJoin(customers, eq(customers.id, sessions.customerId))
          .where(
            and(
              eq(sessions.tokenHash, sql.placeholder('tokenHash')),
              isNull(sessions.revokedAt),
              gt(sessions.expiresAt, sql.placeholder('now')),
              isNull(customers.disabledAt),
            ),
          ),
        'active_session',
      ),
    );
    const [row] = await query.execute({ tokenHash, now });
    return row;
  }

  async revoke(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /** Signs the customer out everywhere (password reset, 'Sign out everywhere'). */
  async revokeAllForCustomer(customerId: string, now: Date): Promise<number> {
    const revoked = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.customerId, customerId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.length;
  }
}
