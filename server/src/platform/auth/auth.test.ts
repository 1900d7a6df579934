import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCustomer, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';

/** How another module uses the hook. */
const probe: FastifyPluginAsync = async (api) => {
  api.get('/whoami', { preValidation: api.authenticate }, async (request) => ({ customer: request.customer }));
  api.get('/whoami-prehandler', { preHandler: api.authenticate }, async (request) => ({ id: request.customer.id }));
  // A route that forgot the hook: reading the customer must fail closed.
  api.get('/forgot-the-hook', async (request) => ({ id: request.customer.id }));
};

describe('the shared sign-in hook', () => {
  let app: TestApp;
  let customer: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp({ extraRoutes: probe });
    customer = await createCustomer(app);
  });
  afterAll(() => app.close());

  it('gives the route the signed-in customer', async () => {
    const res = await call(app, 'GET', 'test/whoami', { token: customer.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().customer).toEqual({
      id: customer.id,
      email: customer.email,
      role: 'customer',
      sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    const pre = await call(app, 'GET', 'test/whoami-prehandler', { token: customer.token });
    expect(pre.json()).toEqual({ id: customer.id });
  });

  it('reads the legacy Token header, bare or with the Bearer prefix', async () => {
    for (const token of [customer.token, `Bearer ${customer.token}`, `bearer   ${customer.token}`]) {
      const res = await call(app, 'GET', 'test/whoami', { headers: { token } });
      expect(res.statusCode, token).toBe(200);
    }
    const lower = await call(app, 'GET', 'test/whoami', { headers: { authorization: `bearer ${customer.token}` } });
    expect(lower.statusCode).toBe(200);
  });

  it('answers 401 in the error shape without a live token', async () => {
    const missing = await call(app, 'GET', 'test/whoami');
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
      reason: 'api.signIn',
      requestId: missing.headers['x-request-id'],
    });
    const wrong = await call(app, 'GET', 'test/whoami', { token: customer.token.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Your session has ended. Please log in again.');
  });

  it('fails closed on a route that reads the customer without the hook', async () => {
    const res = await call(app, 'GET', 'test/forgot-the-hook', { token: customer.token });
    expect(res.statusCode).toBe(401);
  });

  it('stops accepting a token once it is logged out', async () => {
    const other = await createCustomer(app);
    expect((await call(app, 'POST', 'users/logout', { token: other.token })).statusCode).toBe(200);
    expect((await call(app, 'GET', 'test/whoami', { token: other.token })).statusCode).toBe(401);
    expect((await call(app, 'GET', 'test/whoami', { headers: { token: other.token } })).statusCode).toBe(401);
  });
});
