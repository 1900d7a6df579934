import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { cartCoupons, couponRedemptions, coupons } from '../../db/schema/commerce';
import type { DbOrTx } from '../../db/transaction';

export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export class CouponsRepository {
  constructor(private readonly db: DbOrTx) {}

  /** By code, whatever its letter case (citext). */
  async findByCode(code: string): Promise<Coupon | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
    return row;
  }

  /**
   * Holds the coupon's row until the transaction ends, so that two payments
   * cannot both take its last use. Only limited coupons are locked, and only
   * by the payments that use them.
   */
  async lock(couponId: string): Promise<void> {
    await this.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId)).for('update');
  }

  /** Uses held by open or paid payments: in all, and by this customer. */
  async usesHeld(couponId: string, customerId: string): Promise<{ total: number; byCustomer: number }> {
    const [row] = await this.db
      .select({
        total: count(),
        byCustomer: sql<number>`count(*) filter (where ${couponRedemptions.customerId} = ${customerId})`.mapWith(Number),
      })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.couponId, couponId), isNull(couponRedemptions.releasedAt)));
    return { total: row?.total ?? 0, byCustomer: row?.byCustomer ?? 0 };
  }

  async hold(values: { paymentId: string; couponId: string; customerId: string; discountPaise: number; at: Date }): Promise<void> {
    const { at, ...rest } = values;
    await this.db.insert(couponRedemptions).values({ ...rest, createdAt: at });
  }

  /**
   * The payment was paid: its hold becomes a use. Only a hold still held: a
   * released one (its payment failed) is taken again only by `reclaimHold`,
   * which checks the limits first. True when a hold became a use.
   */
  async markUsed(paymentId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(couponRedemptions)
      .set({ usedAt: at })
      .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.usedAt), isNull(couponRedemptions.releasedAt)))
      .returning({ paymentId: couponRedemptions.paymentId });
    return rows.length > 0;
  }

  /** The payment's hold, held, used or released (none when it had no coupon). */
  async holdOf(paymentId: string): Promise<typeof couponRedemptions.$inferSelect | undefined> {
    const [row] = await this.db.select().from(couponRedemptions).where(eq(couponRedemptions.paymentId, paymentId));
    return row;
  }

  /** A released hold taken again as a use (call under the coupon's lock, after checking its limits). */
  async takeBack(paymentId: string, at: Date): Promise<void> {
    await this.db
      .update(couponRedemptions)
      .set({ usedAt: at, releasedAt: null })
      .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.usedAt)));
  }

  async findById(id: string): Promise<Coupon | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
    return row;
  }

  /** The payment failed or expired: its hold no longer counts. */
  async release(paymentId: string, at: Date): Promise<void> {
    await this.db
      .update(couponRedemptions)
      .set({ releasedAt: at })
      .where(and(eq(couponRedemptions.paymentId, paymentId), isNull(couponRedemptions.usedAt), isNull(couponRedemptions.releasedAt)));
  }

  /** The code of the coupon kept on the customer's cart (decision 039), if any. */
  async keptOnCart(customerId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ code: coupons.code })
      .from(cartCoupons)
      .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
      .where(eq(cartCoupons.customerId, customerId));
    return row?.code;
  }

  /** Keeps this coupon on the customer's cart, in place of any other. */
  async keepOnCart(customerId: string, couponId: string, at: Date): Promise<void> {
    await this.db
      .insert(cartCoupons)
      .values({ customerId, couponId, appliedAt: at })
      .onConflictDoUpdate({ target: cartCoupons.customerId, set: { couponId, appliedAt: at } });
  }

  /** Takes the coupon off the customer's cart; with `couponId`, only if it is that one (another tab may have applied another since). */
  async dropFromCart(customerId: string, couponId?: string): Promise<void> {
    await this.db
      .delete(cartCoupons)
      .where(and(eq(cartCoupons.customerId, customerId), couponId === undefined ? undefined : eq(cartCoupons.couponId, couponId)));
  }

  /** Adds coupons that do not exist yet (by code); existing ones are left as they are. */
  async ensure(values: NewCoupon[]): Promise<void> {
    if (values.length === 0) return;
    await this.db.insert(coupons).values(values).onConflictDoNothing({ target: coupons.code });
  }
}
