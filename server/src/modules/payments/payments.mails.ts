import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import type { Inline } from '../../platform/mail/mail';
import { button, items, link as mailLink, paragraph, rows, strong } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import type { Mail } from '../../platform/mail/mailer';
import type { OrderItemRow, OrderRow } from '../orders/orders.repository';
import type { Payment } from './payments.repository';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The shop's address, from the order page's link the receipt is given (…/order-detail/{id}). */
const siteOf = (orderLink: string) => {
  const at = orderLink.lastIndexOf('/order-detail/');
  return at >= 0 ? orderLink.slice(0, at) : '';
};

/** What the receipt says of an order: its lines as sold, and its totals. */
type ReceiptContent = Pick<OrderRow, 'orderNumber' | 'totalPaise' | 'subtotalPaise' | 'discountPaise' | 'couponCode'> & {
  items: Pick<OrderItemRow, 'productId' | 'title' | 'pricePaise' | 'salePricePaise' | 'licenceId' | 'tierName' | 'upgradeFromName'>[];
};

/**
 * The receipt: what was bought (each photograph with its thumbnail, by
 * product id: a URL, `/media/…` on the shop's own server), under which
 * licence, what was paid, and the link to download it. Prices include GST.
 *
 * A mail cannot carry the buyer's sign-in, so it does not link the PDFs
 * themselves: the tax invoice and each licence certificate are on the order
 * page (`link`), which asks them to sign in; each licence's public page
 * (/licence/{id}), which anyone may open, is linked line by line.
 */
export function receiptMail(input: {
  to: string;
  firstname: string;
  order: ReceiptContent;
  transactionId: string;
  link: string;
  thumbnails: ReadonlyMap<string, string>;
  shop: Shop;
}): Mail {
  const { to, firstname, order, transactionId, link, thumbnails, shop } = input;
  const price = (item: ReceiptContent['items'][number]) => rupees(item.salePricePaise ?? item.pricePaise);
  const lines = order.items.map((item) => `${item.title}: ${price(item)}`);
  const site = siteOf(link);
  const licencePath = (item: ReceiptContent['items'][number]) => `/licence/${encodeURIComponent(item.licenceId)}`;
  const licenceName = (item: ReceiptContent['items'][number]) =>
    `${item.tierName} licence${item.upgradeFromName ? ` (upgraded from ${item.upgradeFromName})` : ''}`;
  const documentsLine = 'Your tax invoice and a licence certificate (PDF) for each photograph are on your order page.';
  const checkLine = 'Anyone can check that a licence stands on its own page:';
  const licenceLinks: Inline[] = order.items.flatMap((item) => [`\n${item.title}, ${licenceName(item)}: `, mailLink(licencePath(item), item.licenceId)]);
  const totals = [
    ...(order.discountPaise > 0 ? [`Subtotal: ${rupees(order.subtotalPaise)}`, `Coupon ${order.couponCode ?? ''}: −${rupees(order.discountPaise)}`] : []),
    `Paid: ${rupees(order.totalPaise)} (inclusive of all taxes)`,
    `Transaction ID: ${transactionId}`,
  ];
  const hello = firstname ? `Hello ${firstname},` : 'Hello,';
  return {
    to,
    subject: `Your ${shop.name} order ${order.orderNumber}`,
    text: [
      hello,
      '',
      `Thank you for your order ${order.orderNumber}.`,
      '',
      ...lines,
      '',
      ...totals,
      '',
      'Download your photographs here:',
      link,
      '',
      documentsLine,
      '',
      checkLine,
      ...order.items.map((item) => `${item.title}, ${licenceName(item)} (${item.licenceId}): ${site}${licencePath(item)}`),
      '',
      shop.name,
      shop.email,
    ].join('\n'),
    content: {
      heading: 'Thank you for your order',
      preview: `Your order ${order.orderNumber}: ${rupees(order.totalPaise)}`,
      blocks: [
        paragraph(hello),
        paragraph('Thank you for your order ', strong(order.orderNumber), '.'),
        items(order.items.map((item) => ({ title: item.title, price: price(item), detail: licenceName(item), thumbnail: thumbnails.get(item.productId) }))),
        rows([
          ...(order.discountPaise > 0
            ? [
                { label: 'Subtotal:', value: rupees(order.subtotalPaise) },
                { label: `Coupon ${order.couponCode ?? ''}:`, value: `−${rupees(order.discountPaise)}` },
              ]
            : []),
          { label: 'Paid (inclusive of all taxes):', value: rupees(order.totalPaise), strong: true },
          { label: 'Transaction ID:', value: transactionId },
        ]),
        button('Download your photographs', link),
        paragraph(documentsLine.replace('your order page.', ''), mailLink(link, 'your order page'), '.'),
        paragraph(checkLine, ...licenceLinks),
      ],
    },
  };
}

/** The shop refunded a digital order (decision 026): how much goes back, why, and that its downloads have ended. */
export function refundMail(input: { to: string; firstname: string; orderNumber: string; amountPaise: number; reason: string; shop: Shop }): Mail {
  const { to, firstname, orderNumber, amountPaise, reason, shop } = input;
  const hello = firstname ? `Hello ${firstname},` : 'Hello,';
  const lines = [
    `We have refunded your order ${orderNumber}: ${rupees(amountPaise)} goes back to the way you paid, usually within 5–7 working days.`,
    `Reason: ${reason}`,
    "The order's downloads have ended; you may buy its photographs again at any time.",
  ];
  return {
    to,
    subject: `Your ${shop.name} order ${orderNumber} has been refunded`,
    text: [hello, '', ...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      heading: 'Your order has been refunded',
      blocks: [paragraph(hello), ...lines.map((line) => paragraph(line)), button('See your orders', ROUTE_PATTERNS.orderHistory)],
    },
  };
}

/**
 * A payment captured after its checkout had closed, when its coupon could no
 * longer be used (decision 030): no order was made, and all of it goes back.
 */
export function declinedPaymentMail(input: {
  to: string;
  firstname: string;
  amountPaise: number;
  transactionId: string;
  reason: string;
  cartLink: string;
  shop: Shop;
}): Mail {
  const { to, firstname, amountPaise, transactionId, reason, cartLink, shop } = input;
  const hello = firstname ? `Hello ${firstname},` : 'Hello,';
  const lines = [
    `Your payment of ${rupees(amountPaise)} (transaction ${transactionId}) reached us after its checkout had closed. By then its coupon could no longer be used, so we did not complete the order.`,
    `We are refunding the whole ${rupees(amountPaise)} to the way you paid; it usually arrives within 5–7 working days.`,
    `Reason: ${reason}`,
    'The photographs are still in your cart, if you would like to buy them again:',
  ];
  return {
    to,
    subject: `Your ${shop.name} payment has been refunded`,
    text: [hello, '', ...lines.flatMap((line) => [line, '']), cartLink, '', shop.name, shop.email].join('\n'),
    content: {
      heading: 'Your payment has been refunded',
      blocks: [paragraph(hello), ...lines.map((line) => paragraph(line)), button('Your cart', cartLink)],
    },
  };
}

/**
 * To the shop: the reconciler gave up on a payment the gateway never answered
 * about (decision 031). It names the gateway order, so a person can look it
 * up in the gateway's dashboard and settle it by hand.
 */
export function unreconciledPaymentMail(input: {
  shop: Shop;
  payment: Payment;
  customer: { email: string; firstname: string; lastname: string; mobile: string } | undefined;
}): Mail {
  const { shop, payment, customer } = input;
  const lines = [
    `The payment reconciler has stopped asking the gateway about the order ${payment.gatewayOrderId}: ${payment.reconcileFailures} of its checks failed since the payment was opened, on ${payment.createdAt.toISOString()}, and none could settle it.`,
    `Gateway order: ${payment.gatewayOrderId}`,
    `Payment: ${payment.id} (receipt ${payment.receipt}), ${payment.kind}, ${rupees(payment.amountPaise)}${payment.couponCode ? `, coupon ${payment.couponCode}` : ''}`,
    customer ? `Customer: ${`${customer.firstname} ${customer.lastname}`.trim()}, ${customer.email}, +91${customer.mobile}` : `Customer: ${payment.customerId}`,
    "Please look the order up in the gateway's dashboard. If a payment was captured, the customer has paid and has no order: refund it there, or contact them. If nothing was captured, nothing is owed.",
    'The payment stays open in the shop (a coupon it holds stays held), and a capture the gateway reports by webhook is still fulfilled as usual.',
  ];
  return {
    to: shop.email,
    subject: `Payment for ${payment.gatewayOrderId} needs a person: the gateway does not answer about it`,
    text: [...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      heading: 'A payment needs a person',
      blocks: [...lines.map((line) => paragraph(line)), button('Open the orders in the admin area', ADMIN_ROUTE_PATTERNS.adminOrders)],
    },
  };
}
