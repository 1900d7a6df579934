import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { images, productImages, products } from '../../db/schema/catalogue';
import { wishlistItems } from '../../db/schema/wishlist';
import type { ImageJson } from '../catalogue/catalogue.repository';

export type WishlistRow = {
  id: string;
  title: string;
  pricePaise: number;
  salePricePaise: number | null;
  cover: ImageJson | null;
};

export class WishlistRepository {
  constructor(private readonly db: Db) {}

  async productExists(productId: string): Promise<boolean> {
    const rows = await this.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
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
  async list(customerId: string): Promise<WishlistRow[]> {
    const rows = await this.db
      .select({
        id: products.id,
        title: products.title,
        pricePaise: products.pricePaise,
        salePricePaise: products.salePricePaise,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.customerId, customerId))
      .orderBy(desc(wishlistItems.createdAt), asc(products.id));
    if (rows.length === 0) return [];

    const pictures = await this.db
      .select({
        productId: productImages.productId,
        id: images.id,
        previewName: images.previewName,
        previewWebpName: images.previewWebpName,
        previewWidth: images.previewWidth,
        previewHeight: images.previewHeight,
        thumbName: images.thumbName,
        thumbWebpName: images.thumbWebpName,
        thumbWidth: images.thumbWidth,
        thumbHeight: images.thumbHeight,
      })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(
        inArray(
          productImages.productId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(productImages.productId), asc(productImages.position), asc(images.id));
    const covers = new Map<string, ImageJson>();
    for (const { productId, ...image } of pictures) if (!covers.has(productId)) covers.set(productId, image);
    return rows.map((row) => ({ ...row, cover: covers.get(row.id) ?? null }));
  }
}
