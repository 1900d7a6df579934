import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { customers } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import { orderItems } from '../../db/schema/commerce';
import { ratings } from '../../db/schema/ratings';

export type RatingSummary = { totalRating: number; ratingsCount: number };

export type ReviewRow = {
  star: number;
  comment: string | null;
  firstname: string;
  lastname: string;
  updatedAt: Date;
  /** The reviewer bought the product. */
  verified: boolean;
};

/** Reviews shown on a product page: the newest, enough to read, never the whole table. */
export const REVIEWS_SHOWN = 50;

export class RatingsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Stores the customer's rating (replacing an earlier one) and recomputes
   * the product's summary. Run it in a transaction (`withTransaction`): the
   * product row is locked first so that two customers rating at once cannot
   * each compute an average that misses the other. Undefined when the
   * product does not exist.
   */
  async rate(rating: {
    customerId: string;
    productId: string;
    star: number;
    comment: string | null;
    at: Date;
  }): Promise<RatingSummary | undefined> {
    const { customerId, productId, star, comment, at } = rating;
    const product = await this.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (product.length === 0) return undefined;
    await this.db
      .insert(ratings)
      .values({ customerId, productId, star, comment, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: [ratings.customerId, ratings.productId], set: { star, comment, updatedAt: at } });
    const [summary] = await this.db
      .update(products)
      .set({
        totalRating: sql`(select coalesce(round(avg(r.star)::numeric, 1), 0) from ${ratings} r where r.product_id = ${productId})`,
        ratingsCount: sql`(select count(*)::int from ${ratings} r where r.product_id = ${productId})`,
      })
      .where(eq(products.id, productId))
      .returning({ totalRating: products.totalRating, ratingsCount: products.ratingsCount });
    return summary && { totalRating: Number(summary.totalRating), ratingsCount: summary.ratingsCount };
  }

  /** The product's reviews, newest first, with the reviewer's name. */
  async reviews(productId: string): Promise<ReviewRow[]> {
    return this.db
      .select({
        star: ratings.star,
        comment: ratings.comment,
        firstname: customers.firstname,
        lastname: customers.lastname,
        updatedAt: ratings.updatedAt,
        // One probe of order_items' (customer, product) index per review.
        verified: sql<boolean>`exists (select 1 from ${orderItems} oi
          where oi.customer_id = ${ratings.customerId} and oi.product_id = ${ratings.productId})`,
      })
      .from(ratings)
      .innerJoin(customers, eq(customers.id, ratings.customerId))
      .where(eq(ratings.productId, productId))
      .orderBy(desc(ratings.updatedAt), desc(ratings.customerId))
      .limit(REVIEWS_SHOWN);
  }
}

/** "Priya S.": enough to be a person, not enough to find one. */
export function reviewerName(row: Pick<ReviewRow, 'firstname' | 'lastname'>): string {
  const initial = row.lastname.trim().charAt(0);
  return initial ? `${row.firstname} ${initial.toUpperCase()}.` : row.firstname;
}
