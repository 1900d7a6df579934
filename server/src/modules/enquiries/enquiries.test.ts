import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, mailsTo, uniqueIp } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { ENQUIRY_LIMIT } from './enquiries.routes';

const valid = {
  name: 'Meera Joshi',
  email: 'meera@example.in',
  mobile: 9822012345,
  comment: 'Do you license the Kelva beach series for a calendar?',
};

describe('POST enquiry', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const send = (body: Record<string, unknown>, ip = uniqueIp()) => call(app, 'POST', 'enquiry', { ip, body });

  it('stores the enquiry and mails it to the shop', async () => {
    const res = await send({ ...valid, comment: 'Hello <b>shop</b>\nSecond line' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, message: 'Contact Form Submitted Successfully' });
    await app.jobs.runDue();
    const [mail] = await mailsTo(app, app.config.shop.email);
    expect(mail?.subject).toBe('Website enquiry from Meera Joshi');
    expect(mail?.text).toContain('meera@example.in');
    expect(mail?.text).toContain('9822012345');
    // What the visitor typed never becomes markup in the shop's mail.
    expect(mail?.html).toContain('Hello &lt;b&gt;shop&lt;/b&gt;<br>Second line');
    expect(mail?.html).not.toContain('<b>shop</b>');
  });

  it.each([
    ['name', { name: '' }, 'First Name is Required'],
    ['name', { name: undefined }, 'First Name is Required'],
    ['email', { email: '' }, 'Email is Required'],
    ['email', { email: 'meera@' }, 'Email Should be valid'],
    ['mobile', { mobile: undefined }, 'Mobile No is Required'],
    ['comment', { comment: '   ' }, 'comments is Required'],
  ])('rejects a bad %s with the spec message', async (field, change, message) => {
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toBe(message);
  });

  it('rejects a non-numeric mobile number', async () => {
    const res = await send({ ...valid, mobile: 'call me' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('mobile');
  });

  it('limits how many one address can send', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < ENQUIRY_LIMIT.max; i++) expect((await send(valid, ip)).statusCode).toBe(201);
    const limited = await send(valid, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });
});
