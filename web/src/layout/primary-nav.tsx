import { Link, NavLink } from 'react-router';
import { ChevronDown, Menu, X } from 'lucide-react';
import type { Category } from '@chitra/contract/catalogue';
import { paths } from '../lib/paths';
import { useHeaderCategories } from '../app/shell-data';
import { useDisclosure } from '../lib/use-disclosure';
import { useDrawer } from '../lib/use-drawer';
import { NAV_LABELS } from './nav-labels';
import './primary-nav.css';

/** The pages every visitor can reach from anywhere, in the order of the navigation. */
const PAGES = [
  { to: paths.store(), label: NAV_LABELS.store },
  { to: paths.blog(), label: NAV_LABELS.blog },
  { to: paths.about(), label: NAV_LABELS.about },
  { to: paths.contact(), label: NAV_LABELS.contact },
] as const;

const [STORE, ...AFTER_CATEGORIES] = PAGES;

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'primary-nav__link is-active' : 'primary-nav__link');

/** Plain pages of the navigation, one list item each (the bar and the drawer list the same). */
function PageLinks({ pages }: { pages: readonly { to: string; label: string }[] }) {
  return pages.map((page) => (
    <li key={page.to}>
      <NavLink className={navClass} to={page.to}>
        {page.label}
      </NavLink>
    </li>
  ));
}

/** 'Categories' with its list: every category, and all of them on /catagory. */
function CategoriesDisclosure({ categories }: { categories: Category[] }) {
  const { open, setOpen, toggle, panelId, rootRef, buttonRef } = useDisclosure();
  const close = () => setOpen(false);
  return (
    <div className="primary-nav__categories" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="primary-nav__link primary-nav__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {NAV_LABELS.categories}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={panelId} className="primary-nav__panel" hidden={!open}>
        <li>
          <Link className="primary-nav__panel-link primary-nav__panel-link--all" to={paths.categories()} onClick={close}>
            {NAV_LABELS.allCategories}
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category._id}>
            <Link className="primary-nav__panel-link" to={paths.category(category._id)} onClick={close}>
              {category.catogeryname}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** From 768 px: the pages in a row under the header's top line. */
export function PrimaryNav() {
  const categories = useHeaderCategories();
  return (
    <nav className="primary-nav" aria-label={NAV_LABELS.navigation}>
      <ul className="container primary-nav__list">
        <li>
          <NavLink className={navClass} to={STORE.to} end>
            {STORE.label}
          </NavLink>
        </li>
        <li>
          <CategoriesDisclosure categories={categories} />
        </li>
        <PageLinks pages={AFTER_CATEGORIES} />
      </ul>
    </nav>
  );
}


/**
 * Below 768 px: a menu button that opens the navigation as a modal drawer.
 * The drawer holds the focus (Tab cycles inside it), Escape or a tap outside
 * closes it and gives the focus back to the button, the page behind does not
 * scroll, and choosing a page closes it.
 */
export function MenuDrawer() {
  const categories = useHeaderCategories();
  const { open, show, close, drawerId, titleId, buttonRef, panelRef, onKeyDown } = useDrawer();

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={NAV_LABELS.menu}
        onClick={show}
      >
        <Menu aria-hidden="true" size={22} />
      </button>
      {open && (
        <div className="drawer" onKeyDown={onKeyDown}>
          <div className="drawer__backdrop" onClick={close} aria-hidden="true" />
          <div
            ref={panelRef}
            id={drawerId}
            className="drawer__panel"
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
          >
            <div className="drawer__head">
              <h2 id={titleId} className="drawer__title">
                {NAV_LABELS.menu}
              </h2>
              <button type="button" className="drawer__close" aria-label={NAV_LABELS.closeMenu} onClick={close}>
                <X aria-hidden="true" size={22} />
              </button>
            </div>
            <nav aria-label={NAV_LABELS.navigation}>
              <ul className="drawer__list">
                <li>
                  <NavLink className={navClass} to={STORE.to} end>
                    {STORE.label}
                  </NavLink>
                </li>
                <li>
                  <NavLink className={navClass} to={paths.categories()} end>
                    {NAV_LABELS.categories}
                  </NavLink>
                  <ul className="drawer__sublist">
                    {categories.map((category) => (
                      <li key={category._id}>
                        <NavLink className={navClass} to={paths.category(category._id)}>
                          {category.catogeryname}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                </li>
                <PageLinks pages={AFTER_CATEGORIES} />
              </ul>
            </nav>
          </div>
        </div>
      )}
    </>
  );
}
