/**
 * docs/api-reference.md, generated from the OpenAPI document the routes' zod schemas
 * make (server/src/http/docs.ts), so the reference cannot drift from the
 * code: `npm run docs:api -w server` writes it, and
 * server/src/http/api-docs.unit.test.ts fails when the file differs from what
 * this script would write.
 *
 * The app is built exactly as the tests build it (createTestApp: the demo
 * parts, a throwaway DATA_DIR, in-memory PGlite unless TEST_DATABASE_URL is
 * set), so no network and no database server are needed. Only the document
 * is read; nothing listens.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createTestApp } from '../src/test/app';

/** Where the reference lives, from the repository's root. */
export const API_DOCS_FILE = 'docs/api-reference.md';
export const API_DOCS_PATH = fileURLToPath(new URL(`../../${API_DOCS_FILE}`, import.meta.url));
export const API_DOCS_COMMAND = 'npm run docs:api -w server';

// ---------------------------------------------------------------------------
// The parts of OpenAPI 3.0 the document uses
// ---------------------------------------------------------------------------

export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  default?: unknown;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

type Content = Record<string, { schema?: Schema }>;

export type Parameter = { in: string; name: string; required?: boolean; description?: string; schema?: Schema };

export type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Content };
  responses?: Record<string, { description?: string; content?: Content }>;
  security?: Record<string, string[]>[];
};

export type OpenApiDocument = {
  info?: { title?: string; version?: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const API_PREFIX = '/api/v1/';
const ADMIN_PREFIX = '/api/v1/admin/';
/** What zod writes for a plain `.int()`: no limit worth printing. */
const SAFE_INTEGER = Number.MAX_SAFE_INTEGER;
/** A nested shape at least this long, met this often, is named once under "Shared shapes". */
const SHARED_SHAPE_MIN_CHARS = 60;
const SHARED_SHAPE_MIN_USES = 2;

// ---------------------------------------------------------------------------
// Reading the document
// ---------------------------------------------------------------------------

/** The OpenAPI document of the app the tests build (GET /api/docs/json). */
export async function readOpenApiDocument(): Promise<OpenApiDocument> {
  const app = await createTestApp();
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
    return res.json() as OpenApiDocument;
  } finally {
    await app.close();
  }
}

/** docs/api-reference.md as the code has it now. */
export async function generateApiDocs(): Promise<string> {
  return renderApiDocs(await readOpenApiDocument());
}

// ---------------------------------------------------------------------------
// Types and limits of one schema
// ---------------------------------------------------------------------------

const literal = (value: unknown): string => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));
const code = (text: string): string => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
/** A table cell: pipes escaped, one line. */
const cell = (text: string): string => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');

const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);
const alternativesOf = (schema: Schema): Schema[] | undefined => schema.anyOf ?? schema.oneOf;
const isObject = (schema: Schema): boolean => typesOf(schema).includes('object') || schema.properties !== undefined;
const isArray = (schema: Schema): boolean => typesOf(schema).includes('array') || schema.items !== undefined;
const isError = (schema: Schema | undefined): boolean => schema?.properties?.success?.enum?.[0] === false;

/** A range such as `1–100`, `≥ 1` or `≤ 500`, or undefined. */
function range(min: number | undefined, max: number | undefined, unit = ''): string | undefined {
  const lo = min !== undefined && min > -SAFE_INTEGER ? min : undefined;
  const hi = max !== undefined && max < SAFE_INTEGER ? max : undefined;
  const u = unit ? ` ${unit}` : '';
  if (lo !== undefined && hi !== undefined) return lo === hi ? `exactly ${lo}${u}` : `${lo}–${hi}${u}`;
  if (lo !== undefined) return `≥ ${lo}${u}`;
  if (hi !== undefined) return `≤ ${hi}${u}`;
  return undefined;
}

/** The limits of one value: range, length, pattern, default. */
function limitsOf(schema: Schema): string[] {
  const limits: string[] = [];
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) {
    const min = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
    const max = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
    const text = range(min, max);
    if (text) {
      const exclusive = typeof schema.exclusiveMinimum === 'number' || typeof schema.exclusiveMaximum === 'number';
      limits.push(exclusive ? `${text} (bounds excluded)` : text);
    }
  }
  if (types.includes('string') && !schema.enum) {
    const text = range(schema.minLength, schema.maxLength, 'chars');
    if (text) limits.push(text);
    // A uuid's or an e-mail's own pattern says nothing the format does not.
    if (schema.pattern && !schema.format) limits.push(`pattern ${code(schema.pattern)}`);
  }
  if (isArray(schema)) {
    const text = range(schema.minItems, schema.maxItems, 'items');
    if (text) limits.push(text);
  }
  if (schema.default !== undefined) limits.push(`default ${literal(schema.default)}`);
  return limits;
}

/** A value's type in a few words: `string`, `uuid`, `integer`, `'a' \| 'b'`, `string[]`, `number \| string`. */
function typeOf(schema: Schema): string {
  const alternatives = alternativesOf(schema);
  if (alternatives) return unique(alternatives.map(typeOf)).join(' | ') + (schema.nullable ? ' | null' : '');
  if (schema.allOf) return unique(schema.allOf.map(typeOf)).join(' & ');
  let type: string;
  if (schema.const !== undefined) type = literal(schema.const);
  else if (schema.enum) type = schema.enum.map(literal).join(' | ');
  else if (isArray(schema)) type = schema.items ? `${wrap(typeOf(schema.items))}[]` : 'array';
  else if (isObject(schema)) type = 'object';
  else {
    const types = typesOf(schema).filter((t) => t !== 'null');
    type = types.length === 0 ? 'any' : types.join(' | ');
    if (schema.format && types.includes('string')) type = schema.format;
  }
  const nullable = schema.nullable || typesOf(schema).includes('null');
  return nullable ? `${type} | null` : type;
}

const wrap = (type: string): string => (type.includes(' | ') ? `(${type})` : type);
const unique = (items: string[]): string[] => [...new Set(items)];

// ---------------------------------------------------------------------------
// Request fields: one row each, nested fields by their dotted path
// ---------------------------------------------------------------------------

type FieldRow = { name: string; type: string; required: boolean; limits: string[] };

function fieldRows(schema: Schema, prefix: string, required: boolean, rows: FieldRow[] = []): FieldRow[] {
  const ownLimits = limitsOf(schema);
  if (schema.description) ownLimits.push(schema.description);
  if (isObject(schema) && schema.properties) {
    if (prefix) rows.push({ name: prefix, type: typeOf(schema), required, limits: ownLimits });
    const needed = new Set(schema.required ?? []);
    for (const [key, child] of Object.entries(schema.properties)) {
      fieldRows(child, prefix ? `${prefix}.${key}` : key, needed.has(key), rows);
    }
    return rows;
  }
  if (isArray(schema) && schema.items && isObject(schema.items) && schema.items.properties) {
    rows.push({ name: prefix, type: 'object[]', required, limits: ownLimits });
    const needed = new Set(schema.items.required ?? []);
    for (const [key, child] of Object.entries(schema.items.properties)) fieldRows(child, `${prefix}[].${key}`, needed.has(key), rows);
    return rows;
  }
  const alternatives = alternativesOf(schema);
  const objectAlternative = alternatives?.find((a) => isObject(a) && a.properties);
  if (objectAlternative) {
    // `uuid | { _id }`: the row says both; the object's fields follow.
    rows.push({ name: prefix, type: typeOf(schema), required, limits: ownLimits });
    for (const [key, child] of Object.entries(objectAlternative.properties ?? {})) {
      fieldRows(child, `${prefix}.${key}`, (objectAlternative.required ?? []).includes(key), rows);
    }
    return rows;
  }
  const limits = [...ownLimits];
  for (const alternative of alternatives ?? []) limits.push(...limitsOf(alternative).filter((l) => !limits.includes(l)));
  rows.push({ name: prefix, type: typeOf(schema), required, limits });
  return rows;
}

function fieldTable(rows: FieldRow[], withIn?: Map<FieldRow, string>): string[] {
  const header = withIn ? ['| in | name | type | required | limits |', '|---|---|---|---|---|'] : ['| field | type | required | limits |', '|---|---|---|---|'];
  return [
    ...header,
    ...rows.map((row) =>
      ['', ...(withIn ? [withIn.get(row) ?? ''] : []), code(row.name), cell(code(row.type)), row.required ? 'yes' : 'no', cell(row.limits.join('; ')), '']
        .join(' | ')
        .trim(),
    ),
  ];
}

// ---------------------------------------------------------------------------
// Answers in brief: `{ success: true, data: [Product], total: integer }`
// ---------------------------------------------------------------------------

/**
 * A shape on one line: string fields by their name alone, other types after
 * a colon, optional fields with `?`, arrays as `[item]`. Nested objects that
 * recur are written once under "Shared shapes" and named here.
 */
class ShapeWriter {
  /** Canonical text of a nested object → its name under "Shared shapes". */
  readonly named = new Map<string, string>();

  shape(schema: Schema, top = true): string {
    const alternatives = alternativesOf(schema);
    if (alternatives) return unique(alternatives.map((a) => this.shape(a, false))).join(' | ') + (schema.nullable ? ' | null' : '');
    if (isArray(schema)) return schema.items ? `[${this.shape(schema.items, false)}]` : '[]';
    if (isObject(schema) && schema.properties) {
      const text = this.objectText(schema);
      if (!top) {
        const name = this.named.get(text);
        if (name) return schema.nullable ? `${name} | null` : name;
      }
      return schema.nullable ? `${text} | null` : text;
    }
    if (isObject(schema)) {
      const values = typeof schema.additionalProperties === 'object' ? this.shape(schema.additionalProperties, false) : 'any';
      return `{ [key]: ${values} }`;
    }
    return typeOf(schema);
  }

  /** `{ a, b: integer, c? }`: each field's type unless it is a plain string. */
  objectText(schema: Schema): string {
    const needed = new Set(schema.required ?? []);
    const fields = Object.entries(schema.properties ?? {}).map(([key, child]) => {
      const name = needed.has(key) ? key : `${key}?`;
      const type = this.shape(child, false);
      return type === 'string' ? name : `${name}: ${type}`;
    });
    return fields.length === 0 ? '{}' : `{ ${fields.join(', ')} }`;
  }
}

/** Every nested object under an answer, with the property it hangs from and the path that answers it. */
type Found = { schema: Schema; key: string; path: string; tag: string };

function collectObjects(schema: Schema | undefined, key: string, at: Omit<Found, 'schema' | 'key'>, into: Found[], top = true): void {
  if (!schema) return;
  for (const alternative of alternativesOf(schema) ?? []) collectObjects(alternative, key, at, into, false);
  if (schema.items) collectObjects(schema.items, key, at, into, false);
  if (schema.properties) {
    if (!top) into.push({ schema, key, ...at });
    for (const [childKey, child] of Object.entries(schema.properties)) collectObjects(child, childKey, at, into, false);
  }
}

/** `replies` → `Reply`, `blog-posts` → `BlogPost`, `status` → `Status`. */
const pascalSingular = (key: string): string => {
  const singular = key.endsWith('ies')
    ? `${key.slice(0, -3)}y`
    : key.length > 3 && key.endsWith('s') && !key.endsWith('ss') && !key.endsWith('us')
      ? key.slice(0, -1)
      : key;
  return singular
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
};

/** Keys that say nothing of what they hold: such a shape is named after its endpoint's resource instead. */
const GENERIC_KEYS = new Set(['', 'data', 'result']);

/** `/api/v1/admin/customers/{id}/disable` → `AdminCustomer`; `/api/v1/user/cart` → `Cart`. */
function resourceName(path: string): string {
  const segments = displayPath(path)
    .split('/')
    .filter((s) => s && !s.startsWith('{'));
  if (segments[0] === 'admin' && segments[1]) return `Admin${pascalSingular(segments[1])}`;
  return pascalSingular(segments.at(-1) ?? 'shape');
}

/** Keys whose spec spelling would name a shape misleadingly: the store listing's products come in `users` (docs/spec.md §7). */
const KEY_NAMES: Record<string, string> = { users: 'ListingProduct', invoices: 'GstTotals', creditNotes: 'GstTotals', net: 'GstTotals' };

function nameOf(uses: Found[]): string {
  const counts = new Map<string, number>();
  for (const use of uses) {
    const name = GENERIC_KEYS.has(use.key) ? resourceName(use.path) : (KEY_NAMES[use.key] ?? pascalSingular(use.key));
    counts.set(name, (counts.get(name) ?? 0) + (GENERIC_KEYS.has(use.key) ? 1 : 1.5));
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (!best) throw new Error('nameOf needs at least one use to name a shape after');
  return best[0];
}

/**
 * Names the nested objects that recur across the answers. Inner shapes are
 * named first, so an outer shape is written with their names; each name
 * comes from the property it most often hangs from, or from its endpoint
 * when that property is `data`.
 */
function nameSharedShapes(writer: ShapeWriter, answers: { path: string; tag: string; schema: Schema }[]): { name: string; text: string }[] {
  const found: Found[] = [];
  for (const { path, tag, schema } of answers) collectObjects(schema, '', { path, tag }, found);
  const depthOf = new Map<Schema, number>();
  const depth = (schema: Schema): number => {
    const known = depthOf.get(schema);
    if (known !== undefined) return known;
    let deepest = 0;
    const visit = (s: Schema, d: number) => {
      if (s.properties && d > 0) deepest = Math.max(deepest, d);
      for (const a of alternativesOf(s) ?? []) visit(a, d);
      if (s.items) visit(s.items, d);
      for (const child of Object.values(s.properties ?? {})) visit(child, d + 1);
    };
    visit(schema, 0);
    depthOf.set(schema, deepest);
    return deepest;
  };
  const shared: { name: string; text: string }[] = [];
  const taken = new Set<string>();
  // Innermost first: their names then appear inside the outer shapes' texts.
  const levels = [...new Set(found.map((f) => depth(f.schema)))].sort((a, b) => a - b);
  for (const level of levels) {
    const uses = new Map<string, Found[]>();
    for (const use of found) {
      if (depth(use.schema) !== level) continue;
      const text = writer.objectText(use.schema);
      if (writer.named.has(text) || text.length < SHARED_SHAPE_MIN_CHARS) continue;
      uses.set(text, [...(uses.get(text) ?? []), use]);
    }
    const named: { name: string; text: string }[] = [];
    for (const [text, list] of uses) {
      const [first] = list;
      if (!first || list.length < SHARED_SHAPE_MIN_USES) continue;
      const base = nameOf(list) || 'Shape';
      // A name taken already is told apart by where the shape is answered: `AdminPrintOrderRefund`, `PrintOrder`.
      const place = first.path.startsWith(ADMIN_PREFIX) ? resourceName(first.path) : pascalSingular(first.tag);
      const candidates = [base, base.startsWith(place) ? base : `${place}${base}`];
      let name = candidates.find((candidate) => !taken.has(candidate)) ?? base;
      for (let n = 2; taken.has(name); n++) name = `${base}${n}`;
      taken.add(name);
      named.push({ name, text });
    }
    // Named only once the level is counted, so every text of a level is compared as written there.
    for (const { name, text } of named) writer.named.set(text, name);
    shared.push(...named);
  }
  return shared.sort((a, b) => a.name.localeCompare(b.name));
}

// ---------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------

type Entry = { method: string; path: string; operation: Operation; tag: string };

const displayPath = (path: string): string => (path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path);
const anchorOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

/** Who may call it, from `security` (and the admin area's guard, which every route under admin/ has). */
function authOf(entry: Entry, doc: OpenApiDocument): string {
  const security = entry.operation.security ?? doc.security ?? [];
  const schemes = security.map((requirement) => Object.keys(requirement));
  if (schemes.length === 0 || schemes.every((s) => s.length === 0)) return 'none';
  const optional = schemes.some((s) => s.length === 0);
  const names = unique(schemes.flat().map((s) => (s === 'token' ? 'Token' : s)));
  const label = names.join('|');
  if (entry.path.startsWith(ADMIN_PREFIX)) return `${label}, administrator (403 for any other role)`;
  return optional ? `optional (${label})` : label;
}

function jsonSchemaOf(content: Content | undefined): { type: string; schema?: Schema } | undefined {
  if (!content) return undefined;
  const [type, media] = Object.entries(content)[0] ?? [];
  return type ? { type, schema: media?.schema } : undefined;
}

function renderOperation(entry: Entry, doc: OpenApiDocument, writer: ShapeWriter): string[] {
  const { operation } = entry;
  const lines: string[] = [`### ${entry.method.toUpperCase()} ${displayPath(entry.path)}`, ''];
  if (operation.summary) lines.push(`${operation.summary}.`.replace(/([.?!])\.$/, '$1'), '');
  if (operation.description) lines.push(operation.description, '');
  lines.push(`- **Auth:** ${authOf(entry, doc)}`);

  const parameters = operation.parameters ?? [];
  const body = jsonSchemaOf(operation.requestBody?.content);
  if (parameters.length > 0) {
    const where = new Map<FieldRow, string>();
    const rows = parameters.map((parameter) => {
      const schema = { ...parameter.schema, ...(parameter.description ? { description: parameter.description } : {}) };
      const [row] = fieldRows(schema, parameter.name, parameter.required === true);
      if (!row) throw new Error(`parameter ${parameter.name} has no row: a named field always gets its own`);
      where.set(row, parameter.in);
      return row;
    });
    lines.push('- **Parameters:**', '', ...fieldTable(rows, where).map((l) => `  ${l}`), '');
  }
  if (body) {
    const rows = body.schema ? fieldRows(body.schema, '', operation.requestBody?.required === true) : [];
    lines.push(`- **Body** (${body.type}${operation.requestBody?.required ? '' : ', optional'}):`);
    if (rows.length === 0) lines.push('  any');
    else lines.push('', ...fieldTable(rows).map((l) => `  ${l}`), '');
  }

  const responses = Object.entries(operation.responses ?? {});
  const successes = responses.filter(([status]) => status.startsWith('2') || status.startsWith('3'));
  const errors = responses.filter(([status, response]) => !successes.some(([s]) => s === status) && isError(jsonSchemaOf(response.content)?.schema));
  const others = responses.filter(([status]) => !successes.some(([s]) => s === status) && !errors.some(([s]) => s === status));
  if (successes.length === 0) lines.push('- **Answer:** no schema declared for success: the answer is a file or a stream (see above)');
  for (const [status, response] of successes) {
    const media = jsonSchemaOf(response.content);
    if (!media?.schema) lines.push(`- **${status}:** ${media ? media.type : 'no body described'}`);
    else lines.push(`- **${status}**${media.type === 'application/json' ? '' : ` (${media.type})`}: ${code(writer.shape(media.schema))}`);
  }
  for (const [status, response] of others) {
    const media = jsonSchemaOf(response.content);
    lines.push(`- **${status}**: ${media?.schema ? code(writer.shape(media.schema)) : 'no body described'}`);
  }
  if (errors.length > 0) lines.push(`- **Errors:** ${errors.map(([status]) => status).join(', ')} (the error shape)`);
  lines.push('');
  return lines;
}

const INTRODUCTION = [
  '# Chitra API v1',
  '',
  `<!-- Generated by \`${API_DOCS_COMMAND}\` (server/scripts/api-docs.ts) from the OpenAPI document of the routes' zod schemas. Do not edit it by hand: server/src/http/api-docs.unit.test.ts fails when it differs from what the script writes. -->`,
  '',
  'Every endpoint the server declares, read from the OpenAPI document that the',
  "routes' zod schemas (`contract/src/*.ts`) generate; the same document is",
  'browsable at `/api/docs` on a running shop, with every detail of every',
  'shape. This page is the summary a person reads.',
  '',
  '- **Base path** `/api/v1`: paths below are relative to it, except the',
  "  health checks. Paths, methods and field names are the specification's",
  '  (docs/spec.md §3, §7), kept verbatim with their misspellings',
  '  (`catagory`, `catogeryname`, `razerPay`, `users/` beside `user/`);',
  '  endpoints the specification does not name have plain names',
  '  (docs/decisions/002-api-paths-verbatim.md).',
  '- **Auth:** "bearer" means `Authorization: Bearer <token>` is required',
  '  (401 without a live token); "bearer|Token" also accepts the token in a',
  '  header named `Token` (the legacy print calls, docs/spec.md §6). Everything under',
  "  `admin/` also needs an administrator's account: 403 for any other role",
  '  (docs/decisions/024-admin-area.md). Every answer of a signed-in route is',
  '  `Cache-Control: private, no-store`.',
  '- **Money:** fields on the wire are rupees, as JSON numbers (`499`,',
  '  `499.5`); `amount` fields that go to the payment gateway are paise',
  '  (integers). The server keeps integer paise and never trusts an amount a',
  '  client sends (docs/architecture.md §3, "Money").',
  '- **Errors:** every error is `{ success: false, message, code, reason?,',
  '  values?, errors?, fieldReasons?, requestId? }` (docs/architecture.md §3',
  '  item 11, docs/decisions/006-errors-and-limits.md; `reason`, `values` and',
  '  `fieldReasons` name the English words for a translation, decision 063):',
  '  400 bad input with `errors`',
  "  keyed by the field's dotted path, 401 no or a dead token, 403 not",
  "  allowed, 404 unknown (also another customer's order), 409 conflict, 413",
  '  too large, 429 rate limited with `Retry-After`, 503 a service that is not',
  '  answering, 500 a generic message with the request id. Every answer',
  '  carries `x-request-id`.',
  '- **Success:** answers carry `success: true` unless the shape below is a',
  '  bare list or a file. Unknown request fields are stripped, never stored;',
  '  JSON bodies are at most 64 KiB.',
  '- **Reading the shapes:** a field written by its name alone is a string;',
  "  `?` marks an optional field, `[X]` a list of X, `'a' | 'b'` the values",
  '  allowed; shapes that recur are named once under "Shared shapes".',
  '- **Demo only:** the `dev` endpoints and `payments/simulated/…` exist only',
  '  in the demo shop (no `SMTP_URL`, no Razorpay keys; never in production).',
  '',
];

/** The markdown of docs/api-reference.md for this document. Pure: the same document gives the same text. */
export function renderApiDocs(doc: OpenApiDocument): string {
  const entries: Entry[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = byMethod[method];
      if (operation) entries.push({ method, path, operation, tag: operation.tags?.[0] ?? 'health' });
    }
  }
  // Sections in the order the server registers them; untagged (the health checks) last.
  const tags = unique(entries.map((e) => e.tag)).sort((a, b) => Number(a === 'health') - Number(b === 'health'));

  const writer = new ShapeWriter();
  const answers = entries.flatMap((e) =>
    Object.values(e.operation.responses ?? {}).flatMap((r) => {
      const schema = jsonSchemaOf(r.content)?.schema;
      return schema && !isError(schema) ? [{ path: e.path, tag: e.tag, schema }] : [];
    }),
  );
  const shared = nameSharedShapes(writer, answers);

  const lines = [...INTRODUCTION];
  lines.push('## Contents', '');
  for (const tag of tags) {
    const count = entries.filter((e) => e.tag === tag).length;
    lines.push(`- [${tag}](#${anchorOf(tag)}): ${count} endpoint${count === 1 ? '' : 's'}`);
  }
  lines.push(`- [Shared shapes](#shared-shapes): ${shared.length}`, '');

  for (const tag of tags) {
    lines.push(`## ${tag}`, '');
    for (const entry of entries.filter((e) => e.tag === tag)) lines.push(...renderOperation(entry, doc, writer));
  }

  lines.push('## Shared shapes', '');
  lines.push('Nested objects that recur in the answers above, named after the field they most often fill.', '');
  for (const { name, text } of shared) lines.push(`- **${name}**: ${code(text)}`);
  lines.push('');
  return lines.join('\n');
}

// ---------------------------------------------------------------------------
// The command
// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const markdown = await generateApiDocs();
  writeFileSync(API_DOCS_PATH, markdown);
  process.stdout.write(`Wrote ${API_DOCS_FILE} (${markdown.length.toLocaleString('en-IN')} characters).\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
