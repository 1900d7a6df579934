import { DEFAULT_LOCALE, type Locale } from '@chitra/contract/locales';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { button, code as codeBlock, link, paragraph } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import { countIn, HELLO, shopPath } from '../../platform/mail/mail-words';
import type { Mail } from '../../platform/mail/mailer';
import { ACCOUNTS_MAIL_WORDS } from './accounts.mail-words';

/**
 * The mails of the accounts flow: short, readable without HTML, signed with
 * the shop's name, in the account's language (`locale`, English when not
 * given; the words are in accounts.mail-words.ts). Subjects never carry the
 * secret, because the demo outbox prints subjects to the log. Links to the
 * shop come already in the mail's language from the caller.
 */

export function otpMail(input: {
  to: string;
  firstname: string;
  code: string;
  validMinutes: number;
  /** A new account's address, or a new address for an account. */
  purpose: 'signup' | 'change';
  shop: Shop;
  locale?: Locale | undefined;
}): Mail {
  const { to, firstname, code, validMinutes, purpose, shop, locale = DEFAULT_LOCALE } = input;
  const w = ACCOUNTS_MAIL_WORDS[locale];
  const greeting = HELLO[locale](firstname);
  const minutes = countIn(locale, validMinutes);
  const ignore = purpose === 'signup' ? w.otpIgnoreSignup : w.otpIgnoreChange(shop.name);
  return {
    to,
    subject: w.otpSubject(shop.name),
    text: [greeting, '', `${w.otpCodeIs(code)} ${w.otpWorksOnce(minutes)}`, '', ignore, '', shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.otpHeading,
      blocks: [paragraph(greeting), paragraph(w.otpCodeLabel), codeBlock(code), paragraph(w.otpWorksOnce(minutes)), paragraph(ignore)],
    },
  };
}

export function resetMail(input: { to: string; firstname: string; link: string; validMinutes: number; shop: Shop; locale?: Locale | undefined }): Mail {
  const { to, firstname, link: resetLink, validMinutes, shop, locale = DEFAULT_LOCALE } = input;
  const w = ACCOUNTS_MAIL_WORDS[locale];
  const greeting = HELLO[locale](firstname);
  const worksOnce = w.resetWorksOnce(countIn(locale, validMinutes));
  return {
    to,
    subject: w.resetSubject(shop.name),
    text: [greeting, '', w.resetAsked, '', resetLink, '', worksOnce, '', shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.resetHeading,
      blocks: [
        paragraph(greeting),
        paragraph(w.resetAsked),
        button(w.resetButton, resetLink),
        paragraph(worksOnce),
        paragraph(w.resetCopy, link(resetLink, resetLink)),
      ],
    },
  };
}

type AddressChange = { to: string; firstname: string; newEmail: string; forgotLink: string; shop: Shop; locale?: Locale | undefined };

/** To the address being left, as soon as the change is asked for: if it was not them, they can act before it takes effect. */
export function emailChangeRequestedMail(input: AddressChange): Mail {
  const { to, firstname, newEmail, forgotLink, shop, locale = DEFAULT_LOCALE } = input;
  const w = ACCOUNTS_MAIL_WORDS[locale];
  const greeting = HELLO[locale](firstname);
  const asked = w.changingAsked(shop.name, newEmail);
  const lines = [asked, w.changingUntil, `${w.changingNotYou}${forgotLink}`];
  return {
    to,
    subject: w.changingSubject(shop.name),
    text: [greeting, '', ...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.changingHeading,
      blocks: [
        paragraph(greeting),
        paragraph(asked),
        paragraph(w.changingUntil),
        paragraph(w.changingNotYou, link(forgotLink, forgotLink)),
        button(w.changingButton, forgotLink),
      ],
    },
  };
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(input: Omit<AddressChange, 'forgotLink'>): Mail {
  const { to, firstname, newEmail, shop, locale = DEFAULT_LOCALE } = input;
  const w = ACCOUNTS_MAIL_WORDS[locale];
  const greeting = HELLO[locale](firstname);
  const now = w.changedNow(shop.name, newEmail);
  const [before, after] = w.changedNotYou;
  const lines = [now, `${before}${shop.email}${after}`];
  return {
    to,
    subject: w.changedSubject(shop.name),
    text: [greeting, '', ...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      locale,
      heading: w.changedHeading,
      blocks: [
        paragraph(greeting),
        paragraph(now),
        paragraph(before, link(`mailto:${shop.email}`, shop.email), after),
        button(w.loginButton, shopPath(locale, ROUTE_PATTERNS.login)),
      ],
    },
  };
}
