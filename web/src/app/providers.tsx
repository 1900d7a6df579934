import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ToastContainerProps } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@chitra/contract/constants';
import { TOAST_LIMIT } from '../lib/toast';
import type { AppStore } from './store';

/**
 * The toast host with spec §9's settings. react-toastify (with the CSS it
 * injects) is a sixth of the first page's JavaScript and no toast can appear
 * before the first interaction, so it loads right after the first render.
 * Toasts raised before it has mounted wait in react-toastify's queue.
 */
function ToastHost() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let mounted = true;
    import('react-toastify').then(
      (module) => {
        if (mounted) setContainer(() => module.ToastContainer);
      },
      (error: unknown) => console.error('Could not load the toast host', error),
    );
    return () => {
      mounted = false;
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
