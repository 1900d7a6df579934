import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { button, link, paragraph, quote, strong } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import { dayIn, HELLO, shopPath } from '../../platform/mail/mail-words';
import type { Mail } from '../../platform/mail/mailer';
import { ENQUIRIES_MAIL_WORDS } from './enquiries.mail-words';
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

/**
 * The shop's reply to an enquiry (admin area), to the address the visitor
 * gave, quoting what they wrote, in the language of the page they wrote it on
 * (`enquiry.locale`, English when not given; enquiries.mail-words.ts).
 */
export function enquiryReplyMail(input: { enquiry: NewEnquiry & { locale?: Locale | undefined }; message: string; shop: Shop }): Mail {
  const { enquiry, message, shop } = input;
  const locale = enquiry.locale ?? DEFAULT_LOCALE;
  const w = ENQUIRIES_MAIL_WORDS[locale];
  const hello = HELLO[locale](enquiry.name.replace(/\s+/g, ' ').trim());
  const quoted = enquiry.comment.split('\n').map((line) => `> ${line}`);
  // English keeps its ISO day, as it always had; Hindi and Marathi write the day in words, in IST.
  const day = locale === DEFAULT_LOCALE ? enquiry.createdAt.toISOString().slice(0, 10) : dayIn(locale, enquiry.createdAt);
  return {
    to: enquiry.email,
    subject: w.replySubject(shop.name),
    text: [hello, '', message, '', w.youWrote(day), ...quoted, '', shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.replyHeading,
      blocks: [
        paragraph(hello),
        paragraph(message),
        quote(w.youWrote(day), enquiry.comment),
        button(w.visit(shop.name), shopPath(locale, ROUTE_PATTERNS.home)),
      ],
    },
  };
}
