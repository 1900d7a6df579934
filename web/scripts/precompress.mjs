// Brotli and gzip copies of the built storefront's assets, made once at build
// time at the highest settings (too slow to do per request), served by the
// API server with Content-Encoding and Vary: Accept-Encoding. index.html is
// left out: the server fills its head per route and compresses the result.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|map|woff)$/;
/** Below this, the headers of an encoded answer weigh more than the bytes saved. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(DIST)) {
  if (!COMPRESSIBLE.test(path)) continue;
  const data = readFileSync(path);
  if (data.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  const gzip = gzipSync(data, { level: 9 });
  // A copy that is not smaller is not worth a request's negotiation.
  if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
  if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
  raw += data.length;
  br += Math.min(brotli.length, data.length);
  count += 1;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(1)} KB raw, ${(br / 1024).toFixed(1)} KB with brotli`);
