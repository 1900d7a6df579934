import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../modules/admin/admin-fixtures';
import { call, createCustomer, uniqueIp, type TestCustomer } from '../../test/accounts';
import { createTestApp, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { addToCart, createCoupon, purchase } from '../../test/commerce';
import { createOriginal } from '../../test/originals';
import { PRIVATE_CACHE_CONTROL } from './auth.plugin';

/**
 * Every answer that depends on who asks is kept by no cache, shared or the
 * browser's: the signed-in routes are read from the OpenAPI document, as
 * the route schemas declare them, so a route added tomorrow is checked too.
 */

type Operation = { security?: Record<string, unknown>[]; requestBody?: { content?: Record<string, unknown> } };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];
const SOME_UUID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

/** An OpenAPI security requirement list that needs a sign-in: non-empty, without the empty `{}` that makes it optional. */
const needsSignIn = (security: Operation['security']) =>
  Array.isArray(security) && security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);

const isPrivate = (res: LightMyRequestResponse) => {
  const directives = String(res.headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  return directives.includes('private') && directives.includes('no-store');
};

describe('answers of signed-in routes are never cached', () => {
  let app: TestApp;
  let operations: { method: Method; template: string; operation: Operation }[];
  const signers: Record<'customer' | 'admin', TestCustomer | undefined> = { customer: undefined, admin: undefined };

  beforeAll(async () => {
    app = await createTestApp();
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      security?: Operation['security'];
      paths: Record<string, Partial<Record<Method, Operation>>>;
    };
    operations = Object.entries(doc.paths).flatMap(([template, byMethod]) =>
      METHODS.flatMap((method) => {
        const operation = byMethod[method];
        return operation ? [{ method, template, operation: { ...operation, security: operation.security ?? doc.security } }] : [];
      }),
    );
  });
  afterAll(() => app.close());

  const signedIn = () => operations.filter(({ operation }) => needsSignIn(operation.security));
  const isAdmin = (template: string) => template.startsWith('/api/v1/admin/');

  /** A signer of the right role; a new one when a call (a logout, 'sign out everywhere') ended the last one's session. */
  async function signer(role: 'customer' | 'admin', fresh = false): Promise<TestCustomer> {
    if (fresh || !signers[role]) signers[role] = role === 'admin' ? await createAdmin(app) : await createCustomer(app);
    return signers[role] as TestCustomer;
  }

  function send(method: Method, template: string, operation: Operation, headers: Record<string, string>) {
    const url = template.replace(/\{([^}]+)\}/g, (_, name: string) => (name.toLowerCase().includes('quantity') ? '1' : SOME_UUID));
    const json = operation.requestBody?.content?.['application/json'] !== undefined;
    return app.inject({
      method: method.toUpperCase() as 'GET',
      url,
      remoteAddress: uniqueIp(),
      headers,
      ...(json ? { payload: {} } : {}),
    });
  }

  it("the document marks signed-in routes, customers' and the admin area's", () => {
    const marked = signedIn();
    expect(marked.length).toBeGreaterThan(50);
    for (const template of ['/api/v1/users/orderhistory', '/api/v1/user/wishlist', '/api/v1/users/createPayment', '/api/v1/admin/orders']) {
      expect(marked.map((m) => m.template)).toContain(template);
    }
  });

  it('every signed-in route answers private, no-store to its signer, whatever the answer', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (const { method, template, operation } of signedIn()) {
      const role = isAdmin(template) ? 'admin' : 'customer';
      let res = await send(method, template, operation, { authorization: `Bearer ${(await signer(role)).token}` });
      // The call before ended the session (a logout): sign in again and ask again.
      if (res.statusCode === 401) res = await send(method, template, operation, { authorization: `Bearer ${(await signer(role, true)).token}` });
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      if (res.statusCode === 401 || res.statusCode >= 500) failures.push(`${method.toUpperCase()} ${template}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      if (!isPrivate(res)) failures.push(`${method.toUpperCase()} ${template}: ${res.statusCode} with cache-control ${String(res.headers['cache-control'])}`);
    }
    expect(failures).toEqual([]);
    // Not only refusals: the lists and the profile answer 200.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
  });

  it('and so do its refusals: no token, an ended session, the wrong role, the legacy Token header', async () => {
    const customer = await signer('customer', true);
    const failures: string[] = [];
    for (const { method, template, operation } of signedIn()) {
      const attempts: [string, Record<string, string>, number][] = [
        ['no token', {}, 401],
        ['an unknown token', { token: `${customer.token.slice(0, -4)}AAAA` }, 401],
      ];
      if (isAdmin(template)) attempts.push(['a customer in the admin area', { token: customer.token }, 403]);
      for (const [what, headers, status] of attempts) {
        const res = await send(method, template, operation, headers);
        if (res.statusCode !== status || !isPrivate(res)) {
          failures.push(`${method.toUpperCase()} ${template} with ${what}: ${res.statusCode}, cache-control ${String(res.headers['cache-control'])}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('the document misses no signed-in route: every other route answers without a token', async () => {
    const unmarked = operations.filter(({ operation }) => !needsSignIn(operation.security));
    expect(unmarked.length).toBeGreaterThan(10);
    const refused: string[] = [];
    for (const { method, template, operation } of unmarked) {
      const res = await send(method, template, operation, {});
      if (res.statusCode === 401 || res.statusCode === 403) refused.push(`${method.toUpperCase()} ${template}: ${res.statusCode}`);
    }
    expect(refused).toEqual([]);
  });

  it('the answers that prompted this, with real orders, carts and coupons, by either header', async () => {
    const who = await createCustomer(app);
    const made = await createOriginal(app.database.db, app.storage, 1500);
    const bought = await createProduct(app.database.db, { title: 'Kelva beach', price: 299, imageIds: [made.image.id] });
    const order = await purchase(app, who, [bought.id]);
    const next = await createProduct(app.database.db, { title: 'Dahanu boats', price: 499 });
    await addToCart(app, who, next.id);
    const coupon = await createCoupon(app);
    const calls: [method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown][] = [
      ['GET', 'users/orderhistory'],
      ['GET', `users/getorder/${order._id}`],
      ['GET', `users/owned/${bought.id}`],
      ['PUT', 'product/Wishlist', { prodId: next.id }],
      ['GET', 'user/wishlist'],
      ['POST', `users/downloadlink/${order._id}`, {}],
      ['POST', 'users/check-coupon-discount', { code: coupon.code }],
      ['POST', 'users/createPayment', {}],
      ['GET', 'users/me'],
    ];
    const byHeader: Record<string, string>[] = [{ authorization: `Bearer ${who.token}` }, { token: who.token }];
    for (const headers of byHeader) {
      for (const [method, url, body] of calls) {
        const res = await call(app, method, url, { headers, ip: uniqueIp(), ...(body === undefined ? {} : { body }) });
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBe(200);
        expect(res.headers['cache-control'], `${method} ${url}`).toBe(PRIVATE_CACHE_CONTROL);
      }
    }
    // Someone else's order, asked for by name: a 404 that is not cached either.
    const other = await createCustomer(app);
    const theirs = await call(app, 'GET', `users/getorder/${order._id}`, { token: other.token });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('leaves public answers as their routes cache them', async () => {
    const config = await call(app, 'GET', 'config');
    expect(config.headers['cache-control']).toBe('public, max-age=60');
    // A token on a public route changes nothing: nobody was asked who they are.
    const withToken = await call(app, 'GET', 'config', { token: (await signer('customer')).token });
    expect(withToken.headers['cache-control']).toBe('public, max-age=60');
  });
});
