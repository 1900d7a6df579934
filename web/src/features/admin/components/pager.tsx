import { MESSAGES } from '@chitra/contract/messages';

const PAGES = 'Pages';
const range = (from: number, to: number, total: number) => `${from}–${to} of ${total}`;
const pageOf = (page: number, pages: number) => `${MESSAGES.page} ${page} of ${pages}`;

/** Previous and Next under a list, with where in it the page is ('21–40 of 57'). */
export function Pager({ page, limit, total, onPage }: { page: number; limit: number; total: number; onPage: (page: number) => void }) {
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / limit));
  const from = Math.min((page - 1) * limit + 1, total);
  const to = Math.min(page * limit, total);
  return (
    <nav className="admin-pager" aria-label={PAGES}>
      <p className="admin-pager__summary">{page > pages ? pageOf(page, pages) : range(from, to, total)}</p>
      {pages > 1 && (
        <div className="admin-pager__buttons">
          <button type="button" className="button button--small admin-button--quiet" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
            {MESSAGES.previous}
          </button>
          <span className="admin-pager__page" aria-live="polite">
            {pageOf(Math.min(page, pages), pages)}
          </span>
          <button type="button" className="button button--small admin-button--quiet" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {MESSAGES.next}
          </button>
        </div>
      )}
    </nav>
  );
}
