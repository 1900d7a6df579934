import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { CATALOGUE_MESSAGES } from '@chitra/contract/admin-catalogue';
import {
  AdminBannersResponse,
  AdminBannerWrittenResponse,
  AdminBlogPostResponse,
  AdminBlogPostsResponse,
  AdminBlogPostWrittenResponse,
  AdminCategoriesResponse,
  AdminCategoryWrittenResponse,
  PAGES_MESSAGES,
} from '@chitra/contract/admin-pages';
import { catalogueRevision, productCategories, siteAssets } from '../../db/schema/catalogue';
import type { TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createPost, createProduct, tinyJpeg } from '../../test/catalogue-factories';
import { adminCall, createAdmin, type Method, ok } from './admin-fixtures';

/** A picture as the screen sends it (multipart, field `file`). */
function uploadForm(data: Buffer, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), name);
  return form;
}

describe('admin: categories, blog posts and banners', () => {
  let app: TestApp;
  let admin: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app, { name: 'Meera Kulkarni' });
  });
  afterAll(() => app.close());

  const send = (method: Method, url: string, body?: unknown) => adminCall(app, method, url, { token: admin.token, ...(body === undefined ? {} : { body }) });
  const audit = async (entityType: string, entityId: string) =>
    AuditResponse.parse(ok(await send('GET', `admin/audit?entityType=${entityType}&entityId=${entityId}`))).data;
  const revision = async () => (await app.database.db.select().from(catalogueRevision))[0]?.revision ?? 0;
  const storefront = (url: string) => app.inject({ method: 'GET', url: `/api/v1/${url}` });
  const expectRefused = async (res: Awaited<ReturnType<typeof send>>, status: number, message: string, errors?: Record<string, string>) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json()).toMatchObject({ success: false, message, ...(errors ? { errors } : {}) });
  };

  describe('categories', () => {
    it('creates one after the last, with an address from its name, and lists them in the storefront’s order', async () => {
      const first = await createCategory(app.database.db, { name: 'Beaches', sortOrder: 3, imageId: null });
      const created = AdminCategoryWrittenResponse.parse(
        ok(await send('POST', 'admin/categories', { name: '  Forts & Palaces ', description: 'Stone, mostly.' }), 201),
      );
      expect(created).toMatchObject({
        message: PAGES_MESSAGES.categoryCreated,
        data: { slug: 'forts-and-palaces', name: 'Forts & Palaces', description: 'Stone, mostly.', position: 4, hidden: false, products: 0 },
      });
      const listed = AdminCategoriesResponse.parse(ok(await send('GET', 'admin/categories?limit=100')));
      expect(listed.data.map((c) => c.name)).toEqual(['Beaches', 'Forts & Palaces']);
      expect(listed.data[0]?._id).toBe(first.id);

      const [row] = await audit('category', created.data._id);
      expect(row).toMatchObject({ action: 'category.create', before: null, after: { name: 'Forts & Palaces', position: 4, hidden: false } });

      // The same name again, however written, is the same address.
      await expectRefused(await send('POST', 'admin/categories', { name: 'forts and palaces' }), 409, PAGES_MESSAGES.categoryNameTaken);
    });

    it('refuses bad input with clear messages', async () => {
      await expectRefused(await send('POST', 'admin/categories', {}), 400, expect.any(String), { name: PAGES_MESSAGES.nameRequired });
      await expectRefused(await send('POST', 'admin/categories', { name: '   ' }), 400, expect.any(String), { name: PAGES_MESSAGES.nameRequired });
      await expectRefused(await send('POST', 'admin/categories', { name: 'x'.repeat(61) }), 400, expect.any(String), { name: 'must be at most 60 characters' });
      await expectRefused(await send('POST', 'admin/categories', { name: 'Fine', position: -1 }), 400, expect.any(String), { position: 'must be 0 or more' });
      await expectRefused(await send('POST', 'admin/categories', { name: 'Fine', position: 1.5 }), 400, expect.any(String), {
        position: 'must be a whole number',
      });
      await expectRefused(await send('POST', 'admin/categories', { name: 'Fine', hidden: 'yes' }), 400, expect.any(String), {
        hidden: 'must be true or false',
      });
      const category = await createCategory(app.database.db, { imageId: null });
      await expectRefused(await send('PATCH', `admin/categories/${category.id}`, {}), 400, `Invalid body: ${PAGES_MESSAGES.nothingToChange}`, {
        body: PAGES_MESSAGES.nothingToChange,
      });
      await expectRefused(await send('PATCH', 'admin/categories/not-an-id', { name: 'X' }), 400, expect.any(String), { id: 'must be an id' });
      await expectRefused(await send('PATCH', 'admin/categories/0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { name: 'X' }), 404, PAGES_MESSAGES.categoryNotFound);
    });

    it('keeps a name and description in Hindi and Marathi: an empty text is none, a change replaces them all and is recorded', async () => {
      const created = AdminCategoryWrittenResponse.parse(
        ok(
          await send('POST', 'admin/categories', {
            name: 'Salt pans',
            translations: { hi: { name: ' नमक के खेत ', description: '' }, mr: { name: 'मिठागरे', description: 'भाईंदरची पांढरी शेतं.' } },
          }),
          201,
        ),
      );
      const id = created.data._id;
      expect(created.data.translations).toEqual({ hi: { name: 'नमक के खेत' }, mr: { name: 'मिठागरे', description: 'भाईंदरची पांढरी शेतं.' } });
      const listed = async () =>
        AdminCategoriesResponse.parse(ok(await send('GET', 'admin/categories?limit=100'))).data.find((c) => c._id === id)?.translations;
      expect(await listed()).toEqual(created.data.translations);
      expect((await audit('category', id))[0]).toMatchObject({ action: 'category.create', after: { translations: created.data.translations } });

      // The whole of them: Hindi, left out, is taken off.
      const marathi = { mr: { name: 'मिठागरे, भाईंदर' } };
      const patched = AdminCategoryWrittenResponse.parse(ok(await send('PATCH', `admin/categories/${id}`, { translations: marathi })));
      expect(patched.data.translations).toEqual(marathi);
      expect(await listed()).toEqual(marathi);
      expect((await audit('category', id))[0]).toMatchObject({
        action: 'category.update',
        before: { translations: created.data.translations },
        after: { translations: marathi },
      });
      // The same again (with an empty Hindi): nothing recorded.
      ok(await send('PATCH', `admin/categories/${id}`, { translations: { hi: { name: '' }, ...marathi } }));
      expect(await audit('category', id)).toHaveLength(2);

      await expectRefused(await send('PATCH', `admin/categories/${id}`, { translations: { gu: { name: 'મીઠું' } } }), 400, expect.any(String), {
        translations: 'has no language "gu" (only hi, mr)',
      });
      await expectRefused(await send('POST', 'admin/categories', { name: 'Long', translations: { hi: { name: 'न'.repeat(201) } } }), 400, expect.any(String), {
        'translations.hi.name': 'must be at most 200 characters',
      });
      await expectRefused(
        await send('PATCH', `admin/categories/${id}`, { translations: { mr: { name: 12 } } }),
        400,
        'Invalid translations.mr.name: must be text',
        {
          'translations.mr.name': 'must be text',
        },
      );
      await expectRefused(await send('PATCH', `admin/categories/${id}`, { translations: { mr: { title: 'मीठ' } } }), 400, expect.any(String), {
        'translations.mr': 'has no field "title" (only name, description)',
      });
      expect(await listed()).toEqual(marathi);
    });

    it('hides one from the storefront’s list at once (the cached answer follows), and a second click records nothing', async () => {
      const category = await createCategory(app.database.db, { name: 'Monsoon', imageId: null });
      const names = async () => ((await storefront('product/allcategory')).json().data.category as { categoryname: string }[]).map((c) => c.categoryname);
      expect(await names()).toContain('Monsoon');
      const before = await revision();

      const hidden = AdminCategoryWrittenResponse.parse(ok(await send('PATCH', `admin/categories/${category.id}`, { hidden: true, position: 0 })));
      expect(hidden.data).toMatchObject({ hidden: true, position: 0, slug: category.slug });
      expect(await revision()).toBeGreaterThan(before);
      expect(await names()).not.toContain('Monsoon');

      // Again: 200, nothing changes, nothing recorded.
      ok(await send('PATCH', `admin/categories/${category.id}`, { hidden: true, position: 0 }));
      const rows = await audit('category', category.id);
      expect(rows.map((r) => [r.action, r.before?.hidden, r.after?.hidden, r.after?.position])).toEqual([['category.update', false, true, 0]]);

      // Renaming keeps the address.
      const renamed = AdminCategoryWrittenResponse.parse(ok(await send('PATCH', `admin/categories/${category.id}`, { name: 'Monsoon skies', hidden: false })));
      expect(renamed.data).toMatchObject({ name: 'Monsoon skies', slug: category.slug, hidden: false });
      expect(await names()).toContain('Monsoon skies');
    });

    it('never deletes a category holding photographs (409); an empty one goes, with its audit row', async () => {
      const full = await createCategory(app.database.db, { imageId: null });
      const product = await createProduct(app.database.db);
      await app.database.db.insert(productCategories).values({ productId: product.id, categoryId: full.id });
      const refused = await send('DELETE', `admin/categories/${full.id}`);
      await expectRefused(refused, 409, PAGES_MESSAGES.categoryHasProducts(1).message);
      // The count comes with its reason, for the web to say in the page's language (docs/decisions/063-api-error-reasons.md).
      expect(refused.json()).toMatchObject({ reason: 'pages.categoryHasProducts', values: { count: 1 } });
      expect(AdminCategoriesResponse.parse(ok(await send('GET', 'admin/categories?limit=100'))).data.find((c) => c._id === full.id)?.products).toBe(1);

      const empty = await createCategory(app.database.db, { imageId: null });
      expect(AdminCategoryWrittenResponse.parse(ok(await send('DELETE', `admin/categories/${empty.id}`))).message).toBe(PAGES_MESSAGES.categoryDeleted);
      await expectRefused(await send('DELETE', `admin/categories/${empty.id}`), 404, PAGES_MESSAGES.categoryNotFound);
      expect((await audit('category', empty.id)).map((r) => [r.action, r.after])).toEqual([['category.delete', null]]);
    });
  });

  describe('blog posts', () => {
    it('writes a draft the blog does not show, publishes it (dated then), and withdraws it', async () => {
      const created = AdminBlogPostWrittenResponse.parse(
        ok(await send('POST', 'admin/blog-posts', { title: 'Salt pans at noon', body: 'First.\n\nSecond.', excerpt: 'White fields.' }), 201),
      );
      expect(created).toMatchObject({
        message: PAGES_MESSAGES.postCreated,
        data: { slug: 'salt-pans-at-noon', title: 'Salt pans at noon', author: 'Meera Kulkarni', published: false, publishedAt: null },
      });
      const id = created.data._id;
      expect((await storefront(`blog/${id}`)).statusCode).toBe(404);
      const blogIds = async () => ((await storefront('blog?limit=50')).json().data as { _id: string }[]).map((p) => p._id);
      expect(await blogIds()).not.toContain(id);
      expect(AdminBlogPostsResponse.parse(ok(await send('GET', 'admin/blog-posts'))).data.map((p) => p._id)).toContain(id);

      // The same title again gets an address of its own.
      const twin = AdminBlogPostWrittenResponse.parse(ok(await send('POST', 'admin/blog-posts', { title: 'Salt pans at noon', body: 'Again.' }), 201));
      expect(twin.data.slug).toBe('salt-pans-at-noon-2');

      const published = AdminBlogPostWrittenResponse.parse(ok(await send('PATCH', `admin/blog-posts/${id}`, { published: true })));
      expect(published.data).toMatchObject({ published: true, publishedAt: expect.any(String) });
      expect(published.data.createdAt).toBe(published.data.publishedAt);
      expect((await storefront(`blog/${id}`)).json().data).toMatchObject({ title: 'Salt pans at noon', body: 'First.\n\nSecond.' });
      expect((await blogIds())[0]).toBe(id);

      // A second click: nothing changes, nothing recorded.
      expect(AdminBlogPostWrittenResponse.parse(ok(await send('PATCH', `admin/blog-posts/${id}`, { published: true }))).data.publishedAt).toBe(
        published.data.publishedAt,
      );
      const edited = AdminBlogPostWrittenResponse.parse(
        ok(await send('PATCH', `admin/blog-posts/${id}`, { title: 'Salt pans at noon, Bhayander', published: false })),
      );
      expect(edited.data).toMatchObject({ title: 'Salt pans at noon, Bhayander', slug: 'salt-pans-at-noon', published: false });
      expect((await storefront(`blog/${id}`)).statusCode).toBe(404);

      const rows = await audit('blog-post', id);
      expect(rows.map((r) => r.action)).toEqual(['blog-post.unpublish', 'blog-post.publish', 'blog-post.create']);
      expect(rows[0]).toMatchObject({
        before: { title: 'Salt pans at noon', published: true },
        after: { title: 'Salt pans at noon, Bhayander', published: false },
      });
      expect(AdminBlogPostResponse.parse(ok(await send('GET', `admin/blog-posts/${id}`))).data.excerpt).toBe('White fields.');
    });

    it('keeps a title, excerpt and body in Hindi and Marathi: an empty text is none, a change replaces them all and is recorded', async () => {
      const created = AdminBlogPostWrittenResponse.parse(
        ok(
          await send('POST', 'admin/blog-posts', {
            title: 'Nets at Versova',
            body: 'Morning.\n\nEvening.',
            translations: { mr: { title: 'वर्सोव्याची जाळी', excerpt: ' ', body: 'सकाळ.\n\nसंध्याकाळ.' }, hi: {} },
          }),
          201,
        ),
      );
      const id = created.data._id;
      expect(created.data.translations).toEqual({ mr: { title: 'वर्सोव्याची जाळी', body: 'सकाळ.\n\nसंध्याकाळ.' } });
      const read = async () => AdminBlogPostResponse.parse(ok(await send('GET', `admin/blog-posts/${id}`))).data.translations;
      expect(await read()).toEqual(created.data.translations);
      // The audit row keeps a body by its length, in every language.
      expect((await audit('blog-post', id))[0]).toMatchObject({
        action: 'blog-post.create',
        after: { translations: { mr: { title: 'वर्सोव्याची जाळी', bodyLength: 'सकाळ.\n\nसंध्याकाळ.'.length } } },
      });

      const hindi = { hi: { title: 'वर्सोवा के जाल', excerpt: 'सुबह के जाल।', body: 'सुबह।' } };
      const patched = AdminBlogPostWrittenResponse.parse(ok(await send('PATCH', `admin/blog-posts/${id}`, { translations: hindi })));
      expect(patched.message).toBe(PAGES_MESSAGES.postSaved);
      expect(patched.data.translations).toEqual(hindi);
      expect(await read()).toEqual(hindi);
      expect((await audit('blog-post', id))[0]).toMatchObject({
        action: 'blog-post.update',
        before: { translations: { mr: { title: 'वर्सोव्याची जाळी', bodyLength: 'सकाळ.\n\nसंध्याकाळ.'.length } } },
        after: { translations: { hi: { title: 'वर्सोवा के जाल', excerpt: 'सुबह के जाल।', bodyLength: 'सुबह।'.length } } },
      });
      ok(await send('PATCH', `admin/blog-posts/${id}`, { translations: { hi: { body: 'सुबह।', excerpt: 'सुबह के जाल।', title: 'वर्सोवा के जाल' } } }));
      expect(await audit('blog-post', id)).toHaveLength(2);

      await expectRefused(
        await send('POST', 'admin/blog-posts', { title: 'Fr', body: 'x', translations: { fr: { title: 'Filets' } } }),
        400,
        expect.any(String),
        {
          translations: 'has no language "fr" (only hi, mr)',
        },
      );
      await expectRefused(await send('PATCH', `admin/blog-posts/${id}`, { translations: { hi: { title: ['जाल'] } } }), 400, expect.any(String), {
        'translations.hi.title': 'must be text',
      });
      await expectRefused(await send('PATCH', `admin/blog-posts/${id}`, { translations: { hi: { title: 'ज'.repeat(201) } } }), 400, expect.any(String), {
        'translations.hi.title': 'must be at most 200 characters',
      });
      await expectRefused(await send('PATCH', `admin/blog-posts/${id}`, { translations: { mr: { body: 'ज'.repeat(20_001) } } }), 400, expect.any(String), {
        'translations.mr.body': 'must be at most 20000 characters',
      });
      expect(await read()).toEqual(hindi);
    });

    it('keeps posts written before (by the import) on the blog, and refuses bad input', async () => {
      const imported = await createPost(app.database.db, { title: 'From the import' });
      expect((await storefront(`blog/${imported.id}`)).statusCode).toBe(200);
      expect(AdminBlogPostResponse.parse(ok(await send('GET', `admin/blog-posts/${imported.id}`))).data.published).toBe(true);

      await expectRefused(await send('POST', 'admin/blog-posts', { title: 'No body' }), 400, expect.any(String), { body: PAGES_MESSAGES.bodyRequired });
      await expectRefused(await send('POST', 'admin/blog-posts', { title: '', body: 'x' }), 400, expect.any(String), { title: PAGES_MESSAGES.titleRequired });
      await expectRefused(await send('POST', 'admin/blog-posts', { title: 'Long', body: 'x'.repeat(20_001) }), 400, expect.any(String), {
        body: 'must be at most 20000 characters',
      });
      await expectRefused(await send('POST', 'admin/blog-posts', { title: 'Bell\u0007', body: 'x' }), 400, expect.any(String));
      await expectRefused(await send('PATCH', `admin/blog-posts/${imported.id}`, {}), 400, `Invalid body: ${PAGES_MESSAGES.nothingToChange}`, {
        body: PAGES_MESSAGES.nothingToChange,
      });
      await expectRefused(await send('GET', 'admin/blog-posts/0117839b-c60e-46bf-8f5b-6be2b4cea6a0'), 404, PAGES_MESSAGES.postNotFound);
    });
  });

  describe('banners', () => {
    it('moves, hides and captions banners; the home carousel follows', async () => {
      const db = app.database.db;
      const made = [];
      for (const [position, alt] of ['Dawn', 'Noon', 'Dusk'].entries()) {
        const [row] = await db
          .insert(siteAssets)
          .values({ kind: 'banner', position, imageId: (await createImage(db)).id, alt })
          .returning();
        made.push(row!);
      }
      const [dawn, noon, dusk] = made as [(typeof made)[number], (typeof made)[number], (typeof made)[number]];
      const carousel = async () => ((await storefront('home/banners')).json().data as { alt: string }[]).map((b) => b.alt);
      expect(await carousel()).toEqual(['Dawn', 'Noon', 'Dusk']);

      const moved = AdminBannerWrittenResponse.parse(ok(await send('PATCH', `admin/banners/${dusk.id}`, { position: 0 })));
      expect(moved).toMatchObject({ message: PAGES_MESSAGES.bannerSaved, data: { position: 0, caption: 'Dusk' } });
      expect(await carousel()).toEqual(['Dusk', 'Dawn', 'Noon']);
      const listed = AdminBannersResponse.parse(ok(await send('GET', 'admin/banners')));
      expect(listed.data.map((b) => [b.caption, b.position])).toEqual([
        ['Dusk', 0],
        ['Dawn', 1],
        ['Noon', 2],
      ]);
      expect(listed.data[0]?.thumbnail).toMatch(/^\//);

      // A place past the last means last.
      ok(await send('PATCH', `admin/banners/${dusk.id}`, { position: 99 }));
      expect(await carousel()).toEqual(['Dawn', 'Noon', 'Dusk']);

      ok(await send('PATCH', `admin/banners/${noon.id}`, { hidden: true, caption: 'Noon over the creek' }));
      expect(await carousel()).toEqual(['Dawn', 'Dusk']);
      // Twice: nothing changes, nothing recorded.
      ok(await send('PATCH', `admin/banners/${noon.id}`, { hidden: true }));
      expect((await audit('banner', noon.id)).map((r) => [r.action, r.before, r.after])).toEqual([
        ['banner.update', { caption: 'Noon', hidden: false, position: 1 }, { caption: 'Noon over the creek', hidden: true, position: 1 }],
      ]);
      expect((await db.select().from(siteAssets).where(eq(siteAssets.id, dawn.id)))[0]?.position).toBe(0);

      await expectRefused(await send('PATCH', `admin/banners/${dawn.id}`, { caption: ' ' }), 400, expect.any(String), {
        caption: PAGES_MESSAGES.captionRequired,
      });
      await expectRefused(await send('PATCH', `admin/banners/${dawn.id}`, { position: -2 }), 400, expect.any(String), { position: 'must be 0 or more' });
      await expectRefused(await send('PATCH', 'admin/banners/0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { hidden: false }), 404, PAGES_MESSAGES.bannerNotFound);
    });

    it('adds a banner, last, from a processed upload made for the shop’s pictures; the same upload again adds nothing', async () => {
      const upload = async (profile: 'plain' | 'photo') => {
        const sent = ok<{ data: { _id: string } }>(
          await adminCall(app, 'POST', `admin/uploads?profile=${profile}`, {
            token: admin.token,
            body: uploadForm(await tinyJpeg({ width: 640, height: 360 }), 'slide.jpg'),
          }),
          202,
        ).data._id;
        return sent;
      };
      const waiting = await upload('plain');
      await expectRefused(await send('POST', 'admin/banners', { uploadId: waiting, caption: 'Evening tide' }), 409, CATALOGUE_MESSAGES.uploadNotDone);
      const photo = await upload('photo');
      await app.jobs.runDue();
      await expectRefused(await send('POST', 'admin/banners', { uploadId: photo, caption: 'Evening tide' }), 409, PAGES_MESSAGES.bannerWrongProfile);
      await expectRefused(await send('POST', 'admin/banners', { uploadId: waiting }), 400, expect.any(String), { caption: PAGES_MESSAGES.captionRequired });

      const before = AdminBannersResponse.parse(ok(await send('GET', 'admin/banners'))).total;
      const added = AdminBannerWrittenResponse.parse(ok(await send('POST', 'admin/banners', { uploadId: waiting, caption: 'Evening tide' }), 201));
      expect(added).toMatchObject({ message: PAGES_MESSAGES.bannerCreated, data: { caption: 'Evening tide', hidden: false, position: before } });
      const again = AdminBannerWrittenResponse.parse(ok(await send('POST', 'admin/banners', { uploadId: waiting, caption: 'Evening tide' }), 200));
      expect(again.data._id).toBe(added.data._id);
      expect(AdminBannersResponse.parse(ok(await send('GET', 'admin/banners'))).total).toBe(before + 1);
      expect(((await storefront('home/banners')).json().data as { alt: string }[]).at(-1)?.alt).toBe('Evening tide');
      expect((await audit('banner', added.data._id)).map((r) => r.action)).toEqual(['banner.create']);
    });

    it('gives a post a cover and a category a picture from processed uploads, and takes them off again', async () => {
      const sent = ok<{ data: { _id: string } }>(
        await adminCall(app, 'POST', 'admin/uploads?profile=plain', {
          token: admin.token,
          body: uploadForm(await tinyJpeg({ width: 640, height: 360 }), 'cover.jpg'),
        }),
        202,
      ).data._id;
      const post = await createPost(app.database.db);
      await expectRefused(await send('PATCH', `admin/blog-posts/${post.id}`, { coverUploadId: sent }), 409, CATALOGUE_MESSAGES.uploadNotDone);
      await app.jobs.runDue();
      const covered = AdminBlogPostWrittenResponse.parse(ok(await send('PATCH', `admin/blog-posts/${post.id}`, { coverUploadId: sent })));
      expect(covered.data.cover).toMatch(/^\/.+/);
      expect((await storefront(`blog/${post.id}`)).json().data.cover).not.toBeNull();
      // Again: the same picture, nothing recorded.
      ok(await send('PATCH', `admin/blog-posts/${post.id}`, { coverUploadId: sent }));
      expect((await audit('blog-post', post.id)).map((r) => r.action)).toEqual(['blog-post.update']);
      expect(AdminBlogPostWrittenResponse.parse(ok(await send('PATCH', `admin/blog-posts/${post.id}`, { coverUploadId: null }))).data.cover).toBeNull();
      await expectRefused(await send('PATCH', `admin/blog-posts/${post.id}`, { coverUploadId: 'nope' }), 400, expect.any(String), {
        coverUploadId: 'must be an upload id',
      });

      const category = await createCategory(app.database.db, { imageId: null });
      const pictured = AdminCategoryWrittenResponse.parse(ok(await send('PATCH', `admin/categories/${category.id}`, { pictureUploadId: sent })));
      expect(pictured.data.picture).toBe(covered.data.cover);
      expect(AdminCategoryWrittenResponse.parse(ok(await send('PATCH', `admin/categories/${category.id}`, { pictureUploadId: null }))).data.picture).toBeNull();
      await expectRefused(
        await send('PATCH', `admin/categories/${category.id}`, { pictureUploadId: '0117839b-c60e-46bf-8f5b-6be2b4cea6a0' }),
        404,
        CATALOGUE_MESSAGES.uploadNotFound,
      );
    });
  });
});
