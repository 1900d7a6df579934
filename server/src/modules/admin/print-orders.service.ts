import type { z } from 'zod';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import type { AdminPrintOrder, AdminPrintOrderSummary, AdminRefund, PrintOrderStatusBody } from '@chitra/contract/admin-print-orders';
import { PRINT_ORDER_NEXT, transitionProblem } from '@chitra/contract/admin-rules';
import { paiseToRupees } from '@chitra/contract/money';
import type { PrintOrderStatus } from '@chitra/contract/prints';
import { trackingLink } from '@chitra/contract/prints-tracking';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { conflict, notFound } from '../../errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { fullName } from '../accounts/accounts.service';
import { PaymentsRepository } from '../payments/payments.repository';
import { mailStatusJob } from '../prints/prints.jobs';
import type { PrintStatusChange } from '../prints/prints.mails';
import { PrintsRepository, type PrintOrderRow } from '../prints/prints.repository';
import { toPrintOrder, toPrintTaxDocument } from '../prints/prints.service';
import { TaxDocumentsRepository } from '../tax/tax-documents';
import { isoOrNull, offsetOf } from './admin-context';
import { type AdminActor, AuditRepository } from './audit.repository';
import { AdminPrintOrdersRepository, type PrintOrderListRow } from './print-orders.repository';
import { recordRefund } from '../payments/refunds';
import { type RefundRow, RefundsRepository } from '../payments/refunds.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

/** The fields a status change touches: what the audit row keeps before and after. */
const touched = (order: Pick<PrintOrderRow, 'status' | 'trackingNumber' | 'carrier' | 'trackingUrl' | 'cancelReason'>) => ({
  status: order.status,
  trackingNumber: order.trackingNumber,
  carrier: order.carrier,
  trackingUrl: order.trackingUrl,
  cancelReason: order.cancelReason,
});

function toSummary(row: PrintOrderListRow): AdminPrintOrderSummary {
  return {
    _id: row.id,
    orderID: row.orderNumber,
    status: row.status,
    customer: { _id: row.customerId, name: fullName(row), email: row.email },
    prints: row.prints,
    total: paiseToRupees(row.totalPaise),
    trackingNumber: row.trackingNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A tax document's PDF in the admin area (tax.routes.ts). */
const adminPdfPath = (id: string) => `admin/tax/documents/${id}/pdf`;

function toRefund(row: RefundRow): AdminRefund {
  return {
    _id: row.id,
    amount: paiseToRupees(row.amountPaise),
    state: row.state,
    gatewayRefundId: row.gatewayRefundId,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: isoOrNull(row.processedAt),
  };
}

/**
 * Print orders for the shop (admin area): every customer's, and the moves of
 * their status. A move is checked against the order's status under the
 * order's row lock, so of two identical requests one moves it and the other
 * answers 409; a paid order cancelled records its refund (unique per
 * payment) and the job that makes it, in the same transaction as the move,
 * its audit row and the customer's mail.
 */
export function createAdminPrintOrdersService(deps: { db: Db; jobs: JobQueue; now: () => Date }) {
  const { db, jobs, now } = deps;
  const repository = new AdminPrintOrdersRepository(db);

  async function detail(id: string): Promise<AdminPrintOrder> {
    const order = await new PrintsRepository(db).orderById(id);
    if (!order) throw notFound(ADMIN_MESSAGES.printOrderNotFound);
    const [customer, payment, refund, documents] = await Promise.all([
      repository.customer(order.customerId),
      new PaymentsRepository(db).findById(order.paymentId),
      new RefundsRepository(db).ofPrintOrder(order.id),
      new TaxDocumentsRepository(db).forPrintOrder(order.id),
    ]);
    if (!customer || !payment) throw new Error(`print order ${id} without its customer or payment`);
    const shown = toPrintOrder(order);
    return {
      _id: order.id,
      orderID: order.orderNumber,
      status: order.status,
      customer: { _id: customer.id, name: fullName(customer), email: customer.email, mobile: customer.mobile },
      prints: order.items.reduce((sum, item) => sum + item.quantity, 0),
      total: paiseToRupees(order.totalPaise),
      trackingNumber: order.trackingNumber,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      items: shown.orderItems.map((item) => ({ product: item.product, color: item.color, quantity: item.quantity, price: item.price })),
      subtotal: paiseToRupees(order.subtotalPaise),
      shipping: paiseToRupees(order.shippingPaise),
      shippingInfo: shown.shippingInfo,
      confirmed: order.confirmedAt !== null,
      payment: {
        _id: payment.id,
        gatewayOrderId: payment.gatewayOrderId,
        gatewayPaymentId: payment.gatewayPaymentId,
        state: payment.state,
        amount: paiseToRupees(payment.amountPaise),
      },
      carrier: order.carrier,
      trackingUrl: trackingLink(order),
      cancelReason: order.cancelReason,
      refund: refund ? toRefund(refund) : null,
      documents: documents.map((d) => toPrintTaxDocument(d, adminPdfPath)),
      nextStatuses: [...PRINT_ORDER_NEXT[order.status]],
    };
  }

  return {
    async list(query: { status?: PrintOrderStatus | undefined; page: number; limit: number }) {
      const { rows, total } = await repository.list({ status: query.status, limit: query.limit, offset: offsetOf(query.page, query.limit) });
      return { data: rows.map(toSummary), total };
    },

    detail,

    /** Moves the order on (or cancels it, refunding a paid one), mails the customer and records it, all or nothing. */
    async changeStatus(by: AdminActor, id: string, body: z.output<typeof PrintOrderStatusBody>): Promise<AdminPrintOrder> {
      await withTransaction(db, async (tx) => {
        const orders = new AdminPrintOrdersRepository(tx);
        const order = await orders.lock(id);
        if (!order) throw notFound(ADMIN_MESSAGES.printOrderNotFound);
        const problem = transitionProblem(order.status, body.status);
        if (problem) throw conflict(problem);
        if (body.status === 'Shipped' && order.shippingAddressId === null) throw conflict(ADMIN_MESSAGES.noAddressYet);
        const at = now();
        const change = {
          status: body.status,
          ...(body.status === 'Shipped' && body.trackingNumber !== undefined ? { trackingNumber: body.trackingNumber } : {}),
          ...(body.status === 'Shipped' && body.carrier !== undefined ? { carrier: body.carrier } : {}),
          ...(body.status === 'Shipped' && body.trackingUrl !== undefined ? { trackingUrl: body.trackingUrl } : {}),
          ...(body.status === 'Cancelled' && body.reason !== undefined ? { cancelReason: body.reason } : {}),
        };
        // Held by the lock above: the guard in the update is a second line, never expected to trip.
        if (!(await orders.setStatus(id, order.status, change, at))) throw conflict(API_MESSAGES.printOrderChanged);

        let refund: RefundRow | undefined;
        if (body.status === 'Cancelled') {
          const payment = await new PaymentsRepository(tx).findById(order.paymentId);
          if (payment?.state === 'paid' && payment.gatewayPaymentId) {
            // refunds_payment_kind_uq: whatever else happens, one cancellation refund per payment.
            refund = await recordRefund(tx, jobs, {
              paymentId: payment.id,
              kind: 'print-cancel',
              printOrderId: order.id,
              amountPaise: payment.amountPaise,
              reason: body.reason ?? 'Cancelled by the shop',
              requestedBy: by.adminId,
              createdAt: at,
            });
          }
        }

        const mail: PrintStatusChange & { orderId: string } = {
          orderId: order.id,
          status: body.status as PrintStatusChange['status'],
          ...(change.trackingNumber !== undefined ? { trackingNumber: change.trackingNumber } : {}),
          ...(change.carrier !== undefined ? { carrier: change.carrier } : {}),
          ...(change.trackingUrl !== undefined ? { trackingUrl: change.trackingUrl } : {}),
          ...(change.cancelReason !== undefined ? { reason: change.cancelReason } : {}),
          ...(refund ? { refundPaise: refund.amountPaise } : {}),
        };
        await jobs.enqueue(tx, mailStatusJob, mail, { dedupeKey: `print-status:${order.id}:${body.status}` });

        const after = { ...touched(order), ...change };
        await new AuditRepository(tx).record(
          by,
          {
            action: 'print-order.status',
            entityType: 'print-order',
            entityId: order.id,
            before: touched(order),
            after: refund ? { ...after, refund: { _id: refund.id, amount: paiseToRupees(refund.amountPaise) } } : after,
          },
          at,
        );
      });
      jobs.poke();
      return detail(id);
    },
  };
}
