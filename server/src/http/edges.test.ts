import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@chitra/contract/errors';
import { call, createCustomer, latestMailTo, resetTokenFrom } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

/** The error contract holds at the edges too: the router, the HTTP parser, a preflight. */
describe("errors Fastify and Node raise themselves answer in the contract's shape", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const expectContract = (res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, status: number) => {
    expect(res.statusCode).toBe(status);
    const body = ErrorResponse.parse(res.json());
    expect(body).not.toHaveProperty('error');
    expect(body).not.toHaveProperty('statusCode');
    expect(body.requestId).toBe(res.headers['x-request-id']);
    return body;
  };

  it('a path that is not valid percent-encoding', async () => {
    const body = expectContract(await app.inject({ method: 'GET', url: '/api/v1/product/getproduct/%ff' }), 400);
    expect(body).toMatchObject({ code: 'BAD_REQUEST', message: 'The address is not valid.' });
  });

  it('a parameter longer than any route takes, without echoing it', async () => {
    const body = expectContract(await app.inject({ method: 'GET', url: `/api/v1/product/getproduct/${'x'.repeat(600)}` }), 414);
    expect(body).toMatchObject({ code: 'URI_TOO_LONG', message: 'The address is too long.' });
  });

  it('a preflight the API does not answer', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/v1/users/login',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(expectContract(res, 404).code).toBe('NOT_FOUND');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('a body of a type the API does not read', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/users/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(expectContract(res, 415).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('headers larger than the server reads, refused by Node before Fastify', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString('utf8')));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
      socket.write(`GET /api/v1/config HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    });
    expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    const body = ErrorResponse.parse(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)));
    expect(body).toMatchObject({ success: false, code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((app.server.address() as AddressInfo).port).toBe(Number(port));
  });
});

describe('secrets in URLs never reach the log', () => {
  it('the reset link, whether the storefront page or the API call, is logged with its token redacted', async () => {
    const lines: string[] = [];
    const webDist = mkdtempSync(join(tmpdir(), 'chitra-web-'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Chitra</title>');
    const app = await createTestApp({ webDist, logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } } });
    try {
      const who = await createCustomer(app);
      await call(app, 'POST', 'user/forgot-password-token', { body: { email: who.email } });
      const token = resetTokenFrom(await latestMailTo(app, who.email, 2));
      // The customer opens the mailed link (the storefront page), then sets the password (the API).
      const page = await app.inject({ method: 'GET', url: `/reset-password/${token}?utm_source=mail` });
      expect(page.statusCode).toBe(200);
      expect((await call(app, 'PUT', `user/reset-password/${token}`, { body: { password: 'a-new-password' } })).statusCode).toBe(200);
      const logged = lines.join('\n');
      expect(logged).toContain('/reset-password/[redacted]?utm_source=mail');
      expect(logged).toContain('/api/v1/user/reset-password/[redacted]');
      expect(logged).not.toContain(token);
    } finally {
      await app.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
