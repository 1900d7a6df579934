import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';

/**
 * Licence tiers (issue 27, decision 053): the named licences the shop sells
 * every photograph under, and a product's own price for a tier. The first
 * tier (lowest position) is the photograph's own price: multiplier 1, no
 * override, always active. Money is integer paise; a multiplier is in basis
 * points (10000 is 1×).
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const licenceTiers = pgTable(
  'licence_tiers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    summary: text('summary').notNull(),
    /** Markdown, shown as text (never as HTML). */
    terms: text('terms').notNull(),
    /** The price rule: the photograph's price × this ÷ 10000. */
    multiplierBp: integer('multiplier_bp').notNull(),
    /** Fixed once made: the first is the spec's price, a higher one is a higher licence (an upgrade goes up). */
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    /** Bumped when name, summary or terms change: an order keeps the version it bought. */
    version: integer('version').notNull().default(1),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('licence_tiers_slug_uq').on(t.slug),
    uniqueIndex('licence_tiers_position_uq').on(t.position),
    check('licence_tiers_multiplier_ck', sql`${t.multiplierBp} between 10000 and 1000000`),
    check('licence_tiers_version_ck', sql`${t.version} >= 1`),
  ],
);

/** A product's own price for a tier, instead of the tier's multiplier (never for the first tier). */
export const productLicencePrices = pgTable(
  'product_licence_prices',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tierId: uuid('tier_id')
      .notNull()
      .references(() => licenceTiers.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.tierId] }), check('product_licence_prices_price_ck', sql`${t.pricePaise} > 0`)],
);
