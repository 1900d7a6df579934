import type { ReactNode } from 'react';
import { Link } from './link';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from './paths';
import { describeFailure } from './api-error';

const TRY_AGAIN = 'Try again';
const BROWSE_STORE = 'Browse the store';

/** A page's empty or error state: one centred panel with its words and what to do next (styles/base.css). */
export function PageState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className="page-state">
      <p className="page-state__text">{text}</p>
      {children}
    </div>
  );
}

/** docs/spec.md §8: a read that failed shows 'Error: ' and why (or `text`), with a way to ask again; no toast. */
export function LoadFailedState({ error, text, onRetry }: { error?: unknown; text?: string; onRetry: () => void }) {
  return (
    <PageState text={`${MESSAGES.errorPrefix}${text ?? describeFailure(error)}`}>
      <button type="button" className="button button--small" onClick={onRetry}>
        {TRY_AGAIN}
      </button>
    </PageState>
  );
}

/** Nothing here yet: the words, and the way to the store. */
export function EmptyPageState({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <PageState text={text}>
      {children}
      <Link className="button button--small" to={paths.store()}>
        {BROWSE_STORE}
      </Link>
    </PageState>
  );
}
