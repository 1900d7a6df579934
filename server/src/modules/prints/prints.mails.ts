import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import { trackingLink } from '@chitra/contract/prints-tracking';
import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import type { MailBlock } from '../../platform/mail/mail';
import { button, items, lines, link as linkTo, paragraph, rows, strong } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import type { Mail } from '../../platform/mail/mailer';
import type { PrintOrderWithDetails, ShippingAddressRow } from './prints.repository';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

type Customer = { email: string; firstname: string; lastname: string; mobile: string };

function itemLines(order: PrintOrderWithDetails): string[] {
  return order.items.map(
    (item) => `${item.quantity} × ${item.title} (${item.colourName}), ${rupees(item.unitPricePaise)} each: ${rupees(item.quantity * item.unitPricePaise)}`,
  );
}

function totalLines(order: PrintOrderWithDetails): string[] {
  return [`Prints: ${rupees(order.subtotalPaise)}`, `Shipping: ${rupees(order.shippingPaise)}`, `Paid: ${rupees(order.totalPaise)} (inclusive of all taxes)`];
}

/** The order's prints, as the text has them, in a table. */
function itemsSection(order: PrintOrderWithDetails): Section {
  const prints = order.items.map((item) => ({
    title: item.title,
    detail: `${item.quantity} × ${item.colourName}, ${rupees(item.unitPricePaise)} each`,
    price: rupees(item.quantity * item.unitPricePaise),
  }));
  return { text: itemLines(order), blocks: [items(prints)] };
}

/** The totals, and lines such as the transaction's id, label and value apart. */
function totalsSection(order: PrintOrderWithDetails, extra: string[] = []): Section {
  const totals = rows([
    { label: 'Prints:', value: rupees(order.subtotalPaise) },
    { label: 'Shipping:', value: rupees(order.shippingPaise) },
    { label: 'Paid (inclusive of all taxes):', value: rupees(order.totalPaise), strong: true },
    ...extra.map((line) => {
      const at = line.indexOf(': ');
      return { label: line.slice(0, at + 1), value: line.slice(at + 2) };
    }),
  ]);
  return { text: [...totalLines(order), ...extra], blocks: [totals] };
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

function mail(to: string, subject: string, shop: Shop, heading: string, sections: Section[]): Mail {
  return {
    to,
    subject,
    text: [...sections.flatMap((section) => (section.text.length > 0 ? [...section.text, ''] : [])), shop.name, shop.email].join('\n'),
    content: { heading, blocks: sections.flatMap((section) => section.blocks) },
  };
}

const block = (values: string[]): Section => ({ text: values, blocks: [lines(values)] });

/** Lines under a label ('Ship to:'), the label in bold. */
const labelled = ([label = '', ...rest]: string[]): Section => ({ text: [label, ...rest], blocks: [paragraph(strong(label), `\n${rest.join('\n')}`)] });

/** The button: only the HTML has it. */
const action = (label: string, href: string): Section => ({ text: [], blocks: [button(label, href)] });

const adminPage = (order: PrintOrderWithDetails) => ADMIN_ROUTE_PATTERNS.adminPrintOrder.replace(':id', order.id);

/** The link to the customer's print orders: a line and the address in the text, a button in the HTML. */
const follow = (href: string): Section => ({ text: ['Follow your orders here:', href], blocks: [button('Follow your print orders', href)] });

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

/** To the customer: what they ordered, what they paid, where it goes, and where to follow it. */
export function printConfirmationMail(input: { shop: Shop; order: PrintOrderWithDetails; customer: Customer; transactionId: string; link: string }): Mail {
  const { shop, order, customer, transactionId, link } = input;
  const hello = customer.firstname ? `Hello ${customer.firstname},` : 'Hello,';
  return mail(customer.email, `Your ${shop.name} print order ${order.orderNumber}`, shop, 'Thank you for your print order', [
    block([hello]),
    block([`Thank you for your print order ${order.orderNumber}. We print and frame it by hand and tell you when it ships.`]),
    itemsSection(order),
    totalsSection(order, [`Transaction ID: ${transactionId}`]),
    labelled(['Ship to:', ...addressLines(order.shippingAddress, 'Please confirm your order on our website to give us your shipping address.')]),
    follow(link),
  ]);
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

function statusLines(order: PrintOrderWithDetails, change: PrintStatusChange): string[] {
  switch (change.status) {
    case 'Processing':
      return [`We have started on your print order ${order.orderNumber}: it is being printed and framed by hand.`];
    case 'Shipped':
      return [`Your print order ${order.orderNumber} is on its way.`];
    case 'Delivered':
      return [`Your print order ${order.orderNumber} has been delivered. We hope it looks lovely on your wall.`];
    case 'Cancelled':
      return [
        `We have cancelled your print order ${order.orderNumber}.`,
        ...(change.reason ? [`Reason: ${change.reason}`] : []),
        ...(change.refundPaise
          ? [`A refund of ${rupees(change.refundPaise)} to the way you paid is on its way; banks usually take 5 to 7 working days to show it.`]
          : []),
      ];
  }
}

const TRACK_PARCEL = 'Track your parcel';

/** Shipped: the carrier, the number and the link to the carrier's tracking page (only ever an http(s) address). */
function trackingSection(change: PrintStatusChange): Section | undefined {
  if (change.status !== 'Shipped' || change.trackingNumber === undefined) return undefined;
  const known = [...(change.carrier ? [`Carrier: ${change.carrier}`] : []), `Tracking number: ${change.trackingNumber}`];
  const tracking = trackingLink({ carrier: change.carrier ?? null, trackingNumber: change.trackingNumber, trackingUrl: change.trackingUrl ?? null });
  if (tracking === null) return block(known);
  return {
    text: [...known, `${TRACK_PARCEL}: ${tracking}`],
    blocks: [paragraph(`${known.join('\n')}\n`, linkTo(tracking, TRACK_PARCEL))],
  };
}

const STATUS_HEADINGS: Record<PrintStatusChange['status'], string> = {
  Processing: 'Your prints are being made',
  Shipped: 'Your prints are on their way',
  Delivered: 'Your prints have been delivered',
  Cancelled: 'Your print order was cancelled',
};

/** To the customer: the shop moved their print order on (admin area), with where to follow it. */
export function printStatusMail(input: { shop: Shop; order: PrintOrderWithDetails; customer: Customer; change: PrintStatusChange; link: string }): Mail {
  const { shop, order, customer, change, link } = input;
  const hello = customer.firstname ? `Hello ${customer.firstname},` : 'Hello,';
  return mail(customer.email, `Your ${shop.name} print order ${order.orderNumber}: ${change.status}`, shop, STATUS_HEADINGS[change.status], [
    block([hello]),
    { text: statusLines(order, change), blocks: statusLines(order, change).map((line) => paragraph(line)) },
    ...[trackingSection(change)].filter((section) => section !== undefined),
    itemsSection(order),
    follow(link),
  ]);
}
