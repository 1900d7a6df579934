// `npm start`: builds what changed since the last build, then runs the built
// server (decision 052). A restart with nothing changed skips the builds (about
// 40 s on a busy machine) and answers in seconds; a fresh clone builds both.
//
// Each build (the storefront, the server) keeps a stamp: the SHA-256 of the
// contents of the files it reads (tests left out), written after it succeeded.
// The build runs again when that hash differs or an output it makes is missing.
// Contents rather than modification times: a checkout that touches files
// without changing them costs a moment of hashing, not a build.
//
// While it builds, the port already answers (`openInterimAnswer`): the same
// 'Preparing the demo shop…' page and 503s the server gives while it seeds,
// handed over to the server the moment it listens.
import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Shared by both builds: the contract is compiled into each, the lockfile names every tool and dependency. */
const SHARED_INPUTS = ['contract/src', 'contract/package.json', 'package-lock.json', 'package.json', 'tsconfig.base.json'];

/** What each build reads, what it makes, and where its stamp is kept (outside its output folder, which the build empties). */
export const BUILDS = [
  {
    name: 'storefront',
    command: ['npm', 'run', 'build', '-w', 'web'],
    inputs: ['web/src', 'web/public', 'web/scripts', 'web/index.html', 'web/package.json', 'web/vite.config.ts', ...SHARED_INPUTS],
    outputs: ['web/dist/index.html', 'web/dist-ssr'],
    stamp: 'node_modules/.cache/chitra-start/storefront.sha256',
  },
  {
    name: 'server',
    command: ['npm', 'run', 'build', '-w', 'server'],
    inputs: ['server/src', 'server/scripts/build.mjs', 'server/package.json', ...SHARED_INPUTS],
    outputs: ['server/dist/server.js', 'server/dist/migrations', 'server/dist/functions', 'server/dist/photos'],
    stamp: 'node_modules/.cache/chitra-start/server.sha256',
  },
];

/** Tests are no part of a build: changing one rebuilds nothing. */
const IGNORED = /(\.test\.tsx?$)|(^|\/)(node_modules|dist|dist-ssr|\.DS_Store)(\/|$)/;

/** Every file under `path` (a file or a folder), relative to `root`, sorted; none when it does not exist. */
async function filesOf(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  const entries = await readdir(full, { recursive: true, withFileTypes: true }).catch((error) => {
    if (error.code === 'ENOTDIR') return undefined;
    throw error;
  });
  if (entries === undefined) return [path];
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !IGNORED.test(file));
}

/** The SHA-256 of the build's inputs: each file's path and contents, in a fixed order. */
export async function inputsHash(root, build) {
  const files = [...new Set((await Promise.all(build.inputs.map((path) => filesOf(root, path)))).flat())].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * Whether `build` must run: answers `{ needed, reason, hash }`, the hash to
 * stamp once it has run. Needed when it never ran here (no stamp), when an
 * output is missing, or when its inputs changed since.
 */
export async function needsBuild(root, build) {
  const hash = await inputsHash(root, build);
  const stamp = await readFile(join(root, build.stamp), 'utf8').then(
    (text) => text.trim(),
    () => undefined,
  );
  if (stamp === undefined) return { needed: true, reason: 'not built yet', hash };
  const missing = build.outputs.find((output) => !existsSync(join(root, output)));
  if (missing !== undefined) return { needed: true, reason: `${missing} is missing`, hash };
  if (stamp !== hash) return { needed: true, reason: 'its sources changed', hash };
  return { needed: false, reason: 'up to date', hash };
}

/** Records that `build` ran on inputs hashing to `hash`. */
export async function writeStamp(root, build, hash) {
  const path = join(root, build.stamp);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${hash}\n`);
}

/** What the interim answer says is happening (the server's preparing page words its own steps the same way). */
const BUILDING = 'building the shop';
const RETRY_SECONDS = 3;

/** The preparing page while the builds run: what server/src/http/preparing-page.ts serves while the demo seeds, at the step before. */
export function interimPage() {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex">
    <meta http-equiv="refresh" content="${RETRY_SECONDS}">
    <title>Preparing the demo shop… ${BUILDING}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font: 1.1rem/1.5 system-ui, sans-serif; color: #1d2b2a; background: #f7f5f0; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.6rem; font-weight: 600; margin: 0 0 0.5rem; }
      small { color: #5b6766; }
    </style>
  </head>
  <body>
    <main>
    <h1>Preparing the demo shop…</h1>
    <p role="status">${BUILDING}</p>
    <p><small>This happens once, on the first start. The page reloads by itself and the shop opens as soon as it is ready.</small></p>
    </main>
  </body>
</html>
`;
}

/**
 * Answers on the server's port while the builds run, as the server answers
 * while it seeds: /healthz 200, /readyz and the API 503 in the error
 * contract, a page the preparing page; all with Retry-After. Resolves to
 * undefined when the port is taken (the server then says so itself).
 */
export function openInterimAnswer(port, host) {
  const message = `The demo shop is being prepared (${BUILDING}). Please try again in a few seconds.`;
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const headers = { 'retry-after': String(RETRY_SECONDS), 'cache-control': 'no-store', 'x-robots-tag': 'noindex' };
    if (path === '/healthz') {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify({ status: 'ok' }));
    } else if ((request.method === 'GET' || request.method === 'HEAD') && path !== '/readyz' && !path.startsWith('/api/')) {
      response.writeHead(503, { ...headers, 'content-type': 'text/html; charset=utf-8' }).end(request.method === 'HEAD' ? undefined : interimPage());
    } else {
      const body =
        path === '/readyz' ? { success: false, code: 'UNAVAILABLE', message } : { success: false, code: 'UNAVAILABLE', message, requestId: randomUUID() };
      response.writeHead(503, { ...headers, 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    }
  });
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined));
    server.listen(port, host, () => resolve(server));
  });
}

/** Runs one build, its output in this terminal; resolves to its exit code. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const pending = [];
  for (const build of BUILDS) {
    const started = Date.now();
    const decision = await needsBuild(ROOT, build);
    if (decision.needed) pending.push({ build, ...decision });
    else process.stdout.write(`start: the ${build.name} is up to date (checked in ${Date.now() - started} ms)\n`);
  }
  // The server's own defaults (server/src/config.ts): a fresh clone answers while it builds.
  const interim = pending.length > 0 ? await openInterimAnswer(Number(process.env.PORT ?? 3000), process.env.HOST ?? '127.0.0.1') : undefined;
  for (const { build, reason, hash } of pending) {
    process.stdout.write(`start: building the ${build.name} (${reason})\n`);
    const [command, ...args] = build.command;
    const code = await run(command, args);
    if (code !== 0) {
      process.stderr.write(`start: the ${build.name} build failed\n`);
      process.exit(code);
    }
    await writeStamp(ROOT, build, hash);
  }
  // The server takes the port over just before it listens (server.ts), so a browser refreshing the page never finds it closed.
  if (interim) {
    globalThis.chitraBeforeListen = () =>
      new Promise((resolve) => {
        interim.close(resolve);
        interim.closeAllConnections();
      });
  }
  // The server runs in this process (what `node --enable-source-maps server/dist/server.js` did):
  // its signal handlers get Ctrl-C and SIGTERM directly.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(ROOT, 'server/dist/server.js')).href);
}

if (import.meta.main) await main();
