import type { IncomingMessage, ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';
import { rawErrorAnswer } from './error-handler';

/**
 * Node's HTTP server refuses an HTTP/1.1 request without `Host` itself, with
 * an empty 400 Fastify never sees. Off here: the refusal below says the
 * same in the error contract.
 */
export const NODE_HTTP_OPTIONS: ServerOptions = { requireHostHeader: false };

export const NO_HOST = 'The request has no Host header.';
export const EXPECTATION_UNMET = 'The server cannot meet the expectation in the Expect header; send the request without it.';
export const NOT_A_PROXY = 'This server is not a proxy: CONNECT is not served.';

/** The methods the API and the storefront answer, for the Allow header of a refused CONNECT. */
const SERVED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/**
 * The refusals Node's HTTP server would make before Fastify sees a request,
 * made here in the error contract instead (`{ success: false, code,
 * message, requestId }`, JSON, the same status), each logged like any
 * request and closing the connection as Node's would:
 *
 * - HTTP/1.1 without `Host` (RFC 9112 §3.2: 400). HTTP/1.0 has no such rule
 *   and is served, as Node serves it.
 * - An `Expect` other than `100-continue` (RFC 9110 §10.1.1: 417). Node only
 *   reads Expect in HTTP/1.1, and emits `checkExpectation` exactly where
 *   it would answer 417 itself; the request goes on to Fastify, marked.
 * - CONNECT, which Node hands to `connect` listeners only and otherwise
 *   drops the connection without a word: 405, as no Fastify route can.
 */
export function registerNodeRefusals(app: FastifyInstance): void {
  const unmetExpectations = new WeakSet<IncomingMessage>();
  app.server.on('checkExpectation', (request: IncomingMessage, response) => {
    unmetExpectations.add(request);
    app.server.emit('request', request, response);
  });
  app.server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    if (socket.writable) socket.end(rawErrorAnswer(405, NOT_A_PROXY, { Allow: SERVED_METHODS }));
    else socket.destroy();
  });

  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const close = { connection: 'close' };
    if (raw.httpVersionMajor === 1 && raw.httpVersionMinor === 1 && raw.headers.host === undefined) {
      throw new AppError('BAD_REQUEST', NO_HOST, undefined, close);
    }
    if (unmetExpectations.has(raw)) throw new AppError('EXPECTATION_FAILED', EXPECTATION_UNMET, undefined, close);
  });
}
