import { API_BASE_URL } from './api';
import { clearStorage, readBearerToken } from './storage';

/** A server that does not answer must not keep anyone signed in on this machine. */
const LOGOUT_TIMEOUT_MS = 5000;

/** The page reload, behind a seam: jsdom cannot reload, so tests watch this instead. */
export const browserPage = {
  reload: (): void => window.location.reload(),
};

/**
 * Ends the session. The server revokes the token first (POST users/logout),
 * so a copy of it stops working too; then, whatever the server answered or if
 * it never did, docs/spec.md §4: all local browser storage is cleared and the page
 * reloads, which also drops every cached query and the Redux state in one go.
 * Never rejects.
 */
export function logout(): Promise<void> {
  return endSessions('POST', 'users/logout');
}

/** 'Sign out everywhere': every session of the customer ends on the server (DELETE users/sessions), then as logout. */
export function signOutEverywhere(): Promise<void> {
  return endSessions('DELETE', 'users/sessions');
}

async function endSessions(method: 'POST' | 'DELETE', path: string): Promise<void> {
  const token = readBearerToken();
  if (token !== null) {
    try {
      // No body and no Content-Type: the API refuses an empty JSON body.
      await fetch(`${API_BASE_URL}/${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS),
      });
    } catch (error) {
      console.warn('Could not end the session on the server; signing out here anyway', error);
    }
  }
  clearStorage();
  browserPage.reload();
}
