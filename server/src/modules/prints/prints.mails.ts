import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import { trackingLink } from '@chitra/contract/prints-tracking';
import { escapeHtml, mailLayout, type Shop } from '../../platform/mail/mail-layout';
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

function mail(to: string, subject: string, shop: Shop, sections: { text: string[]; html: string }[]): Mail {
  return {
    to,
    subject,
    text: [...sections.flatMap((section) => [...section.text, '']), shop.name, shop.email].join('\n'),
    html: mailLayout(
      shop,
      sections.map((section) => section.html),
    ),
  };
}

const block = (lines: string[]) => ({ text: lines, html: lines.map(escapeHtml).join('<br>') });

/** To the shop: a print order to make and ship, with everything needed to do it. */
export function shopPrintOrderMail(input: { shop: Shop; order: PrintOrderWithDetails; customer: Customer; transactionId: string }): Mail {
  const { shop, order, customer, transactionId } = input;
  return mail(shop.email, `New print order ${order.orderNumber}`, shop, [
    block([`A print order was paid: ${order.orderNumber}.`]),
    block(itemLines(order)),
    block(totalLines(order)),
    block(['Ship to:', ...addressLines(order.shippingAddress, 'Not given yet: it follows when the customer confirms the order.')]),
    block(['Customer:', `${customer.firstname} ${customer.lastname}`.trim(), customer.email, `+91${customer.mobile}`, `Transaction ID: ${transactionId}`]),
  ]);
}

/** To the shop: the address of an order that was paid before the address arrived. */
export function shopPrintAddressMail(input: { shop: Shop; order: PrintOrderWithDetails }): Mail {
  const { shop, order } = input;
  return mail(shop.email, `Shipping address for print order ${order.orderNumber}`, shop, [
    block([`The customer gave the shipping address of ${order.orderNumber}.`]),
    block(['Ship to:', ...addressLines(order.shippingAddress, 'Not given.')]),
  ]);
}

/** To the customer: what they ordered, what they paid, where it goes, and where to follow it. */
export function printConfirmationMail(input: { shop: Shop; order: PrintOrderWithDetails; customer: Customer; transactionId: string; link: string }): Mail {
  const { shop, order, customer, transactionId, link } = input;
  const hello = customer.firstname ? `Hello ${customer.firstname},` : 'Hello,';
  return mail(customer.email, `Your ${shop.name} print order ${order.orderNumber}`, shop, [
    block([hello]),
    block([`Thank you for your print order ${order.orderNumber}. We print and frame it by hand and tell you when it ships.`]),
    block(itemLines(order)),
    block([...totalLines(order), `Transaction ID: ${transactionId}`]),
    block(['Ship to:', ...addressLines(order.shippingAddress, 'Please confirm your order on our website to give us your shipping address.')]),
    { text: ['Follow your orders here:', link], html: `<a href="${escapeHtml(link)}">Follow your print orders</a>` },
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
function trackingSection(change: PrintStatusChange): { text: string[]; html: string } | undefined {
  if (change.status !== 'Shipped' || change.trackingNumber === undefined) return undefined;
  const lines = [...(change.carrier ? [`Carrier: ${change.carrier}`] : []), `Tracking number: ${change.trackingNumber}`];
  const link = trackingLink({ carrier: change.carrier ?? null, trackingNumber: change.trackingNumber, trackingUrl: change.trackingUrl ?? null });
  if (link === null) return block(lines);
  return {
    text: [...lines, `${TRACK_PARCEL}: ${link}`],
    html: [...lines.map(escapeHtml), `<a href="${escapeHtml(link)}">${TRACK_PARCEL}</a>`].join('<br>'),
  };
}

/** To the customer: the shop moved their print order on (admin area), with where to follow it. */
export function printStatusMail(input: { shop: Shop; order: PrintOrderWithDetails; customer: Customer; change: PrintStatusChange; link: string }): Mail {
  const { shop, order, customer, change, link } = input;
  const hello = customer.firstname ? `Hello ${customer.firstname},` : 'Hello,';
  return mail(customer.email, `Your ${shop.name} print order ${order.orderNumber}: ${change.status}`, shop, [
    block([hello]),
    block(statusLines(order, change)),
    ...[trackingSection(change)].filter((section) => section !== undefined),
    block(itemLines(order)),
    { text: ['Follow your orders here:', link], html: `<a href="${escapeHtml(link)}">Follow your print orders</a>` },
  ]);
}
