import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/commerce';
import { licenceTiers, productLicencePrices } from '../../db/schema/licences';
import type { DbOrTx } from '../../db/transaction';
import { once, prepared } from '../../db/prepared';

export type LicenceTierRow = typeof licenceTiers.$inferSelect;

/** A tier on sale with one product's own price for it (null: the multiplier decides). */
export type TierWithOverride = { tier: LicenceTierRow; overridePaise: number | null };

/** A licence a customer holds for a product: the highest tier among their orders not refunded. */
export type HeldLicence = { productId: string; tierId: string; tierName: string; position: number };

/** Licence tiers, a product's own prices for them, and the licences a customer holds (decision 053). */
export class LicencesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Every tier, active or not, lowest position first. */
  async all(): Promise<LicenceTierRow[]> {
    return this.db.select().from(licenceTiers).orderBy(asc(licenceTiers.position));
  }

  /** The tiers on sale, lowest position first. */
  async active(): Promise<LicenceTierRow[]> {
    return this.db.select().from(licenceTiers).where(eq(licenceTiers.active, true)).orderBy(asc(licenceTiers.position));
  }

  /** The first tier: the photograph's own price, what a line without a chosen tier is sold under. */
  async first(): Promise<LicenceTierRow> {
    const [tier] = await this.db.select().from(licenceTiers).orderBy(asc(licenceTiers.position)).limit(1);
    if (!tier) throw new Error('no licence tier: migration 0027 makes three');
    return tier;
  }

  async byId(id: string): Promise<LicenceTierRow | undefined> {
    const [tier] = await this.db.select().from(licenceTiers).where(eq(licenceTiers.id, id));
    return tier;
  }

  /**
   * The tiers on sale, lowest position first, each with this product's own
   * price for it: one statement, as the product page's answer needs it.
   * Prepared, as every cold product page asks.
   */
  async activeFor(productId: string): Promise<TierWithOverride[]> {
    const db = this.db;
    const query = once(db, 'product_licence_tiers', () =>
      prepared(
        db
          .select({ tier: licenceTiers, overridePaise: productLicencePrices.pricePaise })
          .from(licenceTiers)
          .leftJoin(
            productLicencePrices,
            and(eq(productLicencePrices.tierId, licenceTiers.id), eq(productLicencePrices.productId, sql.placeholder('productId'))),
          )
          .where(eq(licenceTiers.active, true))
          .orderBy(asc(licenceTiers.position)),
        'product_licence_tiers',
      ),
    );
    return query.execute({ productId });
  }

  /** The shop's own prices of these products, by product then tier. */
  async overrides(productIds: string[]): Promise<Map<string, Map<string, number>>> {
    const result = new Map<string, Map<string, number>>();
    if (productIds.length === 0) return result;
    const rows = await this.db.select().from(productLicencePrices).where(inArray(productLicencePrices.productId, productIds));
    for (const row of rows) result.set(row.productId, (result.get(row.productId) ?? new Map<string, number>()).set(row.tierId, row.pricePaise));
    return result;
  }

  /**
   * The licence the customer holds for each of these products: the highest
   * tier they bought it under, in orders not refunded (decision 026: a
   * refunded order holds nothing). Only this customer's orders are read.
   */
  async held(customerId: string, productIds: string[]): Promise<Map<string, HeldLicence>> {
    const result = new Map<string, HeldLicence>();
    if (productIds.length === 0) return result;
    const rows = await this.db
      .select({ productId: orderItems.productId, tierId: licenceTiers.id, tierName: licenceTiers.name, position: licenceTiers.position })
      .from(orderItems)
      .innerJoin(orders, and(eq(orders.id, orderItems.orderId), isNull(orders.refundedAt)))
      .innerJoin(licenceTiers, eq(licenceTiers.id, orderItems.tierId))
      .where(and(eq(orderItems.customerId, customerId), inArray(orderItems.productId, productIds)))
      .orderBy(desc(licenceTiers.position));
    for (const row of rows) if (!result.has(row.productId)) result.set(row.productId, row);
    return result;
  }
}
