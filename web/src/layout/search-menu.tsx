import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import type { HomeProduct } from '@chitra/contract/catalogue';
import { SEARCH_SCROLL_THRESHOLD_PX } from '@chitra/contract/constants';
import { thumbnailSizes } from '@chitra/contract/picture-sizes';
import { useContent, useLocale, useMessages, type Translate } from '../i18n/i18n';
import { useProductSearch, type ProductSearch } from '../features/catalogue/use-product-search';
import { formatRupees } from '../lib/prices';
import { Picture } from '../lib/picture';
import { MenuFrame } from './search-box';

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
  // In the page's language when translated; else English, marked so.
  const title = useContent()(product.title, product.translations, 'title');
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
      <span className="search-box__title" lang={title.lang}>
        {title.text}
      </span>
      <span className="search-box__price">{formatRupees(product.salePrice, locale)}</span>
    </li>
  );
}

/** What the search box's input hands the menu: its keys. */
export type MenuKeys = { onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void };

type SearchMenuProps = {
  /** The input's words. */
  text: string;
  /** The menu shows (the input has the focus, and words). */
  expanded: boolean;
  listboxId: string;
  /** Where the input's keydown reaches the menu. */
  keys: Ref<MenuKeys>;
  /** The option the arrows reached, for the input's aria-activedescendant. */
  onActive: (id: string | undefined) => void;
  /** An arrow key opens the menu. */
  onOpen: () => void;
  /** Escape closes it. */
  onClose: () => void;
  onChoose: (product: HomeProduct) => void;
};

type Active = { listKey: string | undefined; text: string; index: number };

/**
 * The header search's results (search-box.tsx), in a chunk of its own that
 * the first focus or typing fetches: typing waits 400 ms, scrolling near the
 * bottom loads the next page, arrows move through the results, Enter or a
 * click opens one, Escape closes the list.
 */
export function SearchMenu({ text, expanded, listboxId, keys, onActive, onOpen, onClose, onChoose }: SearchMenuProps) {
  const optionId = (index: number) => `${listboxId}-${index}`;
  const search = useProductSearch(text);
  const { results, loadMore } = search;
  // The active option belongs to one list of results and one set of words:
  // new words, a new search (a new first result) or a closed menu start again with nothing chosen.
  const listKey = results[0]?._id;
  const [active, setActiveFor] = useState<Active>({ listKey: undefined, text: '', index: -1 });
  const [wasExpanded, setWasExpanded] = useState(expanded);
  if (wasExpanded !== expanded) {
    setWasExpanded(expanded);
    if (!expanded) setActiveFor({ listKey: undefined, text: '', index: -1 });
  }
  const activeIndex = active.listKey === listKey && active.text === text && active.index < results.length ? active.index : -1;
  const setActive = (index: number) => setActiveFor({ listKey, text, index });
  const activeId = expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined;

  // Keep the option the arrows reached in sight (which also loads more near the bottom), and tell the input.
  useEffect(() => {
    onActive(activeId);
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId, onActive]);

  useImperativeHandle(keys, () => ({
    onKeyDown(event) {
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          onOpen();
          if (results.length > 0) setActive(Math.min(activeIndex + 1, results.length - 1));
          break;
        case 'ArrowUp':
          event.preventDefault();
          if (results.length > 0) setActive(Math.max(activeIndex - 1, 0));
          break;
        case 'Enter':
          if (expanded && activeIndex >= 0) {
            event.preventDefault();
            onChoose(results[activeIndex]);
          }
          break;
        case 'Escape':
          if (expanded) {
            event.preventDefault();
            onClose();
          }
          break;
      }
    },
  }));

  const t = useMessages('shell');
  const footer = footerText(search, t);
  return (
    <MenuFrame
      listboxId={listboxId}
      hidden={!expanded}
      onScroll={(menu) => {
        if (menu.scrollHeight - menu.scrollTop - menu.clientHeight <= SEARCH_SCROLL_THRESHOLD_PX) loadMore();
      }}
      footer={
        footer !== null && (
          <p className="search-box__status" role="status">
            {footer}
          </p>
        )
      }
    >
      {results.map((product, index) => (
        <ResultOption
          key={product._id}
          product={product}
          id={optionId(index)}
          active={index === activeIndex}
          onChoose={() => onChoose(product)}
          onHover={() => setActive(index)}
        />
      ))}
    </MenuFrame>
  );
}
