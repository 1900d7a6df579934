import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorResponse } from '@chitra/contract/errors';
import { createTestApp, type TestApp } from '../test/app';
import { EXPECTATION_UNMET, NO_HOST, NOT_A_PROXY } from './node-refusals';

/**
 * What Node's HTTP server answers before Fastify sees a request, over a real
 * socket: `inject` never goes through Node's parser.
 */

type Answer = { statusLine: string; headers: Record<string, string>; body: string; closed: boolean };

/** Sends raw bytes, and reads the first answer: its status line, headers and (Content-Length) body. */
function exchange(port: number, request: string, waitMs = 3_000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      const text = received.toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      if (headEnd < 0) return reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 60))}: ${JSON.stringify(text)}`));
      const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      const length = Number(headers['content-length'] ?? 0);
      resolve({
        statusLine,
        headers,
        body: Buffer.from(text.slice(headEnd + 4))
          .subarray(0, length)
          .toString('utf8'),
        closed,
      });
      socket.destroy();
    };
    const timer = setTimeout(finish, waitMs);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const text = received.toString('utf8');
      const headEnd = text.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: *(\d+)/i.exec(text.slice(0, headEnd))?.[1];
      // A whole answer, unless the server said it will close: then wait for the close.
      if (
        headEnd >= 0 &&
        length !== undefined &&
        Buffer.byteLength(text.slice(headEnd + 4)) >= Number(length) &&
        !/\r\nconnection: *close/i.test(text.slice(0, headEnd))
      )
        finish();
    });
    socket.on('end', () => {
      closed = true;
      finish();
    });
    socket.on('error', reject);
    socket.write(request);
  });
}

describe("Node's own refusals answer in the error contract, over a real socket", () => {
  let app: TestApp;
  let port: number;

  beforeAll(async () => {
    app = await createTestApp();
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => app.close());

  const expectContract = (answer: Answer, status: string, code: string, message: string) => {
    expect(answer.statusLine).toBe(`HTTP/1.1 ${status}`);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = ErrorResponse.parse(JSON.parse(answer.body));
    expect(body).toEqual({ success: false, code, message, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(answer.closed, 'the connection closes after the refusal').toBe(true);
    return body;
  };

  it('HTTP/1.1 without Host: 400 saying so, with the request id of its log line', async () => {
    const answer = await exchange(port, 'GET /api/v1/config HTTP/1.1\r\n\r\n');
    const body = expectContract(answer, '400 Bad Request', 'BAD_REQUEST', NO_HOST);
    expect(answer.headers['x-request-id']).toBe(body.requestId);
    // Whatever the method and path.
    expectContract(await exchange(port, 'POST /api/v1/users/login HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}'), '400 Bad Request', 'BAD_REQUEST', NO_HOST);
    expectContract(await exchange(port, 'GET /no-such-page HTTP/1.1\r\n\r\n'), '400 Bad Request', 'BAD_REQUEST', NO_HOST);
  });

  it('HTTP/1.0 without Host is served, as HTTP/1.0 allows', async () => {
    const answer = await exchange(port, 'GET /api/v1/config HTTP/1.0\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
    expect(JSON.parse(answer.body)).toHaveProperty('success', true);
    const health = await exchange(port, 'GET /healthz HTTP/1.0\r\n\r\n');
    expect(health.statusLine).toBe('HTTP/1.1 200 OK');
  });

  it('an empty Host is a Host: served', async () => {
    const answer = await exchange(port, 'GET /api/v1/config HTTP/1.1\r\nHost:\r\nConnection: close\r\n\r\n');
    expect(answer.statusLine).toBe('HTTP/1.1 200 OK');
  });

  it('an Expect other than 100-continue: 417', async () => {
    for (const expectation of ['foo', 'bar=1', '101-switch']) {
      const answer = await exchange(port, `GET /api/v1/config HTTP/1.1\r\nHost: shop\r\nExpect: ${expectation}\r\n\r\n`);
      const body = expectContract(answer, '417 Expectation Failed', 'EXPECTATION_FAILED', EXPECTATION_UNMET);
      expect(answer.headers['x-request-id']).toBe(body.requestId);
    }
    // With a body the server never asked for.
    const post = await exchange(
      port,
      'POST /api/v1/users/login HTTP/1.1\r\nHost: shop\r\nExpect: foo\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}',
    );
    expectContract(post, '417 Expectation Failed', 'EXPECTATION_FAILED', EXPECTATION_UNMET);
  });

  it('Expect: 100-continue still works, and HTTP/1.0 ignores Expect', async () => {
    const answer = await exchange(port, 'GET /api/v1/config HTTP/1.1\r\nHost: shop\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n');
    // Node says 100 Continue first, then the answer.
    expect(['HTTP/1.1 100 Continue', 'HTTP/1.1 200 OK']).toContain(answer.statusLine);
    const old = await exchange(port, 'GET /api/v1/config HTTP/1.0\r\nExpect: foo\r\n\r\n');
    expect(old.statusLine).toBe('HTTP/1.1 200 OK');
  });

  it('CONNECT: 405, where Node dropped the connection without a word', async () => {
    const answer = await exchange(port, 'CONNECT shop.example:443 HTTP/1.1\r\nHost: shop.example:443\r\n\r\n');
    expectContract(answer, '405 Method Not Allowed', 'METHOD_NOT_ALLOWED', NOT_A_PROXY);
    expect(answer.headers.allow).toContain('GET');
  });

  it("the parser's refusals were in the contract already, and stay so", async () => {
    for (const request of [
      'FOO /api/v1/config HTTP/1.1\r\nHost: shop\r\n\r\n',
      'GET  HTTP/1.1\r\n\r\n',
      'GET /api/v1/config HTTP/1.1\r\nHost: shop\r\nBad Header: x\r\n\r\n',
      'GET /api/v1/config HTTP/1.1\r\nHost: shop\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'POST /api/v1/users/login HTTP/1.1\r\nHost: shop\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n',
      'GET /api/v1/config HTTP/1.1\r\nHost: shop\r\nContent-Length: -1\r\n\r\n',
      'GET /api/v1/config HTTP/9.9\r\nHost: shop\r\n\r\n',
    ]) {
      const answer = await exchange(port, request);
      expect(answer.statusLine, request).toBe('HTTP/1.1 400 Bad Request');
      expect(ErrorResponse.parse(JSON.parse(answer.body)).message, request).toBe('The request could not be read.');
    }
  });

  it('a malformed request behind a good one on the same connection: the good one is not corrupted, and the server lives on', async () => {
    const answer = await exchange(port, 'GET /api/v1/config HTTP/1.1\r\nHost: shop\r\n\r\nFOO BAR\r\n\r\n');
    expect(answer.statusLine).toMatch(/^HTTP\/1\.1 (200 OK|400 Bad Request)$/);
    expect(() => JSON.parse(answer.body)).not.toThrow();
    expect((await exchange(port, 'GET /healthz HTTP/1.1\r\nHost: shop\r\nConnection: close\r\n\r\n')).statusLine).toBe('HTTP/1.1 200 OK');
  });
});
