import { escapeHtml, mailLayout as layout, type Shop } from '../../platform/mail/mail-layout';
import type { Mail } from '../../platform/mail/mailer';

/**
 * The mails of the accounts flow: short, readable without HTML, signed with
 * the shop's name. Subjects never carry the secret, because the demo outbox
 * prints subjects to the log.
 */

const greeting = (firstname: string) => (firstname ? `Hello ${firstname},` : 'Hello,');

export function otpMail(input: { to: string; firstname: string; code: string; validMinutes: number; shop: Shop }): Mail {
  const { to, firstname, code, validMinutes, shop } = input;
  return {
    to,
    subject: `Your ${shop.name} verification code`,
    text: [
      greeting(firstname),
      '',
      `Your verification code is ${code}. It works once, for the next ${validMinutes} minutes.`,
      '',
      'If you did not sign up, you can ignore this mail.',
      '',
      shop.name,
      shop.email,
    ].join('\n'),
    html: layout(shop, [
      escapeHtml(greeting(firstname)),
      `Your verification code is <strong style="font-size:24px;letter-spacing:4px">${escapeHtml(code)}</strong>.`,
      `It works once, for the next ${validMinutes} minutes.`,
      'If you did not sign up, you can ignore this mail.',
    ]),
  };
}

export function resetMail(input: { to: string; firstname: string; link: string; validMinutes: number; shop: Shop }): Mail {
  const { to, firstname, link, validMinutes, shop } = input;
  return {
    to,
    subject: `Reset your ${shop.name} password`,
    text: [
      greeting(firstname),
      '',
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      '',
      link,
      '',
      `The link works once, for the next ${validMinutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
      '',
      shop.name,
      shop.email,
    ].join('\n'),
    html: layout(shop, [
      escapeHtml(greeting(firstname)),
      'Someone asked to reset the password of your account. To choose a new one, open this link:',
      `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`,
      `The link works once, for the next ${validMinutes} minutes. If you did not ask, ignore this mail: your password stays as it is.`,
    ]),
  };
}
