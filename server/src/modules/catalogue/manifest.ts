import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { z } from 'zod';
import { CreateProductBody, PRODUCT_CATEGORIES_MAX } from '@chitra/contract/admin-catalogue';
import { CreateBannerBody, CreateBlogPostBody, CreateCategoryBody } from '@chitra/contract/admin-pages';
import { TranslatedLine, TranslatedTags, TranslatedText } from '@chitra/contract/content-translations';
import { type BlogPostTranslations, type CategoryTranslations, compactTranslations, type ProductTranslations } from '@chitra/contract/content-translations';
import { rupeesToPaise } from '@chitra/contract/money';
import { CONTROL_CHARACTERS, singleLine } from '@chitra/contract/text';
import { PRODUCT_TRANSLATION_COLUMNS, type ProductTranslationColumn } from './catalogue-import-translations';

/**
 * The import manifest: `manifest.json` or `manifest.csv` in the folder of
 * images. Every row is checked before anything is imported, and every
 * problem is reported with its row number, so the shop owner fixes the file
 * once rather than once per error.
 *
 * manifest.csv: one product a row. Columns: title, description, price,
 * salePrice, printPrice, category, tags, keywords, colours, files, and
 * optionally slug, name, brand, and the Hindi and Marathi title_hi,
 * title_mr, description_hi, description_mr, tags_hi, tags_mr. Lists
 * (category, tags, keywords, colours, files, tags_hi, tags_mr) are separated
 * by `|` (`;` and `,` work too). The first file is the cover; several files
 * make a pack.
 *
 * manifest.json: `{ products: [...] }` with the same fields (lists may be
 * arrays), plus the optional sections `categories` ([{ name, slug?,
 * description?, image?, translations? }]), `banners` ([{ file, alt }],
 * replaces the home carousel), `logo` ({ file, alt }) and `posts` ([{
 * title, slug?, excerpt?, body, author?, image?, publishedAt?,
 * translations? }]). A bare array is read as `products`.
 *
 * Hindi and Marathi (issue 29): `translations` is `{ hi?: {…}, mr?: {…} }`
 * of a product's title, description and tags, a category's name and
 * description, a post's title, excerpt and body (a product in JSON may use
 * the CSV's flat title_hi … tags_mr instead, or both for different
 * fields). A missing text shows the English; an empty one is none. An entry
 * that says nothing of translations (no `translations`, none of the flat
 * columns in its row or its CSV's header) keeps the stored ones, those
 * written in the admin area included; one that says anything replaces them
 * all, so `"translations": {}` (or blank cells) takes them off.
 *
 * Every field the admin area edits is checked by the admin area's own
 * schemas (the contract's CreateProductBody, CreateCategoryBody,
 * CreateBlogPostBody and CreateBannerBody), limits and lower-casing
 * included, so whatever is imported can be saved again there unchanged.
 */

const MANIFEST_FILES = ['manifest.json', 'manifest.csv'] as const;

type ManifestProduct = {
  row: number;
  slug: string;
  title: string;
  name: string;
  description: string;
  pricePaise: number;
  salePricePaise: number | null;
  printPricePaise: number | null;
  brand: string | null;
  /** Category names, main category first. */
  categories: string[];
  tags: string[];
  keywords: string[];
  colours: string[];
  /** Paths relative to the folder, cover first. */
  files: string[];
  /** Hindi and Marathi, compacted; null when the row says nothing of them (the stored ones stay). */
  translations: ProductTranslations | null;
};

type ManifestCategory = {
  row: number;
  slug: string;
  name: string;
  description: string;
  image: string | null;
  /** As a product's. */
  translations: CategoryTranslations | null;
};
type ManifestBanner = { row: number; file: string; alt: string };
type ManifestPost = {
  row: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string | null;
  image: string | null;
  publishedAt: Date | null;
  /** As a product's. */
  translations: BlogPostTranslations | null;
};

export type Manifest = {
  file: (typeof MANIFEST_FILES)[number];
  categories: ManifestCategory[];
  products: ManifestProduct[];
  /** null: the manifest says nothing about banners, so the current ones stay. */
  banners: ManifestBanner[] | null;
  logo: ManifestBanner | null;
  posts: ManifestPost[];
};

export type ManifestIssue = { where: string; field: string | null; message: string };

/** Every file a row names, kept even when the row has other problems, so a missing file is reported too. */
type FileRef = { where: string; field: string; path: string };

export class ManifestError extends Error {
  override name = 'ManifestError';
  constructor(readonly issues: ManifestIssue[]) {
    super(
      `The manifest has ${issues.length} problem${issues.length === 1 ? '' : 's'}; nothing was imported:\n` +
        issues.map((i) => `  ${formatIssue(i)}`).join('\n'),
    );
  }
}

function formatIssue(issue: ManifestIssue): string {
  return `${issue.where}: ${issue.field ? `${issue.field}: ` : ''}${issue.message}`;
}

/** Slugs are the import's alone: the admin area makes one once and never changes it (links and orders name it). */
const SLUG_MAX = 120;

/** URL-safe, lower-case, accent-free: 'Monsoon over Kelva Beach' -> 'monsoon-over-kelva-beach'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// Only what the admin area never edits has limits of its own here.
const productRules = CreateProductBody.shape;
const categoryRules = CreateCategoryBody.shape;
const postRules = CreateBlogPostBody.shape;
const bannerRules = CreateBannerBody.shape;

const FILE_MAX = 255;
const FILES_MAX = 20;
const BRAND_MAX = 100;
const AUTHOR_MAX = 100;
const BANNERS_MAX = 5;
/** The import has always asked ₹1 at least: stricter than the admin area (more than 0), so still a price it takes. */
const MIN_PAISE = 100;

const longerThan = (max: number) => `is longer than ${max} characters`;
const moreThan = (max: number) => `has more than ${max} entries`;

const plainText = (max: number) => z.string({ error: 'must be text' }).trim().max(max, longerThan(max)).refine(singleLine, CONTROL_CHARACTERS);
const Slug = z
  .string({ error: 'must be text' })
  .trim()
  .max(SLUG_MAX, longerThan(SLUG_MAX))
  .regex(SLUG, 'must be lower-case letters and digits joined by single hyphens, e.g. kelva-beach-sunset');
const FileName = z.string({ error: 'must be text' }).trim().max(FILE_MAX, longerThan(FILE_MAX));
const Files = z.array(FileName, { error: 'must be a list' }).max(FILES_MAX, moreThan(FILES_MAX));
/** Category names a product is in: made as the admin area would name them, and given slugs. */
const CategoryNames = z
  .array(
    categoryRules.name.refine((name) => slugify(name) !== '', 'needs letters or digits'),
    { error: 'must be a list' },
  )
  .max(PRODUCT_CATEGORIES_MAX, moreThan(PRODUCT_CATEGORIES_MAX));

const rupeesProblem = (value: unknown) => `must be an amount in rupees of at least 1, with at most two decimals (got ${JSON.stringify(value)})`;
/** Rupees as a manifest writes them (499, 549.5, "1999.00"), to paise. */
const Rupees = z.unknown().transform((value, ctx) => {
  const paise = typeof value === 'number' || typeof value === 'string' ? rupeesToPaise(value) : undefined;
  if (paise === undefined || paise < MIN_PAISE) {
    ctx.addIssue({ code: 'custom', message: rupeesProblem(value) });
    return z.NEVER;
  }
  return paise;
});
const PublishedAt = z.string({ error: 'must be a date such as 2025-07-14' }).transform((value, ctx) => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'must be a date such as 2025-07-14' });
    return z.NEVER;
  }
  return date;
});

/**
 * A list cell as the admin area's lists take it: an array, or text separated
 * by `|` (`;` and `,` too); spaces tidied, blanks and repeats dropped, and
 * an empty list absent (so a required one says so). Anything else is left
 * for the schema to refuse.
 */
function listCell(value: unknown, lowerCase: boolean): unknown {
  const items = typeof value === 'string' ? value.split(/[|;,]/) : value;
  if (!Array.isArray(items)) return items;
  const out: unknown[] = [];
  for (const item of items) {
    if (typeof item !== 'string' && typeof item !== 'number') {
      out.push(item);
      continue;
    }
    const text = String(item).trim().replace(/\s+/g, ' ');
    const word = lowerCase ? text.toLowerCase() : text;
    if (word !== '' && !out.includes(word)) out.push(word);
  }
  return out.length === 0 ? undefined : out;
}

type Cell = 'text' | 'list' | 'lower-case list' | 'raw';

/** A manifest column checked by `schema`, after the manifest's own spelling is read (`cell`). */
function column<T extends z.ZodType>(schema: T, cell: Cell, options: { required?: boolean } = {}) {
  const prepare = (value: unknown): unknown => {
    if (cell === 'text') return typeof value === 'number' ? String(value) : value;
    if (cell === 'raw') return value;
    return listCell(value, cell === 'lower-case list');
  };
  // The admin area's own words for a missing field name its screens; a row says 'is required'.
  const present = z.unknown().refine((value): boolean => value !== undefined, { message: 'is required', abort: true });
  return z.preprocess(prepare, options.required ? present.pipe(schema) : schema);
}

const PRODUCT_COLUMNS = {
  title: column(productRules.title, 'text', { required: true }),
  slug: column(Slug.optional(), 'text'),
  /** The legacy listing's name: the title's rules, as the admin area sets it to the title. */
  name: column(productRules.title.optional(), 'text'),
  description: column(productRules.description, 'text'),
  price: column(Rupees, 'raw', { required: true }),
  salePrice: column(Rupees.optional(), 'raw'),
  printPrice: column(Rupees.optional(), 'raw'),
  brand: column(plainText(BRAND_MAX).optional(), 'text'),
  category: column(CategoryNames, 'list', { required: true }),
  tags: column(productRules.tags, 'lower-case list'),
  keywords: column(productRules.keywords, 'lower-case list'),
  colours: column(productRules.colours, 'lower-case list'),
  files: column(Files, 'list', { required: true }),
  translations: column(productRules.translations, 'raw'),
  title_hi: column(TranslatedLine.optional(), 'text'),
  title_mr: column(TranslatedLine.optional(), 'text'),
  description_hi: column(TranslatedText.optional(), 'text'),
  description_mr: column(TranslatedText.optional(), 'text'),
  tags_hi: column(TranslatedTags.optional(), 'lower-case list'),
  tags_mr: column(TranslatedTags.optional(), 'lower-case list'),
};

const CATEGORY_COLUMNS = {
  name: column(categoryRules.name, 'text', { required: true }),
  slug: column(Slug.optional(), 'text'),
  description: column(categoryRules.description, 'text'),
  image: column(FileName.optional(), 'text'),
  translations: column(categoryRules.translations, 'raw'),
};

const BANNER_COLUMNS = {
  file: column(FileName, 'text', { required: true }),
  alt: column(bannerRules.caption, 'text', { required: true }),
};

const POST_COLUMNS = {
  title: column(postRules.title, 'text', { required: true }),
  slug: column(Slug.optional(), 'text'),
  excerpt: column(postRules.excerpt, 'text'),
  body: column(postRules.body, 'text', { required: true }),
  author: column(plainText(AUTHOR_MAX).optional(), 'text'),
  image: column(FileName.optional(), 'text'),
  publishedAt: column(PublishedAt.optional(), 'text'),
  translations: column(postRules.translations, 'raw'),
};

const PRODUCT_FIELDS: Record<string, keyof typeof PRODUCT_COLUMNS> = {
  slug: 'slug',
  title: 'title',
  name: 'name',
  description: 'description',
  price: 'price',
  saleprice: 'salePrice',
  printprice: 'printPrice',
  brand: 'brand',
  category: 'category',
  categories: 'category',
  tags: 'tags',
  tag: 'tags',
  keywords: 'keywords',
  keyword: 'keywords',
  colours: 'colours',
  colour: 'colours',
  colors: 'colours',
  color: 'colours',
  files: 'files',
  file: 'files',
  images: 'files',
  image: 'files',
  translations: 'translations',
  titlehi: 'title_hi',
  titlemr: 'title_mr',
  descriptionhi: 'description_hi',
  descriptionmr: 'description_mr',
  tagshi: 'tags_hi',
  tagsmr: 'tags_mr',
};

const KNOWN_COLUMNS =
  'title, slug, name, description, price, salePrice, printPrice, brand, category, tags, keywords, colours, files, title_hi, title_mr, description_hi, description_mr, tags_hi, tags_mr';

const fieldKey = (key: string) =>
  key
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');

/** A problem of a list's entry names the entry, so the owner finds it in a long list. */
function messageOf(issue: z.core.$ZodIssue): string {
  if (issue.path.length === 0) return issue.message;
  const entry = issue.input;
  const name = typeof entry === 'string' ? `"${entry.length > 20 ? `${entry.slice(0, 20)}…` : entry}"` : `entry ${Number(issue.path[0]) + 1}`;
  return `${name} ${issue.message}`;
}

type Columns = Record<string, z.ZodType>;
type RowValues<C extends Columns> = { [K in keyof C]?: z.output<C[K]> };

/**
 * Checks one row column by column, so every problem of the row is reported
 * at once and the columns that passed are there for the checks across them.
 * A blank cell (or null) is an absent one.
 */
function readRow<C extends Columns>(where: string, values: Record<string, unknown>, columns: C, issues: ManifestIssue[]): RowValues<C> {
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(columns, key)) issues.push({ where, field: key, message: 'is not a known field' });
  }
  const row: Record<string, unknown> = {};
  for (const [field, schema] of Object.entries(columns)) {
    const value = values[field];
    const blank = value === null || (typeof value === 'string' && value.trim() === '');
    const result = schema.safeParse(blank ? undefined : value, { reportInput: true });
    if (result.success) row[field] = result.data;
    else {
      for (const issue of result.error.issues) {
        // Inside an object (translations.hi.title) the field is named by its path; a list's entry by itself (messageOf).
        const inner = issue.path.findIndex((key) => typeof key !== 'string');
        const keys = (inner === -1 ? issue.path : issue.path.slice(0, inner)).map(String);
        issues.push({ where, field: [field, ...keys].join('.'), message: messageOf({ ...issue, path: issue.path.slice(keys.length) }) });
      }
    }
  }
  return row as RowValues<C>;
}

/** A file named by the manifest must stay inside the folder. */
function checkRelativePath(value: string, fail: (message: string) => void): string | undefined {
  const path = normalize(value.replaceAll('\\', '/'));
  if (isAbsolute(value) || path.startsWith('..') || path.split(/[\\/]/).includes('..') || value.includes('\0')) {
    fail(`"${value}" must be a file inside the import folder`);
    return undefined;
  }
  return path;
}

/** The given slug, or one made from `from` (a title or name). */
function slugOf(given: string | undefined, from: string | undefined, fail: (message: string) => void): string | undefined {
  if (given !== undefined || from === undefined) return given;
  const made = slugify(from);
  if (made === '') fail('cannot be made from the title; give one');
  return made || undefined;
}

function readProduct(where: string, row: number, values: Record<string, unknown>, issues: ManifestIssue[], refs: FileRef[]): ManifestProduct | undefined {
  const before = issues.length;
  const fail = (field: string) => (message: string) => issues.push({ where, field, message });
  const p = readRow(where, values, PRODUCT_COLUMNS, issues);
  const slug = slugOf(p.slug, p.title, fail('slug'));
  const files = (p.files ?? []).map((f) => checkRelativePath(f, fail('files')));
  for (const path of files) if (path !== undefined) refs.push({ where: `row ${row}`, field: 'files', path });
  if (p.price !== undefined && p.salePrice !== undefined && p.salePrice > p.price) fail('salePrice')('must not be above price');
  const translations = productTranslations(values, p, fail);
  if (issues.length > before || p.title === undefined || slug === undefined || p.price === undefined) return undefined;
  return {
    row,
    slug,
    title: p.title,
    name: p.name ?? p.title,
    description: p.description ?? '',
    pricePaise: p.price,
    salePricePaise: p.salePrice ?? null,
    printPricePaise: p.printPrice ?? null,
    brand: p.brand ?? null,
    categories: p.category ?? [],
    tags: p.tags ?? [],
    keywords: p.keywords ?? [],
    colours: p.colours ?? [],
    files: files.filter((f): f is string => f !== undefined),
    translations,
  };
}

/**
 * A product's Hindi and Marathi: its `translations` and its flat columns
 * together (a field given both ways is a problem), compacted; null when the
 * row has neither, so the stored ones stay.
 */
function productTranslations(
  values: Record<string, unknown>,
  p: RowValues<typeof PRODUCT_COLUMNS>,
  fail: (field: string) => (message: string) => void,
): ProductTranslations | null {
  const flat = Object.keys(PRODUCT_TRANSLATION_COLUMNS) as ProductTranslationColumn[];
  if (!Object.hasOwn(values, 'translations') && !flat.some((column) => Object.hasOwn(values, column))) return null;
  const merged: Record<string, Record<string, unknown>> = { hi: { ...p.translations?.hi }, mr: { ...p.translations?.mr } };
  for (const column of flat) {
    const value = p[column];
    const [locale, field] = PRODUCT_TRANSLATION_COLUMNS[column];
    if (value === undefined) continue;
    if (merged[locale]?.[field] !== undefined) fail(column)(`is given twice: here and as translations.${locale}.${field}`);
    else merged[locale] = { ...merged[locale], [field]: value };
  }
  return compactTranslations(merged as ProductTranslations);
}

/** An entry's translations as stored: compacted, or null when it has no `translations` (the stored ones stay). */
function givenTranslations<T extends CategoryTranslations | BlogPostTranslations>(values: Record<string, unknown>, given: T | undefined): T | null {
  return Object.hasOwn(values, 'translations') ? compactTranslations(given ?? ({} as T)) : null;
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** JSON keys are matched like CSV headers: case, spaces and underscores do not matter. */
function normaliseProductKeys(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) out[PRODUCT_FIELDS[fieldKey(key)] ?? key] = value;
  return out;
}

function readJson(text: string, issues: ManifestIssue[], refs: FileRef[]): Omit<Manifest, 'file'> {
  const empty: Omit<Manifest, 'file'> = { categories: [], products: [], banners: null, logo: null, posts: [] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    issues.push({ where: 'manifest.json', field: null, message: `is not valid JSON (${(err as Error).message})` });
    return empty;
  }
  const root = Array.isArray(data) ? { products: data } : asRecord(data);
  if (!root) {
    issues.push({ where: 'manifest.json', field: null, message: 'must be an object with a "products" list, or a list of products' });
    return empty;
  }
  const known = ['products', 'categories', 'banners', 'logo', 'posts'];
  for (const key of Object.keys(root)) {
    if (!known.includes(key)) issues.push({ where: 'manifest.json', field: key, message: `is not a known section (${known.join(', ')})` });
  }
  const section = (key: string): unknown[] => {
    const value = root[key];
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      issues.push({ where: 'manifest.json', field: key, message: 'must be a list' });
      return [];
    }
    return value;
  };

  const products: ManifestProduct[] = [];
  section('products').forEach((item, i) => {
    const values = asRecord(item);
    if (!values) return issues.push({ where: `row ${i + 1}`, field: null, message: 'must be an object' });
    const product = readProduct(`row ${i + 1}`, i + 1, normaliseProductKeys(values), issues, refs);
    if (product) products.push(product);
  });

  /** A picture a row names, checked to stay inside the folder and then to exist. */
  const picture = (where: string, field: string, value: string | undefined): string | undefined => {
    if (value === undefined) return undefined;
    const path = checkRelativePath(value, (message) => issues.push({ where, field, message }));
    if (path !== undefined) refs.push({ where, field, path });
    return path;
  };

  const categories: ManifestCategory[] = [];
  section('categories').forEach((item, i) => {
    const where = `categories row ${i + 1}`;
    const values = asRecord(item);
    if (!values) return issues.push({ where, field: null, message: 'must be an object' });
    const before = issues.length;
    const c = readRow(where, values, CATEGORY_COLUMNS, issues);
    const slug = slugOf(c.slug, c.name, (message) => issues.push({ where, field: 'slug', message }));
    const image = picture(where, 'image', c.image) ?? null;
    if (issues.length === before && c.name !== undefined && slug !== undefined) {
      categories.push({ row: i + 1, slug, name: c.name, description: c.description ?? '', image, translations: givenTranslations(values, c.translations) });
    }
  });

  const readBanner = (where: string, item: unknown, row: number): ManifestBanner | undefined => {
    const values = asRecord(item);
    if (!values) {
      issues.push({ where, field: null, message: 'must be an object with file and alt' });
      return undefined;
    }
    const before = issues.length;
    const b = readRow(where, values, BANNER_COLUMNS, issues);
    const file = picture(where, 'file', b.file);
    return issues.length === before && file !== undefined && b.alt !== undefined ? { row, file, alt: b.alt } : undefined;
  };
  const banners = root.banners === undefined ? null : section('banners').flatMap((item, i) => readBanner(`banners row ${i + 1}`, item, i + 1) ?? []);
  if (banners && banners.length > BANNERS_MAX) {
    issues.push({ where: 'manifest.json', field: 'banners', message: `has more than ${BANNERS_MAX} slides` });
  }
  const logo = root.logo === undefined ? null : (readBanner('logo', root.logo, 1) ?? null);

  const posts: ManifestPost[] = [];
  section('posts').forEach((item, i) => {
    const where = `posts row ${i + 1}`;
    const values = asRecord(item);
    if (!values) return issues.push({ where, field: null, message: 'must be an object' });
    const before = issues.length;
    const p = readRow(where, values, POST_COLUMNS, issues);
    const slug = slugOf(p.slug, p.title, (message) => issues.push({ where, field: 'slug', message }));
    const image = picture(where, 'image', p.image) ?? null;
    if (issues.length === before && p.title !== undefined && slug !== undefined && p.body !== undefined) {
      posts.push({
        row: i + 1,
        slug,
        title: p.title,
        body: p.body,
        excerpt: p.excerpt ?? excerptOf(p.body),
        author: p.author ?? null,
        image,
        publishedAt: p.publishedAt ?? null,
        translations: givenTranslations(values, p.translations),
      });
    }
  });

  return { categories, products, banners, logo, posts };
}

/** The first paragraph, cut at a word near 200 characters. */
function excerptOf(body: string): string {
  const first = body.split(/\n\s*\n/)[0]?.trim() ?? '';
  if (first.length <= 200) return first;
  return `${first.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

function readCsv(text: string, issues: ManifestIssue[], refs: FileRef[]): Omit<Manifest, 'file'> {
  const result = { categories: [], products: [] as ManifestProduct[], banners: null, logo: null, posts: [] };
  let records: { record: Record<string, string>; info: { lines: number } }[];
  const columns = (header: string[]) =>
    header.map((h) => {
      // A JSON object has no place in a cell: CSV gives translations as title_hi … tags_mr.
      const field = fieldKey(h) === 'translations' ? undefined : PRODUCT_FIELDS[fieldKey(h)];
      // Reported once here rather than on every row; the column is then skipped.
      if (!field) issues.push({ where: 'header', field: h.trim(), message: `is not a known column (${KNOWN_COLUMNS})` });
      return field;
    });
  try {
    records = parseCsv(text, {
      bom: true,
      columns,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (err) {
    const e = err as Error & { lines?: number };
    issues.push({ where: e.lines ? `line ${e.lines}` : 'manifest.csv', field: null, message: `cannot be read as CSV (${e.message})` });
    return result;
  }
  records.forEach(({ record, info }, i) => {
    // Row numbers count products (the header is not one); the line helps find it in an editor.
    const product = readProduct(`row ${i + 1} (line ${info.lines})`, i + 1, record, issues, refs);
    if (product) result.products.push(product);
  });
  return result;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** Resolves a manifest path inside the folder, refusing anything that leaves it. */
export function resolveInside(folder: string, relative: string): string {
  const root = resolve(folder);
  const path = resolve(root, relative);
  if (path !== root && !path.startsWith(root + sep)) throw new Error(`${relative} is outside ${root}`);
  return path;
}

/**
 * Reads and checks the manifest of a folder: fields, prices, duplicates and
 * that every named file exists. Throws ManifestError listing every problem.
 * (Whether each file is a readable image is checked by the importer, which
 * opens them anyway.)
 */
export async function readManifest(folder: string): Promise<Manifest> {
  const found: Manifest['file'][] = [];
  for (const name of MANIFEST_FILES) if (await isFile(join(folder, name))) found.push(name);
  const [file, ...others] = found;
  if (file === undefined) {
    throw new ManifestError([{ where: folder, field: null, message: 'has no manifest.json or manifest.csv' }]);
  }
  if (others.length > 0) {
    throw new ManifestError([{ where: folder, field: null, message: 'has both manifest.json and manifest.csv; keep one' }]);
  }
  const text = await readFile(join(folder, file), 'utf8');
  const issues: ManifestIssue[] = [];
  const refs: FileRef[] = [];
  const manifest: Manifest = { file, ...(file === 'manifest.json' ? readJson(text, issues, refs) : readCsv(text, issues, refs)) };

  const seen = new Map<string, number>();
  for (const product of manifest.products) {
    const first = seen.get(product.slug);
    if (first !== undefined) {
      issues.push({ where: `row ${product.row}`, field: 'slug', message: `"${product.slug}" is already used by row ${first}` });
    } else seen.set(product.slug, product.row);
  }
  const seenPosts = new Map<string, number>();
  for (const post of manifest.posts) {
    const first = seenPosts.get(post.slug);
    if (first !== undefined) {
      issues.push({ where: `posts row ${post.row}`, field: 'slug', message: `"${post.slug}" is already used by posts row ${first}` });
    } else seenPosts.set(post.slug, post.row);
  }
  const seenCategories = new Map<string, number>();
  for (const category of manifest.categories) {
    const first = seenCategories.get(category.slug);
    if (first !== undefined) {
      issues.push({ where: `categories row ${category.row}`, field: 'name', message: `"${category.name}" is already categories row ${first}` });
    } else seenCategories.set(category.slug, category.row);
  }

  // Checked in parallel, reported in manifest order.
  const checks = refs.map(({ where, field, path }) =>
    isFile(resolveInside(folder, path)).then((ok): ManifestIssue | undefined => (ok ? undefined : { where, field, message: `"${path}" is not in the folder` })),
  );
  for (const issue of await Promise.all(checks)) if (issue) issues.push(issue);

  const nothing = manifest.products.length + manifest.categories.length + manifest.posts.length + (manifest.banners?.length ?? 0) === 0 && !manifest.logo;
  if (nothing && issues.length === 0) issues.push({ where: file, field: null, message: 'has nothing to import' });
  if (issues.length > 0) throw new ManifestError(issues);
  return manifest;
}
