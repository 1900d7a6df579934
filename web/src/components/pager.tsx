import { useState } from 'react';
import { useMessages } from '../i18n/i18n';
import { useFormat } from '../lib/format';
import './pager.css';

type PagerProps = {
  /** The page on screen, from 1. */
  page: number;
  onPage: (page: number) => void;
  /** More classes for the navigation (where a page puts it). */
  className?: string;
} & (
  | {
      /** The list's size is known (the admin area's lists): where in it the page is, 'Page 2 of 3'. */
      total: number;
      limit: number;
    }
  | {
      /** Only whether there is more (the storefront's lists): 'Page 2'. */
      hasNext: boolean;
      /** Whether there is a page before (default: any page after the first). */
      hasPrevious?: boolean;
    }
);

function join(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/**
 * Previous and Next under a list, named 'Pages', with the page between them
 * (announced politely when it changes). The storefront's lists know only
 * whether there is more and say 'Page 2'; a list whose size is known says
 * where in it the page is ('21–40 of 57') and 'Page 2 of 3', shows no
 * buttons when it fits on one page and nothing when it is empty.
 */
export function Pager(props: PagerProps) {
  const { page, onPage, className } = props;
  const t = useMessages('common');
  const { number } = useFormat();
  const pageOf = (at: number, pages: number) => t('pageOf', { page: number(at), pages: number(pages) });
  if ('total' in props) {
    const { total, limit } = props;
    if (total === 0) return null;
    const pages = Math.max(1, Math.ceil(total / limit));
    const from = Math.min((page - 1) * limit + 1, total);
    const to = Math.min(page * limit, total);
    return (
      <nav className={join('pager pager--counted', className)} aria-label={t('pages')}>
        <p className="pager__summary">{page > pages ? pageOf(page, pages) : t('range', { from: number(from), to: number(to), total: number(total) })}</p>
        {pages > 1 && (
          <div className="pager__buttons">
            <PageButton disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
              {t('previous')}
            </PageButton>
            <span className="pager__page" aria-live="polite">
              {pageOf(Math.min(page, pages), pages)}
            </span>
            <PageButton disabled={page >= pages} onClick={() => onPage(page + 1)}>
              {t('next')}
            </PageButton>
          </div>
        )}
      </nav>
    );
  }
  const { hasNext, hasPrevious = page > 1 } = props;
  return (
    <nav className={join('pager', className)} aria-label={t('pages')}>
      <PageButton disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
        {t('previous')}
      </PageButton>
      <span className="pager__page" aria-live="polite">
        {t('pageNumber', { page: number(page) })}
      </span>
      <PageButton disabled={!hasNext} onClick={() => onPage(page + 1)}>
        {t('next')}
      </PageButton>
    </nav>
  );
}

/**
 * Previous or Next. Where there is nothing it is disabled, except while it
 * has focus: then it is only marked so (`aria-disabled`) and a press does
 * nothing. A keyboard customer who pressed Next keeps their place on it
 * while the next page loads, and on the last page; a disabled button would
 * drop their focus to the top of the document (decision 040).
 */
function PageButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: string }) {
  const [focused, setFocused] = useState(false);
  return (
    <button
      type="button"
      className="button button--small button--quiet"
      disabled={disabled && !focused}
      aria-disabled={disabled || undefined}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
      onClick={disabled ? undefined : onClick}
    >
      {children}
    </button>
  );
}
