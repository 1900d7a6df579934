import { useSyncExternalStore } from 'react';
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
 * True below 768 px; follows the window as it is resized or rotated. For
 * pages the browser draws (the admin area): a page the server renders must
 * not change its markup with the width, which the server cannot know; its
 * CSS arranges it instead (decision 046).
 */
export function useIsNarrow(): boolean {
  return useSyncExternalStore(subscribe, isNarrowNow, () => false);
}
