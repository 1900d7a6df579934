import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, mailsTo } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createImage, createProduct } from '../../test/catalogue-factories';
import { purchase } from '../../test/commerce';
import { MAIL_LOGO_PATH } from './mail-logo';

/** Mail as the shop sends it: rendered by the job that sends it, with the pictures at the shop's own address. */
describe('the receipt as sent', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL: 'https://shop.example.in' } });
  });
  afterAll(() => app.close());

  it('shows each photograph bought with its thumbnail, its title and its price, and the logo', async () => {
    const [first, second, third] = [await createImage(app.database.db), await createImage(app.database.db), await createImage(app.database.db)];
    const kelva = await createProduct(app.database.db, { title: 'Kelva <beach>', price: 500, imageIds: [first.id, second.id] });
    const tansa = await createProduct(app.database.db, { title: 'Tansa', price: 700, salePrice: 600, imageIds: [third.id] });
    const who = await createCustomer(app);
    await purchase(app, who, [kelva.id, tansa.id]);
    await app.jobs.runDue();

    const [receipt] = await mailsTo(app, who.email);
    expect(receipt?.subject).toMatch(/^Your Chitra Studio order /);
    const html = receipt?.html ?? '';
    // The first picture of each, as bought, from the public media route.
    expect(html).toContain(`<img src="https://shop.example.in/media/${first.thumbName}" alt="Kelva &lt;beach&gt;" width="72"`);
    expect(html).not.toContain(second.thumbName);
    expect(html).toContain(`<img src="https://shop.example.in/media/${third.thumbName}" alt="Tansa" width="72"`);
    expect(html).toContain('<strong>Kelva &lt;beach&gt;</strong>');
    expect(html).toContain('₹500');
    expect(html).toContain('₹600');
    expect(receipt?.text).toContain('Kelva <beach>: ₹500');
    expect(receipt?.text).toContain('Tansa: ₹600');
    expect(html).toContain(`alt="Chitra Studio" src="https://shop.example.in${MAIL_LOGO_PATH}"`);
  });

  it('whose logo the server serves to any mail client, past the security headers', async () => {
    const res = await app.inject({ method: 'GET', url: MAIL_LOGO_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });
});
