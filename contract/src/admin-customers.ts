import { z } from 'zod';
import { CUSTOMER_SEARCH_MAX } from './admin-rules';
import { AdminList, AdminOne, AdminPageQuery, AdminWritten, MaybeMoment, Moment } from './admin';
import { CONTROL_CHARACTERS, singleLine } from './text';

/**
 * Customers in the admin area (contract/src/admin.ts): `GET admin/customers`,
 * `GET admin/customers/{id}`, `POST admin/customers/{id}/disable|enable`.
 */

export const AdminCustomersQuery = AdminPageQuery.extend({
  /** Part of the name, address or mobile number. */
  search: z
    .string({ error: 'must be text' })
    .trim()
    .max(CUSTOMER_SEARCH_MAX, `must be at most ${CUSTOMER_SEARCH_MAX} characters`)
    .refine(singleLine, CONTROL_CHARACTERS)
    .optional(),
});
export type AdminCustomersQuery = z.input<typeof AdminCustomersQuery>;

export const AdminCustomer = z.object({
  _id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  mobile: z.string(),
  role: z.enum(['customer', 'admin']),
  /** The address was proven by an OTP (or a reset link). */
  verified: z.boolean(),
  disabled: z.boolean(),
  disabledAt: MaybeMoment,
  createdAt: Moment,
});
export type AdminCustomer = z.infer<typeof AdminCustomer>;

export const AdminCustomersResponse = AdminList(AdminCustomer);
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponse>;

const OrderTotals = z.object({ count: z.number().int(), total: z.number() });

export const AdminCustomerDetail = AdminCustomer.extend({
  orders: z.object({
    /** Paid digital orders not refunded: how many, and what they paid in all (rupees). */
    digital: OrderTotals,
    /** Print orders not cancelled. */
    prints: OrderTotals,
    /** The newest orders of both kinds (at most 20), newest first. */
    recent: z.array(
      z.object({
        _id: z.string(),
        orderID: z.string(),
        kind: z.enum(['digital', 'print']),
        total: z.number(),
        /** A print order's status; 'Paid' or 'Refunded' for a digital order. */
        status: z.string(),
        createdAt: Moment,
      }),
    ),
  }),
  /** Sessions still signed in. */
  activeSessions: z.number().int(),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const AdminCustomerResponse = AdminOne(AdminCustomerDetail);
export type AdminCustomerResponse = z.infer<typeof AdminCustomerResponse>;
export const AdminCustomerWrittenResponse = AdminWritten(AdminCustomer);
export type AdminCustomerWrittenResponse = z.infer<typeof AdminCustomerWrittenResponse>;
