import type { ReactNode } from 'react';
import { LoadFailedState } from '../../../lib/page-state';
import { EmptyState, ListSkeleton } from './list-states';
import { Pager } from '../../../components/pager';

type ListAnswer<T> = { data: T[]; total: number; page: number; limit: number };

type ListFrameProps<T> = {
  /** The query's state (RTK Query's hook result). */
  result: { currentData?: ListAnswer<T> | undefined; isFetching: boolean; isError: boolean; error?: unknown; refetch: () => unknown };
  loadingLabel: string;
  emptyText: string;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
};

/**
 * A paged list's every state: rows shaped like the list while it loads, the
 * error with a way to ask again, the empty words, else the items and the pager.
 */
export function ListFrame<T>({ result, loadingLabel, emptyText, onPage, children }: ListFrameProps<T>) {
  const answer = result.currentData;
  if (answer === undefined) {
    if (result.isError) return <LoadFailedState error={result.error} onRetry={() => void result.refetch()} />;
    return <ListSkeleton label={loadingLabel} />;
  }
  return (
    <>
      {answer.data.length === 0 ? <EmptyState text={emptyText} /> : children(answer.data)}
      <Pager page={answer.page} limit={answer.limit} total={answer.total} onPage={onPage} />
    </>
  );
}
