import { useEffect, useInsertionEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../layout/skip-link';
import './route-focus.css';

/** How long a new page's heading is waited for (a page drawn once its data is in, a chunk on a slow line). */
const HEADING_WAIT_MS = 10_000;

/** Marks what focus was moved to, for route-focus.css's quieter ring. */
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
function watchArrival(announce: (title: string) => void): () => void {
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

/**
 * docs/decisions/040: on every move to another page, focus goes to the new
 * page's main heading and its title is announced, as a full page load would.
 * Not on the first page (the server drew it, the browser placed focus), and
 * not when only the address changes on the same page (a filter, a page of
 * results): a move is a new path, or a new document title (the header
 * search's results, on the store's path).
 */
export function RouteFocus() {
  const location = useLocation();
  const [announcement, setAnnouncement] = useState('');
  /** The path on screen; null before the first page. */
  const shown = useRef<string | null>(null);
  /** The page being left: its path and title. */
  const leaving = useRef<{ pathname: string; title: string } | null>(null);

  // Insertion effects run before any layout effect of the same commit, so the
  // title here is still the old page's: usePageTitle sets the new one in a layout effect.
  useInsertionEffect(() => {
    leaving.current = shown.current === null ? null : { pathname: shown.current, title: document.title };
  }, [location]);

  useEffect(() => {
    shown.current = location.pathname;
    const from = leaving.current;
    if (from === null) return;
    if (from.pathname === location.pathname && from.title === document.title) return;
    return watchArrival(setAnnouncement);
  }, [location]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
