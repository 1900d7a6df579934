import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsSignedIn } from './auth-slice';
import { useAppSelector } from './hooks';
import { paths } from './paths';

/** Where a guarded page was asked for, so sign-in can return there. */
export type FromState = { from?: { pathname: string; search: string } };

/** Spec §6: signed-in routes send a visitor without an access token to /login. */
export function RequireSignedIn() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const { pathname, search } = useLocation();
  if (!isSignedIn) {
    const state: FromState = { from: { pathname, search } };
    return <Navigate to={paths.login()} replace state={state} />;
  }
  return <Outlet />;
}

/** Spec §2: /login and /signup send a signed-in customer home. */
export function GuestOnly() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  if (isSignedIn) return <Navigate to={paths.home()} replace />;
  return <Outlet />;
}
