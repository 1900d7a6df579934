import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_CATEGORIES, DEMO_POSTS } from './demo-catalogue';
import { creditOf, DEMO_PHOTOS_DIR, writeDemoFolder } from './demo-folder';
import { DEMO_BANNERS, DEMO_PHOTOS, type DemoPhoto } from './demo-photos';

const photos: readonly DemoPhoto[] = DEMO_PHOTOS;
const pictures = async () => (await readdir(DEMO_PHOTOS_DIR)).filter((f) => f.endsWith('.jpg')).sort();

describe("the demo's photographs", () => {
  it('are exactly the files in photos/, each 1800 × 1200 (banners 1800 × 675), under 20 MB in all', async () => {
    const expected = [...photos.map((p) => p.file), ...DEMO_BANNERS.map((b) => b.file)].sort();
    expect(await pictures()).toEqual(expected);
    let bytes = 0;
    for (const file of expected) {
      const meta = await sharp(join(DEMO_PHOTOS_DIR, file)).metadata();
      const banner = file.startsWith('banner-');
      expect([meta.format, meta.width, meta.height], file).toEqual(['jpeg', 1800, banner ? 675 : 1200]);
      bytes += (await stat(join(DEMO_PHOTOS_DIR, file))).size;
    }
    expect(bytes).toBeLessThan(20 * 1024 * 1024);
  });

  it('are public domain or CC0 only, and CREDITS.md names each with its author, source and licence', async () => {
    const credits = await readFile(join(DEMO_PHOTOS_DIR, 'CREDITS.md'), 'utf8');
    for (const p of photos) {
      expect(['CC0 1.0', 'Public domain']).toContain(p.licence);
      expect(credits).toContain(`| ${p.file} | ${p.author ?? 'not named by the source'} | ${p.source} | ${p.path} | ${p.licence} |`);
    }
    for (const b of DEMO_BANNERS) expect(credits).toContain(`- ${b.file}: an 8:3 crop (1800 × 675) of ${b.of}, credited above.`);
  });

  it('are each sold at least once, and the banners are crops of two of them', () => {
    const sold = new Set(DEMO_CATEGORIES.flatMap((c) => c.products.flatMap((p) => p.photos)));
    expect(photos.filter((p) => !sold.has(p.file)).map((p) => p.file)).toEqual([]);
    for (const b of DEMO_BANNERS) expect(sold.has(b.of)).toBe(true);
  });
});

describe('the demo catalogue', () => {
  it('has six categories of eight products; packs of 3 to 5 open with a picture the same category sells as a single', () => {
    expect(DEMO_CATEGORIES).toHaveLength(6);
    let packs = 0;
    for (const category of DEMO_CATEGORIES) {
      expect(category.products, category.name).toHaveLength(8);
      const singles = new Set(category.products.filter((p) => p.photos.length === 1).map((p) => p.photos[0]));
      for (const product of category.products.filter((p) => p.photos.length > 1)) {
        packs++;
        expect(product.photos.length, product.title).toBeGreaterThanOrEqual(3);
        expect(product.photos.length, product.title).toBeLessThanOrEqual(5);
        expect(new Set(product.photos).size, product.title).toBe(product.photos.length);
        expect(singles.has(product.photos[0]), product.title).toBe(true);
      }
    }
    expect(packs).toBeGreaterThanOrEqual(5);
    expect(DEMO_CATEGORIES.map((c) => c.name)).toContain('Sunsets & Sunrises');
  });

  it('gives every post a product for its cover', () => {
    const titles = new Set(DEMO_CATEGORIES.flatMap((c) => c.products.map((p) => p.title)));
    for (const post of DEMO_POSTS) expect(titles.has(post.cover), post.title).toBe(true);
  });

  it("credits a single's picture, and each of a pack's in order", () => {
    expect(creditOf(['dandelions.jpg'])).toBe(
      'Photograph: Clemens Engelhardt, Debian package lomiri-wallpapers-16.04 (/usr/share/backgrounds/seeding_by_Clements_Engelhardt.jpg), CC0 1.0.',
    );
    expect(creditOf(['jellyfish.jpg', 'moon-surface.jpg', 'beacon-street-sunset.jpg'])).toBe(
      'Photographs: 1. photographer not named by the source, github.com/pop-os/wallpapers (original/ng-32703.jpg), Public domain; ' +
        '2. NASA, github.com/pop-os/wallpapers (original/nasa-45068.jpg), Public domain; ' +
        '3. photographer not named by the source, github.com/BuddiesOfBudgie/budgie-backgrounds (backgrounds/beacon-street-sunset.jpg), CC0 1.0.',
    );
  });
});

describe('the demo import folder', () => {
  it('holds the photographs as they are, the logo and a manifest whose products and posts credit their pictures', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'chitra-demo-test-'));
    try {
      const stats = await writeDemoFolder(folder, 'Chitra Studio');
      expect(stats).toHaveLength(48);
      const manifest = JSON.parse(await readFile(join(folder, 'manifest.json'), 'utf8')) as {
        products: { title: string; description: string; files: string[]; printPrice?: number }[];
        banners: { file: string; alt: string }[];
        posts: { title: string; body: string; image: string }[];
      };
      const files = (await readdir(folder)).sort();
      expect(files).toEqual([...(await pictures()), 'logo.png', 'manifest.json'].sort());
      const copied = await readFile(join(folder, 'sunset-by-the-pier.jpg'));
      expect(copied.equals(await readFile(join(DEMO_PHOTOS_DIR, 'sunset-by-the-pier.jpg')))).toBe(true);

      const pier = manifest.products.find((p) => p.title === 'Sunset by the pier');
      expect(pier).toMatchObject({ files: ['sunset-by-the-pier.jpg'], printPrice: 1499 });
      expect(pier?.description.split('\n\n')).toEqual([
        'A wooden pier running out into still water under a rose and violet sky, the far shore already dark. ' +
          'Digital download: the full-resolution JPEG. The photograph itself is in the public domain (CC0 or public domain, as its credit says), ' +
          'so you may use it as you like; what you buy here is our curated, print-ready file.',
        'Photograph: Paul Carmona, github.com/elementary/wallpapers (backgrounds/Sunset by the Pier.jpg), CC0 1.0.',
      ]);
      for (const p of manifest.products) expect(p.description.split('\n\n').at(-1)).toBe(creditOf(p.files));

      const post = manifest.posts.find((p) => p.title === 'Why our shop sells public-domain photographs');
      expect(post?.image).toBe('sunset-by-the-pier.jpg');
      expect(post?.body.split('\n\n').at(-1)).toBe(
        'Cover: “Sunset by the pier”. Photograph: Paul Carmona, github.com/elementary/wallpapers (backgrounds/Sunset by the Pier.jpg), CC0 1.0.',
      );
      expect(manifest.banners.map((b) => b.file)).toEqual(['banner-sunset-by-the-pier.jpg', 'banner-lake-sherburne.jpg']);

      // Hindi and Marathi (demo-translations.ts): the description made as the English one is, in the language.
      const translations = (pier as unknown as { translations: Record<'hi' | 'mr', { title: string; description: string; tags: string[] }> }).translations;
      expect(translations.mr.title).toBe('लाकडी धक्क्यावरचा सूर्यास्त');
      expect(translations.mr.description.split('\n\n')).toEqual([
        'गुलाबी-जांभळ्या आकाशाखाली शांत पाण्यात दूरवर गेलेला लाकडी धक्का; पलीकडचा किनारा आधीच अंधारात बुडालेला. ' +
          'डिजिटल डाउनलोड: पूर्ण रिझोल्यूशनची JPEG फाइल. हे छायाचित्र स्वतः सार्वजनिक क्षेत्रात आहे (CC0 किंवा सार्वजनिक क्षेत्र, त्याच्या श्रेयात लिहिल्याप्रमाणे), ' +
          'त्यामुळे तुम्ही ते हवे तसे वापरू शकता; इथे तुम्ही आमची निवडलेली, छपाईसाठी तयार फाइल विकत घेता.',
        'छायाचित्र: Paul Carmona, github.com/elementary/wallpapers (backgrounds/Sunset by the Pier.jpg), CC0 1.0.',
      ]);
      const pack = manifest.products.find((p) => p.title === 'Sunsets of the World') as unknown as { translations: typeof translations };
      // A pack's count in each language's digits: Latin in Hindi, Devanagari in Marathi.
      expect(pack.translations.hi.description).toContain(' 3 तस्वीरों का संग्रह। ');
      expect(pack.translations.mr.description).toContain(' ३ छायाचित्रांचा संच. ');
      expect(pack.translations.hi.description.split('\n\n').at(-1)).toMatch(/^तस्वीरें: 1\. .*।$/);
      const fiveSunsets = manifest.posts.find((p) => p.title === 'Five sunsets, five places') as unknown as {
        translations: Record<'hi' | 'mr', { body: string }>;
      };
      expect(fiveSunsets.translations.hi.body.split('\n\n').at(-1)).toMatch(/^आवरण: “बॉस्टन की बीकन स्ट्रीट पर सूर्यास्त”। तस्वीर: .*।$/);
      expect(manifest.products.filter((p) => 'translations' in p)).toHaveLength(10);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
