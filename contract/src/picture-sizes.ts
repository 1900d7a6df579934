/**
 * The `sizes` of every catalogue picture: how wide it is drawn at each of the
 * spec's breakpoints (576, 768, 992 px; the container stops at 75rem = 1200 px).
 * The pages give them to `<img>`, and the server's preload of a page's largest
 * picture uses the same string, so both ask the browser for the same file.
 */
export const PICTURE_SIZES = {
  /**
   * The home hero: full-bleed. Below 576 px its frame is 3:2, taller than the
   * 8:3 slides, which are cropped at the sides: drawn 16/9 of the screen wide.
   */
  banner: '(min-width: 576px) 100vw, 178vw',
  /** The product page's main picture: 7/12 of the container from 992 px, the full width below. */
  product: '(min-width: 1200px) 680px, (min-width: 992px) 58vw, 100vw',
  /** A store tile: one a row on phones, then 2, 3 and 4 columns. */
  card: '(min-width: 1200px) 280px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, (min-width: 576px) 46vw, 92vw',
  /** A home tile: two a row already on phones. */
  compactCard: '(min-width: 1200px) 280px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, 46vw',
  /** A category tile on the home page and /catagory. */
  categoryTile: '(min-width: 1200px) 380px, (min-width: 768px) 31vw, 46vw',
  /** A masonry tile of a category's page, and a blog card: 1, 2, then 3 columns. */
  column: '(min-width: 1200px) 380px, (min-width: 992px) 31vw, (min-width: 576px) 46vw, 92vw',
  /** A blog post's cover. */
  cover: '(min-width: 992px) 760px, 100vw',
} as const;

/** A small square thumbnail of `px` CSS pixels. */
export const thumbnailSizes = (px: number): string => `${px}px`;
