import type { Locale } from '@chitra/contract/locales';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import { DOWNLOAD_LOG_LIMIT } from '@chitra/contract/constants';
import { customers } from '../../db/schema/accounts';
import { downloadLinkUses, downloadLogs, orderItems, orders, payments } from '../../db/schema/commerce';
import type { DbOrTx } from '../../db/transaction';
import { type ImageJson, imageJson, translatedTitles, type TranslationsJson } from '../catalogue/catalogue.repository';

/**
 * Orders as their buyer sees them, the files each one gives, and the log of
 * every download. Every read is scoped by the customer: another customer's
 * order is simply not found.
 */

/** A bought picture: its public derived files and where its private original is. */
export type OrderImageRow = ImageJson & {
  originalKey: string;
  originalName: string;
  originalType: string;
  originalBytes: number;
  width: number;
  height: number;
};

/** An order line: the product as bought, its pictures, and its licence as sold (decision 053). */
export type OrderItemRow = {
  productId: string;
  title: string;
  /** The product's titles in Hindi and Marathi as they are now (translatedTitles); null once the product is gone. */
  translations: TranslationsJson | null;
  pricePaise: number;
  salePricePaise: number | null;
  images: OrderImageRow[];
  licenceId: string;
  tierName: string;
  tierSummary: string;
  tierTerms: string;
  tierVersion: number;
  /** The tier this line upgraded from; null when it was not an upgrade. */
  upgradeFromName: string | null;
};

type DownloadLogRow = {
  id: string;
  ip: string;
  os: string;
  browser: string;
  fileName: string;
  createdAt: string;
};

export type OrderRow = {
  id: string;
  orderNumber: string;
  totalPaise: number;
  subtotalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  createdAt: Date;
  /** The buyer's name as their profile has it now (a licence certificate names them). */
  buyerName: string;
  /** The buyer's language as their profile has it now (a licence certificate prints it beside English, decision 065). */
  buyerLocale: Locale;
  items: OrderItemRow[];
  /** The newest DOWNLOAD_LOG_LIMIT, newest first. */
  logs: DownloadLogRow[];
  downloadCount: number;
  /** When the shop refunded the order (decision 026), and that refund. */
  refundedAt: Date | null;
  refund: { state: 'pending' | 'processed' | 'failed'; amountPaise: number } | null;
};

const orderId = sql`${orders.id}`;

/** The item's pictures as bought (order_item_images), in gallery order. */
const itemsJson = sql<OrderItemRow[]>`coalesce((
  select json_agg(json_build_object('productId', oi.product_id, 'title', oi.title, 'pricePaise', oi.price_paise,
    'translations', (select ${translatedTitles(sql`p.translations`)} from products p where p.id = oi.product_id),
    'salePricePaise', oi.sale_price_paise, 'licenceId', oi.licence_id, 'tierName', oi.tier_name, 'tierSummary', oi.tier_summary,
    'tierTerms', oi.tier_terms, 'tierVersion', oi.tier_version, 'upgradeFromName', oi.upgrade_from_name, 'images', coalesce((
      select json_agg(${imageJson('i')}::jsonb || jsonb_build_object('originalKey', i.original_key,
        'originalName', i.original_name, 'originalType', i.original_type, 'originalBytes', i.original_bytes,
        'width', i.width, 'height', i.height) order by oii.position, i.id)
      from order_item_images oii join images i on i.id = oii.image_id
      where oii.order_id = oi.order_id and oii.product_id = oi.product_id), '[]'::json)) order by oi.position)
  from order_items oi where oi.order_id = ${orderId}), '[]'::json)`;

const logsJson = sql<DownloadLogRow[]>`coalesce((
  select json_agg(json_build_object('id', l.id, 'ip', l.ip, 'os', l.os, 'browser', l.browser,
    'fileName', l.file_name, 'createdAt', l.created_at) order by l.created_at desc, l.id desc)
  from (select * from download_logs d where d.order_id = ${orderId}
    order by d.created_at desc, d.id desc limit ${DOWNLOAD_LOG_LIMIT}) l), '[]'::json)`;

const downloadCount = sql<number>`(select count(*)::int from download_logs d where d.order_id = ${orderId})`;

/** The shop's refund of the whole order (not a bought-again share), if any. Qualified by hand: a bare column would name the refund's own. */
const refundJson = sql<OrderRow['refund']>`(select json_build_object('state', r.state, 'amountPaise', r.amount_paise)
  from refunds r where r.payment_id = "orders"."payment_id" and r.kind = 'order')`;

const buyerName = sql<string>`(select trim(c.firstname || ' ' || c.lastname) from customers c where c.id = "orders"."customer_id")`;
const buyerLocale = sql<Locale>`(select c.locale from customers c where c.id = "orders"."customer_id")`;

/** The order's number and what it came to: its page and its receipt both show them. */
const orderTotals = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  totalPaise: orders.totalPaise,
  subtotalPaise: orders.subtotalPaise,
  discountPaise: orders.discountPaise,
  couponCode: orders.couponCode,
};

const orderColumns = {
  ...orderTotals,
  createdAt: orders.createdAt,
  buyerName,
  buyerLocale,
  items: itemsJson,
  logs: logsJson,
  downloadCount,
  refundedAt: orders.refundedAt,
  refund: refundJson,
};

/** What the receipt mail says of an order, and where it goes: one read for the receipt job (decision 059). */
export type ReceiptOrder = Pick<OrderRow, 'id' | 'orderNumber' | 'totalPaise' | 'subtotalPaise' | 'discountPaise' | 'couponCode' | 'items' | 'refundedAt'> & {
  receiptSentAt: Date | null;
  email: string;
  firstname: string;
  /** The buyer's language: the receipt's (decision 062). */
  locale: Locale;
  /** The gateway's payment id, else the payment's receipt. */
  transactionId: string;
};

/** A refunded order gives nothing any more: the product page does not offer its pictures (the service refuses its files). */
const notRefunded = isNull(orders.refundedAt);

export type NewDownloadLog = typeof downloadLogs.$inferInsert;

export class OrdersRepository {
  constructor(private readonly db: DbOrTx) {}

  /** Newest first. An order exists only once paid, so every one listed is paid; a refunded one is listed with its refund. */
  async list(customerId: string): Promise<OrderRow[]> {
    return this.db.select(orderColumns).from(orders).where(eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id));
  }

  /**
   * The caller's order, refunded or not (its page shows the refund; the
   * service refuses a refunded order's files), or undefined for any other
   * (unknown, another customer's, a payment's id).
   */
  async find(customerId: string, id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select(orderColumns)
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
    return row;
  }

  /** Any customer's order by its id (jobs, never a request: every read a customer makes is scoped to them). */
  async byId(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select(orderColumns).from(orders).where(eq(orders.id, id));
    return row;
  }

  /** Any customer's order as its receipt mail needs it, with the buyer's address and the payment's id (the receipt job). */
  async forReceipt(id: string): Promise<ReceiptOrder | undefined> {
    const [row] = await this.db
      .select({
        ...orderTotals,
        items: itemsJson,
        refundedAt: orders.refundedAt,
        receiptSentAt: orders.receiptSentAt,
        email: customers.email,
        firstname: customers.firstname,
        locale: customers.locale,
        transactionId: sql<string>`coalesce(${payments.gatewayPaymentId}, ${payments.receipt})`,
      })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .innerJoin(payments, eq(payments.id, orders.paymentId))
      .where(eq(orders.id, id));
    return row;
  }

  /** The newest of the caller's orders that holds the product. */
  async findOwning(customerId: string, productId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select(orderColumns)
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orderItems.customerId, customerId), eq(orderItems.productId, productId), notRefunded))
      .orderBy(desc(orders.createdAt))
      .limit(1);
    return row;
  }

  /** The caller's order holding the licence (refunded or not), or undefined for anyone else's or an unknown one. */
  async orderOfLicence(customerId: string, licenceId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ orderId: orderItems.orderId })
      .from(orderItems)
      .where(and(eq(orderItems.licenceId, licenceId), eq(orderItems.customerId, customerId)));
    return row?.orderId;
  }

  async addLog(log: NewDownloadLog): Promise<void> {
    await this.db.insert(downloadLogs).values(log);
  }

  /** Marks a signed link used: false when it had been used already (by any server). */
  async useLink(nonce: string, expiresAt: Date, at: Date): Promise<boolean> {
    const rows = await this.db
      .insert(downloadLinkUses)
      .values({ nonce, expiresAt, usedAt: at })
      .onConflictDoNothing()
      .returning({ nonce: downloadLinkUses.nonce });
    return rows.length > 0;
  }

  /** Forgets used links that have expired (an expired link is refused without its row). */
  async sweepUsedLinks(before: Date): Promise<number> {
    const rows = await this.db.delete(downloadLinkUses).where(lt(downloadLinkUses.expiresAt, before)).returning({ nonce: downloadLinkUses.nonce });
    return rows.length;
  }
}
