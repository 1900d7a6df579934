import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES, type PaymentPayload, type VerificationResult, type VerifyPaymentBody } from '@chitra/contract/payments';
import { PRINT_MESSAGES, type PrintPaymentVerificationBody, type ShippingInfoValue } from '@chitra/contract/prints';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import { B2C_ADDRESS_LIMIT_PAISE, type Billing, GST_MESSAGES } from '@chitra/contract/gst';
import { customers } from '../../db/schema/accounts';
import type { BillingSnapshot, PaymentItemSnapshot, PaymentKind, PrintSnapshot } from '../../db/schema/commerce';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../errors';
import { priceCart } from '../cart/cart.service';
import { titleTranslations, withTranslations } from '../catalogue/catalogue.presenters';
import { findTitleTranslations, type TranslationsJson } from '../catalogue/catalogue.repository';
import { CouponsRepository } from '../coupons/coupons.repository';
import { type AppliedCoupon, applyCoupon, MIN_PAYABLE_PAISE } from '../coupons/coupons.service';
import type { OrderWithItems } from '../orders/orders.writer';
import { pricePrintCart } from '../prints/prints.fulfilment';
import { fromGateway, gatewayUnavailable, type PaymentsDeps } from './payments.context';
import type { Fulfilment, PaymentsFulfilment } from './payments.fulfil';
import { type Payment, PaymentsRepository } from './payments.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/** A second Buy Now for the same cart within this time reuses the open gateway order. */
const PAYMENT_REUSE_MS = 15 * 60 * 1000;

/** A payment about to be opened: what it pays for, priced by the server. */
type Opening = {
  customerId: string;
  kind: PaymentKind;
  subtotalPaise: number;
  shippingPaise: number;
  items: PaymentItemSnapshot[];
  print: PrintSnapshot | null;
  /** Digital: who the invoice is made out to; null when unknown (the shop's state then). */
  billing: BillingSnapshot | null;
  /** The coupon as applied to the cart just now (digital only). */
  coupon?: { code: string; applied: AppliedCoupon };
  /** What must be equal for a second Buy Now to reuse the open payment (besides kind, coupon and amount). */
  sameAs: unknown;
};

/** The checkout's billing as a payment keeps it: '' is none. */
const toSnapshot = (billing: Billing): BillingSnapshot => ({
  stateCode: billing.state,
  gstin: billing.gstin || null,
  businessName: billing.gstin ? billing.businessName || null : null,
  address: billing.address || null,
});

/** An order's summary, its photographs named with their Hindi and Marathi titles as they are now (`titles`, by product id). */
function summary(order: OrderWithItems, titles: ReadonlyMap<string, TranslationsJson>): VerificationResult['orderDetails'][number] {
  return {
    orderID: order.orderNumber,
    _id: order.id,
    totalPrice: paiseToRupees(order.totalPaise),
    productCount: order.items.length,
    salePrice: paiseToRupees(order.subtotalPaise),
    product: order.items.map((item) => ({
      _id: item.productId,
      title: item.title,
      ...withTranslations(titleTranslations(titles.get(item.productId))),
      price: paiseToRupees(item.pricePaise),
      salePrice: paiseToRupees(item.salePricePaise ?? item.pricePaise),
    })),
  };
}

async function result(db: Db, fulfilment: Fulfilment | undefined, payment: Payment): Promise<VerificationResult> {
  const current = fulfilment?.payment ?? payment;
  if (current.state === 'declined') {
    return { status: 'failed', transactionID: current.gatewayPaymentId ?? payment.receipt, orderDetails: [], message: PAYMENT_MESSAGES.declined };
  }
  if (fulfilment?.state === 'paid') {
    const titles = await findTitleTranslations(db, [...new Set(fulfilment.orders.flatMap((order) => order.items.map((item) => item.productId)))]);
    return {
      status: 'success',
      transactionID: fulfilment.payment.gatewayPaymentId ?? payment.receipt,
      orderDetails: fulfilment.orders.map((order) => summary(order, titles)),
    };
  }
  return { status: 'failed', transactionID: payment.gatewayPaymentId ?? payment.receipt, orderDetails: [] };
}

/**
 * The buyer's side of a payment, after Razorpay's own guidance: the server
 * prices the cart, the gateway order carries that amount, and a payment is
 * believed only when its signature checks out against the order id stored
 * here; checkout's answer then goes to the one `fulfil`.
 */
export function createCheckout(deps: PaymentsDeps, fulfilment: PaymentsFulfilment) {
  const { db, gateway, now } = deps;
  const { fail, settle, settleSigned, fulfilled } = fulfilment;
  const payments = new PaymentsRepository(db);

  /** The billing the profile keeps (decision 054); null when it keeps no state. */
  async function keptBilling(customerId: string): Promise<BillingSnapshot | null> {
    const [row] = await db
      .select({ state: customers.gstStateCode, gstin: customers.gstin, businessName: customers.businessName, address: customers.billingAddress })
      .from(customers)
      .where(eq(customers.id, customerId));
    if (!row?.state) return null;
    return { stateCode: row.state, gstin: row.gstin, businessName: row.gstin ? row.businessName : null, address: row.address };
  }

  async function rememberBilling(customerId: string, billing: Billing): Promise<void> {
    const kept = toSnapshot(billing);
    await db
      .update(customers)
      .set({ gstStateCode: kept.stateCode, gstin: kept.gstin, businessName: kept.businessName, billingAddress: kept.address })
      .where(eq(customers.id, customerId));
  }

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
    if (amountPaise < MIN_PAYABLE_PAISE) throw badRequest(API_MESSAGES.orderMinimum);

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
      const applied = coupon && limited ? await applyCoupon(tx, { code: coupon.code, customerId, subtotalPaise, now: at, forPayment: true }) : coupon?.applied;
      if (applied && applied.discountPaise !== discountPaise) throw conflict(API_MESSAGES.couponChanged);
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
        billing: opening.billing,
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
      throw gatewayUnavailable();
    }
    return payload(payment);
  }

  return {
    /**
     * POST users/createPayment: prices the caller's cart, applies the coupon
     * and opens a payment for that amount (`open`).
     */
    async createPayment(customerId: string, code: string | undefined, given: Billing | undefined): Promise<PaymentPayload> {
      const priced = await priceCart(db, customerId);
      if (priced.items.length === 0) throw badRequest(PAYMENT_MESSAGES.emptyCart);
      // A line the buyer holds at its licence or a higher one (bought since it was added): not sold twice.
      if (priced.heldAlready.length > 0) throw conflict(PAYMENT_MESSAGES.ownedAlready);
      const couponCode = code?.trim() || undefined;
      const applied = couponCode ? await applyCoupon(db, { code: couponCode, customerId, subtotalPaise: priced.subtotalPaise, now: now() }) : undefined;
      const billing = given ? toSnapshot(given) : await keptBilling(customerId);
      // Rule 46(e): an unregistered buyer's invoice above ₹50,000 names their address.
      if (priced.subtotalPaise - (applied?.discountPaise ?? 0) > B2C_ADDRESS_LIMIT_PAISE && !billing?.address) throw badRequest(GST_MESSAGES.addressAboveLimit);
      // The profile remembers who the invoice was made out to, for the next checkout.
      if (given) await rememberBilling(customerId, given);
      // Buy Now with a code applies it: the cart keeps it, so a payment that fails leaves it there for the next try (decision 039).
      if (applied) await new CouponsRepository(db).keepOnCart(customerId, applied.coupon.id, now());
      return open({
        customerId,
        kind: 'digital',
        subtotalPaise: priced.subtotalPaise,
        shippingPaise: 0,
        items: priced.items,
        print: null,
        ...(couponCode && applied ? { coupon: { code: couponCode, applied } } : {}),
        billing,
        sameAs: [priced.items.map((i) => [i.productId, i.pricePaise, i.salePricePaise, i.licence?.tierId, i.licence?.version]), billing],
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
        billing: null,
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
      if (payment.state === 'paid') return result(db, await fulfilled(payment), payment);
      if (payment.state === 'flagged' || payment.state === 'declined') return result(db, undefined, payment);

      const answer = body.razerPay;
      if (answer) {
        const signed = { orderId: answer.razorpay_order_id, paymentId: answer.razorpay_payment_id, signature: answer.razorpay_signature };
        return result(db, await settleSigned(payment, signed, 'checkout', PAYMENT_MESSAGES.signatureInvalid), payment);
      }
      const attempts = await fromGateway(() => gateway.fetchOrderPayments(payment.gatewayOrderId));
      return result(db, await fromGateway(() => settle(payment, attempts, 'dismissed checkout', 'The checkout was closed without a payment.')), payment);
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
  };
}
