import { ADMIN_ORDER_MESSAGES, type AdminOrder, type AdminOrderRefund, type AdminOrderSummary } from '@chitra/contract/admin-orders';
import { paiseToRupees } from '@chitra/contract/money';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { fullName } from '../accounts/accounts.service';
import { MIN_PAYABLE_PAISE } from '../coupons/coupons.service';
import { OrdersWriter } from '../orders/orders.writer';
import { PaymentsRepository } from '../payments/payments.repository';
import { mailRefundJob, sendReceiptJob } from '../payments/payments.jobs';
import { recordRefund, retryRefund } from '../payments/refunds';
import { type RefundRow, RefundsRepository } from '../payments/refunds.repository';
import { taxDocumentTitle } from '../tax/tax-document';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { type AdminOrderListRow, AdminOrdersRepository } from './orders.repository';

/** A second "Resend receipt" within this long mails once (a double click): the job's dedupe key names the minute. */
const RESEND_WINDOW_MS = 60 * 1000;

function toSummary(row: AdminOrderListRow): AdminOrderSummary {
  return {
    _id: row.id,
    orderID: row.orderNumber,
    gatewayOrderId: row.gatewayOrderId,
    customer: { _id: row.customerId, name: fullName(row), email: row.email },
    total: paiseToRupees(row.totalPaise),
    couponCode: row.couponCode,
    paidAt: row.paidAt.toISOString(),
    refundedAt: isoOrNull(row.refundedAt),
    refund: row.refund ? { state: row.refund.state, amount: paiseToRupees(row.refund.amountPaise) } : null,
  };
}

function toRefund(row: RefundRow): AdminOrderRefund {
  return {
    _id: row.id,
    kind: row.kind,
    amount: paiseToRupees(row.amountPaise),
    state: row.state,
    reason: row.reason,
    gatewayRefundId: row.gatewayRefundId,
    createdAt: row.createdAt.toISOString(),
    processedAt: isoOrNull(row.processedAt),
  };
}

/** What has not gone back of a payment: its amount less every refund that is not failed. */
const leftOf = (amountPaise: number, refunds: RefundRow[]) =>
  amountPaise - refunds.filter((r) => r.state !== 'failed').reduce((sum, r) => sum + r.amountPaise, 0);

/**
 * Digital orders for the shop (admin area, decision 026): the list, one
 * order with its downloads and refunds, the receipt mailed again, and the
 * refund of the whole order. The refund is decided under the order's row
 * lock (a second one is 409 before anything is written), recorded through
 * the one refund path (a row unique per payment and kind, and the job that
 * asks the gateway after commit) and ends the order's downloads in the same
 * transaction, with its sales count, the customer's mail and the audit row.
 */
export function createAdminOrdersService(deps: { db: Db; jobs: JobQueue; now: () => Date }) {
  const { db, jobs, now } = deps;

  async function detail(id: string): Promise<AdminOrder> {
    const repository = new AdminOrdersRepository(db);
    const order = await repository.find(id);
    if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
    const [customer, payment, items, downloads, refunds, documents] = await Promise.all([
      repository.customer(order.customerId),
      new PaymentsRepository(db).findById(order.paymentId),
      repository.items(order.id),
      repository.downloads(order.id),
      new RefundsRepository(db).ofPayment(order.paymentId),
      repository.documents(order.id),
    ]);
    if (!customer || !payment) throw new Error(`order ${id} without its customer or payment`);
    const refund = refunds.find((r) => r.kind === 'order');
    return {
      _id: order.id,
      orderID: order.orderNumber,
      gatewayOrderId: payment.gatewayOrderId,
      customer: { _id: customer.id, name: fullName(customer), email: customer.email, mobile: customer.mobile },
      total: paiseToRupees(order.totalPaise),
      couponCode: order.couponCode,
      paidAt: (payment.paidAt ?? order.createdAt).toISOString(),
      refundedAt: isoOrNull(order.refundedAt),
      payment: {
        _id: payment.id,
        gatewayOrderId: payment.gatewayOrderId,
        gatewayPaymentId: payment.gatewayPaymentId,
        amount: paiseToRupees(payment.amountPaise),
      },
      subtotal: paiseToRupees(order.subtotalPaise),
      discount: paiseToRupees(order.discountPaise),
      items: items.map((item) => ({
        product: { _id: item.productId, title: item.title },
        price: paiseToRupees(item.pricePaise),
        salePrice: paiseToRupees(item.salePricePaise ?? item.pricePaise),
      })),
      downloads: downloads.map((d) => ({
        _id: d.id,
        createdAt: d.createdAt.toISOString(),
        file: d.fileName,
        ip: d.ip,
        os: d.os,
        browser: d.browser,
        via: d.via,
      })),
      receiptSentAt: isoOrNull(order.receiptSentAt),
      refund: refund ? toRefund(refund) : null,
      refunds: refunds.map(toRefund),
      // A refund the gateway failed may be asked again, for its amount.
      refundable:
        refund?.state === 'failed'
          ? paiseToRupees(refund.amountPaise)
          : order.refundedAt
            ? 0
            : paiseToRupees(Math.max(0, leftOf(payment.amountPaise, refunds))),
      documents: documents.map((d) => ({
        _id: d.id,
        kind: d.kind,
        number: d.number,
        title: taxDocumentTitle(d.content),
        issuedAt: d.issuedAt.toISOString(),
        total: paiseToRupees(d.totalPaise),
        pdfPath: `admin/tax/documents/${d.id}/pdf`,
      })),
    };
  }

  return {
    async list(query: { search?: string | undefined; from?: string | undefined; to?: string | undefined; page: number; limit: number }) {
      const { rows, total } = await new AdminOrdersRepository(db).list({ ...query, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toSummary), total };
    },

    detail,

    /** Mails the receipt again (through the receipt job), unless the order was refunded. */
    async resendReceipt(by: AdminActor, id: string): Promise<{ data: AdminOrder; email: string }> {
      const at = now();
      const email = await withTransaction(db, async (tx) => {
        const orders = new AdminOrdersRepository(tx);
        const order = await orders.find(id);
        if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        if (order.refundedAt) throw conflict(ADMIN_ORDER_MESSAGES.refundedNoReceipt);
        const customer = await orders.customer(order.customerId);
        if (!customer) throw new Error(`order ${id} without its customer`);
        await jobs.enqueue(
          tx,
          sendReceiptJob,
          { orderId: order.id, resend: true },
          {
            dedupeKey: `receipt-resend:${order.id}:${Math.floor(at.getTime() / RESEND_WINDOW_MS)}`,
          },
        );
        await new AuditRepository(tx).record(
          by,
          {
            action: 'order.resend-receipt',
            entityType: 'order',
            entityId: order.id,
            before: { receiptSentAt: order.receiptSentAt },
            after: { receiptTo: customer.email },
          },
          at,
        );
        return customer.email;
      });
      jobs.poke();
      return { data: await detail(id), email };
    },

    /**
     * Refunds what is left of the order's payment (all of it, unless a
     * bought-again share went back already) and ends its downloads at once;
     * or, when that refund failed at the gateway, asks the gateway again
     * (`retried`): the downloads stay ended, as the owner decided.
     */
    async refund(by: AdminActor, id: string, reason: string): Promise<{ data: AdminOrder; retried: boolean }> {
      const retried = await withTransaction(db, async (tx) => {
        const orders = new AdminOrdersRepository(tx);
        const order = await orders.lock(id);
        if (!order) throw notFound(ADMIN_ORDER_MESSAGES.notFound);
        const payment = await new PaymentsRepository(tx).lock(order.paymentId);
        if (!payment) throw new Error(`order ${id} without its payment`);
        const earlier = await new RefundsRepository(tx).ofPayment(payment.id);
        // Decided under the order's lock, so a second request never gets here; the unique (payment, kind) is the second guard.
        const made = earlier.find((r) => r.kind === 'order');
        const at = now();
        if (made?.state === 'failed' && (await retryRefund(tx, jobs, made.id, at))) {
          await new AuditRepository(tx).record(
            by,
            {
              action: 'order.refund.retry',
              entityType: 'order',
              entityId: order.id,
              before: { refund: { _id: made.id, state: 'failed', lastError: made.lastError } },
              after: { refund: { _id: made.id, state: 'pending' }, reason },
            },
            at,
          );
          return true;
        }
        if (order.refundedAt || made) throw conflict(ADMIN_ORDER_MESSAGES.alreadyRefunded);
        const left = leftOf(payment.amountPaise, earlier);
        if (left < MIN_PAYABLE_PAISE || !payment.gatewayPaymentId) throw conflict(ADMIN_ORDER_MESSAGES.nothingToRefund);
        const refund = await recordRefund(tx, jobs, {
          paymentId: payment.id,
          kind: 'order',
          printOrderId: null,
          amountPaise: left,
          reason,
          requestedBy: by.adminId,
          createdAt: at,
        });
        const writer = new OrdersWriter(tx);
        await writer.markRefunded(order.id, at);
        await writer.uncountSales(order.id);
        await jobs.enqueue(tx, mailRefundJob, { refundId: refund.id }, { dedupeKey: `refund-mail:${refund.id}` });
        await new AuditRepository(tx).record(
          by,
          {
            action: 'order.refund',
            entityType: 'order',
            entityId: order.id,
            before: { refundedAt: null },
            after: { refundedAt: at, refund: { _id: refund.id, amount: paiseToRupees(refund.amountPaise), reason } },
          },
          at,
        );
        return false;
      });
      jobs.poke();
      return { data: await detail(id), retried };
    },
  };
}
