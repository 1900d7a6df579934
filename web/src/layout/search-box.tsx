import { lazy, Suspense, useId, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import type { HomeProduct } from '@chitra/contract/catalogue';
import { SEARCH_MAX_CHARS, SEARCH_MENU_MAX_HEIGHT_PX } from '@chitra/contract/constants';
import { useMessages } from '../i18n/i18n';
import { paths } from '../lib/paths';
import type { MenuKeys } from './search-menu';
import './search-box.css';

// The results menu and the search behind it are a chunk of their own
// (search-menu.tsx), fetched on the first focus or typing: a first visit
// that never searches does not carry them (decision 061's room).
const loadMenu = () => import('./search-menu');
const SearchMenu = lazy(() => loadMenu().then((module) => ({ default: module.SearchMenu })));

type MenuFrameProps = {
  listboxId: string;
  hidden: boolean;
  onScroll?: (menu: HTMLDivElement) => void;
  /** The options. */
  children?: ReactNode;
  /** The status line under them. */
  footer?: ReactNode;
};

/** The results menu's box and list: empty and hidden until the menu's chunk has come, so the combobox always controls a listbox. */
export function MenuFrame({ listboxId, hidden, onScroll, children, footer }: MenuFrameProps) {
  const t = useMessages('shell');
  return (
    <div
      className="search-box__menu"
      hidden={hidden}
      style={{ maxHeight: SEARCH_MENU_MAX_HEIGHT_PX }}
      // A list that scrolls can be reached and scrolled from the keyboard too.
      tabIndex={0}
      // Clicking the scrollbar must not take the focus away from the input.
      onMouseDown={(event) => event.preventDefault()}
      onScroll={onScroll && ((event) => onScroll(event.currentTarget))}
    >
      <ul id={listboxId} role="listbox" aria-label={t('searchResults')} className="search-box__list">
        {children}
      </ul>
      {footer}
    </div>
  );
}

/**
 * The header's product search, an ARIA combobox (docs/architecture.md §6) with a list of
 * results under it (search-menu.tsx): typing waits 400 ms, scrolling near the bottom loads the
 * next page, arrows move through the results, Enter or a click opens one,
 * Enter with none chosen opens every result on /product?search=…, Escape
 * closes the list. A second one on a page (the 404's) names its landmark with `label`.
 */
export function SearchBox({ label }: { label?: string }) {
  const inputId = useId();
  const listboxId = `${inputId}-results`;
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  // The menu's chunk is asked for on the first focus or typing, and stays.
  const [wanted, setWanted] = useState(false);
  const [activeId, setActiveId] = useState<string | undefined>(undefined);
  const menu = useRef<MenuKeys>(null);

  const expanded = open && text.trim() !== '';
  const show = () => {
    setOpen(true);
    setWanted(true);
  };

  function choose(product: HomeProduct) {
    setOpen(false);
    setText('');
    void navigate(paths.product(product._id));
  }

  const t = useMessages('shell');
  const frame = <MenuFrame listboxId={listboxId} hidden />;
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
        aria-activedescendant={expanded ? activeId : undefined}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_CHARS}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          show();
        }}
        onFocus={show}
        onKeyDown={(event) => menu.current?.onKeyDown(event)}
        ref={inputRef}
      />
      {wanted ? (
        <Suspense fallback={frame}>
          <SearchMenu
            text={text}
            expanded={expanded}
            listboxId={listboxId}
            keys={menu}
            onActive={setActiveId}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            onChoose={choose}
          />
        </Suspense>
      ) : (
        frame
      )}
    </form>
  );
}
