import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { button, code as codeBlock, link, paragraph } from '../../platform/mail/mail-content';
import type { Shop } from '../../platform/mail/mail-layout';
import type { Mail } from '../../platform/mail/mailer';

/**
 * The mails of the accounts flow: short, readable without HTML, signed with
 * the shop's name. Subjects never carry the secret, because the demo outbox
 * prints subjects to the log.
 */

const greeting = (firstname: string) => (firstname ? `Hello ${firstname},` : 'Hello,');

export function otpMail(input: {
  to: string;
  firstname: string;
  code: string;
  validMinutes: number;
  /** A new account's address, or a new address for an account. */
  purpose: 'signup' | 'change';
  shop: Shop;
}): Mail {
  const { to, firstname, code, validMinutes, purpose, shop } = input;
  const ignore =
    purpose === 'signup'
      ? 'If you did not sign up, you can ignore this mail.'
      : `Enter it on your profile to make this your ${shop.name} address. If you did not ask for this, you can ignore this mail.`;
  return {
    to,
    subject: `Your ${shop.name} verification code`,
    text: [
      greeting(firstname),
      '',
      `Your verification code is ${code}. It works once, for the next ${validMinutes} minutes.`,
      '',
      ignore,
      '',
      shop.name,
      shop.email,
    ].join('\n'),
    content: {
      heading: 'Your verification code',
      blocks: [
        paragraph(greeting(firstname)),
        paragraph('Your verification code is:'),
        codeBlock(code),
        paragraph(`It works once, for the next ${validMinutes} minutes.`),
        paragraph(ignore),
      ],
    },
  };
}

export function resetMail(input: { to: string; firstname: string; link: string; validMinutes: number; shop: Shop }): Mail {
  const { to, firstname, link: resetLink, validMinutes, shop } = input;
  return {
    to,
    subject: `Reset your ${shop.name} password`,
    text: [
      greeting(firstname),
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      '',
      resetLink,
      '',
      `The link works once, for the next ${validMinutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
      '',
      shop.name,
      shop.email,
    ].join('\n'),
    content: {
      heading: 'Reset your password',
      blocks: [
        paragraph(greeting(firstname)),
        paragraph('Someone asked to reset the password of your account. To choose a new one, open this link:'),
        button('Choose a new password', resetLink),
        paragraph(`The link works once, for the next ${validMinutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`),
        paragraph('If the button does not open, copy this address into your browser: ', link(resetLink, resetLink)),
      ],
    },
  };
}

type AddressChange = { to: string; firstname: string; newEmail: string; forgotLink: string; shop: Shop };

/** To the address being left, as soon as the change is asked for: if it was not them, they can act before it takes effect. */
export function emailChangeRequestedMail(input: AddressChange): Mail {
  const { to, firstname, newEmail, forgotLink, shop } = input;
  const asked = `Someone signed in to your ${shop.name} account asked to change its e-mail address to ${newEmail}.`;
  const until = 'The change takes effect only when the code we mailed to the new address is entered. Until then you log in with this address.';
  const notYou = 'If this was not you, set a new password now (it signs out every device and stops the change): ';
  const lines = [asked, until, `${notYou}${forgotLink}`];
  return {
    to,
    subject: `Your ${shop.name} e-mail address is being changed`,
    text: [greeting(firstname), '', ...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      heading: 'Your e-mail address is being changed',
      blocks: [
        paragraph(greeting(firstname)),
        paragraph(asked),
        paragraph(until),
        paragraph(notYou, link(forgotLink, forgotLink)),
        button('Set a new password', forgotLink),
      ],
    },
  };
}

/** To the old address once the new one is confirmed. */
export function emailChangedMail(input: Omit<AddressChange, 'forgotLink'>): Mail {
  const { to, firstname, newEmail, shop } = input;
  const now = `The e-mail address of your ${shop.name} account is now ${newEmail}. Log in with it from now on.`;
  const lines = [now, `If this was not you, write to us at once at ${shop.email}: we will give the account back to you.`];
  return {
    to,
    subject: `Your ${shop.name} e-mail address was changed`,
    text: [greeting(firstname), '', ...lines.flatMap((line) => [line, '']), shop.name, shop.email].join('\n'),
    content: {
      heading: 'Your e-mail address was changed',
      blocks: [
        paragraph(greeting(firstname)),
        paragraph(now),
        paragraph('If this was not you, write to us at once at ', link(`mailto:${shop.email}`, shop.email), ': we will give the account back to you.'),
        button('Log in', ROUTE_PATTERNS.login),
      ],
    },
  };
}
