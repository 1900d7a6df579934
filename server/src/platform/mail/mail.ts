import type { Locale } from '@chitra/contract/locales';

/**
 * One message as a module writes it: the plain-text part, ready, and the
 * content its HTML part is made from when it is sent (mail-render.ts, decision
 * 051). The job that sends it renders it, so the HTML always has the shop's
 * current look and its logo at the current PUBLIC_URL.
 */
export type Mail = { to: string; subject: string; text: string; content: MailContent };

/** As the outbox keeps it and SMTP sends it: always a plain-text part beside the HTML. */
export type RenderedMail = { to: string; subject: string; text: string; html: string };

/** Text inside a paragraph: plain (escaped when rendered; a newline is a line break), bold, or a link. */
export type Inline = string | { strong: string } | { link: string; text: string };

/** A photograph or print on a receipt: its thumbnail (a URL; one starting with `/` is on the shop's own server), title and price. */
export type MailItem = { title: string; price: string; detail?: string | undefined; thumbnail?: string | undefined };

export type MailBlock =
  | { kind: 'paragraph'; text: Inline[] }
  /** A one-time code, large and spaced. */
  | { kind: 'code'; code: string }
  /** The mail's one primary action. `href` starting with `/` is a page of the shop. */
  | { kind: 'button'; label: string; href: string }
  | { kind: 'items'; items: MailItem[] }
  /** Label and value pairs: totals, an enquiry's fields. */
  | { kind: 'rows'; rows: { label: string; value: string; strong?: boolean | undefined }[] }
  /** Someone's own words quoted back to them, under a caption. */
  | { kind: 'quote'; caption: string; text: string };

type MailContent = {
  /** The language it is written in (the HTML's `lang`); English when not given (decision 062). */
  locale?: Locale | undefined;
  /** The large line at the top of the card. */
  heading: string;
  /** The inbox's preview line; the heading when not given. */
  preview?: string | undefined;
  blocks: MailBlock[];
};
