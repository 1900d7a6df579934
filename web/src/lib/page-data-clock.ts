/**
 * When the data of a page the server rendered arrived: with the document
 * itself, and on screen from its first paint (on performance.now()'s clock;
 * the response's first byte where the browser reports no paint). Set by
 * web/src/main.tsx when it hydrates such a page; taken once, by the first
 * render that shows that page's data at that address.
 */
let page: { href: string; at: number } | undefined;

export function dataArrivedWithPage(href: string, at: number): void {
  page = { href, at };
}

/** When the data of the page at `href` arrived, if it came with the document and nobody has asked yet. */
export function takePageDataArrival(href: string): number | undefined {
  if (page?.href !== href) return undefined;
  const { at } = page;
  page = undefined;
  return at;
}
