import { Link } from '../lib/link';
import { useMessages } from '../i18n/i18n';
import { paths } from '../lib/paths';
import './breadcrumb.css';

/**
 * docs/spec.md §2: 'Home / {title}', the title being the one the page declared
 * (with its `lang` when it is a catalogue title shown in English on a Hindi or Marathi page).
 * In small type in the content's column, right above the page's heading,
 * rather than a band of its own under the header (decision 046).
 */
export function Breadcrumb({ title, lang }: { title: string; lang?: string }) {
  const t = useMessages('shell');
  return (
    <nav className="container breadcrumb" aria-label={t('breadcrumb')}>
      <ol className="breadcrumb__list">
        <li>
          <Link to={paths.home()}>{t('home')}</Link>
        </li>
        <li aria-current="page" lang={lang}>
          <span className="breadcrumb__separator" aria-hidden="true">
            {' / '}
          </span>
          {title}
        </li>
      </ol>
    </nav>
  );
}
