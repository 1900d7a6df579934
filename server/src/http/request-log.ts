import type { FastifyRequest } from 'fastify';

/**
 * Path segments that are credentials: a password-reset token (the mailed
 * link, as the storefront page and as the API call) and a signed download
 * link. They must never reach the log with the URL.
 */
const SECRET_SEGMENTS = [/(\/reset-password\/)[^/?#]*/gi, /(\/api\/v1\/downloads\/)[^/?#]*/gi];

export function redactUrl(url: string): string {
  return SECRET_SEGMENTS.reduce((redacted, pattern) => redacted.replace(pattern, '$1[redacted]'), url);
}

/** The request as every log line shows it: no headers, the URL without its secrets. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}
