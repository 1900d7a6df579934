import { z } from 'zod';

/**
 * GET admin/dashboard (issue #13 "Dashboard"; decision 028): the shop's
 * sales at a glance. Money is rupees; days are the shop's calendar days in
 * India (Asia/Kolkata), whatever the server's or the browser's zone.
 *
 * A sale is an order of either kind: a digital order (what its payment
 * took, after any coupon) or a print order (prints and shipping). It
 * counts on the day it was placed. Money given back (a row of `refunds`
 * not marked failed) is taken off the sale it gave back, on that sale's
 * day, so `revenue` is what the shop keeps of the period's orders and
 * `refunded` what it returned of them.
 */

/** The shop's time zone: where "today" begins and ends. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
/** The days of the revenue series and of the longest period. */
export const DASHBOARD_DAYS = 30;
/** How many products each top list names. */
export const TOP_PRODUCTS = 5;

const Period = z.object({
  /** The first day counted (YYYY-MM-DD, the shop's calendar); the period ends with today. */
  from: z.string(),
  /** Orders placed, refunded ones included. */
  orders: z.number().int(),
  /** Rupees kept: what the orders took less what was refunded of them. */
  revenue: z.number(),
  /** Rupees given back of these orders. */
  refunded: z.number(),
});
export type DashboardPeriod = z.infer<typeof Period>;

const TopProduct = z.object({
  _id: z.string(),
  title: z.string(),
  /** Rupees: the lines' prices, a digital line less its share of the order's coupon; shipping is not a product's. */
  revenue: z.number(),
  /** Copies sold: one per digital order, the prints' quantity per print order. */
  units: z.number().int(),
});
export type DashboardTopProduct = z.infer<typeof TopProduct>;

export const AdminDashboard = z.object({
  timeZone: z.literal(SHOP_TIME_ZONE),
  /** Today's date in the shop's time zone (YYYY-MM-DD). */
  today: z.string(),
  periods: z.object({ today: Period, last7Days: Period, last30Days: Period }),
  /** The last 30 days, oldest first, today last; a day without sales is there with zeros. */
  series: z.array(z.object({ date: z.string(), orders: z.number().int(), revenue: z.number() })),
  /** Over the last 30 days, refunded orders left out: the best five by revenue, and by copies sold. */
  topProducts: z.object({ byRevenue: z.array(TopProduct), byUnits: z.array(TopProduct) }),
  /** Print orders waiting for the shop: Ordered and Processing. */
  pendingPrintOrders: z.object({ ordered: z.number().int(), processing: z.number().int() }),
  /** Enquiries neither replied to nor marked answered. */
  unansweredEnquiries: z.number().int(),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;

export const AdminDashboardResponse = z.object({ success: z.literal(true), data: AdminDashboard });
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
