import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { button, link, paragraph, quote, strong } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
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
    content: {
      heading: 'A website enquiry',
      preview: `From ${name}`,
      blocks: [
        paragraph(strong('Name:'), ` ${name}\n`, strong('E-mail:'), ' ', link(`mailto:${email}`, email), '\n', strong('Mobile:'), ` ${mobile}`),
        paragraph(comment),
        button('Answer it in the admin area', ADMIN_ROUTE_PATTERNS.adminEnquiries),
      ],
    },
  };
}

/** The shop's reply to an enquiry (admin area), to the address the visitor gave, quoting what they wrote. */
export function enquiryReplyMail(input: { enquiry: NewEnquiry; message: string; shop: Shop }): Mail {
  const { enquiry, message, shop } = input;
  const hello = `Hello ${enquiry.name.replace(/\s+/g, ' ').trim()},`;
  const quoted = enquiry.comment.split('\n').map((line) => `> ${line}`);
  return {
    to: enquiry.email,
    subject: `Re: your enquiry to ${shop.name}`,
    text: [hello, '', message, '', `You wrote to us on ${enquiry.createdAt.toISOString().slice(0, 10)}:`, ...quoted, '', shop.name, shop.email].join('\n'),
    content: {
      heading: 'About your enquiry',
      blocks: [
        paragraph(hello),
        paragraph(message),
        quote(`You wrote to us on ${enquiry.createdAt.toISOString().slice(0, 10)}:`, enquiry.comment),
        button(`Visit ${shop.name}`, ROUTE_PATTERNS.home),
      ],
    },
  };
}
