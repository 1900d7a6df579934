import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_HEADER } from '@chitra/contract/locale-header';
import type { Locale } from '@chitra/contract/locales';
import { customers } from '../../db/schema/accounts';
import { products } from '../../db/schema/catalogue';
import { enquiries } from '../../db/schema/enquiries';
import { adminCall, createAdmin, paidPrintOrder } from '../../modules/admin/admin-fixtures';
import { declinedPaymentMail } from '../../modules/payments/payments.mails';
import { call, createCustomer, latestMailTo, type TestCustomer, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { purchase } from '../../test/commerce';
import { renderMail } from './mail-render';
import { SAMPLE_BRAND } from './mail-samples';

/**
 * Mail in the customer's language (issue 29, decision 062): the account
 * keeps the language of its sign-up's page, or the one chosen on the
 * switcher (PUT users/locale); an enquiry keeps its page's. Each mail to a
 * customer or a visitor is then written in it: subject, words, `lang`,
 * amounts and links. English mails are the other tests' (unchanged).
 */

const lang = (html: string) => /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1];
/** A sign-up's code, in any language (the digits of the code stay Latin: it is typed into the form). */
const codeIn = (text: string) => /\b(\d{4})\b/.exec(text)?.[1] ?? '';

describe('mail in the customer’s language', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const shop = () => app.config.shop.name;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  /** Signs up from a page in `locale` (the web's API client sends its header), verifies the mailed code and logs in. */
  async function customerIn(locale: Locale, name = 'Asha Patil'): Promise<TestCustomer> {
    const email = uniqueEmail(locale);
    const ip = uniqueIp();
    const password = 'correct horse battery';
    const body = { name, email, mobileNo: '9876543210', password };
    const registered = await call(app, 'POST', 'users/register', { ip, body, headers: { [LOCALE_HEADER]: locale } });
    expect(registered.statusCode, registered.body).toBe(201);
    const otp = codeIn((await latestMailTo(app, email)).text);
    expect((await call(app, 'POST', 'users/otp-verify', { ip, body: { email, otp } })).statusCode).toBe(200);
    const login = await call(app, 'POST', 'users/login', { ip, body: { email, password } });
    return { name, email, password, mobile: '9876543210', ip, id: login.json().data._id, token: login.json().data.accessToken };
  }

  describe('PUT users/locale', () => {
    it('remembers the language on the account, signed in only, privately', async () => {
      const who = await createCustomer(app);
      const res = await call(app, 'PUT', 'users/locale', { token: who.token, body: { locale: 'hi' } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true });
      expect(res.headers['cache-control']).toBe('private, no-store');
      const [row] = await app.database.db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, who.id));
      expect(row?.locale).toBe('hi');
    });

    it('refuses a language the shop does not speak (400) and a visitor (401)', async () => {
      const who = await createCustomer(app);
      for (const locale of ['fr', 'en-IN', '', 7]) {
        const bad = await call(app, 'PUT', 'users/locale', { token: who.token, body: { locale } });
        expect(bad.statusCode, bad.body).toBe(400);
        expect(bad.headers['cache-control']).toBe('private, no-store');
      }
      const signedOut = await call(app, 'PUT', 'users/locale', { body: { locale: 'mr' } });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.headers['cache-control']).toBe('private, no-store');
    });
  });

  it('a sign-up from a Marathi page gets its code in Marathi, and the account keeps Marathi', async () => {
    const email = uniqueEmail('mr');
    const res = await call(app, 'POST', 'users/register', {
      ip: uniqueIp(),
      headers: { [LOCALE_HEADER]: 'mr' },
      body: { name: 'Sai Patil', email, mobileNo: '9876543210', password: 'correct horse battery' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = await latestMailTo(app, email);
    expect(mail.subject).toBe(`तुमचा ${shop()} पडताळणी कोड`);
    expect(mail.text).toContain('नमस्कार Sai,');
    expect(mail.text).toMatch(/तुमचा पडताळणी कोड \d{4} आहे\. तो एकदाच, पुढील १० मिनिटांपर्यंत चालेल\./);
    expect(lang(mail.html)).toBe('mr');
    const [row] = await app.database.db.select({ locale: customers.locale }).from(customers).where(eq(customers.email, email));
    expect(row?.locale).toBe('mr');
  });

  it('a header naming no language of the shop is English', async () => {
    const email = uniqueEmail('xx');
    const body = { name: 'Sam Lee', email, mobileNo: '9876543210', password: 'correct horse battery' };
    expect((await call(app, 'POST', 'users/register', { ip: uniqueIp(), headers: { [LOCALE_HEADER]: 'fr' }, body })).statusCode).toBe(201);
    const mail = await latestMailTo(app, email);
    expect(mail.subject).toBe(`Your ${shop()} verification code`);
    expect(lang(mail.html)).toBe('en');
  });

  it('the language chosen on the switcher writes the password reset, its link in that language', async () => {
    const who = await createCustomer(app);
    expect((await call(app, 'PUT', 'users/locale', { token: who.token, body: { locale: 'hi' } })).statusCode).toBe(200);
    expect((await call(app, 'POST', 'user/forgot-password-token', { ip: uniqueIp(), body: { email: who.email } })).statusCode).toBe(200);
    const mail = await latestMailTo(app, who.email, 2);
    expect(mail.subject).toBe(`अपना ${shop()} पासवर्ड रीसेट करें`);
    expect(mail.text).toContain('नमस्ते Asha,');
    expect(mail.text).toContain('यह लिंक एक ही बार, अगले 30 मिनट तक काम करेगा।');
    expect(mail.text).toMatch(new RegExp(`${app.config.publicUrl}/hi/reset-password/[A-Za-z0-9_-]+`));
    expect(mail.html).toContain(`href="${app.config.publicUrl}/hi/reset-password/`);
    expect(lang(mail.html)).toBe('hi');
  });

  it('a change of e-mail address is told to the old address in the account’s language', async () => {
    const who = await customerIn('mr', 'Ravi Kale');
    const newEmail = uniqueEmail('new');
    const res = await call(app, 'PUT', 'user/edit-user', {
      token: who.token,
      body: { firstname: 'Ravi', lastname: 'Kale', email: newEmail, mobile: who.mobile, currentPassword: who.password },
    });
    expect(res.statusCode, res.body).toBe(200);
    const told = await latestMailTo(app, who.email, 2);
    expect(told.subject).toBe(`तुमच्या ${shop()} खात्याचा ईमेल पत्ता बदलला जात आहे`);
    expect(told.text).toContain(`${app.config.publicUrl}/mr/forgot-password`);
    expect(lang(told.html)).toBe('mr');
    const code = await latestMailTo(app, newEmail);
    expect(code.text).toContain('हा पत्ता तुमचा');
  });

  it('a Marathi buyer’s receipt is in Marathi, with Devanagari amounts and the order page in Marathi; so is the refund', async () => {
    const who = await customerIn('mr');
    const product = await createProduct(app.database.db, { title: 'Kelva at dusk', price: 1499 });
    const order = await purchase(app, who, [product.id]);
    const receipt = await latestMailTo(app, who.email, 2);
    expect(receipt.subject).toBe(`तुमची ${shop()} ऑर्डर ${order.orderID}`);
    expect(receipt.text).toContain(`तुमच्या ऑर्डर ${order.orderID} बद्दल धन्यवाद.`);
    expect(receipt.text).toContain('Kelva at dusk: ₹१,४९९');
    expect(receipt.text).toContain('भरले: ₹१,४९९ (सर्व करांसहित)');
    expect(receipt.text).toContain(`${app.config.publicUrl}/mr/order-detail/${order._id}`);
    expect(receipt.html).toContain('₹१,४९९');
    expect(receipt.html).toContain(`href="${app.config.publicUrl}/mr/licence/`);
    expect(lang(receipt.html)).toBe('mr');

    const refunded = await adminCall(app, 'POST', `admin/orders/${order._id}/refund`, { token: admin.token, body: { reason: 'Wrong picture' } });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const refund = await latestMailTo(app, who.email, 3);
    expect(refund.subject).toBe(`तुमच्या ${shop()} ऑर्डर ${order.orderID} चा परतावा दिला आहे`);
    expect(refund.text).toContain('₹१,४९९ तुम्ही जसे भरले तसे परत येतील');
    expect(refund.text).toContain('कारण: Wrong picture');
    expect(refund.html).toContain(`href="${app.config.publicUrl}/mr/order-history"`);
    expect(lang(refund.html)).toBe('mr');
  });

  it('a Marathi buyer’s payment answer and receipt name a photograph by its Marathi title where it has one', async () => {
    const who = await customerIn('mr');
    const db = app.database.db;
    const translated = await createProduct(db, { title: 'Palghar at dawn', price: 499 });
    await db
      .update(products)
      .set({ translations: { mr: { title: 'पहाटेचे पालघर', description: 'समुद्रावरची पहाट' } } })
      .where(eq(products.id, translated.id));
    const english = await createProduct(db, { title: 'Satpati nets', price: 299 });
    const order = await purchase(app, who, [translated.id, english.id]);
    // The verification's summary: the titles only, as the product has them.
    expect(order.product.map(({ title, translations }) => ({ title, translations }))).toEqual([
      { title: 'Palghar at dawn', translations: { mr: { title: 'पहाटेचे पालघर' } } },
      { title: 'Satpati nets', translations: undefined },
    ]);
    const receipt = await latestMailTo(app, who.email, 2);
    expect(receipt.text).toContain('पहाटेचे पालघर: ₹४९९');
    expect(receipt.text).toContain('Satpati nets: ₹२९९');
    expect(receipt.text).not.toContain('Palghar at dawn');
    expect(receipt.html).toContain('पहाटेचे पालघर');
  });

  it('a Marathi buyer’s print confirmation and print status are in Marathi; the shop’s own mail stays English', async () => {
    const who = await customerIn('mr', 'Meera Joshi');
    const order = await paidPrintOrder(app, who);
    const confirmation = await latestMailTo(app, who.email, 2);
    expect(confirmation.subject).toBe(`तुमची ${shop()} प्रिंट ऑर्डर ${order.orderID}`);
    expect(confirmation.text).toContain('नमस्कार Meera,');
    expect(confirmation.text).toContain('प्रिंट: ₹२,९९८');
    expect(confirmation.text).toContain(`${app.config.publicUrl}/mr/my-orders`);
    expect(lang(confirmation.html)).toBe('mr');
    const toShop = await latestMailTo(app, app.config.shop.email);
    expect(toShop.subject).toMatch(/^New print order /);
    expect(lang(toShop.html)).toBe('en');

    const moved = await adminCall(app, 'POST', `admin/print-orders/${order._id}/status`, { token: admin.token, body: { status: 'Processing' } });
    expect(moved.statusCode, moved.body).toBe(200);
    const status = await latestMailTo(app, who.email, 3);
    expect(status.subject).toBe(`तुमची ${shop()} प्रिंट ऑर्डर ${order.orderID}: तयार होत आहे`);
    expect(status.text).toContain('आम्ही तुमच्या प्रिंट ऑर्डर');
    expect(lang(status.html)).toBe('mr');
  });

  it('an enquiry written on a Marathi page is answered in Marathi', async () => {
    const email = uniqueEmail('visitor');
    const sent = await call(app, 'POST', 'enquiry', {
      ip: uniqueIp(),
      headers: { [LOCALE_HEADER]: 'mr' },
      body: { name: 'Meera Joshi', email, mobile: '9876543210', comment: 'A3 मध्ये मिळेल का?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await app.database.db.select().from(enquiries).where(eq(enquiries.email, email));
    expect(row?.locale).toBe('mr');
    // The shop reads it in English.
    expect((await latestMailTo(app, app.config.shop.email)).subject).toBe('Website enquiry from Meera Joshi');

    const replied = await adminCall(app, 'POST', `admin/enquiries/${row?.id}/reply`, { token: admin.token, body: { message: 'हो, A3 मिळेल.' } });
    expect(replied.statusCode, replied.body).toBe(200);
    const reply = await latestMailTo(app, email);
    expect(reply.subject).toBe(`Re: ${shop()} ला पाठवलेली तुमची चौकशी`);
    expect(reply.text).toContain('नमस्कार Meera Joshi,');
    expect(reply.text).toMatch(/तुम्ही आम्हाला .+ रोजी लिहिले होते:/);
    expect(reply.html).toContain(`href="${app.config.publicUrl}/mr"`);
    expect(lang(reply.html)).toBe('mr');
  });

  it('a declined late payment is told in the account’s language', async () => {
    const mail = declinedPaymentMail({
      to: 'asha@example.in',
      firstname: 'Asha',
      amountPaise: 149_900,
      transactionId: 'pay_123',
      reason: 'Coupon expired',
      cartLink: `${SAMPLE_BRAND.publicUrl}/hi/cart`,
      shop: SAMPLE_BRAND.shop,
      locale: 'hi',
    });
    const rendered = await renderMail(mail, SAMPLE_BRAND);
    expect(rendered.subject).toBe(`आपके ${SAMPLE_BRAND.shop.name} भुगतान का रिफ़ंड हो गया है`);
    expect(rendered.text).toContain('आपका ₹1,499 का भुगतान (ट्रांज़ैक्शन pay_123)');
    expect(lang(rendered.html)).toBe('hi');
  });
});
