import { Link } from '../lib/link';
import { MESSAGES } from '@chitra/contract/messages';
import { SearchBox } from '../layout/search-box';
import { paths } from '../lib/paths';
import { ErrorScreen, NOT_FOUND } from './error-screen';

const LEAD = 'There is no page at this address: it may have moved, or the link may be mistyped. Search the photographs, or head back to the store.';
/** The landmark's name: the header has a search of its own. */
const SEARCH_LABEL = 'Search the shop';
const BACK_TO_STORE = 'Back to the store';

/**
 * An address no route matches (issue 26; decision 043): docs/spec.md §2's
 * generic screen with '404 Not Found', inside the main layout, then the
 * header's search and the ways back. Its own chunk, so none of this is in the
 * home page's first load; the error screen of a failure stays the plain one.
 */
export function NotFoundPage() {
  return (
    <ErrorScreen error={NOT_FOUND}>
      <p className="error-screen__lead">{LEAD}</p>
      <SearchBox label={SEARCH_LABEL} />
      <p className="error-screen__ways">
        <Link className="button" to={paths.store()}>
          {BACK_TO_STORE}
        </Link>
        <Link className="button button--quiet" to={paths.home()}>
          {MESSAGES.goToHome}
        </Link>
      </p>
    </ErrorScreen>
  );
}
