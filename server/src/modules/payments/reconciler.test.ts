import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { orders, payments } from '../../db/schema/commerce';
import { GatewayError } from '../../platform/payments/gateway';
import { createCustomer, mailsTo } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createPayment, payAtGateway } from '../../test/commerce';
import { mailUnreconciledJob } from './payments.jobs';
import { RECONCILE_GIVE_UP } from './payments.reconciler';

/**
 * Decision 031: the reconciler asks about the payments it asked least
 * recently, so payments the gateway never answers about cannot hold up a
 * newer one, and after a bound it gives up on them once, telling the shop.
 */

/** Open payments the gateway will fail every question about, inserted as Buy Now would have left them. */
async function unanswered(app: TestApp, customerId: string, count: number, at: Date, prefix: string) {
  const rows = Array.from({ length: count }, (_, i) => ({
    customerId,
    receipt: `rcpt_${prefix}_${i}`,
    gatewayOrderId: `order_${prefix}_${i}`,
    amountPaise: 50000,
    subtotalPaise: 50000,
    items: [],
    fingerprint: `${prefix}-${i}`,
    createdAt: at,
    updatedAt: at,
  }));
  return app.database.db.insert(payments).values(rows).returning();
}

/** The gateway fails every question about the given orders, and answers the rest as it would. */
function failFor(app: TestApp, orderIds: Set<string>) {
  const real = app.gateway.fetchOrderPayments.bind(app.gateway);
  return vi.spyOn(app.gateway, 'fetchOrderPayments').mockImplementation(async (orderId) => {
    if (orderIds.has(orderId)) throw new GatewayError(`gateway timed out asking about ${orderId}`);
    return real(orderId);
  });
}

const asked = (spy: ReturnType<typeof failFor>, orderId: string) => spy.mock.calls.filter(([id]) => id === orderId).length;

describe('the reconciler with 150 payments the gateway never answers about', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-26T04:00:00Z'));

  // The webhook comes a day late: only the reconciler can fulfil here.
  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '86400000' } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  it('fulfils a newer captured payment within two runs, and records each failed check', async () => {
    const stuckOwner = await createCustomer(app, { name: 'Stuck Payments' });
    const stuck = await unanswered(app, stuckOwner.id, 150, clock.now(), 'stuck');
    const spy = failFor(app, new Set(stuck.map((p) => p.gatewayOrderId)));

    clock.advanceSeconds(1);
    const buyer = await createCustomer(app, { name: 'Paid And Gone' });
    await addToCart(app, buyer, (await createProduct(app.database.db, { title: 'Lighthouse at Dahanu', price: 650 })).id);
    const good = await createPayment(app, buyer);
    await payAtGateway(app, good.id); // the browser closed before it could verify

    clock.advanceMinutes(1);
    const first = await app.payments.reconcile();
    clock.advanceMinutes(1);
    const second = await app.payments.reconcile();

    // Each run takes 100: the first 100 stuck, then the 50 never asked and the good one before any asked already.
    expect([first.checked, second.checked]).toEqual([100, 100]);
    expect(first.fulfilled + second.fulfilled).toBe(1);
    expect(asked(spy, good.id)).toBe(1);
    const [paid] = await app.database.db.select().from(payments).where(eq(payments.gatewayOrderId, good.id));
    expect(paid?.state).toBe('paid');
    expect(await app.database.db.select().from(orders).where(eq(orders.customerId, buyer.id))).toHaveLength(1);

    // Every stuck payment was asked, none twice before all were asked once, and each failure was counted.
    const after = await app.database.db
      .select()
      .from(payments)
      .where(
        inArray(
          payments.id,
          stuck.map((p) => p.id),
        ),
      );
    const failures = after.map((p) => p.reconcileFailures);
    expect(Math.min(...failures)).toBe(1);
    expect(Math.max(...failures)).toBe(2);
    expect(failures.reduce((sum, n) => sum + n, 0)).toBe(first.failed + second.failed);
    expect(first.failed + second.failed).toBe(199);
    for (const p of after) {
      expect(asked(spy, p.gatewayOrderId)).toBe(p.reconcileFailures);
      expect(p).toMatchObject({ state: 'created', reconcileGivenUpAt: null });
      expect(p.reconciledAt).not.toBeNull();
    }
    // Minutes old: nobody gives up on them yet.
    expect(first.givenUp + second.givenUp).toBe(0);
  });
});

describe('the reconciler giving up on a payment', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-26T04:00:00Z'));

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '86400000' } });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await app.close();
  });

  const row = async (id: string) => (await app.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

  it('gives up once, a day on and past the failures bound, logs an error and mails the shop once naming the payment', async () => {
    const owner = await createCustomer(app, { name: 'Unanswered Buyer' });
    const [payment] = await unanswered(app, owner.id, 1, clock.now(), 'lost');
    const spy = failFor(app, new Set([payment!.gatewayOrderId]));
    const errors = vi.spyOn(app.log, 'error');

    // Young, however often it fails: asked every run, never given up on.
    for (let run = 0; run < RECONCILE_GIVE_UP.failures + 5; run++) {
      clock.advanceMinutes(1);
      expect(await app.payments.reconcile()).toMatchObject({ checked: 1, failed: 1, givenUp: 0 });
    }
    expect(await row(payment!.id)).toMatchObject({ reconcileFailures: RECONCILE_GIVE_UP.failures + 5, reconcileGivenUpAt: null, state: 'created' });

    // A day on, two runs at once: one gives up, and one mail is enqueued.
    clock.advanceMinutes(24 * 60);
    const runs = await Promise.all([app.payments.reconcile(), app.payments.reconcile()]);
    expect(runs.reduce((sum, r) => sum + r.givenUp, 0)).toBe(1);
    const given = await row(payment!.id);
    expect(given.reconcileGivenUpAt).toEqual(clock.now());
    expect(given.state).toBe('created');
    const gaveUpLines = errors.mock.calls.filter(([, msg]) => typeof msg === 'string' && msg.startsWith('reconciler gave up'));
    expect(gaveUpLines).toHaveLength(1);
    expect(gaveUpLines[0]![0]).toMatchObject({ paymentId: payment!.id, gatewayOrderId: payment!.gatewayOrderId });

    // Asked no more.
    const before = asked(spy, payment!.gatewayOrderId);
    clock.advanceMinutes(1);
    expect(await app.payments.reconcile()).toMatchObject({ checked: 0, givenUp: 0 });
    expect(asked(spy, payment!.gatewayOrderId)).toBe(before);

    await app.jobs.runDue();
    await app.jobs.runDue();
    expect(await app.database.db.select().from(jobs).where(eq(jobs.kind, mailUnreconciledJob.kind))).toHaveLength(1);
    const toShop = (await mailsTo(app, app.config.shop.email)).filter((m) => m.subject.includes(payment!.gatewayOrderId));
    expect(toShop).toHaveLength(1);
    expect(toShop[0]!.text).toContain(payment!.id);
    expect(toShop[0]!.text).toContain(owner.email);
  });
});
