import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { trackingLink } from '@chitra/contract/prints-tracking';
import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import type { MailBlock } from '../../platform/mail/mail';
import { button, items, lines, link as linkTo, paragraph, rows, strong } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import { countIn, HELLO, rupeesIn } from '../../platform/mail/mail-words';
import type { Mail } from '../../platform/mail/mailer';
import { PRINTS_MAIL_WORDS } from './prints.mail-words';
import type { PrintOrderWithDetails, ShippingAddressRow } from './prints.repository';

type Customer = { email: string; firstname: string; lastname: string; mobile: string };

/** The shop's own mails are English; the customer's are in their language (prints.mail-words.ts). */
function itemLines(order: PrintOrderWithDetails, locale: Locale): string[] {
  const w = PRINTS_MAIL_WORDS[locale];
  const rupees = rupeesIn(locale);
  return order.items.map((item) =>
    w.itemLine(countIn(locale, item.quantity), item.title, item.colourName, rupees(item.unitPricePaise), rupees(item.quantity * item.unitPricePaise)),
  );
}

function totalLines(order: PrintOrderWithDetails, locale: Locale): string[] {
  const w = PRINTS_MAIL_WORDS[locale];
  const rupees = rupeesIn(locale);
  return [`${w.prints}: ${rupees(order.subtotalPaise)}`, `${w.shipping}: ${rupees(order.shippingPaise)}`, w.paidLine(rupees(order.totalPaise))];
}

/** The order's prints, as the text has them, in a table. */
function itemsSection(order: PrintOrderWithDetails, locale: Locale = DEFAULT_LOCALE): Section {
  const w = PRINTS_MAIL_WORDS[locale];
  const rupees = rupeesIn(locale);
  const prints = order.items.map((item) => ({
    title: item.title,
    detail: w.itemDetail(countIn(locale, item.quantity), item.colourName, rupees(item.unitPricePaise)),
    price: rupees(item.quantity * item.unitPricePaise),
  }));
  return { text: itemLines(order, locale), blocks: [items(prints)] };
}

/** The totals, and lines such as the transaction's id, label and value apart. */
function totalsSection(order: PrintOrderWithDetails, extra: string[] = [], locale: Locale = DEFAULT_LOCALE): Section {
  const w = PRINTS_MAIL_WORDS[locale];
  const rupees = rupeesIn(locale);
  const totals = rows([
    { label: `${w.prints}:`, value: rupees(order.subtotalPaise) },
    { label: `${w.shipping}:`, value: rupees(order.shippingPaise) },
    { label: w.paidLabel, value: rupees(order.totalPaise), strong: true },
    ...extra.map((line) => {
      const at = line.indexOf(': ');
      return { label: line.slice(0, at + 1), value: line.slice(at + 2) };
    }),
  ]);
  return { text: [...totalLines(order, locale), ...extra], blocks: [totals] };
}

function addressLines(address: ShippingAddressRow | null, missing: string): string[] {
  if (!address) return [missing];
  return [
    `${address.firstname} ${address.lastname}`,
    address.address,
    ...(address.other ? [address.other] : []),
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
  ];
}

/** A part of the mail: its lines in the text, its blocks in the HTML. */
type Section = { text: string[]; blocks: MailBlock[] };

function mail(to: string, subject: string, shop: Shop, heading: string, sections: Section[], locale: Locale = DEFAULT_LOCALE): Mail {
  return {
    to,
    subject,
    text: [...sections.flatMap((section) => (section.text.length > 0 ? [...section.text, ''] : [])), shop.name, shop.email].join('\n'),
    content: { locale, heading, blocks: sections.flatMap((section) => section.blocks) },
  };
}

const block = (values: string[]): Section => ({ text: values, blocks: [lines(values)] });

/** Lines under a label ('Ship to:'), the label in bold. */
const labelled = ([label = '', ...rest]: string[]): Section => ({ text: [label, ...rest], blocks: [paragraph(strong(label), `\n${rest.join('\n')}`)] });

/** The button: only the HTML has it. */
const action = (label: string, href: string): Section => ({ text: [], blocks: [button(label, href)] });

const adminPage = (order: PrintOrderWithDetails) => ADMIN_ROUTE_PATTERNS.adminPrintOrder.replace(':id', order.id);

/** The link to the customer's print orders: a line and the address in the text, a button in the HTML. */
const follow = (href: string, locale: Locale): Section => {
  const w = PRINTS_MAIL_WORDS[locale];
  return { text: [w.followHere, href], blocks: [button(w.followButton, href)] };
};

/** To the shop: a print order to make and ship, with everything needed to do it. */
export function shopPrintOrderMail(input: { shop: Shop; order: PrintOrderWithDetails; customer: Customer; transactionId: string }): Mail {
  const { shop, order, customer, transactionId } = input;
  return mail(shop.email, `New print order ${order.orderNumber}`, shop, 'A new print order', [
    block([`A print order was paid: ${order.orderNumber}.`]),
    itemsSection(order),
    totalsSection(order),
    labelled(['Ship to:', ...addressLines(order.shippingAddress, 'Not given yet: it follows when the customer confirms the order.')]),
    labelled(['Customer:', `${customer.firstname} ${customer.lastname}`.trim(), customer.email, `+91${customer.mobile}`, `Transaction ID: ${transactionId}`]),
    action('Open the print order', adminPage(order)),
  ]);
}

/** To the shop: the address of an order that was paid before the address arrived. */
export function shopPrintAddressMail(input: { shop: Shop; order: PrintOrderWithDetails }): Mail {
  const { shop, order } = input;
  return mail(shop.email, `Shipping address for print order ${order.orderNumber}`, shop, 'A shipping address', [
    block([`The customer gave the shipping address of ${order.orderNumber}.`]),
    labelled(['Ship to:', ...addressLines(order.shippingAddress, 'Not given.')]),
    action('Open the print order', adminPage(order)),
  ]);
}

/** To the customer: what they ordered, what they paid, where it goes, and where to follow it (`link`, in their language). */
export function printConfirmationMail(input: {
  shop: Shop;
  order: PrintOrderWithDetails;
  customer: Customer;
  transactionId: string;
  link: string;
  locale?: Locale | undefined;
}): Mail {
  const { shop, order, customer, transactionId, link, locale = DEFAULT_LOCALE } = input;
  const w = PRINTS_MAIL_WORDS[locale];
  const hello = HELLO[locale](customer.firstname);
  return mail(
    customer.email,
    w.confirmationSubject(shop.name, order.orderNumber),
    shop,
    w.confirmationHeading,
    [
      block([hello]),
      block([w.confirmationThanks(order.orderNumber)]),
      itemsSection(order, locale),
      totalsSection(order, [`${w.transactionId}: ${transactionId}`], locale),
      labelled([w.shipTo, ...addressLines(order.shippingAddress, w.confirmToGiveAddress)]),
      follow(link, locale),
    ],
    locale,
  );
}

/** What the shop changed, as the status mail tells it. */
export type PrintStatusChange = {
  status: 'Processing' | 'Shipped' | 'Delivered' | 'Cancelled';
  trackingNumber?: string | undefined;
  /** Shipped: who carries it and the link the shop gave, when it said (decision 038). */
  carrier?: string | undefined;
  trackingUrl?: string | undefined;
  reason?: string | undefined;
  /** Cancelled and paid: the whole payment goes back. */
  refundPaise?: number | undefined;
};

function statusLines(order: PrintOrderWithDetails, change: PrintStatusChange, locale: Locale): string[] {
  const w = PRINTS_MAIL_WORDS[locale];
  switch (change.status) {
    case 'Processing':
      return [w.processing(order.orderNumber)];
    case 'Shipped':
      return [w.shipped(order.orderNumber)];
    case 'Delivered':
      return [w.delivered(order.orderNumber)];
    case 'Cancelled':
      return [
        w.cancelled(order.orderNumber),
        ...(change.reason ? [w.reason(change.reason)] : []),
        ...(change.refundPaise ? [w.refundOnItsWay(rupeesIn(locale)(change.refundPaise))] : []),
      ];
  }
}

/** Shipped: the carrier, the number and the link to the carrier's tracking page (only ever an http(s) address). */
function trackingSection(change: PrintStatusChange, locale: Locale): Section | undefined {
  if (change.status !== 'Shipped' || change.trackingNumber === undefined) return undefined;
  const w = PRINTS_MAIL_WORDS[locale];
  const known = [...(change.carrier ? [`${w.carrier}: ${change.carrier}`] : []), `${w.trackingNumber}: ${change.trackingNumber}`];
  const tracking = trackingLink({ carrier: change.carrier ?? null, trackingNumber: change.trackingNumber, trackingUrl: change.trackingUrl ?? null });
  if (tracking === null) return block(known);
  return {
    text: [...known, `${w.trackParcel}: ${tracking}`],
    blocks: [paragraph(`${known.join('\n')}\n`, linkTo(tracking, w.trackParcel))],
  };
}

/** To the customer: the shop moved their print order on (admin area), with where to follow it (`link`, in their language). */
export function printStatusMail(input: {
  shop: Shop;
  order: PrintOrderWithDetails;
  customer: Customer;
  change: PrintStatusChange;
  link: string;
  locale?: Locale | undefined;
}): Mail {
  const { shop, order, customer, change, link, locale = DEFAULT_LOCALE } = input;
  const w = PRINTS_MAIL_WORDS[locale];
  const hello = HELLO[locale](customer.firstname);
  const said = statusLines(order, change, locale);
  return mail(
    customer.email,
    w.statusSubject(shop.name, order.orderNumber, w.statusNames[change.status]),
    shop,
    w.statusHeadings[change.status],
    [
      block([hello]),
      { text: said, blocks: said.map((line) => paragraph(line)) },
      ...[trackingSection(change, locale)].filter((section) => section !== undefined),
      itemsSection(order, locale),
      follow(link, locale),
    ],
    locale,
  );
}
