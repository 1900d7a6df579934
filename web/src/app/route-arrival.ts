import { MAIN_CONTENT_ID } from '../layout/skip-link';
import './route-arrival.css';

/** How long a new page's heading is waited for (a page drawn once its data is in, a chunk on a slow line). */
const HEADING_WAIT_MS = 10_000;

/** Marks what focus was moved to, for route-arrival.css's quieter ring. */
const FOCUS_MARK = 'data-route-focus';

/** The page's main heading, else its main landmark (every layout's <main> has the skip link's id and tabIndex -1). */
function arrivalTarget(): HTMLElement | null {
  const main = document.getElementById(MAIN_CONTENT_ID);
  return main?.querySelector<HTMLElement>('h1') ?? main;
}

/**
 * After a move to another page: focus goes to its h1 (the main landmark
 * until the h1 is drawn), and the polite region says the page's title. Until
 * the heading settles, a loading heading replaced by the real one hands focus
 * on, and the document title's change is said again. It stops at the
 * customer's first tap or key, as soon as focus is somewhere it did not put
 * it, or after HEADING_WAIT_MS. Returns the stop.
 */
export function watchArrival(announce: (title: string) => void): () => void {
  let placed: HTMLElement | null = null;
  const check = () => {
    const target = arrivalTarget();
    const active = document.activeElement;
    const lost = active === null || active === document.body || (placed !== null && !placed.isConnected);
    // The first look takes focus from wherever the old page left it; later looks only keep what they placed.
    if (placed !== null && active !== placed && !lost) return stop();
    if (target !== null && target !== active) {
      if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
      target.setAttribute(FOCUS_MARK, '');
      target.focus({ preventScroll: true });
      placed = target;
    }
    announce(document.title);
  };
  const observer = new MutationObserver(check);
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  const inputs = ['pointerdown', 'keydown'] as const;
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop, true);
  }
  for (const type of inputs) window.addEventListener(type, stop, true);
  // The body for the page's markup, the head for its <title>.
  observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
  check();
  return stop;
}
