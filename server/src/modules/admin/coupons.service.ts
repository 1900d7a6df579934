import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import type { AdminCoupon, AdminCouponUse, CreateCouponBody, UpdateCouponBody } from '@chitra/contract/admin-coupons';
import { type CouponProblems, type CouponRules, couponProblems } from '@chitra/contract/admin-rules';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, invalidField, notFound } from '../../errors';
import { fullName } from '../accounts/accounts.service';
import type { Coupon, NewCoupon } from '../coupons/coupons.repository';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminCouponsRepository, type CouponUseRow, type CouponUses } from './coupons.repository';

/** Rupees the rules have checked to integer paise. */
function paise(rupees: number): number {
  const value = rupeesToPaise(rupees);
  if (value === undefined) throw new Error(`not an amount: ${rupees}`);
  return value;
}

/** The stored coupon in the API's units (rupees, ISO text): what the rules check and the audit keeps. */
function toRules(row: Coupon): CouponRules {
  return {
    kind: row.kind,
    value: row.kind === 'fixed' ? paiseToRupees(row.value) : row.value,
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    minOrder: paiseToRupees(row.minOrderPaise),
    startsAt: isoOrNull(row.startsAt),
    endsAt: isoOrNull(row.endsAt),
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
  };
}

/** Valid rules (couponProblems found none) as the columns keep them: paise, dates. */
function toColumns(rules: CouponRules): Omit<NewCoupon, 'code'> {
  return {
    kind: rules.kind,
    value: rules.kind === 'fixed' ? paise(rules.value) : rules.value,
    maxDiscountPaise: rules.maxDiscount === null ? null : paise(rules.maxDiscount),
    minOrderPaise: paise(rules.minOrder),
    startsAt: rules.startsAt === null ? null : new Date(rules.startsAt),
    endsAt: rules.endsAt === null ? null : new Date(rules.endsAt),
    maxUses: rules.maxUses,
    maxUsesPerCustomer: rules.maxUsesPerCustomer,
  };
}

/** What the audit row keeps of a coupon. */
const snapshot = (row: Coupon) => ({ code: row.code, ...toRules(row), disabled: row.disabledAt !== null });

function toAdminCoupon(row: Coupon, uses: CouponUses | undefined): AdminCoupon {
  return {
    _id: row.id,
    code: row.code,
    ...toRules(row),
    disabled: row.disabledAt !== null,
    disabledAt: isoOrNull(row.disabledAt),
    uses: uses ?? { used: 0, held: 0 },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toUse(row: CouponUseRow): AdminCouponUse {
  return {
    paymentId: row.paymentId,
    orderID: row.orderNumber,
    customer: { _id: row.customerId, name: fullName(row), email: row.email },
    discount: paiseToRupees(row.discountPaise),
    state: row.releasedAt ? 'released' : row.usedAt ? 'used' : 'held',
    createdAt: row.createdAt.toISOString(),
    usedAt: isoOrNull(row.usedAt),
    releasedAt: isoOrNull(row.releasedAt),
  };
}

/** A 400 naming every broken rule, the first one in the message (as a schema's failure reads). */
function invalid(problems: CouponProblems) {
  const [field, message] = Object.entries(problems)[0] ?? ['coupon', ADMIN_MESSAGES.invalidCoupon];
  return invalidField(field, message, problems as Record<string, string>);
}

/**
 * Coupons for the shop (admin area), under docs/architecture.md §3 item 12's rules
 * (admin-rules.ts `couponProblems`, the same on both sides): rupees in the
 * API, integer paise in the database, as the buyer's side keeps them. A
 * change is checked on the coupon as it will be (the stored one with the
 * change); the code never changes. Payments already holding a coupon keep
 * the discount they were priced with.
 */
export function createAdminCouponsService(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;
  const repository = new AdminCouponsRepository(db);

  async function present(row: Coupon): Promise<AdminCoupon> {
    return toAdminCoupon(row, (await repository.uses([row.id])).get(row.id));
  }

  /** Disables or enables: a coupon already so is answered as it is. */
  async function setDisabled(by: AdminActor, id: string, disable: boolean): Promise<AdminCoupon> {
    const row = await withTransaction(db, async (tx) => {
      const coupons = new AdminCouponsRepository(tx);
      const coupon = await coupons.lock(id);
      if (!coupon) throw notFound(ADMIN_MESSAGES.couponNotFound);
      if ((coupon.disabledAt !== null) === disable) return coupon;
      const at = now();
      const updated = await coupons.update(id, { disabledAt: disable ? at : null }, at);
      if (!updated) throw notFound(ADMIN_MESSAGES.couponNotFound);
      await new AuditRepository(tx).record(
        by,
        {
          action: disable ? 'coupon.disable' : 'coupon.enable',
          entityType: 'coupon',
          entityId: id,
          before: { disabled: !disable },
          after: { disabled: disable },
        },
        at,
      );
      return updated;
    });
    return present(row);
  }

  return {
    async list(query: { search?: string | undefined; page: number; limit: number }) {
      const { rows, total } = await repository.list({ search: query.search, limit: query.limit, offset: offsetOf(query.page, query.limit) });
      const uses = await repository.uses(rows.map((r) => r.id));
      return { data: rows.map((r) => toAdminCoupon(r, uses.get(r.id))), total };
    },

    async create(by: AdminActor, body: z.output<typeof CreateCouponBody>): Promise<AdminCoupon> {
      const { code, ...rules } = body;
      const at = now();
      const problems = couponProblems(rules, at);
      if (Object.keys(problems).length > 0) throw invalid(problems);
      const row = await withTransaction(db, async (tx) => {
        const created = await new AdminCouponsRepository(tx).insert({ code, ...toColumns(rules), createdAt: at, updatedAt: at });
        if (!created) throw conflict(ADMIN_MESSAGES.couponCodeTaken);
        await new AuditRepository(tx).record(
          by,
          { action: 'coupon.create', entityType: 'coupon', entityId: created.id, before: null, after: snapshot(created) },
          at,
        );
        return created;
      });
      return present(row);
    },

    async update(by: AdminActor, id: string, body: z.output<typeof UpdateCouponBody>): Promise<AdminCoupon> {
      const row = await withTransaction(db, async (tx) => {
        const coupons = new AdminCouponsRepository(tx);
        const coupon = await coupons.lock(id);
        if (!coupon) throw notFound(ADMIN_MESSAGES.couponNotFound);
        const current = toRules(coupon);
        const change = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<CouponRules>;
        const next: CouponRules = { ...current, ...change };
        const at = now();
        // An end already passed may stay as it is; a new end must lie ahead.
        const problems = couponProblems(next, change.endsAt !== undefined ? at : undefined);
        if (Object.keys(problems).length > 0) throw invalid(problems);
        const updated = await coupons.update(id, toColumns(next), at);
        if (!updated) throw notFound(ADMIN_MESSAGES.couponNotFound);
        await new AuditRepository(tx).record(
          by,
          { action: 'coupon.update', entityType: 'coupon', entityId: id, before: snapshot(coupon), after: snapshot(updated) },
          at,
        );
        return updated;
      });
      return present(row);
    },

    disable: (by: AdminActor, id: string) => setDisabled(by, id, true),
    enable: (by: AdminActor, id: string) => setDisabled(by, id, false),

    async uses(id: string, query: { page: number; limit: number }) {
      if (!(await repository.find(id))) throw notFound(ADMIN_MESSAGES.couponNotFound);
      const { rows, total } = await repository.usesOf(id, { limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toUse), total };
    },
  };
}
