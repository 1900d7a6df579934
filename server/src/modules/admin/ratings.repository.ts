import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import { ratings } from '../../db/schema/ratings';
import type { DbOrTx } from '../../db/transaction';
import { verifiedPurchaseOf } from '../ratings/ratings.repository';

const fields = {
  id: ratings.id,
  productId: ratings.productId,
  productTitle: products.title,
  customerId: ratings.customerId,
  firstname: customers.firstname,
  lastname: customers.lastname,
  email: customers.email,
  star: ratings.star,
  comment: ratings.comment,
  hiddenAt: ratings.hiddenAt,
  hiddenReason: ratings.hiddenReason,
  verifiedPurchase: verifiedPurchaseOf(ratings),
  createdAt: ratings.createdAt,
  updatedAt: ratings.updatedAt,
};

export type AdminRatingRow = {
  id: string;
  productId: string;
  productTitle: string;
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  star: number;
  comment: string | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  verifiedPurchase: boolean;
  createdAt: Date;
  updatedAt: Date;
};

/** Reviews for the shop's moderation: every one, hidden or not. */
export class AdminRatingsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest (last changed) first, optionally of one product and hidden or shown. */
  async list(query: {
    productId?: string | undefined;
    hidden?: boolean | undefined;
    limit: number;
    offset: number;
  }): Promise<{ rows: AdminRatingRow[]; total: number }> {
    const filters: SQL[] = [];
    if (query.productId !== undefined) filters.push(eq(ratings.productId, query.productId));
    if (query.hidden !== undefined) filters.push(query.hidden ? isNotNull(ratings.hiddenAt) : isNull(ratings.hiddenAt));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db
        .select(fields)
        .from(ratings)
        .innerJoin(products, eq(products.id, ratings.productId))
        .innerJoin(customers, eq(customers.id, ratings.customerId))
        .where(where)
        .orderBy(desc(ratings.updatedAt), desc(ratings.id))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(ratings).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async find(id: string): Promise<AdminRatingRow | undefined> {
    const [row] = await this.db
      .select(fields)
      .from(ratings)
      .innerJoin(products, eq(products.id, ratings.productId))
      .innerJoin(customers, eq(customers.id, ratings.customerId))
      .where(eq(ratings.id, id));
    return row;
  }

  /** Holds the product row, as `RatingsRepository.rate` does first: its summary is recomputed by one writer at a time. */
  async lockProduct(productId: string): Promise<void> {
    await this.db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for('update');
  }

  async setHidden(id: string, hidden: { at: Date; reason: string } | null): Promise<void> {
    // updated_at stays: it is when the customer last wrote the review.
    await this.db
      .update(ratings)
      .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null })
      .where(eq(ratings.id, id));
  }
}
