import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { cartItems, orderItemImages, orderItems, orders } from '../../db/schema/commerce';
import { images, productImages, products } from '../../db/schema/catalogue';
import type { DbOrTx } from '../../db/transaction';
import { translatedTitles, type TranslationsJson } from '../catalogue/catalogue.repository';

/** A cart line: its product, and the licence tier the buyer chose for it. */
export type CartLine = { itemId: string; productId: string; tierId: string };

/** One picture of a product, by the SHA-256 of its original: the picture's identity (decision 008). */
export type ProductPicture = { productId: string; contentHash: string };

/** One picture the customer owns: the product it came in (its title as bought) and how many pictures that product gave. */
export type OwnedPicture = ProductPicture & { title: string; pictureCount: number; translations: TranslationsJson | null };

/** The digital cart's rows, and what a customer already owns (a bought photograph is not sold twice). */
export class CartRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Oldest first: the order the customer added them in. */
  async lines(customerId: string): Promise<CartLine[]> {
    return this.db
      .select({ itemId: cartItems.id, productId: cartItems.productId, tierId: cartItems.tierId })
      .from(cartItems)
      .where(eq(cartItems.customerId, customerId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  /** One of the customer's lines; undefined for another's, as for one that does not exist. */
  async line(customerId: string, itemId: string): Promise<CartLine | undefined> {
    const [row] = await this.db
      .select({ itemId: cartItems.id, productId: cartItems.productId, tierId: cartItems.tierId })
      .from(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.customerId, customerId)));
    return row;
  }

  /** Changes the licence of one of the customer's lines; false when the customer has no such line. */
  async setTier(customerId: string, itemId: string, tierId: string): Promise<boolean> {
    const rows = await this.db
      .update(cartItems)
      .set({ tierId })
      .where(and(eq(cartItems.id, itemId), eq(cartItems.customerId, customerId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  async size(customerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(cartItems).where(eq(cartItems.customerId, customerId));
    return row?.n ?? 0;
  }

  /**
   * Serialises one customer's cart writes (per customer, never a global
   * lock). NO KEY UPDATE: it does not block the key-share locks that inserts
   * referencing the customer take.
   */
  async lockCustomer(customerId: string): Promise<void> {
    await this.db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
  }

  /** A product on sale: one the shop unpublished (decision 027) is as unknown as one that never existed. */
  async productExists(productId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.published, true)))
      .limit(1);
    return rows.length > 0;
  }

  /** False when the product was in the cart already. */
  async add(customerId: string, productId: string, tierId: string): Promise<boolean> {
    const rows = await this.db
      .insert(cartItems)
      .values({ customerId, productId, tierId })
      .onConflictDoNothing({ target: [cartItems.customerId, cartItems.productId] })
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  /** Removes one of the customer's items; false when the customer has no such item. */
  async remove(customerId: string, itemId: string): Promise<boolean> {
    const rows = await this.db
      .delete(cartItems)
      .where(and(eq(cartItems.id, itemId), eq(cartItems.customerId, customerId)))
      .returning({ id: cartItems.id });
    return rows.length > 0;
  }

  /** Removes exactly these products (the ones just bought); anything added meanwhile stays. */
  async removeProducts(customerId: string, productIds: string[]): Promise<void> {
    if (productIds.length === 0) return;
    await this.db.delete(cartItems).where(and(eq(cartItems.customerId, customerId), inArray(cartItems.productId, productIds)));
  }

  /** The pictures of these products (their galleries as they are now). */
  async picturesOf(productIds: string[]): Promise<ProductPicture[]> {
    if (productIds.length === 0) return [];
    return this.db
      .select({ productId: productImages.productId, contentHash: images.contentHash })
      .from(productImages)
      .innerJoin(images, eq(images.id, productImages.imageId))
      .where(inArray(productImages.productId, productIds));
  }

  /**
   * Which of these pictures (by hash) the customer owns: the pictures their
   * orders gave them (order_item_images), in orders not refunded (decision
   * 026), newest order first. Only this customer's orders are read.
   */
  async ownedPictures(customerId: string, contentHashes: string[]): Promise<OwnedPicture[]> {
    if (contentHashes.length === 0) return [];
    return this.db
      .select({
        productId: orderItemImages.productId,
        contentHash: images.contentHash,
        title: orderItems.title,
        // The product's titles in Hindi and Marathi as they are now; null once it is gone (its order keeps the English).
        translations: sql<TranslationsJson | null>`(select ${translatedTitles(sql`p.translations`)} from products p where p.id = ${orderItemImages.productId})`,
        pictureCount: sql<number>`(select count(*)::int from order_item_images x
          where x.order_id = ${orderItemImages.orderId} and x.product_id = ${orderItemImages.productId})`,
      })
      .from(orderItemImages)
      .innerJoin(orders, and(eq(orders.id, orderItemImages.orderId), eq(orders.customerId, customerId), isNull(orders.refundedAt)))
      .innerJoin(orderItems, and(eq(orderItems.orderId, orderItemImages.orderId), eq(orderItems.productId, orderItemImages.productId)))
      .innerJoin(images, eq(images.id, orderItemImages.imageId))
      .where(and(eq(orderItems.customerId, customerId), inArray(images.contentHash, contentHashes)))
      .orderBy(desc(orders.createdAt), asc(orderItems.position));
  }

  /**
   * Which of these products the customer has bought already, under any
   * licence. A licence held can still be upgraded: what a line may buy is
   * LicencesRepository.held's question (priceCart's heldAlready).
   */
  async ownedAmong(customerId: string, productIds: string[]): Promise<Set<string>> {
    if (productIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ productId: orderItems.productId })
      .from(orderItems)
      // A refunded order owns nothing (decision 026): its pictures may be bought again.
      .innerJoin(orders, and(eq(orders.id, orderItems.orderId), isNull(orders.refundedAt)))
      .where(and(eq(orderItems.customerId, customerId), inArray(orderItems.productId, productIds)));
    return new Set(rows.map((r) => r.productId));
  }
}
