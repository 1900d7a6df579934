import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import type { DbOrTx } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { type Coupon, CouponsRepository } from './coupons.repository';
import { worded } from '@chitra/contract/worded';

/** Razorpay takes nothing below ₹1: a coupon never brings the payable amount under it (docs/architecture.md §3 item 12). */
export const MIN_PAYABLE_PAISE = 100;

export type AppliedCoupon = { coupon: Coupon; discountPaise: number };

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** 'This coupon needs an order of at least ₹500.': the amount in the reader's language where the web says it (error-reasons.ts). */
const minimumNotMet = (paise: number) =>
  worded('coupon.minimumNotMetAt', { rupees: paiseToRupees(paise) }, `${COUPON_MESSAGES.minimumNotMet} ${rupees(paise)}.`);

/**
 * What a coupon takes off a subtotal, in whole paise (rounded down): fixed
 * or percent (with its cap), never leaving less than ₹1 to pay.
 */
export function discountFor(coupon: Pick<Coupon, 'kind' | 'value' | 'maxDiscountPaise'>, subtotalPaise: number): number {
  const raw =
    coupon.kind === 'fixed' ? coupon.value : Math.min(Math.floor((subtotalPaise * coupon.value) / 100), coupon.maxDiscountPaise ?? Number.MAX_SAFE_INTEGER);
  return Math.max(0, Math.min(raw, subtotalPaise - MIN_PAYABLE_PAISE));
}

/**
 * Checks a code against a subtotal and the coupon's rules, and answers the
 * discount, or throws an error whose message says exactly why not: unknown
 * (404), withdrawn by the shop, not valid yet, expired or minimum not met
 * (400), used up (409).
 * With `hold`, the limits are checked under the coupon's lock (call inside the
 * payment's transaction, then `CouponsRepository.hold`).
 */
export async function applyCoupon(
  db: DbOrTx,
  input: { code: string; customerId: string; subtotalPaise: number; now: Date; forPayment?: boolean },
): Promise<AppliedCoupon> {
  const { code, customerId, subtotalPaise, now } = input;
  const repository = new CouponsRepository(db);
  const coupon = await repository.findByCode(code.trim());
  if (!coupon) throw notFound(COUPON_MESSAGES.unknown);
  if (coupon.disabledAt) throw badRequest(COUPON_MESSAGES.withdrawn);
  if (coupon.startsAt && now < coupon.startsAt) throw badRequest(COUPON_MESSAGES.notYetValid);
  if (coupon.endsAt && now >= coupon.endsAt) throw badRequest(COUPON_MESSAGES.expired);
  if (subtotalPaise <= 0) throw badRequest(COUPON_MESSAGES.emptyCart);
  if (subtotalPaise < coupon.minOrderPaise) {
    throw badRequest(minimumNotMet(coupon.minOrderPaise));
  }
  if (coupon.maxUses !== null || coupon.maxUsesPerCustomer !== null) {
    // Any limit is checked under the coupon's lock: two Buy Nows at once (one customer's two tabs included) cannot both take the last use.
    if (input.forPayment) await repository.lock(coupon.id);
    const held = await repository.usesHeld(coupon.id, customerId);
    if (coupon.maxUsesPerCustomer !== null && held.byCustomer >= coupon.maxUsesPerCustomer) {
      throw conflict(COUPON_MESSAGES.usedByYou);
    }
    if (coupon.maxUses !== null && held.total >= coupon.maxUses) throw conflict(COUPON_MESSAGES.usedUp);
  }
  const discountPaise = discountFor(coupon, subtotalPaise);
  if (discountPaise <= 0) throw badRequest(minimumNotMet(MIN_PAYABLE_PAISE + 1));
  return { coupon, discountPaise };
}

/** The coupon kept on a cart, as it stands now: its discount, or why it no longer applies (the check's words). */
type KeptCoupon = { code: string; discountPaise: number; refusal?: string };

/**
 * The coupon kept on the customer's cart (decision 039), checked against the
 * cart's subtotal exactly as a new apply would be (`applyCoupon`, without a
 * lock: nothing is held). One that no longer applies (withdrawn, expired,
 * used up, minimum not met) stays kept, answered with the reason, until the
 * customer removes or replaces it; it applies again if it becomes valid.
 */
export async function keptCoupon(db: DbOrTx, input: { customerId: string; subtotalPaise: number; now: Date }): Promise<KeptCoupon | undefined> {
  const code = await new CouponsRepository(db).keptOnCart(input.customerId);
  if (code === undefined) return undefined;
  try {
    const { coupon, discountPaise } = await applyCoupon(db, { ...input, code });
    return { code: coupon.code, discountPaise };
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) return { code, discountPaise: 0, refusal: error.message };
    throw error;
  }
}

/** Why a released hold could not be taken again: the coupon's word, as a new use would hear it. */
export type ReclaimRefusal = 'withdrawn' | 'usedUp' | 'usedByYou';

/**
 * A payment that had failed (its checkout closed, or its 30 minutes ran
 * out) released its coupon's hold, and the gateway has now captured it
 * after all. The hold becomes a use again only as a new use would be
 * allowed now: under the coupon's lock, not withdrawn, and within its total
 * and per-customer limits counted without this payment (decision 030). Answers
 * undefined when the use is taken (or was never released), else why not;
 * `fulfil` then declines the payment and refunds it whole. Call inside the
 * fulfilment's transaction.
 */
export async function reclaimHold(tx: DbOrTx, paymentId: string, at: Date): Promise<ReclaimRefusal | undefined> {
  const repository = new CouponsRepository(tx);
  const hold = await repository.holdOf(paymentId);
  if (!hold || hold.releasedAt === null) return undefined;
  await repository.lock(hold.couponId);
  const coupon = await repository.findById(hold.couponId);
  if (!coupon || coupon.disabledAt) return 'withdrawn';
  if (coupon.maxUses !== null || coupon.maxUsesPerCustomer !== null) {
    // The released hold is not counted (usesHeld counts unreleased ones only).
    const held = await repository.usesHeld(coupon.id, hold.customerId);
    if (coupon.maxUsesPerCustomer !== null && held.byCustomer >= coupon.maxUsesPerCustomer) return 'usedByYou';
    if (coupon.maxUses !== null && held.total >= coupon.maxUses) return 'usedUp';
  }
  await repository.takeBack(paymentId, at);
  return undefined;
}

/** The demo shop's coupons (README "Demo data"): DEMO10 and FLAT50. */
export async function seedDemoCoupons(db: DbOrTx): Promise<void> {
  await new CouponsRepository(db).ensure([
    { code: 'DEMO10', kind: 'percent', value: 10 },
    { code: 'FLAT50', kind: 'fixed', value: 5000, minOrderPaise: 20000 },
  ]);
}
