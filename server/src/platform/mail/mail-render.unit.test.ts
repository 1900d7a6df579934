import Fastify from 'fastify';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enquiryMail, enquiryReplyMail } from '../../modules/enquiries/enquiries.mails';
import { otpMail } from '../../modules/accounts/accounts.mails';
import { button, items, link, paragraph, quote, rows } from './mail-content';
import { mailLogoRoutes, MAIL_LOGO_PATH } from './mail-logo';
import { compiledShapes, renderMail, renderMailHtml } from './mail-render';
import { SAMPLE_BRAND } from './mail-samples';

const shop = SAMPLE_BRAND.shop;
const SCRIPT = '<script>alert("x")</script>';
const ESCAPED = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;';

describe('a mail’s HTML', () => {
  it('escapes everything a person typed: names, an enquiry’s words, a reply', async () => {
    const enquiry = {
      name: `Meera ${SCRIPT}`,
      email: 'meera@example.in',
      mobile: '9876543210',
      comment: `Hello ${SCRIPT}\n<img src=x onerror=alert(1)>`,
      createdAt: new Date(),
    };
    for (const mail of [
      enquiryMail(enquiry, shop),
      enquiryReplyMail({ enquiry, message: `Thanks ${SCRIPT}`, shop }),
      otpMail({ to: 'a@example.in', firstname: SCRIPT, code: '1234', validMinutes: 10, purpose: 'signup', shop }),
    ]) {
      const { html, text } = await renderMail(mail, SAMPLE_BRAND);
      expect(html).toContain(ESCAPED);
      expect(html).not.toContain('<script');
      expect(html).not.toContain('<img src=x');
      // The plain-text part is the words as typed.
      expect(text).toContain(SCRIPT);
    }
    const { html } = await renderMail(enquiryMail(enquiry, shop), SAMPLE_BRAND);
    expect(html).toContain(`Hello ${ESCAPED}<br>&lt;img src=x onerror=alert(1)&gt;`);
  });

  it('escapes the shop’s own name and address too, wherever they stand', async () => {
    const brand = { publicUrl: 'https://shop.example.in', shop: { name: 'Rao & "Sons" <Prints>', email: 'a&b@example.in' } };
    const html = await renderMailHtml({ subject: 'Hi <there>', content: { heading: 'Head <1>', blocks: [paragraph('x')] } }, brand);
    expect(html).toContain('alt="Rao &amp; &quot;Sons&quot; &lt;Prints&gt;"');
    expect(html).toContain('<title>Hi &lt;there&gt;</title>');
    expect(html).toContain('>Head &lt;1&gt;</div>');
    expect(html).toContain('<a href="mailto:a&amp;b@example.in" style="color:#555c63">a&amp;b@example.in</a>');
    expect(html).not.toContain('<Prints>');
  });

  it('never reads a value as a place to fill, and fills each place once', async () => {
    const html = await renderMailHtml({ subject: 'S', content: { heading: 'MJSLOT0X', blocks: [paragraph('MJSLOT1X and MJSLOT99X')] } }, SAMPLE_BRAND);
    expect(html).toContain('>MJSLOT0X</div>');
    expect(html).toContain('>MJSLOT1X and MJSLOT99X</div>');
    expect(html).toContain('<title>S</title>');
  });

  it('makes a page of the shop a whole address, and leaves any other as it is', async () => {
    const html = await renderMailHtml(
      {
        subject: 'S',
        content: {
          heading: 'H',
          blocks: [
            paragraph('See ', link('/cart', 'your cart'), ' or ', link('https://www.bluedart.com/?a=1&b=2', 'the carrier'), '.'),
            items([{ title: 'Kelva', price: '₹500', thumbnail: '/media/kelva-320-0123456789abcdef.jpg' }]),
            items([{ title: 'Tansa', price: '₹600', thumbnail: 'https://cdn.example.com/media/tansa-320-0123456789abcdef.jpg' }]),
            button('Open', '/order-history'),
          ],
        },
      },
      SAMPLE_BRAND,
    );
    expect(html).toContain('See <a href="https://shop.example.in/cart">your cart</a> or <a href="https://www.bluedart.com/?a=1&amp;b=2">the carrier</a>.');
    expect(html).toContain('<img src="https://shop.example.in/media/kelva-320-0123456789abcdef.jpg" alt="Kelva" width="72"');
    expect(html).toContain('<img src="https://cdn.example.com/media/tansa-320-0123456789abcdef.jpg" alt="Tansa" width="72"');
    expect(html).toMatch(/<a\s+href="https:\/\/shop\.example\.in\/order-history"/);
  });

  it('draws a table of photographs without a picture column when none has one, totals, and a quote', async () => {
    const html = await renderMailHtml(
      {
        subject: 'S',
        content: {
          heading: 'H',
          blocks: [
            items([{ title: 'Kelva', price: '₹500', detail: '2 × Teak frame' }]),
            rows([
              { label: 'Shipping:', value: '₹150' },
              { label: 'Paid:', value: '₹650', strong: true },
            ]),
            quote('You wrote:', 'One\nTwo'),
          ],
        },
      },
      SAMPLE_BRAND,
    );
    expect(html).not.toContain('<img src="https://shop.example.in/media');
    expect(html).toContain('<strong>Kelva</strong><br><span class="mail-muted" style="color:#555c63;font-size:14px">2 × Teak frame</span>');
    expect(html).toContain(
      '<span class="mail-muted" style="color:#555c63">Shipping:</span></td><td align="right" style="padding:2px 0;padding-left:12px;white-space:nowrap">₹150</td>',
    );
    expect(html).toContain('font-weight:700">Paid:</td>');
    expect(html).toContain('You wrote:</em><div style="margin-top:8px;padding:4px 0 4px 14px;border-left:3px solid #c9ced3">One<br>Two</div>');
  });

  it('compiles each shape of mail once: another mail of the same shape only fills it in', async () => {
    const mail = (name: string) => otpMail({ to: 'a@example.in', firstname: name, code: '5555', validMinutes: 10, purpose: 'signup', shop });
    await renderMail(mail('Asha'), SAMPLE_BRAND);
    const shapes = compiledShapes();
    const again = await renderMail(mail('Ravi'), SAMPLE_BRAND);
    expect(compiledShapes()).toBe(shapes);
    expect(again.html).toContain('Hello Ravi,');
    expect(again.html).not.toContain('Asha');
    // Another shop, the same shape: still no new compile.
    await renderMail(mail('Ravi'), { publicUrl: 'https://other.example', shop: { name: 'Other', email: 'o@other.example' } });
    expect(compiledShapes()).toBe(shapes);
  });
});

describe('the mail’s logo', () => {
  it('is a 96 px PNG at /mail/logo.png, cached a day, that any page may show', async () => {
    const app = Fastify();
    await app.register(mailLogoRoutes);
    try {
      const res = await app.inject({ method: 'GET', url: MAIL_LOGO_PATH });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 96, height: 96 });
      // Accent strokes on an opaque white disc: the mark never sits on nothing in a dark inbox.
      const pixel = async (left: number, top: number) => [...(await sharp(res.rawPayload).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
      expect(await pixel(48, 48)).toEqual([255, 255, 255, 255]);
      expect(await pixel(30, 48)).toEqual([11, 110, 105, 255]);
    } finally {
      await app.close();
    }
  });
});
