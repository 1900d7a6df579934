import { useId } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { MESSAGES } from '@chitra/contract/messages';
import { paths, routePatterns } from '../lib/paths';
import { useHeaderCategories } from '../app/shell-data';
import './category-select.css';

/** docs/spec.md §2: the desktop category dropdown; choosing an entry opens /catagory/{id}. */
export function CategorySelect() {
  const selectId = useId();
  const categories = useHeaderCategories();
  const navigate = useNavigate();
  // Show the category being browsed; the placeholder everywhere else.
  const current = useMatch(routePatterns.category)?.params.CatId;
  const value = categories.some((c) => c._id === current) ? current : '';
  return (
    <div className="category-select">
      <label className="visually-hidden" htmlFor={selectId}>
        {MESSAGES.categoryPlaceholder}
      </label>
      <select
        id={selectId}
        className="category-select__control"
        value={value}
        onChange={(event) => {
          void navigate(paths.category(event.target.value));
        }}
      >
        <option value="" disabled>
          {MESSAGES.categoryPlaceholder}
        </option>
        {categories.map((category) => (
          <option key={category._id} value={category._id}>
            {category.catogeryname}
          </option>
        ))}
      </select>
    </div>
  );
}
