import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema/accounts';
import { withTransaction } from '../../db/transaction';
import { hashPassword } from '../../platform/auth/passwords';
import { SessionsRepository } from '../../platform/auth/sessions.repository';
import { AccountsRepository } from '../accounts/accounts.repository';
import { type AdminActor, AuditRepository } from './audit.repository';

export type MakeAdminInput = {
  email: string;
  /** Needed to create the account, or with `resetPassword`; never stored in clear. */
  password?: string | undefined;
  /** Sets `password` on an existing account too (its sessions end). */
  resetPassword?: boolean;
  /** For a new account. */
  firstname: string;
  lastname: string;
  mobile: string;
};

export type MakeAdminOutcome =
  | { kind: 'created'; customerId: string; email: string }
  | { kind: 'promoted' | 'unchanged'; customerId: string; email: string; wasDisabled: boolean; passwordReset: boolean };

/** Raised when the account must be created and no password was given. */
export class PasswordNeededError extends Error {
  override name = 'PasswordNeededError';
}

/**
 * The first admin (and any later one), from the server's command line
 * (`npm run admin:create`): an existing account is promoted, and enabled if
 * it was disabled; a new address becomes a verified admin account with the
 * given password. Recorded in the audit log as the command.
 */
export async function makeAdmin(db: Db, input: MakeAdminInput, by: AdminActor, now: Date): Promise<MakeAdminOutcome> {
  const existing = await new AccountsRepository(db).findByEmail(input.email);
  if (!existing && input.password === undefined) throw new PasswordNeededError('A password is needed to create the account.');
  if (existing && input.resetPassword && input.password === undefined) throw new PasswordNeededError('A password is needed to reset it.');
  // Hashed before the transaction: argon2 must not hold a database lock.
  const passwordHash = input.password !== undefined && (!existing || input.resetPassword) ? await hashPassword(input.password) : undefined;

  return withTransaction(db, async (tx) => {
    const audit = new AuditRepository(tx);
    if (!existing) {
      if (passwordHash === undefined) throw new Error('makeAdmin: no password hash for a new account, which was refused above');
      const [created] = await tx
        .insert(customers)
        .values({
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          mobile: input.mobile,
          passwordHash,
          role: 'admin',
          emailVerifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: customers.email })
        .returning({ id: customers.id });
      if (!created) throw new Error(`An account with ${input.email} was created meanwhile: run the command again to promote it.`);
      await audit.record(
        by,
        { action: 'customer.create-admin', entityType: 'customer', entityId: created.id, before: null, after: { email: input.email, role: 'admin' } },
        now,
      );
      return { kind: 'created', customerId: created.id, email: input.email };
    }

    const promote = existing.role !== 'admin';
    const enable = existing.disabledAt !== null;
    const reset = passwordHash !== undefined;
    if (promote || enable) {
      await tx.update(customers).set({ role: 'admin', disabledAt: null, updatedAt: now }).where(eq(customers.id, existing.id));
    }
    if (reset) {
      await new AccountsRepository(tx).setPassword(existing.id, passwordHash, now);
      // The mailbox owner proved nothing here, but the server's operator did: the address counts as verified.
      await new AccountsRepository(tx).markEmailVerified(existing.id, now);
      await new SessionsRepository(tx).revokeAllForCustomer(existing.id, now);
    }
    if (promote || enable || reset) {
      await audit.record(
        by,
        {
          action: promote ? 'customer.promote' : reset ? 'customer.reset-password' : 'customer.enable',
          entityType: 'customer',
          entityId: existing.id,
          before: { role: existing.role, disabledAt: existing.disabledAt },
          after: { role: 'admin', disabledAt: null, ...(reset ? { passwordReset: true } : {}) },
        },
        now,
      );
    }
    return { kind: promote ? 'promoted' : 'unchanged', customerId: existing.id, email: existing.email, wasDisabled: enable, passwordReset: reset };
  });
}
