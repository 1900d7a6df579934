import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PAYMENT_MESSAGES, type PaymentPayload, type VerificationResult, type VerifyPaymentBody } from '@chitra/contract/payments';
import { PRINT_MESSAGES, type PrintPaymentVerificationBody, type ShippingInfoValue } from '@chitra/contract/prints';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withoutParams } from '../../db/redact-errors';
import type { PaymentItemSnapshot, PaymentKind, PrintSnapshot } from '../../db/schema/commerce';
import { withTransaction } from '../../db/transaction';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { Mailer } from '../../platform/mail/mailer';
import { type GatewayPayment, GatewayError, type PaymentGateway, type WebhookEvent } from '../../platform/payments/gateway';
import { CartRepository } from '../cart/cart.repository';
import { payablePaise, priceCart } from '../cart/cart.service';
import { CouponsRepository } from '../coupons/coupons.repository';
import { type AppliedCoupon, applyCoupon, MIN_PAYABLE_PAISE, type ReclaimRefusal, reclaimHold } from '../coupons/coupons.service';
import { fulfilPrintPayment, pricePrintCart } from '../prints/prints.fulfilment';
import { receiptMail } from './payments.mails';
import { type OrderWithItems, type Payment, PaymentsRepository } from './payments.repository';
import { recordRefund, REFUND_MAIL_JOB, RefundsRepository } from './refunds';

/** A second Buy Now for the same cart within this time reuses the open gateway order. */
export const PAYMENT_REUSE_MS = 15 * 60 * 1000;
/** An open payment with nothing captured after this long has expired: it fails and gives its coupon back. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;
/** How often the reconciler asks the gateway about open payments (and once at every start). */
export const RECONCILE_EVERY_SECONDS = 60;
const RECONCILE_BATCH = 100;

export const JOB_KINDS = {
  webhook: 'payments.webhook',
  reconcile: 'payments.reconcile',
  receipt: 'mail.receipt',
  salesCount: 'sales.count',
} as const;

/** The refund's reason when a payment paid for pictures its buyer owned already. */
export const BOUGHT_AGAIN = 'Paid again for pictures already bought:';

/**
 * What goes back when `again` (items of the payment the buyer owned already)
 * were paid for a second time: their prices' share of what the payment took,
 * so a coupon's discount is shared out in proportion, rounded down to the
 * paisa; all of it when every item was owned.
 */
export function refundOfOwned(payment: Pick<Payment, 'amountPaise' | 'subtotalPaise' | 'items'>, again: PaymentItemSnapshot[]): number {
  if (again.length === 0) return 0;
  if (again.length === payment.items.length) return payment.amountPaise;
  const share = again.reduce((sum, item) => sum + payablePaise(item), 0);
  return Math.floor((share * payment.amountPaise) / payment.subtotalPaise);
}

/** Why a late capture was declined, for the refund's row and the mail (decision 030). */
const DECLINED_BECAUSE: Record<ReclaimRefusal, string> = {
  withdrawn: 'had been withdrawn by the shop',
  usedUp: 'had been used up',
  usedByYou: 'had already been used by you',
};
export const declinedReason = (code: string, why: ReclaimRefusal) =>
  `Paid after its checkout had closed, when the coupon ${code} ${DECLINED_BECAUSE[why]}: refunded in full.`;

/** The webhook events fulfilment acts on; others are acknowledged and dropped. */
const FULFILLING_EVENTS = new Set(['payment.captured', 'order.paid']);
const FAILURE_EVENTS = new Set(['payment.failed']);
/** Razorpay's word on a refund (decision 026): the refund job may have settled it first. */
const REFUND_EVENTS = new Set(['refund.processed', 'refund.failed']);

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

/** What a fulfilment answers: the payment as it is now and, for the digital cart, its orders. */
export type Fulfilment = { state: 'paid' | 'flagged' | 'declined'; payment: Payment; orders: OrderWithItems[] };

/** A payment about to be opened: what it pays for, priced by the server. */
type Opening = {
  customerId: string;
  kind: PaymentKind;
  subtotalPaise: number;
  shippingPaise: number;
  items: PaymentItemSnapshot[];
  print: PrintSnapshot | null;
  /** The coupon as applied to the cart just now (digital only). */
  coupon?: { code: string; applied: AppliedCoupon };
  /** What must be equal for a second Buy Now to reuse the open payment (besides kind, coupon and amount). */
  sameAs: unknown;
};

const UNAVAILABLE = 'The payment service is not answering. Please try again in a minute.';

/** A gateway failure is the gateway's, not the buyer's: 503, with the cause kept for the log. */
async function fromGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError('UNAVAILABLE', UNAVAILABLE);
    throw error;
  }
}

function summary(order: OrderWithItems): VerificationResult['orderDetails'][number] {
  return {
    orderID: order.orderNumber,
    _id: order.id,
    totalPrice: paiseToRupees(order.totalPaise),
    productCount: order.items.length,
    salePrice: paiseToRupees(order.subtotalPaise),
    product: order.items.map((item) => ({
      _id: item.productId,
      title: item.title,
      price: paiseToRupees(item.pricePaise),
      salePrice: paiseToRupees(item.salePricePaise ?? item.pricePaise),
    })),
  };
}

/**
 * Payments of the digital cart, after Razorpay's own guidance: the server
 * prices the cart, the gateway order carries that amount, and a payment is
 * believed only when its signature checks out against the order id stored
 * here. The browser callback, the webhook and the reconciler all end in the
 * one `fulfil`, which makes the orders exactly once.
 */
export function createPaymentsService(deps: {
  db: Db;
  gateway: PaymentGateway;
  jobs: JobQueue;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'shop'>;
  now: () => Date;
  log: Log;
}) {
  const { db, gateway, jobs, mailer, config, now, log } = deps;
  const payments = new PaymentsRepository(db);

  async function payload(payment: Payment): Promise<PaymentPayload> {
    const contact = await payments.customerContact(payment.customerId);
    return {
      id: payment.gatewayOrderId,
      amount: payment.amountPaise,
      currency: 'INR',
      receipt: payment.receipt,
      notes: { receipt: payment.receipt, ...(payment.couponCode ? { coupon: payment.couponCode } : {}) },
      name: contact ? `${contact.firstname} ${contact.lastname}`.trim() : '',
      email: contact?.email ?? '',
      contact: contact ? `+91${contact.mobile}` : '',
      key: gateway.keyId,
    };
  }

  /**
   * The one fulfilment. In one transaction, holding the payment's row: a paid
   * payment answers its orders again (a second run is a no-op); an amount
   * that differs from the snapshot flags the payment and makes nothing;
   * otherwise the order is made from the snapshot, exactly the bought items
   * leave the cart, the coupon's hold becomes a use, and the sales count and
   * receipt are enqueued to run after commit. A print payment makes its
   * print order instead (`fulfilPrintPayment`), under the same guarantees.
   * A payment that had failed keeps its coupon only if the coupon could be
   * used now (`reclaimHold`); else it is declined: no order, and the whole
   * payment refunded, with a mail saying why (decision 030).
   */
  async function fulfil(paymentId: string, captured: GatewayPayment, source: string): Promise<Fulfilment> {
    const at = now();
    const result = await withTransaction(db, async (tx) => {
      const repository = new PaymentsRepository(tx);
      const payment = await repository.lock(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} vanished`);
      if (payment.state === 'paid') return { state: 'paid' as const, payment, orders: await repository.ordersOfPayment(payment.id), made: [] };
      if (payment.state === 'flagged') return { state: 'flagged' as const, payment, orders: [], made: [] };
      if (payment.state === 'declined') return { state: 'declined' as const, payment, orders: [], made: [] };
      if (captured.orderId !== payment.gatewayOrderId || captured.amountPaise !== payment.amountPaise || captured.currency !== 'INR') {
        const reason = `gateway captured ${captured.amountPaise} ${captured.currency} on ${captured.orderId}; expected ${payment.amountPaise} INR on ${payment.gatewayOrderId}`;
        await repository.markFlagged(payment.id, captured.id, reason, at);
        return { state: 'flagged' as const, payment: { ...payment, state: 'flagged' as const, reason }, orders: [], made: [] };
      }
      if (payment.state === 'failed' && payment.couponId) {
        const refusal = await reclaimHold(tx, payment.id, at);
        if (refusal) {
          const reason = declinedReason(payment.couponCode ?? '', refusal);
          await repository.markDeclined(payment.id, captured.id, reason, at);
          const refund = await recordRefund(tx, jobs, {
            paymentId: payment.id,
            kind: 'declined',
            printOrderId: null,
            amountPaise: payment.amountPaise,
            reason,
            requestedBy: null,
            createdAt: at,
          });
          await jobs.enqueue(tx, { kind: REFUND_MAIL_JOB, payload: { refundId: refund.id }, dedupeKey: `refund-mail:${refund.id}` });
          const declined = { ...payment, state: 'declined' as const, gatewayPaymentId: captured.id, reason };
          return { state: 'declined' as const, payment: declined, orders: [], made: [], declined: true };
        }
      }
      await repository.markPaid(payment.id, captured.id, at);
      const paid = { ...payment, state: 'paid' as const, gatewayPaymentId: captured.id };
      if (payment.kind === 'print') {
        const printOrder = await fulfilPrintPayment(tx, jobs, payment, at);
        return { state: 'paid' as const, payment: paid, orders: [], made: [printOrder.id] };
      }
      // Two checkouts open at once (two tabs, a changed cart) can both be
      // paid: what the buyer owned already is given back from this payment,
      // its share of the amount after the coupon. The order still records
      // everything this payment paid for.
      await repository.holdBuyer(payment.customerId);
      const owned = await new CartRepository(tx).ownedAmong(
        payment.customerId,
        payment.items.map((item) => item.productId),
      );
      const again = payment.items.filter((item) => owned.has(item.productId));
      const refundPaise = refundOfOwned(payment, again);
      if (refundPaise >= MIN_PAYABLE_PAISE) {
        await recordRefund(tx, jobs, {
          paymentId: payment.id,
          kind: 'bought-again',
          printOrderId: null,
          amountPaise: refundPaise,
          reason: `${BOUGHT_AGAIN} ${again.map((item) => item.title).join(', ')}`.slice(0, 500),
          requestedBy: null,
          createdAt: at,
        });
      }
      const order = await repository.insertOrder(
        {
          paymentId: payment.id,
          customerId: payment.customerId,
          totalPaise: payment.amountPaise,
          subtotalPaise: payment.subtotalPaise,
          discountPaise: payment.discountPaise,
          couponCode: payment.couponCode,
          createdAt: at,
        },
        payment.items.map((item, position) => ({
          productId: item.productId,
          customerId: payment.customerId,
          title: item.title,
          pricePaise: item.pricePaise,
          salePricePaise: item.salePricePaise,
          position,
        })),
      );
      await new CartRepository(tx).removeProducts(
        payment.customerId,
        payment.items.map((item) => item.productId),
      );
      if (payment.couponId) await new CouponsRepository(tx).markUsed(payment.id, at);
      await jobs.enqueue(tx, { kind: JOB_KINDS.salesCount, payload: { orderId: order.id }, dedupeKey: `sales:${order.id}` });
      await jobs.enqueue(tx, { kind: JOB_KINDS.receipt, payload: { orderId: order.id }, dedupeKey: `receipt:${order.id}` });
      return { state: 'paid' as const, payment: paid, orders: await repository.ordersOfPayment(payment.id), made: [order.id], boughtAgain: again.length };
    });
    // Orders made by this run (none when another run made them first).
    if (result.made.length > 0) {
      log.info({ paymentId, kind: result.payment.kind, orderIds: result.made, source }, 'payment fulfilled');
      jobs.poke();
    }
    if (result.state === 'flagged') log.error({ paymentId, reason: result.payment.reason, source }, 'payment flagged: not fulfilled');
    if ('declined' in result) {
      log.warn({ paymentId, reason: result.payment.reason, source }, 'payment captured after it failed, its coupon no longer usable: declined and refunded whole');
      jobs.poke();
    }
    if ('boughtAgain' in result && (result.boughtAgain ?? 0) > 0) {
      log.warn({ paymentId, items: result.boughtAgain, source }, 'payment paid for pictures the buyer owned already: their share is refunded');
    }
    return { state: result.state, payment: result.payment, orders: result.orders };
  }

  /** Fails an open payment and gives back its coupon, in one transaction. */
  async function fail(payment: Payment, reason: string): Promise<void> {
    const at = now();
    await withTransaction(db, async (tx) => {
      if (await new PaymentsRepository(tx).markFailed(payment.id, reason, at)) {
        await new CouponsRepository(tx).release(payment.id, at);
      }
    });
  }

  /**
   * What the gateway says of the payment's order decides: a captured payment
   * fulfils; an authorized one of the right amount is captured first; with
   * neither, the payment fails when `failReason` says the checkout is over.
   */
  async function settle(payment: Payment, attempts: GatewayPayment[], source: string, failReason?: string): Promise<Fulfilment | undefined> {
    const own = attempts.filter((p) => p.orderId === payment.gatewayOrderId);
    let captured = own.find((p) => p.status === 'captured');
    if (!captured) {
      const authorized = own.find((p) => p.status === 'authorized');
      if (authorized && authorized.amountPaise === payment.amountPaise) {
        const after = await gateway.capturePayment(authorized.id, payment.amountPaise);
        if (after.status === 'captured') captured = after;
      } else if (authorized) {
        captured = authorized; // fulfil flags the mismatch; nothing is captured
      }
    }
    if (captured) return fulfil(payment.id, captured, source);
    if (failReason) await fail(payment, failReason);
    return undefined;
  }

  /**
   * Checkout's answer: the signature must be the stored order's (in constant
   * time), then the gateway's word on that payment decides.
   */
  async function settleSigned(
    payment: Payment,
    signed: { orderId: string; paymentId: string; signature: string },
    source: string,
    refusal: string,
  ): Promise<Fulfilment | undefined> {
    const genuine = signed.orderId === payment.gatewayOrderId && gateway.verifyPaymentSignature({ ...signed, orderId: payment.gatewayOrderId });
    if (!genuine) {
      log.warn({ paymentId: payment.id }, 'payment signature did not verify');
      throw badRequest(refusal);
    }
    const attempt = await fromGateway(() => gateway.fetchPayment(signed.paymentId));
    return fromGateway(() => settle(payment, [attempt], source));
  }

  /**
   * Opens a payment of either kind: a gateway order for the server's amount
   * (paise) with a unique receipt, and the payment row with its snapshot. A
   * second Buy Now for the same priced cart (and coupon) within
   * PAYMENT_REUSE_MS answers the open payment instead of making another
   * gateway order. A limited coupon's limits are checked again under its
   * lock: of two payments racing for its last use, the second is refused
   * here (its gateway order is simply never paid).
   */
  async function open(opening: Opening): Promise<PaymentPayload> {
    const { customerId, kind, subtotalPaise, shippingPaise, coupon } = opening;
    const discountPaise = coupon?.applied.discountPaise ?? 0;
    const amountPaise = subtotalPaise + shippingPaise - discountPaise;
    if (amountPaise < MIN_PAYABLE_PAISE) throw badRequest('An order must come to at least ₹1.');

    const fingerprint = createHash('sha256')
      .update(JSON.stringify([kind, opening.sameAs, coupon?.applied.coupon.id ?? null, amountPaise]))
      .digest('hex');
    const reusable = await payments.findReusable(customerId, fingerprint, new Date(now().getTime() - PAYMENT_REUSE_MS));
    if (reusable) return payload(reusable);

    const id = randomUUID();
    const receipt = `rcpt_${randomBytes(15).toString('hex')}`;
    const order = await fromGateway(() => gateway.createOrder({ amountPaise, receipt, notes: { receipt, payment: id } }));
    const payment = await withTransaction(db, async (tx) => {
      const at = now();
      const limited = coupon !== undefined && (coupon.applied.coupon.maxUses !== null || coupon.applied.coupon.maxUsesPerCustomer !== null);
      const applied = coupon && limited
        ? await applyCoupon(tx, { code: coupon.code, customerId, subtotalPaise, now: at, forPayment: true })
        : coupon?.applied;
      if (applied && applied.discountPaise !== discountPaise) throw conflict('This coupon changed; please apply it again.');
      const row = await new PaymentsRepository(tx).insert({
        id,
        customerId,
        kind,
        receipt,
        gatewayOrderId: order.id,
        amountPaise,
        subtotalPaise,
        discountPaise,
        shippingPaise,
        couponId: applied?.coupon.id ?? null,
        couponCode: applied?.coupon.code ?? null,
        items: opening.items,
        print: opening.print,
        fingerprint,
        createdAt: at,
        updatedAt: at,
      });
      if (applied) {
        await new CouponsRepository(tx).hold({ paymentId: id, couponId: applied.coupon.id, customerId, discountPaise, at });
      }
      return row;
    });
    if (order.amountPaise !== amountPaise) {
      // The gateway made an order for another amount: never let it be paid as this one.
      await fail(payment, `gateway order amount ${order.amountPaise} differs from ${amountPaise}`);
      throw new AppError('UNAVAILABLE', UNAVAILABLE);
    }
    return payload(payment);
  }

  function result(fulfilment: Fulfilment | undefined, payment: Payment): VerificationResult {
    const current = fulfilment?.payment ?? payment;
    if (current.state === 'declined') {
      return { status: 'failed', transactionID: current.gatewayPaymentId ?? payment.receipt, orderDetails: [], message: PAYMENT_MESSAGES.declined };
    }
    if (fulfilment?.state === 'paid') {
      return {
        status: 'success',
        transactionID: fulfilment.payment.gatewayPaymentId ?? payment.receipt,
        orderDetails: fulfilment.orders.map(summary),
      };
    }
    return { status: 'failed', transactionID: payment.gatewayPaymentId ?? payment.receipt, orderDetails: [] };
  }

  return {
    fulfil,

    /**
     * POST users/createPayment: prices the caller's cart, applies the coupon
     * and opens a payment for that amount (`open`).
     */
    async createPayment(customerId: string, code: string | undefined): Promise<PaymentPayload> {
      const priced = await priceCart(db, customerId);
      if (priced.items.length === 0) throw badRequest(PAYMENT_MESSAGES.emptyCart);
      const owned = await new CartRepository(db).ownedAmong(
        customerId,
        priced.items.map((i) => i.productId),
      );
      if (owned.size > 0) throw conflict(PAYMENT_MESSAGES.ownedAlready);
      const couponCode = code?.trim() || undefined;
      const applied = couponCode
        ? await applyCoupon(db, { code: couponCode, customerId, subtotalPaise: priced.subtotalPaise, now: now() })
        : undefined;
      return open({
        customerId,
        kind: 'digital',
        subtotalPaise: priced.subtotalPaise,
        shippingPaise: 0,
        items: priced.items,
        print: null,
        ...(couponCode && applied ? { coupon: { code: couponCode, applied } } : {}),
        sameAs: priced.items.map((i) => [i.productId, i.pricePaise, i.salePricePaise]),
      });
    },

    /**
     * POST order/checkout: prices the caller's print cart with the shipping
     * fee and opens a print payment for it. The amount the client sends is
     * only compared: one that differs from the server's own total is refused.
     */
    async createPrintPayment(customerId: string, amountRupees: number, shippingInfo: ShippingInfoValue | undefined): Promise<PaymentPayload> {
      const priced = await pricePrintCart(db, customerId);
      if (priced.lines.length === 0) throw badRequest(PRINT_MESSAGES.emptyCart);
      if (rupeesToPaise(amountRupees) !== priced.totalPaise) throw conflict(PRINT_MESSAGES.amountMismatch);
      const print: PrintSnapshot = { lines: priced.lines, shippingInfo: shippingInfo ?? null };
      return open({
        customerId,
        kind: 'print',
        subtotalPaise: priced.subtotalPaise,
        shippingPaise: priced.shippingPaise,
        items: [],
        print,
        sameAs: print,
      });
    },

    /**
     * POST users/verifypayment. With checkout's answer: the signature must be
     * the stored order's, then the gateway's word on that payment decides.
     * Without (the checkout was dismissed): the gateway is asked about the
     * order's payments, and the answer is `failed` unless one was captured.
     */
    async verify(customerId: string, body: VerifyPaymentBody['data']): Promise<VerificationResult> {
      const payment = await payments.findByGatewayOrder(body.orderID, { customerId, kind: 'digital' });
      if (!payment) throw notFound(PAYMENT_MESSAGES.unknownOrder);
      if (payment.state === 'paid') return result(await fulfilled(payment), payment);
      if (payment.state === 'flagged' || payment.state === 'declined') return result(undefined, payment);

      const answer = body.razerPay;
      if (answer) {
        const signed = { orderId: answer.razorpay_order_id, paymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature };
        return result(await settleSigned(payment, signed, 'checkout', PAYMENT_MESSAGES.signatureInvalid), payment);
      }
      const attempts = await fromGateway(() => gateway.fetchOrderPayments(payment.gatewayOrderId));
      return result(await fromGateway(() => settle(payment, attempts, 'dismissed checkout', 'The checkout was closed without a payment.')), payment);
    },

    /**
     * POST order/paymentVerification (prints): the same check as checkout's
     * answer to a digital payment, then the one `fulfil` makes the print
     * order. Answers once the payment is paid; again, harmlessly, if it was.
     */
    async verifyPrintPayment(customerId: string, body: PrintPaymentVerificationBody): Promise<string> {
      if (body.orderCreationId !== body.razorpayOrderId) throw badRequest(PRINT_MESSAGES.signatureInvalid);
      const payment = await payments.findByGatewayOrder(body.razorpayOrderId, { customerId, kind: 'print' });
      if (!payment) throw notFound(PRINT_MESSAGES.unknownPayment);
      if (payment.state === 'flagged') throw conflict(PRINT_MESSAGES.flagged);
      if (payment.state !== 'paid') {
        const signed = { orderId: body.razorpayOrderId, paymentId: body.razorpayPaymentId, signature: body.razorpaySignature };
        const outcome = await settleSigned(payment, signed, 'legacy checkout', PRINT_MESSAGES.signatureInvalid);
        if (outcome?.state === 'flagged') throw conflict(PRINT_MESSAGES.flagged);
        if (outcome?.state !== 'paid') throw conflict(PRINT_MESSAGES.notCaptured);
      }
      return PRINT_MESSAGES.verified;
    },

    /**
     * POST payments/razorpay/webhook: the signature over the raw body with
     * the webhook secret, then the event is recorded once by its id (a replay
     * is dropped) and handed to a job in the same transaction, so the answer
     * is quick and nothing is lost if this server stops.
     */
    async acceptWebhook(rawBody: Buffer, signature: string | undefined, eventIdHeader: string | undefined): Promise<void> {
      if (!signature || !gateway.verifyWebhookSignature(rawBody, signature)) throw badRequest('The webhook signature is not valid.');
      let event: WebhookEvent;
      try {
        event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
      } catch {
        throw badRequest('The webhook body is not JSON.');
      }
      if (typeof event?.event !== 'string' || typeof event.payload !== 'object' || event.payload === null) {
        throw badRequest('The webhook body is not an event.');
      }
      // The event id header is not covered by the signature: use it only when
      // it looks like Razorpay's, else the body's own digest.
      const header = eventIdHeader?.trim() ?? '';
      const eventId = /^[A-Za-z0-9_.:-]{1,100}$/.test(header) ? header : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
      const acts = FULFILLING_EVENTS.has(event.event) || FAILURE_EVENTS.has(event.event) || REFUND_EVENTS.has(event.event);
      await withTransaction(db, async (tx) => {
        if (!(await new PaymentsRepository(tx).recordWebhookEvent(eventId, event.event.slice(0, 100), now()))) return;
        if (acts) await jobs.enqueue(tx, { kind: JOB_KINDS.webhook, payload: { eventId, event }, dedupeKey: `webhook:${eventId}` });
      });
      if (acts) jobs.poke();
    },

    /** The job behind a webhook: fulfil on a capture, note a failed attempt, settle a refund. */
    async processWebhook(event: WebhookEvent): Promise<void> {
      if (REFUND_EVENTS.has(event.event)) {
        await settleRefund(event);
        return;
      }
      const entity = event.payload.payment?.entity;
      const orderId = entity?.order_id ?? event.payload.order?.entity.id;
      if (!orderId) return;
      const payment = await payments.findByGatewayOrder(orderId);
      if (!payment) {
        log.warn({ orderId, event: event.event }, 'webhook for an order this shop does not know');
        return;
      }
      if (FULFILLING_EVENTS.has(event.event) && entity && entity.status === 'captured') {
        await fulfil(
          payment.id,
          { id: entity.id, orderId, amountPaise: entity.amount, currency: entity.currency, status: 'captured' },
          `webhook ${event.event}`,
        );
      } else if (FAILURE_EVENTS.has(event.event)) {
        await payments.noteFailure(payment.id, entity?.error_description ?? 'The payment failed.', now());
      }
    },

    /**
     * Asks the gateway about every open payment: a capture nobody told us of
     * (the browser closed, the server stopped, the webhook was lost) is
     * fulfilled; a payment open past the window fails and frees its coupon.
     */
    async reconcile(): Promise<{ checked: number; fulfilled: number; expired: number }> {
      const at = now();
      const open = await payments.open(RECONCILE_BATCH, at);
      let fulfilled = 0;
      let expired = 0;
      for (const payment of open) {
        const over = at.getTime() - payment.createdAt.getTime() > PAYMENT_WINDOW_MS;
        try {
          const attempts = await gateway.fetchOrderPayments(payment.gatewayOrderId);
          const outcome = await settle(payment, attempts, 'reconciler', over ? 'No payment arrived in time.' : undefined);
          if (outcome?.state === 'paid') fulfilled++;
          else if (over) expired++;
        } catch (error) {
          // One unreachable answer must not hold up the others; the next run asks again.
          log.warn({ err: withoutParams(error), paymentId: payment.id }, 'reconciler could not settle a payment');
        }
      }
      if (fulfilled + expired > 0) log.info({ checked: open.length, fulfilled, expired }, 'reconciled open payments');
      return { checked: open.length, fulfilled, expired };
    },

    /** The job that counts an order's sales (once: marked on the order in the same transaction). */
    async countSales(orderId: string): Promise<void> {
      await withTransaction(db, (tx) => new PaymentsRepository(tx).countSales(orderId, now()));
    },

    /** The job that mails the buyer their receipt with a link to the order; `resend` (the admin area) mails it again. A refunded order's is not sent. */
    async sendReceipt(orderId: string, resend = false): Promise<void> {
      const order = await payments.orderById(orderId);
      if (!order || (order.receiptSentAt && !resend) || order.refundedAt) return;
      const contact = await payments.customerContact(order.customerId);
      const payment = await payments.findById(order.paymentId);
      if (!contact || !payment) return;
      await mailer.send(
        receiptMail({
          to: contact.email,
          firstname: contact.firstname,
          order,
          transactionId: payment.gatewayPaymentId ?? payment.receipt,
          link: `${config.publicUrl}/order-detail/${order.id}`,
          shop: config.shop,
        }),
      );
      await payments.markReceiptSent(order.id, now());
    },
  };

  /**
   * refund.processed / refund.failed: the refund it names (by the `refund_id`
   * in its notes, else the gateway's id) is settled. Processed is marked
   * once, whether the refund job or this gets there first; a refund of the
   * payment the shop did not record (made at the gateway's dashboard) is
   * only logged.
   */
  async function settleRefund(event: WebhookEvent): Promise<void> {
    const entity = event.payload.refund?.entity;
    if (!entity || typeof entity.id !== 'string') return;
    const notes = entity.notes && !Array.isArray(entity.notes) && typeof entity.notes === 'object' ? (entity.notes as Record<string, unknown>) : {};
    const repository = new RefundsRepository(db);
    const refund = await repository.forGatewayRefund(entity.id, typeof notes.refund_id === 'string' ? notes.refund_id : undefined);
    if (!refund) {
      log.warn({ gatewayRefundId: entity.id, paymentId: entity.payment_id, event: event.event }, 'webhook for a refund this shop did not record');
      return;
    }
    if (event.event === 'refund.processed' && entity.status === 'processed') {
      await repository.markProcessed(refund.id, entity.id, now());
    } else if (event.event === 'refund.failed' && refund.state === 'processed') {
      // A processed refund stays processed (the money went back): a late or stray failure changes nothing.
      log.warn({ refundId: refund.id, gatewayRefundId: entity.id }, 'refund.failed for a refund already processed: ignored');
    } else if (event.event === 'refund.failed') {
      await repository.settle(refund.id, 'failed', { gatewayRefundId: entity.id, lastError: 'The gateway reported the refund failed.', at: now() });
      log.error({ refundId: refund.id, gatewayRefundId: entity.id }, 'refund failed at the gateway: a person must settle it');
    }
  }

  async function fulfilled(payment: Payment): Promise<Fulfilment> {
    return { state: 'paid', payment, orders: await payments.ordersOfPayment(payment.id) };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
