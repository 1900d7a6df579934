import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@chitra/contract/constants';
import { onToastHostWanted, TOAST_LIMIT, wantToastHost } from '../lib/toast';
import type { AppStore } from './store';

/** What the customer does first that may lead to a toast: the host starts loading then. */
const FIRST_MOVES = ['pointerdown', 'keydown', 'click', 'submit', 'input', 'focusin'] as const;

/**
 * The toast host with docs/spec.md §9's settings. react-toastify (with the CSS it
 * injects) is a sixth of the first page's JavaScript and every toast follows
 * something the customer did or a toast raised in code, so it loads on the
 * customer's first tap, key or focus, or the first toast, whichever comes
 * first: not during a first visit's load, where its request would queue
 * behind, or ahead of, what the page needs to show (docs/decisions/023).
 * Toasts raised before it has mounted wait in react-toastify's queue.
 */
function ToastHost() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    let loading = false;
    const load = () => {
      if (loading) return;
      loading = true;
      stopListening();
      import('react-toastify').then(
        (module) => {
          if (mounted) setContainer(() => module.ToastContainer);
        },
        (error: unknown) => console.error('Could not load the toast host', error),
      );
    };
    const firstMove = () => wantToastHost();
    const stopListening = () => {
      for (const type of FIRST_MOVES) window.removeEventListener(type, firstMove, { capture: true });
    };
    for (const type of FIRST_MOVES) window.addEventListener(type, firstMove, { capture: true, passive: true });
    const stopWaiting = onToastHostWanted(load);
    return () => {
      mounted = false;
      stopListening();
      stopWaiting();
    };
  }, []);
  if (Container === null) return null;
  return (
    <Container
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      draggable
      draggablePercent={TOAST_DRAG_PERCENT * 100}
      limit={TOAST_LIMIT}
    />
  );
}

/** Everything the app needs around its router: the store and the toast host. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      {children}
      <ToastHost />
    </Provider>
  );
}
