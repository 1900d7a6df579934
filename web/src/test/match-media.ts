/**
 * A window.matchMedia for jsdom (which has none) that answers min-/max-width
 * queries against a width the test chooses, and tells listeners when it moves.
 */

export const WIDE_PX = 1280;
export const NARROW_PX = 375;

let width = WIDE_PX;
const lists = new Set<{ media: string; notify: () => void }>();

function matches(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)));
}

export function installMatchMedia(): void {
  window.matchMedia = (media: string): MediaQueryList => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    let last = matches(media);
    const list = {
      media,
      get matches() {
        return matches(media);
      },
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    };
    lists.add({
      media,
      notify: () => {
        const now = matches(media);
        if (now === last) return;
        last = now;
        for (const listener of listeners) listener({ matches: now, media } as MediaQueryListEvent);
      },
    });
    return list as unknown as MediaQueryList;
  };
}

/** Sets the viewport width that media queries see; call before rendering (or inside act). */
export function setScreenWidth(px: number): void {
  width = px;
  for (const list of lists) list.notify();
}

export function resetScreen(): void {
  lists.clear();
  width = WIDE_PX;
}
