import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The toast kinds the storefront raises (docs/spec.md §8 and §5: success, error, info). */
export type ToastKind = 'success' | 'error' | 'info';

/** Most toasts on screen at once; more wait their turn. */
export const TOAST_LIMIT = 3;

/**
 * A toast raised this shortly before the customer lands on another page
 * belongs to the move ('Login Successfully!' then the home page) and stays;
 * an older one was about the page left behind and goes.
 */
export const TOAST_NAVIGATION_GRACE_MS = 1500;

/** The toasts on screen, with when each was raised. */
const raised = new Map<string | number, number>();

let hostWanted = false;
const hostListeners = new Set<() => void>();

/**
 * Asks for the toast host (app/providers.tsx) to load react-toastify: no
 * toast can be on screen before one is raised, so nothing on a first visit
 * waits for it.
 */
export function wantToastHost(): void {
  if (hostWanted) return;
  hostWanted = true;
  for (const listener of [...hostListeners]) listener();
  hostListeners.clear();
}

/** Calls `listener` once the toast host is wanted (at once if it already is); returns the way to stop listening. */
export function onToastHostWanted(listener: () => void): () => void {
  if (hostWanted) {
    listener();
    return () => {};
  }
  hostListeners.add(listener);
  return () => hostListeners.delete(listener);
}

/**
 * Raises a toast. react-toastify is loaded when first wanted (see
 * app/providers.tsx); importing it statically here would put it back into
 * the first page's JavaScript, since the home page's add-to-cart tiles and
 * the header use this. Toasts raised before the host mounts wait in
 * react-toastify's queue.
 */
export function showToast(kind: ToastKind, message: string): void {
  const at = Date.now();
  wantToastHost();
  void import('react-toastify').then(({ toast }) => {
    const id = toast[kind](message, { onClose: () => raised.delete(id) });
    raised.set(id, at);
  });
}

/** Closes the toasts raised more than the grace period before `now`. */
export function dismissStaleToasts(now = Date.now()): void {
  const stale = [...raised].filter(([, at]) => now - at > TOAST_NAVIGATION_GRACE_MS).map(([id]) => id);
  if (stale.length === 0) return;
  for (const id of stale) raised.delete(id);
  void import('react-toastify').then(({ toast }) => {
    for (const id of stale) toast.dismiss(id);
  });
}

let lastPathname: string | undefined;

/** In every layout: a new page closes the toasts about the previous one (docs/spec.md §8's toasts stay where they were raised). */
export function useDismissStaleToastsOnNavigation(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (lastPathname !== undefined && lastPathname !== pathname) dismissStaleToasts();
    lastPathname = pathname;
  }, [pathname]);
}
