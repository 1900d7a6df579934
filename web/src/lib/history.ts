import { createContext, use, useEffect } from 'react';
import { UNSAFE_createBrowserHistory, UNSAFE_createMemoryHistory } from 'react-router';

/** React Router's history: what `unstable_HistoryRouter` navigates with and listens to. */
type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** A history whose back and forward can be held while something must not be left (a payment). */
export type AppHistory = History & {
  /** Until the returned function is called, back and forward return to this page. */
  holdBack(): () => void;
};

/**
 * Wraps a history so the router does not hear of a back or forward move
 * made while a hold is on: the move is undone (`go` by the opposite step)
 * and the page stays mounted, as React Router's `useBlocker` does for its
 * data routers. Links and `navigate()` are not held: the page that holds
 * does not offer them.
 */
function withBackHold(history: History): AppHistory {
  const holds = new Set<object>();
  // The undo is itself a move the history reports: the router must not hear it either.
  let undoing = false;
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    push: (to, state?: unknown) => history.push(to, state),
    replace: (to, state?: unknown) => history.replace(to, state),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (undoing) {
          undoing = false;
          return;
        }
        if (update.action === 'POP' && holds.size > 0 && update.delta !== null && update.delta !== 0) {
          undoing = true;
          history.go(-update.delta);
          return;
        }
        listener(update);
      }),
    holdBack() {
      const hold = {};
      holds.add(hold);
      return () => holds.delete(hold);
    },
  };
}

/** The browser's history for the storefront (`v5Compat`: pushes are reported too, as the router needs). */
export function createBrowserAppHistory(): AppHistory {
  return withBackHold(UNSAFE_createBrowserHistory({ v5Compat: true }));
}

/** An in-memory history starting at `path` (tests). */
export function createMemoryAppHistory(path: string): AppHistory {
  return withBackHold(UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }));
}

export const AppHistoryContext = createContext<AppHistory | null>(null);

/** While `active`, the browser's back and forward leave the customer on this page. */
export function useHoldBack(active: boolean): void {
  const history = use(AppHistoryContext);
  useEffect(() => (active && history !== null ? history.holdBack() : undefined), [active, history]);
}
