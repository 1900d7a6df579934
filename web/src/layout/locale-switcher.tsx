import { useLocation } from 'react-router';
import { LOCALE_NAMES, LOCALE_TAGS, LOCALES, localePath } from '@chitra/contract/locales';
import { useLocale, useMessages } from '../i18n/i18n';
import { rememberLocale } from './locale-choice';
import './locale-switcher.css';

/**
 * The languages of the shop, each in its own words, each a link to this
 * page in that language: a whole page load, which brings the other
 * language's words and addresses. In the header from 768 px, the two other
 * languages; in the phone's drawer, all three, this one marked current.
 */
export function LocaleSwitcher({ all = false }: { all?: boolean }) {
  const locale = useLocale();
  const t = useMessages('shell');
  // The address within the language (the router's basename is the language's prefix).
  const { pathname, search, hash } = useLocation();
  const shown = all ? LOCALES : LOCALES.filter((other) => other !== locale);
  return (
    <nav className={all ? 'locale-switcher locale-switcher--all' : 'locale-switcher'} aria-label={t('language')}>
      <ul className="locale-switcher__list">
        {shown.map((other) => (
          <li key={other}>
            {other === locale ? (
              <span className="locale-switcher__link" aria-current="true" lang={LOCALE_TAGS[other]}>
                {LOCALE_NAMES[other]}
              </span>
            ) : (
              <a
                className="locale-switcher__link"
                href={`${localePath(other, pathname)}${search}${hash}`}
                hrefLang={LOCALE_TAGS[other]}
                lang={LOCALE_TAGS[other]}
                onClick={() => rememberLocale(other)}
              >
                {LOCALE_NAMES[other]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
