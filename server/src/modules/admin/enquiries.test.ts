import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { AdminEnquiriesResponse, AdminEnquiryResponse } from '@chitra/contract/admin-enquiries';
import { CONTROL_CHARACTERS } from '@chitra/contract/text';
import { enquiries } from '../../db/schema/enquiries';
import { call, latestMailTo, type TestCustomer, uniqueEmail, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { adminCall, createAdmin, ok } from './admin-fixtures';

describe('admin: enquiries', () => {
  let app: TestApp;
  let admin: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  /** An enquiry through the contact form; answers its id. */
  async function enquire(name: string, comment: string) {
    const email = uniqueEmail('visitor');
    const res = await call(app, 'POST', 'enquiry', { ip: uniqueIp(), body: { name, email, mobile: '9876543210', comment } });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await app.database.db.select().from(enquiries).where(eq(enquiries.email, email));
    return { id: row!.id, email };
  }
  const list = async (query = '') => AdminEnquiriesResponse.parse(ok(await adminCall(app, 'GET', `admin/enquiries${query}`, { token: admin.token })));
  const reply = (id: string, body: unknown) => adminCall(app, 'POST', `admin/enquiries/${id}/reply`, { token: admin.token, body });

  it('lists enquiries newest first, open or answered', async () => {
    const first = await enquire('Meera Joshi', 'Do you print on canvas?');
    const second = await enquire('Ravi Kale', 'Can I license a photo for a book cover?');
    const all = await list('?limit=2');
    expect(all.data.map((e) => e._id)).toEqual([second.id, first.id]);
    expect(all.data[1]).toMatchObject({
      name: 'Meera Joshi',
      email: first.email,
      mobile: '9876543210',
      comment: 'Do you print on canvas?',
      status: 'open',
      answeredAt: null,
      replies: [],
    });
    expect((await list('?status=open')).data.map((e) => e._id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await list('?status=answered')).data).toEqual([]);
    const bad = await adminCall(app, 'GET', 'admin/enquiries?status=closed', { token: admin.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.status).toBe('must be one of open, answered');
  });

  it('replies: stores the reply, mails it to the visitor quoting the enquiry, marks it answered; the same reply twice is refused', async () => {
    const { id, email } = await enquire('Asha Patil', 'Is the Dahanu sunrise\navailable in A2?');
    const answer = 'Yes, A2 is available.\nIt ships in a week.';
    const replied = AdminEnquiryResponse.parse(ok(await reply(id, { message: `  ${answer}  ` })));
    expect(replied.message).toBe(ADMIN_MESSAGES.replySent);
    expect(replied.data).toMatchObject({ status: 'answered', answeredAt: expect.any(String), replies: [{ message: answer, by: admin.email, mailed: false }] });

    const twice = await reply(id, { message: answer });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ADMIN_MESSAGES.replyRepeated);

    await app.jobs.runDue();
    const mail = await latestMailTo(app, email);
    expect(mail.subject).toBe(`Re: your enquiry to ${app.config.shop.name}`);
    expect(mail.text).toContain('Hello Asha Patil,');
    expect(mail.text).toContain(answer);
    expect(mail.text).toContain('> Is the Dahanu sunrise\n> available in A2?');
    expect((await list('?status=answered')).data.find((e) => e._id === id)?.replies[0]?.mailed).toBe(true);

    // A second, different reply is mailed too; the enquiry keeps its first answered time.
    const more = AdminEnquiryResponse.parse(ok(await reply(id, { message: 'Framed as well, if you like.' })));
    expect(more.data.answeredAt).toBe(replied.data.answeredAt);
    expect(more.data.replies.map((r) => r.message)).toEqual([answer, 'Framed as well, if you like.']);

    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityType=enquiry&entityId=${id}`, { token: admin.token })));
    expect(audit.data.map((a) => a.action)).toEqual(['enquiry.reply', 'enquiry.reply']);
    expect(audit.data[1]).toMatchObject({ before: { answeredAt: null }, after: { reply: { message: answer } } });
  });

  it('refuses an empty, too long or control-character reply with the field named', async () => {
    const { id } = await enquire('Kiran Rao', 'Hello?');
    for (const [body, message] of [
      [{}, ADMIN_MESSAGES.replyRequired],
      [{ message: '   ' }, ADMIN_MESSAGES.replyRequired],
      [{ message: 'x'.repeat(5001) }, 'must be at most 5000 characters'],
      [{ message: 42 }, 'must be text'],
      [{ message: 'bell\u0007' }, CONTROL_CHARACTERS],
    ] as const) {
      const res = await reply(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors.message, JSON.stringify(body)).toBe(message);
    }
    expect((await reply('0117839b-c60e-46bf-8f5b-6be2b4cea6a0', { message: 'Hi' })).statusCode).toBe(404);
  });

  it('marks an enquiry answered without a reply, once', async () => {
    const { id } = await enquire('Neha Shah', 'Thanks for the lovely prints!');
    const marked = AdminEnquiryResponse.parse(ok(await adminCall(app, 'POST', `admin/enquiries/${id}/answered`, { token: admin.token })));
    expect(marked).toMatchObject({ message: ADMIN_MESSAGES.enquiryAnswered, data: { status: 'answered', replies: [] } });
    const again = AdminEnquiryResponse.parse(ok(await adminCall(app, 'POST', `admin/enquiries/${id}/answered`, { token: admin.token })));
    expect(again.data.answeredAt).toBe(marked.data.answeredAt);
    const audit = AuditResponse.parse(ok(await adminCall(app, 'GET', `admin/audit?entityId=${id}`, { token: admin.token })));
    expect(audit.data.map((a) => a.action)).toEqual(['enquiry.answered']);
    expect((await adminCall(app, 'POST', 'admin/enquiries/0117839b-c60e-46bf-8f5b-6be2b4cea6a0/answered', { token: admin.token })).statusCode).toBe(404);
  });
});
