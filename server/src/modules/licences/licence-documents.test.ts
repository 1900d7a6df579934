import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LicenceVerificationResponse } from '@chitra/contract/licences';
import { OrderDetailResponse } from '@chitra/contract/orders';
import { ORDER_MESSAGES } from '@chitra/contract/messages';
import { orderItems } from '../../db/schema/commerce';
import { call, createCustomer, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createImage, createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { purchase } from '../../test/commerce';
import { adminCall, createAdmin, ok } from '../admin/admin-fixtures';
import { certificateKey } from './licence-certificates';
import { TAX_PDF_WORDS } from '../tax/tax-document.pdf-words';
import { LICENCE_VERIFY_LIMIT, maskName } from './licence-verification';
import { readZip } from '../../test/zip';

/**
 * What a buyer gets beside the pictures (issue 27): each line's licence on
 * the order, its certificate (alone and in the ZIP), the order's tax
 * documents, and the public verification page, over the API and as the
 * server draws it. The PDFs are read back with poppler's pdftotext, a reader
 * this project did not write.
 */

const PDFTOTEXT = '/usr/bin/pdftotext';

/** A stand-in for the built web/dist-ssr/entry-server.js (as page-render.test.ts): it draws the address and the answers it was given. */
const RENDERER = `
export const RENDER_STATE_ELEMENT_ID = 'chitra-render';
export async function renderPage({ url, answers }) {
  return { html: '<main>' + url + '</main>', state: { answers: Object.keys(answers).sort() } };
}
`;
const INDEX = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" />
<!--chitra:head--><title>Chitra</title><!--/chitra:head-->
<script type="module" src="/assets/app-1234abcd.js"></script></head><body><div id="root"></div></body></html>`;

describe('licences and tax documents of an order', () => {
  let app: TestApp;
  let admin: TestCustomer;
  let web: string;
  const clock = testClock(new Date('2026-11-27T06:30:00Z'));
  const db = () => app.database.db;

  beforeAll(async () => {
    if (!existsSync(PDFTOTEXT)) throw new Error(`${PDFTOTEXT} is missing: install Debian's poppler-utils to read the PDFs back`);
    web = mkdtempSync(join(tmpdir(), 'chitra-licence-web-'));
    const dist = join(web, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), INDEX);
    mkdirSync(join(web, 'dist-ssr'));
    writeFileSync(join(web, 'dist-ssr', 'entry-server.js'), RENDERER);
    app = await createTestApp({ now: clock.now, webDist: dist, env: { SIMULATED_WEBHOOK_DELAY_MS: '0', PUBLIC_URL: 'https://shop.example.in' } });
    admin = await createAdmin(app);
  });

  afterAll(async () => {
    await app.close();
    rmSync(web, { recursive: true, force: true });
  });

  /** The PDF's text as poppler reads it, its layout kept. */
  function pdfText(pdf: Buffer): string {
    const file = join(web, `read-${Math.random().toString(36).slice(2)}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync(PDFTOTEXT, ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  }

  /** Each call from its own address: the per-address limits are tested on their own. */
  const as = (who: TestCustomer | undefined, method: 'GET' | 'POST', url: string, ip = uniqueIp()) =>
    call(app, method, url, { ...(who ? { token: who.token } : {}), ip });
  const verify = (id: string, ip = uniqueIp()) => call(app, 'GET', `licence/${encodeURIComponent(id)}`, { ip });
  const refund = async (orderId: string) =>
    ok(await adminCall(app, 'POST', `admin/orders/${orderId}/refund`, { token: admin.token, body: { reason: 'Bought the wrong photograph.' } }));
  const detailOf = async (who: TestCustomer, orderId: string) => {
    const res = await as(who, 'GET', `users/getorder/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    return OrderDetailResponse.parse(res.json()).data;
  };

  /** A photograph with a real picture (its thumbnail in the media store), bought by a new customer. */
  async function bought(title: string, buyerName = 'Priya Sharma', count = 1) {
    const who = await createCustomer(app, { name: buyerName });
    const products = [];
    for (let i = 0; i < count; i += 1) {
      const image = await createImage(db(), { storage: app.storage });
      products.push(await createProduct(db(), { title: count > 1 ? `${title} ${i + 1}` : title, price: 499, imageIds: [image.id] }));
    }
    const order = await purchase(
      app,
      who,
      products.map((p) => p.id),
    );
    return { who, products, order };
  }

  describe('the order page', () => {
    it('lists each line’s licence as bought and the order’s invoice, and counts the certificates in the archive’s size', async () => {
      const { who, products, order } = await bought('Kelva beach at dusk', 'Priya Sharma', 2);
      const detail = await detailOf(who, order._id);
      expect(detail.licences).toHaveLength(2);
      const [first] = detail.licences;
      expect(first).toMatchObject({ productID: products[0]!.id, tier: 'Personal', version: 1 });
      expect(first!.licenceId).toMatch(/^LIC-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(first!.summary).toContain('personal');
      expect(first!.terms).toContain('## Personal licence');
      expect(first!.upgradedFrom).toBeUndefined();
      expect(first!.verifyPath).toBe(`/licence/${first!.licenceId}`);
      expect(first!.certificatePath).toBe(`users/licence-certificate/${first!.licenceId}`);
      expect(new Set(detail.licences.map((l) => l.licenceId)).size).toBe(2);

      expect(detail.documents).toHaveLength(1);
      const [invoice] = detail.documents;
      expect(invoice).toMatchObject({ kind: 'invoice', total: detail.totalPrice, pdfPath: `users/tax-document/${invoice!._id}` });
      expect(['Tax Invoice', 'Receipt']).toContain(invoice!.title);
      expect(invoice!.number).toMatch(/^CH\/\d\d-\d\d\/\d{6}$/);

      // The ZIP's size, certificates and all, is what the page said.
      const zip = await as(who, 'POST', `users/downloadzip/${order._id}`);
      expect(zip.statusCode).toBe(200);
      expect(Number(zip.headers['content-length'])).toBe(detail.archive.bytes);
      expect(zip.rawPayload.length).toBe(detail.archive.bytes);
    });
  });

  describe('the certificate', () => {
    it('is its buyer’s PDF, named after the photograph and the tier, drawn once and then served from the store', async () => {
      const { who, order } = await bought('Monsoon over the Tansa', 'Priya Sharma');
      const [licence] = (await detailOf(who, order._id)).licences;
      const res = await as(who, 'GET', licence!.certificatePath);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Monsoon over the Tansa - Personal licence.pdf"; filename*=UTF-8''Monsoon%20over%20the%20Tansa%20-%20Personal%20licence.pdf`,
      );
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      const text = pdfText(res.rawPayload);
      for (const part of [
        licence!.licenceId,
        'Priya Sharma',
        'Monsoon over the Tansa',
        'Personal',
        order.orderID,
        `https://shop.example.in/licence/${licence!.licenceId}`,
      ]) {
        expect(text, part).toContain(part);
      }
      // Stored in the private store, and the same bytes the next time.
      expect((await app.storage.originals.read(certificateKey(licence!.licenceId))).equals(res.rawPayload)).toBe(true);
      expect((await as(who, 'GET', licence!.certificatePath)).rawPayload.equals(res.rawPayload)).toBe(true);
    });

    it('is drawn ahead by a job a minute after the receipt, so the buyer’s later look at the order finds it stored', async () => {
      const { who, order } = await bought('Vaitarna at noon');
      const [line] = await db().select({ licenceId: orderItems.licenceId }).from(orderItems).where(eq(orderItems.orderId, order._id));
      const key = certificateKey(line!.licenceId);
      expect(await app.storage.originals.stat(key)).toBeUndefined();
      await app.jobs.runDue();
      // The receipt went out; the certificate waits out of its way (decision 056).
      expect(await app.storage.originals.stat(key)).toBeUndefined();
      clock.advanceMinutes(1);
      await app.jobs.runDue();
      // No request has asked for it yet: the job drew it.
      expect(pdfText(await app.storage.originals.read(key))).toContain(line!.licenceId);
      const [licence] = (await detailOf(who, order._id)).licences;
      expect((await as(who, 'GET', licence!.certificatePath)).rawPayload.equals(await app.storage.originals.read(key))).toBe(true);
    });

    it('is nobody else’s: another customer, an unknown id and a malformed one get the same 404; signed out, 401', async () => {
      const { who, order } = await bought('Tarapur lighthouse');
      const stranger = await createCustomer(app, { name: 'Ravi Kalekar' });
      const [licence] = (await detailOf(who, order._id)).licences;
      for (const path of [licence!.certificatePath, 'users/licence-certificate/LIC-0000-0000-0000-0000', 'users/licence-certificate/nope']) {
        const res = await as(stranger, 'GET', path);
        expect(res.statusCode, path).toBe(404);
        expect(res.json().message).toBe('Licence not found');
      }
      expect((await as(undefined, 'GET', licence!.certificatePath)).statusCode).toBe(401);
    });

    it('goes into the order’s ZIP, one per line, readable as the licence it is', async () => {
      const { who, order } = await bought('Shirgaon fort', 'Priya Sharma', 2);
      const { licences } = await detailOf(who, order._id);
      const zip = await as(who, 'POST', `users/downloadzip/${order._id}`);
      expect(zip.statusCode).toBe(200);
      const entries = await readZip(zip.rawPayload);
      const certificates = entries.filter((e) => e.name.startsWith('licences/'));
      expect(certificates.map((e) => e.name)).toEqual(['licences/Shirgaon fort 1 - Personal licence.pdf', 'licences/Shirgaon fort 2 - Personal licence.pdf']);
      certificates.forEach((entry, i) => {
        const text = pdfText(entry.data);
        expect(text).toContain('Licence certificate');
        expect(text).toContain(licences[i]!.licenceId);
        expect(text).toContain(`Shirgaon fort ${i + 1}`);
      });
      // The one served alone is the same file.
      const alone = await as(who, 'GET', licences[0]!.certificatePath);
      expect(alone.rawPayload.equals(certificates[0]!.data)).toBe(true);
    });
  });

  describe('in the buyer’s language (decision 065)', () => {
    /** The customer's language, as the storefront's switcher sets it. */
    const speak = async (who: TestCustomer, locale: 'en' | 'hi' | 'mr') => {
      const set = await call(app, 'PUT', 'users/locale', { token: who.token, body: { locale }, ip: uniqueIp() });
      expect(set.statusCode, set.body).toBe(200);
    };
    const devanagari = /[\u0900-\u097F]/;

    it('gives a Marathi buyer a certificate and an invoice with Marathi beside the English, the certificate drawn ahead in Marathi', async () => {
      const who = await createCustomer(app, { name: 'Sayali Gharat' });
      await speak(who, 'mr');
      const image = await createImage(db(), { storage: app.storage });
      const product = await createProduct(db(), { title: 'Kelva creek at dusk', price: 499, imageIds: [image.id] });
      const order = await purchase(app, who, [product.id]);
      const [line] = await db().select({ licenceId: orderItems.licenceId }).from(orderItems).where(eq(orderItems.orderId, order._id));

      // The job draws it a minute after the receipt, in the buyer's language, under a key of its own.
      await app.jobs.runDue();
      clock.advanceMinutes(1);
      await app.jobs.runDue();
      const stored = await app.storage.originals.read(certificateKey(line!.licenceId, 'mr'));
      expect(await app.storage.originals.stat(certificateKey(line!.licenceId))).toBeUndefined();

      const detail = await detailOf(who, order._id);
      const [licence] = detail.licences;
      const res = await as(who, 'GET', licence!.certificatePath);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.equals(stored)).toBe(true);
      const text = pdfText(res.rawPayload).replace(/[ \t]+/g, ' ');
      for (const part of [
        'Licence certificate',
        'परवाना प्रमाणपत्र',
        `Licence id / परवाना क्रमांक: ${licence!.licenceId}`,
        'परवानाधारक',
        'Sayali Gharat',
        'Kelva creek at dusk',
        'Personal',
        'Verify this licence / हा परवाना पडताळा',
        'The licence’s terms are the English ones',
      ]) {
        expect(text, part).toContain(part);
      }

      // The ZIP carries the same Marathi certificate.
      const zip = await as(who, 'POST', `users/downloadzip/${order._id}`);
      const [inZip] = (await readZip(zip.rawPayload)).filter((e) => e.name.startsWith('licences/'));
      expect(inZip!.data.equals(res.rawPayload)).toBe(true);

      // The invoice (a receipt when the shop is not registered for GST): its title and labels in Marathi too.
      const [invoice] = detail.documents;
      const title = invoice!.title as 'Tax Invoice' | 'Receipt';
      const pdf = await as(who, 'GET', invoice!.pdfPath);
      expect(pdf.statusCode, pdf.body).toBe(200);
      const invoiceText = pdfText(pdf.rawPayload).replace(/[ \t]+/g, ' ');
      expect(invoiceText).toContain(`${title} / ${TAX_PDF_WORDS.mr.kinds[title].title}`);
      expect(invoiceText).toContain(`${title === 'Tax Invoice' ? 'Invoice' : 'Receipt'} number / ${TAX_PDF_WORDS.mr.kinds[title].number}: ${invoice!.number}`);
      expect(invoiceText).toContain('the English text governs.');
      expect(invoiceText).toContain('इंग्रजी मजकूरच ग्राह्य आहे.');
      expect(invoiceText).toContain(order.orderID);
      // Drawn again on every request, the same bytes.
      expect((await as(who, 'GET', invoice!.pdfPath)).rawPayload.equals(pdf.rawPayload)).toBe(true);
    });

    it('gives a Hindi buyer Hindi beside the English', async () => {
      const who = await createCustomer(app, { name: 'Aarti Verma' });
      await speak(who, 'hi');
      const image = await createImage(db(), { storage: app.storage });
      const product = await createProduct(db(), { title: 'Dahanu fort wall', price: 499, imageIds: [image.id] });
      const order = await purchase(app, who, [product.id]);
      const detail = await detailOf(who, order._id);
      const certificate = pdfText((await as(who, 'GET', detail.licences[0]!.certificatePath)).rawPayload);
      expect(certificate).toContain('Licence certificate');
      expect(certificate).toContain('लाइसेंस प्रमाणपत्र');
      expect(certificate).not.toContain('परवाना');
      const [invoice] = detail.documents;
      const title = invoice!.title as 'Tax Invoice' | 'Receipt';
      const invoiceText = pdfText((await as(who, 'GET', invoice!.pdfPath)).rawPayload).replace(/[ \t]+/g, ' ');
      expect(invoiceText).toContain(`${title} / ${TAX_PDF_WORDS.hi.kinds[title].title}`);
      expect(invoiceText).toContain('अंग्रेज़ी पाठ ही मान्य है।');
    });

    it('leaves an English buyer’s in English alone, and follows a buyer who changes language', async () => {
      const { who, order } = await bought('Bordi sands', 'Priya Sharma');
      const detail = await detailOf(who, order._id);
      const [licence] = detail.licences;
      const english = await as(who, 'GET', licence!.certificatePath);
      expect(pdfText(english.rawPayload)).not.toMatch(devanagari);
      const [invoice] = detail.documents;
      const englishInvoice = await as(who, 'GET', invoice!.pdfPath);
      expect(pdfText(englishInvoice.rawPayload)).not.toMatch(devanagari);

      // Switched to Marathi: the next certificate and invoice carry Marathi; the English certificate stays stored as it was.
      await speak(who, 'mr');
      const marathi = await as(who, 'GET', licence!.certificatePath);
      expect(pdfText(marathi.rawPayload)).toContain('परवाना प्रमाणपत्र');
      expect((await app.storage.originals.read(certificateKey(licence!.licenceId, 'mr'))).equals(marathi.rawPayload)).toBe(true);
      expect((await app.storage.originals.read(certificateKey(licence!.licenceId))).equals(english.rawPayload)).toBe(true);
      expect(pdfText((await as(who, 'GET', invoice!.pdfPath)).rawPayload)).toMatch(devanagari);

      // And back to English: the very bytes it had.
      await speak(who, 'en');
      expect((await as(who, 'GET', licence!.certificatePath)).rawPayload.equals(english.rawPayload)).toBe(true);
      expect((await as(who, 'GET', invoice!.pdfPath)).rawPayload.equals(englishInvoice.rawPayload)).toBe(true);
    });
  });

  describe('a refund', () => {
    it('revokes the licence, ends its certificate with the other downloads, keeps the invoice and adds the credit note', async () => {
      const { who, order } = await bought('Satpati nets', 'Priya Sharma');
      const before = await detailOf(who, order._id);
      const [licence] = before.licences;
      expect(LicenceVerificationResponse.parse((await verify(licence!.licenceId)).json()).data.status).toBe('valid');

      clock.advanceMinutes(60);
      const refundedAt = clock.now().toISOString();
      await refund(order._id);

      const answer = LicenceVerificationResponse.parse((await verify(licence!.licenceId)).json()).data;
      expect(answer).toMatchObject({ status: 'revoked', revokedAt: refundedAt, licenceId: licence!.licenceId });

      const certificate = await as(who, 'GET', licence!.certificatePath);
      expect(certificate.statusCode).toBe(404);
      expect(certificate.json().message).toBe(ORDER_MESSAGES.refunded);

      const after = await detailOf(who, order._id);
      expect(after.licences).toEqual(before.licences);
      expect(after.documents.map((d) => d.kind)).toEqual(['invoice', 'credit-note']);
      const [invoice, creditNote] = after.documents;
      expect(['Credit Note', 'Refund Receipt']).toContain(creditNote!.title);
      expect(creditNote!.number).toMatch(/^CN\/\d\d-\d\d\/\d{6}$/);
      for (const document of [invoice!, creditNote!]) {
        const pdf = await as(who, 'GET', document.pdfPath);
        expect(pdf.statusCode, document.number).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        expect(pdf.headers['content-disposition']).toContain(`filename="${document.title} ${document.number.replaceAll('/', '-')}.pdf"`);
        expect(pdfText(pdf.rawPayload)).toContain(document.number);
      }
    });
  });

  describe('a tax document', () => {
    it('is its buyer’s only', async () => {
      const { who, order } = await bought('Dahanu boats');
      const stranger = await createCustomer(app, { name: 'Ravi Kalekar' });
      const [invoice] = (await detailOf(who, order._id)).documents;
      expect((await as(who, 'GET', invoice!.pdfPath)).statusCode).toBe(200);
      const theirs = await as(stranger, 'GET', invoice!.pdfPath);
      expect(theirs.statusCode).toBe(404);
      expect((await as(stranger, 'GET', 'users/tax-document/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await as(stranger, 'GET', 'users/tax-document/nope')).statusCode).toBe(400);
      expect((await as(undefined, 'GET', invoice!.pdfPath)).statusCode).toBe(401);
    });
  });

  describe('the public verification', () => {
    it('says valid, what and when, with the thumbnail and the buyer’s name masked; noindex, cached briefly', async () => {
      const { who, order } = await bought('Arnala fort at dawn', 'Priya Sharma');
      const detail = await detailOf(who, order._id);
      const [licence] = detail.licences;
      const res = await verify(licence!.licenceId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('public, max-age=30');
      const { data } = LicenceVerificationResponse.parse(res.json());
      expect(data).toMatchObject({
        licenceId: licence!.licenceId,
        status: 'valid',
        title: 'Arnala fort at dawn',
        tier: 'Personal',
        version: 1,
        issuedAt: detail.createdAt,
        buyer: 'P**** S*****',
      });
      expect(data.revokedAt).toBeUndefined();
      expect(data.image?.thumbnail.url).toMatch(/^\/media\//);
      expect(data.image?.alt).toBe('Arnala fort at dawn');
      expect(JSON.stringify(data)).not.toContain('Priya');
      // Typed from paper in small letters, it is the same licence.
      expect((await verify(licence!.licenceId.toLowerCase())).statusCode).toBe(200);
    });

    it('answers an unknown id and a malformed one with the same 404', async () => {
      const bodies = [];
      for (const id of ['LIC-0000-0000-0000-0000', 'nope', 'LIC-' + 'X'.repeat(200), "'; drop table orders; --"]) {
        const res = await verify(id);
        expect(res.statusCode, id).toBe(404);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        const { requestId: _requestId, ...body } = res.json() as Record<string, unknown>;
        bodies.push(body);
      }
      expect(bodies[0]).toEqual({ success: false, code: 'NOT_FOUND', message: 'Licence not found', reason: 'licence.tierNotFound' });
      for (const body of bodies) expect(body).toEqual(bodies[0]);
    });

    it('is limited per address: 429 with a clear message past the limit, another address unaffected', async () => {
      const ip = uniqueIp();
      for (let i = 0; i < LICENCE_VERIFY_LIMIT.max; i += 1) expect((await verify('LIC-0000-0000-0000-0000', ip)).statusCode).toBe(404);
      const refused = await verify('LIC-0000-0000-0000-0000', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(refused.headers['x-robots-tag']).toBe('noindex');
      expect(refused.json().message).toMatch(/^Too many licence checks from your address\. Please try again in \d+ seconds\.$/);
      // The page counts with the API.
      const page = await app.inject({ method: 'GET', url: '/licence/LIC-0000-0000-0000-0000', remoteAddress: ip });
      expect(page.statusCode).toBe(429);
      expect((await verify('LIC-0000-0000-0000-0000')).statusCode).toBe(404);
    });

    it('masks each word of a name to its first letter', () => {
      expect(maskName('Priya Sharma')).toBe('P**** S*****');
      expect(maskName('  Ānanya   de  Souza ')).toBe('Ā***** d* S****');
      expect(maskName('X')).toBe('X');
      expect(maskName('')).toBe('');
    });
  });

  describe('the page /licence/<id>', () => {
    it('is drawn on the server with its answer, titled, and kept out of search indexes', async () => {
      const { who, order } = await bought('Kelva at low tide', 'Priya Sharma');
      const [licence] = (await detailOf(who, order._id)).licences;
      const res = await app.inject({ method: 'GET', url: `/licence/${licence!.licenceId}`, remoteAddress: uniqueIp() });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).toContain(`<title>Licence ${licence!.licenceId} | Chitra</title>`);
      expect(res.body).not.toContain('rel="canonical"');
      expect(res.body).toContain(`<main>/licence/${licence!.licenceId}</main>`);
      const state = JSON.parse(/<script type="application\/json" id="chitra-render">([^<]*)<\/script>/.exec(res.body)?.[1] ?? 'null') as { answers: string[] };
      expect(state.answers).toContain(`licence/${licence!.licenceId}`);
    });

    it('is the not-found page, still noindex, for an unknown or malformed id', async () => {
      for (const url of ['/licence/LIC-0000-0000-0000-0000', '/licence/nope']) {
        const res = await app.inject({ method: 'GET', url, remoteAddress: uniqueIp() });
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['x-robots-tag']).toBe('noindex');
        expect(res.body).toContain('<meta name="robots" content="noindex" />');
        const state = JSON.parse(/<script type="application\/json" id="chitra-render">([^<]*)<\/script>/.exec(res.body)?.[1] ?? 'null') as {
          answers: string[];
        };
        expect(state.answers.some((key) => key.startsWith('licence/'))).toBe(false);
      }
    });
  });
});
