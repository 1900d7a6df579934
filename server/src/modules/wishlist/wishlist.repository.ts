import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { products } from '../../db/schema/catalogue';
import { wishlistItems } from '../../db/schema/wishlist';
import { findProductSummaries, type ProductSummary } from '../catalogue/catalogue.repository';

export class WishlistRepository {
  constructor(private readonly db: DbOrTx) {}

  /** A product on sale: one the shop unpublished (decision 027) is as unknown as one that never existed. */
  async productExists(productId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.published, true)))
      .limit(1);
    return rows.length > 0;
  }

  /** Removes the product if it is kept, else keeps it; answers whether it is kept now. */
  async toggle(customerId: string, productId: string): Promise<boolean> {
    const removed = await this.db
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
      .returning({ productId: wishlistItems.productId });
    if (removed.length > 0) return false;
    // A double click racing this one may have added it first: kept either way.
    await this.db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
    return true;
  }

  /** The customer's kept products, newest first, each with its cover picture. */
  async list(customerId: string): Promise<ProductSummary[]> {
    const kept = await this.db
      .select({ productId: wishlistItems.productId })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId))
      .orderBy(desc(wishlistItems.createdAt), asc(wishlistItems.productId));
    return findProductSummaries(
      this.db,
      kept.map((k) => k.productId),
    );
  }
}
