import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema/commerce';
import { createProduct } from '../../test/catalogue-factories';
import { freePort, type Running, startServer as startServerProcess } from '../../test/server-process';

/** Only the reconciler can fulfil in this test: the gateway's webhook comes an hour late. */
const startServer = (dataDir: string, port: number) => startServerProcess(dataDir, port, { SIMULATED_WEBHOOK_DELAY_MS: '3600000' });

/**
 * The crash a shop fears most: the gateway has the buyer's money, and the
 * server dies (SIGKILL, no goodbye) before anything was fulfilled. The next
 * start's reconciler must find the capture and make the order, once.
 */

async function api(base: string, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${base}/api/v1/${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

describe('a server killed after the capture, before fulfilment', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-crash-'));
  const running: Running[] = [];
  afterAll(() => {
    for (const r of running) r.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is fulfilled exactly once by the reconciler when the server comes back', { timeout: 180_000 }, async () => {
    // A shop with one photograph (so the demo seed stays out of the way).
    const setup = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await setup.migrate();
    const product = await createProduct(setup.db, { title: 'Vaitarna at dusk', price: 750 });
    await setup.close();

    const port = await freePort();
    const first = await startServer(dataDir, port);
    running.push(first);
    const email = `crash.${process.pid}@example.in`;
    await api(first.base, 'POST', 'users/register', { name: 'Asha Patil', email, mobileNo: '9876543210', password: 'correct horse battery' });
    const mails = (await api(first.base, 'GET', `dev/mail?key=${first.devMailKey}&to=${encodeURIComponent(email)}`)) as unknown as { text: string }[];
    const otp = /verification code is (\d{4})/.exec(mails[0]?.text ?? '')?.[1];
    await api(first.base, 'POST', 'users/otp-verify', { email, otp });
    const token = (await api(first.base, 'POST', 'users/login', { email, password: 'correct horse battery' })).data.accessToken as string;
    await api(first.base, 'POST', 'users/addtocart', { productID: product.id }, token);
    const payment = (await api(first.base, 'POST', 'users/createPayment', {}, token)).data as { id: string };
    // The buyer pays at the gateway; the server dies before the browser can report it.
    await api(first.base, 'POST', `payments/simulated/orders/${payment.id}/pay`, { outcome: 'capture' });
    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(dataDir, port);
    running.push(second);
    for (let waited = 0; ; waited += 200) {
      const cart = await api(second.base, 'GET', 'users/getcart', undefined, token);
      if (cart.data[0].product.length === 0) break;
      if (waited > 90_000) throw new Error(`not fulfilled after restart:\n${second.log()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(second.log()).toMatch(/"source":"reconciler".*"msg":"payment fulfilled"|"msg":"payment fulfilled".*"source":"reconciler"/);
    second.child.kill('SIGTERM');
    await second.exited;

    const check = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      const [paid] = await check.db.select().from(payments).where(eq(payments.gatewayOrderId, payment.id));
      expect(paid?.state).toBe('paid');
      const made = await check.db.select().from(orders).where(eq(orders.paymentId, paid!.id));
      expect(made).toHaveLength(1);
      expect(await check.db.select().from(orderItems).where(eq(orderItems.orderId, made[0]!.id))).toHaveLength(1);
    } finally {
      await check.close();
    }
  });
});
