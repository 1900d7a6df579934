import { contentIn } from '@chitra/contract/content-text';
import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { ADMIN_ROUTE_PATTERNS } from '@chitra/contract/admin-routes';
import type { Inline } from '../../platform/mail/mail';
import { button, items, link as mailLink, paragraph, rows, strong } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import { HELLO, rupeesIn, shopPath } from '../../platform/mail/mail-words';
import type { Mail } from '../../platform/mail/mailer';
import type { OrderItemRow, OrderRow } from '../orders/orders.repository';
import type { Payment } from './payments.repository';
import { PAYMENTS_MAIL_WORDS } from './payments.mail-words';

/** The shop's own mail is English. */
const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The shop's address in the mail's language ('…' or '…/mr'), from the order page's link the receipt is given (…/order-detail/{id}). */
const siteOf = (orderLink: string) => {
  const at = orderLink.lastIndexOf('/order-detail/');
  return at >= 0 ? orderLink.slice(0, at) : '';
};

/** What the receipt says of an order: its lines as sold, and its totals. */
type ReceiptContent = Pick<OrderRow, 'orderNumber' | 'totalPaise' | 'subtotalPaise' | 'discountPaise' | 'couponCode'> & {
  items: (Pick<OrderItemRow, 'productId' | 'title' | 'pricePaise' | 'salePricePaise' | 'licenceId' | 'tierName' | 'upgradeFromName'> &
    Partial<Pick<OrderItemRow, 'translations'>>)[];
};

/**
 * The receipt: what was bought (each photograph with its thumbnail, by
 * product id: a URL, `/media/…` on the shop's own server), under which
 * licence, what was paid, and the link to download it. Prices include GST.
 * In the buyer's language (`locale`; the words are payments.mail-words.ts),
 * its links to the shop's pages too (`link` comes so from the caller).
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
  locale?: Locale | undefined;
}): Mail {
  const { to, firstname, order, transactionId, link, thumbnails, shop, locale = DEFAULT_LOCALE } = input;
  const w = PAYMENTS_MAIL_WORDS[locale];
  const rupees = rupeesIn(locale);
  const price = (item: ReceiptContent['items'][number]) => rupees(item.salePricePaise ?? item.pricePaise);
  // Each photograph by its title in the buyer's language where it has one (decision 064), else as sold.
  const titleOf = (item: ReceiptContent['items'][number]) => contentIn(locale, item.title, item.translations, 'title').text;
  const lines = order.items.map((item) => `${titleOf(item)}: ${price(item)}`);
  const site = siteOf(link);
  const licencePath = (item: ReceiptContent['items'][number]) => `/licence/${encodeURIComponent(item.licenceId)}`;
  const licenceName = (item: ReceiptContent['items'][number]) => w.licenceName(item.tierName, item.upgradeFromName);
  const [documentsBefore, documentsLink, documentsAfter] = w.documents;
  const documentsLine = `${documentsBefore}${documentsLink}${documentsAfter}`;
  const licenceLinks: Inline[] = order.items.flatMap((item) => [
    `\n${titleOf(item)}, ${licenceName(item)}: `,
    mailLink(shopPath(locale, licencePath(item)), item.licenceId),
  ]);
  const totals = [
    ...(order.discountPaise > 0
      ? [`${w.subtotal}: ${rupees(order.subtotalPaise)}`, `${w.coupon(order.couponCode ?? '')}: −${rupees(order.discountPaise)}`]
      : []),
    w.paidLine(rupees(order.totalPaise)),
    `${w.transactionId}: ${transactionId}`,
  ];
  const hello = HELLO[locale](firstname);
  const [thanksBefore, thanksAfter] = w.thanks;
  return {
    to,
    subject: w.receiptSubject(shop.name, order.orderNumber),
    text: [
      hello,
      '',
      `${thanksBefore}${order.orderNumber}${thanksAfter}`,
      '',
      ...lines,
      '',
      ...totals,
      '',
      w.downloadHere,
      link,
      '',
      documentsLine,
      '',
      w.checkLicences,
      ...order.items.map((item) => `${titleOf(item)}, ${licenceName(item)} (${item.licenceId}): ${site}${licencePath(item)}`),
      '',
      shop.name,
      shop.email,
    ].join('\n'),
    content: {
      locale,
      heading: w.receiptHeading,
      preview: w.receiptPreview(order.orderNumber, rupees(order.totalPaise)),
      blocks: [
        paragraph(hello),
        paragraph(thanksBefore, strong(order.orderNumber), thanksAfter),
        items(order.items.map((item) => ({ title: titleOf(item), price: price(item), detail: licenceName(item), thumbnail: thumbnails.get(item.productId) }))),
        rows([
          ...(order.discountPaise > 0
            ? [
                { label: `${w.subtotal}:`, value: rupees(order.subtotalPaise) },
                { label: `${w.coupon(order.couponCode ?? '')}:`, value: `−${rupees(order.discountPaise)}` },
              ]
            : []),
          { label: w.paidLabel, value: rupees(order.totalPaise), strong: true },
          { label: `${w.transactionId}:`, value: transactionId },
        ]),
        button(w.downloadButton, link),
        paragraph(documentsBefore, mailLink(link, documentsLink), documentsAfter),
        paragraph(w.checkLicences, ...licenceLinks),
      ],
    },
  };
}

/** The shop refunded a digital order (decision 026): how much goes back, why, and that its downloads have ended. */
export function refundMail(input: {
  to: string;
  firstname: string;
  orderNumber: string;
  amountPaise: number;
  reason: string;
  shop: Shop;
  locale?: Locale | undefined;
}): Mail {
  const { to, firstname, orderNumber, amountPaise, reason, shop, locale = DEFAULT_LOCALE } = input;
  const w = PAYMENTS_MAIL_WORDS[locale];
  const hello = HELLO[locale](firstname);
  const lines = [w.refunded(orderNumber, rupeesIn(locale)(amountPaise)), w.reason(reason), w.downloadsEnded];
  return {
    to,
    subject: w.refundSubject(shop.name, orderNumber),
    text: [hello, '', ...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.refundHeading,
      blocks: [paragraph(hello), ...lines.map((line) => paragraph(line)), button(w.seeOrders, shopPath(locale, ROUTE_PATTERNS.orderHistory))],
    },
  };
}

/**
 * A payment captured after its checkout had closed, when its coupon could no
 * longer be used (decision 030): no order was made, and all of it goes back.
 * `cartLink` comes in the mail's language from the caller.
 */
export function declinedPaymentMail(input: {
  to: string;
  firstname: string;
  amountPaise: number;
  transactionId: string;
  reason: string;
  cartLink: string;
  shop: Shop;
  locale?: Locale | undefined;
}): Mail {
  const { to, firstname, amountPaise, transactionId, reason, cartLink, shop, locale = DEFAULT_LOCALE } = input;
  const w = PAYMENTS_MAIL_WORDS[locale];
  const amount = rupeesIn(locale)(amountPaise);
  const hello = HELLO[locale](firstname);
  const lines = [w.declinedLate(amount, transactionId), w.declinedRefunding(amount), w.reason(reason), w.stillInCart];
  return {
    to,
    subject: w.declinedSubject(shop.name),
    text: [hello, '', ...lines.flatMap((line) => [line, '']), cartLink, '', shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.declinedHeading,
      blocks: [paragraph(hello), ...lines.map((line) => paragraph(line)), button(w.cartButton, cartLink)],
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
