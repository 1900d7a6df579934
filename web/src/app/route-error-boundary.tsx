import { Component, Suspense, createContext, use, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ErrorScreen } from './error-screen';

type Props = { children: ReactNode; resetKey: string };
type State = { failed: false } | { failed: true; error: unknown };

/** Shows the error screen in place of what failed to render (or to load), until the customer moves on. */
class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { failed: true, error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('A page failed', error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The error screen for a failure anywhere below; another page clears it. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorBoundary resetKey={pathname}>{children}</ErrorBoundary>;
}

/** The attribute on <html> that says the page on screen answers to input (set once, kept). */
const PAGE_READY_ATTRIBUTE = 'data-page-ready';

/** Told each time a page has mounted (app-root.tsx waits for the first before it restores the session). */
export const PageReadyListener = createContext<(() => void) | null>(null);

/**
 * Marks the document once a page has mounted, or been hydrated from the
 * server's markup (a page's boundary may hydrate after the layout around it,
 * once its chunk is in): from then on its buttons work. Tests wait for the
 * mark before they tap.
 */
function PageReadyMark() {
  const listener = use(PageReadyListener);
  useEffect(() => {
    document.documentElement.setAttribute(PAGE_READY_ATTRIBUTE, '');
    listener?.();
  }, [listener]);
  return null;
}

/**
 * Where a layout's pages render: a page that fails shows the error screen
 * inside the layout, and while a page's chunk loads on its first visit the
 * layout stays with an empty outlet.
 */
export function PageOutlet() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Outlet />
        <PageReadyMark />
      </Suspense>
    </RouteErrorBoundary>
  );
}
