import type { ReactNode } from 'react';
import { Link } from './link';
import { useMessages } from '../i18n/i18n';
import { paths } from './paths';
import { describeFailure } from './api-error';

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
  const t = useMessages('common');
  return (
    <PageState text={`${t('errorPrefix')}${text ?? describeFailure(error)}`}>
      <button type="button" className="button button--small" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </PageState>
  );
}

/** Nothing here yet: the words, and the way to the store. */
export function EmptyPageState({ text, children }: { text: string; children?: ReactNode }) {
  const t = useMessages('common');
  return (
    <PageState text={text}>
      {children}
      <Link className="button button--small" to={paths.store()}>
        {t('browseStore')}
      </Link>
    </PageState>
  );
}
