import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS } from '@chitra/contract/text';
import { call, createCustomer, type TestCustomer, uniqueIp } from '../test/accounts';
import { createTestApp, type TestApp } from '../test/app';

/**
 * A fuzz test generated from the contract: the OpenAPI document the route
 * schemas produce lists every endpoint with its parameters and body. Each
 * string field of each endpoint is sent a NUL (and, separately, a C0 control
 * character), alone; every answer must be a 400 naming that field, never a
 * 5xx and never a silent success.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const HOSTILE = ['a\u0000b', 'a\u001bb'];
const SOME_UUID = '0117839b-c60e-46bf-8f5b-6be2b4cea6a0';

const variants = (schema: Schema | undefined): Schema[] => (schema ? [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])] : []);
const takesString = (schema: Schema | undefined) => variants(schema).some((s) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string')));

/** Every path to a string inside a JSON body schema, with a body that puts `value` there and nothing else. */
function stringFields(schema: Schema | undefined, value: string, path: string[] = []): { field: string; body: unknown }[] {
  const found: { field: string; body: unknown }[] = [];
  const wrap = (inner: unknown, at: string[]): unknown => at.reduceRight<unknown>((acc, key) => (/^\d+$/.test(key) ? [acc] : { [key]: acc }), inner);
  for (const variant of variants(schema)) {
    if (variant.type === 'string' && path.length > 0) found.push({ field: path.join('.'), body: wrap(value, path) });
    for (const [key, inner] of Object.entries(variant.properties ?? {})) found.push(...stringFields(inner, value, [...path, key]));
    if (variant.items) found.push(...stringFields(variant.items, value, [...path, '0']));
  }
  const seen = new Set<string>();
  return found.filter((f) => !seen.has(f.field) && seen.add(f.field));
}

describe('control characters in every string field of every endpoint', () => {
  let app: TestApp;
  let who: TestCustomer;
  let paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;

  beforeAll(async () => {
    app = await createTestApp();
    who = await createCustomer(app);
    paths = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
  });
  afterAll(() => app.close());

  it('answers 400 naming the field, for path, query and body alike', async () => {
    const tried: string[] = [];
    const failures: string[] = [];
    for (const [template, operations] of Object.entries(paths)) {
      for (const method of METHODS) {
        const operation = operations[method];
        if (!operation) continue;
        const params = operation.parameters ?? [];
        const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
        const fill = (hostile?: { name: string; value: string }) =>
          template.replace(/\{([^}]+)\}/g, (_, name: string) =>
            hostile?.name === name ? encodeURIComponent(hostile.value) : name.toLowerCase().includes('quantity') ? '1' : SOME_UUID,
          );
        const cases: { field: string; url: string; body?: unknown }[] = [];
        for (const value of HOSTILE) {
          for (const name of pathParams) cases.push({ field: name, url: fill({ name, value }) });
          for (const p of params.filter((q) => q.in === 'query' && takesString(q.schema))) {
            cases.push({ field: p.name, url: `${fill()}?${encodeURIComponent(p.name)}=${encodeURIComponent(value)}` });
          }
          const schema = operation.requestBody?.content?.['application/json']?.schema;
          for (const { field, body } of stringFields(schema, value)) cases.push({ field, url: fill(), body });
        }
        for (const attempt of cases) {
          // Each from its own address: the per-address request limit is not what this test is about.
          const res = await call(app, method.toUpperCase() as 'GET', attempt.url.replace(/^\/api\/v1\//, ''), {
            ip: uniqueIp(),
            token: who.token,
            ...(attempt.body === undefined ? {} : { body: attempt.body }),
          });
          tried.push(`${method} ${template} ${attempt.field}`);
          const errors = res.statusCode === 400 ? (res.json().errors ?? {}) : {};
          if (res.statusCode !== 400 || errors[attempt.field] !== CONTROL_CHARACTERS) {
            failures.push(`${method.toUpperCase()} ${template} ${attempt.field}: ${res.statusCode} ${res.body.slice(0, 200)}`);
          }
        }
      }
    }
    // The contract has dozens of string fields; all of them were tried.
    expect(tried.length).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  });

  it('lets tab and line breaks through in long text, and refuses them in one-line fields', async () => {
    const enquiry = { name: 'Meera', email: 'meera@example.in', mobile: '9876543210', comment: 'Line one\n\tLine two\r\n' };
    expect((await call(app, 'POST', 'enquiry', { body: enquiry })).statusCode).toBe(201);
    const oneLine = await call(app, 'POST', 'enquiry', { body: { ...enquiry, name: 'Mee\nra' } });
    expect(oneLine.statusCode).toBe(400);
    expect(oneLine.json().errors).toEqual({ name: CONTROL_CHARACTERS });
  });

  it('refuses the cases once found to answer 500', async () => {
    for (const [url, method, body] of [
      ['users/register', 'POST', { name: 'A\u0000', email: 'a@b.in', mobileNo: '9876543210', password: 'password-1' }],
      ['user/edit-user', 'PUT', { firstname: 'A\u0000', lastname: 'B', email: who.email, mobile: '9876543210' }],
      ['product/allproduct?tags=%00', 'GET', undefined],
      ['dev/mail?to=%00', 'GET', undefined],
    ] as const) {
      const res = await call(app, method, url, { token: who.token, ...(body ? { body } : {}) });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
