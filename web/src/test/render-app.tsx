import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { initialAuthState, type AuthState } from '../app/auth-slice';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { makeStore } from '../app/store';
import type { AuthUser } from '../lib/storage';

type Options = {
  /** Signed in as this user (auth.user); signed out when absent. */
  user?: AuthUser;
  auth?: Partial<AuthState>;
};

/** Renders the real route table at `path` with a fresh store. */
export function renderApp(path: string, { user, auth }: Options = {}) {
  const store = makeStore({ auth: { ...initialAuthState(), user: user ?? null, ...auth } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const events = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, user: events };
}
