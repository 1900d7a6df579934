import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { AdminCouponsResponse, AdminCouponUsesResponse, AdminCouponWrittenResponse } from '@chitra/contract/admin-coupons';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { coupons } from '../../db/schema/commerce';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createPayment, purchase } from '../../test/commerce';
import { adminCall, createAdmin, ok } from './admin-fixtures';

describe('admin: coupons', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const clock = testClock(new Date('2026-11-24T06:30:00Z'));

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const create = (body: Record<string, unknown>) => adminCall(app, 'POST', 'admin/coupons', { token: admin.token, body });
  const patch = (id: string, body: unknown) => adminCall(app, 'PATCH', `admin/coupons/${id}`, { token: admin.token, body });
  const stored = async (id: string) => (await app.database.db.select().from(coupons).where(eq(coupons.id, id)))[0]!;
  let sequence = 0;
  const code = () => `ADMIN${++sequence}X${process.pid}`;

  it('creates fixed and percent coupons with every rule: rupees in the API, paise in the database', async () => {
    const flat = AdminCouponWrittenResponse.parse(ok(await create({ code: code(), kind: 'fixed', value: 49.5, minOrder: 200 }), 201));
    expect(flat.message).toBe(ADMIN_MESSAGES.couponCreated);
    expect(flat.data).toMatchObject({
      kind: 'fixed',
      value: 49.5,
      minOrder: 200,
      maxDiscount: null,
      startsAt: null,
      endsAt: null,
      maxUses: null,
      disabled: false,
      uses: { used: 0, held: 0 },
    });
    expect(await stored(flat.data._id)).toMatchObject({ value: 4950, minOrderPaise: 20000, maxDiscountPaise: null });

    const festive = AdminCouponWrittenResponse.parse(
      ok(
        await create({
          code: ` ${code().toLowerCase()} `,
          kind: 'percent',
          value: 15,
          maxDiscount: 100,
          startsAt: '2026-12-01T00:00:00+05:30',
          endsAt: '2027-01-01T00:00:00+05:30',
          maxUses: 100,
          maxUsesPerCustomer: 1,
        }),
        201,
      ),
    );
    expect(festive.data).toMatchObject({
      kind: 'percent',
      value: 15,
      maxDiscount: 100,
      minOrder: 0,
      startsAt: '2026-11-30T18:30:00.000Z',
      endsAt: '2026-12-31T18:30:00.000Z',
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(await stored(festive.data._id)).toMatchObject({ value: 15, maxDiscountPaise: 10000 });

    const listed = AdminCouponsResponse.parse(ok(await adminCall(app, 'GET', `admin/coupons?search=${festive.data.code.slice(0, 6)}`, { token: admin.token })));
    expect(listed.data.map((c) => c._id)).toContain(festive.data._id);

    const taken = await create({ code: festive.data.code.toUpperCase(), kind: 'fixed', value: 10 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(ADMIN_MESSAGES.couponCodeTaken);
  });

  it('refuses a coupon that breaks a rule, naming the field', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ kind: 'percent', value: 150 }, 'value', 'A percent coupon takes a whole percent from 1 to 100.'],
      [{ kind: 'percent', value: 12.5 }, 'value', 'A percent coupon takes a whole percent from 1 to 100.'],
      [{ kind: 'fixed', value: 0 }, 'value', 'must be more than 0'],
      [{ kind: 'fixed', value: 49.999 }, 'value', 'must be an amount in rupees with at most two decimals, e.g. 50 or 49.50'],
      [{ kind: 'fixed', value: 200_000 }, 'value', 'must be at most 100000'],
      [{ kind: 'fixed', value: 50, maxDiscount: 20 }, 'maxDiscount', 'A cap applies only to percent coupons: a fixed coupon takes its value off.'],
      [{ kind: 'percent', value: 10, maxDiscount: 0 }, 'maxDiscount', 'must be more than 0'],
      [{ kind: 'fixed', value: 50, minOrder: -1 }, 'minOrder', 'must be at least 0'],
      [{ kind: 'fixed', value: 50, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' }, 'endsAt', 'The coupon must end after it starts.'],
      [{ kind: 'fixed', value: 50, endsAt: '2026-11-01T00:00:00Z' }, 'endsAt', 'The coupon must end in the future.'],
      [{ kind: 'fixed', value: 50, endsAt: 'next week' }, 'endsAt', 'must be a date and time with its offset, e.g. 2026-12-01T00:00:00+05:30'],
      [{ kind: 'fixed', value: 50, maxUses: 0 }, 'maxUses', 'must be a whole number of 1 or more (or null for no limit)'],
      [{ kind: 'fixed', value: 50, maxUses: 5, maxUsesPerCustomer: 6 }, 'maxUsesPerCustomer', 'cannot be more than the uses in all (maxUses)'],
      [{ kind: 'free', value: 50 }, 'kind', "must be 'fixed' or 'percent'"],
      [{ kind: 'fixed' }, 'value', 'must be a number'],
      [{ code: 'SPACE CODE', kind: 'fixed', value: 50 }, 'code', 'A coupon code has only letters, digits, - and _.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await create({ code: code(), ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors?.[field], JSON.stringify(body)).toBe(message);
      expect(res.json().message, JSON.stringify(body)).toBe(`Invalid ${field}: ${message}`);
    }
  });

  it('changes a coupon’s rules, checking the coupon as it will be', async () => {
    const { data } = AdminCouponWrittenResponse.parse(ok(await create({ code: code(), kind: 'percent', value: 10, maxDiscount: 50 }), 201));
    const raised = AdminCouponWrittenResponse.parse(ok(await patch(data._id, { value: 20, maxUses: 10 })));
    expect(raised).toMatchObject({ message: ADMIN_MESSAGES.couponUpdated, data: { code: data.code, value: 20, maxDiscount: 50, maxUses: 10 } });

    const fixedWithCap = await patch(data._id, { kind: 'fixed', value: 75 });
    expect(fixedWithCap.statusCode).toBe(400);
    expect(fixedWithCap.json().errors).toEqual({ maxDiscount: 'A cap applies only to percent coupons: a fixed coupon takes its value off.' });
    const fixed = AdminCouponWrittenResponse.parse(ok(await patch(data._id, { kind: 'fixed', value: 75, maxDiscount: null, maxUses: null })));
    expect(fixed.data).toMatchObject({ kind: 'fixed', value: 75, maxDiscount: null, maxUses: null });
    expect(await stored(data._id)).toMatchObject({ kind: 'fixed', value: 7500, maxDiscountPaise: null });

    const nothing = await patch(data._id, { code: 'RENAMED' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json()).toMatchObject({ message: `Invalid body: ${ADMIN_MESSAGES.nothingToChange}`, errors: { body: ADMIN_MESSAGES.nothingToChange } });
    expect((await patch(data._id, { endsAt: '2020-01-01T00:00:00Z' })).json().errors).toEqual({ endsAt: 'The coupon must end in the future.' });
    expect((await patch('0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { value: 5 })).statusCode).toBe(404);

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=coupon&entityId=${data._id}`, { token: admin.token })));
    expect(audit.data.map((a) => a.action)).toEqual(['coupon.update', 'coupon.update', 'coupon.create']);
    expect(audit.data[0]).toMatchObject({ before: { kind: 'percent', value: 20, maxDiscount: 50 }, after: { kind: 'fixed', value: 75, maxDiscount: null } });
    expect(audit.data[2]).toMatchObject({ before: null, after: { code: data.code, kind: 'percent', value: 10 } });
  });

  it('withdraws a coupon from buyers and offers it again; lists who held and used it', async () => {
    const { data } = AdminCouponWrittenResponse.parse(ok(await create({ code: code(), kind: 'fixed', value: 100 }), 201));
    const photo = await createProduct(app.database.db, { title: 'Couponed', price: 999 });
    const buyer = await createCustomer(app, { name: 'Asha Patil' });
    const order = await purchase(app, buyer, [photo.id], data.code);
    clock.advanceMinutes(1);
    const waiting = await createCustomer(app, { name: 'Ravi Kale' });
    await addToCart(app, waiting, (await createProduct(app.database.db, { title: 'Open payment', price: 500 })).id);
    await createPayment(app, waiting, data.code);

    const uses = AdminCouponUsesResponse.parse(ok(await adminCall(app, 'GET', `admin/coupons/${data._id}/uses`, { token: admin.token })));
    expect(uses.total).toBe(2);
    expect(uses.data.map((u) => [u.customer.name, u.state, u.discount, u.orderID])).toEqual([
      ['Ravi Kale', 'held', 100, null],
      ['Asha Patil', 'used', 100, order.orderID],
    ]);
    expect(AdminCouponsResponse.parse(ok(await adminCall(app, 'GET', `admin/coupons?search=${data.code}`, { token: admin.token }))).data[0]?.uses).toEqual({
      used: 1,
      held: 1,
    });

    const check = (who: TestCustomer) => call(app, 'POST', 'users/check-coupon-discount', { token: who.token, body: { code: data.code } });
    const shopper = await createCustomer(app);
    await addToCart(app, shopper, photo.id);
    expect((await check(shopper)).statusCode).toBe(200);
    const withdrawn = AdminCouponWrittenResponse.parse(ok(await adminCall(app, 'POST', `admin/coupons/${data._id}/disable`, { token: admin.token })));
    expect(withdrawn).toMatchObject({ message: ADMIN_MESSAGES.couponDisabled, data: { disabled: true } });
    const refused = await check(shopper);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(COUPON_MESSAGES.withdrawn);
    expect((await call(app, 'POST', 'users/createPayment', { token: shopper.token, body: { code: data.code } })).json().message).toBe(
      COUPON_MESSAGES.withdrawn,
    );

    ok(await adminCall(app, 'POST', `admin/coupons/${data._id}/disable`, { token: admin.token }));
    ok(await adminCall(app, 'POST', `admin/coupons/${data._id}/enable`, { token: admin.token }));
    expect((await check(shopper)).statusCode).toBe(200);
    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityId=${data._id}`, { token: admin.token })));
    expect(audit.data.map((a) => a.action)).toEqual(['coupon.enable', 'coupon.disable', 'coupon.create']);
    expect((await adminCall(app, 'GET', 'admin/coupons/0117839b-c60e-46bf-8f5b-6be2b4cea6a0/uses', { token: admin.token })).statusCode).toBe(404);
  });
});
