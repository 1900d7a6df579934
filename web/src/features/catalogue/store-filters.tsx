import { useId, useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from '../../lib/link';
import { SlidersHorizontal, X } from 'lucide-react';
import type { Category } from '@chitra/contract/catalogue';
import { type Translate, useContent, useMessages } from '../../i18n/i18n';
import { useFormat } from '../../lib/format';
import { RUPEE_AMOUNT, SORT_OPTIONS, storeSearch, type StoreFilters } from './store-params';

/** The visitor's last choice, open or folded, for this tab's session (sessionStorage): 'open', 'closed' or null. */
const PANEL_KEY = 'chitra.storeFilters';

function readPanelChoice(): string | null {
  try {
    return window.sessionStorage.getItem(PANEL_KEY);
  } catch {
    // Storage turned off or full: the panel starts folded, as for a first visit.
    return null;
  }
}

function savePanelChoice(open: boolean): void {
  try {
    window.sessionStorage.setItem(PANEL_KEY, open ? 'open' : 'closed');
  } catch {
    // Not remembered: nothing else depends on it.
  }
}

// Nothing else writes the key while the page is open: the hook's own state follows a press.
const noSubscription = () => () => {};

/**
 * Whether the price and tag filters are unfolded (docs/decisions/047). Folded by
 * default, so the grid has the page's width; unfolded when the address
 * arrives with one of them in effect (a product page's tag link), so what
 * filters the list is in sight; otherwise as the visitor last left it in this
 * session. The server knows no session: its page, and the hydration, are
 * drawn from the address alone, and the remembered choice follows.
 */
export function useFiltersPanel(applied: boolean): { open: boolean; toggle: () => void } {
  const remembered = useSyncExternalStore(noSubscription, readPanelChoice, () => null);
  const [choice, setChoice] = useState<boolean | null>(applied ? true : null);
  const open = choice ?? remembered === 'open';
  return {
    open,
    toggle: () => {
      setChoice(!open);
      savePanelChoice(!open);
    },
  };
}

/** The button that folds and unfolds the filters; it says how many are in effect, folded or not. */
export function FiltersToggle({ open, onToggle, panelId, applied }: { open: boolean; onToggle: () => void; panelId: string; applied: number }) {
  const t = useMessages('store');
  const format = useFormat();
  return (
    <button type="button" className="button button--small button--quiet filters-toggle" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      <SlidersHorizontal aria-hidden="true" size={18} />
      {t('filters')}
      {applied > 0 && (
        <>
          {' '}
          <span className="visually-hidden">{t('filtersApplied', { count: format.number(applied) })}</span>
          <span className="filters-toggle__count" aria-hidden="true">
            {format.number(applied)}
          </span>
        </>
      )}
    </button>
  );
}

/** 'All' and one entry per category; the chosen one is marked as current. */
export function CategoryFilter({ filters, categories }: { filters: StoreFilters; categories: Category[] }) {
  const t = useMessages('store');
  const content = useContent();
  const headingId = useId();
  return (
    <nav className="store-filter" aria-labelledby={headingId}>
      {/* For screen readers: in a row of chips above the grid, the chips say what they are. */}
      <h2 id={headingId} className="visually-hidden">
        {t('filterCategories')}
      </h2>
      <ul className="category-filter">
        <li>
          <Link
            className="category-filter__link"
            to={{ search: storeSearch(filters, { category: undefined }) }}
            aria-current={filters.category === undefined ? 'true' : undefined}
          >
            {t('all')}
          </Link>
        </li>
        {categories.map((category) => {
          const name = content(category.catogeryname, category.translations, 'name');
          return (
            <li key={category._id}>
              <Link
                className="category-filter__link"
                to={{ search: storeSearch(filters, { category: category._id }) }}
                aria-current={filters.category === category._id ? 'true' : undefined}
                lang={name.lang}
              >
                {name.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

type AmountCheck = { min?: string; max?: string; error?: string };

/** Devanagari digits as Latin ones: a Marathi or Hindi keyboard types '४९९', which the API and the address take as '499'. */
const latinDigits = (text: string): string => text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));

function checkAmounts(minText: string, maxText: string, t: Translate<'store'>): AmountCheck {
  const min = latinDigits(minText.trim());
  const max = latinDigits(maxText.trim());
  if ((min !== '' && !RUPEE_AMOUNT.test(min)) || (max !== '' && !RUPEE_AMOUNT.test(max))) return { error: t('notAnAmount') };
  if (min !== '' && max !== '' && Number(min) > Number(max)) return { error: t('minAboveMax') };
  return { min: min || undefined, max: max || undefined };
}

/** Minimum and maximum price in rupees (API: price[gte] and price[lte]). */
export function PriceFilter({ filters, onApply }: { filters: StoreFilters; onApply: (min?: string, max?: string) => void }) {
  const t = useMessages('store');
  const headingId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const checked = checkAmounts(String(data.get('min') ?? ''), String(data.get('max') ?? ''), t);
    if (checked.error !== undefined) {
      setError(checked.error);
      return;
    }
    setError(null);
    onApply(checked.min, checked.max);
  }

  const invalid = error !== null || undefined;
  return (
    <form
      // Re-created when the address changes (back, forward, Clear) so the fields show what is applied.
      key={`${filters.min ?? ''}-${filters.max ?? ''}`}
      className="store-filter price-filter"
      aria-labelledby={headingId}
      onSubmit={submit}
      noValidate
    >
      <h2 id={headingId} className="store-filter__heading">
        {t('price')}
      </h2>
      <div className="price-filter__fields">
        <label className="price-filter__field">
          <span className="price-filter__label">{t('minPrice')}</span>
          <input
            name="min"
            className="field-input"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={filters.min ?? ''}
            aria-invalid={invalid}
            aria-describedby={error !== null ? errorId : undefined}
          />
        </label>
        <label className="price-filter__field">
          <span className="price-filter__label">{t('maxPrice')}</span>
          <input
            name="max"
            className="field-input"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={filters.max ?? ''}
            aria-invalid={invalid}
            aria-describedby={error !== null ? errorId : undefined}
          />
        </label>
        <button type="submit" className="button button--small">
          {t('apply')}
        </button>
      </div>
      {error !== null && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {(filters.min !== undefined || filters.max !== undefined) && (
        <Link className="store-filter__clear" to={{ search: storeSearch(filters, { min: undefined, max: undefined }) }}>
          {t('clearPrice')}
        </Link>
      )}
    </form>
  );
}

/** The tags being filtered on (from a product page's tag links), each removable. */
export function TagFilter({ filters }: { filters: StoreFilters }) {
  const t = useMessages('store');
  if (filters.tags.length === 0) return null;
  return (
    <div className="store-filter">
      <h2 className="store-filter__heading">{t('tags')}</h2>
      <ul className="tag-chips">
        {filters.tags.map((tag) => (
          <li key={tag}>
            <Link
              className="tag-chip tag-chip--removable"
              to={{ search: storeSearch(filters, { tags: filters.tags.filter((other) => other !== tag) }) }}
              aria-label={t('removeTag', { tag })}
            >
              {tag}
              <X aria-hidden="true" size={14} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SortSelect({ filters, onSort }: { filters: StoreFilters; onSort: (sort: StoreFilters['sort']) => void }) {
  const t = useMessages('store');
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-select__label">
        {t('sortBy')}
      </label>
      <select
        id={id}
        className="field-input sort-select__control"
        value={filters.sort}
        onChange={(event) => {
          const option = SORT_OPTIONS.find((o) => o.value === event.target.value);
          if (option !== undefined) onSort(option.value);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
