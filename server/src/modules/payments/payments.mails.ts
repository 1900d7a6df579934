import { formatRupees, paiseToRupees } from '@chitra/contract/money';
import { escapeHtml, mailLayout, type Shop } from '../../platform/mail/mail-layout';
import type { Mail } from '../../platform/mail/mailer';
import type { OrderWithItems } from './payments.repository';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** The receipt: what was bought, what was paid, and the link to download it. Prices include GST. */
export function receiptMail(input: {
  to: string;
  firstname: string;
  order: OrderWithItems;
  transactionId: string;
  link: string;
  shop: Shop;
}): Mail {
  const { to, firstname, order, transactionId, link, shop } = input;
  const lines = order.items.map((item) => `${item.title}: ${rupees(item.salePricePaise ?? item.pricePaise)}`);
  const totals = [
    ...(order.discountPaise > 0
      ? [`Subtotal: ${rupees(order.subtotalPaise)}`, `Coupon ${order.couponCode ?? ''}: −${rupees(order.discountPaise)}`]
      : []),
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
      shop.name,
      shop.email,
    ].join('\n'),
    html: mailLayout(shop, [
      escapeHtml(hello),
      `Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>.`,
      lines.map(escapeHtml).join('<br>'),
      totals.map(escapeHtml).join('<br>'),
      `<a href="${escapeHtml(link)}">Download your photographs</a>`,
    ]),
  };
}
