import { otpMail, resetMail, emailChangeRequestedMail, emailChangedMail } from '../../modules/accounts/accounts.mails';
import { enquiryMail, enquiryReplyMail } from '../../modules/enquiries/enquiries.mails';
import { declinedPaymentMail, receiptMail, refundMail, unreconciledPaymentMail } from '../../modules/payments/payments.mails';
import type { Payment } from '../../modules/payments/payments.repository';
import { printConfirmationMail, printStatusMail, shopPrintAddressMail, shopPrintOrderMail } from '../../modules/prints/prints.mails';
import type { PrintOrderWithDetails } from '../../modules/prints/prints.repository';
import type { OrderWithItems } from '../../modules/orders/orders.writer';
import type { Mail } from './mail';
import type { MailBrand } from './mail-render';

/**
 * One mail of every kind the shop sends, with made-up but likely values: the
 * unit test renders each (mail-kinds.unit.test.ts) and the screenshot script
 * (server/scripts/mail-screenshots.ts) draws each.
 */

export const SAMPLE_BRAND: MailBrand = { publicUrl: 'https://shop.example.in', shop: { name: 'Chitra Studio', email: 'support@chitra.example' } };

const shop = SAMPLE_BRAND.shop;
const at = new Date('2026-11-20T10:30:00Z');
const ids = {
  customer: '7d0f4d2e-5a43-4d59-9f6a-0d4c1b2a3e01',
  payment: '1b9a4c77-2f0e-4f5e-8a61-3c7d9e0b5a12',
  order: 'c2f1e0d9-8b7a-4c65-9d43-2e1f0a9b8c76',
};
const product = (n: number) => `5e8d7c6b-5a49-4382-9716-05f4e3d2c1b${n}`;

/** The Personal licence as migration 0027 makes it (a sample: the terms are cut short). */
const personal = {
  tierId: '3c2b1a09-8f7e-4d6c-9b5a-4a3b2c1d0e0f',
  tierName: 'Personal',
  tierSummary: 'For your own home, gifts and personal social media; not for business or sale.',
  tierTerms: '## Personal licence',
  tierVersion: 1,
  upgradeFromTierId: null,
  upgradeFromName: null,
};

const order: OrderWithItems = {
  id: ids.order,
  orderNumber: 'CH-2026-000124',
  paymentId: ids.payment,
  customerId: ids.customer,
  totalPaise: 225_000,
  subtotalPaise: 250_000,
  discountPaise: 25_000,
  couponCode: 'DIWALI10',
  createdAt: at,
  salesCountedAt: null,
  receiptSentAt: null,
  refundedAt: null,
  items: [
    {
      orderId: ids.order,
      productId: product(1),
      customerId: ids.customer,
      title: 'Kelva beach at dusk',
      pricePaise: 150_000,
      salePricePaise: 120_000,
      position: 0,
      ...personal,
      licenceId: 'LIC-7G4K-Q2MX-9TZB-WC3R',
    },
    {
      orderId: ids.order,
      productId: product(2),
      customerId: ids.customer,
      title: 'Monsoon over the Tansa',
      pricePaise: 130_000,
      salePricePaise: null,
      position: 1,
      ...personal,
      licenceId: 'LIC-H8ND-3VQA-K5PX-2MFE',
    },
  ],
};

const printOrder = (status: PrintOrderWithDetails['status']): PrintOrderWithDetails => ({
  id: 'e4d3c2b1-a098-4f7e-8d6c-5b4a39281706',
  orderNumber: 'CH-2026-000125',
  paymentId: ids.payment,
  customerId: ids.customer,
  shippingAddressId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  subtotalPaise: 340_000,
  shippingPaise: 15_000,
  totalPaise: 355_000,
  status,
  trackingNumber: status === 'Shipped' ? '12345678901' : null,
  carrier: status === 'Shipped' ? 'Blue Dart' : null,
  trackingUrl: null,
  cancelReason: null,
  confirmedAt: at,
  createdAt: at,
  updatedAt: at,
  items: [
    {
      orderId: 'e4d3c2b1-a098-4f7e-8d6c-5b4a39281706',
      position: 0,
      productId: product(1),
      title: 'Kelva beach at dusk',
      colourId: 'f0e1d2c3-b4a5-4697-8877-665544332211',
      colourName: 'Teak frame',
      quantity: 2,
      unitPricePaise: 120_000,
    },
    {
      orderId: 'e4d3c2b1-a098-4f7e-8d6c-5b4a39281706',
      position: 1,
      productId: product(2),
      title: 'Monsoon over the Tansa',
      colourId: 'f0e1d2c3-b4a5-4697-8877-665544332212',
      colourName: 'Black frame',
      quantity: 1,
      unitPricePaise: 100_000,
    },
  ],
  shippingAddress: {
    id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    customerId: ids.customer,
    firstname: 'Smita',
    lastname: 'Rao',
    address: '14 Tarapur Road',
    other: 'Near the bus stand',
    city: 'Boisar',
    state: 'Maharashtra',
    country: 'India',
    pincode: '401501',
    createdAt: at,
  },
});

const customer = { email: 'smita@example.in', firstname: 'Smita', lastname: 'Rao', mobile: '9822012345' };

const payment: Payment = {
  id: ids.payment,
  customerId: ids.customer,
  kind: 'digital',
  billing: { stateCode: '27', gstin: null, businessName: null, address: null },
  receipt: 'rcpt_8f2k1m',
  gatewayOrderId: 'order_PQ9x8Y7w6V5u',
  amountPaise: 225_000,
  subtotalPaise: 250_000,
  discountPaise: 25_000,
  shippingPaise: 0,
  couponId: null,
  couponCode: 'DIWALI10',
  items: [],
  print: null,
  fingerprint: 'sample',
  state: 'created',
  gatewayPaymentId: null,
  reason: null,
  createdAt: at,
  updatedAt: at,
  paidAt: null,
  reconciledAt: null,
  reconcileFailures: 12,
  reconcileGivenUpAt: at,
};

const thumb = (name: string) => `/media/${name}-320-0123456789abcdef.jpg`;

export const MAIL_SAMPLES: { name: string; mail: Mail }[] = [
  { name: 'otp-signup', mail: otpMail({ to: customer.email, firstname: 'Smita', code: '4821', validMinutes: 10, purpose: 'signup', shop }) },
  { name: 'otp-change', mail: otpMail({ to: 'smita.rao@example.in', firstname: 'Smita', code: '0937', validMinutes: 10, purpose: 'change', shop }) },
  {
    name: 'password-reset',
    mail: resetMail({ to: customer.email, firstname: 'Smita', link: `${SAMPLE_BRAND.publicUrl}/reset-password/${'x'.repeat(43)}`, validMinutes: 30, shop }),
  },
  {
    name: 'email-change-requested',
    mail: emailChangeRequestedMail({
      to: customer.email,
      firstname: 'Smita',
      newEmail: 'smita.rao@example.in',
      forgotLink: `${SAMPLE_BRAND.publicUrl}/forgot-password`,
      shop,
    }),
  },
  { name: 'email-changed', mail: emailChangedMail({ to: customer.email, firstname: 'Smita', newEmail: 'smita.rao@example.in', shop }) },
  {
    name: 'receipt',
    mail: receiptMail({
      to: customer.email,
      firstname: 'Smita',
      order,
      transactionId: 'pay_N4bX2cV9dZ1e',
      link: `${SAMPLE_BRAND.publicUrl}/order-detail/${ids.order}`,
      thumbnails: new Map([
        [product(1), thumb('kelva-beach-at-dusk')],
        [product(2), thumb('monsoon-over-the-tansa')],
      ]),
      shop,
    }),
  },
  {
    name: 'refund',
    mail: refundMail({
      to: customer.email,
      firstname: 'Smita',
      orderNumber: order.orderNumber,
      amountPaise: 225_000,
      reason: 'The picture was printed twice.',
      shop,
    }),
  },
  {
    name: 'declined-payment',
    mail: declinedPaymentMail({
      to: customer.email,
      firstname: 'Smita',
      amountPaise: 225_000,
      transactionId: 'pay_N4bX2cV9dZ1e',
      reason: 'The coupon DIWALI10 had been used up.',
      cartLink: `${SAMPLE_BRAND.publicUrl}/cart`,
      shop,
    }),
  },
  { name: 'unreconciled-payment', mail: unreconciledPaymentMail({ shop, payment, customer }) },
  {
    name: 'enquiry',
    mail: enquiryMail(
      { name: 'Meera Joshi', email: 'meera@example.in', mobile: '9876543210', comment: 'Do you ship framed prints to Pune?\nI would like two.', createdAt: at },
      shop,
    ),
  },
  {
    name: 'enquiry-reply',
    mail: enquiryReplyMail({
      enquiry: {
        name: 'Meera Joshi',
        email: 'meera@example.in',
        mobile: '9876543210',
        comment: 'Do you ship framed prints to Pune?\nI would like two.',
        createdAt: at,
      },
      message: 'Yes, we do: framed prints reach Pune in four to six days.\nShipping is ₹150 an order.',
      shop,
    }),
  },
  { name: 'shop-print-order', mail: shopPrintOrderMail({ shop, order: printOrder('Ordered'), customer, transactionId: 'pay_P5cY3dW0eA2f' }) },
  { name: 'shop-print-address', mail: shopPrintAddressMail({ shop, order: printOrder('Ordered') }) },
  {
    name: 'print-confirmation',
    mail: printConfirmationMail({
      shop,
      order: printOrder('Ordered'),
      customer,
      transactionId: 'pay_P5cY3dW0eA2f',
      link: `${SAMPLE_BRAND.publicUrl}/my-orders`,
    }),
  },
  {
    name: 'print-shipped',
    mail: printStatusMail({
      shop,
      order: printOrder('Shipped'),
      customer,
      change: { status: 'Shipped', carrier: 'Blue Dart', trackingNumber: '12345678901' },
      link: `${SAMPLE_BRAND.publicUrl}/my-orders`,
    }),
  },
  {
    name: 'print-cancelled',
    mail: printStatusMail({
      shop,
      order: printOrder('Cancelled'),
      customer,
      change: { status: 'Cancelled', reason: 'The frame maker has closed for the season.', refundPaise: 355_000 },
      link: `${SAMPLE_BRAND.publicUrl}/my-orders`,
    }),
  },
];
