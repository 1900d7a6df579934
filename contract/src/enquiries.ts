import { z } from 'zod';
import { Email, Mobile } from './accounts';
import { MESSAGES } from './messages';
import { CONTROL_CHARACTERS, multiLine, singleLine } from './text';

export const ENQUIRY_NAME_MAX = 100;
export const ENQUIRY_COMMENT_MAX = 2000;

const required = (message: string, max: number, rule: (value: string) => boolean) =>
  z.string({ error: message }).trim().min(1, message).max(max, `must be at most ${max} characters`).refine(rule, CONTROL_CHARACTERS);

/** docs/spec.md §3 Contact enquiry, with the messages of docs/spec.md §5. */
export const EnquiryBody = z.object({
  name: required(MESSAGES.firstNameRequired, ENQUIRY_NAME_MAX, singleLine),
  email: Email,
  mobile: Mobile,
  comment: required(MESSAGES.commentsRequired, ENQUIRY_COMMENT_MAX, multiLine),
});
export type EnquiryBody = z.input<typeof EnquiryBody>;
