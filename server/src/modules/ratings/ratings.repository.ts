import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/transaction';
import { customers } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import { orderItems, orders } from '../../db/schema/commerce';
import { printOrderItems, printOrders } from '../../db/schema/prints';
import { ratings } from '../../db/schema/ratings';
import { once, prepared } from '../../db/prepared';

export type RatingSummary = { totalRating: number; ratingsCount: number };

export type ReviewRow = {
  star: number;
  comment: string | null;
  firstname: string;
  lastname: string;
  updatedAt: Date;
  /** The reviewer bought the product as a download (a paid digital order). */
  verified: boolean;
  /** The reviewer has a paid order containing the product: a digital one, or a print order not cancelled. */
  verifiedPurchase: boolean;
};

/**
 * Whether the rating's author has a digital order containing its product
 * that was not refunded (orders exist only once paid): the review's
 * `verified`, and half of `verifiedPurchase`.
 */
const boughtDigitallyBy = (rating: { customerId: unknown; productId: unknown }) => sql<boolean>`exists (select 1 from ${orderItems} oi
    join ${orders} o on o.id = oi.order_id
    where oi.customer_id = ${rating.customerId} and oi.product_id = ${rating.productId} and o.refunded_at is null)`;

/**
 * Whether the rating's author has a paid order containing its product: a
 * digital order not refunded, or a print order the shop did not cancel.
 */
export const verifiedPurchaseOf = (rating: { customerId: unknown; productId: unknown }) => sql<boolean>`(${boughtDigitallyBy(rating)}
  or exists (select 1 from ${printOrders} po join ${printOrderItems} poi on poi.order_id = po.id
    where po.customer_id = ${rating.customerId} and poi.product_id = ${rating.productId} and po.status <> 'Cancelled'))`;

/** Reviews shown on a product page: the newest, enough to read, never the whole table. */
const REVIEWS_SHOWN = 50;

export class RatingsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * Stores the customer's rating (replacing an earlier one) and recomputes
   * the product's summary. Run it in a transaction (`withTransaction`): the
   * product row is locked first so that two customers rating at once cannot
   * each compute an average that misses the other. Undefined when the
   * product does not exist.
   */
  async rate(rating: { customerId: string; productId: string; star: number; comment: string | null; at: Date }): Promise<RatingSummary | undefined> {
    const { customerId, productId, star, comment, at } = rating;
    const product = await this.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
    if (product.length === 0) return undefined;
    // A review the shop hid stays hidden when its author changes it: the shop decides whether it shows again.
    await this.db
      .insert(ratings)
      .values({ customerId, productId, star, comment, createdAt: at, updatedAt: at })
      .onConflictDoUpdate({ target: [ratings.customerId, ratings.productId], set: { star, comment, updatedAt: at } });
    return this.recomputeSummary(productId);
  }

  /**
   * Recomputes the product's average and count from its ratings the shop has
   * not hidden. The caller holds the product row (`rate`, or the admin area
   * changing a rating's visibility), inside its transaction. The product row
   * changing moves the catalogue revision, so cached pages follow.
   */
  async recomputeSummary(productId: string): Promise<RatingSummary | undefined> {
    const [summary] = await this.db
      .update(products)
      .set({
        totalRating: sql`(select coalesce(round(avg(r.star)::numeric, 1), 0) from ${ratings} r
          where r.product_id = ${productId} and r.hidden_at is null)`,
        ratingsCount: sql`(select count(*)::int from ${ratings} r where r.product_id = ${productId} and r.hidden_at is null)`,
      })
      .where(eq(products.id, productId))
      .returning({ totalRating: products.totalRating, ratingsCount: products.ratingsCount });
    return summary && { totalRating: Number(summary.totalRating), ratingsCount: summary.ratingsCount };
  }

  /**
   * The product's reviews the shop has not hidden, newest first, with the
   * reviewer's name. Prepared: every cold product page asks, and planning
   * it costs more than running it.
   */
  async reviews(productId: string): Promise<ReviewRow[]> {
    const db = this.db;
    const query = once(db, 'product_reviews', () =>
      prepared(
        db
          .select({
            star: ratings.star,
            comment: ratings.comment,
            firstname: customers.firstname,
            lastname: customers.lastname,
            updatedAt: ratings.updatedAt,
            verified: boughtDigitallyBy(ratings),
            verifiedPurchase: verifiedPurchaseOf(ratings),
          })
          .from(ratings)
          .innerJoin(customers, eq(customers.id, ratings.customerId))
          .where(and(eq(ratings.productId, sql.placeholder('productId')), isNull(ratings.hiddenAt)))
          .orderBy(desc(ratings.updatedAt), desc(ratings.customerId))
          .limit(REVIEWS_SHOWN),
        'product_reviews',
      ),
    );
    return query.execute({ productId });
  }
}

/** "Priya S.": enough to be a person, not enough to find one. */
export function reviewerName(row: Pick<ReviewRow, 'firstname' | 'lastname'>): string {
  const initial = row.lastname.trim().charAt(0);
  return initial ? `${row.firstname} ${initial.toUpperCase()}.` : row.firstname;
}
