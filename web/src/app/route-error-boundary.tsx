import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
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
      </Suspense>
    </RouteErrorBoundary>
  );
}
