import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(onChange: () => void): () => void {
  const list = window.matchMedia(REDUCED_MOTION_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True when the visitor asked their system for less motion. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION_QUERY).matches,
    () => false,
  );
}

type CarouselOptions = {
  count: number;
  /** Time a slide stays before the next one slides in. */
  intervalMs: number;
  /** Length of the slide animation. */
  speedMs: number;
  /** Hovered, focused or paused by the visitor: no autoplay. */
  paused: boolean;
};

export type Carousel = {
  /** The slide being shown, 0-based. */
  current: number;
  /**
   * Where the track stands, in slides. It runs one past the last slide onto
   * a copy of the first, so the loop always moves forward; then it jumps
   * back to 0 with the animation off, which looks like nothing.
   */
  position: number;
  /** Whether moving the track should animate right now. */
  animate: boolean;
  goTo: (slide: number) => void;
  reducedMotion: boolean;
};

/** An infinite, auto-advancing slideshow's state (docs/spec.md §2, §9: no arrows, dots, a loop). */
export function useCarousel({ count, intervalMs, speedMs, paused }: CarouselOptions): Carousel {
  const reducedMotion = usePrefersReducedMotion();
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(true);

  // Autoplay. Keyed on the position, so choosing a dot restarts the wait.
  // Reduced motion means no autoplay at all (WCAG 2.2.2), only the dots.
  const autoplay = count > 1 && !paused && !reducedMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = setTimeout(() => {
      setAnimate(true);
      setPosition((p) => (p + 1) % (count + 1));
    }, intervalMs);
    return () => clearTimeout(timer);
  }, [autoplay, position, count, intervalMs]);

  // On the copy of the first slide: once the slide has finished, jump home.
  // A timer rather than transitionend, which a background tab may never fire.
  useEffect(() => {
    if (position < count) return;
    const timer = setTimeout(
      () => {
        setAnimate(false);
        setPosition(0);
      },
      reducedMotion ? 0 : speedMs,
    );
    return () => clearTimeout(timer);
  }, [position, count, speedMs, reducedMotion]);

  const goTo = useCallback(
    (slide: number) => {
      setAnimate(true);
      setPosition(Math.min(Math.max(slide, 0), count - 1));
    },
    [count],
  );

  return { current: count === 0 ? 0 : position % count, position, animate: animate && !reducedMotion, goTo, reducedMotion };
}
