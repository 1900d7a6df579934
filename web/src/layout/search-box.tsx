import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import type { HomeProduct } from '@chitra/contract/catalogue';
import { SEARCH_MAX_CHARS, SEARCH_MENU_MAX_HEIGHT_PX, SEARCH_SCROLL_THRESHOLD_PX } from '@chitra/contract/constants';
import { useContentLang, useLocale, useMessages, type Translate } from '../i18n/i18n';
import { paths } from '../lib/paths';
import { useProductSearch, type ProductSearch } from '../features/catalogue/use-product-search';
import { formatRupees } from '../lib/prices';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { Picture } from '../lib/picture';
import './search-box.css';

const THUMB_PX = 48;

/** The menu's last line (docs/spec.md §2 Search): what is happening, or why the list is empty. */
function footerText({ results, isLoading, hasMore, searched }: ProductSearch, t: Translate<'shell'>): string | null {
  if (isLoading) return t('searchLoadingMore');
  if (searched && results.length === 0) return t('searchNoResults');
  if (searched && !hasMore) return t('searchNoMoreResults');
  if (results.length === 0) return t('searchNoMatches');
  return null;
}

function ResultOption({
  product,
  id,
  active,
  onChoose,
  onHover,
}: {
  product: HomeProduct;
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}) {
  const cover = product.cover;
  const locale = useLocale();
  const contentLang = useContentLang();
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      className="search-box__option"
      // Keep the focus in the input: the click still chooses.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
    >
      {cover !== null && cover !== undefined ? (
        <Picture image={cover} alt="" sizes={thumbnailSizes(THUMB_PX)} className="search-box__thumb" />
      ) : (
        <span className="search-box__thumb" aria-hidden="true" />
      )}
      <span className="search-box__title" {...contentLang}>
        {product.title}
      </span>
      <span className="search-box__price">{formatRupees(product.salePrice, locale)}</span>
    </li>
  );
}

/**
 * The header's product search, an ARIA combobox (docs/architecture.md §6) with a list of
 * results under it: typing waits 400 ms, scrolling near the bottom loads the
 * next page, arrows move through the results, Enter or a click opens one,
 * Enter with none chosen opens every result on /product?search=…, Escape
 * closes the list. A second one on a page (the 404's) names its landmark with `label`.
 */
export function SearchBox({ label }: { label?: string }) {
  const inputId = useId();
  const listboxId = `${inputId}-results`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const search = useProductSearch(text);
  const { results, loadMore } = search;
  // The active option belongs to one list of results: a new search (a new
  // first result) starts again with nothing chosen.
  const listKey = results[0]?._id;
  const [active, setActiveFor] = useState<{ listKey: string | undefined; index: number }>({ listKey: undefined, index: -1 });
  const activeIndex = active.listKey === listKey && active.index < results.length ? active.index : -1;
  const setActive = (index: number) => setActiveFor({ listKey, index });

  const expanded = open && text.trim() !== '';
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // Keep the option the arrows reached in sight (which also loads more near the bottom).
  useEffect(() => {
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  function choose(product: HomeProduct) {
    setOpen(false);
    setActive(-1);
    setText('');
    void navigate(paths.product(product._id));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (results.length > 0) setActive(Math.min(activeIndex + 1, results.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (results.length > 0) setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'Enter':
        if (expanded && activeIndex >= 0) {
          event.preventDefault();
          choose(results[activeIndex]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
    }
  }

  const t = useMessages('shell');
  const footer = footerText(search, t);
  return (
    <form
      className="search-box"
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        // Enter with no suggestion chosen: every result, on a page of its own.
        event.preventDefault();
        const words = text.trim();
        if (words === '') return;
        setOpen(false);
        setActive(-1);
        inputRef.current?.blur();
        void navigate(paths.search(words));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor={inputId}>
        {t('searchPlaceholder')}
      </label>
      <Search className="search-box__icon" aria-hidden="true" size={18} />
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_CHARS}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        ref={inputRef}
      />
      <div
        className="search-box__menu"
        hidden={!expanded}
        style={{ maxHeight: SEARCH_MENU_MAX_HEIGHT_PX }}
        // A list that scrolls can be reached and scrolled from the keyboard too.
        tabIndex={0}
        // Clicking the scrollbar must not take the focus away from the input.
        onMouseDown={(event) => event.preventDefault()}
        onScroll={(event) => {
          const menu = event.currentTarget;
          if (menu.scrollHeight - menu.scrollTop - menu.clientHeight <= SEARCH_SCROLL_THRESHOLD_PX) loadMore();
        }}
      >
        <ul id={listboxId} role="listbox" aria-label={t('searchResults')} className="search-box__list">
          {results.map((product, index) => (
            <ResultOption
              key={product._id}
              product={product}
              id={optionId(index)}
              active={index === activeIndex}
              onChoose={() => choose(product)}
              onHover={() => setActive(index)}
            />
          ))}
        </ul>
        {footer !== null && (
          <p className="search-box__status" role="status">
            {footer}
          </p>
        )}
      </div>
    </form>
  );
}
