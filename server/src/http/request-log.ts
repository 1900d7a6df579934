import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import type { LogDestination } from './readable-log';

/**
 * Path segments followed by a credential: a password-reset token (the mailed
 * link, as the storefront page and as the API call) and a signed download
 * link. Everything after one, to the end of the path (a `?` decoded from
 * `%3F` included), is the secret. Matched on the decoded path, anywhere in
 * it and in any case: the browser's router ignores case, and a spelling no
 * router serves today costs nothing to redact. So do a `;…` after the name
 * and doubled or back slashes.
 */
const SECRET_PATH = /([/\\]+(?:reset-password|downloads)(?:;[^/\\]*)?[/\\]+)[\s\S]*/iu;

/** In a query string: a secret path as a parameter's value (`?next=/reset-password/…`), to the end of that value. */
const SECRET_IN_QUERY = /([/\\]+(?:reset-password|downloads)(?:;[^/\\&]*)?[/\\]+)[^&#]*/giu;

/** A query parameter that is a credential itself: the demo mailbox's `key` (decision 029), matched after decoding, in any case. */
const SECRET_PARAM = /([?&]key=)[^&#]*/giu;

const REDACTED = '[redacted]';

/** Rounds of percent-decoding: a URL encoded twice over is still read (by somebody's proxy, say) as the one beneath. */
const DECODE_ROUNDS = 4;

const ESCAPE = /(%[0-9a-f]{2})/i;
const ONE_ESCAPE = /^%[0-9a-f]{2}$/i;

/** One round of percent-decoding that never throws (unlike decodeURIComponent): bytes that are not UTF-8 become U+FFFD. */
function decodeOnce(text: string): string {
  const parts = text.split(ESCAPE).map((part) => (ONE_ESCAPE.test(part) ? Buffer.from([parseInt(part.slice(1), 16)]) : Buffer.from(part, 'utf8')));
  return Buffer.concat(parts).toString('utf8');
}

/** The text with every percent-escape decoded, again until none is left (at most DECODE_ROUNDS times). */
function percentDecoded(text: string): string {
  let decoded = text;
  for (let round = 0; round < DECODE_ROUNDS && ESCAPE.test(decoded); round++) decoded = decodeOnce(decoded);
  return decoded;
}

/**
 * The URL for a log line: as it came, unless it holds a secret once decoded
 * as the routers decode it (Fastify's router and the storefront's both
 * match percent-decoded paths, so `/%72eset-password/<token>` is the reset
 * page). Then it is logged decoded, with the secret replaced by
 * `[redacted]`. The one place a URL is redacted: the log's request
 * serializer below calls it for every line.
 */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = percentDecoded(queryAt < 0 ? url : url.slice(0, queryAt));
  const query = queryAt < 0 ? '' : percentDecoded(url.slice(queryAt));
  const redactedPath = path.replace(SECRET_PATH, `$1${REDACTED}`);
  const redactedQuery = query.replace(SECRET_IN_QUERY, `$1${REDACTED}`).replace(SECRET_PARAM, `$1${REDACTED}`);
  return redactedPath === path && redactedQuery === query ? url : `${redactedPath}${redactedQuery}`;
}

/** The request as every log line shows it: no headers, the URL without its secrets. */
function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

const isDestination = (stream: unknown): stream is LogDestination => typeof (stream as Partial<LogDestination> | undefined)?.write === 'function';

/**
 * Fastify's log options. JSON (production, and any output a program reads):
 * pino's lines, Fastify's two per request. Pretty (a person at a terminal,
 * decision 042): the same lines, read back and written one per request
 * through readable-log.ts, to `logger.stream` when one is given (tests), or
 * the terminal, in colour when it has them. The formatter is loaded only
 * then: production never pays for it at start.
 */
export async function logOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  logger: boolean | Record<string, unknown> | undefined,
): Promise<Pick<FastifyServerOptions, 'logger' | 'logController'>> {
  if (logger === false) return { logger: false };
  const options = {
    level: config.logLevel,
    ...(typeof logger === 'object' ? logger : {}),
    // One serializer for every request line, whoever configures the log: no headers, no token in a URL.
    serializers: { req: serializeRequest },
  };
  if (config.logFormat === 'json') return { logger: options };
  const { OneLinePerRequest, readableLogStream } = await import('./readable-log');
  const given = typeof logger === 'object' && isDestination(logger.stream) ? logger.stream : undefined;
  const colorize = given === undefined && process.stdout.isTTY && process.stdout.hasColors();
  return { logger: { ...options, stream: readableLogStream(given ?? process.stdout, { colorize }) }, logController: new OneLinePerRequest() };
}
