import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigResponse } from '@chitra/contract/system';
import { createTestApp, type TestApp } from '../../test/app';

describe('GET /api/v1/config', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { SHOP_NAME: 'Test Studio' } });
  });
  afterAll(() => app.close());

  it('tells the storefront who the shop is and that payments are simulated', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/config' });
    expect(res.statusCode).toBe(200);
    const body = ConfigResponse.parse(res.json());
    expect(body.productName).toBe('Chitra');
    expect(body.demo).toBe(true);
    expect(body.shop.name).toBe('Test Studio');
    expect(body.shop.address).toContain('Boisar');
    expect(body.shop.address).toContain('Maharashtra 401501');
    expect(body.shop.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\//);
    expect(body.shop.instagram).toMatch(/^https:\/\/www\.instagram\.com\//);
    expect(body.payment).toEqual({
      provider: 'simulated',
      keyId: expect.stringMatching(/^rzp_test_/),
      checkoutScript: '/api/v1/payments/simulated/checkout.js',
    });
    // The secret never leaves the server.
    expect(res.body).not.toContain(app.config.payment.keySecret);
  });
});
