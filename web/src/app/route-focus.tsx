import { useEffect, useInsertionEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

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
    // The watch is a chunk of its own, fetched on the first move: the first page's JavaScript stays as it was (decision 017).
    let stop: (() => void) | undefined;
    let left = false;
    import('./route-arrival').then(
      ({ watchArrival }) => {
        if (!left) stop = watchArrival(setAnnouncement);
      },
      // Not fetched (offline): focus stays where it was, as before.
      () => {},
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [location]);

  return (
    <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement}
    </div>
  );
}
