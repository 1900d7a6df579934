import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsSignedIn } from '../lib/state';
import { useAppSelector } from './hooks';
import { paths } from '../lib/paths';
import type { FromState } from '../lib/sign-in-redirect';

/** docs/spec.md §6: signed-in routes send a visitor without an access token to /login. */
export function RequireSignedIn() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search } = useLocation();
  if (!isSignedIn) {
    const state: FromState = { from: { pathname, search } };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}

/** docs/spec.md §2: /login and /signup send a signed-in customer home. */
export function GuestOnly() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (isSignedIn) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
