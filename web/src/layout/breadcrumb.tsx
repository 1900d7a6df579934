import { Link } from 'react-router';
import { MESSAGES } from '@chitra/contract/messages';
import { paths } from '../lib/paths';
import './breadcrumb.css';

/**
 * docs/spec.md §2: 'Home / {title}', the title being the one the page declared.
 * In small type in the content's column, right above the page's heading,
 * rather than a band of its own under the header (decision 046).
 */
export function Breadcrumb({ title }: { title: string }) {
  return (
    <nav className="container breadcrumb" aria-label="Breadcrumb">
      <ol className="breadcrumb__list">
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
