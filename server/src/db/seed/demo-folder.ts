import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { slugify } from '../../modules/catalogue/manifest';
import { createRng, drawLogo } from './demo-art';
import { TRANSLATED_LOCALES, type TranslatedLocale } from '@chitra/contract/content-translations';
import { DEMO_CATEGORIES, DEMO_LICENCE, DEMO_POSTS } from './demo-catalogue';
import { DEMO_BANNERS, demoPhoto, photoCredit } from './demo-photos';
import type { DemoStats } from './demo-seed.repository';
import { DEMO_CATEGORY_TRANSLATIONS, DEMO_POST_TRANSLATIONS, DEMO_PRODUCT_TRANSLATIONS, DEMO_WORDS } from './demo-translations';

/**
 * The demo shop's import folder: its photographs (copied from photos/, real
 * public-domain and CC0 pictures, decision 049), the drawn logo and the
 * manifest.json that `importCatalogue` reads, as `npm run catalog:import`
 * would.
 */

/** Where the demo's photographs live: beside this file, and server/dist/photos in the build (scripts/build.mjs copies them). */
export const DEMO_PHOTOS_DIR = fileURLToPath(new URL('./photos/', import.meta.url));

/** The credit paragraph of a product's description: each picture's author, source and licence (in English, or labelled in `locale`). */
export function creditOf(files: readonly string[], locale?: TranslatedLocale): string {
  const credits = files.map((file) => photoCredit(demoPhoto(file)));
  const label = locale ? DEMO_WORDS[locale].credit(credits.length) : credits.length === 1 ? 'Photograph' : 'Photographs';
  const stop = locale ? DEMO_WORDS[locale].stop : '.';
  if (credits.length === 1) return `${label}: ${credits[0]}${stop}`;
  return `${label}: ${credits.map((c, i) => `${i + 1}. ${c}`).join('; ')}${stop}`;
}

/** `{ hi: make('hi'), mr: make('mr') }`: a manifest entry's translations (demo-translations.ts). */
function inEachLanguage<T>(make: (locale: TranslatedLocale) => T): Record<TranslatedLocale, T> {
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, make(locale)])) as Record<TranslatedLocale, T>;
}

/** Writes the demo pictures and manifest.json into `folder`; returns the demo history to apply after import. */
export async function writeDemoFolder(folder: string, shopName: string): Promise<DemoStats[]> {
  const products: Record<string, unknown>[] = [];
  const stats: DemoStats[] = [];
  const categories: Record<string, unknown>[] = [];
  const files = new Set<string>();
  const history = createRng(20250609);
  const now = Date.now();
  let order = 0;

  for (const category of DEMO_CATEGORIES) {
    for (const product of category.products) {
      for (const file of product.photos) files.add(file);
      const pack = product.photos.length > 1 ? ` A pack of ${product.photos.length} photographs.` : '';
      const colours = product.photos.flatMap((file) => demoPhoto(file).colours);
      const translated = DEMO_PRODUCT_TRANSLATIONS[product.title];
      products.push({
        title: product.title,
        description: `${product.detail}${pack} ${DEMO_LICENCE}\n\n${creditOf(product.photos)}`,
        price: product.price,
        ...(product.salePrice ? { salePrice: product.salePrice } : {}),
        ...(product.photos.length === 1 ? { printPrice: 1499 } : {}),
        brand: shopName,
        category: [category.name],
        tags: product.tags,
        keywords: product.keywords,
        colours: [...new Set(colours)],
        files: product.photos,
        ...(translated
          ? {
              translations: inEachLanguage((locale) => {
                const words = DEMO_WORDS[locale];
                const { title, detail, tags } = translated[locale];
                const packOf = product.photos.length > 1 ? words.pack(product.photos.length) : '';
                return { title, description: `${detail}${packOf} ${words.licence}\n\n${creditOf(product.photos, locale)}`, tags };
              }),
            }
          : {}),
      });
      stats.push({
        slug: slugify(product.title),
        salesCount: Math.floor(history() ** 2 * 240),
        // Spread over the last four months, so "newest" means something.
        createdAt: new Date(now - Math.floor(history() * 120 * 86_400_000) - order++ * 60_000),
      });
    }
    const translated = DEMO_CATEGORY_TRANSLATIONS[category.name];
    categories.push({ name: category.name, description: category.description, ...(translated ? { translations: translated } : {}) });
  }
  for (const banner of DEMO_BANNERS) files.add(banner.file);

  // Blog covers reuse product pictures: watermarked like every public photograph.
  const productOf = new Map(DEMO_CATEGORIES.flatMap((c) => c.products).map((p) => [p.title, p]));
  const posts = DEMO_POSTS.map((post) => {
    const cover = productOf.get(post.cover);
    if (!cover) throw new Error(`the post "${post.title}" names no demo product "${post.cover}"`);
    const [image] = cover.photos;
    const translated = DEMO_POST_TRANSLATIONS[post.title];
    return {
      title: post.title,
      excerpt: post.excerpt,
      body: [...post.body, `Cover: “${cover.title}”. Photograph: ${photoCredit(demoPhoto(image))}.`].join('\n\n'),
      author: post.author,
      image,
      publishedAt: new Date(now - post.daysAgo * 86_400_000).toISOString(),
      ...(translated
        ? {
            translations: inEachLanguage((locale) => {
              const { title, excerpt, body } = translated[locale];
              // The cover under its title in the language when it has one.
              const coverTitle = DEMO_PRODUCT_TRANSLATIONS[cover.title]?.[locale].title ?? cover.title;
              return { title, excerpt, body: [...body, DEMO_WORDS[locale].cover(coverTitle, photoCredit(demoPhoto(image)))].join('\n\n') };
            }),
          }
        : {}),
    };
  });

  // Copies only: the pictures are ready-made files, so the seed decodes nothing here.
  await Promise.all([...files].map((file) => copyFile(join(DEMO_PHOTOS_DIR, file), join(folder, file))));
  await writeFile(
    join(folder, 'logo.png'),
    await sharp(Buffer.from(drawLogo(shopName)))
      .png()
      .toBuffer(),
  );

  const manifest = {
    categories,
    products,
    banners: DEMO_BANNERS.map(({ file, alt }) => ({ file, alt })),
    logo: { file: 'logo.png', alt: shopName },
    posts,
  };
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return stats;
}
