import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/accounts';
import { couponRedemptions, coupons, orders } from '../../db/schema/commerce';
import type { DbOrTx } from '../../db/transaction';
import type { Coupon, NewCoupon } from '../coupons/coupons.repository';
import { likePattern } from './admin-context';

export type CouponUses = { used: number; held: number };

export type CouponUseRow = {
  paymentId: string;
  orderNumber: string | null;
  customerId: string;
  firstname: string;
  lastname: string;
  email: string;
  discountPaise: number;
  createdAt: Date;
  usedAt: Date | null;
  releasedAt: Date | null;
};

/** Coupons as the shop manages them, and the payments that used them. */
export class AdminCouponsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first; `search` matches part of the code. */
  async list(query: { search?: string | undefined; limit: number; offset: number }): Promise<{ rows: Coupon[]; total: number }> {
    const text = query.search?.trim();
    const where = text ? ilike(coupons.code, likePattern(text)) : undefined;
    const [rows, [counted]] = await Promise.all([
      this.db.select().from(coupons).where(where).orderBy(desc(coupons.createdAt), desc(coupons.id)).limit(query.limit).offset(query.offset),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }

  async find(id: string): Promise<Coupon | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id));
    return row;
  }

  /** The coupon, held to the end of the transaction (the payments' `CouponsRepository.lock` takes the same row). */
  async lock(id: string): Promise<Coupon | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id)).for('update');
    return row;
  }

  /** Undefined when the code is taken (in any letter case). */
  async insert(values: NewCoupon): Promise<Coupon | undefined> {
    const [row] = await this.db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code }).returning();
    return row;
  }

  async update(id: string, values: Partial<NewCoupon>, at: Date): Promise<Coupon | undefined> {
    const [row] = await this.db
      .update(coupons)
      .set({ ...values, updatedAt: at })
      .where(eq(coupons.id, id))
      .returning();
    return row;
  }

  /** Uses of each coupon: by paid payments, and held by open ones. */
  async uses(couponIds: string[]): Promise<Map<string, CouponUses>> {
    if (couponIds.length === 0) return new Map();
    const rows = await this.db
      .select({
        couponId: couponRedemptions.couponId,
        used: sql<number>`count(*) filter (where ${couponRedemptions.usedAt} is not null)`.mapWith(Number),
        held: sql<number>`count(*) filter (where ${couponRedemptions.usedAt} is null)`.mapWith(Number),
      })
      .from(couponRedemptions)
      .where(and(inArray(couponRedemptions.couponId, couponIds), isNull(couponRedemptions.releasedAt)))
      .groupBy(couponRedemptions.couponId);
    return new Map(rows.map((r) => [r.couponId, { used: r.used, held: r.held }]));
  }

  /** The payments that held or used the coupon, newest first. */
  async usesOf(couponId: string, query: { limit: number; offset: number }): Promise<{ rows: CouponUseRow[]; total: number }> {
    const where = eq(couponRedemptions.couponId, couponId);
    const [rows, [counted]] = await Promise.all([
      this.db
        .select({
          paymentId: couponRedemptions.paymentId,
          orderNumber: orders.orderNumber,
          customerId: couponRedemptions.customerId,
          firstname: customers.firstname,
          lastname: customers.lastname,
          email: customers.email,
          discountPaise: couponRedemptions.discountPaise,
          createdAt: couponRedemptions.createdAt,
          usedAt: couponRedemptions.usedAt,
          releasedAt: couponRedemptions.releasedAt,
        })
        .from(couponRedemptions)
        .innerJoin(customers, eq(customers.id, couponRedemptions.customerId))
        .leftJoin(orders, and(eq(orders.paymentId, couponRedemptions.paymentId), isNotNull(couponRedemptions.usedAt)))
        .where(where)
        .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.paymentId))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ n: count() }).from(couponRedemptions).where(where),
    ]);
    return { rows, total: counted?.n ?? 0 };
  }
}
