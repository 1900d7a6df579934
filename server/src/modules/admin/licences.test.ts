import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { ProductResponse } from '@chitra/contract/catalogue';
import {
  AdminLicenceTierResponse,
  AdminLicenceTiersResponse,
  AdminProductLicencePrices,
  LICENCE_MESSAGES,
  type AdminLicenceTierBody,
} from '@chitra/contract/licences';
import { orderItems } from '../../db/schema/commerce';
import { licenceTiers } from '../../db/schema/licences';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { buy } from '../../test/commerce';
import { priceCart } from '../cart/cart.service';
import { adminCall, createAdmin, ok } from './admin-fixtures';
import { slugOf } from './licences.service';

describe('admin: licences (decision 053)', () => {
  let app: TestApp;
  let admin: TestCustomer;
  let tiers: AdminLicenceTiersResponse['data'];

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
    tiers = AdminLicenceTiersResponse.parse(ok(await adminCall(app, 'GET', 'admin/licences', { token: admin.token }))).data;
  });
  afterAll(() => app.close());

  const tier = (slug: string) => {
    const found = tiers.find((t) => t.slug === slug);
    if (!found) throw new Error(`no tier ${slug}`);
    return found;
  };
  const bodyOf = (t: AdminLicenceTiersResponse['data'][number]): AdminLicenceTierBody => ({
    name: t.name,
    summary: t.summary,
    terms: t.terms,
    multiplier: t.multiplier,
    active: t.active,
  });
  const patch = (id: string, body: unknown) => adminCall(app, 'PATCH', `admin/licences/${id}`, { token: admin.token, body });

  it('is for admins only', async () => {
    const customer = await createCustomer(app);
    expect((await adminCall(app, 'GET', 'admin/licences', { token: customer.token })).statusCode).toBe(403);
    expect((await adminCall(app, 'GET', 'admin/licences')).statusCode).toBe(401);
    expect(
      (await adminCall(app, 'PUT', `admin/products/${tier('personal')._id}/licence-prices`, { token: customer.token, body: { prices: [] } })).statusCode,
    ).toBe(403);
  });

  it('lists every tier with the first marked and what each sold', () => {
    expect(tiers.map((t) => [t.slug, t.position, t.multiplier, t.first, t.active, t.sold])).toEqual([
      ['personal', 1, 1, true, true, 0],
      ['commercial', 2, 2.5, false, true, 0],
      ['extended', 3, 5, false, true, 0],
    ]);
  });

  it('creates a tier after the others, its slug from its name and unique', async () => {
    const body = { name: 'Broadcast & Film', summary: 'Television and film.', terms: '## Broadcast\n\nOn air.', multiplier: 7.25, active: true };
    const made = AdminLicenceTierResponse.parse(ok(await adminCall(app, 'POST', 'admin/licences', { token: admin.token, body }), 201));
    expect(made.message).toBe(LICENCE_MESSAGES.tierCreated);
    expect(made.data).toMatchObject({ slug: 'broadcast-film', position: 4, multiplier: 7.25, version: 1, first: false, sold: 0, active: true });
    const twin = AdminLicenceTierResponse.parse(
      ok(await adminCall(app, 'POST', 'admin/licences', { token: admin.token, body: { ...body, active: false } }), 201),
    );
    expect(twin.data).toMatchObject({ slug: 'broadcast-film-2', position: 5, active: false });
    expect(slugOf('  Ünïcode — Tier  ')).toBe('unicode-tier');
    expect(slugOf('***')).toBe('licence');

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityId=${made.data._id}`, { token: admin.token })));
    expect(audit.data[0]).toMatchObject({ action: 'licence.create', entityType: 'licence', before: null });
  });

  it('checks the body: names, summaries and terms required, a multiplier of 1 to 100 with two decimals', async () => {
    const good = { name: 'X', summary: 'Y', terms: 'Z', multiplier: 2, active: true };
    for (const bad of [
      { ...good, name: '  ' },
      { ...good, summary: 'two\nlines' },
      { ...good, terms: '' },
      { ...good, multiplier: 0.5 },
      { ...good, multiplier: 101 },
      { ...good, multiplier: 1.255 },
      { ...good, name: 'x'.repeat(41) },
    ]) {
      const res = await adminCall(app, 'POST', 'admin/licences', { token: admin.token, body: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('keeps the first tier at 1x and active', async () => {
    const personal = tier('personal');
    const multiplied = await patch(personal._id, { ...bodyOf(personal), multiplier: 1.5 });
    expect(multiplied.statusCode).toBe(400);
    expect(multiplied.json().message).toBe(LICENCE_MESSAGES.firstTierFixed);
    const retired = await patch(personal._id, { ...bodyOf(personal), active: false });
    expect(retired.statusCode).toBe(400);
    expect(retired.json().message).toBe(LICENCE_MESSAGES.firstTierFixed);
    // Its words may change.
    const reworded = AdminLicenceTierResponse.parse(ok(await patch(personal._id, { ...bodyOf(personal), summary: 'For you and your family.' })));
    expect(reworded.data).toMatchObject({ summary: 'For you and your family.', version: 2, multiplier: 1, active: true, first: true });
    expect((await patch('00000000-0000-4000-8000-000000000000', bodyOf(personal))).statusCode).toBe(404);
  });

  it('a new version for new words, not for a new price; an order keeps the terms it bought', async () => {
    const buyer = await createCustomer(app, { name: 'Nisha Kulkarni' });
    const commercial = tier('commercial');
    const photo = await createProduct(app.database.db, { title: 'Sold commercially', price: 400 });
    const added = await call(app, 'POST', 'users/addtocart', { token: buyer.token, body: { productID: photo.id, licence: commercial._id } });
    expect(added.statusCode, added.body).toBe(200);
    const { result } = await buy(app, buyer);
    expect(result.status).toBe('success');
    const bought = async () => (await app.database.db.select().from(orderItems).where(eq(orderItems.productId, photo.id)))[0]!;
    expect(await bought()).toMatchObject({ tierId: commercial._id, tierName: 'Commercial', tierVersion: 1, tierTerms: commercial.terms, pricePaise: 1_00_000 });

    const repriced = AdminLicenceTierResponse.parse(ok(await patch(commercial._id, { ...bodyOf(commercial), multiplier: 3 })));
    expect(repriced.data).toMatchObject({ multiplier: 3, version: 1, sold: 1 });
    const newTerms = `${commercial.terms}\n\nAlso: trade fairs.`;
    const reworded = AdminLicenceTierResponse.parse(ok(await patch(commercial._id, { ...bodyOf(commercial), multiplier: 3, terms: newTerms })));
    expect(reworded.message).toBe(LICENCE_MESSAGES.changed);
    expect(reworded.data).toMatchObject({ version: 2, terms: newTerms });

    // The order's snapshot is untouched; a new cart line sells version 2 at the new price.
    expect(await bought()).toMatchObject({ tierVersion: 1, tierTerms: commercial.terms });
    const next = await createProduct(app.database.db, { title: 'Sold later', price: 400 });
    await call(app, 'POST', 'users/addtocart', { token: buyer.token, body: { productID: next.id, licence: commercial._id } });
    const priced = await priceCart(app.database.db, buyer.id);
    expect(priced.items[0]).toMatchObject({ pricePaise: 1_20_000, licence: { version: 2, terms: newTerms } });

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityId=${commercial._id}`, { token: admin.token })));
    expect(audit.data[0]).toMatchObject({ action: 'licence.update', before: { version: 1 }, after: { version: 2 } });
  });

  it("sets and removes a product's own price for a tier, never for the first", async () => {
    const photo = await createProduct(app.database.db, { title: 'Priced by hand', price: 349, salePrice: 299 });
    const url = `admin/products/${photo.id}/licence-prices`;
    const [personal, commercial, extended] = ['personal', 'commercial', 'extended'].map(tier) as [
      ReturnType<typeof tier>,
      ReturnType<typeof tier>,
      ReturnType<typeof tier>,
    ];
    const listed = AdminProductLicencePrices.parse(ok(await adminCall(app, 'GET', url, { token: admin.token }))).data;
    // Commercial is 3x now (the test above).
    expect(listed.slice(0, 3)).toEqual([
      { tier: personal._id, name: 'Personal', first: true, rulePrice: 349, override: null },
      { tier: commercial._id, name: 'Commercial', first: false, rulePrice: 1047, override: null },
      { tier: extended._id, name: 'Extended', first: false, rulePrice: 1745, override: null },
    ]);

    const set = AdminProductLicencePrices.parse(
      ok(await adminCall(app, 'PUT', url, { token: admin.token, body: { prices: [{ tier: commercial._id, price: 999.5 }] } })),
    ).data;
    expect(set[1]).toMatchObject({ override: 999.5, rulePrice: 1047 });
    const page = ProductResponse.parse((await call(app, 'GET', `product/getproduct/${photo.id}`)).json()).product;
    expect(page.licences?.find((l) => l._id === commercial._id)).toMatchObject({ price: 999.5, salePrice: 999.5 });
    expect(page.licences?.find((l) => l._id === personal._id)).toMatchObject({ price: 349, salePrice: 299 });

    const first = await adminCall(app, 'PUT', url, { token: admin.token, body: { prices: [{ tier: personal._id, price: 500 }] } });
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toBe(LICENCE_MESSAGES.overrideFirstTier);
    expect((await adminCall(app, 'PUT', url, { token: admin.token, body: { prices: [{ tier: commercial._id, price: 0 }] } })).statusCode).toBe(400);
    expect((await adminCall(app, 'PUT', url, { token: admin.token, body: { prices: [{ tier: commercial._id, price: 10.555 }] } })).statusCode).toBe(400);
    const unknownTier = await adminCall(app, 'PUT', url, {
      token: admin.token,
      body: { prices: [{ tier: '00000000-0000-4000-8000-000000000000', price: 5 }] },
    });
    expect(unknownTier.statusCode).toBe(404);
    const unknownProduct = await adminCall(app, 'GET', 'admin/products/00000000-0000-4000-8000-000000000000/licence-prices', { token: admin.token });
    expect(unknownProduct.statusCode).toBe(404);

    const removed = AdminProductLicencePrices.parse(
      ok(await adminCall(app, 'PUT', url, { token: admin.token, body: { prices: [{ tier: commercial._id, price: null }] } })),
    ).data;
    expect(removed[1]?.override).toBeNull();
    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=product&entityId=${photo.id}`, { token: admin.token })));
    expect(audit.data.map((a) => [a.action, a.before, a.after])).toEqual([
      ['product.licence-prices', { [commercial._id]: 999.5 }, {}],
      ['product.licence-prices', {}, { [commercial._id]: 999.5 }],
    ]);
    expect((await app.database.db.select().from(licenceTiers)).length).toBe(5);
  });
});
