import sharp from 'sharp';

/**
 * The visible mark on every public product picture: the shop's name, stamped
 * diagonally all over the frame, semi-transparent white with a faint dark
 * outline so it reads on bright skies and dark seas alike. Tiled rather than
 * one corner stamp, because a corner crops away in seconds.
 *
 * One small tile is rendered per (text, size) and repeated by libvips:
 * rendering the whole frame as an SVG pattern costs ~350 ms a picture.
 */

const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const ANGLE_DEG = -30;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Font size for a picture: proportional, in steps of 4 px so tiles are shared between similar sizes. */
export function watermarkFontSize(width: number, height: number): number {
  return Math.max(12, Math.round(Math.max(width, height) / 26 / 4) * 4);
}

/**
 * The SVG of one tile. The tile is the cell of a lattice whose step along the
 * text's own slant is one label plus a gap, so repeated tiles draw unbroken
 * diagonal lines of text; stamps reaching over an edge are drawn again from
 * the opposite edge, so the repeat shows no seam.
 */
export function watermarkTileSvg(text: string, fontSize: number): { svg: string; width: number; height: number } {
  const label = escapeXml(`© ${text}`);
  // Bold sans glyphs average ~0.68 em; a little extra so neighbours never touch.
  const step = fontSize * (0.7 * [...`© ${text}`].length + 2.5);
  const rad = (Math.abs(ANGLE_DEG) * Math.PI) / 180;
  const width = Math.round(step * Math.cos(rad));
  const height = Math.round(step * Math.sin(rad));
  const stroke = Math.max(0.6, fontSize / 40).toFixed(2);
  let stamps = '';
  for (const dx of [-width, 0, width]) {
    for (const dy of [-height, 0, height]) {
      const cx = width / 2 + dx;
      const cy = height / 2 + dy;
      stamps += `<text x="${cx}" y="${cy}" text-anchor="middle" dominant-baseline="central" transform="rotate(${ANGLE_DEG} ${cx} ${cy})">${label}</text>`;
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<g font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff" fill-opacity="0.3" stroke="#000000" stroke-opacity="0.2" stroke-width="${stroke}">` +
    stamps +
    `</g></svg>`;
  return { svg, width, height };
}

const tiles = new Map<string, Promise<Buffer>>();

/** The rendered tile (PNG with alpha), cached per text and size for the life of the process. */
export function watermarkTile(text: string, fontSize: number): Promise<Buffer> {
  const key = `${fontSize}:${text}`;
  let tile = tiles.get(key);
  if (!tile) {
    tile = sharp(Buffer.from(watermarkTileSvg(text, fontSize).svg))
      .png()
      .toBuffer();
    tile.catch(() => tiles.delete(key));
    tiles.set(key, tile);
  }
  return tile;
}

/**
 * The light mark of the small renditions (a grid's tiles, a cart's
 * thumbnail): the shop's name once, small, in the bottom right corner,
 * readable but out of the way.
 */
export async function cornerStamp(text: string, width: number, height: number): Promise<Buffer> {
  const fontSize = Math.max(9, Math.round(Math.min(width, height) / 22));
  const label = escapeXml(`© ${text}`);
  const stampWidth = Math.min(width, Math.round(fontSize * (0.62 * [...`© ${text}`].length + 1.4)));
  const stampHeight = Math.min(height, Math.round(fontSize * 1.9));
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${stampWidth}" height="${stampHeight}">` +
    `<text x="${stampWidth - fontSize * 0.6}" y="${stampHeight - fontSize * 0.55}" text-anchor="end" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="#ffffff" fill-opacity="0.55" stroke="#000000" stroke-opacity="0.25" stroke-width="${Math.max(0.5, fontSize / 30).toFixed(2)}">${label}</text>` +
    `</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
