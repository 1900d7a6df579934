import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AllCategoryResponse,
  BlogListResponse,
  BlogResponse,
  ProductListResponse,
  ProductResponse,
  SimilarProductsResponse,
  TopTwentyResponse,
} from '@chitra/contract/catalogue';
import { CartResponse } from '@chitra/contract/cart';
import type { CategoryTranslations, ProductTranslations } from '@chitra/contract/content-translations';
import { OrderDetailResponse, OrderHistoryResponse } from '@chitra/contract/orders';
import { WishlistResponse } from '@chitra/contract/wishlist';
import { blogPosts, categories, products } from '../../db/schema/catalogue';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createPost, createProduct } from '../../test/catalogue-factories';
import { addToCart, purchase } from '../../test/commerce';

// Issue 29: the catalogue's answers carry the Hindi and Marathi words with
// the English (additive, the spec's fields unchanged). A tile, a cart line
// or an order line carries the titles only; a product page everything; a
// category its name where a product names it, its name and description in
// the list. No translations: no `translations` at all.

const BEACHES: CategoryTranslations = {
  hi: { name: 'समुद्र तट', description: 'रेत, लहरें और ढलता सूरज।' },
  mr: { name: 'समुद्रकिनारे', description: 'वाळू, लाटा आणि मावळतीचा सूर्य.' },
};
const KELVA: ProductTranslations = {
  hi: { title: 'केलवा तट पर सूर्यास्त', description: 'पहला अनुच्छेद।\n\nदूसरा अनुच्छेद।', tags: ['समुद्र', 'शाम'] },
  mr: { title: 'केळवे किनाऱ्यावरचा सूर्यास्त', tags: ['समुद्र'] },
};
const titlesOf = (t: ProductTranslations) => ({ hi: { title: t.hi!.title }, mr: { title: t.mr!.title } });
const namesOf = (t: CategoryTranslations) => ({ hi: { name: t.hi!.name }, mr: { name: t.mr!.name } });

describe('catalogue answers in Hindi and Marathi', () => {
  let app: TestApp;
  let beaches: string;
  let plain: string;
  let kelva: string;
  let bordi: string;
  let buyer: TestCustomer;
  const get = async (url: string, token?: string) => {
    const res = await call(app, 'GET', url, token ? { token } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as unknown;
  };

  beforeAll(async () => {
    app = await createTestApp();
    const db = app.database.db;
    const image = await createImage(db);
    beaches = (await createCategory(db, { name: 'Beaches', imageId: image.id })).id;
    plain = (await createCategory(db, { name: 'Cities', imageId: image.id })).id;
    await db.update(categories).set({ translations: BEACHES }).where(eq(categories.id, beaches));
    kelva = (
      await createProduct(db, { title: 'Sunset at Kelva', tags: ['beach', 'sunset'], categoryIds: [beaches, plain], imageIds: [image.id], salesCount: 9 })
    ).id;
    await db.update(products).set({ translations: KELVA }).where(eq(products.id, kelva));
    bordi = (await createProduct(db, { title: 'Bordi sands', tags: ['beach'], categoryIds: [plain], imageIds: [image.id], salesCount: 5 })).id;
    buyer = await createCustomer(app);
  });

  afterAll(() => app.close());

  it('home: the popular tiles carry their titles and their categories’ names', async () => {
    const { data } = TopTwentyResponse.parse(await get('product/toptwentyproduct'));
    const tile = data.find((p) => p._id === kelva)!;
    expect(tile.translations).toEqual(titlesOf(KELVA));
    expect(tile.category).toEqual([
      { _id: beaches, catogeryname: 'Beaches', translations: namesOf(BEACHES) },
      { _id: plain, catogeryname: 'Cities' },
    ]);
    const english = data.find((p) => p._id === bordi)!;
    expect(english).not.toHaveProperty('translations');
    expect(english.title).toBe('Bordi sands');
  });

  it('store and category pages: listing cards carry the title only, their category its name', async () => {
    for (const url of ['product/allproduct?limit=50', `product/allproduct/${beaches}?page=1&limit=20`]) {
      const { users } = ProductListResponse.parse(await get(url));
      const card = users.find((p) => p._id === kelva)!;
      expect(card.translations, url).toEqual(titlesOf(KELVA));
      expect(card.categoryID, url).toMatchObject({ _id: beaches, catogeryname: 'Beaches', translations: namesOf(BEACHES) });
      // The spec's fields stay English.
      expect(card.title).toBe('Sunset at Kelva');
      expect(card.catogeryname).toBe('Beaches');
    }
    const { users } = ProductListResponse.parse(await get(`product/allproduct/${plain}?page=1&limit=20`));
    const english = users.find((p) => p._id === bordi)!;
    expect(english).not.toHaveProperty('translations');
    expect(english.categoryID).not.toHaveProperty('translations');
  });

  it('product page: title, description and tags, and its categories’ names', async () => {
    const { product } = ProductResponse.parse(await get(`product/getproduct/${kelva}`));
    expect(product.translations).toEqual(KELVA);
    expect(product.description).toBe('A photograph made for a test.');
    expect(product.category.map((c) => c.translations)).toEqual([namesOf(BEACHES), undefined]);
    const english = ProductResponse.parse(await get(`product/getproduct/${bordi}`)).product;
    expect(english).not.toHaveProperty('translations');
  });

  it('similar products carry their titles', async () => {
    const { data } = SimilarProductsResponse.parse(await get(`product/${bordi}/similar`));
    expect(data.find((p) => p._id === kelva)!.translations).toEqual(titlesOf(KELVA));
  });

  it('the list of categories: name and description', async () => {
    const { data } = AllCategoryResponse.parse(await get('product/allcategory'));
    expect(data.category.find((c) => c._id === beaches)!.translations).toEqual(BEACHES);
    expect(data.category.find((c) => c._id === plain)).not.toHaveProperty('translations');
  });

  it('follows an edit of a category’s translations in the tiles that name it (the directory is read again)', async () => {
    await get('product/toptwentyproduct');
    const renamed: CategoryTranslations = { mr: { name: 'किनारे' } };
    await app.database.db.update(categories).set({ translations: renamed }).where(eq(categories.id, beaches));
    const { data } = TopTwentyResponse.parse(await get('product/toptwentyproduct'));
    expect(data.find((p) => p._id === kelva)!.category[0]!.translations).toEqual(renamed);
    await app.database.db.update(categories).set({ translations: BEACHES }).where(eq(categories.id, beaches));
  });

  it('sends only the fields an answer declares, whatever else a stored translation holds', async () => {
    const db = app.database.db;
    const odd = (await createProduct(db, { title: 'Odd one', categoryIds: [plain] })).id;
    await db.execute(
      sql`update products set translations = ${JSON.stringify({
        hi: { title: 'अजीब', extra: 'x', tags: ['ठीक', 3, ''] },
        mr: { title: 5, description: '' },
        en: { title: 'not a language of translations' },
      })}::jsonb where id = ${odd}`,
    );
    const { product } = ProductResponse.parse(await get(`product/getproduct/${odd}`));
    expect(product.translations).toEqual({ hi: { title: 'अजीब', tags: ['ठीक'] } });
    const { users } = ProductListResponse.parse(await get(`product/allproduct/${plain}?page=1&limit=20`));
    expect(users.find((p) => p._id === odd)!.translations).toEqual({ hi: { title: 'अजीब' } });
    await db.delete(products).where(eq(products.id, odd));
  });

  it('wishlist and cart lines carry the title', async () => {
    const toggled = await call(app, 'PUT', 'product/Wishlist', { token: buyer.token, body: { prodId: kelva } });
    expect(toggled.statusCode, toggled.body).toBe(200);
    const { wishlist } = WishlistResponse.parse(await get('user/wishlist', buyer.token));
    expect(wishlist.find((p) => p._id === kelva)!.translations).toEqual(titlesOf(KELVA));
    await addToCart(app, buyer, kelva);
    await addToCart(app, buyer, bordi);
    const cart = CartResponse.parse(await get('users/getcart', buyer.token));
    const lines = cart.data[0]!.product;
    expect(lines.find((l) => l.productID._id === kelva)!.productID.translations).toEqual(titlesOf(KELVA));
    expect(lines.find((l) => l.productID._id === bordi)!.productID).not.toHaveProperty('translations');
  });

  it('order lines carry the product’s titles as they are now', async () => {
    const other = await createCustomer(app);
    const order = await purchase(app, other, [kelva, bordi]);
    const history = OrderHistoryResponse.parse(await get('users/orderhistory', other.token));
    const [entry] = history.data;
    expect(entry!.product.find((p) => p._id._id === kelva)!._id.translations).toEqual(titlesOf(KELVA));
    expect(entry!.product.find((p) => p._id._id === bordi)!._id).not.toHaveProperty('translations');
    const detail = OrderDetailResponse.parse(await get(`users/getorder/${order._id}`, other.token));
    expect(detail.data.product.find((p) => p._id._id === kelva)!._id.translations).toEqual(titlesOf(KELVA));
  });

  it('blog: the list and a post carry title, excerpt and body', async () => {
    const db = app.database.db;
    const post = await createPost(db, { title: 'Five sunsets' });
    const plainPost = await createPost(db, { title: 'How we print' });
    const words = { mr: { title: 'पाच सूर्यास्त', excerpt: 'पाच ठिकाणे.', body: 'पहिला परिच्छेद.\n\nदुसरा परिच्छेद.' }, hi: { title: 'पाँच सूर्यास्त' } };
    await db.update(blogPosts).set({ translations: words }).where(eq(blogPosts.id, post.id));
    const list = BlogListResponse.parse(await get('blog'));
    expect(list.data.find((p) => p._id === post.id)!.translations).toEqual(words);
    expect(list.data.find((p) => p._id === plainPost.id)).not.toHaveProperty('translations');
    expect(BlogResponse.parse(await get(`blog/${post.id}`)).data.translations).toEqual(words);
  });
});
