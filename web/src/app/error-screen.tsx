import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { MESSAGES } from '@chitra/contract/messages';
import { usePageTitle } from '../lib/page-title';
import { paths } from './paths';
import './error-screen.css';

/** '404 Not Found' for a thrown response, the message for an exception. */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}

/** Spec §2: the generic screen for an unmatched route or an unexpected failure. */
export function ErrorScreen() {
  const error = useRouteError();
  usePageTitle(MESSAGES.unexpectedError);
  const detail = describe(error);
  return (
    <section className="error-screen" aria-labelledby="error-screen-title">
      <h1 id="error-screen-title">{MESSAGES.unexpectedError}</h1>
      {detail !== '' && <p className="error-screen__detail">{detail}</p>}
      <Link className="button" to={paths.home()}>
        {MESSAGES.goToHome}
      </Link>
    </section>
  );
}

/** The catch-all route's loader: unknown paths are a 404 for the error screen. */
export function notFoundLoader(): never {
  throw new Response(null, { status: 404, statusText: 'Not Found' });
}
