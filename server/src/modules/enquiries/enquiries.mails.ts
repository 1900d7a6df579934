import { escapeHtml, mailLayout, type Shop } from '../../platform/mail/mail-layout';
import type { Mail } from '../../platform/mail/mailer';
import type { NewEnquiry } from './enquiries.repository';

/** The enquiry, to the shop's support address. Everything the visitor typed is escaped. */
export function enquiryMail(enquiry: NewEnquiry, shop: Shop): Mail {
  const { name, email, mobile, comment } = enquiry;
  // The subject reaches the demo log: the name only, trimmed to one line.
  const subject = `Website enquiry from ${name.replace(/\s+/g, ' ').slice(0, 60)}`;
  return {
    to: shop.email,
    subject,
    text: [`Name: ${name}`, `E-mail: ${email}`, `Mobile: ${mobile}`, '', comment].join('\n'),
    html: mailLayout(shop, [
      `<strong>Name:</strong> ${escapeHtml(name)}<br><strong>E-mail:</strong> ${escapeHtml(email)}<br><strong>Mobile:</strong> ${escapeHtml(mobile)}`,
      escapeHtml(comment).replace(/\n/g, '<br>'),
    ]),
  };
}
