import { PageState } from '../../../lib/page-state';

/** Grey bars shaped like the list's rows while it loads. */
export function ListSkeleton({ rows = 4, label }: { rows?: number; label: string }) {
  return (
    <div className="admin-skeleton" aria-busy="true" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="admin-skeleton__row" aria-hidden="true">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line skeleton--short" />
        </div>
      ))}
    </div>
  );
}

/** A list with nothing in it (or nothing matching its filters). */
export function EmptyState({ text }: { text: string }) {
  return <PageState text={text} />;
}
