import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DEV_MAIL_KEY, type TestApp } from '../test/app';

/** `10:04:05.123 INFO: 1a2b3c4d GET /url 200 3.2 ms`: the time, the level, the request id's first eight characters, then the request. */
const REQUEST_LINE = /^\d{2}:\d{2}:\d{2}\.\d{3} (INFO|WARN|ERROR): ([0-9a-f]{8}) (GET|PUT|POST|HEAD) (\S+) (\d{3}) (\d+(?:\.\d)?) ms$/;

/** A test app whose log is written, in the given format, to an array (one entry per line, without its newline). */
async function appLogging(format: 'pretty' | 'json') {
  const lines: string[] = [];
  const write = (chunk: string) => lines.push(...chunk.split('\n').filter((line) => line !== ''));
  const app = await createTestApp({
    env: { LOG_FORMAT: format },
    logger: { level: 'info', stream: { write } },
    extraRoutes: async (routes) => {
      routes.get('/boom', async () => {
        throw new Error('the test route broke');
      });
    },
  });
  return { app, lines };
}

describe('LOG_FORMAT=pretty: a log a person reads', () => {
  let app: TestApp;
  let lines: string[];

  beforeAll(async () => {
    ({ app, lines } = await appLogging('pretty'));
  });
  afterAll(async () => app.close());

  /** Sends the request, and gives the answer and the lines it wrote. */
  async function logged(method: 'GET' | 'PUT', url: string, body?: Record<string, unknown>) {
    const from = lines.length;
    const res = await app.inject({ method, url, ...(body === undefined ? {} : { payload: body }) });
    return { res, written: lines.slice(from) };
  }

  it('writes one line per request: method, URL, status, milliseconds and the short request id', async () => {
    const { res, written } = await logged('GET', '/api/v1/config?x=1');
    expect(res.statusCode).toBe(200);
    expect(written).toHaveLength(1);
    const [, level, id, method, url, status] = REQUEST_LINE.exec(written[0] ?? '') ?? [];
    expect({ level, id, method, url, status }).toEqual({
      level: 'INFO',
      id: String(res.headers['x-request-id']).slice(0, 8),
      method: 'GET',
      url: '/api/v1/config?x=1',
      status: '200',
    });
  });

  it('shows the URL redacted exactly as the JSON log does: no token, no key', async () => {
    const token = 'a-reset-token-nobody-may-read-0123456789';
    const reset = await logged('PUT', `/api/v1/user/%72eset-password/${token}`, { password: 'a-new-password' });
    expect(reset.res.statusCode).toBe(400);
    expect(reset.written).toHaveLength(1);
    expect(REQUEST_LINE.exec(reset.written[0] ?? '')?.slice(3, 6)).toEqual(['PUT', '/api/v1/user/reset-password/[redacted]', '400']);

    const mailbox = await logged('GET', `/api/v1/dev/mail?key=${TEST_DEV_MAIL_KEY}&to=nobody%40example.com`);
    expect(mailbox.res.statusCode).toBe(200);
    expect(mailbox.written).toHaveLength(1);
    expect(REQUEST_LINE.exec(mailbox.written[0] ?? '')?.[4]).toBe('/api/v1/dev/mail?key=[redacted]&to=nobody@example.com');

    // Refused before routing (not valid percent-encoding), where Fastify never logs a completion: its line all the same.
    const refused = await logged('GET', '/reset-password/abc%ff');
    expect(refused.res.statusCode).toBe(400);
    expect(refused.written).toHaveLength(1);
    expect(REQUEST_LINE.exec(refused.written[0] ?? '')?.slice(3, 6)).toEqual(['GET', '/reset-password/[redacted]', '400']);

    // (The mailbox's URL, key and all, is printed once at start on purpose: decision 029.)
    const requests = [...reset.written, ...mailbox.written, ...refused.written].join('\n');
    expect(requests).not.toContain(token);
    expect(requests).not.toContain(TEST_DEV_MAIL_KEY);
  });

  it("writes other lines as `time LEVEL: message {key fields}`, and a failed request's error with its stack under the same id", async () => {
    const from = lines.length;
    app.log.warn({ signal: 'SIGTERM', delaySeconds: 5 }, 'shutting down: draining requests');
    expect(lines.slice(from)).toEqual([
      expect.stringMatching(/^\d{2}:\d{2}:\d{2}\.\d{3} WARN: shutting down: draining requests \{"signal":"SIGTERM","delaySeconds":5\}$/),
    ]);

    const { res, written } = await logged('GET', '/api/v1/test/boom');
    expect(res.statusCode).toBe(500);
    const id = String(res.headers['x-request-id']).slice(0, 8);
    expect(written[0]).toMatch(new RegExp(`^\\d{2}:\\d{2}:\\d{2}\\.\\d{3} ERROR: ${id} request failed`));
    expect(written.join('\n')).toContain('Error: the test route broke');
    expect(written.join('\n')).toMatch(/\n\s+at /);
    expect(written.filter((line) => REQUEST_LINE.test(line))).toEqual([expect.stringMatching(new RegExp(` ${id} GET /api/v1/test/boom 500 `))]);
  });
});

describe('LOG_FORMAT=json: the lines programs read stay as they were', () => {
  let app: TestApp;
  let lines: string[];

  beforeAll(async () => {
    ({ app, lines } = await appLogging('json'));
  });
  afterAll(async () => app.close());

  it("Fastify's two lines per request, parseable JSON with the same fields, the URL redacted", async () => {
    const from = lines.length;
    const res = await app.inject({ method: 'GET', url: `/api/v1/dev/mail?key=${TEST_DEV_MAIL_KEY}&to=nobody%40example.com`, remoteAddress: '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    const written = lines.slice(from).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(written).toHaveLength(2);
    const [incoming, completed] = written;
    expect(Object.keys(incoming ?? {}).sort()).toEqual(['hostname', 'level', 'msg', 'pid', 'reqId', 'req', 'time'].sort());
    // No headers; remotePort too on a real socket (inject has none).
    expect(incoming).toMatchObject({ level: 30, msg: 'incoming request', reqId: res.headers['x-request-id'] });
    expect(incoming?.req).toEqual({
      method: 'GET',
      url: '/api/v1/dev/mail?key=[redacted]&to=nobody@example.com',
      host: 'localhost:80',
      remoteAddress: '203.0.113.9',
    });
    expect(Object.keys(completed ?? {}).sort()).toEqual(['hostname', 'level', 'msg', 'pid', 'reqId', 'res', 'responseTime', 'time'].sort());
    expect(completed).toMatchObject({ level: 30, msg: 'request completed', reqId: res.headers['x-request-id'], res: { statusCode: 200 } });
    expect(completed?.responseTime).toEqual(expect.any(Number));
    expect(lines.slice(from).join('\n')).not.toContain(TEST_DEV_MAIL_KEY);
  });
});
