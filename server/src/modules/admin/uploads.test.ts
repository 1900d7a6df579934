import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@chitra/contract/admin-audit';
import {
  AdminProductWrittenResponse,
  AdminUploadAcceptedResponse,
  AdminUploadResponse,
  CATALOGUE_MESSAGES,
  UPLOAD_MAX_BYTES,
} from '@chitra/contract/admin-catalogue';
import { images } from '../../db/schema/catalogue';
import { uploads } from '../../db/schema/uploads';
import { storedFileNames } from '../../platform/images/image-processor';
import { createCustomer, type TestCustomer, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { tinyJpeg } from '../../test/catalogue-factories';
import { adminCall, createAdmin, ok } from './admin-fixtures';

/** A multipart body with one file in the field `file` (as the screen's XMLHttpRequest sends it). */
export function uploadForm(data: Buffer, name: string, type = 'image/jpeg', field = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  return form;
}

/** A real PNG of 16×16 pixels whose header claims 20000×20000: 400 megapixels if anyone decoded it. */
async function pixelBomb(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#777' } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)) >>> 0, 29);
  return png;
}

describe('admin: uploads and pictures', () => {
  let app: TestApp;
  let admin: TestCustomer;
  const db = () => app.database.db;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const send = (form: FormData | Buffer, query = '') => adminCall(app, 'POST', `admin/uploads${query}`, { token: admin.token, body: form });
  const state = async (id: string) => AdminUploadResponse.parse(ok(await adminCall(app, 'GET', `admin/uploads/${id}`, { token: admin.token }))).data;
  const uploadCount = async () => (await db().select({ n: count() }).from(uploads))[0]!.n;
  const newProduct = async (title: string) =>
    AdminProductWrittenResponse.parse(ok(await adminCall(app, 'POST', 'admin/products', { token: admin.token, body: { title, price: 499 } }), 201)).data;
  const attach = (productId: string, uploadId: string) =>
    adminCall(app, 'POST', `admin/products/${productId}/pictures`, { token: admin.token, body: { uploadId } });
  /** Uploads a picture and runs the job: the done upload. */
  const processed = async (colour: string) => {
    const accepted = AdminUploadAcceptedResponse.parse(
      ok(await send(uploadForm(await tinyJpeg({ width: 900, height: 600, from: colour }), `${colour.slice(1)}.jpg`)), 202),
    );
    await app.jobs.runDue();
    return state(accepted.data._id);
  };
  const auditTotal = async () => AuditResponse.parse(ok(await adminCall(app, 'GET', 'admin/audit?limit=1', { token: admin.token }))).total;

  it('takes a real JPEG, answers 202, and the job makes its renditions with the import’s pipeline', async () => {
    const jpeg = await tinyJpeg({ width: 1400, height: 900, from: '#113355' });
    const res = await send(uploadForm(jpeg, 'C:\\photos\\Versova boats.jpg', 'application/octet-stream'));
    const accepted = AdminUploadAcceptedResponse.parse(ok(res, 202));
    expect(accepted.message).toBe(CATALOGUE_MESSAGES.uploadQueued);
    expect(accepted.data).toMatchObject({
      state: 'queued',
      progress: 0,
      profile: 'photo',
      fileName: 'Versova boats.jpg',
      type: 'image/jpeg',
      bytes: jpeg.length,
      imageId: null,
    });
    // The bytes wait in the private originals, nowhere public.
    expect(await app.storage.originals.stat(`upload-${accepted.data._id}`)).toEqual({ size: jpeg.length });

    expect(await app.jobs.runDue()).toBeGreaterThan(0);
    const done = await state(accepted.data._id);
    expect(done).toMatchObject({ state: 'done', progress: 100, message: null });
    expect(done.thumbUrl).toMatch(/^\/media\/versova-boats-320-[0-9a-f]{16}\.jpg$/);
    const [row] = await db().select().from(images).where(eq(images.id, done.imageId!));
    expect(row).toMatchObject({ profile: 'photo', originalName: 'Versova boats.jpg', width: 1400, height: 900, originalBytes: jpeg.length });
    expect(row!.renditions?.widths.map((w) => w.width)).toEqual([320, 640, 960, 1280, 1400]);
    for (const name of storedFileNames(row!)) expect(await app.storage.media.stat(name), name).toBeDefined();
    expect(await app.storage.originals.stat(row!.originalKey)).toEqual({ size: jpeg.length });
    expect(await app.storage.originals.stat(`upload-${accepted.data._id}`)).toBeUndefined();

    // The same file again is the same picture.
    const twice = AdminUploadAcceptedResponse.parse(ok(await send(uploadForm(jpeg, 'again.jpg')), 202));
    await app.jobs.runDue();
    expect((await state(twice.data._id)).imageId).toBe(done.imageId);
  });

  it('attaches, reorders and removes pictures; the storefront shows them once published', async () => {
    const product = await newProduct('Koli boats pack');
    const [a, b] = [await processed('#aa2200'), await processed('#00aa22')];
    const before = await auditTotal();
    const first = AdminProductWrittenResponse.parse(ok(await attach(product._id, a._id)));
    expect(first.message).toBe(CATALOGUE_MESSAGES.pictureAttached);
    expect(first.data.pictures.map((p) => p.imageId)).toEqual([a.imageId]);
    expect(first.data.kind).toBe('single');
    // A double click: already there, nothing recorded.
    ok(await attach(product._id, a._id));
    expect(await auditTotal()).toBe(before + 1);
    const both = AdminProductWrittenResponse.parse(ok(await attach(product._id, b._id))).data;
    expect(both.pictures.map((p) => p.imageId)).toEqual([a.imageId, b.imageId]);
    expect(both.kind).toBe('pack');

    ok(await adminCall(app, 'PATCH', `admin/products/${product._id}`, { token: admin.token, body: { published: true } }));
    const page = await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${product._id}` });
    expect(page.statusCode).toBe(200);
    const shown = (page.json().product.images as { url: string }[]).map((i) => i.url);
    expect(shown).toHaveLength(2);
    expect(shown[0]).toMatch(/^\/media\/aa2200-/);

    const reorder = (imageIds: unknown) => adminCall(app, 'PUT', `admin/products/${product._id}/pictures/order`, { token: admin.token, body: { imageIds } });
    const reordered = AdminProductWrittenResponse.parse(ok(await reorder([b.imageId, a.imageId])));
    expect(reordered.data.pictures.map((p) => p.imageId)).toEqual([b.imageId, a.imageId]);
    const count = await auditTotal();
    ok(await reorder([b.imageId, a.imageId]));
    expect(await auditTotal()).toBe(count);
    const wrong = await reorder([b.imageId]);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(`Invalid imageIds: ${CATALOGUE_MESSAGES.pictureOrderMismatch}`);

    const remove = (imageId: string) => adminCall(app, 'DELETE', `admin/products/${product._id}/pictures/${imageId}`, { token: admin.token });
    const removed = AdminProductWrittenResponse.parse(ok(await remove(b.imageId!)));
    expect(removed.message).toBe(CATALOGUE_MESSAGES.pictureRemoved);
    expect(removed.data.pictures.map((p) => p.imageId)).toEqual([a.imageId]);
    // Its files stay: an order may hold the picture.
    const [kept] = await db().select().from(images).where(eq(images.id, b.imageId!));
    expect(await app.storage.originals.stat(kept!.originalKey)).toBeDefined();
    ok(await remove(b.imageId!));
    const last = await remove(a.imageId!);
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(CATALOGUE_MESSAGES.lastPictureOfPublished);
  });

  it('refuses to attach an unknown upload, or one not done yet', async () => {
    const product = await newProduct('Waiting for pictures');
    const unknown = await attach(product._id, '6f1d3c1e-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CATALOGUE_MESSAGES.uploadNotFound);
    const missing = await adminCall(app, 'GET', 'admin/uploads/6f1d3c1e-0000-4000-8000-000000000000', { token: admin.token });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CATALOGUE_MESSAGES.uploadNotFound);

    const queued = AdminUploadAcceptedResponse.parse(ok(await send(uploadForm(await tinyJpeg({ from: '#123456' }), 'slow.jpg')), 202));
    const early = await attach(product._id, queued.data._id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CATALOGUE_MESSAGES.uploadNotDone);
    await app.jobs.runDue();
    ok(await attach(product._id, queued.data._id));

    const plain = AdminUploadAcceptedResponse.parse(ok(await send(uploadForm(await tinyJpeg({ from: '#654321' }), 'banner.jpg'), '?profile=plain'), 202));
    await app.jobs.runDue();
    const banner = await attach(product._id, plain.data._id);
    expect(banner.statusCode).toBe(409);
    expect(banner.json().message).toBe(CATALOGUE_MESSAGES.uploadWrongProfile);
  });

  it('refuses a renamed text file, a damaged picture, a pixel bomb and an oversized file, storing nothing', async () => {
    const before = await uploadCount();
    const cases: [FormData, number, string][] = [
      [uploadForm(Buffer.from('just some words, not a photograph\n'.repeat(50)), 'holiday.jpg'), 415, CATALOGUE_MESSAGES.uploadWrongType],
      [
        uploadForm(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="4000"/>'), 'vector.png', 'image/png'),
        415,
        CATALOGUE_MESSAGES.uploadWrongType,
      ],
      [uploadForm(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(3000, 7)]), 'broken.jpg'), 400, CATALOGUE_MESSAGES.uploadUnreadable],
      [uploadForm(await pixelBomb(), 'bomb.png', 'image/png'), 400, CATALOGUE_MESSAGES.uploadTooManyPixels],
      [uploadForm(await tinyJpeg({ width: 12, height: 12 }), 'icon.jpg'), 400, CATALOGUE_MESSAGES.uploadTooSmall],
      [uploadForm(Buffer.alloc(0), 'empty.jpg'), 400, CATALOGUE_MESSAGES.uploadNoFile],
      [uploadForm(await tinyJpeg(), 'photo.jpg', 'image/jpeg', 'picture'), 400, CATALOGUE_MESSAGES.uploadNoFile],
    ];
    for (const [form, status, message] of cases) {
      const res = await send(form);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await adminCall(app, 'POST', 'admin/uploads', { token: admin.token, body: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(CATALOGUE_MESSAGES.uploadNotMultipart);
    const profile = await send(uploadForm(await tinyJpeg(), 'photo.jpg'), '?profile=logo');
    expect(profile.statusCode).toBe(400);

    // One byte over the limit: a real JPEG header, then padding.
    const head = await tinyJpeg({ width: 640, height: 480 });
    const big = Buffer.concat([head, Buffer.alloc(UPLOAD_MAX_BYTES + 1 - head.length)]);
    const tooBig = await send(uploadForm(big, 'huge.jpg'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(CATALOGUE_MESSAGES.uploadTooBig);
    expect(await uploadCount()).toBe(before);
  }, 60_000);

  it('answers 400, never 500, for a multipart body it cannot read, storing nothing', async () => {
    const before = await uploadCount();
    const raw = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/admin/uploads',
        remoteAddress: uniqueIp(),
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': contentType },
        payload,
      });
    const part = (boundary: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\xff\xd8\xff\xe0`;
    const cases = [
      await raw('multipart/form-data', part('x')),
      await raw(`multipart/form-data; boundary=${'b'.repeat(300)}`, part('b'.repeat(300))),
      // Cut off before the closing boundary.
      await raw('multipart/form-data; boundary=cut', part('cut')),
      await raw('multipart/form-data; boundary=cut', '--cut\r\nContent-Disposition: form-da'),
    ];
    for (const [i, res] of cases.entries()) {
      expect(res.statusCode, `case ${i}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: CATALOGUE_MESSAGES.uploadNotWhole });
    }
    expect(await uploadCount()).toBe(before);
  });

  it('a file whose header passes but whose pixels cannot be decoded fails in the job, with its reason', async () => {
    const whole = await tinyJpeg({ width: 800, height: 600, from: '#0f0f0f' });
    const cut = whole.subarray(0, Math.floor(whole.length / 3));
    const { data } = AdminUploadAcceptedResponse.parse(ok(await send(uploadForm(cut, 'cut.jpg')), 202));
    await app.jobs.runDue();
    const failed = await state(data._id);
    expect(failed).toMatchObject({ state: 'failed', imageId: null, thumbUrl: null, message: CATALOGUE_MESSAGES.uploadUnreadable });
    expect(await app.storage.originals.stat(`upload-${data._id}`)).toBeUndefined();
    const product = await newProduct('Never gets the cut picture');
    const refused = await attach(product._id, data._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CATALOGUE_MESSAGES.uploadFailed);
  });

  it('is for administrators only', async () => {
    const customer = await createCustomer(app, { name: 'Not Owner' });
    const res = await adminCall(app, 'POST', 'admin/uploads', { token: customer.token, body: uploadForm(await tinyJpeg(), 'x.jpg') });
    expect(res.statusCode).toBe(403);
  });
});
