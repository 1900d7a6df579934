import { createContext, use, useSyncExternalStore } from 'react';
import { NARROW_SCREEN_PX } from '@chitra/contract/constants';

/**
 * docs/spec.md §2: "narrow" is a width below 768 px. The .02 keeps 767.5 px (zoomed
 * or high-DPI widths are fractional) on the narrow side without overlapping
 * CSS's `min-width: 768px`.
 */
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_PX - 0.02}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(NARROW_SCREEN_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isNarrowNow = (): boolean => window.matchMedia(NARROW_SCREEN_QUERY).matches;

/**
 * What a page rendered on the server assumes of the screen (a guess from the
 * browser's User-Agent), and what the browser assumes while it hydrates that
 * page: the two draw the same header, then the window's own answer takes over.
 */
export const NarrowScreenGuess = createContext(false);

/** True below 768 px; follows the window as it is resized or rotated. */
export function useIsNarrow(): boolean {
  const guess = use(NarrowScreenGuess);
  return useSyncExternalStore(subscribe, isNarrowNow, () => guess);
}
