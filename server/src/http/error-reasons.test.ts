import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ErrorResponse } from '@chitra/contract/errors';
import { PAGES_MESSAGES } from '@chitra/contract/admin-pages-rules';
import { MESSAGES } from '@chitra/contract/messages';
import { ShippingInfoInput } from '@chitra/contract/prints';
import { SHIPPING_MESSAGES } from '@chitra/contract/shipping';
import { CONTROL_CHARACTERS } from '@chitra/contract/text';
import { badRequest, conflict, invalidField } from '../errors';
import { createTestApp, type TestApp } from '../test/app';

/** Routes that answer through the real error handler, each error also through the contract's ErrorResponse schema (as ADMIN_ERRORS does). */
const probe: FastifyPluginAsyncZod = async (api) => {
  const errors = { 400: ErrorResponse, 409: ErrorResponse };
  api.post('/address', { schema: { body: ShippingInfoInput, response: { 200: z.object({ ok: z.boolean() }), ...errors } } }, async () => ({ ok: true }));
  api.get('/fields', { schema: { response: errors } }, async () => {
    throw badRequest(MESSAGES.emailRequired, {
      email: MESSAGES.emailRequired,
      count: PAGES_MESSAGES.categoryHasProducts(2),
      note: 'must be text',
    });
  });
  api.get('/unnamed', { schema: { response: errors } }, async () => {
    throw badRequest('Nothing a table says.', { note: 'must be text' });
  });
  api.get('/invalid-field', { schema: { response: errors } }, async () => {
    throw invalidField('city', SHIPPING_MESSAGES.tooLong(60));
  });
  api.get('/full-category', { schema: { response: errors } }, async () => {
    throw conflict(PAGES_MESSAGES.categoryHasProducts(4));
  });
};

describe('an error answer names the reason of each field’s message (docs/decisions/063-api-error-reasons.md)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ extraRoutes: probe });
  });

  afterAll(async () => {
    await app.close();
  });

  it('gives a schema’s 400 the reason and values of each field’s words, beside the English the spec’s clients read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/address',
      payload: { lastname: 'Patil', address: '12 Station Road', city: 'x'.repeat(61), state: 'Gujarat', country: 'India', pincode: 401501 },
    });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponse.parse(res.json());
    expect(body.errors).toEqual({ firstname: SHIPPING_MESSAGES.required('firstname'), city: SHIPPING_MESSAGES.tooLong(60) });
    expect(body.fieldReasons).toEqual({
      firstname: { reason: 'shipping.required', values: { field: 'firstname' } },
      city: { reason: 'shipping.tooLong', values: { max: 60 } },
    });
    // The message is the first field's, as before; its reason is that field's message's.
    expect(body).toMatchObject({
      message: `Invalid firstname: ${SHIPPING_MESSAGES.required('firstname')}`,
      reason: 'shipping.required',
      values: { field: 'firstname' },
    });
  });

  it('names the spec’s own field messages on a real route, and leaves out a field whose words no table says', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: '', mobileNo: '9876543210' } });
    expect(res.statusCode).toBe(400);
    const body = ErrorResponse.parse(res.json());
    // 'Name is Required' is written in the schema itself, in no table: it stays English.
    expect(body.errors).toEqual({ name: 'Name is Required', email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
    expect(body.fieldReasons).toEqual({ email: { reason: 'spec.emailRequired' }, password: { reason: 'spec.passwordRequired' } });
    expect(body).not.toHaveProperty('reason');

    // The input guard's refusal of a control character, before the schema, names it too.
    const guarded = await app.inject({ method: 'POST', url: '/api/v1/users/register', payload: { name: 'Asha\u0007' } });
    expect(guarded.json()).toMatchObject({
      message: `Invalid name: ${CONTROL_CHARACTERS}`,
      reason: 'spec.controlCharacters',
      errors: { name: CONTROL_CHARACTERS },
      fieldReasons: { name: { reason: 'spec.controlCharacters' } },
    });
  });

  it('keeps the reason of a field’s message thrown as a Worded, finds a plain one’s by its words, and skips words of no table', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/v1/test/fields' })).json();
    expect(body).toMatchObject({
      code: 'BAD_REQUEST',
      message: MESSAGES.emailRequired,
      reason: 'spec.emailRequired',
      errors: { email: MESSAGES.emailRequired, count: PAGES_MESSAGES.categoryHasProducts(2).message, note: 'must be text' },
      fieldReasons: { email: { reason: 'spec.emailRequired' }, count: { reason: 'pages.categoryHasProducts', values: { count: 2 } } },
    });
    expect(body.fieldReasons).not.toHaveProperty('note');
    expect(body).not.toHaveProperty('values');

    const unnamed = (await app.inject({ method: 'GET', url: '/api/v1/test/unnamed' })).json();
    expect(unnamed).toMatchObject({ message: 'Nothing a table says.', errors: { note: 'must be text' } });
    expect(unnamed).not.toHaveProperty('reason');
    expect(unnamed).not.toHaveProperty('fieldReasons');
  });

  it('gives invalidField the values of a message made from them', async () => {
    const body = (await app.inject({ method: 'GET', url: '/api/v1/test/invalid-field' })).json();
    expect(body).toMatchObject({
      message: 'Invalid city: must be at most 60 characters',
      reason: 'shipping.tooLong',
      values: { max: 60 },
      fieldReasons: { city: { reason: 'shipping.tooLong', values: { max: 60 } } },
    });
  });

  it('sends a message made from a count with its reason and the count', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/test/full-category' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'This category has 4 photographs: move them to another category, or hide it instead.',
      reason: 'pages.categoryHasProducts',
      values: { count: 4 },
    });
  });
});
