import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@chitra/contract/admin';
import { AuditResponse } from '@chitra/contract/admin-audit';
import { AdminCustomerResponse, AdminCustomersResponse, AdminCustomerWrittenResponse } from '@chitra/contract/admin-customers';
import { customers } from '../../db/schema/accounts';
import { call, createCustomer, mailsTo, resetTokenFrom, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { purchase } from '../../test/commerce';
import { adminCall, createAdmin, ok, paidPrintOrder } from './admin-fixtures';

describe('admin: customers', () => {
  let app: TestApp;
  let admin: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await createAdmin(app);
  });
  afterAll(() => app.close());

  const get = (url: string) => adminCall(app, 'GET', url, { token: admin.token });
  const post = (url: string) => adminCall(app, 'POST', url, { token: admin.token });
  const login = (who: TestCustomer) => call(app, 'POST', 'users/login', { ip: who.ip, body: { email: who.email, password: who.password } });

  it('lists accounts newest first and finds one by part of the name, the address or the mobile number', async () => {
    const meera = await createCustomer(app, { name: 'Meera Joshi', mobile: '9123456780' });
    const kiran = await createCustomer(app, { name: 'Kiran Rao' });
    const all = AdminCustomersResponse.parse(ok(await get('admin/customers?limit=2')));
    expect(all.data.map((c) => c._id)).toEqual([kiran.id, meera.id]);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.data[1]).toEqual({
      _id: meera.id,
      firstname: 'Meera',
      lastname: 'Joshi',
      email: meera.email,
      mobile: '9123456780',
      role: 'customer',
      verified: true,
      disabled: false,
      disabledAt: null,
      createdAt: expect.any(String),
    });
    expect(all.data[0]).not.toHaveProperty('passwordHash');

    for (const search of ['meera', 'JOSHI', 'Meera Jo', meera.email.toUpperCase(), '91234', '+91 91234 56780']) {
      const found = AdminCustomersResponse.parse(ok(await get(`admin/customers?search=${encodeURIComponent(search)}`)));
      expect(
        found.data.map((c) => c._id),
        search,
      ).toEqual([meera.id]);
      expect(found.total, search).toBe(1);
    }
    // LIKE's wildcards are matched as themselves.
    expect(AdminCustomersResponse.parse(ok(await get('admin/customers?search=%25'))).total).toBe(0);
    const tooLong = await get(`admin/customers?search=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.search).toBe('must be at most 100 characters');
    expect((await get('admin/customers?page=0')).json().errors.page).toBe('must be 1 or more');
  });

  it('shows one account with its orders of both kinds and its signed-in sessions', async () => {
    const buyer = await createCustomer(app, { name: 'Asha Patil' });
    const photo = await createProduct(app.database.db, { title: 'Bought digitally', price: 599 });
    const digital = await purchase(app, buyer, [photo.id]);
    const print = await paidPrintOrder(app, buyer, 'Bought as a print');
    const { data } = AdminCustomerResponse.parse(ok(await get(`admin/customers/${buyer.id}`)));
    expect(data).toMatchObject({ _id: buyer.id, email: buyer.email, activeSessions: 1 });
    expect(data.orders.digital).toEqual({ count: 1, total: 599 });
    expect(data.orders.prints).toEqual({ count: 1, total: 3098 });
    expect(data.orders.recent.map((o) => [o.orderID, o.kind, o.total, o.status])).toEqual([
      [print.orderID, 'print', 3098, 'Ordered'],
      [digital.orderID, 'digital', 599, 'Paid'],
    ]);
    expect((await get('admin/customers/0117839b-c60e-46bf-8f5b-6be2b4cea6a0')).json()).toMatchObject({
      success: false,
      message: ADMIN_MESSAGES.customerNotFound,
    });

    // Refunded, the digital order leaves the totals and says so among the recent orders.
    ok(await adminCall(app, 'POST', `admin/orders/${digital._id}/refund`, { token: admin.token, body: { reason: 'Bought by mistake.' } }));
    const after = AdminCustomerResponse.parse(ok(await get(`admin/customers/${buyer.id}`))).data.orders;
    expect(after.digital).toEqual({ count: 0, total: 0 });
    expect(after.recent.find((o) => o.kind === 'digital')).toMatchObject({ _id: digital._id, status: 'Refunded' });
  });

  it('disables an account: its tokens stop working at once, its logins are refused with a clear message; enabling lets it log in again', async () => {
    const ravi = await createCustomer(app, { name: 'Ravi Kale' });
    const secondDevice = (await login(ravi)).json().data.accessToken as string;
    expect((await call(app, 'GET', 'users/me', { token: ravi.token })).statusCode).toBe(200);

    const disabled = AdminCustomerWrittenResponse.parse(ok(await post(`admin/customers/${ravi.id}/disable`)));
    expect(disabled).toMatchObject({ message: ADMIN_MESSAGES.customerDisabled, data: { disabled: true, disabledAt: expect.any(String) } });

    for (const token of [ravi.token, secondDevice]) {
      const me = await call(app, 'GET', 'users/me', { token });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
    const refused = await login(ravi);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'This account has been disabled. Please contact the shop.' });
    // A wrong password says nothing about the account being disabled.
    const wrong = await call(app, 'POST', 'users/login', { ip: ravi.ip, body: { email: ravi.email, password: 'not the password' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid e-mail or password.');
    expect(AdminCustomerResponse.parse(ok(await get(`admin/customers/${ravi.id}`))).data.activeSessions).toBe(0);

    // Disabling twice changes nothing (and records nothing).
    expect(AdminCustomerWrittenResponse.parse(ok(await post(`admin/customers/${ravi.id}/disable`))).data.disabledAt).toBe(disabled.data.disabledAt);

    const enabled = AdminCustomerWrittenResponse.parse(ok(await post(`admin/customers/${ravi.id}/enable`)));
    expect(enabled).toMatchObject({ message: ADMIN_MESSAGES.customerEnabled, data: { disabled: false, disabledAt: null } });
    // The old sessions stay ended; a new login works.
    expect((await call(app, 'GET', 'users/me', { token: ravi.token })).statusCode).toBe(401);
    const again = await login(ravi);
    expect(again.statusCode).toBe(200);
    expect((await call(app, 'GET', 'users/me', { token: again.json().data.accessToken })).statusCode).toBe(200);

    const audit = AuditResponse.parse(ok(await get(`admin/audit?entityType=customer&entityId=${ravi.id}`)));
    expect(audit.data.map((a) => [a.action, a.before?.disabledAt === null, a.after?.disabledAt === null])).toEqual([
      ['customer.enable', false, true],
      ['customer.disable', true, false],
    ]);
    expect(audit.data[1]?.after).toMatchObject({ sessionsRevoked: 2 });
  });

  it('gives a disabled account no way back through a password reset: no link is mailed, and one mailed before opens nothing', async () => {
    const asha = await createCustomer(app, { name: 'Asha Patil' });
    const forgot = () => call(app, 'POST', 'user/forgot-password-token', { ip: asha.ip, body: { email: asha.email } });
    const resetMails = async () => (await mailsTo(app, asha.email)).filter((mail) => mail.subject.startsWith('Reset your'));
    expect((await forgot()).statusCode).toBe(200);
    await app.jobs.runDue();
    await expect.poll(async () => (await resetMails()).length).toBe(1);
    const earlierToken = resetTokenFrom((await resetMails())[0]!);

    ok(await post(`admin/customers/${asha.id}/disable`));
    // The same answer as for any address, and no mail.
    const asked = await forgot();
    expect(asked.statusCode).toBe(200);
    // The link goes out by a job after the answer: run it, as a server would at once.
    await app.jobs.runDue();
    expect(await resetMails()).toHaveLength(1);
    const reset = await call(app, 'PUT', `user/reset-password/${earlierToken}`, { ip: asha.ip, body: { password: 'a-new-password-123' } });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().message).toBe('This password reset link is invalid or has expired. Please ask for a new one.');
    // The old password is still the one refused with the clear message.
    expect((await login(asha)).statusCode).toBe(403);
  });

  it('refuses a token of a disabled account even if its session was somehow left open (a login racing the disable)', async () => {
    const kiran = await createCustomer(app, { name: 'Kiran Rao' });
    await app.database.db.update(customers).set({ disabledAt: new Date() }).where(eq(customers.id, kiran.id));
    expect((await call(app, 'GET', 'users/me', { token: kiran.token })).statusCode).toBe(401);
  });

  it('refuses to let an admin disable their own account, and disables another admin’s at once', async () => {
    const self = await post(`admin/customers/${admin.id}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ success: false, message: ADMIN_MESSAGES.cannotDisableSelf });
    expect((await get('admin/customers?limit=1')).statusCode).toBe(200);

    const partner = await createAdmin(app, { name: 'Second Owner' });
    expect((await adminCall(app, 'GET', 'admin/audit', { token: partner.token })).statusCode).toBe(200);
    ok(await post(`admin/customers/${partner.id}/disable`));
    expect((await adminCall(app, 'GET', 'admin/audit', { token: partner.token })).statusCode).toBe(401);
    expect((await post('admin/customers/0117839b-c60e-46bf-8f5b-6be2b4cea6a0/disable')).statusCode).toBe(404);
  });
});
