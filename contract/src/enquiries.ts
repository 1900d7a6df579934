import { z } from 'zod';
import { Email, Mobile } from './accounts';
import { MESSAGES } from './messages';

export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_COMMENT_MAX = 2000;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `must be at most ${max} characters`);

/** Spec §3 Contact enquiry, with the messages of spec §5. */
export const EnquiryBody = z.object({
  name: required(MESSAGES.firstNameRequired, ENQUIRY_NAME_MAX),
  email: Email,
  mobile: Mobile,
  comment: required(MESSAGES.commentsRequired, ENQUIRY_COMMENT_MAX),
});
export type EnquiryBody = z.input<typeof EnquiryBody>;
