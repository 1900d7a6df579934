import { and, asc, count, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import { orderItems, orders } from '../../db/schema/commerce';
import { licenceTiers, productLicencePrices } from '../../db/schema/licences';
import type { DbOrTx } from '../../db/transaction';

export type LicenceTierRow = typeof licenceTiers.$inferSelect;
export type NewLicenceTier = Pick<typeof licenceTiers.$inferInsert, 'slug' | 'name' | 'summary' | 'terms' | 'multiplierBp' | 'active'>;
export type LicenceTierChange = Partial<Pick<LicenceTierRow, 'name' | 'summary' | 'terms' | 'multiplierBp' | 'active' | 'version'>>;

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
   */
  async activeFor(productId: string): Promise<TierWithOverride[]> {
    return this.db
      .select({ tier: licenceTiers, overridePaise: productLicencePrices.pricePaise })
      .from(licenceTiers)
      .leftJoin(productLicencePrices, and(eq(productLicencePrices.tierId, licenceTiers.id), eq(productLicencePrices.productId, productId)))
      .where(eq(licenceTiers.active, true))
      .orderBy(asc(licenceTiers.position));
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

  /** How many order lines each tier was sold under (any version, refunded or not). */
  async soldCounts(): Promise<Map<string, number>> {
    const rows = await this.db.select({ tierId: orderItems.tierId, n: count() }).from(orderItems).groupBy(orderItems.tierId);
    return new Map(rows.map((r) => [r.tierId, r.n]));
  }

  /** Serialises the admin's tier writes: a new tier's position and slug are chosen under it. */
  async lockTiers(): Promise<void> {
    await this.db.execute(sql`lock table licence_tiers in share row exclusive mode`);
  }

  async slugTaken(slug: string): Promise<boolean> {
    const rows = await this.db.select({ id: licenceTiers.id }).from(licenceTiers).where(eq(licenceTiers.slug, slug)).limit(1);
    return rows.length > 0;
  }

  /** Appended after every tier: positions are fixed once made (a higher one is a higher licence). */
  async create(tier: NewLicenceTier, at: Date): Promise<LicenceTierRow> {
    const [last] = await this.db.select({ position: max(licenceTiers.position) }).from(licenceTiers);
    const [row] = await this.db
      .insert(licenceTiers)
      .values({ ...tier, position: (last?.position ?? 0) + 1, createdAt: at, updatedAt: at })
      .returning();
    if (!row) throw new Error('insert into licence_tiers returned no row');
    return row;
  }

  /** The tier's row, held until the transaction ends (an edit reads its version under it). */
  async lock(id: string): Promise<LicenceTierRow | undefined> {
    const [tier] = await this.db.select().from(licenceTiers).where(eq(licenceTiers.id, id)).for('update');
    return tier;
  }

  async update(id: string, change: LicenceTierChange, at: Date): Promise<LicenceTierRow | undefined> {
    const [row] = await this.db
      .update(licenceTiers)
      .set({ ...change, updatedAt: at })
      .where(eq(licenceTiers.id, id))
      .returning();
    return row;
  }

  /** Sets (a price) or removes (null) a product's own prices for these tiers. */
  async setOverrides(productId: string, prices: { tierId: string; pricePaise: number | null }[]): Promise<void> {
    const removed = prices.filter((p) => p.pricePaise === null).map((p) => p.tierId);
    const set = prices.flatMap((p) => (p.pricePaise === null ? [] : [{ productId, tierId: p.tierId, pricePaise: p.pricePaise }]));
    if (removed.length > 0) {
      await this.db.delete(productLicencePrices).where(and(eq(productLicencePrices.productId, productId), inArray(productLicencePrices.tierId, removed)));
    }
    if (set.length > 0) {
      await this.db
        .insert(productLicencePrices)
        .values(set)
        .onConflictDoUpdate({ target: [productLicencePrices.productId, productLicencePrices.tierId], set: { pricePaise: sql`excluded.price_paise` } });
    }
  }
}
