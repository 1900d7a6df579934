import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, localePath, type Locale } from '@chitra/contract/locales';
import { rememberLocale, setLocaleCookie } from '../../layout/locale-choice';

/**
 * The language a customer carries on in once signed in (issue 29;
 * docs/decisions/062-locales.md, "At sign-in"). The choice a customer makes
 * signed in is kept on the account, so the account's language is theirs:
 * it wins at sign-in, and this device's cookie follows it. One choice is
 * newer than the account's: a language chosen in this tab's visit before
 * signing in (the switcher, the offer: layout/locale-choice.ts keeps it for
 * the tab). That one wins, and the account learns it.
 */

/** The whole page load into another language, behind a seam: jsdom cannot navigate, so tests watch this instead. */
export const languagePage = {
  open: (url: string): void => window.location.replace(url),
};

/** The language chosen in this tab before signing in, once: from now on a choice goes to the account itself. */
function takeVisitChoice(): Locale | undefined {
  try {
    const chosen = sessionStorage.getItem(LOCALE_COOKIE);
    sessionStorage.removeItem(LOCALE_COOKIE);
    return isLocale(chosen) ? chosen : undefined;
  } catch {
    return undefined;
  }
}

const deviceHasChosen = (): boolean => new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=`).test(document.cookie);

/**
 * Decides the language to carry on in, and remembers it: on this device
 * (the cookie, which sends an address without a prefix to it) and, when the
 * visit's choice differs from the account's, on the account. `account` is
 * the login answer's `locale` (absent from a server that does not send it:
 * then nothing changes). An English account on a device that chose nothing
 * sets no cookie, so the offer of the browser's language can still be made.
 */
export function localeAtSignIn(account: Locale | undefined, page: Locale): Locale {
  const chosen = takeVisitChoice();
  if (chosen !== undefined) {
    if (chosen !== account) rememberLocale(chosen);
    return chosen;
  }
  if (account === undefined) return page;
  if (account !== DEFAULT_LOCALE || deviceHasChosen()) {
    setLocaleCookie(account);
  }
  return account;
}

/** `path` (an address within a language, with its query) in `locale`, loaded whole: its words and addresses come with it, as the switcher's link does. */
export function openInLocale(locale: Locale, path: string): void {
  languagePage.open(localePath(locale, path));
}
