import { createRoot } from 'react-dom/client';
import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, LOCALE_TAGS, LOCALES, localePath, type Locale } from '@chitra/contract/locales';
import { i18nFor, loadArea } from '../i18n/i18n';
import { rememberLocale } from './locale-choice';
import './language-offer.css';

/** The language this browser chose, if it chose one. */
export function chosenLocale(): Locale | undefined {
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  return value !== undefined && isLocale(value) ? value : undefined;
}

/**
 * The shop's language the browser's own list prefers ('mr-IN, en' → mr):
 * the first of its languages the shop speaks, by primary subtag.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    const found = LOCALES.find((locale) => locale === primary);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Issue 29: a first visit whose browser prefers Hindi or Marathi is offered
 * that language once, never sent there silently. Made on an English page
 * only (main.tsx asks once the page has painted and the browser is idle,
 * so none of this is in the first load), and only while this browser has
 * chosen no language: either answer is a choice, kept in the language
 * cookie, so the offer is made once.
 *
 * The offer is a bar of its own over the bottom of the screen, outside the
 * page's tree: it pushes nothing (no layout shift) and needs nothing of the
 * page but its address, which taking the offer opens in that language.
 */
export async function offerLanguage(languages: readonly string[] = navigator.languages ?? [navigator.language]): Promise<void> {
  if (chosenLocale() !== undefined) return;
  const offered = preferredLocale(languages);
  if (offered === undefined || offered === DEFAULT_LOCALE) return;
  // Said in the language offered: its 'common' catalogue, not the page's.
  await loadArea(offered, 'common');
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(<LanguageOffer locale={offered} onDecline={close} />);
}

function LanguageOffer({ locale, onDecline }: { locale: Locale; onDecline: () => void }) {
  const say = (key: string) => i18nFor(locale)._(`common.${key}`);
  const { pathname, search, hash } = window.location;
  return (
    <aside className="language-offer" aria-label={say('languageOfferLabel')} lang={LOCALE_TAGS[locale]}>
      <p className="language-offer__text">{say('languageOffer')}</p>
      <div className="language-offer__actions">
        <a
          className="button language-offer__take"
          href={`${localePath(locale, pathname)}${search}${hash}`}
          hrefLang={LOCALE_TAGS[locale]}
          onClick={() => rememberLocale(locale)}
        >
          {say('languageOfferTake')}
        </a>
        <button
          type="button"
          className="button button--quiet language-offer__decline"
          onClick={() => {
            rememberLocale(DEFAULT_LOCALE);
            onDecline();
          }}
        >
          {say('languageOfferDecline')}
        </button>
      </div>
    </aside>
  );
}
