import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { To } from 'react-router';
import { initialAuthState, type AuthState } from '../app/auth-slice';
import { createMemoryAppHistory } from '../lib/history';
import { AppProviders } from '../app/providers';
import { AppRouter, AppRoutes } from '../app/router';
import { makeStore } from '../app/store';
import type { AuthUser } from '../lib/storage';

type Options = {
  /** Signed in as this user (auth.user); signed out when absent. */
  user?: AuthUser;
  auth?: Partial<AuthState>;
};

/** Renders the real route table at `path` with a fresh store and an in-memory history. */
export function renderApp(path: string, { user, auth }: Options = {}) {
  const store = makeStore({ auth: { ...initialAuthState(), user: user ?? null, ...auth } });
  const history = createMemoryAppHistory(path);
  // What tests read and do: where the customer is, and moves as the browser makes them.
  const router = {
    state: {
      get location() {
        return history.location;
      },
    },
    // A promise, as the data router's navigate gave: `await act(() => router.navigate(…))` is then an
    // async act, which keeps the test's act environment on until React has rendered the move.
    navigate: async (to: To | number) => {
      if (typeof to === 'number') history.go(to);
      else history.push(to);
      await Promise.resolve();
    },
  };
  const events = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>
    </AppProviders>,
  );
  return { ...view, store, history, router, user: events };
}
