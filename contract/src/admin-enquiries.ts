import { z } from 'zod';
import { ADMIN_MESSAGES, ENQUIRY_REPLY_MAX, ENQUIRY_STATUSES } from './admin-rules';
import { AdminList, AdminPageQuery, AdminWritten, longText, MaybeMoment, Moment } from './admin';

/**
 * The contact form's enquiries in the admin area (contract/src/admin.ts):
 * `GET admin/enquiries`, `POST admin/enquiries/{id}/reply`, `POST
 * admin/enquiries/{id}/answered`.
 */

export const AdminEnquiriesQuery = AdminPageQuery.extend({
  status: z.enum(ENQUIRY_STATUSES, { error: `must be one of ${ENQUIRY_STATUSES.join(', ')}` }).optional(),
});
export type AdminEnquiriesQuery = z.input<typeof AdminEnquiriesQuery>;

export const AdminEnquiry = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  comment: z.string(),
  status: z.enum(ENQUIRY_STATUSES),
  answeredAt: MaybeMoment,
  createdAt: Moment,
  /** The shop's replies, oldest first. */
  replies: z.array(
    z.object({
      _id: z.string(),
      message: z.string(),
      /** The admin's address (null if that account is gone). */
      by: z.string().nullable(),
      createdAt: Moment,
      /** The mail server took it. */
      mailed: z.boolean(),
    }),
  ),
});
export type AdminEnquiry = z.infer<typeof AdminEnquiry>;

export const AdminEnquiriesResponse = AdminList(AdminEnquiry);
export type AdminEnquiriesResponse = z.infer<typeof AdminEnquiriesResponse>;

export const EnquiryReplyBody = z.object({ message: longText(ENQUIRY_REPLY_MAX, ADMIN_MESSAGES.replyRequired) });
export type EnquiryReplyBody = z.input<typeof EnquiryReplyBody>;

export const AdminEnquiryResponse = AdminWritten(AdminEnquiry);
export type AdminEnquiryResponse = z.infer<typeof AdminEnquiryResponse>;
