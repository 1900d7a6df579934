import { readFile, stat } from 'node:fs/promises';
import { isAbsolute, join, normalize, resolve, sep } from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { rupeesToPaise } from '@chitra/contract/money';

/**
 * The import manifest: `manifest.json` or `manifest.csv` in the folder of
 * images. Every row is checked before anything is imported, and every
 * problem is reported with its row number, so the shop owner fixes the file
 * once rather than once per error.
 *
 * manifest.csv: one product a row. Columns: title, description, price,
 * salePrice, printPrice, category, tags, keywords, colours, files, and
 * optionally slug, name, brand. Lists (category, tags, keywords, colours,
 * files) are separated by `|` (`;` and `,` work too). The first file is the
 * cover; several files make a pack.
 *
 * manifest.json: `{ products: [...] }` with the same fields (lists may be
 * arrays), plus the optional sections `categories` ([{ name, slug?,
 * description?, image? }]), `banners` ([{ file, alt }], replaces the home
 * carousel), `logo` ({ file, alt }) and `posts` ([{ title, slug?, excerpt?,
 * body, author?, image?, publishedAt? }]). A bare array is read as `products`.
 */

export const MANIFEST_FILES = ['manifest.json', 'manifest.csv'] as const;

export type ManifestProduct = {
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
};

export type ManifestCategory = { row: number; slug: string; name: string; description: string; image: string | null };
export type ManifestBanner = { row: number; file: string; alt: string };
export type ManifestPost = {
  row: number;
  slug: string;
  title: string;
  excerpt: string;
  body: string;
  author: string | null;
  image: string | null;
  publishedAt: Date | null;
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

export function formatIssue(issue: ManifestIssue): string {
  return `${issue.where}: ${issue.field ? `${issue.field}: ` : ''}${issue.message}`;
}

/** URL-safe, lower-case, accent-free: 'Monsoon over Kelva Beach' -> 'monsoon-over-kelva-beach'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const LIMITS = {
  title: 200,
  name: 200,
  description: 5000,
  brand: 100,
  listItems: 30,
  listItem: 60,
  categories: 5,
  files: 20,
  postBody: 50_000,
  excerpt: 500,
  alt: 200,
};

const PRODUCT_FIELDS: Record<string, string> = {
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
};

const KNOWN_COLUMNS = 'title, slug, name, description, price, salePrice, printPrice, brand, category, tags, keywords, colours, files';

const fieldKey = (key: string) => key.trim().toLowerCase().replace(/[\s_-]+/g, '');

/** Collects the issues of one row while it is read. */
class RowReader {
  constructor(
    private readonly where: string,
    private readonly values: Record<string, unknown>,
    private readonly issues: ManifestIssue[],
  ) {}

  fail(field: string | null, message: string): void {
    this.issues.push({ where: this.where, field, message });
  }

  private raw(field: string): unknown {
    const value = this.values[field];
    return typeof value === 'string' && value.trim() === '' ? undefined : value;
  }

  text(field: string, options: { required?: boolean; max: number }): string | undefined {
    const value = this.raw(field);
    if (value === undefined || value === null) {
      if (options.required) this.fail(field, 'is required');
      return undefined;
    }
    if (typeof value !== 'string' && typeof value !== 'number') {
      this.fail(field, 'must be text');
      return undefined;
    }
    const text = String(value).trim();
    if (text.length > options.max) {
      this.fail(field, `is longer than ${options.max} characters`);
      return undefined;
    }
    return text;
  }

  rupees(field: string, options: { required?: boolean }): number | null | undefined {
    const value = this.raw(field);
    if (value === undefined || value === null) {
      if (options.required) this.fail(field, 'is required');
      return options.required ? undefined : null;
    }
    const paise = typeof value === 'number' || typeof value === 'string' ? rupeesToPaise(value) : undefined;
    if (paise === undefined || paise < 100) {
      this.fail(field, `must be an amount in rupees of at least 1, with at most two decimals (got ${JSON.stringify(value)})`);
      return undefined;
    }
    return paise;
  }

  list(field: string, options: { required?: boolean; max: number; itemMax: number; lowerCase?: boolean }): string[] {
    const value = this.raw(field);
    let items: unknown[];
    if (value === undefined || value === null) items = [];
    else if (Array.isArray(value)) items = value;
    else if (typeof value === 'string') items = value.split(/[|;,]/);
    else {
      this.fail(field, 'must be a list (an array, or text separated by |)');
      return [];
    }
    const out: string[] = [];
    for (const item of items) {
      if (typeof item !== 'string' && typeof item !== 'number') {
        this.fail(field, 'must hold only text');
        return [];
      }
      let text = String(item).trim().replace(/\s+/g, ' ');
      if (options.lowerCase) text = text.toLowerCase();
      if (text === '') continue;
      if (text.length > options.itemMax) {
        this.fail(field, `"${text.slice(0, 20)}…" is longer than ${options.itemMax} characters`);
        return [];
      }
      if (!out.includes(text)) out.push(text);
    }
    if (options.required && out.length === 0) this.fail(field, 'is required');
    if (out.length > options.max) this.fail(field, `has more than ${options.max} entries`);
    return out;
  }

  slug(field: string, fallbackFrom: string | undefined): string | undefined {
    const given = this.text(field, { max: 120 });
    if (given !== undefined) {
      if (!SLUG.test(given)) {
        this.fail(field, 'must be lower-case letters and digits joined by single hyphens, e.g. kelva-beach-sunset');
        return undefined;
      }
      return given;
    }
    if (fallbackFrom === undefined) return undefined;
    const made = slugify(fallbackFrom);
    if (made === '') this.fail(field, 'cannot be made from the title; give one');
    return made || undefined;
  }

  file(field: string, options: { required?: boolean }): string | undefined {
    const value = this.text(field, { required: options.required, max: 255 });
    return value === undefined ? undefined : checkRelativePath(value, (m) => this.fail(field, m));
  }

  date(field: string): Date | null | undefined {
    const value = this.raw(field);
    if (value === undefined || value === null) return null;
    const date = typeof value === 'string' ? new Date(value) : undefined;
    if (!date || Number.isNaN(date.getTime())) {
      this.fail(field, 'must be a date such as 2025-07-14');
      return undefined;
    }
    return date;
  }

  rejectUnknown(known: readonly string[]): void {
    for (const key of Object.keys(this.values)) {
      if (!known.includes(key)) this.fail(key, 'is not a known field');
    }
  }
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

function readProduct(
  where: string,
  row: number,
  values: Record<string, unknown>,
  issues: ManifestIssue[],
  refs: FileRef[],
): ManifestProduct | undefined {
  const r = new RowReader(where, values, issues);
  const before = issues.length;
  r.rejectUnknown(Object.values(PRODUCT_FIELDS));
  const title = r.text('title', { required: true, max: LIMITS.title });
  const slug = r.slug('slug', title);
  const name = r.text('name', { max: LIMITS.name });
  const description = r.text('description', { max: LIMITS.description });
  const pricePaise = r.rupees('price', { required: true });
  const salePricePaise = r.rupees('salePrice', {});
  const printPricePaise = r.rupees('printPrice', {});
  const brand = r.text('brand', { max: LIMITS.brand });
  const categories = r.list('category', { required: true, max: LIMITS.categories, itemMax: 80 });
  if (categories.some((c) => slugify(c) === '')) r.fail('category', 'needs letters or digits');
  const tags = r.list('tags', { max: LIMITS.listItems, itemMax: LIMITS.listItem, lowerCase: true });
  const keywords = r.list('keywords', { max: LIMITS.listItems, itemMax: LIMITS.listItem });
  const colours = r.list('colours', { max: LIMITS.listItems, itemMax: 40, lowerCase: true });
  const files = r
    .list('files', { required: true, max: LIMITS.files, itemMax: 255 })
    .map((f) => checkRelativePath(f, (m) => r.fail('files', m)));
  for (const path of files) if (path !== undefined) refs.push({ where: `row ${row}`, field: 'files', path });
  if (typeof pricePaise === 'number' && typeof salePricePaise === 'number' && salePricePaise > pricePaise) {
    r.fail('salePrice', 'must not be above price');
  }
  if (issues.length > before || !title || !slug || pricePaise == null || salePricePaise === undefined || printPricePaise === undefined) {
    return undefined;
  }
  return {
    row,
    slug,
    title,
    name: name ?? title,
    description: description ?? '',
    pricePaise,
    salePricePaise,
    printPricePaise,
    brand: brand ?? null,
    categories,
    tags,
    keywords,
    colours,
    files: files.filter((f): f is string => f !== undefined),
  };
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

  const categories: ManifestCategory[] = [];
  section('categories').forEach((item, i) => {
    const where = `categories row ${i + 1}`;
    const values = asRecord(item);
    if (!values) return issues.push({ where, field: null, message: 'must be an object' });
    const r = new RowReader(where, values, issues);
    r.rejectUnknown(['name', 'slug', 'description', 'image']);
    const name = r.text('name', { required: true, max: 80 });
    const slug = r.slug('slug', name);
    const description = r.text('description', { max: 1000 }) ?? '';
    const image = r.file('image', {}) ?? null;
    if (image) refs.push({ where, field: 'image', path: image });
    if (name && slug) categories.push({ row: i + 1, slug, name, description, image });
  });

  const readBanner = (where: string, item: unknown, row: number): ManifestBanner | undefined => {
    const values = asRecord(item);
    if (!values) {
      issues.push({ where, field: null, message: 'must be an object with file and alt' });
      return undefined;
    }
    const r = new RowReader(where, values, issues);
    r.rejectUnknown(['file', 'alt']);
    const file = r.file('file', { required: true });
    if (file) refs.push({ where, field: 'file', path: file });
    const alt = r.text('alt', { required: true, max: LIMITS.alt });
    return file && alt ? { row, file, alt } : undefined;
  };
  const banners =
    root.banners === undefined
      ? null
      : section('banners').flatMap((item, i) => readBanner(`banners row ${i + 1}`, item, i + 1) ?? []);
  if (banners && banners.length > 5) issues.push({ where: 'manifest.json', field: 'banners', message: 'has more than 5 slides' });
  const logo = root.logo === undefined ? null : (readBanner('logo', root.logo, 1) ?? null);

  const posts: ManifestPost[] = [];
  section('posts').forEach((item, i) => {
    const where = `posts row ${i + 1}`;
    const values = asRecord(item);
    if (!values) return issues.push({ where, field: null, message: 'must be an object' });
    const r = new RowReader(where, values, issues);
    r.rejectUnknown(['title', 'slug', 'excerpt', 'body', 'author', 'image', 'publishedAt']);
    const title = r.text('title', { required: true, max: LIMITS.title });
    const slug = r.slug('slug', title);
    const body = r.text('body', { required: true, max: LIMITS.postBody });
    const excerpt = r.text('excerpt', { max: LIMITS.excerpt });
    const author = r.text('author', { max: 100 }) ?? null;
    const image = r.file('image', {}) ?? null;
    if (image) refs.push({ where, field: 'image', path: image });
    const publishedAt = r.date('publishedAt');
    if (title && slug && body && publishedAt !== undefined) {
      posts.push({ row: i + 1, slug, title, body, excerpt: excerpt ?? excerptOf(body), author, image, publishedAt });
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
      const field = PRODUCT_FIELDS[fieldKey(h)];
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
  if (found.length === 0) {
    throw new ManifestError([{ where: folder, field: null, message: 'has no manifest.json or manifest.csv' }]);
  }
  if (found.length > 1) {
    throw new ManifestError([{ where: folder, field: null, message: 'has both manifest.json and manifest.csv; keep one' }]);
  }
  const file = found[0]!;
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
    isFile(resolveInside(folder, path)).then((ok): ManifestIssue | undefined =>
      ok ? undefined : { where, field, message: `"${path}" is not in the folder` },
    ),
  );
  for (const issue of await Promise.all(checks)) if (issue) issues.push(issue);

  const nothing =
    manifest.products.length + manifest.categories.length + manifest.posts.length + (manifest.banners?.length ?? 0) === 0 &&
    !manifest.logo;
  if (nothing && issues.length === 0) issues.push({ where: file, field: null, message: 'has nothing to import' });
  if (issues.length > 0) throw new ManifestError(issues);
  return manifest;
}
