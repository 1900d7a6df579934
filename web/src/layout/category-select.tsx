import { useId, useRef, useState } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { useContent, useMessages } from '../i18n/i18n';
import { paths, routePatterns } from '../lib/paths';
import { useHeaderCategories } from '../app/shell-data';
import { categoryName } from './primary-nav';
import './category-select.css';

/**
 * docs/spec.md §2: the desktop category dropdown; choosing an entry opens /catagory/{id}.
 * A native select reports every arrow key on it closed as a change, so a
 * change that a key made only shows the entry, and Enter opens it (Escape
 * or leaving puts the current one back); a choice from the open list, by
 * pointer or by Enter there, opens at once (docs/decisions/040).
 */
export function CategorySelect() {
  const selectId = useId();
  const categories = useHeaderCategories();
  const t = useMessages('shell');
  const content = useContent();
  const navigate = useNavigate();
  // Show the category being browsed; the placeholder everywhere else.
  const current = useMatch(routePatterns.category)?.params.CatId;
  const [reached, setReached] = useState<string | null>(null);
  // True from a key's keydown until its task is over: the change the key's default action fires comes in it.
  const keyed = useRef(false);
  const value = reached ?? (categories.some((c) => c._id === current) ? current : '');

  const open = (id: string) => {
    setReached(null);
    if (id !== '' && id !== current) void navigate(paths.category(id));
  };

  return (
    <div className="category-select">
      <label className="visually-hidden" htmlFor={selectId}>
        {t('categoryPlaceholder')}
      </label>
      <select
        id={selectId}
        className="category-select__control"
        value={value}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            open(value ?? '');
          } else if (event.key === 'Escape') {
            setReached(null);
          } else {
            keyed.current = true;
            setTimeout(() => (keyed.current = false), 0);
          }
        }}
        onChange={(event) => {
          if (keyed.current) setReached(event.target.value);
          else open(event.target.value);
        }}
        onBlur={() => setReached(null)}
      >
        <option value="" disabled>
          {t('categoryPlaceholder')}
        </option>
        {categories.map((category) => {
          const name = categoryName(content, category);
          return (
            <option key={category._id} value={category._id} lang={name.lang}>
              {name.text}
            </option>
          );
        })}
      </select>
    </div>
  );
}
