import type { FastifyReply } from 'fastify';
import type { Download } from './orders.service';

/** Sends a file: exact length, attachment, never cached by anyone on the way. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('content-type', download.contentType)
    .header('content-length', String(download.size))
    .header('content-disposition', download.disposition)
    .header('cache-control', 'private, no-store')
    .send(download.stream);
}
