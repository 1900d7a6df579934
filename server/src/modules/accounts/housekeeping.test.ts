import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, mailOutbox, otpCodes, passwordResetTokens, sessions } from '../../db/schema/accounts';
import { shippingAddresses } from '../../db/schema/prints';
import { call, createCustomer, uniqueEmail, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { SIGNUP_EXPIRY_DAYS, sweepSpentAccountRows } from './housekeeping';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const hash = () => randomBytes(32).toString('hex');

describe('sweeping spent account rows', () => {
  let app: TestApp;
  let customer: TestCustomer;
  const now = new Date();
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const ahead = (ms: number) => new Date(now.getTime() + ms);

  beforeAll(async () => {
    app = await createTestApp();
    customer = await createCustomer(app);
    const db = app.database.db;
    const customerId = customer.id;
    await db.insert(sessions).values([
      { customerId, tokenHash: hash(), createdAt: ago(40 * DAY), expiresAt: ago(2 * DAY) }, // ended long ago
      { customerId, tokenHash: hash(), createdAt: ago(30 * DAY), expiresAt: ago(HOUR) }, // ended an hour ago: kept
      { customerId, tokenHash: hash(), createdAt: ago(5 * DAY), expiresAt: ahead(20 * DAY), revokedAt: ago(2 * DAY) }, // logged out
    ]);
    await db.insert(otpCodes).values({ customerId, codeHash: hash(), createdAt: ago(2 * DAY), expiresAt: ago(2 * DAY - 10 * 60_000) });
    await db.insert(passwordResetTokens).values([
      { customerId, tokenHash: hash(), createdAt: ago(3 * DAY), expiresAt: ago(3 * DAY - 30 * 60_000) },
      { customerId, tokenHash: hash(), createdAt: ago(2 * DAY), expiresAt: ago(2 * DAY - 30 * 60_000), usedAt: ago(2 * DAY) },
      { customerId, tokenHash: hash(), createdAt: ago(60_000), expiresAt: ahead(29 * 60_000) }, // live: kept
    ]);
    await db.insert(mailOutbox).values({ to: customer.email, subject: 'old', text: 'old', html: '<p>old</p>', createdAt: ago(31 * DAY) });
  });
  afterAll(() => app.close());

  it('deletes only what can never be used again', async () => {
    const swept = await sweepSpentAccountRows(app.database.db, now);
    expect(swept).toEqual({ sessions: 2, otpCodes: 1, resetTokens: 2, mails: 1, signups: 0 });

    const db = app.database.db;
    const left = async (table: typeof sessions | typeof passwordResetTokens | typeof otpCodes) =>
      (await db.select().from(table).where(eq(table.customerId, customer.id))).length;
    expect(await left(sessions)).toBe(2); // the login's, and the one that ended an hour ago
    expect(await left(passwordResetTokens)).toBe(1);
    expect(await left(otpCodes)).toBe(1); // the sign-up code still counts towards the limits
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email));
    expect(mails.map((m) => m.subject)).not.toContain('old');
    expect(mails.length).toBeGreaterThan(0);

    // The customer is still signed in.
    const res = await call(app, 'GET', 'user/wishlist', { token: customer.token });
    expect(res.statusCode).toBe(200);
  });

  it('finds nothing more on a second run', async () => {
    expect(await sweepSpentAccountRows(app.database.db, now)).toEqual({ sessions: 0, otpCodes: 0, resetTokens: 0, mails: 0, signups: 0 });
  });

  it(`deletes sign-ups never confirmed within ${SIGNUP_EXPIRY_DAYS} days, with their codes and links, and nothing else`, async () => {
    const db = app.database.db;
    const expiry = SIGNUP_EXPIRY_DAYS * DAY;
    const account = async (made: Date, extra: Partial<typeof customers.$inferInsert> = {}) => {
      const [row] = await db
        .insert(customers)
        .values({ firstname: 'Old', email: uniqueEmail('signup'), mobile: '9876543210', passwordHash: 'x', createdAt: made, ...extra })
        .returning({ id: customers.id });
      return row!.id;
    };
    const expired = await account(ago(expiry + 60_000));
    await db.insert(otpCodes).values({ customerId: expired, codeHash: hash(), createdAt: ago(HOUR), expiresAt: ago(HOUR - 10 * 60_000) });
    await db.insert(passwordResetTokens).values({ customerId: expired, tokenHash: hash(), createdAt: ago(60_000), expiresAt: ahead(29 * 60_000) });
    const kept = {
      young: await account(ago(expiry - HOUR)),
      verified: await account(ago(expiry + DAY), { emailVerifiedAt: ago(expiry + DAY) }),
      disabled: await account(ago(expiry + DAY), { disabledAt: ago(DAY) }),
      owning: await account(ago(expiry + DAY)),
    };
    // Cannot happen (an unverified account cannot log in to order anything), and is not deleted if it ever does.
    await db.insert(shippingAddresses).values({
      customerId: kept.owning,
      firstname: 'Old',
      lastname: 'Account',
      address: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'India',
      pincode: '411001',
    });

    const swept = await sweepSpentAccountRows(db, now);
    expect(swept.signups).toBe(1);
    const ids = (await db.select({ id: customers.id }).from(customers)).map((row) => row.id);
    expect(ids).not.toContain(expired);
    expect(ids).toEqual(expect.arrayContaining([...Object.values(kept), customer.id]));
    expect(await db.select().from(otpCodes).where(eq(otpCodes.customerId, expired))).toEqual([]);
    expect(await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, expired))).toEqual([]);
    expect((await sweepSpentAccountRows(db, now)).signups).toBe(0);
  });
});
