import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { customers } from '../../db/schema/accounts';
import { createCustomer, type TestCustomer, uniqueIp } from '../../test/accounts';
import type { TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { addPrint, buyPrints } from '../../test/prints';

/** Factories and calls for the admin area's tests. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A call to `/api/v1/<url>` (PATCH included), with a bearer token when given.
 * Each from an address of its own: the role matrix alone makes more calls
 * than the global limit allows one address in a minute (300), and these
 * tests are about roles and rules, not the rate limit.
 */
export function adminCall(app: TestApp, method: Method, url: string, options: { token?: string; body?: unknown } = {}): Promise<LightMyRequestResponse> {
  const request: InjectOptions = {
    method,
    url: `/api/v1/${url}`,
    remoteAddress: uniqueIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  return app.inject(request);
}

/** A signed-in customer made an admin (as `npm run admin:create` would). */
export async function createAdmin(app: TestApp, overrides: Parameters<typeof createCustomer>[1] = {}): Promise<TestCustomer> {
  const who = await createCustomer(app, { name: 'Shop Owner', ...overrides });
  await app.database.db.update(customers).set({ role: 'admin' }).where(eq(customers.id, who.id));
  return who;
}

/** Expects a 2xx answer and gives back its JSON. */
export function ok<T = Record<string, unknown>>(res: LightMyRequestResponse, status = 200): T {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as T;
}

/** A paid print order of `who` (two prints of one photograph in black, ₹1,499 each, plus shipping): answers it as the customer sees it. */
export async function paidPrintOrder(app: TestApp, who: TestCustomer, title = 'Kelva at low tide') {
  const product = await createProduct(app.database.db, { title, price: 499, printPrice: 1499, colours: ['black'] });
  const detail = await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${product.id}` });
  const black = (detail.json().product.color as { _id: string }[])[0]!._id;
  await addPrint(app, who, product.id, black, 2);
  return buyPrints(app, who);
}
