import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DownloadLinkResponse, OrderDetailResponse, OrderHistoryResponse, OwnedProductResponse } from '@chitra/contract/orders';
import { DOWNLOAD_LINK_SECONDS } from '@chitra/contract/constants';
import { ORDER_MESSAGES } from '@chitra/contract/messages';
import { downloadLogs, payments } from '../../db/schema/commerce';
import { productImages } from '../../db/schema/catalogue';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { addToCart, createPayment, purchase } from '../../test/commerce';
import { createOriginal } from '../../test/originals';
import { readZip, type ZipEntry } from '../../test/zip';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const openFiles = () => readdirSync('/proc/self/fd').length;

/** The pictures of a ZIP, without the licence certificates beside them. */
const pictures = (entries: ZipEntry[]) => entries.filter((e) => !e.name.startsWith('licences/'));

describe('orders and downloads', () => {
  let app: TestApp;
  const clock = testClock(new Date('2026-11-23T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now, env: { SIMULATED_WEBHOOK_DELAY_MS: '0' } });
  });
  afterAll(() => app.close());

  /** A product whose pictures are real files in the originals storage. */
  async function productWith(title: string, contents: (Buffer | number)[], price = 499) {
    const made = [];
    for (const content of contents) made.push(await createOriginal(db(), app.storage, content));
    const product = await createProduct(db(), { title, price, imageIds: made.map((m) => m.image.id) });
    return { product, images: made };
  }

  async function buyer() {
    return createCustomer(app, { name: 'Asha Patil' });
  }

  const get = (who: TestCustomer | undefined, url: string, headers: Record<string, string> = {}) =>
    call(app, 'GET', url, { ...(who ? { token: who.token } : {}), headers });
  const post = (who: TestCustomer | undefined, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    call(app, 'POST', url, { ...(who ? { token: who.token } : {}), headers, ...(body === undefined ? {} : { body }) });
  const logsOf = (orderId: string) => db().select().from(downloadLogs).where(eq(downloadLogs.orderId, orderId));

  describe('order history and detail', () => {
    it('lists the paid orders newest first, in the shape of docs/spec.md §3', async () => {
      const who = await buyer();
      const empty = await get(who, 'users/orderhistory');
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual({ success: true, data: [] });

      const first = await productWith('Fishing boats at Dahanu', [2000], 499);
      const firstOrder = await purchase(app, who, [first.product.id]);
      clock.advanceMinutes(1);
      const a = await productWith('Kelva beach', [1500], 299);
      const b = await productWith('Monsoon pack', [1000, 1200], 899);
      const secondOrder = await purchase(app, who, [a.product.id, b.product.id]);

      const res = await get(who, 'users/orderhistory');
      expect(res.statusCode).toBe(200);
      const body = OrderHistoryResponse.parse(res.json());
      expect(body.data.map((o) => o.orderID)).toEqual([secondOrder.orderID, firstOrder.orderID]);
      const [latest] = body.data;
      expect(latest).toMatchObject({
        _id: secondOrder._id,
        productCount: 2,
        totalPrice: 1198,
        downloadLogs: [],
        product: [
          { _id: { _id: a.product.id, title: 'Kelva beach', price: 299, salePrice: 299 } },
          { _id: { _id: b.product.id, title: 'Monsoon pack', price: 899, salePrice: 899 } },
        ],
      });
      expect(latest!.product[1]!.image).toHaveLength(2);
      expect(latest!.product[1]!.image[0]).toMatch(/^\/media\//);
      expect(new Date(latest!.createdAt).toISOString()).toBe(latest!.createdAt);
    });

    it('answers one order with its pictures, their file names and the exact archive size', async () => {
      const who = await buyer();
      const pack = await productWith('Monsoon / Boisar: "pack"', [3000, 4000]);
      const order = await purchase(app, who, [pack.product.id]);
      const res = await get(who, `users/getorder/${order._id}`);
      expect(res.statusCode).toBe(200);
      const { data } = OrderDetailResponse.parse(res.json());
      expect(data.orderID).toBe(order.orderID);
      expect(data.archive.name).toBe(`${order.orderID}.zip`);
      const images = data.product[0]!.images;
      expect(images.map((i) => i.original.fileName)).toEqual(['Monsoon Boisar pack - 01.jpg', 'Monsoon Boisar pack - 02.jpg']);
      expect(images.map((i) => i.original.bytes)).toEqual([3000, 4000]);
      expect(images.map((i) => i._id)).toEqual(pack.images.map((m) => m.image.id));

      const zip = await post(who, `users/downloadzip/${order._id}`);
      expect(zip.statusCode).toBe(200);
      expect(Number(zip.headers['content-length'])).toBe(data.archive.bytes);
    });

    it('answers 404 for an unknown order, another customer’s and an unpaid payment; 401 signed out; 400 for a malformed id', async () => {
      const owner = await buyer();
      const stranger = await buyer();
      const { product } = await productWith('Tarapur lighthouse', [800]);
      const order = await purchase(app, owner, [product.id]);
      // An unpaid one: a payment that was never completed has no order.
      const other = await productWith('Shirgaon fort', [900]);
      await addToCart(app, stranger, other.product.id);
      const open = await createPayment(app, stranger);
      const [unpaid] = await db().select().from(payments).where(eq(payments.gatewayOrderId, open.id));

      for (const [who, id] of [
        [stranger, order._id],
        [owner, '00000000-0000-4000-8000-000000000000'],
        [stranger, unpaid!.id],
      ] as const) {
        const detail = await get(who, `users/getorder/${id}`);
        expect(detail.statusCode).toBe(404);
        expect(detail.json().message).toBe(ORDER_MESSAGES.orderNotFound);
        expect((await post(who, `users/downloadzip/${id}`)).statusCode).toBe(404);
        expect((await get(who, `users/download/${id}/${other.images[0]!.image.id}`)).statusCode).toBe(404);
        expect((await post(who, `users/downloadlink/${id}`, {})).statusCode).toBe(404);
      }
      expect((await get(undefined, 'users/orderhistory')).statusCode).toBe(401);
      expect((await get(undefined, `users/getorder/${order._id}`)).statusCode).toBe(401);
      expect((await post(undefined, `users/downloadzip/${order._id}`)).statusCode).toBe(401);
      expect((await get(undefined, `users/download/${order._id}/${other.images[0]!.image.id}`)).statusCode).toBe(401);
      expect((await post(undefined, `users/downloadlink/${order._id}`, {})).statusCode).toBe(401);
      expect((await get(undefined, `users/owned/${product.id}`)).statusCode).toBe(401);
      const malformed = await get(owner, 'users/getorder/not-an-id');
      expect(malformed.statusCode).toBe(400);
      // Nothing was logged for any refusal.
      expect(await logsOf(order._id)).toHaveLength(0);
    });

    it('tells the product page which order holds a bought product, and null otherwise', async () => {
      const who = await buyer();
      const bought = await productWith('Vaitarna bridge', [700]);
      const notBought = await productWith('Palghar market', [700]);
      const order = await purchase(app, who, [bought.product.id]);
      const res = await get(who, `users/owned/${bought.product.id}`);
      expect(res.statusCode).toBe(200);
      const { data } = OwnedProductResponse.parse(res.json());
      expect(data?.orderId).toBe(order._id);
      expect(data?.images.map((i) => i.original.fileName)).toEqual(['Vaitarna bridge.jpg']);
      for (const id of [notBought.product.id, '00000000-0000-4000-8000-000000000000']) {
        const none = await get(who, `users/owned/${id}`);
        expect(none.statusCode).toBe(200);
        expect(none.json()).toEqual({ success: true, data: null });
      }
    });
  });

  describe('ZIP of an order', () => {
    it('is a valid archive whose entries are the originals byte for byte, its length the Content-Length', async () => {
      const who = await buyer();
      const one = await productWith('Sunrise', [50_000]);
      // Same title twice, case apart, and a pack: names stay unique without regard to case.
      const two = await productWith('SUNRISE', [60_000]);
      const pack = await productWith('CON', [10_000, 20_000, 30_000]);
      const order = await purchase(app, who, [one.product.id, two.product.id, pack.product.id]);

      const res = await call(app, 'POST', `users/downloadzip/${order._id}`, { token: who.token, headers: { 'user-agent': ANDROID_CHROME } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${order.orderID}.zip"; filename*=UTF-8''${order.orderID}.zip`);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

      const entries = await readZip(res.rawPayload);
      // The pictures, then a licence certificate per line (issue 27), their names unique in their folder too.
      expect(entries.map((e) => e.name)).toEqual([
        'Sunrise.jpg',
        'SUNRISE (2).jpg',
        'CON_ - 01.jpg',
        'CON_ - 02.jpg',
        'CON_ - 03.jpg',
        'licences/Sunrise - Personal licence.pdf',
        'licences/SUNRISE - Personal licence (2).pdf',
        'licences/CON_ - Personal licence.pdf',
      ]);
      const originals = [...one.images, ...two.images, ...pack.images].map((m) => m.data);
      pictures(entries).forEach((entry, i) => expect(entry.data.equals(originals[i]!)).toBe(true));
      for (const certificate of entries.slice(5)) expect(certificate.data.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('logs exactly one row per download with the parsed OS and browser', async () => {
      const who = await buyer();
      const { product, images } = await productWith('Arnala fort', [5000]);
      const order = await purchase(app, who, [product.id]);
      await call(app, 'POST', `users/downloadzip/${order._id}`, { token: who.token, headers: { 'user-agent': ANDROID_CHROME }, ip: '203.0.113.7' });
      clock.advanceSeconds(1);
      const single = await call(app, 'GET', `users/download/${order._id}/${images[0]!.image.id}`, {
        token: who.token,
        headers: { 'user-agent': IPHONE_SAFARI },
        ip: '203.0.113.8',
      });
      expect(single.statusCode).toBe(200);
      const rows = await logsOf(order._id);
      expect(rows).toHaveLength(2);
      expect(rows.find((r) => r.imageId === null)).toMatchObject({
        ip: '203.0.113.7',
        os: 'Android 14',
        browser: 'Chrome 131',
        fileName: `${order.orderID}.zip`,
        via: 'direct',
        customerId: who.id,
      });
      expect(rows.find((r) => r.imageId !== null)).toMatchObject({
        ip: '203.0.113.8',
        os: 'iOS 17.5',
        browser: 'Mobile Safari 17',
        fileName: 'Arnala fort.jpg',
      });

      const detail = OrderDetailResponse.parse((await get(who, `users/getorder/${order._id}`)).json()).data;
      expect(detail.downloadCount).toBe(2);
      expect(detail.downloadLogs.map((l) => l.source)).toEqual([
        { ip: '203.0.113.8', os: 'iOS 17.5', browser: 'Mobile Safari 17' },
        { ip: '203.0.113.7', os: 'Android 14', browser: 'Chrome 131' },
      ]);
      const history = OrderHistoryResponse.parse((await get(who, 'users/orderhistory')).json()).data;
      expect(history[0]!.downloadLogs).toHaveLength(2);
    });

    it('streams with flat memory use and closes everything when the client goes away mid-download', async () => {
      const who = await buyer();
      const big = await productWith('Big original', [24 * 1024 * 1024, 24 * 1024 * 1024]);
      const order = await purchase(app, who, [big.product.id]);
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address) as unknown as AddressInfo & URL;
      const before = openFiles();

      await new Promise<void>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port: Number(port),
            method: 'POST',
            path: `/api/v1/users/downloadzip/${order._id}`,
            headers: { authorization: `Bearer ${who.token}` },
          },
          (res) => {
            expect(res.statusCode).toBe(200);
            expect(Number(res.headers['content-length'])).toBeGreaterThan(48 * 1024 * 1024);
            let received = 0;
            res.on('data', (chunk: Buffer) => {
              received += chunk.length;
              // Well into the first file: hang up.
              if (received > 1024 * 1024) {
                req.destroy();
                resolve();
              }
            });
            res.on('error', () => {});
          },
        );
        req.on('error', (err) => (err.message.includes('socket hang up') || err.message.includes('aborted') ? undefined : reject(err)));
        req.end();
      });

      // The server notices, destroys the archive and the file it was reading.
      await expect.poll(openFiles, { timeout: 5000, interval: 50 }).toBeLessThanOrEqual(before);
      // And keeps serving: the same download runs to the end.
      const again = await post(who, `users/downloadzip/${order._id}`);
      expect(again.statusCode).toBe(200);
      expect(again.rawPayload.length).toBe(Number(again.headers['content-length']));
      expect(await logsOf(order._id)).toHaveLength(2);
    });

    it('keeps every picture bought even when the product’s gallery changes later', async () => {
      const who = await buyer();
      const { product, images } = await productWith('Gallery that changes', [1111, 2222]);
      const order = await purchase(app, who, [product.id]);
      await db().delete(productImages).where(eq(productImages.imageId, images[1]!.image.id));
      const entries = await readZip((await post(who, `users/downloadzip/${order._id}`)).rawPayload);
      expect(pictures(entries).map((e) => e.data.length)).toEqual([1111, 2222]);
    });

    it('answers 503, not 500, when an original is missing from storage, and logs nothing', async () => {
      const who = await buyer();
      const { product, images } = await productWith('Lost original', [1000]);
      const order = await purchase(app, who, [product.id]);
      await app.storage.originals.remove(images[0]!.image.originalKey);
      const res = await post(who, `users/downloadzip/${order._id}`);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(ORDER_MESSAGES.fileMissing);
      expect(await logsOf(order._id)).toHaveLength(0);
    });

    it('limits ZIP downloads per customer, whatever address they come from', async () => {
      const who = await buyer();
      const { product } = await productWith('Limited', [100]);
      const order = await purchase(app, who, [product.id]);
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        statuses.push((await call(app, 'POST', `users/downloadzip/${order._id}`, { token: who.token, ip: `198.18.0.${i + 1}` })).statusCode);
      }
      expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      // Another customer is not held back by it.
      const other = await buyer();
      const theirs = await purchase(app, other, [(await productWith('Not limited', [100])).product.id]);
      expect((await post(other, `users/downloadzip/${theirs._id}`)).statusCode).toBe(200);
    });
  });

  describe('single pictures', () => {
    it('streams the original as an attachment with its exact length and type', async () => {
      const who = await buyer();
      const { product, images } = await productWith('Śrī Mahālakṣmī temple', [12_345]);
      const order = await purchase(app, who, [product.id]);
      const res = await get(who, `users/download/${order._id}/${images[0]!.image.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-length']).toBe('12345');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Sri Mahalaksmi temple.jpg"; filename*=UTF-8''${encodeURIComponent('Śrī Mahālakṣmī temple.jpg')}`,
      );
      expect(res.rawPayload.equals(images[0]!.data)).toBe(true);
    });

    it('refuses a picture that is not part of the order, and a HEAD that would count as a download', async () => {
      const who = await buyer();
      const mine = await productWith('Mine', [100]);
      const notMine = await productWith('Not mine', [100]);
      const order = await purchase(app, who, [mine.product.id]);
      const res = await get(who, `users/download/${order._id}/${notMine.images[0]!.image.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(ORDER_MESSAGES.imageNotFound);
      const head = await app.inject({
        method: 'HEAD',
        url: `/api/v1/users/download/${order._id}/${mine.images[0]!.image.id}`,
        headers: { authorization: `Bearer ${who.token}` },
      });
      expect(head.statusCode).toBe(404);
      expect(await logsOf(order._id)).toHaveLength(0);
    });
  });

  describe('a picture bought in a pack and as a single (decision 044)', () => {
    it('is served and logged under the name the single’s product page gave, directly and by a signed link', async () => {
      const who = await buyer();
      const [dawn, sunset, dusk] = [
        await createOriginal(db(), app.storage, 500),
        await createOriginal(db(), app.storage, 600),
        await createOriginal(db(), app.storage, 700),
      ];
      const pack = await createProduct(db(), { title: 'Kelva beach pack', imageIds: [dawn.image.id, sunset.image.id, dusk.image.id] });
      const single = await createProduct(db(), { title: 'Sunset at Kelva', imageIds: [sunset.image.id] });
      // The pack first: its "Kelva beach pack - 02.jpg" comes before the single's file in the order.
      const order = await purchase(app, who, [pack.id, single.id]);

      const owned = OwnedProductResponse.parse((await get(who, `users/owned/${single.id}`)).json()).data;
      expect(owned?.images.map((i) => [i._id, i.original.fileName])).toEqual([[sunset.image.id, 'Sunset at Kelva.jpg']]);

      const res = await get(who, `users/download/${order._id}/${sunset.image.id}`, { 'user-agent': IPHONE_SAFARI });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(sunset.data)).toBe(true);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Sunset at Kelva.jpg"; filename*=UTF-8''Sunset%20at%20Kelva.jpg`);
      expect(await logsOf(order._id)).toMatchObject([{ imageId: sunset.image.id, fileName: 'Sunset at Kelva.jpg', via: 'direct' }]);

      const link = await post(who, `users/downloadlink/${order._id}`, { imageId: sunset.image.id });
      const byLink = await app.inject({ method: 'GET', url: DownloadLinkResponse.parse(link.json()).data.url });
      expect(byLink.statusCode).toBe(200);
      expect(byLink.headers['content-disposition']).toContain("filename*=UTF-8''Sunset%20at%20Kelva.jpg");
      const detail = OrderDetailResponse.parse((await get(who, `users/getorder/${order._id}`)).json()).data;
      expect(detail.downloadLogs.map((l) => l.file)).toEqual(['Sunset at Kelva.jpg', 'Sunset at Kelva.jpg']);
      // The pack's other pictures keep their own names.
      const other = await get(who, `users/download/${order._id}/${dusk.image.id}`);
      expect(other.headers['content-disposition']).toContain("filename*=UTF-8''Kelva%20beach%20pack%20-%2003.jpg");
    });

    it('is served and logged under the pack’s name when the order page’s pack row names the pack', async () => {
      const who = await buyer();
      const [dawn, sunset] = [await createOriginal(db(), app.storage, 500), await createOriginal(db(), app.storage, 600)];
      const pack = await createProduct(db(), { title: 'Kelva pair', imageIds: [dawn.image.id, sunset.image.id] });
      const single = await createProduct(db(), { title: 'Sunset over Kelva', imageIds: [sunset.image.id] });
      const order = await purchase(app, who, [pack.id, single.id]);
      const detail = OrderDetailResponse.parse((await get(who, `users/getorder/${order._id}`)).json()).data;
      const packRow = detail.product.find((p) => p._id._id === pack.id);
      expect(packRow?.images.map((i) => i.original.fileName)).toEqual(['Kelva pair - 01.jpg', 'Kelva pair - 02.jpg']);

      const asPack = await get(who, `users/download/${order._id}/${sunset.image.id}?productId=${pack.id}`);
      expect(asPack.statusCode).toBe(200);
      expect(asPack.rawPayload.equals(sunset.data)).toBe(true);
      expect(asPack.headers['content-disposition']).toContain("filename*=UTF-8''Kelva%20pair%20-%2002.jpg");
      const asSingle = await get(who, `users/download/${order._id}/${sunset.image.id}?productId=${single.id}`);
      expect(asSingle.headers['content-disposition']).toContain("filename*=UTF-8''Sunset%20over%20Kelva.jpg");

      const link = await post(who, `users/downloadlink/${order._id}`, { imageId: sunset.image.id, productId: pack.id });
      const byLink = await app.inject({ method: 'GET', url: DownloadLinkResponse.parse(link.json()).data.url });
      expect(byLink.headers['content-disposition']).toContain("filename*=UTF-8''Kelva%20pair%20-%2002.jpg");
      const logged = OrderDetailResponse.parse((await get(who, `users/getorder/${order._id}`)).json()).data.downloadLogs.map((l) => l.file);
      // The test clock stands still: the three rows share one time, so their order is not asserted.
      expect(logged.toSorted()).toEqual(['Kelva pair - 02.jpg', 'Kelva pair - 02.jpg', 'Sunset over Kelva.jpg']);
    });

    it('refuses a product that does not hold the picture in this order, and a product without a picture', async () => {
      const who = await buyer();
      const [dawn, sunset] = [await createOriginal(db(), app.storage, 500), await createOriginal(db(), app.storage, 600)];
      const pack = await createProduct(db(), { title: 'Dawn alone', imageIds: [dawn.image.id] });
      const other = await createProduct(db(), { title: 'Sunset elsewhere', imageIds: [sunset.image.id] });
      const order = await purchase(app, who, [pack.id]);
      for (const productId of [other.id, '00000000-0000-4000-8000-000000000000']) {
        const res = await get(who, `users/download/${order._id}/${dawn.image.id}?productId=${productId}`);
        expect(res.statusCode, productId).toBe(404);
        expect(res.json().message).toBe(ORDER_MESSAGES.imageNotFound);
        const link = await post(who, `users/downloadlink/${order._id}`, { imageId: dawn.image.id, productId });
        expect(link.statusCode).toBe(404);
      }
      const malformed = await get(who, `users/download/${order._id}/${dawn.image.id}?productId=nope`);
      expect(malformed.statusCode).toBe(400);
      const zipWithProduct = await post(who, `users/downloadlink/${order._id}`, { productId: pack.id });
      expect(zipWithProduct.statusCode).toBe(400);
      expect(await logsOf(order._id)).toHaveLength(0);
    });
  });

  describe('signed links', () => {
    async function linkFor(who: TestCustomer, orderId: string, body: object = {}) {
      const res = await post(who, `users/downloadlink/${orderId}`, body);
      expect(res.statusCode, res.body).toBe(200);
      return DownloadLinkResponse.parse(res.json()).data;
    }

    it('serves the ZIP once, without a token, logged like every download', async () => {
      const who = await buyer();
      const { product, images } = await productWith('Linked', [40_000]);
      const order = await purchase(app, who, [product.id]);
      const link = await linkFor(who, order._id);
      expect(link.url).toMatch(/^\/api\/v1\/downloads\/v1\./);
      expect(new Date(link.expiresAt).getTime() - clock.now().getTime()).toBe(DOWNLOAD_LINK_SECONDS * 1000);

      const res = await app.inject({ method: 'GET', url: link.url, headers: { 'user-agent': ANDROID_CHROME } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      const entries = await readZip(res.rawPayload);
      expect(entries[0]!.data.equals(images[0]!.data)).toBe(true);
      expect(await logsOf(order._id)).toMatchObject([{ via: 'link', os: 'Android 14', imageId: null }]);

      const again = await app.inject({ method: 'GET', url: link.url });
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(ORDER_MESSAGES.linkUsed);
      // Opened by the browser itself, a refusal is a page with the way back.
      const page = await app.inject({ method: 'GET', url: link.url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode).toBe(410);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain(ORDER_MESSAGES.linkUsed);
      expect(page.body).toContain('href="/order-history"');
      expect(await logsOf(order._id)).toHaveLength(1);
    });

    it('serves one picture when the link names it', async () => {
      const who = await buyer();
      const { product, images } = await productWith('Linked picture', [3333, 4444]);
      const order = await purchase(app, who, [product.id]);
      const link = await linkFor(who, order._id, { imageId: images[1]!.image.id });
      const res = await app.inject({ method: 'GET', url: link.url });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(images[1]!.data)).toBe(true);
      expect(res.headers['content-disposition']).toContain('Linked picture - 02.jpg');
      const notInOrder = await post(who, `users/downloadlink/${order._id}`, { imageId: (await productWith('x', [1])).images[0]!.image.id });
      expect(notInOrder.statusCode).toBe(404);
    });

    it('refuses an expired link and a tampered one', async () => {
      const who = await buyer();
      const { product } = await productWith('Expiring', [100]);
      const order = await purchase(app, who, [product.id]);
      const link = await linkFor(who, order._id);
      const [prefix, body, signature] = link.url.split('.') as [string, string, string];
      const payload = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
      const forged = Buffer.from(JSON.stringify({ ...payload, c: '00000000-0000-4000-8000-000000000000' })).toString('base64url');
      for (const url of [`${prefix}.${forged}.${signature}`, `${prefix}.${body}.${signature.slice(0, -2)}AA`, '/api/v1/downloads/nonsense']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe(ORDER_MESSAGES.linkInvalid);
      }
      clock.advanceSeconds(DOWNLOAD_LINK_SECONDS + 1);
      const expired = await app.inject({ method: 'GET', url: link.url });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(ORDER_MESSAGES.linkExpired);
      expect(await logsOf(order._id)).toHaveLength(0);
    });
  });
});

describe('download log behind a trusted proxy', () => {
  it('records the client address from X-Forwarded-For only when TRUST_PROXY names the proxy', async () => {
    for (const [trust, expected] of [
      ['127.0.0.1', '203.0.113.50'],
      ['false', '127.0.0.1'],
    ] as const) {
      const app = await createTestApp({ env: { TRUST_PROXY: trust, SIMULATED_WEBHOOK_DELAY_MS: '0' } });
      try {
        const who = await createCustomer(app);
        const made = await createOriginal(app.database.db, app.storage, 100);
        const product = await createProduct(app.database.db, { imageIds: [made.image.id] });
        const order = await purchase(app, who, [product.id]);
        const res = await call(app, 'POST', `users/downloadzip/${order._id}`, { token: who.token, headers: { 'x-forwarded-for': '203.0.113.50' } });
        expect(res.statusCode).toBe(200);
        const [row] = await app.database.db.select().from(downloadLogs).where(eq(downloadLogs.orderId, order._id));
        expect(row?.ip).toBe(expected);
      } finally {
        await app.close();
      }
    }
    // Two apps, each with a database of its own: a loaded machine takes longer than the default to make them.
  }, 120_000);
});
