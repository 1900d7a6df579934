import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { call, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { EnquiriesRepository } from './enquiries.repository';
import { ENQUIRY_MAIL_LEASE_MS, retryUnmailedEnquiries } from './enquiry-mail-retry';

/** A mail server the test can take down and bring back. */
function flakyMailer(): Mailer & { down: boolean; sent: Mail[] } {
  const mailer = {
    down: true,
    sent: [] as Mail[],
    async send(mail: Mail) {
      if (mailer.down) throw new Error('connect ECONNREFUSED 127.0.0.1:465');
      mailer.sent.push(mail);
    },
  };
  return mailer;
}

const quietLog = { info: () => undefined, error: () => undefined };

describe('enquiries the mail server refused', () => {
  let app: TestApp;
  const mailer = flakyMailer();
  const start = new Date();
  const at = (ms: number) => new Date(start.getTime() + ms);
  const retry = (now: Date) => retryUnmailedEnquiries({ db: app.database.db, mailer, shop: app.config.shop, now, log: quietLog });

  beforeAll(async () => {
    app = await createTestApp({ mailer, now: () => start });
  });
  afterAll(() => app.close());

  it('are kept, then mailed once when the mail server answers again', async () => {
    const res = await call(app, 'POST', 'enquiry', {
      ip: uniqueIp(),
      body: { name: 'Meera Joshi', email: 'meera@example.in', mobile: '9822012345', comment: 'Calendar licence?' },
    });
    // The visitor is told it arrived: it is stored.
    expect(res.statusCode).toBe(201);
    expect(await new EnquiriesRepository(app.database.db).countUnmailed()).toBe(1);

    // The request's own attempt holds a lease: no second server mails it meanwhile.
    expect(await retry(at(60_000))).toBe(0);
    // Still down after the lease: tried, not mailed, kept.
    expect(await retry(at(ENQUIRY_MAIL_LEASE_MS + 60_000))).toBe(0);
    expect(mailer.sent).toHaveLength(0);

    mailer.down = false;
    expect(await retry(at(2 * ENQUIRY_MAIL_LEASE_MS + 120_000))).toBe(1);
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: app.config.shop.email, subject: 'Website enquiry from Meera Joshi' });
    expect(mailer.sent[0]!.text).toContain('Calendar licence?');

    // Never twice.
    expect(await retry(at(5 * ENQUIRY_MAIL_LEASE_MS))).toBe(0);
    expect(mailer.sent).toHaveLength(1);
    expect(await new EnquiriesRepository(app.database.db).countUnmailed()).toBe(0);
  });

  it('are not mailed again when the first attempt worked', async () => {
    const res = await call(app, 'POST', 'enquiry', {
      ip: uniqueIp(),
      body: { name: 'Ravi Kulkarni', email: 'ravi@example.in', mobile: '9822012346', comment: 'Prints?' },
    });
    expect(res.statusCode).toBe(201);
    expect(mailer.sent.map((m) => m.subject)).toContain('Website enquiry from Ravi Kulkarni');
    const before = mailer.sent.length;
    expect(await retry(at(10 * ENQUIRY_MAIL_LEASE_MS))).toBe(0);
    expect(mailer.sent).toHaveLength(before);
  });
});
