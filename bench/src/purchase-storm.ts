/**
 * The purchase storm and its audit, shared by the payments bench (one
 * server) and the cluster bench (three behind HAProxy, two of them stopped
 * in the middle of the storm).
 *
 * The storm: customers, each with its own X-Forwarded-For address, each
 * looping over add to cart, check the coupon, createPayment (with the coupon
 * while it lasts, without it once it answers 409 'used up'), the simulated
 * gateway's 'Pay now', verifypayment; at most one purchase every `paceMs`,
 * under a client-side budget per route that keeps it below the server's
 * limits. The audit then counts the database: every captured gateway payment
 * has exactly one set of orders, no coupon is held more often than its
 * limit, every payment of the storm is paid (or accounted for), and no
 * request failed.
 *
 * Some purchases with the coupon take the attacker's path of issue 24 (the
 * late capture, decision 030): the checkout is closed first (verifypayment
 * without checkout's answer: the payment fails and gives the coupon's hold
 * back), then the gateway order is paid anyway and verified. The shop either
 * takes the coupon back (it was still within its limit) or declines the
 * payment and refunds it whole; the audit counts the coupon's uses and
 * orders against its limit, and every declined payment's refund.
 *
 * A request whose instance died with it in hand (`lostInFlight`: the
 * cluster bench's proxy answered 502 or dropped the connection) did or did
 * not run: the client cannot know. Then it goes on as a careful client
 * would, never guessing; the same after a 5xx (which counts as an error all
 * the same):
 * - addtocart, check-coupon-discount and verifypayment are sent again (adding
 *   what is in the cart answers 409 'already in your cart'; a coupon check
 *   changes nothing; a second verify of a paid payment answers its order);
 * - 'Pay now' is sent again: the gateway locks the order, so a paid one
 *   answers 409 'already paid' and is never charged twice; then verifypayment
 *   without checkout's answer asks the gateway what happened;
 * - createPayment is not: the purchase is given up (the photograph stays in
 *   the cart, and the next purchase pays for both). A payment a lost one may
 *   have opened stays unpaid: the audit allows as many unpaid payments as
 *   createPayments were lost, no more.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { COUPON_MESSAGES } from '@chitra/contract/coupons';
import { MESSAGES } from '@chitra/contract/messages';
import { PAYMENT_MESSAGES } from '@chitra/contract/payments';
import type { Db } from '../../server/src/db/client';
import { type Answer, type BenchCustomer, cycle, field, firstOf, percentile, post, rowsOf } from './harness';

export const API = '/api/v1';
/** Waits `ms` (none when it is already past: a late purchase starts at once). */
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));

const messageOf = (answer: Answer) => answer.error ?? String(field(answer.body, 'message') ?? '(no message)');

/** Latencies per endpoint, and what went wrong, by kind. */
export class Stats {
  readonly times = new Map<string, number[]>();
  readonly expected = new Map<string, number>();
  readonly problems = new Map<string, number>();
  readonly examples: string[] = [];
  /** When each kind of problem was first and last sent, seconds after the part began. */
  readonly sentAt = new Map<string, { first: number; last: number }>();
  readonly began = performance.now();

  time(endpoint: string, ms: number): void {
    const list = this.times.get(endpoint) ?? [];
    list.push(ms);
    this.times.set(endpoint, list);
  }

  expect(kind: string): void {
    this.expected.set(kind, (this.expected.get(kind) ?? 0) + 1);
  }

  problem(endpoint: string, answer: Answer, context: string): void {
    const kind = answer.status === 0 ? `${endpoint}: network error: ${answer.error}` : `${endpoint} → ${answer.status} ${messageOf(answer)}`;
    this.problems.set(kind, (this.problems.get(kind) ?? 0) + 1);
    const sent = (performance.now() - answer.ms - this.began) / 1000;
    const seen = this.sentAt.get(kind);
    this.sentAt.set(kind, { first: Math.min(seen?.first ?? sent, sent), last: Math.max(seen?.last ?? sent, sent) });
    if (this.examples.length < 10) {
      this.examples.push(`${kind} (sent at +${sent.toFixed(1)} s, ${context}; body ${JSON.stringify(answer.body)?.slice(0, 300)})`);
    }
  }

  /** `n × kind, sent between +a s and +b s`, one a line. */
  problemLines(): string[] {
    return [...this.problems].map(([kind, n]) => {
      const at = this.sentAt.get(kind);
      return `${n} × ${kind}${at ? `, sent between +${at.first.toFixed(1)} s and +${at.last.toFixed(1)} s` : ''}`;
    });
  }

  get problemCount(): number {
    return [...this.problems.values()].reduce((a, b) => a + b, 0);
  }
}

export type Latency = { endpoint: string; requests: number; rps: number; p50: number; p95: number; p99: number };

export function latencies(stats: Stats, seconds: number, order: string[]): Latency[] {
  return order.flatMap((endpoint) => {
    const times = [...(stats.times.get(endpoint) ?? [])].sort((a, b) => a - b);
    if (times.length === 0) return [];
    return [
      {
        endpoint,
        requests: times.length,
        rps: times.length / seconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      },
    ];
  });
}

// ---------------------------------------------------------------- the client's budget

/** The server's per-address (and per-customer) limits, less a margin for the clocks of the two sides. */
const LIMITS = {
  addtocart: { max: 295, windowMs: 60_000 },
  'check-coupon': { max: 28, windowMs: 600_000 },
  createPayment: { max: 28, windowMs: 60_000 },
  'pay (simulated)': { max: 58, windowMs: 60_000 },
  verifypayment: { max: 28, windowMs: 60_000 },
  // 10 ZIPs per customer per 10 minutes (docs/security.md).
  downloadzip: { max: 9, windowMs: 600_000 },
} satisfies Record<string, { max: number; windowMs: number }>;

type LimitedRoute = keyof typeof LIMITS;

/** One customer's own budget per route, as a polite client keeps under a published limit. */
export class Budget {
  private readonly sent = new Map<LimitedRoute, number[]>();
  waits = 0;

  private recent(route: LimitedRoute): number[] {
    const { windowMs } = LIMITS[route];
    const now = Date.now();
    const list = (this.sent.get(route) ?? []).filter((t) => t > now - windowMs);
    this.sent.set(route, list);
    return list;
  }

  /** Takes one request of the budget if there is one left. */
  tryTake(route: LimitedRoute): boolean {
    const list = this.recent(route);
    if (list.length >= LIMITS[route].max) return false;
    list.push(Date.now());
    return true;
  }

  /** Takes one request of the budget, waiting for it if need be. */
  async take(route: LimitedRoute): Promise<void> {
    while (!this.tryTake(route)) {
      this.waits++;
      const oldest = this.recent(route)[0] ?? Date.now();
      await sleep(Math.max(50, oldest + LIMITS[route].windowMs - Date.now() + 50));
    }
  }
}

// ---------------------------------------------------------------- the storm

type StormEndpoint = 'addtocart' | 'check-coupon' | 'createPayment' | 'pay (simulated)' | 'verifypayment';
const STORM_ENDPOINTS: StormEndpoint[] = ['addtocart', 'check-coupon', 'createPayment', 'pay (simulated)', 'verifypayment'];

/** A purchase the client saw verified. */
export type VerifiedPurchase = { buyer: BenchCustomer; orderId: string; productIds: string[]; gatewayOrderId: string; withCoupon: boolean };

/** A request the client could not tell the fate of, and what it did next. */
export type LostRequest = { endpoint: StormEndpoint; answer: Answer; context: string; then: string };

export type StormOptions = {
  seconds: number;
  /** A customer starts a purchase at most this often. */
  paceMs: number;
  couponCode: string;
  /** Sends one JSON POST: harness `post` unless the bench wraps it. */
  send?: typeof post;
  /** An answer that says nothing of whether the request ran (see the top of this file); none by default. */
  lostInFlight?: (answer: Answer) => boolean;
  /** One customer in this many closes its checkout first and pays later whenever it buys with the coupon (0: never; default 4). */
  lateCaptureEvery?: number;
  /** After each purchase the client saw verified, in that customer's loop (its next purchase waits). */
  afterPurchase?: (purchase: VerifiedPurchase, budget: Budget) => Promise<void>;
};

export type StormResult = {
  seconds: number;
  iterations: number;
  purchases: number;
  withCoupon: number;
  couponChecksSkipped: number;
  budgetWaits: number;
  requests: number;
  rows: Latency[];
  stats: Stats;
  /** Requests lost in flight, in the order they were answered. */
  lost: LostRequest[];
  /** createPayments lost in flight: each may have opened a payment nobody will pay. */
  lostCreates: number;
  /** Gateway orders the client opened and never saw verified (lost, or a problem). */
  unverified: string[];
  /** Purchases that closed their checkout with the coupon held, then paid: fulfilled (the coupon taken back) or declined. */
  late: { attempts: number; fulfilled: number; declined: number };
};

export async function storm(base: URL, buyers: BenchCustomer[], products: string[], options: StormOptions): Promise<StormResult> {
  const { couponCode } = options;
  const send = options.send ?? post;
  const isLost = options.lostInFlight ?? (() => false);
  const stats = new Stats();
  const start = performance.now();
  const deadline = start + options.seconds * 1000;
  let iterations = 0;
  let purchases = 0;
  let withCoupon = 0;
  let couponChecksSkipped = 0;
  let budgetWaits = 0;
  let requests = 0;
  const lost: LostRequest[] = [];
  const unverified = new Set<string>();
  const stride = Math.max(1, Math.floor(products.length / buyers.length));
  const usedUp = (answer: Answer) => answer.status === 409 && messageOf(answer) === COUPON_MESSAGES.usedUp;
  const lateEvery = options.lateCaptureEvery ?? 4;
  const late = { attempts: 0, fulfilled: 0, declined: 0 };

  async function customer(buyer: BenchCustomer, index: number): Promise<void> {
    const budget = new Budget();
    let k = 0;
    const call = async (endpoint: StormEndpoint, path: string, body: unknown, token: string | undefined = buyer.token) => {
      await budget.take(endpoint);
      const answer = await send(base, `${API}${path}`, buyer.ip, token, body);
      requests++;
      stats.time(endpoint, answer.ms);
      return answer;
    };
    /**
     * A request that is safe to send again (see the top of this file): sent
     * up to three times, 0.5 s then 1 s apart (time for a load balancer to
     * see an instance gone), while its answer is lost in flight or a 5xx (an
     * error all the same: counted). The last answer, and whether an attempt
     * before it may have run; undefined when every attempt was lost.
     */
    const safely = async (endpoint: StormEndpoint, attempt: (n: number) => Promise<Answer>, context: string, giveUp = 'given up') => {
      let mayHaveRun = false;
      for (let n = 1; n <= 3; n++) {
        if (n > 1) await sleep(500 * (n - 1));
        const answer = await attempt(n);
        if (isLost(answer)) {
          lost.push({ endpoint, answer, context, then: n < 3 ? 'sent again' : giveUp });
          mayHaveRun = true;
          continue;
        }
        if (answer.status >= 500 && n < 3) {
          stats.problem(endpoint, answer, `${context}; sent again`);
          continue;
        }
        return { answer, mayHaveRun };
      }
      return undefined;
    };

    async function purchase(): Promise<void> {
      // A photograph this customer has not bought: its own run through the shuffled catalogue.
      const productId = cycle(products, index * stride + k++);
      const context = `customer ${buyer.id}`;
      const added = await safely('addtocart', () => call('addtocart', '/users/addtocart', { productID: productId }), `${context}, product ${productId}`);
      if (!added) return;
      // A repeated add that finds the photograph in the cart: the lost one had run.
      const inCart = added.mayHaveRun && added.answer.status === 409 && messageOf(added.answer) === MESSAGES.cartAlready;
      if (added.answer.status !== 200 && !inCart) return stats.problem('addtocart', added.answer, `${context}, product ${productId}`);

      let code = '';
      if (budget.tryTake('check-coupon')) {
        const checked = await safely(
          'check-coupon',
          async (n) => {
            if (n > 1) await budget.take('check-coupon');
            const answer = await send(base, `${API}/users/check-coupon-discount`, buyer.ip, buyer.token, { code: couponCode });
            requests++;
            stats.time('check-coupon', answer.ms);
            return answer;
          },
          context,
          'bought without the coupon',
        );
        if (checked?.answer.status === 200) code = couponCode;
        else if (checked && usedUp(checked.answer)) stats.expect('check-coupon → 409 used up');
        else if (checked) stats.problem('check-coupon', checked.answer, context);
      } else {
        couponChecksSkipped++;
      }

      // Buy Now with a code is a try of it too, from the same counters as the check (docs/security.md).
      if (code && !budget.tryTake('check-coupon')) {
        couponChecksSkipped++;
        code = '';
      }
      // Never sent again: a second one could open a second payment (the next purchase pays for this cart).
      let created = await call('createPayment', '/users/createPayment', { code });
      if (code && usedUp(created)) {
        // Lost the race for the last uses between the check and Buy Now: buy without it.
        stats.expect('createPayment → 409 used up (retried without)');
        code = '';
        created = await call('createPayment', '/users/createPayment', { code });
      }
      if (isLost(created)) {
        lost.push({ endpoint: 'createPayment', answer: created, context: `${context}, code '${code}'`, then: 'purchase given up (not sent again)' });
        return;
      }
      const orderId = field(created.body, 'data', 'id');
      if (created.status !== 200 || typeof orderId !== 'string') return stats.problem('createPayment', created, `${context}, code '${code}'`);
      unverified.add(orderId);

      // The late capture: the checkout closed (the payment fails, the coupon's hold goes back), then paid all the same.
      const paysLate = code !== '' && lateEvery > 0 && index % lateEvery === 0;
      if (paysLate) {
        late.attempts++;
        const closed = await safely(
          'verifypayment',
          () => call('verifypayment', '/users/verifypayment', { data: { transactionID: '', orderID: orderId } }),
          `order ${orderId}, checkout closed`,
        );
        if (!closed) return;
        if (closed.answer.status !== 200 || field(closed.answer.body, 'data', 'status') !== 'failed') {
          return stats.problem('verifypayment', closed.answer, `order ${orderId}, checkout closed`);
        }
        // Paid a while later, as a slow bank or an attacker hoarding closed checkouts would: others may take the use meanwhile.
        await sleep(Math.random() * options.paceMs);
      }

      const paid = await safely(
        'pay (simulated)',
        () => call('pay (simulated)', `/payments/simulated/orders/${orderId}/pay`, { outcome: 'capture' }, undefined),
        `order ${orderId}`,
      );
      if (!paid) return;
      let verifyBody: unknown;
      let paymentId = field(paid.answer.body, 'razorpay_payment_id');
      if (paid.answer.status === 200 && typeof paymentId === 'string') {
        verifyBody = { data: { razerPay: paid.answer.body, transactionID: paymentId, orderID: orderId } };
      } else if (paid.mayHaveRun && paid.answer.status === 409) {
        // The lost 'Pay now' had been paid: the gateway knows, the checkout's answer is gone.
        stats.expect('pay (simulated) → 409 already paid, after one lost in flight');
        paymentId = '';
        verifyBody = { data: { transactionID: '', orderID: orderId } };
      } else {
        return stats.problem('pay (simulated)', paid.answer, `order ${orderId}`);
      }

      const verified = await safely('verifypayment', () => call('verifypayment', '/users/verifypayment', verifyBody), `order ${orderId}`);
      if (!verified) return;
      if (paysLate && verified.answer.status === 200 && field(verified.answer.body, 'data', 'message') === PAYMENT_MESSAGES.declined) {
        // The coupon had gone to others meanwhile: no order, the payment refunded whole (the audit checks both).
        stats.expect('verifypayment → declined: paid after its checkout closed, the coupon spent meanwhile');
        unverified.delete(orderId);
        late.declined++;
        return;
      }
      const orders = field(verified.answer.body, 'data', 'orderDetails');
      if (verified.answer.status !== 200 || field(verified.answer.body, 'data', 'status') !== 'success' || !Array.isArray(orders) || orders.length !== 1) {
        return stats.problem('verifypayment', verified.answer, `order ${orderId}, payment ${String(paymentId)}`);
      }
      unverified.delete(orderId);
      purchases++;
      if (code) withCoupon++;
      if (paysLate) late.fulfilled++;
      const order = orders[0] as unknown;
      const shopOrderId = field(order, '_id');
      const bought = field(order, 'product');
      if (options.afterPurchase && typeof shopOrderId === 'string' && Array.isArray(bought)) {
        const productIds = bought.map((p) => String(field(p, '_id')));
        await options.afterPurchase({ buyer, orderId: shopOrderId, productIds, gatewayOrderId: orderId, withCoupon: code !== '' }, budget);
      }
    }

    // Arrivals spread over the first pace interval, then one purchase at most every pace.
    await sleep(Math.random() * options.paceMs);
    while (performance.now() < deadline) {
      const began = performance.now();
      iterations++;
      await purchase();
      const nextAt = began + options.paceMs;
      if (nextAt >= deadline) break;
      await sleep(nextAt - performance.now());
    }
    budgetWaits += budget.waits;
  }

  await Promise.all(buyers.map((buyer, i) => customer(buyer, i)));
  const seconds = (performance.now() - start) / 1000;
  return {
    seconds,
    iterations,
    purchases,
    withCoupon,
    couponChecksSkipped,
    budgetWaits,
    requests,
    rows: latencies(stats, seconds, STORM_ENDPOINTS),
    stats,
    lost,
    lostCreates: lost.filter((l) => l.endpoint === 'createPayment').length,
    unverified: [...unverified],
    late,
  };
}

// ---------------------------------------------------------------- counting in the database

type Check = { name: string; value: string; pass: boolean };
export type Audit = { checks: Check[]; notes: string[] };

/**
 * Counts the database after a storm. Storm customers' e-mails start with
 * `storm-` (harness `seedCustomers` with the prefix 'storm'). Unpaid storm
 * payments are allowed only up to the createPayments lost in flight.
 */
export async function audit(db: Db, result: StormResult, couponCode: string): Promise<Audit> {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  /** The one row of an aggregate. */
  const counted = async <T>(query: ReturnType<typeof sql>, what: string) => firstOf(await one<T>(query), what);
  // A declined payment (captured after it failed, its coupon spent: decision 030) has no order by design; it is counted below.
  const gateway = await counted<{ captured: number; without_order: number; with_several: number; declined: number }>(
    sql`
    select count(*)::int as captured,
      count(*) filter (where n = 0 and not declined)::int as without_order,
      count(*) filter (where n > 1 or (declined and n > 0))::int as with_several,
      count(*) filter (where declined)::int as declined
    from (select g.id, (select count(*) from payments p join orders o on o.payment_id = p.id where p.gateway_order_id = g.order_id) as n,
        exists (select 1 from payments p where p.gateway_order_id = g.order_id and p.state = 'declined') as declined
      from simulated_gateway_payments g where g.status = 'captured') t`,
    'count of captured gateway payments',
  );
  const twiceCaptured = await counted<{ n: number }>(
    sql`
    select count(*)::int as n from (select order_id from simulated_gateway_payments where status = 'captured'
      group by order_id having count(*) > 1) t`,
    'count of gateway orders captured twice',
  );
  const couponRows = await one<{ code: string; max_uses: number | null; held: number; used: number; released: number }>(sql`
    select c.code, c.max_uses,
      count(r.payment_id) filter (where r.released_at is null)::int as held,
      count(r.payment_id) filter (where r.used_at is not null and r.released_at is null)::int as used,
      count(r.payment_id) filter (where r.released_at is not null)::int as released
    from coupons c left join coupon_redemptions r on r.coupon_id = c.id group by c.id, c.code, c.max_uses order by c.code`);
  const overLimit = couponRows.filter((c) => c.max_uses !== null && (c.held > c.max_uses || c.used > c.max_uses));
  const couponOrders = await counted<{ n: number }>(
    sql`select count(*)::int as n from orders where coupon_code = ${couponCode}`,
    'count of orders with the coupon',
  );
  // Each declined payment: exactly one refund of kind 'declined' for all it took, and no order.
  const declinedRows = await counted<{ declined: number; refunded_whole: number; with_order: number }>(
    sql`
    select count(*)::int as declined,
      count(*) filter (where (select count(*) from refunds r where r.payment_id = p.id and r.kind = 'declined' and r.amount_paise = p.amount_paise) = 1
        and (select count(*) from refunds r where r.payment_id = p.id) = 1)::int as refunded_whole,
      count(*) filter (where exists (select 1 from orders o where o.payment_id = p.id))::int as with_order
    from payments p where p.state = 'declined'`,
    'count of declined payments',
  );
  const benchCoupon = couponRows.find((c) => c.code === couponCode);
  const stormStates = await one<{ state: string; n: number }>(sql`
    select p.state, count(*)::int as n from payments p join customers c on c.id = p.customer_id
    where c.email like 'storm-%' group by p.state order by p.state`);
  const stateCount = (state: string) => stormStates.find((s) => s.state === state)?.n ?? 0;
  const stormPayments = stormStates.reduce((sum, s) => sum + s.n, 0);
  const unverified =
    result.unverified.length === 0
      ? []
      : await one<{ gateway_order_id: string; state: string }>(sql`
        select gateway_order_id, state from payments where gateway_order_id in (${sql.join(
          result.unverified.map((id) => sql`${id}`),
          sql`, `,
        )})`);
  const allPayments = await counted<{ total: number; not_paid: number; paid_without_order: number }>(
    sql`
    select count(*)::int as total, count(*) filter (where p.state not in ('paid', 'declined'))::int as not_paid,
      count(*) filter (where p.state = 'paid' and not exists (select 1 from orders o where o.payment_id = p.id))::int as paid_without_order
    from payments p`,
    'count of payments',
  );
  const stormOrders = await counted<{ orders: number; with_coupon: number; discount: number }>(
    sql`
    select count(*)::int as orders, count(*) filter (where o.coupon_code is not null)::int as with_coupon,
      coalesce(sum(o.discount_paise), 0)::int as discount
    from orders o join customers c on c.id = o.customer_id where c.email like 'storm-%'`,
    'count of storm orders',
  );
  const boughtTwice = await counted<{ n: number }>(
    sql`
    select count(*)::int as n from (select customer_id, product_id from order_items group by 1, 2 having count(*) > 1) t`,
    'count of photographs bought twice',
  );
  const leftInCarts = await counted<{ n: number }>(
    sql`
    select count(*)::int as n from cart_items i join customers c on c.id = i.customer_id where c.email like 'storm-%'`,
    'count of storm cart items',
  );
  const jobs = await one<{ kind: string; state: string; n: number }>(sql`
    select kind, state, count(*)::int as n from jobs group by kind, state order by kind, state`);
  // Failing: failed for good, or pending again after an error; a job leased to a runner is running (or held by a dead one).
  const failedJobs = await one<{ kind: string; last_error: string | null }>(sql`
    select kind, last_error from jobs where state = 'failed' or (state = 'pending' and attempts > 0 and repeat_seconds is null
      and (leased_until is null or leased_until <= now())) limit 5`);
  const leased = await counted<{ n: number }>(
    sql`
    select count(*)::int as n from jobs where state = 'pending' and repeat_seconds is null and leased_until > now()`,
    'count of leased jobs',
  );

  const notPaid = stormPayments - stateCount('paid') - stateCount('declined');
  const lostCreates = result.lostCreates;
  const accounted = lostCreates > 0 ? `; at most ${lostCreates} allowed: createPayments lost in flight on a stopped instance` : '';
  // Opened by a createPayment the client saw answered but never saw verified: each is a problem the storm counted, or a lost request.
  const unverifiedPaid = unverified.filter((u) => u.state === 'paid').length;
  const checks: Check[] = [
    {
      name: 'request errors (non-2xx other than coupon 409 used up, network errors; not the lost in flight)',
      value: String(result.stats.problemCount),
      pass: result.stats.problemCount === 0,
    },
    {
      name: 'captured gateway payments without exactly one order',
      value: `${gateway.without_order} without, ${gateway.with_several} with several (of ${gateway.captured} captured; ${gateway.declined} declined, with none)`,
      pass: gateway.without_order === 0 && gateway.with_several === 0,
    },
    { name: 'gateway orders captured more than once', value: String(twiceCaptured.n), pass: twiceCaptured.n === 0 },
    {
      name: 'coupons held or used more often than max_uses',
      value: `${overLimit.length}${benchCoupon ? ` (${couponCode}: ${benchCoupon.held} held, ${benchCoupon.used} used of ${benchCoupon.max_uses})` : ''}`,
      pass: overLimit.length === 0,
    },
    {
      name: `orders with ${couponCode} within its limit`,
      value: `${couponOrders.n} of ${benchCoupon?.max_uses ?? 'unlimited'}`,
      pass: benchCoupon?.max_uses == null || couponOrders.n <= benchCoupon.max_uses,
    },
    {
      name: 'late captures (checkout closed, then paid): declined ones refunded whole, once, with no order',
      value:
        `${result.late.attempts} tried: ${result.late.fulfilled} fulfilled with the coupon, ${result.late.declined} declined; ` +
        `in the database ${declinedRows.declined} declined, ${declinedRows.refunded_whole} refunded whole, ${declinedRows.with_order} with an order`,
      pass: declinedRows.with_order === 0 && declinedRows.refunded_whole === declinedRows.declined && declinedRows.declined >= result.late.declined,
    },
    {
      name: 'storm payments not paid',
      value: `${notPaid} (created ${stateCount('created')}, failed ${stateCount('failed')}, flagged ${stateCount('flagged')}; paid ${stateCount('paid')}, declined and refunded ${stateCount('declined')})${accounted}`,
      pass: notPaid <= lostCreates && stateCount('flagged') === 0,
    },
    {
      name: 'storm orders = purchases the clients saw verified',
      value: `${stormOrders.orders} orders, ${result.purchases} verified`,
      pass: stormOrders.orders === result.purchases,
    },
    {
      name: 'all payments not paid / paid without an order',
      value: `${allPayments.not_paid} / ${allPayments.paid_without_order} (of ${allPayments.total})${accounted}`,
      pass: allPayments.not_paid <= lostCreates && allPayments.paid_without_order === 0,
    },
    { name: 'photographs bought twice by one customer', value: String(boughtTwice.n), pass: boughtTwice.n === 0 },
  ];
  const notes = [
    `storm orders with ${couponCode}: ${stormOrders.with_coupon} (clients counted ${result.withCoupon}), ₹${(stormOrders.discount / 100).toLocaleString('en-IN')} off in all`,
    `storm cart items left: ${leftInCarts.n}`,
    ...(result.unverified.length > 0
      ? [`gateway orders opened and never seen verified by their client: ${result.unverified.length} (${unverifiedPaid} of them paid since, by a webhook)`]
      : []),
    `jobs: ${jobs.map((j) => `${j.kind} ${j.state} ${j.n}`).join(', ')}${leased.n > 0 ? ` (${leased.n} pending ones leased to a runner)` : ''}`,
    ...failedJobs.map((j) => `job ${j.kind} failing: ${j.last_error ?? ''}`),
  ];
  return { checks, notes };
}
