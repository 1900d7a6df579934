import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings the server sends text in, best first. */
export type ContentEncoding = 'br' | 'gzip';

/** Below this many bytes an answer goes out as it is: compressing it saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** brotli at a speed that suits a request (the built assets are compressed harder, ahead). */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** brotli when the browser takes it, else gzip, else nothing (a q=0 refuses an encoding). */
export function preferredEncoding(header: string | string[] | undefined): ContentEncoding | undefined {
  const accepted = new Map(
    String(header ?? '')
      .toLowerCase()
      .split(',')
      .map((part) => {
        const [name = '', ...params] = part.trim().split(';');
        const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
        return [name.trim(), q === undefined ? 1 : Number(q)] as const;
      }),
  );
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return undefined;
}

/** The text in `encoding`, at once (what is compressed here is kept and sent many times). */
export function compressText(text: string, encoding: ContentEncoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(text, BROTLI_OPTIONS) : gzipSync(text);
}
