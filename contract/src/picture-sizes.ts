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
  /** The product page's main picture: beside a details column of 18–21rem from 992 px (776 px at 1200 px and over), the full width below (decision 048). */
  product: '(min-width: 1200px) 776px, (min-width: 992px) calc(100vw - 424px), 100vw',
  /**
   * A store, search or category tile: one a row on phones, then 2, 3 and 4 columns in the listings'
   * wider measure (84rem less the side padding; docs/decisions/047): 286 px at 1280, 302 px from 1344.
   */
  card: '(min-width: 1344px) 302px, (min-width: 992px) calc(25vw - 34px), (min-width: 768px) calc((100vw - 80px) / 3), (min-width: 576px) calc(50vw - 28px), calc(100vw - 32px)',
  /** A home tile: two a row already on phones. */
  compactCard: '(min-width: 1200px) 280px, (min-width: 992px) 23vw, (min-width: 768px) 31vw, 46vw',
  /** A category tile on the home page and /catagory. */
  categoryTile: '(min-width: 1200px) 380px, (min-width: 768px) 31vw, 46vw',
  /** A blog card: 1, 2, then 3 columns. */
  column: '(min-width: 1200px) 380px, (min-width: 992px) 31vw, (min-width: 576px) 46vw, 92vw',
  /** A blog post's cover. */
  cover: '(min-width: 992px) 760px, 100vw',
} as const;

/** A small square thumbnail of `px` CSS pixels. */
export const thumbnailSizes = (px: number): string => `${px}px`;
