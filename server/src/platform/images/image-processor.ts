import { createHash } from 'node:crypto';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { watermarkFontSize, watermarkTile } from './watermark';

/**
 * Turns an original into the public files the catalogue shows: a preview
 * (~1600 px) and a thumbnail (~400 px), each as WebP and a JPEG fallback (PNG
 * for the logo), with content-hashed names so they can be cached forever.
 * Product pictures carry a visible watermark; banners and the logo do not.
 */

export const IMAGE_PROFILES = ['photo', 'plain', 'logo'] as const;
export type ImageProfile = (typeof IMAGE_PROFILES)[number];

type ProfileSpec = { preview: number; small: number; watermark: boolean; fallback: 'jpeg' | 'png' };

const PROFILES: Record<ImageProfile, ProfileSpec> = {
  photo: { preview: 1600, small: 400, watermark: true, fallback: 'jpeg' },
  // Banners and blog art: wide, unmarked, with a half-size version for phones.
  plain: { preview: 1600, small: 800, watermark: false, fallback: 'jpeg' },
  logo: { preview: 512, small: 256, watermark: false, fallback: 'png' },
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

export type ImageInfo = { format: string; ext: string; mime: string; width: number; height: number };

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

/** Reads the header only: cheap enough to check every file before importing any. */
export async function inspectImage(input: Buffer): Promise<ImageInfo> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new UnsupportedImageError('is not a readable image');
  }
  const known = meta.format ? ORIGINAL_FORMATS[meta.format] : undefined;
  if (!known) throw new UnsupportedImageError(`is ${meta.format ?? 'an unknown format'}; use JPEG, PNG, WebP or TIFF`);
  // EXIF orientations 5-8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = (turned ? meta.height : meta.width) ?? 0;
  const height = (turned ? meta.width : meta.height) ?? 0;
  if (width < MIN_EDGE_PX || height < MIN_EDGE_PX) throw new UnsupportedImageError(`is too small (${width}×${height})`);
  if (width * height > MAX_INPUT_PIXELS) throw new UnsupportedImageError('has too many pixels');
  return { format: meta.format as string, ...known, width, height };
}

export type DerivedFile = { name: string; data: Buffer; width: number; height: number };

export type ProcessedImage = {
  /** SHA-256 of the original's bytes: the image's identity. */
  contentHash: string;
  original: ImageInfo & { bytes: number; key: string };
  preview: { fallback: DerivedFile; webp: DerivedFile };
  small: { fallback: DerivedFile; webp: DerivedFile };
};

export function sha256(data: Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/** The private key of an original: its hash, so the same file is stored once. */
export function originalKey(contentHash: string, info: Pick<ImageInfo, 'ext'>): string {
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

/** Composites the tiled mark over the whole picture. */
async function watermarked(raw: Raw, mark: string): Promise<Sharp> {
  const { width, height, channels } = raw.info;
  let tile = await watermarkTile(mark, watermarkFontSize(width, height));
  const size = await sharp(tile).metadata();
  // libvips refuses an overlay larger than the picture: crop the tile to fit.
  if ((size.width ?? 0) > width || (size.height ?? 0) > height) {
    tile = await sharp(tile)
      .extract({ left: 0, top: 0, width: Math.min(width, size.width ?? width), height: Math.min(height, size.height ?? height) })
      .toBuffer();
  }
  return sharp(raw.data, { raw: { width, height, channels } }).composite([{ input: tile, tile: true, gravity: 'northwest' }]);
}

async function encode(raw: Raw, spec: ProfileSpec, stem: string, mark: string | undefined) {
  const { width, height, channels } = raw.info;
  const picture = mark ? await watermarked(raw, mark) : sharp(raw.data, { raw: { width, height, channels } });
  const [fallback, webp] = await Promise.all([
    spec.fallback === 'png'
      ? picture.clone().png({ compressionLevel: 9 }).toBuffer()
      : // Baseline, not progressive: a third of the time, and browsers take the WebP anyway.
        picture.clone().jpeg({ quality: 82, chromaSubsampling: '4:2:0' }).toBuffer(),
    picture.clone().webp({ quality: 80, effort: WEBP_EFFORT, alphaQuality: 90 }).toBuffer(),
  ]);
  return {
    fallback: named(stem, fallback, spec.fallback === 'png' ? 'png' : 'jpg', width, height),
    webp: named(stem, webp, 'webp', width, height),
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

  // Decode once, at preview size: the thumbnail is made from these pixels.
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: spec.preview, height: spec.preview, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb');
  pipeline = keepAlpha ? pipeline.ensureAlpha() : pipeline.removeAlpha();
  const preview: Raw = await pipeline.raw().toBuffer({ resolveWithObject: true });

  const { width, height, channels } = preview.info;
  const small: Raw = await sharp(preview.data, { raw: { width, height, channels } })
    .resize({ width: spec.small, height: spec.small, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });

  const mark = spec.watermark ? options.watermark : undefined;
  const [previewFiles, smallFiles] = await Promise.all([
    encode(preview, spec, stem, mark),
    encode(small, spec, stem, mark),
  ]);
  return {
    contentHash,
    original: { ...info, bytes: input.length, key: originalKey(contentHash, info) },
    preview: previewFiles,
    small: smallFiles,
  };
}
