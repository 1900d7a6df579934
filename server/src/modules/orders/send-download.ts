import { Readable, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { Download, WriteBody } from './orders.service';

/**
 * A body that writes itself into the response (the ZIP, decision 055).
 * Fastify sends a stream payload by piping it into the response, after its
 * onSend hooks and with the headers set; this one pushes nothing: given the
 * response, it hands it to `write`, which writes from buffers it reuses once
 * the socket has called back for them (a pushed chunk could not be reused:
 * nothing tells when it has been sent). The headers go out first, so that
 * whatever fails later cuts the connection (Fastify logs the error and
 * destroys the response) and the client sees a failed download, never a
 * whole one. When the client goes away Fastify destroys the payload, which
 * aborts the writing.
 */
class WrittenBody extends Readable {
  private readonly abort = new AbortController();

  constructor(private readonly write: WriteBody) {
    super();
  }

  override _read(): void {}

  override pipe<T extends NodeJS.WritableStream>(destination: T): T {
    const response = destination as unknown as Writable & { flushHeaders?: () => void };
    response.flushHeaders?.();
    this.write(response, this.abort.signal).then(
      () => {
        // This stream ends first: Fastify must see its payload done before the response finishes.
        this.once('end', () => response.end());
        this.push(null);
        this.resume();
      },
      (err: unknown) => this.destroy(err instanceof Error ? err : new Error(String(err))),
    );
    return destination;
  }

  override _destroy(err: Error | null, callback: (error?: Error | null) => void): void {
    this.abort.abort(err ?? new Error('The client went away'));
    callback(err);
  }
}

/** Sends a file: exact length, attachment, never cached by anyone on the way. */
export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .header('content-type', download.contentType)
    .header('content-length', String(download.size))
    .header('content-disposition', download.disposition)
    .header('cache-control', 'private, no-store')
    .send('stream' in download ? download.stream : new WrittenBody(download.write));
}
