import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { cornerStamp, watermarkFontSize, watermarkTile } from './watermark';

/**
 * Turns an original into the public files the catalogue shows: renditions
 * 320, 640, 960, 1280 and 1600 px wide (never wider than the original), each
 * as AVIF, WebP and a JPEG fallback, with content-hashed names so they can be
 * cached forever; a page's `srcset` lets the browser take the smallest that
 * fills its slot. The logo is a PNG at 256 and 512 px. Product pictures carry
 * a watermark: a light corner stamp on the small renditions a grid shows, the
 * dense diagonal mark on the large ones a zoom could lift; banners and the
 * logo carry none.
 */

export const IMAGE_PROFILES = ['photo', 'plain', 'logo'] as const;
export type ImageProfile = (typeof IMAGE_PROFILES)[number];

/** Which renditions a picture has: a new value makes the start-up job remake older pictures' files. */
export const RENDITIONS_VERSION = 2;

/** The widths of the photo and plain renditions, smallest first. */
const RENDITION_WIDTHS = [320, 640, 960, 1280, 1600] as const;

/** Renditions up to this width get the light mark; wider ones the dense one. */
const LIGHT_MARK_MAX_WIDTH = 640;

type ProfileSpec = { widths: readonly number[]; watermark: boolean; fallback: 'jpeg' | 'png'; avif: boolean };

const PROFILES: Record<ImageProfile, ProfileSpec> = {
  photo: { widths: RENDITION_WIDTHS, watermark: true, fallback: 'jpeg', avif: true },
  // Banners and blog art: wide and unmarked.
  plain: { widths: RENDITION_WIDTHS, watermark: false, fallback: 'jpeg', avif: true },
  logo: { widths: [256, 512], watermark: false, fallback: 'png', avif: false },
};

/** Formats an original may come in, with the extension its private copy keeps. */
const ORIGINAL_FORMATS: Record<string, { ext: string; mime: string }> = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  webp: { ext: 'webp', mime: 'image/webp' },
  tiff: { ext: 'tif', mime: 'image/tiff' },
};

/** Refuse decompression bombs: 120 megapixels is beyond any camera the shop uses. */
const MAX_INPUT_PIXELS = 120_000_000;
const MIN_EDGE_PX = 16;

/**
 * libwebp effort 0-6: 2 is ~3x faster than the default 4 for files a few
 * per cent larger, which keeps the demo seed and big imports quick.
 */
const WEBP_EFFORT = 2;

/**
 * libaom effort 0-9. A 1600 px AVIF takes ~0.1 s at effort 0 and ~0.4 s at 2
 * on this project's machines: the large renditions, fetched least, take the
 * fast setting; the small ones a phone fetches take the smaller files.
 */
const avifEffort = (width: number) => (width > 960 ? 0 : 2);

/**
 * Memory (issue 14): libvips keeps recent operations and their pixels in a
 * cache (by default up to 50 MB and 100 open files) for pipelines that repeat;
 * ours never do (each original is read once, its renditions written), so the
 * cache only held memory the server never gave back. One thread per
 * pipeline: a picture at a time in the import and the renditions job, and
 * glibc's allocator fragments less with fewer threads.
 */
sharp.cache(false);
sharp.concurrency(1);

export type ImageInfo = { format: string; ext: string; mime: string; width: number; height: number };

/** Why a file is refused: the admin area's uploads answer each with its own message. */
export type UnsupportedReason = 'unreadable' | 'format' | 'small' | 'pixels';

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';

  constructor(
    message: string,
    readonly reason: UnsupportedReason = 'unreadable',
  ) {
    super(message);
  }
}

/**
 * The format the first bytes announce (JPEG, PNG, WebP, TIFF: what the
 * pipeline reads), or undefined: a file's name and the browser's word are
 * never trusted.
 */
export function sniffImageType(head: Buffer): { format: string; mime: string } | undefined {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return { format: 'jpeg', mime: 'image/jpeg' };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { format: 'png', mime: 'image/png' };
  if (starts(0x52, 0x49, 0x46, 0x46) && head.subarray(8, 12).toString('latin1') === 'WEBP') return { format: 'webp', mime: 'image/webp' };
  if (starts(0x49, 0x49, 0x2a, 0x00) || starts(0x4d, 0x4d, 0x00, 0x2a)) return { format: 'tiff', mime: 'image/tiff' };
  return undefined;
}

/** Reads the header only: cheap enough to check every file before importing any. */
export async function inspectImage(input: Buffer): Promise<ImageInfo> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (err) {
    // libvips refuses to even describe a picture beyond limitInputPixels.
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw new UnsupportedImageError('has too many pixels', 'pixels');
    throw new UnsupportedImageError('is not a readable image');
  }
  const known = meta.format ? ORIGINAL_FORMATS[meta.format] : undefined;
  if (!known) throw new UnsupportedImageError(`is ${meta.format ?? 'an unknown format'}; use JPEG, PNG, WebP or TIFF`, 'format');
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width < MIN_EDGE_PX || height < MIN_EDGE_PX) throw new UnsupportedImageError(`is too small (${width}×${height})`, 'small');
  if (width * height > MAX_INPUT_PIXELS) throw new UnsupportedImageError('has too many pixels', 'pixels');
  return { format: meta.format as string, ...known, width, height };
}

export type DerivedFile = { name: string; data: Buffer; width: number; height: number };

/** One width of a picture, in each format. */
type Rendition = { width: number; height: number; fallback: DerivedFile; webp: DerivedFile; avif?: DerivedFile };

/** What `images.renditions` keeps of them: the file names by width. */
export type StoredRenditions = {
  version: number;
  widths: { width: number; height: number; fallback: string; webp: string; avif?: string }[];
};

export type ProcessedImage = {
  /** SHA-256 of the original's bytes: the image's identity. */
  contentHash: string;
  original: ImageInfo & { bytes: number; key: string };
  /** Smallest first. */
  renditions: Rendition[];
  /** The largest rendition (the preview) and the smallest (the thumbnail), for the columns every answer reads. */
  preview: { fallback: DerivedFile; webp: DerivedFile };
  small: { fallback: DerivedFile; webp: DerivedFile };
};

/** Every file of a processed picture, to store. */
export const derivedFiles = (image: ProcessedImage): DerivedFile[] => image.renditions.flatMap((r) => [r.fallback, r.webp, ...(r.avif ? [r.avif] : [])]);

/** Every public file an `images` row names (to check they are all still there). */
export function storedFileNames(row: {
  previewName: string;
  previewWebpName: string;
  thumbName: string;
  thumbWebpName: string;
  renditions: StoredRenditions | null;
}): string[] {
  const renditions = row.renditions?.widths.flatMap((w) => [w.fallback, w.webp, ...(w.avif ? [w.avif] : [])]) ?? [];
  return [...new Set([row.previewName, row.previewWebpName, row.thumbName, row.thumbWebpName, ...renditions])];
}

/** The `images` row's columns of the public files (the original's are the caller's). */
export const derivedColumns = (image: ProcessedImage) => ({
  previewName: image.preview.fallback.name,
  previewWebpName: image.preview.webp.name,
  previewWidth: image.preview.fallback.width,
  previewHeight: image.preview.fallback.height,
  thumbName: image.small.fallback.name,
  thumbWebpName: image.small.webp.name,
  thumbWidth: image.small.fallback.width,
  thumbHeight: image.small.fallback.height,
  renditions: storedRenditions(image),
});

const storedRenditions = (image: ProcessedImage): StoredRenditions => ({
  version: RENDITIONS_VERSION,
  widths: image.renditions.map((r) => ({
    width: r.width,
    height: r.height,
    fallback: r.fallback.name,
    webp: r.webp.name,
    ...(r.avif ? { avif: r.avif.name } : {}),
  })),
});

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The private key of an original: its hash, so the same file is stored once. */
function originalKey(contentHash: string, info: Pick<ImageInfo, 'ext'>): string {
  return `${contentHash}.${info.ext}`;
}

/** A readable, URL-safe stem for derived file names (the hash keeps them unique). */
export function fileStem(text: string): string {
  const stem = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return stem || 'image';
}

function named(stem: string, data: Buffer, ext: string, width: number, height: number): DerivedFile {
  return { name: `${stem}-${sha256(data).slice(0, 16)}.${ext}`, data, width, height };
}

type Raw = { data: Buffer; info: OutputInfo };

/** Composites the dense diagonal mark over the whole picture, or the light corner stamp. */
async function watermarked(raw: Raw, mark: string, light: boolean): Promise<Sharp> {
  const { width, height, channels } = raw.info;
  const picture = sharp(raw.data, { raw: { width, height, channels } });
  if (light) return picture.composite([{ input: await cornerStamp(mark, width, height), gravity: 'southeast' }]);
  let tile = await watermarkTile(mark, watermarkFontSize(width, height));
  const size = await sharp(tile).metadata();
  // libvips refuses an overlay larger than the picture: crop the tile to fit.
  if ((size.width ?? 0) > width || (size.height ?? 0) > height) {
    tile = await sharp(tile)
      .extract({ left: 0, top: 0, width: Math.min(width, size.width ?? width), height: Math.min(height, size.height ?? height) })
      .toBuffer();
  }
  return picture.composite([{ input: tile, tile: true, gravity: 'northwest' }]);
}

async function encode(raw: Raw, spec: ProfileSpec, stem: string, mark: string | undefined): Promise<Rendition> {
  const { width, height, channels } = raw.info;
  const picture = mark ? await watermarked(raw, mark, width <= LIGHT_MARK_MAX_WIDTH) : sharp(raw.data, { raw: { width, height, channels } });
  const [fallback, webp, avif] = await Promise.all([
    spec.fallback === 'png'
      ? picture.clone().png({ compressionLevel: 9 }).toBuffer()
      : // Baseline, not progressive: a third of the time, and browsers take the AVIF or WebP anyway.
        picture.clone().jpeg({ quality: 82, chromaSubsampling: '4:2:0' }).toBuffer(),
    picture.clone().webp({ quality: 80, effort: WEBP_EFFORT, alphaQuality: 90 }).toBuffer(),
    spec.avif
      ? picture
          .clone()
          .avif({ quality: 50, effort: avifEffort(width), chromaSubsampling: '4:2:0' })
          .toBuffer()
      : undefined,
  ]);
  const sized = `${stem}-${width}`;
  return {
    width,
    height,
    fallback: named(sized, fallback, spec.fallback === 'png' ? 'png' : 'jpg', width, height),
    webp: named(sized, webp, 'webp', width, height),
    ...(avif ? { avif: named(sized, avif, 'avif', width, height) } : {}),
  };
}

export async function processImage(
  input: Buffer,
  options: { profile: ImageProfile; stem: string; watermark: string; info?: ImageInfo },
): Promise<ProcessedImage> {
  const spec = PROFILES[options.profile];
  const info = options.info ?? (await inspectImage(input));
  const contentHash = sha256(input);
  const stem = fileStem(options.stem);
  const keepAlpha = spec.fallback === 'png';
  const largest = spec.widths.at(-1) ?? 1600;

  // Decode once, at the largest size: the smaller renditions are made from these pixels.
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: largest, height: largest, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  pipeline = keepAlpha ? pipeline.ensureAlpha() : pipeline.removeAlpha();
  const top: Raw = await pipeline.raw().toBuffer({ resolveWithObject: true });

  // Every listed width narrower than the largest picture there is, and that picture itself.
  const { width, height, channels } = top.info;
  const widths = [...spec.widths.filter((w) => w < width), width];
  const mark = spec.watermark ? options.watermark : undefined;
  const renditions: Rendition[] = [];
  // One at a time: each holds its pixels only while it is encoded.
  for (const target of widths) {
    const raw: Raw =
      target === width
        ? top
        : await sharp(top.data, { raw: { width, height, channels } }).resize({ width: target }).raw().toBuffer({ resolveWithObject: true });
    renditions.push(await encode(raw, spec, stem, mark));
  }
  const [first] = renditions;
  const last = renditions.at(-1);
  if (!first || !last) throw new Error("no rendition made: the picture's own width is always one");
  return {
    contentHash,
    original: { ...info, bytes: input.length, key: originalKey(contentHash, info) },
    renditions,
    preview: { fallback: last.fallback, webp: last.webp },
    small: { fallback: first.fallback, webp: first.webp },
  };
}
