import type { PaymentItemSnapshot } from '../../db/schema/commerce';
import { withTransaction } from '../../db/transaction';
import { badRequest } from '../../errors';
import type { GatewayPayment } from '../../platform/payments/gateway';
import { CartRepository } from '../cart/cart.repository';
import { payablePaise } from '../cart/cart.service';
import { CouponsRepository } from '../coupons/coupons.repository';
import { MIN_PAYABLE_PAISE, type ReclaimRefusal, reclaimHold } from '../coupons/coupons.service';
import { licenceSnapshot } from '../licences/licences.service';
import { LicencesRepository } from '../licences/licences.repository';
import { type OrderWithItems, OrdersWriter } from '../orders/orders.writer';
import { OrdersRepository } from '../orders/orders.repository';
import { fulfilPrintPayment } from '../prints/prints.fulfilment';
import { fromGateway, type PaymentsDeps } from './payments.context';
import { mailRefundJob, sendReceiptJob } from './payments.jobs';
import { shopPath } from '../../platform/mail/mail-words';
import { receiptMail } from './payments.mails';
import { type Payment, PaymentsRepository } from './payments.repository';
import { recordRefund } from './refunds';
import { issueInvoiceForOrder, issueInvoiceForPrintOrder } from '../tax/tax-documents';

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

/** Orders whose sales one transaction of the counting job counts (decision 058). */
const SALES_BATCH = 500;

/** Why a late capture was declined, for the refund's row and the mail (decision 030). */
const DECLINED_BECAUSE: Record<ReclaimRefusal, string> = {
  withdrawn: 'had been withdrawn by the shop',
  usedUp: 'had been used up',
  usedByYou: 'had already been used by you',
};
export const declinedReason = (code: string, why: ReclaimRefusal) =>
  `Paid after its checkout had closed, when the coupon ${code} ${DECLINED_BECAUSE[why]}: refunded in full.`;

/** What a fulfilment answers: the payment as it is now and, for the digital cart, its orders. */
export type Fulfilment = { state: 'paid' | 'flagged' | 'declined'; payment: Payment; orders: OrderWithItems[] };

/**
 * Where every way of learning of a capture ends (checkout's answer, the
 * webhook, the reconciler): the one `fulfil`, the failure of an open
 * payment, and the jobs a fulfilment leaves for after its commit (the
 * sales count and the receipt).
 */
export function createFulfilment(deps: PaymentsDeps) {
  const { db, gateway, jobs, mailer, config, mediaUrl, now, log } = deps;
  const orders = new OrdersWriter(db);

  /**
   * The one fulfilment. In one transaction, holding the payment's row: a paid
   * payment answers its orders again (a second run is a no-op; a capture by
   * another gateway payment is logged as an error for a refund); an amount
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
      const writer = new OrdersWriter(tx);
      const payment = await repository.lock(paymentId);
      if (!payment) throw new Error(`payment ${paymentId} vanished`);
      if (payment.state === 'paid') {
        // Another gateway payment captured on an order already paid: the buyer paid twice (decision 060).
        const paidAgain = captured.id !== payment.gatewayPaymentId ? captured : undefined;
        return { state: 'paid' as const, payment, orders: await writer.ofPayment(payment.id), made: [], paidAgain };
      }
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
          await jobs.enqueue(tx, mailRefundJob, { refundId: refund.id }, { dedupeKey: `refund-mail:${refund.id}` });
          const declined = { ...payment, state: 'declined' as const, gatewayPaymentId: captured.id, reason };
          return { state: 'declined' as const, payment: declined, orders: [], made: [], declined: true };
        }
      }
      await repository.markPaid(payment.id, captured.id, at);
      const paid = { ...payment, state: 'paid' as const, gatewayPaymentId: captured.id };
      if (payment.kind === 'print') {
        const printOrder = await fulfilPrintPayment(tx, jobs, payment, at);
        await issueInvoiceForPrintOrder(tx, config.gst, { printOrderId: printOrder.id, orderNumber: printOrder.orderNumber, payment, at });
        return { state: 'paid' as const, payment: paid, orders: [], made: [printOrder.id] };
      }
      // Two checkouts open at once (two tabs, a changed cart) can both be
      // paid: what the buyer owned already is given back from this payment,
      // its share of the amount after the coupon. The order still records
      // everything this payment paid for.
      const buyer = await repository.holdBuyer(payment.customerId);
      // A line is bought again when the buyer holds its photograph under its tier or a higher one (decision 053).
      const licences = new LicencesRepository(tx);
      const held = await licences.held(
        payment.customerId,
        payment.items.map((item) => item.productId),
      );
      // The tiers are read only when they decide something: a line the buyer
      // holds already, or a payment opened before licences had tiers (decision 058).
      const tiers = held.size > 0 || payment.items.some((item) => !item.licence) ? await licences.all() : [];
      const positions = new Map(tiers.map((tier) => [tier.id, tier.position]));
      const firstTier = () => {
        const [first] = tiers;
        if (!first) throw new Error('no licence tier: migration 0027 makes three');
        return first;
      };
      // Payments opened before licences had tiers carry none: they bought the first tier.
      const licenceOf = (item: PaymentItemSnapshot) => item.licence ?? licenceSnapshot(firstTier());
      const again = payment.items.filter((item) => {
        const holding = held.get(item.productId);
        return holding !== undefined && holding.position >= (positions.get(licenceOf(item).tierId) ?? firstTier().position);
      });
      const order = await writer.insert(
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
          licence: licenceOf(item),
        })),
      );
      await new CartRepository(tx).removeProducts(
        payment.customerId,
        payment.items.map((item) => item.productId),
      );
      if (payment.couponId) {
        const coupons = new CouponsRepository(tx);
        await coupons.markUsed(payment.id, at);
        // The order used it: it leaves the cart (a coupon another tab applied since stays, decision 039).
        await coupons.dropFromCart(payment.customerId, payment.couponId);
      }
      await jobs.enqueue(tx, sendReceiptJob, { orderId: order.id }, { dedupeKey: `receipt:${order.id}` });
      // Last, because each holds its series' counter until commit (decision 054): the invoice, then the credit note of what was bought again.
      await issueInvoiceForOrder(tx, config.gst, {
        orderId: order.id,
        orderNumber: order.orderNumber,
        payment,
        items: payment.items.map((item) => {
          const licence = licenceOf(item);
          return { ...item, tierName: licence.name, upgradeFromName: licence.upgradeFrom?.name ?? null };
        }),
        at,
        buyer,
      });
      const refundPaise = refundOfOwned(payment, again);
      if (refundPaise >= MIN_PAYABLE_PAISE) {
        await recordRefund(
          tx,
          jobs,
          {
            paymentId: payment.id,
            kind: 'bought-again',
            printOrderId: null,
            amountPaise: refundPaise,
            reason: `${BOUGHT_AGAIN} ${again.map((item) => item.title).join(', ')}`.slice(0, 500),
            requestedBy: null,
            createdAt: at,
          },
          again.map((item) => payment.items.indexOf(item)),
        );
      }
      // The order as inserted (one a payment: orders_payment_uq), not read back.
      return { state: 'paid' as const, payment: paid, orders: [order], made: [order.id], boughtAgain: again.length };
    });
    // Orders made by this run (none when another run made them first).
    if (result.made.length > 0) {
      log.info({ paymentId, kind: result.payment.kind, orderIds: result.made, source }, 'payment fulfilled');
      jobs.poke();
    }
    if (result.state === 'flagged') log.error({ paymentId, reason: result.payment.reason, source }, 'payment flagged: not fulfilled');
    if ('paidAgain' in result && result.paidAgain) {
      const again = result.paidAgain;
      log.error(
        { paymentId, paidBy: result.payment.gatewayPaymentId, capturedAgain: again.id, amountPaise: again.amountPaise, source },
        'a second gateway payment was captured on an order already paid: nothing was made of it; refund it at the gateway',
      );
    }
    if ('declined' in result) {
      log.warn(
        { paymentId, reason: result.payment.reason, source },
        'payment captured after it failed, its coupon no longer usable: declined and refunded whole',
      );
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

  /** A paid payment's answer, again: its orders as they were made. */
  async function fulfilled(payment: Payment): Promise<Fulfilment> {
    return { state: 'paid', payment, orders: await orders.ofPayment(payment.id) };
  }

  return {
    fulfil,
    fail,
    settle,
    settleSigned,
    fulfilled,

    /**
     * The job that counts the sales of every order not counted yet (each
     * once: marked on the order in the same transaction), a batch per
     * transaction so none holds its products' rows for long. Answers how many orders.
     */
    async countSales(): Promise<number> {
      let total = 0;
      for (;;) {
        const counted = await withTransaction(db, (tx) => new OrdersWriter(tx).countNewSales(now(), SALES_BATCH));
        total += counted;
        if (counted < SALES_BATCH) return total;
      }
    },

    /** The job that mails the buyer their receipt with a link to the order; `resend` (the admin area) mails it again. A refunded order's is not sent. */
    async sendReceipt(orderId: string, resend = false): Promise<void> {
      const order = await new OrdersRepository(db).forReceipt(orderId);
      if (!order || (order.receiptSentAt && !resend) || order.refundedAt) return;
      // Each photograph's thumbnail as bought (its first picture), for the receipt.
      const thumbnails = new Map(order.items.flatMap((item) => (item.images[0] ? [[item.productId, mediaUrl(item.images[0].thumbName)] as const] : [])));
      await mailer.send(
        receiptMail({
          to: order.email,
          firstname: order.firstname,
          order,
          transactionId: order.transactionId,
          // The order page in the buyer's language, as the mail is (decision 062).
          link: `${config.publicUrl}${shopPath(order.locale, `/order-detail/${order.id}`)}`,
          thumbnails,
          shop: config.shop,
          locale: order.locale,
        }),
      );
      await orders.markReceiptSent(order.id, now());
    },
  };
}

export type PaymentsFulfilment = ReturnType<typeof createFulfilment>;
