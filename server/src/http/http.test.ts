import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../test/app';

/** Throwaway routes that drive the real error handler. */
const probe: FastifyPluginAsyncZod = async (api) => {
  api.post('/probe', { schema: { body: z.object({ email: z.email(), page: z.number().int().min(1) }) } }, async () => ({ ok: true }));
  api.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Already there');
  });
  api.get('/crash', async () => {
    throw new Error('database password is hunter2');
  });
};

describe('HTTP contract', () => {
  let app: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'chitra-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Chitra</title><div id="root"></div>');
    writeFileSync(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    app = await createTestApp({ webDist, extraRoutes: probe });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('answers an unknown API path with a JSON 404, never the storefront', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No such endpoint: GET /api/v1/no-such-thing',
      requestId: res.headers['x-request-id'],
    });
  });

  it('answers a POST to a storefront path with a JSON 404, not index.html', async () => {
    const res = await app.inject({ method: 'POST', url: '/cart' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('answers a validation error with 400 and a message per field', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/probe',
      payload: { email: 'not-an-address', page: 0 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'page']);
    expect(body.message).toMatch(/^Invalid (email|page): /);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
  });

  it('answers an oversized body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/probe',
      payload: { email: 'a@b.co', page: 1, pad: 'x'.repeat(100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  it('maps a thrown AppError to its status', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ success: false, code: 'CONFLICT', message: 'Already there', requestId: res.headers['x-request-id'] });
  });

  it('answers an unexpected failure with a generic 500 and the request id, never the inside', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/crash' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'INTERNAL', requestId: res.headers['x-request-id'] });
    expect(res.body).not.toContain('hunter2');
    expect(res.body).not.toContain('at ');
  });

  it('serves index.html for client routes, revalidated on every visit', async () => {
    const res = await app.inject({ method: 'GET', url: '/contact?x=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  });

  it('caches hashed assets forever', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('puts a request id and a Content-Security-Policy on every response', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/v1/config'].get.responses['200']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
  });

  it('is ready while the database answers, and says so when it does not', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('readiness of a draining instance, or one with a dependency down', () => {
  it('answers 503 naming what does not answer, and 503 once draining', { timeout: 60_000 }, async () => {
    const app = await createTestApp();
    try {
      app.readiness.check('storage', () => Promise.reject(new Error('bucket gone')));
      const down = await app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'Not reachable: storage.' });

      app.readiness.check('storage', async () => {});
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      app.readiness.drain();
      const draining = await app.inject({ method: 'GET', url: '/readyz' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toEqual({ success: false, code: 'UNAVAILABLE', message: 'Shutting down.' });
      // Alive all the same: the process still answers.
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database is gone', async () => {
    const app = await createTestApp();
    await app.database.close();
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    // The database is closed already; closing the app must not throw on it.
    app.database.close = async () => {};
    await app.close();
  });
});
