import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ShippingInfoValue } from '@chitra/contract/prints';
import { colours, productColours, products } from '../../db/schema/catalogue';
import { printCartItems, printOrderItems, printOrders, shippingAddresses } from '../../db/schema/prints';
import { taxDocuments } from '../../db/schema/tax';
import type { DbOrTx } from '../../db/transaction';
import { nextOrderNumber } from '../orders/orders.writer';

/** A print-cart line as it can be ordered now: the product still offers prints, in that colour. */
export type PrintLine = {
  itemId: string;
  productId: string;
  title: string;
  colourId: string;
  colourName: string;
  quantity: number;
  /** The product's print price now. */
  unitPricePaise: number;
};

export type PrintOrderRow = typeof printOrders.$inferSelect;
type PrintOrderItemRow = typeof printOrderItems.$inferSelect;
export type ShippingAddressRow = typeof shippingAddresses.$inferSelect;
export type PrintOrderWithDetails = PrintOrderRow & { items: PrintOrderItemRow[]; shippingAddress: ShippingAddressRow | null };

/** A print order's tax document as its pages list it (decision 054): what the list shows, not what the PDF prints. */
export type PrintTaxDocumentRow = Pick<typeof taxDocuments.$inferSelect, 'id' | 'printOrderId' | 'kind' | 'number' | 'issuedAt' | 'totalPaise' | 'registered'>;

const lineFields = {
  itemId: printCartItems.id,
  productId: printCartItems.productId,
  title: products.title,
  colourId: printCartItems.colourId,
  colourName: colours.name,
  quantity: printCartItems.quantity,
  unitPricePaise: sql<number>`${products.printPricePaise}`.mapWith(Number),
};

/** The print cart, shipping addresses and print orders. */
export class PrintsRepository {
  constructor(private readonly db: DbOrTx) {}

  /**
   * The customer's lines that can be ordered, oldest first, priced now. A
   * line whose product stopped offering prints, or that colour, or that the
   * shop unpublished (decision 027), is left out (of the cart shown, its
   * total and any payment alike).
   */
  async lines(customerId: string, itemIds?: string[]): Promise<PrintLine[]> {
    return this.db
      .select(lineFields)
      .from(printCartItems)
      .innerJoin(products, eq(products.id, printCartItems.productId))
      .innerJoin(colours, eq(colours.id, printCartItems.colourId))
      .innerJoin(productColours, and(eq(productColours.productId, printCartItems.productId), eq(productColours.colourId, printCartItems.colourId)))
      .where(
        and(
          eq(printCartItems.customerId, customerId),
          sql`${products.printPricePaise} is not null`,
          eq(products.published, true),
          itemIds === undefined ? undefined : inArray(printCartItems.id, itemIds),
        ),
      )
      .orderBy(asc(printCartItems.createdAt), asc(printCartItems.id));
  }

  /** What a product offers as prints: its print price, and whether the colour is one of its own; nothing for an unpublished one. */
  async offer(productId: string, colourId: string): Promise<{ printPricePaise: number | null; colourOffered: boolean } | undefined> {
    const [row] = await this.db
      .select({
        printPricePaise: products.printPricePaise,
        colourOffered: sql<boolean>`exists (select 1 from ${productColours}
          where ${productColours.productId} = ${products.id} and ${productColours.colourId} = ${colourId})`,
      })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.published, true)))
      .limit(1);
    return row;
  }

  async lineCount(customerId: string): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(printCartItems).where(eq(printCartItems.customerId, customerId));
    return row?.n ?? 0;
  }

  /** The quantity already in the cart for this photograph and colour (0 when none). */
  async quantityOf(customerId: string, productId: string, colourId: string): Promise<number> {
    const [row] = await this.db
      .select({ quantity: printCartItems.quantity })
      .from(printCartItems)
      .where(and(eq(printCartItems.customerId, customerId), eq(printCartItems.productId, productId), eq(printCartItems.colourId, colourId)));
    return row?.quantity ?? 0;
  }

  /** Adds prints: a new line, or more of an existing one. Answers the line's id. */
  async add(customerId: string, productId: string, colourId: string, quantity: number, at: Date): Promise<string> {
    const [row] = await this.db
      .insert(printCartItems)
      // created_at from the database's clock, as for the digital cart: it orders the lines as they were added.
      .values({ customerId, productId, colourId, quantity, updatedAt: at })
      .onConflictDoUpdate({
        target: [printCartItems.customerId, printCartItems.productId, printCartItems.colourId],
        set: { quantity: sql`${printCartItems.quantity} + excluded.quantity`, updatedAt: at },
      })
      .returning({ id: printCartItems.id });
    if (!row) throw new Error('print cart upsert returned no row');
    return row.id;
  }

  /** Sets a line's quantity; false when the customer has no such line. */
  async setQuantity(customerId: string, itemId: string, quantity: number, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(printCartItems)
      .set({ quantity, updatedAt: at })
      .where(and(eq(printCartItems.id, itemId), eq(printCartItems.customerId, customerId)))
      .returning({ id: printCartItems.id });
    return rows.length > 0;
  }

  /** Removes one of the customer's lines; false when the customer has no such line. */
  async remove(customerId: string, itemId: string): Promise<boolean> {
    const rows = await this.db
      .delete(printCartItems)
      .where(and(eq(printCartItems.id, itemId), eq(printCartItems.customerId, customerId)))
      .returning({ id: printCartItems.id });
    return rows.length > 0;
  }

  /** Removes these lines (the ones just paid for), or every line when none are named. */
  async removeLines(customerId: string, itemIds?: string[]): Promise<void> {
    if (itemIds !== undefined && itemIds.length === 0) return;
    await this.db
      .delete(printCartItems)
      .where(and(eq(printCartItems.customerId, customerId), itemIds === undefined ? undefined : inArray(printCartItems.id, itemIds)));
  }

  async insertAddress(customerId: string, info: ShippingInfoValue, at: Date): Promise<string> {
    const [row] = await this.db
      .insert(shippingAddresses)
      .values({ customerId, ...info, pincode: String(info.pincode), createdAt: at })
      .returning({ id: shippingAddresses.id });
    if (!row) throw new Error('insert into shipping_addresses returned no row');
    return row.id;
  }

  /** Inserts the order, with a number from the shop's one sequence, and its lines. */
  async insertOrder(
    order: Omit<typeof printOrders.$inferInsert, 'orderNumber' | 'createdAt' | 'updatedAt'> & { createdAt: Date },
    items: Omit<typeof printOrderItems.$inferInsert, 'orderId'>[],
  ): Promise<PrintOrderRow> {
    const [row] = await this.db
      .insert(printOrders)
      .values({ ...order, orderNumber: nextOrderNumber(order.createdAt), updatedAt: order.createdAt })
      .returning();
    if (!row) throw new Error('insert into print_orders returned no row');
    if (items.length > 0) await this.db.insert(printOrderItems).values(items.map((item) => ({ ...item, orderId: row.id })));
    return row;
  }

  /** The print order a payment made, held to the end of the transaction. */
  async lockOrderOfPayment(paymentId: string): Promise<PrintOrderRow | undefined> {
    const [row] = await this.db.select().from(printOrders).where(eq(printOrders.paymentId, paymentId)).for('update');
    return row;
  }

  /** Marks the order claimed by its create-order call; false when a call claimed it already. */
  async confirm(orderId: string, shippingAddressId: string | null, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(printOrders)
      .set({ confirmedAt: at, updatedAt: at, ...(shippingAddressId === null ? {} : { shippingAddressId }) })
      .where(and(eq(printOrders.id, orderId), isNull(printOrders.confirmedAt)))
      .returning({ id: printOrders.id });
    return rows.length > 0;
  }

  /** The customer's print orders, newest first, with their lines and addresses. */
  async ordersOf(customerId: string): Promise<PrintOrderWithDetails[]> {
    const rows = await this.db
      .select()
      .from(printOrders)
      .where(eq(printOrders.customerId, customerId))
      .orderBy(desc(printOrders.createdAt), desc(printOrders.id));
    return this.withDetails(rows);
  }

  async orderById(id: string): Promise<PrintOrderWithDetails | undefined> {
    const rows = await this.db.select().from(printOrders).where(eq(printOrders.id, id));
    return (await this.withDetails(rows))[0];
  }

  /**
   * The customer's invoices and credit notes of these print orders, in one
   * query (a list's, not one per order; the customer's index finds them),
   * oldest first within each order: the invoice, then its credit note, as
   * tax-documents.ts forPrintOrder orders them.
   */
  async documentsOf(customerId: string, printOrderIds: readonly string[]): Promise<PrintTaxDocumentRow[]> {
    if (printOrderIds.length === 0) return [];
    return this.db
      .select({
        id: taxDocuments.id,
        printOrderId: taxDocuments.printOrderId,
        kind: taxDocuments.kind,
        number: taxDocuments.number,
        issuedAt: taxDocuments.issuedAt,
        totalPaise: taxDocuments.totalPaise,
        registered: taxDocuments.registered,
      })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.customerId, customerId), inArray(taxDocuments.printOrderId, [...printOrderIds])))
      .orderBy(asc(taxDocuments.issuedAt), desc(taxDocuments.kind), asc(taxDocuments.sequence));
  }

  private async withDetails(rows: PrintOrderRow[]): Promise<PrintOrderWithDetails[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const items = await this.db.select().from(printOrderItems).where(inArray(printOrderItems.orderId, ids)).orderBy(asc(printOrderItems.position));
    const addressIds = rows.flatMap((r) => (r.shippingAddressId ? [r.shippingAddressId] : []));
    const addresses = addressIds.length === 0 ? [] : await this.db.select().from(shippingAddresses).where(inArray(shippingAddresses.id, addressIds));
    return rows.map((order) => ({
      ...order,
      items: items.filter((i) => i.orderId === order.id),
      shippingAddress: addresses.find((a) => a.id === order.shippingAddressId) ?? null,
    }));
  }
}
