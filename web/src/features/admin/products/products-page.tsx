import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import { Plus } from 'lucide-react';
import type { AdminProduct } from '@chitra/contract/admin-catalogue';
import { PRODUCT_KINDS, PRODUCT_SEARCH_MAX, PRODUCT_VISIBILITIES, type ProductKind, type ProductVisibility } from '@chitra/contract/admin-catalogue-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { Badge } from '../components/badge';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { appliedSearch, SearchForm } from '../components/search-form';
import '../components/picture-uploads.css';
import { formatDateTime, formatRupees } from '../format';
import { useGetAdminProductsQuery, useGetCategoryOptionsQuery } from './products-api';
import { useListParams } from '../use-list-params';

const TITLE = 'Photographs';
const INTRO = 'Every photograph and pack, unpublished ones included, newest first.';
const LOADING = 'Loading photographs…';
const CAPTION = 'Photographs';
export const PRODUCTS_WORDS = {
  create: 'New photograph',
  search: 'Search',
  searchHint: 'Part of the title, or a tag or keyword.',
  find: 'Search',
  clear: 'Clear',
  noMatch: (words: string) => `No photograph matches “${words}”.`,
  noneFiltered: 'No photograph fits these filters.',
  category: 'Category',
  visibility: 'Visibility',
  kind: 'Kind',
  any: 'Any',
  visibilities: { published: 'Published', unpublished: 'Unpublished' } satisfies Record<ProductVisibility, string>,
  kinds: { single: 'Single', pack: 'Pack' } satisfies Record<ProductKind, string>,
  pictures: (n: number) => (n === 1 ? '1 picture' : `${n} pictures`),
  onSale: (price: string) => `on sale at ${price}`,
} as const;
const W = PRODUCTS_WORDS;
const COLUMNS = { title: 'Photograph', price: 'Price', kind: 'Kind', category: 'Category', visibility: 'Visibility', added: 'Added' } as const;

function ProductRow({ product }: { product: AdminProduct }) {
  const cover = product.pictures[0];
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <span className="admin-table__stack">
          {cover && <img className="admin-thumb" src={cover.thumbUrl} alt="" width={48} height={48} loading="lazy" />}
          <Link to={adminPaths.adminProduct(product._id)}>{product.title}</Link>
        </span>
      </th>
      <td role="cell" data-label={COLUMNS.price} className="stacked-table__number">
        {formatRupees(product.price)}
        {product.salePrice !== null && <span className="admin-table__muted"> ({W.onSale(formatRupees(product.salePrice))})</span>}
      </td>
      <td role="cell" data-label={COLUMNS.kind}>
        {W.kinds[product.kind]} · {W.pictures(product.pictures.length)}
      </td>
      <td role="cell" data-label={COLUMNS.category}>
        {product.categories[0]?.name ?? '—'}
      </td>
      <td role="cell" data-label={COLUMNS.visibility}>
        <Badge tone={product.published ? 'success' : 'neutral'}>{product.published ? W.visibilities.published : W.visibilities.unpublished}</Badge>
      </td>
      <td role="cell" data-label={COLUMNS.added}>
        <time dateTime={product.createdAt}>{formatDateTime(product.createdAt)}</time>
      </td>
    </tr>
  );
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => ((list as readonly string[]).includes(value) ? (value as T) : undefined);

/** The shop's photographs and packs: search, filters by category, visibility and kind, and the way to a new one. */
export function ProductsPage() {
  useAdminPageTitle(TITLE);
  const { page, values, setFilter, setPage } = useListParams(['search', 'category', 'visibility', 'kind']);
  const search = appliedSearch(values.search, PRODUCT_SEARCH_MAX);
  const visibility = oneOf(PRODUCT_VISIBILITIES, values.visibility);
  const kind = oneOf(PRODUCT_KINDS, values.kind);
  const category = values.category;
  const categories = useGetCategoryOptionsQuery();
  const result = useGetAdminProductsQuery(
    { page, ...(search ? { search } : {}), ...(visibility ? { visibility } : {}), ...(kind ? { kind } : {}), ...(category ? { category } : {}) },
    { refetchOnMountOrArgChange: true },
  );

  const any = { value: '', label: W.any };
  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--row">
        <div>
          <h1 className="admin-page__title">{TITLE}</h1>
          <p className="admin-page__intro">{INTRO}</p>
        </div>
        <Link className="button button--small" to={adminPaths.adminProductNew()}>
          <Plus aria-hidden="true" size={18} />
          {W.create}
        </Link>
      </header>
      <SearchForm
        label={W.search}
        hint={W.searchHint}
        maxLength={PRODUCT_SEARCH_MAX}
        applied={search}
        onApply={(words) => setFilter('search', words)}
        findLabel={W.find}
        clearLabel={W.clear}
      />
      <div className="admin-filters">
        <FilterSelect
          label={W.category}
          value={category}
          options={[any, ...(categories.currentData ?? []).map((c) => ({ value: c._id, label: c.name }))]}
          onChange={(value) => setFilter('category', value)}
        />
        <FilterSelect
          label={W.visibility}
          value={visibility ?? ''}
          options={[any, ...PRODUCT_VISIBILITIES.map((v) => ({ value: v, label: W.visibilities[v] }))]}
          onChange={(value) => setFilter('visibility', value)}
        />
        <FilterSelect
          label={W.kind}
          value={kind ?? ''}
          options={[any, ...PRODUCT_KINDS.map((k) => ({ value: k, label: W.kinds[k] }))]}
          onChange={(value) => setFilter('kind', value)}
        />
      </div>
      <ListFrame
        result={result}
        loadingLabel={LOADING}
        emptyText={search ? W.noMatch(search) : visibility || kind || category ? W.noneFiltered : MESSAGES.noData}
        onPage={setPage}
      >
        {(products) => (
          <StackedTable caption={CAPTION} columns={Object.values(COLUMNS)}>
            {products.map((product) => (
              <ProductRow key={product._id} product={product} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
