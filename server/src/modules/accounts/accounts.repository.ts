import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, lte, min, ne, notExists, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable, type PgColumn } from 'drizzle-orm/pg-core';
import type { SavedBilling } from '@chitra/contract/accounts';
import type { Billing } from '@chitra/contract/gst';
import type { DbOrTx } from '../../db/transaction';
import * as schema from '../../db/schema';
import { customers, otpCodes, passwordResetTokens } from '../../db/schema/accounts';

export type Customer = typeof customers.$inferSelect;
export type OtpCode = typeof otpCodes.$inferSelect;

/** `createdAt` from the app's clock: it decides when an unconfirmed sign-up expires. */
export type NewCustomer = Pick<Customer, 'firstname' | 'lastname' | 'email' | 'mobile' | 'passwordHash' | 'createdAt'> & {
  signupOtpTries?: number;
  locale?: Customer['locale'];
};
export type ProfileChange = Pick<Customer, 'firstname' | 'lastname' | 'email' | 'mobile'>;

/** The buyer's GST details as kept (decision 054): the state, and a business's GSTIN and name. */
export type BillingColumns = Pick<Customer, 'gstStateCode' | 'gstin' | 'businessName' | 'billingAddress'>;

/** What the profile and the cart show of them: absent while no state is kept; '' for a person's GSTIN and business name. */
export function savedBilling(c: BillingColumns): SavedBilling | undefined {
  if (c.gstStateCode === null) return undefined;
  return { state: c.gstStateCode, gstin: c.gstin ?? '', businessName: c.businessName ?? '', ...(c.billingAddress ? { address: c.billingAddress } : {}) };
}

/** A checked Billing (contract/src/gst.ts) as the columns keep it; null forgets it all. */
export function billingColumns(billing: Billing | null): BillingColumns {
  if (billing === null) return { gstStateCode: null, gstin: null, businessName: null, billingAddress: null };
  const business = billing.gstin !== '';
  return {
    gstStateCode: billing.state,
    gstin: business ? billing.gstin : null,
    businessName: business ? billing.businessName : null,
    // A person may give one too: an invoice above ₹50,000 carries it (Rule 46).
    billingAddress: billing.address === '' ? null : billing.address,
  };
}

/**
 * Every column of any table that points at a customer, found in the schema
 * rather than listed here, so that a table added later is covered too. The
 * sign-up's own codes and reset links are left out: they go with it.
 */
const customerReferences: PgColumn[] = (Object.values(schema) as unknown[])
  .filter((table): table is PgTable => table instanceof PgTable && table !== otpCodes && table !== passwordResetTokens)
  .flatMap((table) =>
    getTableConfig(table)
      .foreignKeys.map((key) => key.reference())
      .filter((reference) => reference.foreignTable === customers)
      .flatMap((reference) => reference.columns),
  );

/**
 * Sign-ups never confirmed that are old enough to go (decision 007): not an
 * admin, not disabled by the shop (its decision stands), and owning nothing,
 * no order, payment, address or any other row that points at the account.
 * Such an account could never log in, so nothing should point at it; the
 * check makes sure a delete never fails on a foreign key, or takes anything.
 */
export function expiredSignups(db: DbOrTx, createdBy: Date): SQL {
  const owns = customerReferences.map((column) =>
    notExists(
      db
        .select({ one: sql`1` })
        .from(column.table)
        .where(eq(column, customers.id)),
    ),
  );
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- and() answers undefined only when every condition is; these are all defined
  return and(isNull(customers.emailVerifiedAt), isNull(customers.disabledAt), eq(customers.role, 'customer'), lte(customers.createdAt, createdBy), ...owns)!;
}

/** PostgreSQL's unique_violation, whichever driver (and Drizzle wrapper) reports it. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Object; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class AccountsRepository {
  constructor(private readonly db: DbOrTx) {}

  // Customers

  async findByEmail(email: string): Promise<Customer | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.email, email)).limit(1);
    return row;
  }

  /** The customer confirming this address as their new one. */
  async findByPendingEmail(email: string): Promise<Customer | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.pendingEmail, email)).limit(1);
    return row;
  }

  async findById(id: string): Promise<Customer | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).limit(1);
    return row;
  }

  /** The customer's remembered GST details (the cart's billing form starts from them). */
  async billing(id: string): Promise<SavedBilling | undefined> {
    const [row] = await this.db
      .select({ gstStateCode: customers.gstStateCode, gstin: customers.gstin, businessName: customers.businessName, billingAddress: customers.billingAddress })
      .from(customers)
      .where(eq(customers.id, id));
    return row && savedBilling(row);
  }

  /** Remembers (or, with null, forgets) the customer's GST details; undefined when the customer is gone. */
  async setBilling(id: string, billing: Billing | null, now: Date): Promise<Customer | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ ...billingColumns(billing), updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    return row;
  }

  /** The language of the customer's mail; false when the customer is gone. */
  async setLocale(id: string, locale: Customer['locale'], now: Date): Promise<boolean> {
    const rows = await this.db.update(customers).set({ locale, updatedAt: now }).where(eq(customers.id, id)).returning({ id: customers.id });
    return rows.length > 0;
  }

  /** Waits for other writers of this customer's codes (serialises resends), and reads the row as it is then. */
  async lockCustomer(id: string): Promise<Customer | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id)).for('update');
    return row;
  }

  /** Undefined when the address is taken (in any letter case). */
  async insertCustomer(values: NewCustomer): Promise<Customer | undefined> {
    const [row] = await this.db.insert(customers).values(values).onConflictDoNothing({ target: customers.email }).returning();
    return row;
  }

  /**
   * Deletes the sign-up that holds this address if it expired (see
   * expiredSignups), so that the address can sign up again. Answers the
   * codes it had checked, which the new sign-up carries on (the address's
   * lifetime count), or undefined when there was none.
   */
  async deleteExpiredSignup(email: string, createdBy: Date): Promise<{ signupOtpTries: number } | undefined> {
    const [row] = await this.db
      .delete(customers)
      .where(and(eq(customers.email, email), expiredSignups(this.db, createdBy)))
      .returning({ signupOtpTries: customers.signupOtpTries });
    return row;
  }

  async emailTakenByAnother(email: string, customerId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.email, email), ne(customers.id, customerId)))
      .limit(1);
    return row !== undefined;
  }

  /** Undefined when the customer is gone; throws a unique violation when the address is taken. */
  async updateProfile(
    id: string,
    change: ProfileChange & Partial<BillingColumns> & { emailVerifiedAt?: Date | null },
    now: Date,
  ): Promise<Customer | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ ...change, updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    return row;
  }

  /** Asks to move to `email` once it is proven; throws a unique violation when another customer is confirming it. */
  async setPendingEmail(id: string, email: string | null, now: Date): Promise<void> {
    await this.db
      .update(customers)
      .set({ pendingEmail: email, pendingEmailAt: email === null ? null : now, updatedAt: now })
      .where(eq(customers.id, id));
  }

  /**
   * The pending address becomes the address, proven now. Undefined when there
   * was none; throws a unique violation when another account took it since.
   */
  async confirmPendingEmail(id: string, now: Date): Promise<Customer | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ email: sql`${customers.pendingEmail}`, pendingEmail: null, pendingEmailAt: null, emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(customers.id, id), isNotNull(customers.pendingEmail)))
      .returning();
    return row;
  }

  async markEmailVerified(id: string, now: Date): Promise<void> {
    await this.db
      .update(customers)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(customers.id, id), isNull(customers.emailVerifiedAt)));
  }

  async setPassword(id: string, passwordHash: string, now: Date): Promise<void> {
    await this.db.update(customers).set({ passwordHash, updatedAt: now }).where(eq(customers.id, id));
  }

  // OTP codes

  /**
   * Spends one of the account's lifetime checks of sign-up codes, before the
   * comparison, so concurrent guesses cannot pass `max` either. The count
   * after it, or undefined when none was left.
   */
  async spendSignupOtpTry(customerId: string, max: number): Promise<number | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ signupOtpTries: sql`${customers.signupOtpTries} + 1` })
      .where(and(eq(customers.id, customerId), lt(customers.signupOtpTries, max)))
      .returning({ tries: customers.signupOtpTries });
    return row?.tries;
  }

  async insertOtp(values: { customerId: string; codeHash: string; createdAt: Date; expiresAt: Date }): Promise<string> {
    const [row] = await this.db.insert(otpCodes).values(values).returning({ id: otpCodes.id });
    if (!row) throw new Error('insert into otp_codes returned no row');
    return row.id;
  }

  async deleteOtp(id: string): Promise<void> {
    await this.db.delete(otpCodes).where(eq(otpCodes.id, id));
  }

  /** Forget codes too old to count towards any limit. */
  async deleteOtpsCreatedBefore(customerId: string, before: Date): Promise<void> {
    await this.db.delete(otpCodes).where(and(eq(otpCodes.customerId, customerId), lt(otpCodes.createdAt, before)));
  }

  /** The customer's newest code: the only one that can be used. */
  async latestOtp(customerId: string): Promise<OtpCode | undefined> {
    const [row] = await this.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.customerId, customerId))
      .orderBy(desc(otpCodes.createdAt), desc(otpCodes.seq))
      .limit(1);
    return row;
  }

  /** How many codes were sent since `since`, and when the oldest of them was. */
  async otpsSentSince(customerId: string, since: Date): Promise<{ sent: number; oldest: Date | null }> {
    const [row] = await this.db
      .select({ sent: count(), oldest: min(otpCodes.createdAt) })
      .from(otpCodes)
      .where(and(eq(otpCodes.customerId, customerId), gte(otpCodes.createdAt, since)));
    // min() over timestamptz comes back as text from some drivers.
    const oldest = row?.oldest == null ? null : new Date(row.oldest);
    return { sent: Number(row?.sent ?? 0), oldest };
  }

  /** When each code the customer burnt (every try spent, never used) since `since` was made, newest first. */
  async burntOtpsSince(customerId: string, since: Date, maxAttempts: number): Promise<Date[]> {
    const rows = await this.db
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(and(eq(otpCodes.customerId, customerId), gt(otpCodes.createdAt, since), gte(otpCodes.attempts, maxAttempts), isNull(otpCodes.consumedAt)))
      .orderBy(desc(otpCodes.createdAt));
    return rows.map((row) => row.createdAt);
  }

  /**
   * Spends one try of a live code before it is compared, so that however
   * many guesses arrive at once no more than `maxAttempts` are ever checked.
   * Undefined when the code is used, expired or burnt.
   */
  async spendOtpAttempt(id: string, now: Date, maxAttempts: number): Promise<{ attempts: number; codeHash: string } | undefined> {
    const [row] = await this.db
      .update(otpCodes)
      .set({ attempts: sql`${otpCodes.attempts} + 1` })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now), lt(otpCodes.attempts, maxAttempts)))
      .returning({ attempts: otpCodes.attempts, codeHash: otpCodes.codeHash });
    return row;
  }

  /** True when this call used the code (single use even under a race). */
  async consumeOtp(id: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, now)))
      .returning({ id: otpCodes.id });
    return rows.length === 1;
  }

  // Password reset tokens

  async insertResetToken(values: { customerId: string; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
    await this.db.insert(passwordResetTokens).values(values);
  }

  /** Uses the token if it is live and returns its customer; undefined otherwise. Single use even under a race. */
  async consumeResetToken(tokenHash: string, now: Date): Promise<{ customerId: string; tokenHash: string } | undefined> {
    const [row] = await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning({ customerId: passwordResetTokens.customerId, tokenHash: passwordResetTokens.tokenHash });
    return row;
  }

  /** Every other outstanding link of the customer stops working once the password changed. */
  async retireResetTokens(customerId: string, now: Date): Promise<void> {
    await this.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.customerId, customerId), isNull(passwordResetTokens.usedAt)));
  }

  async deleteResetTokensCreatedBefore(customerId: string, before: Date): Promise<void> {
    await this.db.delete(passwordResetTokens).where(and(eq(passwordResetTokens.customerId, customerId), lt(passwordResetTokens.createdAt, before)));
  }
}
