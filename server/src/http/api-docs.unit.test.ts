import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_DOCS_COMMAND, API_DOCS_FILE, API_DOCS_PATH, generateApiDocs, renderApiDocs, type OpenApiDocument } from '../../scripts/api-docs';

/**
 * docs/api-reference.md is generated from the routes' schemas (server/scripts/api-docs.ts).
 * A route added or changed without regenerating it fails here, so the
 * reference a newcomer reads is the API the server serves.
 */
describe('docs/api-reference.md', () => {
  it('is what the routes declare now', async () => {
    const expected = await generateApiDocs();
    const actual = existsSync(API_DOCS_PATH) ? readFileSync(API_DOCS_PATH, 'utf8') : '';
    if (actual === expected) return;
    const want = expected.split('\n');
    const have = actual.split('\n');
    const line = want.findIndex((text, i) => text !== have[i]);
    const at = line === -1 ? want.length : line;
    expect.fail(
      `${API_DOCS_FILE} differs from the API the routes declare: run \`${API_DOCS_COMMAND}\` and commit the file.\n` +
        `First difference at line ${at + 1}:\n  file:      ${have[at] ?? '(end of file)'}\n  generated: ${want[at] ?? '(end of file)'}`,
    );
  }, 120_000);

  it('says who may call each endpoint, each field with its limits, and names shapes that recur', () => {
    const int = { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };
    const image = {
      type: 'object',
      properties: { _id: { type: 'string' }, url: { type: 'string' }, webp: { type: 'string' }, caption: { type: 'string' }, width: int, height: int },
      required: ['_id', 'url', 'webp', 'caption', 'width', 'height'],
    };
    const error = {
      type: 'object',
      properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
      required: ['success', 'message'],
    };
    const json = (schema: object) => ({ content: { 'application/json': { schema } } });
    const doc: OpenApiDocument = {
      paths: {
        '/api/v1/user/cart': {
          post: {
            tags: ['prints'],
            summary: 'Add prints',
            security: [{ bearer: [] }, { token: [] }],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      quantity: { type: 'integer', minimum: 1, maximum: 10 },
                      shippingInfo: { type: 'object', properties: { city: { type: 'string', minLength: 1, maxLength: 60 } }, required: ['city'] },
                    },
                    required: ['quantity'],
                  },
                },
              },
            },
            responses: { 201: json({ type: 'object', properties: { images: { type: 'array', items: image } } }), 409: json(error) },
          },
        },
        '/api/v1/admin/products/{id}': {
          get: {
            tags: ['admin'],
            summary: 'One photograph',
            security: [{ bearer: [] }],
            parameters: [{ in: 'path', name: 'id', required: true, schema: { type: 'string', format: 'uuid' } }],
            responses: { 200: json({ type: 'object', properties: { cover: image, images: { type: 'array', items: image } } }) },
          },
        },
        '/healthz': { get: { responses: { 200: { description: 'Default Response' } } } },
      },
    };
    const markdown = renderApiDocs(doc);
    expect(markdown).toContain('### POST user/cart');
    expect(markdown).toContain('- **Auth:** bearer|Token');
    expect(markdown).toContain('- **Auth:** bearer, administrator (403 for any other role)');
    expect(markdown).toContain('| `quantity` | `integer` | yes | 1–10 |');
    expect(markdown).toContain('| `shippingInfo.city` | `string` | yes | 1–60 chars |');
    expect(markdown).toContain('| path | `id` | `uuid` | yes |  |');
    expect(markdown).toContain('- **201**: `{ images?: [Image] }`');
    expect(markdown).toContain('- **200**: `{ cover?: Image, images?: [Image] }`');
    expect(markdown).toContain('- **Errors:** 409 (the error shape)');
    expect(markdown).toContain('- **Image**: `{ _id, url, webp, caption, width: integer, height: integer }`');
    expect(markdown).toContain('### GET /healthz');
    // The same document gives the same page.
    expect(renderApiDocs(doc)).toBe(markdown);
  });
});
