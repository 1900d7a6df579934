import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchResponse } from '@chitra/contract/catalogue';
import { SEARCH_MAX_CHARS, SEARCH_MIN_CHARS, SEARCH_PAGE_SIZE } from '@chitra/contract/constants';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../../db/client';
import { products } from '../../db/schema/catalogue';
import { createTestApp, type TestApp } from '../../test/app';
import { createCategory, createImage, createProduct } from '../../test/catalogue-factories';
import { testClock } from '../../test/clock';
import { UNTRACKED_MAX_AGE_MS } from '../catalogue/cached-answers';
import type { Db } from '../../db/client';
import { RevisionMemo } from '../catalogue/revision-memo';
import type { Token, TermMatch } from './search.repository';
import { memoisedLookup, tokenize } from './search.service';
import { collapseRuns, editDistance, isTypoOf, typoKeys } from './typos';

describe('GET product/search', () => {
  let app: TestApp;
  const clock = testClock();
  const search = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1/product/search?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return SearchResponse.parse(res.json()).data.product;
  };
  const titles = async (query: string) => (await search(query)).map((p) => p.title);

  beforeAll(async () => {
    app = await createTestApp({ now: clock.now });
    const db = app.database.db;
    const category = await createCategory(db, { name: 'Sunsets & Sunrises' });
    const image = await createImage(db);
    const make = (title: string, extra: Parameters<typeof createProduct>[1] = {}) =>
      createProduct(db, { title, categoryIds: [category.id], imageIds: [image.id], ...extra });
    await make('Sunset over Kelva Beach', { tags: ['beach'], keywords: ['Kelva', 'Palghar'], salesCount: 5 });
    await make('Dahanu sunrise', { description: 'The sunrise after a sunset walk.', salesCount: 40 });
    await make('Mumbai skyline at dusk', { tags: ['city', 'sunset'], salesCount: 90 });
    await make('Monsoon clouds', { description: 'Grey skies over the sea at sunset, with rain.', salesCount: 500 });
    await make('Café lights, Bandra', { tags: ['night'] });
    await make('Lighthouse at Satpati', { keywords: ['lighthouse'] });
  });

  afterAll(() => app.close());

  it('finds products by a word of the title, with the tile shape', async () => {
    const found = await search('search=kelva');
    expect(found.map((p) => p.title)).toEqual(['Sunset over Kelva Beach']);
    expect(found[0]).toMatchObject({ name: 'Sunset over Kelva Beach', price: 499, salePrice: 499, keyword: [{ name: 'Kelva' }, { name: 'Palghar' }] });
    expect(found[0]!.imagelink).toMatch(/^\/media\//);
    expect(found[0]!.category[0]).toMatchObject({ catogeryname: 'Sunsets & Sunrises' });
  });

  it("tolerates the typo 'sunst' and still finds 'sunset'", async () => {
    const found = await titles('search=sunst');
    expect(found).toContain('Sunset over Kelva Beach');
    expect(found).toContain('Mumbai skyline at dusk');
    expect(await titles('search=lightouse')).toEqual(['Lighthouse at Satpati']);
    expect(await titles('search=mumbia%20skylin')).toEqual(['Mumbai skyline at dusk']);
    // Two edits in a long word: no word one edit away, so trigram look-alikes two edits from it.
    expect(await titles('search=lihgthouss')).toEqual(['Lighthouse at Satpati']);
  });

  it('finds every word one edit away: a letter missing, extra, changed, or two swapped (decision 045)', async () => {
    // Against the words as written, not their stems: 'sunrse' is two edits from the stem 'sunris'.
    expect(await titles('search=sunrse')).toEqual(['Dahanu sunrise']);
    expect(await titles('search=sunrsie')).toEqual(['Dahanu sunrise']);
    expect(await titles('search=sunrisse')).toEqual(['Dahanu sunrise']);
    expect(await titles('search=mumbay')).toEqual(['Mumbai skyline at dusk']);
    expect(await titles('search=beech')).toEqual(['Sunset over Kelva Beach']);
    expect(await titles('search=klva%20beach')).toEqual(['Sunset over Kelva Beach']);
    // Two letters swapped share too few letter triples with the word for a look-alike search (pg_trgm similarity 0.2 and 0.11).
    expect(await titles('search=kevla')).toEqual(['Sunset over Kelva Beach']);
    expect(await titles('search=dsuk')).toEqual(['Mumbai skyline at dusk']);
  });

  it("counts a doubled letter as one: 'monsun' finds 'Monsoon' (one edit from 'monson')", async () => {
    expect(await titles('search=monsun')).toEqual(['Monsoon clouds']);
    expect(await titles('search=monsuun')).toEqual(['Monsoon clouds']);
  });

  it('keys the words of the catalogue in SQL as the query words are keyed (chitra_typo_keys, typoKeys)', async () => {
    for (const word of ['monsoon', 'sunrise', 'kelva', 'cafe', 'aaab', 'मुंबई', 'sky']) {
      const result = await app.database.db.execute(sql`select coalesce(array_agg(k order by k collate "C"), '{}') as keys from chitra_typo_keys(${word}) k`);
      const [row] = (result as unknown as { rows: { keys: string[] }[] }).rows;
      expect(row!.keys, word).toEqual(typoKeys(word).sort());
    }
  });

  it('takes no word two edits away, and guesses no word shorter than four letters', async () => {
    expect(await titles('search=sansat')).toEqual([]);
    expect(await titles('search=kalvo')).toEqual([]);
    expect(await titles('search=mansun')).toEqual([]);
    expect(await titles('search=dsk')).toEqual([]);
  });

  it('does not take a related word for a typo', async () => {
    expect(await titles('search=lightning')).toEqual([]);
  });

  it('ranks a title match above a tag match above a description-only match, then by sales', async () => {
    expect(await titles('search=sunset')).toEqual([
      'Sunset over Kelva Beach', // title
      'Mumbai skyline at dusk', // tag
      'Monsoon clouds', // description, 500 sales
      'Dahanu sunrise', // description, 40 sales
    ]);
  });

  it('matches word forms: plural and singular are the same word', async () => {
    expect(await titles('search=sunsets')).toContain('Sunset over Kelva Beach');
    expect(await titles('search=lighthouses')).toEqual(['Lighthouse at Satpati']);
  });

  it('completes the word being typed', async () => {
    expect(await titles('search=mumb')).toEqual(['Mumbai skyline at dusk']);
    expect(await titles('search=kelva%20bea')).toEqual(['Sunset over Kelva Beach']);
  });

  it('ignores accents both ways', async () => {
    expect(await titles('search=cafe')).toEqual(['Café lights, Bandra']);
    expect(await titles(`search=${encodeURIComponent('kélva')}`)).toEqual(['Sunset over Kelva Beach']);
  });

  it('needs every word that matches something, and drops words that match nothing', async () => {
    expect(await titles('search=sunset%20kelva')).toEqual(['Sunset over Kelva Beach']);
    expect(await titles('search=sunset%20city')).toEqual(['Mumbai skyline at dusk']);
    expect(await titles('search=kelva%20qwxzvb')).toEqual(['Sunset over Kelva Beach']);
    expect(await titles('search=qwxzvb')).toEqual([]);
    expect(await titles('search=the%20of%20and')).toEqual([]);
  });

  it('treats query syntax as plain words', async () => {
    for (const q of ["sunset' or 1=1 --", 'sunset & | ! : *', 'sunset\\', '%_%']) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/product/search?search=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
  });

  it('pages by limit and page; an empty page means no more', async () => {
    const first = await titles('search=sunset&limit=2&page=1');
    const second = await titles('search=sunset&limit=2&page=2');
    expect([...first, ...second]).toEqual(await titles('search=sunset'));
    expect(await titles('search=sunset&limit=2&page=3')).toEqual([]);
    expect(await titles('search=sunset&page=500')).toEqual([]);
  });

  it(`returns at most ${SEARCH_PAGE_SIZE} by default`, async () => {
    const fresh = await createTestApp();
    try {
      const category = await createCategory(fresh.database.db);
      const image = await createImage(fresh.database.db);
      for (let i = 0; i < 12; i++) {
        await createProduct(fresh.database.db, { title: `Harbour cranes ${i}`, categoryIds: [category.id], imageIds: [image.id] });
      }
      const res = await fresh.inject({ method: 'GET', url: '/api/v1/product/search?search=harbour' });
      expect(SearchResponse.parse(res.json()).data.product).toHaveLength(SEARCH_PAGE_SIZE);
    } finally {
      await fresh.close();
    }
  });

  it('finds a word one edit away however many words look more like the query', async () => {
    // Twelve words sharing more letter triples with 'sunrse' than 'sunrise' does, each two edits away:
    // a look-alike search that keeps its ten best finds only them.
    const fresh = await createTestApp();
    try {
      const category = await createCategory(fresh.database.db);
      const image = await createImage(fresh.database.db);
      await createProduct(fresh.database.db, { title: 'Dahanu sunrise', categoryIds: [category.id], imageIds: [image.id] });
      for (const tail of ['ab', 'ac', 'ad', 'af', 'ag', 'ah', 'ak', 'al', 'am', 'an', 'ap', 'ar']) {
        await createProduct(fresh.database.db, { title: `Dahanu sunrse${tail}`, categoryIds: [category.id], imageIds: [image.id] });
      }
      const res = await fresh.inject({ method: 'GET', url: '/api/v1/product/search?search=sunrse%20dahanu' });
      expect(SearchResponse.parse(res.json()).data.product.map((p) => p.title)).toEqual(['Dahanu sunrise']);
    } finally {
      await fresh.close();
    }
  });

  it('finds a typo of a word added or renamed since the start, and none of a word gone', async () => {
    const db = app.database.db;
    const category = await createCategory(db);
    const image = await createImage(db);
    // 'glidng' is one edit from 'gliding' but two from its stem 'glide'; so 'wadng' from 'wading' and 'wade'.
    await createProduct(db, { title: 'Herons gliding at Bhigwan', categoryIds: [category.id], imageIds: [image.id] });
    expect(await titles('search=glidng')).toEqual(['Herons gliding at Bhigwan']);
    const [row] = await db.select().from(products).where(eq(products.title, 'Herons gliding at Bhigwan'));
    await db.update(products).set({ title: 'Herons wading at Bhigwan', name: 'Herons wading at Bhigwan' }).where(eq(products.id, row!.id));
    expect(await titles('search=wadng')).toEqual(['Herons wading at Bhigwan']);
    expect(await titles('search=glidng')).toEqual([]);
    await db.delete(products).where(eq(products.id, row!.id));
    expect(await titles('search=wadng')).toEqual([]);
  });

  it("migration 0026's backfill keys an existing catalogue's words as the triggers do", async () => {
    const fresh = await createTestApp();
    try {
      const db = fresh.database.db;
      const category = await createCategory(db);
      const image = await createImage(db);
      await createProduct(db, { title: 'Dahanu sunrise', tags: ['beach'], keywords: ['Palghar'], categoryIds: [category.id], imageIds: [image.id] });
      await createProduct(db, {
        title: 'Monsoon clouds, Kelva-beach',
        description: 'Grey skies, with rain.',
        categoryIds: [category.id],
        imageIds: [image.id],
      });
      const keys = async () => {
        const result = await db.execute(sql`select key || ' ' || word || ' ' || term as row from search_typo_keys`);
        return (result as unknown as { rows: { row: string }[] }).rows.map((r) => r.row).sort();
      };
      const made = await keys();
      expect(made).toContain('sunrse sunrise sunris');
      expect(made).toContain('monson monsoon monsoon');
      expect(made.filter((row) => row.endsWith(' kelva-beach'))).toEqual([]);
      const backfill = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })
        .flatMap((m) => m.sql)
        .filter((statement) => statement.includes('INSERT INTO "search_typo_keys"'));
      expect(backfill).toHaveLength(1);
      await db.execute(sql`delete from search_typo_keys`);
      await db.execute(sql.raw(backfill[0]!));
      expect(await keys()).toEqual(made);
    } finally {
      await fresh.close();
    }
  });

  it('follows edits: a renamed product is found by its new title only', async () => {
    const db = app.database.db;
    const [row] = await db.select().from(products).where(eq(products.title, 'Lighthouse at Satpati'));
    await db.update(products).set({ title: 'Beacon at Satpati', name: 'Beacon at Satpati', keywords: [] }).where(eq(products.id, row!.id));
    expect(await titles('search=beacon')).toEqual(['Beacon at Satpati']);
    expect(await titles('search=lighthouse')).toEqual([]);
    await db
      .update(products)
      .set({ title: 'Lighthouse at Satpati', name: 'Lighthouse at Satpati', keywords: ['lighthouse'] })
      .where(eq(products.id, row!.id));
    expect(await titles('search=beacon')).toEqual([]);
  });

  it('re-ranks after a sale, once the answer is a minute old', async () => {
    const db = app.database.db;
    await titles('search=sunset');
    await db.update(products).set({ salesCount: 1000 }).where(eq(products.title, 'Dahanu sunrise'));
    // A sale does not move the catalogue revision (migration 0010): the kept answer stands for a minute.
    const kept = await titles('search=sunset');
    expect(kept.indexOf('Dahanu sunrise')).toBeGreaterThan(kept.indexOf('Monsoon clouds'));
    clock.advanceSeconds(UNTRACKED_MAX_AGE_MS / 1000);
    const ranked = await titles('search=sunset');
    expect(ranked.indexOf('Dahanu sunrise')).toBeLessThan(ranked.indexOf('Monsoon clouds'));
    await db.update(products).set({ salesCount: 40 }).where(eq(products.title, 'Dahanu sunrise'));
  });

  it(`refuses a search shorter than ${SEARCH_MIN_CHARS} or longer than ${SEARCH_MAX_CHARS} characters, or none`, async () => {
    for (const query of [
      'search=a',
      'search=%20a%20',
      'search=',
      '',
      `search=${'a'.repeat(SEARCH_MAX_CHARS + 1)}`,
      'search=ab&page=0',
      'search=ab&limit=101',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/v1/product/search?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      expect(res.json().errors, query).toBeDefined();
    }
    expect((await app.inject({ method: 'GET', url: `/api/v1/product/search?search=${'a'.repeat(SEARCH_MAX_CHARS)}` })).statusCode).toBe(200);
  });
});

describe('editDistance', () => {
  it('counts single edits, with a swap of neighbours as one', () => {
    expect(editDistance('sunst', 'sunset')).toBe(1);
    expect(editDistance('mountian', 'mountain')).toBe(1);
    expect(editDistance('light', 'lighthous')).toBe(4);
    expect(editDistance('', 'abc')).toBe(3);
  });
});

describe('typo keys', () => {
  it('are the word and what is left when one letter is taken out, of it and of it with doubled letters once, three letters or more', () => {
    expect(collapseRuns('monsoon')).toBe('monson');
    expect(collapseRuns('aaabcc')).toBe('abc');
    expect(typoKeys('monsoon').sort()).toEqual([
      'mnson',
      'mnsoon',
      'monon',
      'monoon',
      'monsn',
      'monso',
      'monson',
      'monsoo',
      'monsoon',
      'moson',
      'mosoon',
      'onson',
      'onsoon',
    ]);
    expect(typoKeys('kelv').sort()).toEqual(['elv', 'kel', 'kev', 'klv', 'kelv'].sort());
    expect(typoKeys('sun')).toEqual(['sun']);
  });

  it('take a word one edit away, or one edit away once doubled letters are written once, and nothing further', () => {
    expect(isTypoOf('sunrse', 'sunrise')).toBe(true);
    expect(isTypoOf('sunrsie', 'sunrise')).toBe(true);
    expect(isTypoOf('beech', 'beach')).toBe(true);
    expect(isTypoOf('monsun', 'monsoon')).toBe(true);
    expect(isTypoOf('mansun', 'monsoon')).toBe(false);
    expect(isTypoOf('sansat', 'sunset')).toBe(false);
    expect(isTypoOf('sunrse', 'sunris')).toBe(false);
  });
});

describe('tokenize', () => {
  it('folds accents and case, splits on anything but letters and digits, and caps the words', () => {
    expect(tokenize('  Café, KELVA-beach!! 2024 ')).toEqual(['cafe', 'kelva', 'beach', '2024']);
    expect(tokenize('मुंबई skyline')).toEqual(['मुंबई', 'skyline']);
    expect(tokenize('a b c d e f g h')).toHaveLength(6);
    expect(tokenize('sunset sunset')).toEqual(['sunset']);
  });
});

describe('memoisedLookup', () => {
  const db = {} as Db;
  /** A vocabulary lookup that records what it was asked: each word matches itself. */
  function recording() {
    const asked: string[][] = [];
    const lookup = async (_db: Db, tokens: Token[]): Promise<TermMatch[]> => {
      asked.push(tokens.map((t) => t.text));
      return tokens.map((t) => ({ ord: t.ord, term: t.text, quality: 3, docCount: t.text.length }));
    };
    return { asked, lookup };
  }
  const tokens = (...words: string[]): Token[] => words.map((text, ord) => ({ ord, text, last: ord === words.length - 1 }));

  it('asks for the words it has not seen this revision, all in one statement, and answers with the query’s word order', async () => {
    const { asked, lookup } = recording();
    const memo = new RevisionMemo<TermMatch[]>(100);
    const first = await memoisedLookup(lookup, memo, 7, 'match')(db, tokens('kelva', 'sunset', 'beach'));
    expect(first.map((m) => [m.ord, m.term])).toEqual([
      [0, 'kelva'],
      [1, 'sunset'],
      [2, 'beach'],
    ]);
    const second = await memoisedLookup(lookup, memo, 7, 'match')(db, tokens('kelva', 'dahanu', 'sunset', 'beach'));
    expect(second.map((m) => [m.ord, m.term])).toEqual([
      [0, 'kelva'],
      [1, 'dahanu'],
      [2, 'sunset'],
      [3, 'beach'],
    ]);
    expect(asked).toEqual([['kelva', 'sunset', 'beach'], ['dahanu']]);
    // A last word is a prefix still being typed, looked up apart from the same whole word.
    await memoisedLookup(lookup, memo, 7, 'match')(db, tokens('beach', 'kelva'));
    expect(asked.at(-1)).toEqual(['beach', 'kelva']);
    await memoisedLookup(lookup, memo, 8, 'match')(db, tokens('kelva'));
    expect(asked.at(-1)).toEqual(['kelva']);
  });

  it('keeps nothing from a lookup that failed', async () => {
    const memo = new RevisionMemo<TermMatch[]>(100);
    const failing = async (): Promise<TermMatch[]> => {
      throw new Error('connection lost');
    };
    await expect(memoisedLookup(failing, memo, 1, 'match')(db, tokens('kelva'))).rejects.toThrow('connection lost');
    const { asked, lookup } = recording();
    await memoisedLookup(lookup, memo, 1, 'match')(db, tokens('kelva'));
    expect(asked).toEqual([['kelva']]);
  });
});
