// The server as production runs it: compiled JavaScript (node, not tsx).
// One ESM bundle per entry point in server/dist, the shop's own packages
// (@chitra/contract) compiled in, every npm dependency left to node_modules;
// the SQL migrations and functions beside it, where db/client.ts and
// db/migrate.ts look for them (dist/migrations, dist/functions).
import { cp, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const root = new URL('../', import.meta.url);
const dist = new URL('dist/', root);
const pkg = JSON.parse(await readFile(new URL('package.json', root), 'utf8'));
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);

await rm(dist, { recursive: true, force: true });
const result = await build({
  absWorkingDir: new URL('.', root).pathname,
  entryPoints: {
    server: 'src/server.ts',
    'catalog-import': 'src/cli/catalogue-import.ts',
    'storage-migrate': 'src/cli/storage-migrate.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external,
  sourcemap: true,
  // Stack traces in the log name the TypeScript source.
  sourcesContent: false,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
});
await cp(new URL('src/db/migrations/', root), new URL('migrations/', dist), { recursive: true });
await cp(new URL('src/db/functions/', root), new URL('functions/', dist), { recursive: true });
await cp(new URL('src/db/seed/photos/', root), new URL('photos/', dist), { recursive: true });
const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, out]) => sum + out.bytes, 0);
process.stdout.write(`server built: ${(bytes / 1024).toFixed(1)} KB of JavaScript in server/dist\n`);
