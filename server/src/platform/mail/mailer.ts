import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mail } from './mail';
import { renderMail, type MailBrand } from './mail-render';
import { OutboxRepository } from './outbox.repository';

export type { Mail } from './mail';

/** The mail port. Business code sees only this. */
export type Mailer = { send(mail: Mail): Promise<void> };

export type MailSetup = {
  mailer: Mailer;
  /** Set when mail is kept in the outbox table rather than sent (the demo shop). */
  outbox: OutboxRepository | undefined;
  close(): Promise<void>;
};

/**
 * The one place the mail adapter is chosen: SMTP through nodemailer when
 * SMTP_URL is set, otherwise the outbox table (readable at GET dev/mail).
 * Either renders the mail's HTML as it sends it (decision 051).
 */
export function createMailer(config: Config, database: Database, log: FastifyBaseLogger): MailSetup {
  const brand: MailBrand = { publicUrl: config.publicUrl, shop: config.shop };
  if (config.smtpUrl) return smtpMailer(config.smtpUrl, config.mailFrom, brand);
  return outboxMailer(new OutboxRepository(database.db), log, brand);
}

function smtpMailer(url: string, from: string, brand: MailBrand): MailSetup {
  // A mail server that hangs must not hold a request for nodemailer's default two minutes.
  const options: SMTPTransport.Options = { url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
  const transport = nodemailer.createTransport(options);
  return {
    mailer: {
      async send(mail) {
        const { to, subject, text, html } = await renderMail(mail, brand);
        await transport.sendMail({ from, to, subject, text, html });
      },
    },
    outbox: undefined,
    close: async () => transport.close(),
  };
}

function outboxMailer(outbox: OutboxRepository, log: FastifyBaseLogger, brand: MailBrand): MailSetup {
  return {
    mailer: {
      async send(mail) {
        await outbox.add(await renderMail(mail, brand));
        // Subject only: the body carries codes and links that must stay out of the log.
        log.info(`mail to ${mail.to}: ${mail.subject}`);
      },
    },
    outbox,
    close: async () => {},
  };
}
