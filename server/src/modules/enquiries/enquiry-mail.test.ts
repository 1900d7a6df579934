import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../platform/mail/mailer';
import { retryDelayMs } from '../../platform/jobs/job-queue';
import { call, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { EnquiriesRepository } from './enquiries.repository';

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

describe('enquiries the mail server refused', () => {
  let app: TestApp;
  const mailer = flakyMailer();
  const clock = testClock();

  beforeAll(async () => {
    app = await createTestApp({ mailer, now: clock.now });
  });
  afterAll(() => app.close());

  it('are kept, retried later, then mailed once when the mail server answers again', async () => {
    const res = await call(app, 'POST', 'enquiry', {
      ip: uniqueIp(),
      body: { name: 'Meera Joshi', email: 'meera@example.in', mobile: '9822012345', comment: 'Calendar licence?' },
    });
    // The visitor is told it arrived: it is stored, with the job that mails it.
    expect(res.statusCode).toBe(201);
    expect(await new EnquiriesRepository(app.database.db).countUnmailed()).toBe(1);

    expect(await app.jobs.runDue()).toBe(1); // refused
    expect(await app.jobs.runDue()).toBe(0); // not due again yet
    clock.advanceSeconds(retryDelayMs(1) / 1000);
    expect(await app.jobs.runDue()).toBe(1); // refused again
    expect(mailer.sent).toHaveLength(0);

    mailer.down = false;
    clock.advanceSeconds(retryDelayMs(2) / 1000);
    await app.jobs.runDue();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: app.config.shop.email, subject: 'Website enquiry from Meera Joshi' });
    expect(mailer.sent[0]!.text).toContain('Calendar licence?');

    // Never twice.
    clock.advanceMinutes(120);
    await app.jobs.runDue();
    expect(mailer.sent).toHaveLength(1);
    expect(await new EnquiriesRepository(app.database.db).countUnmailed()).toBe(0);
  });
});
