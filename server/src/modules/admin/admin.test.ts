import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, AdminMeResponse } from '@chitra/contract/admin';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { customers } from '../../db/schema/accounts';
import { siteAssets } from '../../db/schema/catalogue';
import { enquiries } from '../../db/schema/enquiries';
import { ratings } from '../../db/schema/ratings';
import { licenceTiers } from '../../db/schema/licences';
import { taxDocuments } from '../../db/schema/tax';
import { call, createCustomer, type TestCustomer, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createPost, createProduct, tinyJpeg } from '../../test/catalogue-factories';
import { createCoupon, purchase } from '../../test/commerce';
import { adminCall, createAdmin, type Method, ok, paidPrintOrder } from './admin-fixtures';

/** The records the admin's calls act on. */
type Fixtures = {
  printOrder: string;
  enquiry: string;
  otherEnquiry: string;
  rating: string;
  customer: string;
  coupon: string;
  digitalOrder: string;
  /** A tier that is not the first (its multiplier may change), and the digital order's invoice. */
  tier: string;
  taxDocument: string;
} & CatalogueFixtures &
  PagesFixtures;

/** Categories, blog posts and banners (decision 028): an empty category, a published post, a banner. */
type PagesFixtures = { category: string; post: string; banner: string; bannerUpload: string };

/** Photographs and uploads (decision 027): a product with two pictures, and a processed upload to attach. */
type CatalogueFixtures = { product: string; pictureA: string; pictureB: string; upload: string; uploadImage: string };

/** A real JPEG sent as the screen sends it (multipart, field `file`): set in beforeAll. */
let matrixJpeg: Buffer;
function uploadForm(data: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  return form;
}

type Endpoint = {
  method: Method;
  /** As the OpenAPI document names it. */
  path: string;
  url: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** The admin's answer. */
  status: number;
  /** A file (a PDF, a CSV), not JSON: its type is checked instead of `success`. */
  file?: string;
};

/**
 * Every endpoint of the admin area, once. The first test holds this table
 * against the routes the server really has, so an endpoint added without a
 * row here fails it; the others run every row without a token, with a
 * customer's and with an admin's. Rows run in order, so the writes are
 * valid moves.
 */
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/api/v1/admin/me', url: () => 'admin/me', status: 200 },
  { method: 'GET', path: '/api/v1/admin/dashboard', url: () => 'admin/dashboard', status: 200 },
  { method: 'GET', path: '/api/v1/admin/categories', url: () => 'admin/categories', status: 200 },
  { method: 'POST', path: '/api/v1/admin/categories', url: () => 'admin/categories', body: () => ({ name: `Matrix ${process.pid}` }), status: 201 },
  { method: 'PATCH', path: '/api/v1/admin/categories/{id}', url: (f) => `admin/categories/${f.category}`, body: () => ({ hidden: true }), status: 200 },
  { method: 'DELETE', path: '/api/v1/admin/categories/{id}', url: (f) => `admin/categories/${f.category}`, status: 200 },
  { method: 'GET', path: '/api/v1/admin/blog-posts', url: () => 'admin/blog-posts', status: 200 },
  { method: 'GET', path: '/api/v1/admin/blog-posts/{id}', url: (f) => `admin/blog-posts/${f.post}`, status: 200 },
  { method: 'POST', path: '/api/v1/admin/blog-posts', url: () => 'admin/blog-posts', body: () => ({ title: 'Matrix notes', body: 'A draft.' }), status: 201 },
  { method: 'PATCH', path: '/api/v1/admin/blog-posts/{id}', url: (f) => `admin/blog-posts/${f.post}`, body: () => ({ published: false }), status: 200 },
  { method: 'GET', path: '/api/v1/admin/banners', url: () => 'admin/banners', status: 200 },
  { method: 'PATCH', path: '/api/v1/admin/banners/{id}', url: (f) => `admin/banners/${f.banner}`, body: () => ({ hidden: true }), status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/banners',
    url: () => 'admin/banners',
    body: (f) => ({ uploadId: f.bannerUpload, caption: 'Matrix slide' }),
    status: 201,
  },
  { method: 'GET', path: '/api/v1/admin/audit', url: () => 'admin/audit', status: 200 },
  { method: 'GET', path: '/api/v1/admin/orders', url: () => 'admin/orders?search=CH-', status: 200 },
  { method: 'GET', path: '/api/v1/admin/orders/{id}', url: (f) => `admin/orders/${f.digitalOrder}`, status: 200 },
  { method: 'POST', path: '/api/v1/admin/orders/{id}/resend-receipt', url: (f) => `admin/orders/${f.digitalOrder}/resend-receipt`, status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/orders/{id}/refund',
    url: (f) => `admin/orders/${f.digitalOrder}/refund`,
    body: () => ({ reason: 'Bought by mistake.' }),
    status: 200,
  },
  { method: 'GET', path: '/api/v1/admin/print-orders', url: () => 'admin/print-orders?status=Ordered', status: 200 },
  { method: 'GET', path: '/api/v1/admin/print-orders/{id}', url: (f) => `admin/print-orders/${f.printOrder}`, status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/print-orders/{id}/status',
    url: (f) => `admin/print-orders/${f.printOrder}/status`,
    body: () => ({ status: 'Processing' }),
    status: 200,
  },
  { method: 'GET', path: '/api/v1/admin/enquiries', url: () => 'admin/enquiries?status=open', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/enquiries/{id}/reply',
    url: (f) => `admin/enquiries/${f.enquiry}/reply`,
    body: () => ({ message: 'Thank you: yes, we do.' }),
    status: 200,
  },
  { method: 'POST', path: '/api/v1/admin/enquiries/{id}/answered', url: (f) => `admin/enquiries/${f.otherEnquiry}/answered`, status: 200 },
  { method: 'GET', path: '/api/v1/admin/ratings', url: () => 'admin/ratings?hidden=false', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/ratings/{id}/visibility',
    url: (f) => `admin/ratings/${f.rating}/visibility`,
    body: () => ({ hidden: true, reason: 'Spam' }),
    status: 200,
  },
  { method: 'GET', path: '/api/v1/admin/customers', url: () => 'admin/customers?search=a', status: 200 },
  { method: 'GET', path: '/api/v1/admin/customers/{id}', url: (f) => `admin/customers/${f.customer}`, status: 200 },
  { method: 'POST', path: '/api/v1/admin/customers/{id}/disable', url: (f) => `admin/customers/${f.customer}/disable`, status: 200 },
  { method: 'POST', path: '/api/v1/admin/customers/{id}/enable', url: (f) => `admin/customers/${f.customer}/enable`, status: 200 },
  { method: 'GET', path: '/api/v1/admin/coupons', url: () => 'admin/coupons', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/coupons',
    url: () => 'admin/coupons',
    body: () => ({ code: `MATRIX${process.pid}`, kind: 'fixed', value: 25 }),
    status: 201,
  },
  { method: 'PATCH', path: '/api/v1/admin/coupons/{id}', url: (f) => `admin/coupons/${f.coupon}`, body: () => ({ value: 20 }), status: 200 },
  { method: 'POST', path: '/api/v1/admin/coupons/{id}/disable', url: (f) => `admin/coupons/${f.coupon}/disable`, status: 200 },
  { method: 'POST', path: '/api/v1/admin/coupons/{id}/enable', url: (f) => `admin/coupons/${f.coupon}/enable`, status: 200 },
  { method: 'GET', path: '/api/v1/admin/coupons/{id}/uses', url: (f) => `admin/coupons/${f.coupon}/uses`, status: 200 },
  { method: 'GET', path: '/api/v1/admin/products', url: () => 'admin/products?visibility=published&kind=pack', status: 200 },
  { method: 'GET', path: '/api/v1/admin/products/{id}', url: (f) => `admin/products/${f.product}`, status: 200 },
  { method: 'POST', path: '/api/v1/admin/products', url: () => 'admin/products', body: () => ({ title: 'Matrix photograph', price: 100 }), status: 201 },
  { method: 'PATCH', path: '/api/v1/admin/products/{id}', url: (f) => `admin/products/${f.product}`, body: () => ({ price: 555.5 }), status: 200 },
  { method: 'POST', path: '/api/v1/admin/uploads', url: () => 'admin/uploads', body: () => uploadForm(matrixJpeg, 'matrix.jpg'), status: 202 },
  { method: 'GET', path: '/api/v1/admin/uploads/{id}', url: (f) => `admin/uploads/${f.upload}`, status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/products/{id}/pictures',
    url: (f) => `admin/products/${f.product}/pictures`,
    body: (f) => ({ uploadId: f.upload }),
    status: 200,
  },
  {
    method: 'PUT',
    path: '/api/v1/admin/products/{id}/pictures/order',
    url: (f) => `admin/products/${f.product}/pictures/order`,
    body: (f) => ({ imageIds: [f.uploadImage, f.pictureB, f.pictureA] }),
    status: 200,
  },
  {
    method: 'DELETE',
    path: '/api/v1/admin/products/{id}/pictures/{imageId}',
    url: (f) => `admin/products/${f.product}/pictures/${f.pictureA}`,
    status: 200,
  }, // Licence tiers and a product's own tier prices (decision 053).
  { method: 'GET', path: '/api/v1/admin/licences', url: () => 'admin/licences', status: 200 },
  {
    method: 'POST',
    path: '/api/v1/admin/licences',
    url: () => 'admin/licences',
    body: () => ({ name: `Matrix ${process.pid}`, summary: 'A tier made by the matrix.', terms: '## Terms', multiplier: 3, active: false }),
    status: 201,
  },
  {
    method: 'PATCH',
    path: '/api/v1/admin/licences/{id}',
    url: (f) => `admin/licences/${f.tier}`,
    body: () => ({ name: 'Commercial', summary: 'For a business.', terms: '## Commercial', multiplier: 2.5, active: true }),
    status: 200,
  },
  { method: 'GET', path: '/api/v1/admin/products/{id}/licence-prices', url: (f) => `admin/products/${f.product}/licence-prices`, status: 200 },
  {
    method: 'PUT',
    path: '/api/v1/admin/products/{id}/licence-prices',
    url: (f) => `admin/products/${f.product}/licence-prices`,
    body: (f) => ({ prices: [{ tier: f.tier, price: 1500 }] }),
    status: 200,
  },
  // GST documents and the month's report (decision 054): reads only.
  { method: 'GET', path: '/api/v1/admin/tax/documents', url: () => 'admin/tax/documents', status: 200 },
  { method: 'GET', path: '/api/v1/admin/tax/documents/{id}/pdf', url: (f) => `admin/tax/documents/${f.taxDocument}/pdf`, status: 200, file: 'application/pdf' },
  { method: 'GET', path: '/api/v1/admin/tax/gstr1', url: () => 'admin/tax/gstr1?month=2026-11', status: 200 },
  { method: 'GET', path: '/api/v1/admin/tax/gstr1.csv', url: () => 'admin/tax/gstr1.csv?month=2026-11&table=b2cs', status: 200, file: 'text/csv' },
];

describe('admin area: who may call it', () => {
  let app: TestApp;
  let admin: TestCustomer;
  let customer: TestCustomer;
  let fixtures: Fixtures;

  /** A product with two pictures, and an upload processed by its job, ready to attach. */
  async function catalogueFixtures(): Promise<CatalogueFixtures> {
    const db = app.database.db;
    matrixJpeg = await tinyJpeg({ width: 400, height: 300, from: '#335577' });
    const [a, b] = [await createImage(db), await createImage(db)];
    const product = await createProduct(db, { title: 'Matrix pack', imageIds: [a.id, b.id] });
    const sent = await adminCall(app, 'POST', 'admin/uploads', {
      token: admin.token,
      body: uploadForm(await tinyJpeg({ width: 400, height: 300, from: '#775533' }), 'fixture.jpg'),
    });
    const upload = ok<{ data: { _id: string } }>(sent, 202).data._id;
    await app.jobs.runDue();
    const done = ok<{ data: { imageId: string } }>(await adminCall(app, 'GET', `admin/uploads/${upload}`, { token: admin.token })).data;
    return { product: product.id, pictureA: a.id, pictureB: b.id, upload, uploadImage: done.imageId };
  }

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    customer = await createCustomer(app, { name: 'Asha Patil' });
    const order = await paidPrintOrder(app, customer);
    const enquire = async (comment: string) => {
      const email = uniqueEmail('visitor');
      await call(app, 'POST', 'enquiry', { ip: uniqueIp(), body: { name: 'Meera', email, mobile: '9876543210', comment } });
      return (await app.database.db.select().from(enquiries).where(eq(enquiries.email, email)))[0]!.id;
    };
    const product = await createProduct(app.database.db);
    await call(app, 'PUT', 'product/rating', { token: customer.token, body: { prodId: product.id, star: 2 } });
    const [rating] = await app.database.db.select().from(ratings).where(eq(ratings.productId, product.id));
    const target = await createCustomer(app, { name: 'Ravi Kale' });
    fixtures = {
      ...(await catalogueFixtures()),
      bannerUpload: await (async () => {
        // A processed upload made for the shop's own pictures (profile plain), to add as a banner.
        const sent = await adminCall(app, 'POST', 'admin/uploads?profile=plain', {
          token: admin.token,
          body: uploadForm(await tinyJpeg({ width: 640, height: 360 }), 'slide.jpg'),
        });
        const id = ok<{ data: { _id: string } }>(sent, 202).data._id;
        await app.jobs.runDue();
        return id;
      })(),
      category: (await createCategory(app.database.db, { imageId: null })).id,
      post: (await createPost(app.database.db)).id,
      banner: (
        await app.database.db
          .insert(siteAssets)
          .values({ kind: 'banner', position: 0, imageId: (await createImage(app.database.db)).id, alt: 'The harbour at dawn' })
          .returning()
      )[0]!.id,
      printOrder: order._id,
      enquiry: await enquire('Do you print on canvas?'),
      otherEnquiry: await enquire('Thanks!'),
      rating: rating!.id,
      customer: target.id,
      coupon: (await createCoupon(app)).id,
      ...(await (async () => {
        const digitalOrder = (await purchase(app, customer, [(await createProduct(app.database.db)).id]))._id;
        const [invoice] = await app.database.db.select({ id: taxDocuments.id }).from(taxDocuments).where(eq(taxDocuments.orderId, digitalOrder));
        const [tier] = await app.database.db.select({ id: licenceTiers.id }).from(licenceTiers).where(eq(licenceTiers.slug, 'commercial'));
        return { digitalOrder, taxDocument: invoice!.id, tier: tier!.id };
      })()),
    };
  });
  afterAll(() => app.close());

  const send = (endpoint: Endpoint, token?: string) =>
    adminCall(app, endpoint.method, endpoint.url(fixtures), { ...(token ? { token } : {}), ...(endpoint.body ? { body: endpoint.body(fixtures) } : {}) });

  it('the table names every admin endpoint the server has, and no other', async () => {
    const paths: Record<string, Record<string, unknown>> = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    const served = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/admin'))
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(served.sort()).toEqual(ENDPOINTS.map((e) => `${e.method} ${e.path}`).sort());
  });

  it('answers 401 without a token, or with one that is not a live session', async () => {
    for (const endpoint of ENDPOINTS) {
      for (const token of [undefined, 'not-a-token', 'A'.repeat(43)]) {
        const res = await send(endpoint, token);
        expect(res.statusCode, `${endpoint.method} ${endpoint.path} ${token}`).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    }
  });

  it("answers 403 to a customer's token, before reading the request", async () => {
    for (const endpoint of ENDPOINTS) {
      for (const body of [endpoint.body?.(fixtures), { nonsense: true }]) {
        const res = await adminCall(app, endpoint.method, endpoint.url(fixtures), { token: customer.token, ...(body ? { body } : {}) });
        expect(res.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
        expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: ADMIN_MESSAGES.adminOnly });
      }
    }
  });

  it("answers an admin's token, and every write adds one audit row naming the admin", async () => {
    const auditCount = async () => AuditResponse.parse(ok(await adminCall(app, 'GET', 'admin/audit?limit=1', { token: admin.token }))).total;
    for (const endpoint of ENDPOINTS) {
      const before = await auditCount();
      const res = await send(endpoint, admin.token);
      expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${endpoint.file ? '' : res.body}`).toBe(endpoint.status);
      if (endpoint.file) expect(res.headers['content-type'], endpoint.path).toContain(endpoint.file);
      else expect(res.json().success).toBe(true);
      expect(res.headers['cache-control'], `${endpoint.method} ${endpoint.path}`).toBe('private, no-store');
      const written = (await auditCount()) - before;
      expect(written, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.method === 'GET' ? 0 : 1);
      if (endpoint.method !== 'GET') {
        const [latest] = AuditResponse.parse(ok(await adminCall(app, 'GET', 'admin/audit?limit=1', { token: admin.token }))).data;
        expect(latest?.admin, `${endpoint.method} ${endpoint.path}`).toEqual({ _id: admin.id, email: admin.email });
      }
    }
  });

  it('reads the role from the database on every request: a demoted admin is refused at once, a promoted customer let in', async () => {
    const partner = await createAdmin(app, { name: 'Second Owner' });
    expect((await adminCall(app, 'GET', 'admin/audit', { token: partner.token })).statusCode).toBe(200);
    await app.database.db.update(customers).set({ role: 'customer' }).where(eq(customers.id, partner.id));
    expect((await adminCall(app, 'GET', 'admin/audit', { token: partner.token })).statusCode).toBe(403);
    await app.database.db.update(customers).set({ role: 'admin' }).where(eq(customers.id, partner.id));
    expect((await adminCall(app, 'GET', 'admin/audit', { token: partner.token })).statusCode).toBe(200);
    // The customer's own endpoints still work for an admin.
    expect((await call(app, 'GET', 'users/me', { token: partner.token })).statusCode).toBe(200);
    // A token sent in the legacy Token header is read the same way.
    const legacy = await app.inject({ method: 'GET', url: '/api/v1/admin/audit', headers: { token: partner.token } });
    expect(legacy.statusCode).toBe(200);
  });

  it('admin/me names the signed-in administrator', async () => {
    const owner = await createAdmin(app, { name: 'Named Owner' });
    const answer = AdminMeResponse.parse(ok(await adminCall(app, 'GET', 'admin/me', { token: owner.token })));
    expect(answer.admin).toEqual({ _id: owner.id, email: owner.email, firstname: 'Named', lastname: 'Owner' });
    // The login says so too (the storefront's user menu offers the area only then).
    const login = await call(app, 'POST', 'users/login', { ip: uniqueIp(), body: { email: owner.email, password: owner.password } });
    expect(login.json().data.role).toBe('admin');
  });

  it('an admin who logs out is refused with their old token', async () => {
    const leaving = await createAdmin(app, { name: 'Leaving Owner' });
    expect((await call(app, 'POST', 'users/logout', { token: leaving.token })).statusCode).toBe(200);
    expect((await adminCall(app, 'GET', 'admin/audit', { token: leaving.token })).statusCode).toBe(401);
  });
});
