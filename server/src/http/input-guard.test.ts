import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@chitra/contract/errors';
import { BODY_LIMIT_BYTES } from '../app';
import { call, createCustomer, type TestCustomer } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { findControlCharacters, MAX_NESTING_DEPTH, NESTED_TOO_DEEPLY, nestsDeeperThan } from './input-guard';

/** `[[[…"x"…]]]`: `levels` arrays around a string, as JSON text. */
const arrays = (levels: number) => `${'['.repeat(levels)}"x"${']'.repeat(levels)}`;
/** `{"a":{"a":…"x"…}}`: `levels` objects around a string, as JSON text. */
const objects = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;

/** The deepest nesting of objects and arrays a JSON schema of the OpenAPI document allows. */
type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
function schemaDepth(schema: Schema | undefined, seen = 0): number {
  // A self-referencing schema would be unbounded: far past any limit, so the test says so.
  if (!schema || seen > 100) return seen > 100 ? Infinity : 0;
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].map((s) => schemaDepth(s, seen));
  const inner = Math.max(0, ...Object.values(schema.properties ?? {}).map((s) => schemaDepth(s, seen + 1)), schemaDepth(schema.items, seen + 1));
  const own = schema.properties || schema.items || schema.type === 'object' || schema.type === 'array' ? 1 + inner : 0;
  return Math.max(own, ...variants);
}

describe('a body nested deeper than any request of the API', () => {
  let app: TestApp;
  let who: TestCustomer;

  beforeAll(async () => {
    app = await createTestApp();
    who = await createCustomer(app);
  });
  afterAll(() => app.close());

  const send = (url: string, body: string, token?: string) =>
    app.inject({
      method: url === 'user/edit-user' ? 'PUT' : 'POST',
      url: `/api/v1/${url}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: body,
    });

  const expectNestedTooDeeply = (res: Awaited<ReturnType<typeof send>>, what: string) => {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(400);
    const body = ErrorResponse.parse(res.json());
    expect(body).toEqual({ success: false, code: 'BAD_REQUEST', message: NESTED_TOO_DEEPLY, requestId: res.headers['x-request-id'] });
  };

  it('answers 400 in the error shape, before sign-in, on public and signed-in endpoints alike', async () => {
    // 32,000 levels is about the deepest that fits in the body limit.
    const deepest = Math.floor((BODY_LIMIT_BYTES - 100) / 2);
    for (const levels of [MAX_NESTING_DEPTH + 1, 8_000, deepest]) {
      for (const [url, token] of [
        ['users/login', undefined],
        ['users/register', undefined],
        ['users/createPayment', who.token],
        ['users/check-coupon-discount', who.token],
        ['user/edit-user', who.token],
        // Refused before sign-in is checked, so without a token too.
        ['users/createPayment', undefined],
      ] as const) {
        expectNestedTooDeeply(await send(url, `{"email":${arrays(levels - 1)},"password":"x"}`, token), `${url} ${levels} arrays`);
      }
    }
    expectNestedTooDeeply(await send('users/login', objects(8_000)), 'objects');
    expectNestedTooDeeply(await send('users/createPayment', arrays(8_000), who.token), 'a bare array');
  });

  it('refuses 100,000 levels too: they cannot fit in the body limit, so 413 before a byte is parsed', async () => {
    const res = await send('users/login', `{"email":${arrays(100_000)}}`);
    expect(res.statusCode).toBe(413);
    expect(ErrorResponse.parse(res.json()).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('lets MAX_NESTING_DEPTH levels through to the route, whose schema judges them', async () => {
    const res = await send('users/login', `{"email":${arrays(MAX_NESTING_DEPTH - 1)},"password":"x"}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toBe(NESTED_TOO_DEEPLY);
    expect(res.json().errors).toHaveProperty('email');
  });

  it('still serves an ordinary body', async () => {
    const login = await call(app, 'POST', 'users/login', { ip: who.ip, body: { email: who.email, password: who.password } });
    expect(login.statusCode, login.body).toBe(200);
    const edit = await call(app, 'PUT', 'user/edit-user', {
      token: who.token,
      body: { firstname: 'Asha', lastname: 'Patil', email: who.email, mobile: '9876543210' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('leaves a query string flat, however its keys are written', async () => {
    const key = `${'a['.repeat(4_000)}${']'.repeat(4_000)}`;
    const res = await app.inject({ method: 'GET', url: `/api/v1/product/allproduct?${encodeURIComponent(key)}=1&${'b[0]'.repeat(2_000)}=2` });
    expect(res.statusCode).toBeLessThan(500);
  });

  it('allows every body of the contract: the deepest is well inside the limit', async () => {
    const paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>> = (
      await app.inject({ method: 'GET', url: '/api/docs/json' })
    ).json().paths;
    const depths = Object.values(paths).flatMap((operations) =>
      Object.values(operations).map((operation) => schemaDepth(operation.requestBody?.content?.['application/json']?.schema)),
    );
    const deepest = Math.max(...depths);
    expect(deepest).toBeGreaterThanOrEqual(2);
    expect(deepest).toBeLessThanOrEqual(MAX_NESTING_DEPTH / 4);
  });
});

describe('the guard walks without recursion', () => {
  const nested = (levels: number): unknown => {
    let value: unknown = 'a\u0000b';
    for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { k: value };
    return value;
  };

  it('measures and searches 200,000 levels without overflowing the stack', () => {
    const deep = nested(200_000);
    expect(nestsDeeperThan(deep, MAX_NESTING_DEPTH)).toBe(true);
    expect(findControlCharacters(deep)).toMatch(/^(k|0)(\.(k|0))+$/);
  });

  it('counts the outer container as level 1', () => {
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH), MAX_NESTING_DEPTH)).toBe(false);
    expect(nestsDeeperThan(nested(MAX_NESTING_DEPTH + 1), MAX_NESTING_DEPTH)).toBe(true);
    expect(nestsDeeperThan('text', 0)).toBe(false);
    expect(nestsDeeperThan(Buffer.from('[[[]]]'), 0)).toBe(false);
  });

  it('names the first field holding a control character, keys by their object, as before', () => {
    expect(findControlCharacters({ a: 'ok', b: [{ c: 'ok' }, { d: 'x\u0007' }], e: 'y\u0000' })).toBe('b.1.d');
    expect(findControlCharacters({ 'bad\u0000key': 'ok' })).toBe('request');
    expect(findControlCharacters({ outer: { 'bad\u0000key': 'ok' } })).toBe('outer');
    expect(findControlCharacters({ text: 'tab\tand\nbreaks\r\n' })).toBeUndefined();
    expect(findControlCharacters('\u0000')).toBe('request');
    expect(findControlCharacters(['ok', 'x\u001b'])).toBe('1');
  });
});
