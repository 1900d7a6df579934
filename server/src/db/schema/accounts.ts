import { sql } from 'drizzle-orm';
import { LOCALES } from '@chitra/contract/locales';
import { bigint, check, customType, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Customers and everything that proves who they are. Secrets (passwords,
 * session tokens, OTP codes, reset tokens) are never stored, only their
 * hashes. Times that decide an expiry are written by the app's clock, not
 * the database's, so tests can move time.
 */

/** Case-insensitive text (extension created by migration 0000): one account per address, whatever its case. */
const citext = customType<{ data: string }>({ dataType: () => 'citext' });

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CUSTOMER_ROLES = ['customer', 'admin'] as const;
export type CustomerRole = (typeof CUSTOMER_ROLES)[number];

export const customers = pgTable(
  'customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull().default(''),
    email: citext('email').notNull().unique('customers_email_unique'),
    /** The 10 digits of an Indian mobile number. */
    mobile: text('mobile').notNull(),
    /** argon2id PHC string. */
    passwordHash: text('password_hash').notNull(),
    // Text plus a check rather than a pgEnum: drizzle-kit qualifies enums with "public".
    role: text('role', { enum: CUSTOMER_ROLES }).notNull().default('customer'),
    /** Null until the address is proven by an OTP (or a password reset link). */
    emailVerifiedAt: timestamptz('email_verified_at'),
    /**
     * An address the customer asked to change to, not proven yet: `email`
     * stays the one they log in with until the OTP mailed here is entered.
     */
    pendingEmail: citext('pending_email'),
    pendingEmailAt: timestamptz('pending_email_at'),
    /**
     * Set when the shop disabled the account (admin area): its sessions were
     * revoked then, its logins are refused and no token of it is accepted.
     */
    disabledAt: timestamptz('disabled_at'),
    /**
     * Checks of this account's sign-up codes over its whole life, each spent
     * before the comparison. Codes themselves are kept only a day, so this is
     * what caps guessing for good (decision 007: at most 50).
     */
    signupOtpTries: integer('signup_otp_tries').notNull().default(0),
    /** The GST state code the customer last paid from (decision 054): the cart's checkout starts from it. */
    gstStateCode: text('gst_state_code'),
    /** A business customer's GSTIN and name, as last given at checkout; null for a person. */
    gstin: text('gstin'),
    businessName: text('business_name'),
    /** The address for the invoice, as last given at checkout (required with a GSTIN, Rule 46). */
    billingAddress: text('billing_address'),
    /** The language of the customer's mail (decision 062): the sign-up page's, then the last one chosen on the switcher. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('customers_role_check', sql`${t.role} in ('customer', 'admin')`),
    check('customers_signup_otp_tries_check', sql`${t.signupOtpTries} >= 0`),
    check('customers_locale_check', sql`${t.locale} in ('en', 'hi', 'mr')`),
    // One customer at a time may be confirming an address.
    uniqueIndex('customers_pending_email_uq')
      .on(t.pendingEmail)
      .where(sql`${t.pendingEmail} is not null`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the bearer token. */
    tokenHash: text('token_hash').notNull().unique('sessions_token_hash_unique'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    /** Where the session began, for the customer's list of devices: the client address and its user agent (cut to 512). */
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_customer_id_idx').on(t.customerId)],
);

/** Every code ever sent stays a row for a day: the rows are also the resend counter. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** HMAC-SHA256 (hex) keyed with the token secret over the address and the code. */
    codeHash: text('code_hash').notNull(),
    /** Checks made against this code, right or wrong; the code is burnt at the limit. */
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    consumedAt: timestamptz('consumed_at'),
    /** Order of issue: two codes made in the same millisecond still have a newest. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [index('otp_codes_customer_created_idx').on(t.customerId, t.createdAt), check('otp_codes_attempts_check', sql`${t.attempts} >= 0`)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the token in the mailed link. */
    tokenHash: text('token_hash').notNull().unique('password_reset_tokens_token_hash_unique'),
    createdAt: timestamptz('created_at').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [index('password_reset_tokens_customer_id_idx').on(t.customerId)],
);

/** The demo mail adapter: mail is kept here instead of being sent. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: citext('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamptz('created_at')
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [index('mail_outbox_to_created_idx').on(t.to, t.createdAt)],
);
