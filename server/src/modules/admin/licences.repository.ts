import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import { products } from '../../db/schema/catalogue';
import { orderItems } from '../../db/schema/commerce';
import { licenceTiers, productLicencePrices } from '../../db/schema/licences';
import type { DbOrTx } from '../../db/transaction';
import type { LicenceTierRow } from '../licences/licences.repository';

export type NewLicenceTier = Pick<typeof licenceTiers.$inferInsert, 'slug' | 'name' | 'summary' | 'terms' | 'multiplierBp' | 'active'>;
export type LicenceTierChange = Partial<Pick<LicenceTierRow, 'name' | 'summary' | 'terms' | 'multiplierBp' | 'active' | 'version'>>;

/** The owner's writes to licence tiers and to a product's own prices for them (decision 053). */
export class AdminLicencesRepository {
  constructor(private readonly db: DbOrTx) {}

  /** How many order lines each tier was sold under (any version, refunded or not). */
  async soldCounts(): Promise<Map<string, number>> {
    const rows = await this.db.select({ tierId: orderItems.tierId, n: count() }).from(orderItems).groupBy(orderItems.tierId);
    return new Map(rows.map((r) => [r.tierId, r.n]));
  }

  /**
   * Serialises the admin's new tiers: the next position and a free slug are
   * chosen under it. Plain reads of the tiers (the shop's pages) go on.
   */
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

  /** A product's own prices, published or not (the owner prices a product before publishing it); undefined when there is no such product. */
  async product(productId: string): Promise<{ pricePaise: number; salePricePaise: number | null } | undefined> {
    const [row] = await this.db
      .select({ pricePaise: products.pricePaise, salePricePaise: products.salePricePaise })
      .from(products)
      .where(eq(products.id, productId));
    return row;
  }

  /** The product's own price for each tier it overrides, by tier. */
  async overridesOf(productId: string): Promise<Map<string, number>> {
    const rows = await this.db.select().from(productLicencePrices).where(eq(productLicencePrices.productId, productId));
    return new Map(rows.map((r) => [r.tierId, r.pricePaise]));
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
