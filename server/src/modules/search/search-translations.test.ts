import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@chitra/contract/catalogue';
import type { ProductTranslations } from '@chitra/contract/content-translations';
import { MIGRATIONS_FOLDER } from '../../db/client';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createProduct } from '../../test/catalogue-factories';
import { tokenize } from './search.service';

// Issue 29: a product's Hindi and Marathi title, tags and description are
// searched as its English is (db/functions/chitra_translated_text.sql and the
// products triggers). On PGlite, and on TEST_DATABASE_URL's server when set.

const JETTY: ProductTranslations = {
  hi: { title: 'लकड़ी की जेटी पर सूर्यास्त', description: 'गुलाबी आसमान के नीचे शांत पानी।', tags: ['समुद्र'] },
  mr: { title: 'लाकडी धक्क्यावरचा सूर्यास्त', description: 'गुलाबी आकाशाखाली शांत पाणी.', tags: ['किनारा', 'संध्याकाळ'] },
};

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('search in Hindi and Marathi', () => {
  let app: TestApp;
  let db: Db;
  let category: string;
  let image: string;
  let jetty: string;
  const search = async (words: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/product/search?search=${encodeURIComponent(words)}` });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json()).data.product;
  };
  const titles = async (words: string) => (await search(words)).map((p) => p.title);

  /** A published product inserted with its translations (the insert trigger's path). */
  async function insertTranslated(title: string, translations: ProductTranslations, extra: Partial<typeof products.$inferInsert> = {}) {
    const [inserted] = await db
      .insert(products)
      .values({ slug: `t-${randomUUID()}`, title, name: title, pricePaise: 49_900, brand: 'Test Studio', translations, ...extra })
      .returning();
    await db.execute(sql`insert into product_categories (product_id, category_id, position) values (${inserted!.id}, ${category}, 0)`);
    await db.execute(sql`insert into product_images (product_id, image_id, position) values (${inserted!.id}, ${image}, 0)`);
    return inserted!;
  }

  beforeAll(async () => {
    app = await createTestApp();
    db = app.database.db;
    category = (await createCategory(db, { name: 'Sunsets' })).id;
    image = (await createImage(db)).id;
    jetty = (await insertTranslated('Sunset by the pier', JETTY, { tags: ['sunset', 'pier'] })).id;
    await createProduct(db, { title: 'Harbour cranes at dusk', tags: ['harbour'], categoryIds: [category], imageIds: [image] });
    // Only its description speaks of the sea: ranked below a title or a tag.
    await insertTranslated('Fishing boats at rest', { hi: { title: 'आराम करती नावें', description: 'समुद्र किनारे की सुबह।' } });
  });

  afterAll(() => app.close());

  it('keeps Devanagari words whole in the index: vowel signs, virama, nukta and anusvara inside, zero-width joiners folded out', async () => {
    // PostgreSQL's word parser classifies letters by the server's locale; on both this must keep a word whole.
    const text = 'प्रकृति की सुंदर तस्वीरें। क़िला, ज्ञान ॥ दर्\u200dया ११२';
    const [row] = await rows<{ terms: string[]; words: string[] }>(
      db,
      sql`select
        (select array_agg(s.term order by s.term collate "C") from chitra_search_terms('', '', '{}', '{}', chitra_translated_text(${JSON.stringify({ hi: { description: text } })}::jsonb, '{description}')) s) as terms,
        (select array_agg(w.word order by w.word collate "C") from chitra_search_words('', '', '{}', '{}', chitra_translated_text(${JSON.stringify({ mr: { title: text } })}::jsonb, '{title}')) w) as words`,
    );
    const expected = ['प्रकृति', 'की', 'सुंदर', 'तस्वीरें', 'क़िला'.normalize('NFC'), 'ज्ञान', 'दर्या', '११२'].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(row!.terms).toEqual(expected);
    // Typo words are 3 letters or more ('की' is two).
    expect(row!.words).toEqual(expected.filter((word) => [...word].length >= 3));
    // A query word is folded the same way, so each of them is found as written.
    expect(tokenize(text)).toEqual(['प्रकृति', 'की', 'सुंदर', 'तस्वीरें', 'क़िला'.normalize('NFC'), 'ज्ञान']);
    expect(tokenize('दर्\u200dया ११२')).toEqual(['दर्या', '११२']);
  });

  it('finds a product by a word of its Marathi title and of its Hindi title', async () => {
    expect(await titles('धक्क्यावरचा')).toEqual(['Sunset by the pier']);
    expect(await titles('जेटी')).toEqual(['Sunset by the pier']);
    // Two words, one from each language's title, and English beside them.
    expect(await titles('लाकडी सूर्यास्त')).toEqual(['Sunset by the pier']);
    expect(await titles('pier धक्क्यावरचा')).toEqual(['Sunset by the pier']);
  });

  it('finds it by a translated tag, and ranks a translated title or tag above a translated description', async () => {
    expect(await titles('किनारा')).toEqual(['Sunset by the pier']);
    expect(await titles('संध्याकाळ')).toEqual(['Sunset by the pier']);
    // 'समुद्र': a Hindi tag of the jetty, a word of the boats' Hindi description.
    expect(await titles('समुद्र')).toEqual(['Sunset by the pier', 'Fishing boats at rest']);
  });

  it('completes a Devanagari word still being typed', async () => {
    expect(await titles('धक्क्या')).toEqual(['Sunset by the pier']);
    expect(await titles('सूर्या')).toEqual(['Sunset by the pier']);
  });

  it('tolerates a one-letter typo in a Devanagari word: a vowel sign changed, a letter missing, or two swapped', async () => {
    // ू for ि, the commonest slip: one code point changed.
    expect(await titles('धक्क्यावरचि')).toEqual(['Sunset by the pier']);
    // A short ु for the long ू.
    expect(await titles('सुर्यास्त')).toEqual(['Sunset by the pier']);
    // The virama left out (क्क्या → कक्या).
    expect(await titles('धकक्यावरचा')).toEqual(['Sunset by the pier']);
    // Two signs swapped.
    expect(await titles('लकाडी')).toEqual(['Sunset by the pier']);
    // Two edits (a swap and a vowel sign) in a word under eight letters: nothing.
    expect(await titles('लकाडि')).toEqual([]);
  });

  it('finds a word written with a zero-width joiner however it is typed', async () => {
    const id = (await insertTranslated('River at dawn', { mr: { title: 'दर्\u200dयाखोऱ्यातली पहाट' } })).id;
    expect(await titles('दर्\u200dयाखोऱ्यातली')).toEqual(['River at dawn']);
    expect(await titles('दर्याखोऱ्यातली')).toEqual(['River at dawn']);
    await db.delete(products).where(eq(products.id, id));
  });

  it('answers with the tiles’ titles in Hindi and Marathi, and nothing more of the translation', async () => {
    const [found] = await search('धक्क्यावरचा');
    expect(found!.translations).toEqual({ hi: { title: JETTY.hi!.title }, mr: { title: JETTY.mr!.title } });
    const [english] = await search('harbour');
    expect(english).not.toHaveProperty('translations');
  });

  it('leaves an English product without translations indexed exactly as before', async () => {
    const [harbour] = await db.select().from(products).where(eq(products.title, 'Harbour cranes at dusk'));
    const posted = await rows<{ term: string; tier: number }>(
      db,
      sql`select term, tier from search_postings where product_id = ${harbour!.id} order by term collate "C"`,
    );
    // What chitra_search_terms makes of the English alone, as the triggers did before translations.
    const english = await rows<{ term: string; tier: number }>(
      db,
      sql`select s.term, s.tier from products p cross join lateral chitra_search_terms(p.title, p.name, p.tags, p.keywords, p.description) s
        where p.id = ${harbour!.id} order by s.term collate "C"`,
    );
    expect(posted.map((p) => [p.term, Number(p.tier)])).toEqual(english.map((p) => [p.term, Number(p.tier)]));
    expect(await titles('harbour')).toEqual(['Harbour cranes at dusk']);
    expect(await titles('hrabour')).toEqual(['Harbour cranes at dusk']);
  });

  it('follows an edit of the translations: the new words found, the old ones not, typos of the new ones too', async () => {
    const before = await rows<{ revision: string }>(db, sql`select revision::text from catalogue_revision`);
    await db
      .update(products)
      .set({ translations: { ...JETTY, mr: { title: 'लाकडी जेट्टीवरची संध्याकाळ' } } })
      .where(eq(products.id, jetty));
    const after = await rows<{ revision: string }>(db, sql`select revision::text from catalogue_revision`);
    expect(BigInt(after[0]!.revision)).toBeGreaterThan(BigInt(before[0]!.revision));
    expect(await titles('जेट्टीवरची')).toEqual(['Sunset by the pier']);
    expect(await titles('जेट्टीवरचि')).toEqual(['Sunset by the pier']);
    expect(await titles('धक्क्यावरचा')).toEqual([]);
    // The jetty's Marathi tag gone, the word is a typo of the boats' 'किनारे' now, one letter away.
    expect(await titles('किनारा')).toEqual(['Fishing boats at rest']);
    // Hindi unchanged.
    expect(await titles('जेटी')).toEqual(['Sunset by the pier']);
    // Translations taken off: English only.
    await db.update(products).set({ translations: {} }).where(eq(products.id, jetty));
    expect(await titles('जेटी')).toEqual([]);
    expect(await titles('pier')).toEqual(['Sunset by the pier']);
    await db.update(products).set({ translations: JETTY }).where(eq(products.id, jetty));
    expect(await titles('धक्क्यावरचा')).toEqual(['Sunset by the pier']);
  });

  it('counts a deleted translated product’s words out of the vocabulary', async () => {
    const id = (await insertTranslated('Lighthouse', { hi: { title: 'प्रकाशस्तंभ' }, mr: { title: 'दीपगृह' } })).id;
    const count = async (term: string) =>
      Number((await rows<{ n: number }>(db, sql`select coalesce((select doc_count from search_terms where term = ${term}), 0) as n`))[0]!.n);
    expect(await count('दीपगृह')).toBe(1);
    await db.delete(products).where(eq(products.id, id));
    expect(await count('दीपगृह')).toBe(0);
    expect(await count('प्रकाशस्तंभ')).toBe(0);
    expect(await titles('दीपगृह')).toEqual([]);
  });

  it('migration 0032 indexes the translations of products translated before it as the triggers do', async () => {
    const id = (await insertTranslated('Monsoon clouds', { mr: { title: 'पावसाळी ढग', tags: ['आभाळ'] } })).id;
    const index = async () => ({
      postings: (await rows<{ row: string }>(db, sql`select term || ' ' || tier as row from search_postings where product_id = ${id}`))
        .map((r) => r.row)
        .sort(),
      keys: (await rows<{ row: string }>(db, sql`select key || ' ' || word || ' ' || term as row from search_typo_keys where word = 'पावसाळी'`))
        .map((r) => r.row)
        .sort(),
      counts: (await rows<{ row: string }>(db, sql`select term || ' ' || doc_count as row from search_terms where term in ('पावसाळी', 'आभाळ', 'monsoon')`))
        .map((r) => r.row)
        .sort(),
    });
    const made = await index();
    expect(made.postings).toContain('पावसाळी 3');
    expect(made.postings).toContain('आभाळ 2');
    expect(made.keys).toContain('पवसाळी पावसाळी पावसाळी');
    // As a database that had the translations before the triggers read them: the postings and counts of the English alone, no keys.
    await db.execute(sql`delete from search_typo_keys where word in ('पावसाळी', 'आभाळ')`);
    await db.execute(sql`update search_terms set doc_count = doc_count - 1 where term in ('पावसाळी', 'आभाळ')`);
    await db.execute(sql`delete from search_postings where product_id = ${id} and term in ('पावसाळी', 'आभाळ', 'ढग')`);
    await db.execute(sql`update search_terms set doc_count = doc_count - 1 where term = 'ढग'`);
    expect(await titles('पावसाळी')).toEqual([]);
    const migration = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).find((m) =>
      m.sql.some((statement) => statement.includes('public.chitra_translated_text(p.translations')),
    );
    expect(migration).toBeDefined();
    for (const statement of migration!.sql) await db.execute(sql.raw(statement));
    expect(await index()).toEqual(made);
    expect(await titles('पावसाळी')).toEqual(['Monsoon clouds']);
    expect(await titles('पवसाळी')).toEqual(['Monsoon clouds']);
    // Run again, it changes nothing.
    for (const statement of migration!.sql) await db.execute(sql.raw(statement));
    expect(await index()).toEqual(made);
    await db.delete(products).where(eq(products.id, id));
  });
});
