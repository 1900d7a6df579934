import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevMailQuery, DevMailResponse } from '@chitra/contract/accounts';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import type { OutboxRepository } from './outbox.repository';
import { API_MESSAGES } from '@chitra/contract/error-reasons';

const LIST_LIMIT = 100;
export const DEV_MAIL_PATH = '/api/v1/dev/mail';

/** One address's mail in the mailbox: the path with its key. */
export const devMailPath = (key: string, to: string) => `${DEV_MAIL_PATH}?key=${encodeURIComponent(key)}&to=${encodeURIComponent(to)}`;

/** The line logged at start: the mailbox's whole address with its key, `<address>` for the reader to fill in. */
const devMailboxLine = (config: Pick<Config, 'publicUrl' | 'devMailKey'>) =>
  `Demo mailbox: ${config.publicUrl}${DEV_MAIL_PATH}?key=${encodeURIComponent(config.devMailKey)}&to=<address>`;

/** Equal lengths for timingSafeEqual, and nothing about the key's length leaks through the time taken. */
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

const Query = DevMailQuery.extend({
  key: z.string().describe("The mailbox's key: DEV_MAIL_KEY, or the one printed at start"),
});

const HtmlQuery = Query.extend({
  n: z.coerce
    .number()
    .int()
    .min(0)
    .max(LIST_LIMIT - 1)
    .default(0)
    .describe('Which mail: 0 is the newest'),
});

/**
 * The demo outbox, read by the person trying the shop and by end-to-end
 * tests (it holds OTP codes, reset links, and the shop's own mail: enquiries
 * and print orders with names, phones and addresses), one address at a time
 * (`to` is required) and only with the mailbox's key (decision 029): without
 * it, the answer is the router's own 404, so the mailbox's existence is not
 * confirmed either. app.ts registers it only while the outbox adapter is in
 * use and never in production; server.ts warns when it is on a network.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepository }> = async (app, { outbox }) => {
  const expected = digest(app.config.devMailKey);
  // Once per start, for whoever ran it: the key is nowhere else to be read.
  app.log.info(devMailboxLine(app.config));

  // Before validation, so a request without the key learns nothing from a 400 about `to` either.
  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const given = (request.query as { key?: unknown }).key;
    if (typeof given === 'string' && timingSafeEqual(digest(given), expected)) return;
    return reply.callNotFound();
  };

  app.get(
    '/dev/mail',
    {
      preValidation: requireKey,
      // No rate-limit headers: a refusal must look like any unknown path's, and a 128-bit key is not guessed anyway.
      config: { rateLimit: false },
      schema: {
        tags: ['dev'],
        summary: 'Mail kept in the demo outbox, newest first (needs the mailbox key; without it, 404)',
        querystring: Query,
        response: { 200: DevMailResponse },
      },
    },
    async (request, reply) => {
      const mails = await outbox.list({ to: request.query.to, limit: LIST_LIMIT });
      reply.header('cache-control', 'no-store');
      return mails.map((mail) => ({ ...mail, createdAt: mail.createdAt.toISOString() }));
    },
  );

  // One mail drawn as its reader's mail client would: its HTML part as a page (decision 051).
  app.get(
    '/dev/mail/html',
    {
      preValidation: requireKey,
      config: { rateLimit: false },
      schema: {
        tags: ['dev'],
        summary: "One mail's HTML part, as a page: `n` counts from the newest (needs the mailbox key; without it, 404)",
        querystring: HtmlQuery,
      },
    },
    async (request, reply) => {
      const mails = await outbox.list({ to: request.query.to, limit: request.query.n + 1 });
      const mail = mails[request.query.n];
      if (!mail) throw notFound(API_MESSAGES.mailNotFound);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mail.html);
    },
  );
};
