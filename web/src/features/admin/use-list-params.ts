import { useSearchParams } from 'react-router';

const PAGE_PARAM = 'page';

/**
 * A list page's state in its address (`?status=Shipped&page=2`), so a
 * filtered page can be linked to, reloaded and gone back to. A filter that
 * changes starts again from page 1.
 */
export function useListParams<Key extends string>(keys: readonly Key[]) {
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get(PAGE_PARAM));
  const page = Number.isInteger(asked) && asked > 1 ? asked : 1;
  const values = Object.fromEntries(keys.map((key) => [key, search.get(key) ?? ''])) as Record<Key, string>;

  const update = (changes: Partial<Record<Key | typeof PAGE_PARAM, string>>) => {
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes) as [string, string][]) {
        if (value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  };

  return {
    page,
    values,
    setFilter: (key: Key, value: string) => update({ [key]: value, [PAGE_PARAM]: '' } as Partial<Record<Key | typeof PAGE_PARAM, string>>),
    setPage: (next: number) => update({ [PAGE_PARAM]: next <= 1 ? '' : String(next) } as Partial<Record<Key | typeof PAGE_PARAM, string>>),
  };
}

/** `path` with the given query (empty values left out). */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, value);
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
