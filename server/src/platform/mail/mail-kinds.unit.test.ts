import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-render';
import { MAIL_SAMPLES, SAMPLE_BRAND } from './mail-samples';

const base = SAMPLE_BRAND.publicUrl;

/**
 * Every kind of mail, rendered as it is sent: what each must say, in its
 * plain-text part and in its HTML (as the HTML escapes it), and the one button
 * it leads to.
 */
const EXPECTED: Record<string, { subject: string; both: string[]; text?: string[]; html?: string[]; button: [string, string] }> = {
  'otp-signup': {
    subject: 'Your Chitra Studio verification code',
    both: ['Hello Smita,', 'It works once, for the next 10 minutes.', 'If you did not sign up, you can ignore this mail.'],
    text: ['Your verification code is 4821. It works once, for the next 10 minutes.'],
    html: ['Your verification code is:', '>4821</strong>'],
    button: ['', ''],
  },
  'otp-change': {
    subject: 'Your Chitra Studio verification code',
    both: ['Enter it on your profile to make this your Chitra Studio address. If you did not ask for this, you can ignore this mail.'],
    html: ['>0937</strong>'],
    button: ['', ''],
  },
  'password-reset': {
    subject: 'Reset your Chitra Studio password',
    both: [
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      'The link works once, for the next 30 minutes. If you did not ask, ignore this mail: your password stays as it is.',
    ],
    text: [`${base}/reset-password/${'x'.repeat(43)}`],
    html: [`<a href="${base}/reset-password/${'x'.repeat(43)}">${base}/reset-password/${'x'.repeat(43)}</a>`],
    button: ['Choose a new password', `${base}/reset-password/${'x'.repeat(43)}`],
  },
  'email-change-requested': {
    subject: 'Your Chitra Studio e-mail address is being changed',
    both: [
      'Someone signed in to your Chitra Studio account asked to change its e-mail address to smita.rao@example.in.',
      'The change takes effect only when the code we mailed to the new address is entered. Until then you log in with this address.',
      'If this was not you, set a new password now (it signs out every device and stops the change): ',
    ],
    button: ['Set a new password', `${base}/forgot-password`],
  },
  'email-changed': {
    subject: 'Your Chitra Studio e-mail address was changed',
    both: [
      'The e-mail address of your Chitra Studio account is now smita.rao@example.in. Log in with it from now on.',
      ': we will give the account back to you.',
    ],
    text: ['If this was not you, write to us at once at support@chitra.example: we will give the account back to you.'],
    html: ['If this was not you, write to us at once at <a href="mailto:support@chitra.example">support@chitra.example</a>'],
    button: ['Log in', `${base}/login`],
  },
  receipt: {
    subject: 'Your Chitra Studio order CH-2026-000124',
    both: ['Hello Smita,', 'Kelva beach at dusk', 'Monsoon over the Tansa', '₹1,200', '₹1,300', 'DIWALI10', '−₹250', '₹2,250', 'pay_N4bX2cV9dZ1e'],
    text: [
      'Thank you for your order CH-2026-000124.',
      'Kelva beach at dusk: ₹1,200',
      'Paid: ₹2,250 (inclusive of all taxes)',
      'Download your photographs here:',
      'Your tax invoice and a licence certificate (PDF) for each photograph are on your order page.',
      `Kelva beach at dusk, Personal licence (LIC-7G4K-Q2MX-9TZB-WC3R): ${base}/licence/LIC-7G4K-Q2MX-9TZB-WC3R`,
    ],
    html: [
      'Thank you for your order <strong style="white-space:nowrap">CH-2026-000124</strong>.',
      `<img src="${base}/media/kelva-beach-at-dusk-320-0123456789abcdef.jpg" alt="Kelva beach at dusk" width="72"`,
      `<img src="${base}/media/monsoon-over-the-tansa-320-0123456789abcdef.jpg" alt="Monsoon over the Tansa" width="72"`,
      'Paid (inclusive of all taxes):',
      `on <a href="${base}/order-detail/c2f1e0d9-8b7a-4c65-9d43-2e1f0a9b8c76">your order page</a>.`,
      `Monsoon over the Tansa, Personal licence: <a href="${base}/licence/LIC-H8ND-3VQA-K5PX-2MFE">LIC-H8ND-3VQA-K5PX-2MFE</a>`,
    ],
    button: ['Download your photographs', `${base}/order-detail/c2f1e0d9-8b7a-4c65-9d43-2e1f0a9b8c76`],
  },
  refund: {
    subject: 'Your Chitra Studio order CH-2026-000124 has been refunded',
    both: [
      'We have refunded your order CH-2026-000124: ₹2,250 goes back to the way you paid, usually within 5–7 working days.',
      'Reason: The picture was printed twice.',
    ],
    text: ["The order's downloads have ended; you may buy its photographs again at any time."],
    html: ['The order&#39;s downloads have ended; you may buy its photographs again at any time.'],
    button: ['See your orders', `${base}/order-history`],
  },
  'declined-payment': {
    subject: 'Your Chitra Studio payment has been refunded',
    both: [
      'We are refunding the whole ₹2,250 to the way you paid; it usually arrives within 5–7 working days.',
      'Reason: The coupon DIWALI10 had been used up.',
    ],
    button: ['Your cart', `${base}/cart`],
  },
  'unreconciled-payment': {
    subject: 'Payment for order_PQ9x8Y7w6V5u needs a person: the gateway does not answer about it',
    both: ['Gateway order: order_PQ9x8Y7w6V5u', 'Customer: Smita Rao, smita@example.in, +919822012345'],
    text: ["Please look the order up in the gateway's dashboard."],
    html: ['Please look the order up in the gateway&#39;s dashboard.'],
    button: ['Open the orders in the admin area', `${base}/admin/orders`],
  },
  enquiry: {
    subject: 'Website enquiry from Meera Joshi',
    both: ['Meera Joshi', 'meera@example.in', '9876543210'],
    text: ['Name: Meera Joshi', 'Do you ship framed prints to Pune?\nI would like two.'],
    html: [
      'Do you ship framed prints to Pune?<br>I would like two.',
      '<strong style="white-space:nowrap">E-mail:</strong> <a href="mailto:meera@example.in">meera@example.in</a><br>',
    ],
    button: ['Answer it in the admin area', `${base}/admin/enquiries`],
  },
  'enquiry-reply': {
    subject: 'Re: your enquiry to Chitra Studio',
    both: ['Hello Meera Joshi,', 'You wrote to us on 2026-11-20:'],
    text: [
      'Yes, we do: framed prints reach Pune in four to six days.\nShipping is ₹150 an order.',
      '> Do you ship framed prints to Pune?\n> I would like two.',
    ],
    html: [
      'Yes, we do: framed prints reach Pune in four to six days.<br>Shipping is ₹150 an order.',
      'Do you ship framed prints to Pune?<br>I would like two.',
    ],
    button: ['Visit Chitra Studio', `${base}/`],
  },
  'shop-print-order': {
    subject: 'New print order CH-2026-000125',
    both: [
      'A print order was paid: CH-2026-000125.',
      'Kelva beach at dusk',
      '₹2,400',
      '₹3,550',
      '14 Tarapur Road',
      'Boisar, Maharashtra 401501',
      '+919822012345',
    ],
    text: ['2 × Kelva beach at dusk (Teak frame), ₹1,200 each: ₹2,400', 'Transaction ID: pay_P5cY3dW0eA2f'],
    html: ['2 × Teak frame, ₹1,200 each', 'Transaction ID: pay_P5cY3dW0eA2f', '<strong style="white-space:nowrap">Ship to:</strong>'],
    button: ['Open the print order', `${base}/admin/print-orders/e4d3c2b1-a098-4f7e-8d6c-5b4a39281706`],
  },
  'shop-print-address': {
    subject: 'Shipping address for print order CH-2026-000125',
    both: ['The customer gave the shipping address of CH-2026-000125.', 'Near the bus stand'],
    button: ['Open the print order', `${base}/admin/print-orders/e4d3c2b1-a098-4f7e-8d6c-5b4a39281706`],
  },
  'print-confirmation': {
    subject: 'Your Chitra Studio print order CH-2026-000125',
    both: [
      'Thank you for your print order CH-2026-000125. We print and frame it by hand and tell you when it ships.',
      'Monsoon over the Tansa',
      'pay_P5cY3dW0eA2f',
    ],
    text: ['Follow your orders here:\nhttps://shop.example.in/my-orders'],
    button: ['Follow your print orders', `${base}/my-orders`],
  },
  'print-shipped': {
    subject: 'Your Chitra Studio print order CH-2026-000125: Shipped',
    both: ['Your print order CH-2026-000125 is on its way.', 'Carrier: Blue Dart', 'Tracking number: 12345678901'],
    text: ['Track your parcel: https://www.bluedart.com/'],
    html: ['<a href="https://www.bluedart.com/', '">Track your parcel</a>'],
    button: ['Follow your print orders', `${base}/my-orders`],
  },
  'print-cancelled': {
    subject: 'Your Chitra Studio print order CH-2026-000125: Cancelled',
    both: [
      'We have cancelled your print order CH-2026-000125.',
      'Reason: The frame maker has closed for the season.',
      'A refund of ₹3,550 to the way you paid is on its way; banks usually take 5 to 7 working days to show it.',
    ],
    button: ['Follow your print orders', `${base}/my-orders`],
  },
};

describe('every kind of mail', () => {
  it('has its expectations here', () => {
    expect(MAIL_SAMPLES.map((sample) => sample.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(MAIL_SAMPLES)('$name: says the same in its text and its HTML, in the shop’s layout, with its one button', async ({ name, mail }) => {
    const expected = EXPECTED[name]!;
    const { subject, text, html } = await renderMail(mail, SAMPLE_BRAND);
    expect(subject).toBe(expected.subject);
    for (const line of [...expected.both, ...(expected.text ?? [])]) expect(text, line).toContain(line);
    for (const line of [...expected.both, ...(expected.html ?? [])]) expect(html, line).toContain(line);
    // Signed by the shop in both parts (the enquiry the shop is sent is the visitor's own words).
    if (name !== 'enquiry') expect(text.endsWith('\nChitra Studio\nsupport@chitra.example')).toBe(true);
    expect(html).toContain('<a href="mailto:support@chitra.example" style="color:#555c63">support@chitra.example</a>');
    // The layout: its logo from the shop's own address, with the shop's name for alt text, and both colour schemes.
    expect(html).toContain(`alt="Chitra Studio" src="${base}/mail/logo.png"`);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('<meta name="supported-color-schemes" content="light dark">');
    expect(html).toContain(`<title>${expected.subject}</title>`);
    expect(html).not.toMatch(/MJSLOT\d+X/);
    const [label, href] = expected.button;
    const buttons = html.match(/class="mail-button"/g) ?? [];
    if (label === '') {
      expect(buttons).toHaveLength(0);
    } else {
      expect(buttons).toHaveLength(1);
      expect(html).toMatch(new RegExp(`<a\\s+href="${href.replace(/[.?]/g, '\\$&')}"[^>]*>\\s*${label}\\s*</a>`));
    }
  });
});
