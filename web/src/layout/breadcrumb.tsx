import { Link } from 'react-router';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../lib/paths';
import './breadcrumb.css';

/** docs/spec.md §2: 'Home / {title}', the title being the one the page declared. */
export function Breadcrumb({ title }: { title: string }) {
  return (
    <nav className="breadcrumb" aria-label="Breadcrumb">
      <ol className="container breadcrumb__list">
        <li>
          <Link to={paths.home()}>{MESSAGES.home}</Link>
        </li>
        <li aria-current="page">
          <span className="breadcrumb__separator" aria-hidden="true">
            {' / '}
          </span>
          {title}
        </li>
      </ol>
    </nav>
  );
}
