import './skip-link.css';
import { useMessages } from '../i18n/i18n';

export const MAIN_CONTENT_ID = 'main-content';

/** First stop for keyboard users: jumps past the header to the page itself. */
export function SkipLink() {
  const t = useMessages('shell');
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
