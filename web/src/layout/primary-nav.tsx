import { Link, NavLink } from '../lib/link';
import { ChevronDown } from 'lucide-react';
import type { Category } from '@chitra/contract/catalogue';
import { paths } from '../lib/paths';
import { useHeaderCategories } from '../app/shell-data';
import { Drawer } from '../components/drawer';
import { useDisclosure } from '../lib/use-disclosure';
import { LocaleSwitcher } from './locale-switcher';
import { type Content, useContent, useMessages } from '../i18n/i18n';
import './primary-nav.css';

/** The pages every visitor can reach from anywhere after the categories, in the order of the navigation (the store comes first). */
const AFTER_CATEGORIES = [
  { to: paths.blog(), label: 'blog' },
  { to: paths.about(), label: 'about' },
  { to: paths.contact(), label: 'contact' },
] as const;

/** A category's name in the page's language, else English (marked so). */
export const categoryName = (content: Content, category: Category) => content(category.catogeryname, category.translations, 'name');

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'primary-nav__link is-active' : 'primary-nav__link');

/** Plain pages of the navigation, one list item each (the bar and the drawer list the same). */
function PageLinks() {
  const t = useMessages('shell');
  return AFTER_CATEGORIES.map((page) => (
    <li key={page.to}>
      <NavLink className={navClass} to={page.to}>
        {t(page.label)}
      </NavLink>
    </li>
  ));
}

/** The store, first of the navigation. */
function StoreLink() {
  const t = useMessages('shell');
  return (
    <NavLink className={navClass} to={paths.store()} end>
      {t('store')}
    </NavLink>
  );
}

/** 'Categories' with its list: every category, and all of them on /catagory. */
function CategoriesDisclosure({ categories }: { categories: Category[] }) {
  const { open, setOpen, toggle, panelId, rootRef, buttonRef } = useDisclosure();
  const t = useMessages('shell');
  const content = useContent();
  const close = () => setOpen(false);
  return (
    <div className="primary-nav__categories" ref={rootRef}>
      <button ref={buttonRef} type="button" className="primary-nav__link primary-nav__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        {t('categories')}
        <ChevronDown aria-hidden="true" size={16} />
      </button>
      <ul id={panelId} className="primary-nav__panel" hidden={!open}>
        <li>
          <Link className="primary-nav__panel-link primary-nav__panel-link--all" to={paths.categories()} onClick={close}>
            {t('allCategories')}
          </Link>
        </li>
        {categories.map((category) => {
          const name = categoryName(content, category);
          return (
            <li key={category._id}>
              <Link className="primary-nav__panel-link" to={paths.category(category._id)} onClick={close} lang={name.lang}>
                {name.text}
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/**
 * The pages in a row: from 768 px under the header's top line, from 1024 px
 * in it. Below 768 px CSS hides it and the menu drawer stands for it (decision 046).
 */
export function PrimaryNav() {
  const categories = useHeaderCategories();
  const t = useMessages('shell');
  return (
    <nav className="primary-nav" aria-label={t('navigation')}>
      <ul className="primary-nav__list">
        <li>
          <StoreLink />
        </li>
        <li className="primary-nav__categories-item">
          <CategoriesDisclosure categories={categories} />
        </li>
        <PageLinks />
      </ul>
    </nav>
  );
}

/**
 * Below 768 px (CSS hides the button from there): a menu button that opens the navigation as a modal drawer
 * (components/drawer.tsx): the focus stays inside, Escape or a tap outside
 * closes it, and choosing a page closes it.
 */
export function MenuDrawer() {
  const categories = useHeaderCategories();
  const t = useMessages('shell');
  const content = useContent();
  return (
    <Drawer title={t('menu')} closeLabel={t('closeMenu')}>
      <nav aria-label={t('navigation')}>
        <ul className="drawer__list">
          <li>
            <StoreLink />
          </li>
          <li>
            <NavLink className={navClass} to={paths.categories()} end>
              {t('categories')}
            </NavLink>
            <ul className="drawer__sublist">
              {categories.map((category) => {
                const name = categoryName(content, category);
                return (
                  <li key={category._id}>
                    <NavLink className={navClass} to={paths.category(category._id)} lang={name.lang}>
                      {name.text}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </li>
          <PageLinks />
        </ul>
      </nav>
      <LocaleSwitcher all />
    </Drawer>
  );
}
