import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_NAME } from '../../http/media';
import { tinyJpeg } from '../../test/catalogue-factories';
import { fileStem, inspectImage, processImage, UnsupportedImageError } from './image-processor';
import { watermarkTileSvg } from './watermark';

const isJpeg = (b: Buffer) => b[0] === 0xff && b[1] === 0xd8;
const isWebp = (b: Buffer) => b.subarray(0, 4).toString() === 'RIFF' && b.subarray(8, 12).toString() === 'WEBP';
const isPng = (b: Buffer) => b.subarray(1, 4).toString() === 'PNG';

describe('processImage', () => {
  it('makes renditions 320 to 1600 px wide, each as AVIF, WebP and JPEG, with hashed names', async () => {
    const original = await tinyJpeg({ width: 2400, height: 1600 });
    const made = await processImage(original, { profile: 'photo', stem: 'Monsoon over Kelva Beach', watermark: 'Chitra Studio' });
    expect(made.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(made.original).toMatchObject({ width: 2400, height: 1600, format: 'jpeg', mime: 'image/jpeg', key: `${made.contentHash}.jpg` });
    expect(made.preview.fallback).toMatchObject({ width: 1600, height: 1067 });
    expect(made.small.fallback).toMatchObject({ width: 320, height: 213 });
    expect(made.renditions.map((r) => [r.width, r.height])).toEqual([
      [320, 213],
      [640, 427],
      [960, 640],
      [1280, 854],
      [1600, 1067],
    ]);
    for (const r of made.renditions) expect(r.avif?.data.subarray(4, 12).toString()).toBe('ftypavif');
    for (const file of [made.preview.fallback, made.preview.webp, made.small.fallback, made.small.webp]) {
      expect(file.name).toMatch(MEDIA_NAME);
      expect(file.name.startsWith('monsoon-over-kelva-beach-')).toBe(true);
      const meta = await sharp(file.data).metadata();
      expect([meta.width, meta.height]).toEqual([file.width, file.height]);
    }
    expect(isJpeg(made.preview.fallback.data) && isJpeg(made.small.fallback.data)).toBe(true);
    expect(isWebp(made.preview.webp.data) && isWebp(made.small.webp.data)).toBe(true);
  });

  it('gives the same file the same names (content hashes), and another file other names', async () => {
    const original = await tinyJpeg({ width: 800, height: 600 });
    const a = await processImage(original, { profile: 'photo', stem: 'x', watermark: 'Chitra Studio' });
    const b = await processImage(original, { profile: 'photo', stem: 'x', watermark: 'Chitra Studio' });
    expect(b.preview.webp.name).toBe(a.preview.webp.name);
    const other = await processImage(await tinyJpeg({ width: 800, height: 600, from: '#123456' }), {
      profile: 'photo',
      stem: 'x',
      watermark: 'Chitra Studio',
    });
    expect(other.preview.webp.name).not.toBe(a.preview.webp.name);
  });

  it('never enlarges a small original', async () => {
    const made = await processImage(await tinyJpeg({ width: 300, height: 200 }), { profile: 'photo', stem: 'small', watermark: 'S' });
    expect(made.preview.fallback).toMatchObject({ width: 300, height: 200 });
    expect(made.small.fallback).toMatchObject({ width: 300, height: 200 });
  });

  it('stamps a visible watermark on product pictures, and none on banners', async () => {
    const original = await tinyJpeg({ width: 1600, height: 1000, from: '#203040', to: '#203040' });
    const photo = await processImage(original, { profile: 'photo', stem: 'p', watermark: 'Chitra Studio' });
    const plain = await processImage(original, { profile: 'plain', stem: 'p', watermark: 'Chitra Studio' });
    // The same pixels but for the mark: the difference is visible over the whole frame.
    const difference = await sharp(photo.preview.fallback.data)
      .composite([{ input: plain.preview.fallback.data, blend: 'difference' }])
      .raw()
      .toBuffer({ resolveWithObject: true });
    const columns = difference.info.width;
    /** Share of pixels in a band of columns the mark changed clearly. */
    const marked = (x0: number, x1: number) => {
      let hits = 0;
      let count = 0;
      for (let y = 0; y < difference.info.height; y++) {
        for (let x = x0; x < x1; x++) {
          if (difference.data[(y * columns + x) * difference.info.channels]! > 24) hits++;
          count++;
        }
      }
      return hits / count;
    };
    // Every third of the frame carries the mark, not just one corner.
    for (const third of [0, 1, 2]) {
      expect(marked(Math.floor((third * columns) / 3), Math.floor(((third + 1) * columns) / 3))).toBeGreaterThan(0.02);
    }
    expect(plain.small.fallback.width).toBe(320);
  });

  it('gives the thumbnails (320 and 640 px) a light corner stamp, and the larger renditions the diagonal mark', async () => {
    const original = await tinyJpeg({ width: 1600, height: 1000 });
    const photo = await processImage(original, { profile: 'photo', stem: 'p', watermark: 'Chitra Studio' });
    const plain = await processImage(original, { profile: 'plain', stem: 'p', watermark: 'Chitra Studio' });
    expect(photo.renditions.map((r) => r.width)).toEqual([320, 640, 960, 1280, 1600]);
    for (const [i, rendition] of photo.renditions.entries()) {
      const { width, height } = rendition;
      // The marked rendition against the same rendition unmarked: what the mark changed, pixel by pixel.
      const difference = await sharp(rendition.fallback.data)
        .composite([{ input: plain.renditions[i]!.fallback.data, blend: 'difference' }])
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const { channels } = difference.info;
      /** The largest change and the share of clearly changed pixels in a box, given as fractions of the frame. */
      const region = (x0: number, y0: number, x1: number, y1: number) => {
        let largest = 0;
        let changed = 0;
        let count = 0;
        for (let y = Math.floor(y0 * height); y < Math.floor(y1 * height); y++) {
          for (let x = Math.floor(x0 * width); x < Math.floor(x1 * width); x++) {
            const d = Math.max(...difference.data.subarray((y * width + x) * channels, (y * width + x + 1) * channels));
            largest = Math.max(largest, d);
            if (d > 24) changed++;
            count++;
          }
        }
        return { largest, share: changed / count };
      };
      if (width <= 640) {
        // The middle and the top left are the unmarked picture exactly; the bottom right corner carries the stamp.
        expect(region(0.1, 0.1, 0.7, 0.7).largest, `${width} px, middle`).toBe(0);
        expect(region(0.6, 0.85, 1, 1).share, `${width} px, corner`).toBeGreaterThan(0.05);
      } else {
        for (const third of [0, 1, 2]) expect(region(third / 3, 0, (third + 1) / 3, 1).share, `${width} px, third ${third}`).toBeGreaterThan(0.02);
        expect(region(0.3, 0.3, 0.7, 0.7).share, `${width} px, middle`).toBeGreaterThan(0.02);
      }
    }
  });

  it('turns a picture by its EXIF orientation before sizing it', async () => {
    const turned = await sharp(await tinyJpeg({ width: 1200, height: 800 }))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await inspectImage(turned)).toMatchObject({ width: 800, height: 1200 });
    const made = await processImage(turned, { profile: 'photo', stem: 'portrait', watermark: 'S' });
    expect(made.preview.fallback).toMatchObject({ width: 800, height: 1200 });
    expect(made.small.fallback).toMatchObject({ width: 320, height: 480 });
  });

  it('keeps the logo transparent, as PNG and WebP', async () => {
    const logo = await sharp({ create: { width: 640, height: 160, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const made = await processImage(logo, { profile: 'logo', stem: 'logo', watermark: 'S' });
    expect(isPng(made.preview.fallback.data)).toBe(true);
    expect(made.preview.fallback.name).toMatch(/\.png$/);
    expect((await sharp(made.preview.fallback.data).metadata()).hasAlpha).toBe(true);
    expect(made.preview.fallback).toMatchObject({ width: 512, height: 128 });
  });

  it('refuses what is not a usable image', async () => {
    await expect(inspectImage(Buffer.from('not an image'))).rejects.toBeInstanceOf(UnsupportedImageError);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"/>');
    await expect(inspectImage(svg)).rejects.toThrow(/svg/);
    const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    await expect(inspectImage(tiny)).rejects.toThrow(/too small/);
  });
});

describe('watermark tile', () => {
  it('escapes the shop name and repeats the stamp across the tile edges', () => {
    const { svg, width, height } = watermarkTileSvg('Chitra & <Sons>', 40);
    expect(svg).toContain('Chitra &#38; &#60;Sons&#62;');
    expect(svg.match(/<text /g)).toHaveLength(9);
    expect(width).toBeGreaterThan(height);
  });
});

describe('fileStem', () => {
  it('makes a short, URL-safe stem', () => {
    expect(fileStem('Bandra–Worli Sea Link, blue hour')).toBe('bandra-worli-sea-link-blue-hour');
    expect(fileStem('Café')).toBe('cafe');
    expect(fileStem('!!!')).toBe('image');
    expect(fileStem('a'.repeat(100))).toHaveLength(60);
  });
});
