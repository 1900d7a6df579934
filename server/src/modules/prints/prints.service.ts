import type { z } from 'zod';
import type { OrderTaxDocument } from '@chitra/contract/licences';
import { MESSAGES } from '@chitra/contract/messages';
import { paiseToRupees, rupeesToPaise } from '@chitra/contract/money';
import {
  type AddPrintBody,
  type CreatePrintOrderBody,
  PRINT_MESSAGES,
  type PrintCartItem,
  type PrintCartResponse,
  type PrintOrder,
} from '@chitra/contract/prints';
import { trackingLink } from '@chitra/contract/prints-tracking';
import { MAX_PRINT_CART_LINES, PRINT_QUANTITY_MAX } from '@chitra/contract/shipping';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../errors';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { CartRepository } from '../cart/cart.repository';
import { type MediaUrl, toImageSet } from '../catalogue/catalogue.presenters';
import { findProductSummaries } from '../catalogue/catalogue.repository';
import { PaymentsRepository } from '../payments/payments.repository';
import { taxDocumentTitle } from '../tax/tax-document';
import { pricePrintLines } from './prints.fulfilment';
import { mailShopJob } from './prints.jobs';
import { type PrintLine, type PrintOrderWithDetails, PrintsRepository, type PrintTaxDocumentRow } from './prints.repository';

/** An order answered with its lines and address (docs/spec.md §3 Legacy order; docs/api-reference.md `user/getmyorders`). */
export function toPrintOrder(order: PrintOrderWithDetails): PrintOrder {
  const address = order.shippingAddress;
  return {
    _id: order.id,
    orderID: order.orderNumber,
    orderItems: order.items.map((item) => ({
      product: { _id: item.productId, title: item.title },
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      color: { _id: item.colourId, title: item.colourName },
    })),
    shippingInfo: address
      ? {
          firstname: address.firstname,
          lastname: address.lastname,
          address: address.address,
          other: address.other,
          city: address.city,
          state: address.state,
          country: address.country,
          pincode: Number(address.pincode),
        }
      : null,
    totalPrice: paiseToRupees(order.totalPaise),
    totalPriceAfterDiscount: paiseToRupees(order.totalPaise),
    shippingPrice: paiseToRupees(order.shippingPaise),
    orderStatus: order.status,
    trackingNumber: order.trackingNumber,
    carrier: order.carrier,
    trackingUrl: trackingLink(order),
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * A print order's invoice or credit note as a list shows it (issue 27), with
 * the path its PDF is read at: the buyer's (users/tax-document/{id}) or the
 * admin area's (admin/tax/documents/{id}/pdf).
 */
export function toPrintTaxDocument(document: Omit<PrintTaxDocumentRow, 'printOrderId'>, pdfPath: (id: string) => string): OrderTaxDocument {
  return {
    _id: document.id,
    kind: document.kind,
    number: document.number,
    title: taxDocumentTitle(document),
    issuedAt: document.issuedAt.toISOString(),
    total: paiseToRupees(document.totalPaise),
    pdfPath: pdfPath(document.id),
  };
}

/** The buyer's own PDF of a tax document: served to its owner only (404 for anyone else). */
const buyerPdfPath = (id: string) => `users/tax-document/${id}`;

/**
 * The print cart and print orders (the legacy flow). Paying goes through
 * the payments module (`createPrintPayment`, `verifyPrintPayment`, and the
 * one `fulfil`); this service keeps the cart, lets the create-order call
 * claim the order its payment made, and lists the orders.
 */
export function createPrintsService(deps: { db: Db; jobs: JobQueue; mediaUrl: MediaUrl; now: () => Date }) {
  const { db, jobs, mediaUrl, now } = deps;
  const repository = new PrintsRepository(db);
  const payments = new PaymentsRepository(db);

  /** Lines as the API shows them, each with the product's cover. */
  async function present(lines: PrintLine[]): Promise<PrintCartItem[]> {
    const covers = new Map((await findProductSummaries(db, [...new Set(lines.map((l) => l.productId))])).map((s) => [s.id, s.cover] as const));
    return lines.map((line) => {
      const cover = covers.get(line.productId);
      return {
        _id: line.itemId,
        productId: { _id: line.productId, title: line.title, images: cover ? [toImageSet(cover, line.title, mediaUrl)] : [] },
        quantity: line.quantity,
        price: paiseToRupees(line.unitPricePaise),
        color: { _id: line.colourId, title: line.colourName },
      };
    });
  }

  async function presentLine(customerId: string, itemId: string): Promise<PrintCartItem> {
    const [line] = await repository.lines(customerId, [itemId]);
    if (!line) throw notFound(PRINT_MESSAGES.itemNotFound);
    const [item] = await present([line]);
    if (!item) throw notFound(PRINT_MESSAGES.itemNotFound);
    return item;
  }

  return {
    /** GET user/cart: the lines that can be ordered, their total, shipping and what checkout must be sent. */
    async getCart(customerId: string): Promise<PrintCartResponse> {
      const lines = await repository.lines(customerId);
      const priced = pricePrintLines(lines);
      return {
        success: true,
        cart: await present(lines),
        cartTotal: paiseToRupees(priced.subtotalPaise),
        shipping: paiseToRupees(priced.shippingPaise),
        totalPrice: paiseToRupees(priced.totalPaise),
      };
    },

    /**
     * POST user/cart: prints of a photograph in one of its colours. The same
     * photograph and colour again adds to that line, up to 10; the cart holds
     * at most 20 lines. Writes are serialised per customer.
     */
    async add(customerId: string, body: z.output<typeof AddPrintBody>): Promise<PrintCartItem> {
      const itemId = await withTransaction(db, async (tx) => {
        const prints = new PrintsRepository(tx);
        const offer = await prints.offer(body.productId, body.color);
        if (!offer) throw notFound(PRINT_MESSAGES.productNotFound);
        if (offer.printPricePaise === null) throw badRequest(PRINT_MESSAGES.notPrintable, { productId: PRINT_MESSAGES.notPrintable });
        if (!offer.colourOffered) throw badRequest(PRINT_MESSAGES.colourNotOffered, { color: PRINT_MESSAGES.colourNotOffered });
        // The one per-customer lock both carts take: two adds at once cannot squeeze past a limit.
        await new CartRepository(tx).lockCustomer(customerId);
        const held = await prints.quantityOf(customerId, body.productId, body.color);
        if (held + body.quantity > PRINT_QUANTITY_MAX) throw conflict(PRINT_MESSAGES.lineFull);
        if (held === 0 && (await prints.lineCount(customerId)) >= MAX_PRINT_CART_LINES) throw conflict(PRINT_MESSAGES.cartFull);
        return prints.add(customerId, body.productId, body.color, body.quantity, now());
      });
      return presentLine(customerId, itemId);
    },

    /** DELETE user/update-product-cart/{cartItemId}/{quantity}: only the caller's own line. */
    async setQuantity(customerId: string, itemId: string, quantity: number): Promise<PrintCartItem> {
      if (!(await repository.setQuantity(customerId, itemId, quantity, now()))) throw notFound(PRINT_MESSAGES.itemNotFound);
      return presentLine(customerId, itemId);
    },

    /** DELETE user/delete-product-cart/{id}: only the caller's own line; another's answers 404 like an unknown one. */
    async remove(customerId: string, itemId: string): Promise<string> {
      if (!(await repository.remove(customerId, itemId))) throw notFound(PRINT_MESSAGES.itemNotFound);
      return MESSAGES.productDeletedFromCart;
    },

    /** DELETE user/empty-cart. */
    async empty(customerId: string): Promise<string> {
      await repository.removeLines(customerId);
      return PRINT_MESSAGES.emptied;
    },

    /**
     * POST user/cart/create-order/: the order exists once its payment is paid
     * (`fulfil` made it); this call claims it, once. The payment must be the
     * caller's, verified, and of the amount sent. The address given at
     * checkout stands; one that did not come with the payment is taken from
     * here, and the shop is told.
     */
    async confirmOrder(customerId: string, body: z.output<typeof CreatePrintOrderBody>): Promise<PrintOrder> {
      const payment = await payments.findByGatewayOrder(body.paymentInfo.razorpayOrderId, { customerId, kind: 'print' });
      if (!payment) throw notFound(PRINT_MESSAGES.unknownPayment);
      if (payment.state === 'flagged') throw conflict(PRINT_MESSAGES.flagged);
      if (payment.state !== 'paid' || payment.gatewayPaymentId !== body.paymentInfo.razorpayPaymentId) {
        throw conflict(PRINT_MESSAGES.notVerified);
      }
      if (rupeesToPaise(body.totalPrice) !== payment.amountPaise || rupeesToPaise(body.totalPriceAfterDiscount) !== payment.amountPaise) {
        throw conflict(PRINT_MESSAGES.totalMismatch);
      }
      const orderId = await withTransaction(db, async (tx) => {
        const prints = new PrintsRepository(tx);
        const order = await prints.lockOrderOfPayment(payment.id);
        if (!order) throw new Error(`paid print payment ${payment.id} has no order`);
        if (order.confirmedAt) throw conflict(PRINT_MESSAGES.paymentUsed);
        const at = now();
        const addressId = order.shippingAddressId ? null : await prints.insertAddress(customerId, body.shippingInfo, at);
        await prints.confirm(order.id, addressId, at);
        if (addressId) {
          await jobs.enqueue(tx, mailShopJob, { orderId: order.id, address: true }, { dedupeKey: `print-address:${order.id}` });
        }
        return order.id;
      });
      const order = await repository.orderById(orderId);
      if (!order) throw new Error(`print order ${orderId} vanished`);
      return toPrintOrder(order);
    },

    /** GET user/getmyorders: the caller's print orders, newest first, each with its invoice and any credit note. */
    async myOrders(customerId: string): Promise<PrintOrder[]> {
      const orders = await repository.ordersOf(customerId);
      const documents = await repository.documentsOf(
        customerId,
        orders.map((order) => order.id),
      );
      return orders.map((order) => ({
        ...toPrintOrder(order),
        documents: documents.filter((d) => d.printOrderId === order.id).map((d) => toPrintTaxDocument(d, buyerPdfPath)),
      }));
    },
  };
}
