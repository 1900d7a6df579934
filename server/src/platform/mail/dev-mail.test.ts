import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevMailResponse } from '@chitra/contract/accounts';
import { ErrorResponse } from '@chitra/contract/errors';
import { call, createCustomer, latestMailTo, readDevMail, uniqueIp } from '../../test/accounts';
import { openDatabase } from '../../db/client';
import { createTestApp, TEST_DEV_MAIL_KEY, type TestApp } from '../../test/app';
import { createProduct } from '../../test/catalogue-factories';
import { freePort, startServer } from '../../test/server-process';
import { DEV_MAIL_PATH } from './dev-mail.routes';

/**
 * The demo mailbox holds every customer's codes and reset links and the
 * shop's own mail (enquiries, print orders: names, phones, addresses): it
 * answers only with its key, and without it says no more than any unknown
 * path (decision 029).
 */
describe('the demo mailbox', () => {
  let app: TestApp;
  const shop = 'support@chitra.example';

  beforeAll(async () => {
    app = await createTestApp();
    // The shop's own mail: an enquiry to the support address /config publishes.
    const enquiry = { name: 'Meera Joshi', email: 'meera@example.in', mobile: '9876543210', comment: 'Do you ship framed prints to Pune?' };
    expect((await call(app, 'POST', 'enquiry', { ip: uniqueIp(), body: enquiry })).statusCode).toBe(201);
    await app.jobs.runDue();
  });
  afterAll(() => app.close());

  /** What an unknown path answers, for comparison: status, body without its request id, header names. */
  const shape = (res: Awaited<ReturnType<typeof app.inject>>, path = DEV_MAIL_PATH) => {
    const { requestId, ...body } = ErrorResponse.parse(res.json());
    expect(requestId).toBe(res.headers['x-request-id']);
    return {
      status: res.statusCode,
      body: { ...body, message: body.message.replace(path, '<path>') },
      headers: Object.keys(res.headers)
        .filter((name) => !['date', 'x-request-id', 'content-length'].includes(name))
        .sort(),
    };
  };

  it("is published as the shop's support address, whose mail is there", async () => {
    const config = (await call(app, 'GET', 'config')).json();
    expect(JSON.stringify(config)).toContain(shop);
    const res = await readDevMail(app, shop);
    expect(res.statusCode).toBe(200);
    const mails = DevMailResponse.parse(res.json());
    expect(mails.map((m) => m.subject)).toEqual(['Website enquiry from Meera Joshi']);
    expect(mails[0]!.text).toContain('9876543210');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers without its key, or with a wrong one, exactly as an unknown path does', async () => {
    const unknown = shape(await app.inject({ method: 'GET', url: '/api/v1/dev/nothing?to=x' }), '/api/v1/dev/nothing');
    expect(unknown).toMatchObject({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'No such endpoint: GET <path>' } });
    const to = encodeURIComponent(shop);
    for (const query of [
      `to=${to}`,
      `key=&to=${to}`,
      `key=wrong-key-0123456789&to=${to}`,
      `key=${TEST_DEV_MAIL_KEY.slice(0, -1)}&to=${to}`,
      `key=${TEST_DEV_MAIL_KEY}x&to=${to}`,
      `key=${TEST_DEV_MAIL_KEY.toUpperCase()}&to=${to}`,
      // Twice: an array is no key.
      `key=${TEST_DEV_MAIL_KEY}&key=${TEST_DEV_MAIL_KEY}&to=${to}`,
      // No `to` either: the key is asked first, so nothing says `to` is wanted here.
      '',
      'key=wrong-key-0123456789',
    ]) {
      const res = await app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}?${query}` });
      expect(shape(res), query).toEqual(unknown);
      expect(res.body).not.toContain('Meera');
    }
    for (const method of ['POST', 'PUT', 'DELETE'] as const) {
      expect((await app.inject({ method, url: `${DEV_MAIL_PATH}?key=${TEST_DEV_MAIL_KEY}&to=${to}` })).statusCode).toBe(404);
    }
  });

  it("does not hand out a customer's reset link by their address without the key", async () => {
    const who = await createCustomer(app);
    await call(app, 'POST', 'user/forgot-password-token', { ip: who.ip, body: { email: who.email } });
    await latestMailTo(app, who.email, 2);
    const refused = await app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}?to=${encodeURIComponent(who.email)}` });
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain('reset-password');
    const mails = DevMailResponse.parse((await readDevMail(app, who.email)).json());
    expect(mails[0]!.text).toContain('/reset-password/');
  });

  it("draws one mail's HTML as a page, newest first, only with the key", async () => {
    const to = encodeURIComponent(shop);
    const page = await app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}/html?key=${TEST_DEV_MAIL_KEY}&to=${to}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain('<title>Website enquiry from Meera Joshi</title>');
    expect(page.body).toContain('Do you ship framed prints to Pune?');
    expect(page.body).toContain(`src="${app.config.publicUrl}/mail/logo.png"`);
    // Only one mail there: the second newest is not found.
    const missing = await app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}/html?key=${TEST_DEV_MAIL_KEY}&to=${to}&n=1` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No such mail.' });
    const unknown = shape(await app.inject({ method: 'GET', url: '/api/v1/dev/nothing?to=x' }), '/api/v1/dev/nothing');
    for (const query of [`to=${to}`, `key=wrong-key-0123456789&to=${to}`]) {
      const res = await app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}/html?${query}` });
      expect(shape(res, `${DEV_MAIL_PATH}/html`), query).toEqual(unknown);
      expect(res.body).not.toContain('Meera');
    }
  });

  it('still wants `to` from whoever holds the key', async () => {
    const res = await app.inject({ method: 'GET', url: `${DEV_MAIL_PATH}?key=${TEST_DEV_MAIL_KEY}` });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ to: 'to is a required field' });
  });
});

describe("the demo mailbox's key when DEV_MAIL_KEY is unset", () => {
  const start = async () => {
    const lines: string[] = [];
    const app = await createTestApp({
      env: { DEV_MAIL_KEY: '', PUBLIC_URL: 'http://localhost:3000' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const printed = lines.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.msg.startsWith('Demo mailbox: '));
    return { app, printed };
  };

  it('is 128 random bits made at each start, printed once as the mailbox URL, and opens the mailbox', async () => {
    const first = await start();
    const second = await start();
    try {
      expect(first.printed).toHaveLength(1);
      expect(first.printed[0]!.level).toBe(30); // info
      const line = first.printed[0]!.msg;
      const key = /^Demo mailbox: http:\/\/localhost:3000\/api\/v1\/dev\/mail\?key=([A-Za-z0-9_-]{22})&to=<address>$/.exec(line)?.[1];
      expect(key, line).toBeDefined();
      expect(key).toBe(first.app.config.devMailKey);
      expect(key).not.toBe(TEST_DEV_MAIL_KEY);
      expect(second.app.config.devMailKey).not.toBe(key);

      const url = new URL(line.slice('Demo mailbox: '.length).replace('<address>', encodeURIComponent('someone@example.in')));
      const res = await first.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
      expect((await readDevMail(first.app, 'someone@example.in', second.app.config.devMailKey)).statusCode).toBe(404);
    } finally {
      await first.app.close();
      await second.app.close();
    }
  });

  it('is not printed when mail goes out by SMTP (no mailbox)', async () => {
    const lines: string[] = [];
    const app = await createTestApp({
      env: { SMTP_URL: 'smtp://127.0.0.1:9' },
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      expect(lines.join('\n')).not.toContain('Demo mailbox');
      expect(lines.join('\n')).not.toContain(app.config.devMailKey);
    } finally {
      await app.close();
    }
  });
});

describe('the demo mailbox at a real start (npm start, no DEV_MAIL_KEY)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-mailbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints its URL with a key made for this start, which opens it', { timeout: 90_000 }, async () => {
    // One product keeps the demo seed out of the way.
    const setup = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    await setup.migrate();
    await createProduct(setup.db, { title: 'Kelva beach', price: 500 });
    await setup.close();

    const port = await freePort();
    const server = await startServer(dataDir, port, { DEV_MAIL_KEY: '' });
    try {
      let line: string | undefined;
      for (let waited = 0; line === undefined && waited < 5000; waited += 50) {
        line = server
          .log()
          .split('\n')
          .flatMap((json) => (json.includes('"Demo mailbox: ') ? [(JSON.parse(json) as { msg: string }).msg.slice('Demo mailbox: '.length)] : []))[0];
        if (line === undefined) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const printed = new URL(line ?? 'http://missing/');
      expect(`${printed.origin}${printed.pathname}`).toBe(`http://localhost:${port}${DEV_MAIL_PATH}`);
      const key = printed.searchParams.get('key') ?? '';
      expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(printed.searchParams.get('to')).toBe('<address>');

      const open = (query: string) => fetch(`${server.base}${DEV_MAIL_PATH}?${query}`);
      expect((await open(`key=${key}&to=someone%40example.in`)).status).toBe(200);
      expect((await open(`key=${TEST_DEV_MAIL_KEY}&to=someone%40example.in`)).status).toBe(404);
      expect((await open('to=someone%40example.in')).status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
