import { adminPaths } from '../admin-paths';
import { Link } from '../../../lib/link';
import { Plus } from 'lucide-react';
import type { AdminProduct } from '@chitra/contract/admin-catalogue';
import { PRODUCT_KINDS, PRODUCT_SEARCH_MAX, PRODUCT_VISIBILITIES, type ProductKind, type ProductVisibility } from '@chitra/contract/admin-catalogue-rules';
import { useAdminPageTitle } from '../admin-context';
import { StackedTable } from '../../../components/stacked-table';
import { Badge } from '../components/badge';
import { FilterSelect } from '../components/filter-select';
import { ListFrame } from '../components/list-frame';
import { appliedSearch, SearchForm } from '../components/search-form';
import '../components/picture-uploads.css';
import { useMessages } from '../../../i18n/i18n';
import { useAdminFormat } from '../format';
import { useGetAdminProductsQuery, useGetCategoryOptionsQuery } from './products-api';
import { useListParams } from '../use-list-params';
import { translatedLanguages } from './translations-section';

/** The list's filters' choices, each with its words' key. */
const VISIBILITY_KEYS = { published: 'published', unpublished: 'unpublished' } as const satisfies Record<ProductVisibility, string>;
const KIND_KEYS = { single: 'kindSingle', pack: 'kindPack' } as const satisfies Record<ProductKind, string>;

function ProductRow({ product }: { product: AdminProduct }) {
  const t = useMessages('adminCatalogue');
  const format = useAdminFormat();
  const cover = product.pictures[0];
  const translated = translatedLanguages(product.translations, t);
  return (
    <tr role="row">
      <th role="rowheader" scope="row" className="admin-table__key">
        <span className="admin-table__stack">
          {cover && <img className="admin-thumb" src={cover.thumbUrl} alt="" width={48} height={48} loading="lazy" />}
          <Link to={adminPaths.adminProduct(product._id)}>{product.title}</Link>
          {translated && <span className="admin-table__muted admin-translated">{t('translatedInto', { languages: translated })}</span>}
        </span>
      </th>
      <td role="cell" data-label={t('columnPrice')} className="stacked-table__number">
        {format.rupees(product.price)}
        {product.salePrice !== null && <span className="admin-table__muted"> ({t('productOnSale', { price: format.rupees(product.salePrice) })})</span>}
      </td>
      <td role="cell" data-label={t('kind')}>
        {t(KIND_KEYS[product.kind])} · {t('productPictures', { count: product.pictures.length })}
      </td>
      <td role="cell" data-label={t('category')}>
        {product.categories[0]?.name ?? '—'}
      </td>
      <td role="cell" data-label={t('visibility')}>
        <Badge tone={product.published ? 'success' : 'neutral'}>{product.published ? t('published') : t('unpublished')}</Badge>
      </td>
      <td role="cell" data-label={t('columnAdded')}>
        <time dateTime={product.createdAt}>{format.dateTime(product.createdAt)}</time>
      </td>
    </tr>
  );
}

const oneOf = <T extends string>(list: readonly T[], value: string): T | undefined => ((list as readonly string[]).includes(value) ? (value as T) : undefined);

/** The shop's photographs and packs: search, filters by category, visibility and kind, and the way to a new one. */
export function ProductsPage() {
  const t = useMessages('adminCatalogue');
  useAdminPageTitle(t('photographs'));
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

  const any = { value: '', label: t('any') };
  const columns = [t('photograph'), t('columnPrice'), t('kind'), t('category'), t('visibility'), t('columnAdded')];
  return (
    <div className="admin-page">
      <header className="admin-page__header admin-page__header--row">
        <div>
          <h1 className="admin-page__title">{t('photographs')}</h1>
          <p className="admin-page__intro">{t('productsIntro')}</p>
        </div>
        <Link className="button button--small" to={adminPaths.adminProductNew()}>
          <Plus aria-hidden="true" size={18} />
          {t('newPhotograph')}
        </Link>
      </header>
      <SearchForm
        label={t('search')}
        hint={t('productsSearchHint')}
        maxLength={PRODUCT_SEARCH_MAX}
        applied={search}
        onApply={(words) => setFilter('search', words)}
        findLabel={t('search')}
        clearLabel={t('clear')}
      />
      <div className="admin-filters">
        <FilterSelect
          label={t('category')}
          value={category}
          options={[any, ...(categories.currentData ?? []).map((c) => ({ value: c._id, label: c.name }))]}
          onChange={(value) => setFilter('category', value)}
        />
        <FilterSelect
          label={t('visibility')}
          value={visibility ?? ''}
          options={[any, ...PRODUCT_VISIBILITIES.map((v) => ({ value: v, label: t(VISIBILITY_KEYS[v]) }))]}
          onChange={(value) => setFilter('visibility', value)}
        />
        <FilterSelect
          label={t('kind')}
          value={kind ?? ''}
          options={[any, ...PRODUCT_KINDS.map((k) => ({ value: k, label: t(KIND_KEYS[k]) }))]}
          onChange={(value) => setFilter('kind', value)}
        />
      </div>
      <ListFrame
        result={result}
        loadingLabel={t('productsLoading')}
        emptyText={search ? t('productsNoMatch', { words: search }) : visibility || kind || category ? t('productsNoneFiltered') : t('noData')}
        onPage={setPage}
      >
        {(products) => (
          <StackedTable caption={t('photographs')} columns={columns}>
            {products.map((product) => (
              <ProductRow key={product._id} product={product} />
            ))}
          </StackedTable>
        )}
      </ListFrame>
    </div>
  );
}
