import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '@chitra/contract/locales';
import { localePath } from '@chitra/contract/locales';
import { blogPosts, categories, products } from '../../db/schema/catalogue';
import { createPageHeads, localizeHead, type PageHead } from '../../http/page-head';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createPost, createProduct } from '../../test/catalogue-factories';
import { contentHeadIn } from './content-head';

// The head of a page in Hindi or Marathi names the catalogue's thing in the
// language (issue 29), as http/spa.ts makes it for a page the browser draws:
// the English head, its words in the language, then its addresses.

const PUBLIC_URL = 'https://shop.example.in';

describe('page heads in Hindi and Marathi', () => {
  let app: TestApp;
  let heads: ReturnType<typeof createPageHeads>;
  let translated: string;
  let english: string;
  let category: string;
  let post: string;

  /** The head of `path` in `locale`, as the storefront's server makes it without a render. */
  const headOf = async (path: string, locale: Locale): Promise<PageHead> => localizeHead(contentHeadIn(await heads.headFor(path, ''), locale), locale);
  const jsonLd = (head: PageHead, type: string) => head.jsonLd.find((item) => (item as { '@type': string })['@type'] === type) as Record<string, unknown>;
  const crumbs = (head: PageHead) => (jsonLd(head, 'BreadcrumbList').itemListElement as { name: string; item: string }[]).map((c) => c.name);

  beforeAll(async () => {
    app = await createTestApp({ env: { PUBLIC_URL } });
    heads = createPageHeads(app, app.config);
    const db = app.database.db;
    const image = await createImage(db, { storage: app.storage });
    category = (await createCategory(db, { name: 'Beaches', imageId: image.id })).id;
    await db
      .update(categories)
      .set({ translations: { mr: { name: 'समुद्रकिनारे', description: 'वाळू, लाटा आणि मावळतीचा सूर्य.' }, hi: { name: 'समुद्र तट' } } })
      .where(eq(categories.id, category));
    translated = (
      await createProduct(db, { title: 'Sunset at Kelva', description: 'Low sun over the casuarina line.', categoryIds: [category], imageIds: [image.id] })
    ).id;
    await db
      .update(products)
      .set({
        translations: { mr: { title: 'केळवे किनाऱ्यावरचा सूर्यास्त', description: 'सुरूच्या रांगेवर मावळतीचा सूर्य.\n\nदुसरा परिच्छेद.' }, hi: { title: 'केलवा पर सूर्यास्त' } },
      })
      .where(eq(products.id, translated));
    english = (await createProduct(db, { title: 'Bordi sands', description: 'Wet sand at low tide.', categoryIds: [category], imageIds: [image.id] })).id;
    post = (await createPost(db, { title: 'Five sunsets', excerpt: 'Five places.', imageId: image.id })).id;
    await db
      .update(blogPosts)
      .set({ translations: { mr: { title: 'पाच सूर्यास्त', excerpt: 'पाच ठिकाणे, पाच संध्याकाळी.' } } })
      .where(eq(blogPosts.id, post));
  });

  afterAll(() => app.close());

  it('/mr/product/<id>: the Marathi title and description, in the head, the preview and the structured data', async () => {
    const head = await headOf(`/product/${translated}`, 'mr');
    expect(head.title).toBe('केळवे किनाऱ्यावरचा सूर्यास्त | Chitra');
    expect(head.description).toBe('सुरूच्या रांगेवर मावळतीचा सूर्य.');
    expect(head.og.image?.alt).toBe('केळवे किनाऱ्यावरचा सूर्यास्त');
    const product = jsonLd(head, 'Product');
    expect(product.name).toBe('केळवे किनाऱ्यावरचा सूर्यास्त');
    expect(product.description).toBe('सुरूच्या रांगेवर मावळतीचा सूर्य.');
    expect(product.category).toBe('समुद्रकिनारे');
    expect(crumbs(head)).toEqual(['Home', 'समुद्रकिनारे', 'केळवे किनाऱ्यावरचा सूर्यास्त']);
    // Its addresses are the language's (localizeHead), as before.
    expect(head.canonical).toBe(`${PUBLIC_URL}${localePath('mr', `/product/${translated}`)}`);
    expect((product.offers as { url: string }).url).toBe(`${PUBLIC_URL}/mr/product/${translated}`);
  });

  it('/hi/product/<id>: the Hindi title; English where Hindi has no description', async () => {
    const head = await headOf(`/product/${translated}`, 'hi');
    expect(head.title).toBe('केलवा पर सूर्यास्त | Chitra');
    expect(head.description).toBe('Low sun over the casuarina line.');
    expect(jsonLd(head, 'Product').description).toBe('Low sun over the casuarina line.');
    expect(jsonLd(head, 'Product').category).toBe('समुद्र तट');
  });

  it('falls back to English for a product with no translation, and leaves English pages as they were', async () => {
    const marathi = await headOf(`/product/${english}`, 'mr');
    expect(marathi.title).toBe('Bordi sands | Chitra');
    expect(marathi.description).toBe('Wet sand at low tide.');
    expect(jsonLd(marathi, 'Product').name).toBe('Bordi sands');
    // Its category is still named in Marathi.
    expect(crumbs(marathi)).toEqual(['Home', 'समुद्रकिनारे', 'Bordi sands']);
    const englishHead = await heads.headFor(`/product/${translated}`, '');
    expect(contentHeadIn(englishHead, 'en')).toBe(englishHead);
    expect(englishHead.title).toBe('Sunset at Kelva | Chitra');
  });

  it('/mr/catagory/<id>: the category’s Marathi name and description', async () => {
    const head = await headOf(`/catagory/${category}`, 'mr');
    expect(head.title).toBe('समुद्रकिनारे | Chitra');
    expect(head.description).toBe('वाळू, लाटा आणि मावळतीचा सूर्य.');
    expect(crumbs(head).at(-1)).toBe('समुद्रकिनारे');
    // Hindi has a name but no description: the English sentence stays.
    const hindi = await headOf(`/catagory/${category}`, 'hi');
    expect(hindi.title).toBe('समुद्र तट | Chitra');
    expect(hindi.description).toMatch(/^Beaches: photographs from /);
  });

  it('/mr/blog/<id>: the post’s Marathi title and excerpt; /hi keeps English', async () => {
    const head = await headOf(`/blog/${post}`, 'mr');
    expect(head.title).toBe('पाच सूर्यास्त | Chitra');
    expect(head.description).toBe('पाच ठिकाणे, पाच संध्याकाळी.');
    expect(jsonLd(head, 'BlogPosting').headline).toBe('पाच सूर्यास्त');
    expect(crumbs(head).at(-1)).toBe('पाच सूर्यास्त');
    const hindi = await headOf(`/blog/${post}`, 'hi');
    expect(hindi.title).toBe('Five sunsets | Chitra');
    expect(hindi.description).toBe('Five places.');
  });

  it('leaves a not-found page alone', async () => {
    const head = await headOf('/product/00000000-0000-4000-8000-000000000000', 'mr');
    expect(head.status).toBe(404);
  });
});
