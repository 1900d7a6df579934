import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { onSessionRefused } from '../lib/api';
import { showToast } from '../lib/toast';
import type { FromState } from '../lib/sign-in-redirect';
import { paths } from '../lib/paths';
import { messageByKey } from '../i18n/i18n';

/** The server's words for a refused token (contract/error-reasons.ts API_MESSAGES.sessionEnded; catalogues.test.ts holds them equal). */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

/**
 * The root of the route table. When the server refuses this browser's token,
 * lib/api.ts has already cleared the session and reset the auth state; this
 * is the seam through which it reaches the router: the customer is told and
 * offered the login, which returns to this page afterwards.
 */
export function SessionRefusalRedirect() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(
    () =>
      onSessionRefused(() => {
        // In the page's language on a Hindi or Marathi page (the refusals' catalogue, decision 063).
        showToast('info', messageByKey('errors', 'api.sessionEnded') ?? SESSION_ENDED);
        if (pathname === paths.login()) return;
        const state: FromState = { from: { pathname, search } };
        void navigate(paths.login(), { state });
      }),
    [navigate, pathname, search],
  );
  return <Outlet />;
}
