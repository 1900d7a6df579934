import { writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { slugify } from '../../modules/catalogue/manifest';
import { createRng, cycle, drawLogo, drawScene } from './demo-art';
import { DEMO_CATEGORIES, DEMO_LICENCE, DEMO_POSTS } from './demo-catalogue';
import type { DemoStats } from './demo-seed.repository';

/**
 * The demo shop's import folder: its pictures and the manifest.json that
 * `importCatalogue` reads, as `npm run catalog:import` would.
 */

/** Size of the generated originals: modest, so the seed stays quick. */
const DEMO_SOURCE = { width: 2400, height: 1600 };
const DEMO_BANNER = { width: 2400, height: 900 };

type PictureJob = { file: string; draw: () => Promise<Buffer> };

/** Stable across runs: the same demo always draws the same pixels. */
function seedOf(...parts: number[]): number {
  return parts.reduce((h, p) => (Math.imul(h ^ p, 0x9e3779b1) + 0x7f4a7c15) >>> 0, 0x811c9dc5);
}

function render(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).jpeg({ quality: 86 }).toBuffer();
}

/** Writes the demo pictures and manifest.json into `folder`; returns the demo history to apply after import. */
export async function writeDemoFolder(folder: string, shopName: string): Promise<DemoStats[]> {
  const jobs: PictureJob[] = [];
  const products: Record<string, unknown>[] = [];
  const stats: DemoStats[] = [];
  const categories: Record<string, unknown>[] = [];
  const history = createRng(20250609);
  const now = Date.now();
  let order = 0;

  DEMO_CATEGORIES.forEach((category, ci) => {
    const singles: string[] = [];
    let packs = 0;
    category.products.forEach((product, pi) => {
      const files: string[] = [];
      if (product.pictures > 1) {
        // A pack opens with one of the category's singles: one original, two products.
        files.push(cycle(singles, packs++));
      }
      while (files.length < product.pictures) {
        const j = files.length;
        const file = `${slugify(category.name)}-${pi + 1}-${j + 1}.jpg`;
        const kind = cycle(category.scenes, pi + j);
        const seed = seedOf(ci, pi, j);
        jobs.push({ file, draw: () => render(drawScene(kind, seed, DEMO_SOURCE.width, DEMO_SOURCE.height).svg) });
        files.push(file);
      }
      // A single's one picture (the pack branch above is for more than one).
      if (product.pictures === 1) singles.push(...files);
      const colours = drawScene(cycle(category.scenes, pi), seedOf(ci, pi, 0), 8, 8).colours;
      const pack = product.pictures > 1 ? ` A pack of ${product.pictures} photographs.` : '';
      products.push({
        title: product.title,
        description: `${product.detail}${pack} ${DEMO_LICENCE}`,
        price: product.price,
        ...(product.salePrice ? { salePrice: product.salePrice } : {}),
        ...(product.pictures === 1 ? { printPrice: 1499 } : {}),
        brand: shopName,
        category: [category.name],
        tags: product.tags,
        keywords: product.keywords,
        colours: [...new Set(colours)],
        files,
      });
      stats.push({
        slug: slugify(product.title),
        salesCount: Math.floor(history() ** 2 * 240),
        // Spread over the last four months, so "newest" means something.
        createdAt: new Date(now - Math.floor(history() * 120 * 86_400_000) - order++ * 60_000),
      });
    });
    categories.push({ name: category.name, description: category.description });
  });

  const banners = [
    { file: 'banner-coast.jpg', alt: 'Sunset over the Palghar coast, photographs from our Boisar studio', kind: 'sea' as const },
    { file: 'banner-hills.jpg', alt: 'Layered Sahyadri hills at dusk: new prints every month', kind: 'hills' as const },
  ];
  banners.forEach((b, i) => jobs.push({ file: b.file, draw: () => render(drawScene(b.kind, seedOf(99, i), DEMO_BANNER.width, DEMO_BANNER.height).svg) }));
  jobs.push({
    file: 'logo.png',
    draw: () =>
      sharp(Buffer.from(drawLogo(shopName)))
        .png()
        .toBuffer(),
  });

  // Blog covers reuse product pictures: watermarked like every public photograph.
  const firstPicture = new Map(products.map((p) => [p.title as string, (p.files as string[])[0]]));
  const posts = DEMO_POSTS.map((post) => ({
    title: post.title,
    excerpt: post.excerpt,
    body: post.body.join('\n\n'),
    author: post.author,
    image: firstPicture.get(post.cover),
    publishedAt: new Date(now - post.daysAgo * 86_400_000).toISOString(),
  }));

  // One queue the workers share: each takes the next job it finds there.
  const queue = jobs.values();
  const draw = async () => {
    for (const job of queue) await writeFile(join(folder, job.file), await job.draw());
  };
  await Promise.all(Array.from({ length: availableParallelism() }, draw));

  const manifest = {
    categories,
    products,
    banners: banners.map(({ file, alt }) => ({ file, alt })),
    logo: { file: 'logo.png', alt: shopName },
    posts,
  };
  await writeFile(join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2));
  return stats;
}
