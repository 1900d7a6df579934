// `npm start`: builds what changed since the last build, then runs the built
// server (decision 052). A restart with nothing changed skips the builds (about
// 40 s on a busy machine) and answers in seconds; a fresh clone builds both.
//
// Each build (the storefront, the server) keeps a stamp: the SHA-256 of the
// contents of the files it reads (tests left out), written after it succeeded.
// The build runs again when that hash differs or an output it makes is missing.
// Contents rather than modification times: a checkout that touches files
// without changing them costs a moment of hashing, not a build.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
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
    outputs: ['server/dist/server.js', 'server/dist/migrations', 'server/dist/functions'],
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

async function main() {
  for (const build of BUILDS) {
    const started = Date.now();
    const { needed, reason, hash } = await needsBuild(ROOT, build);
    if (!needed) {
      process.stdout.write(`start: the ${build.name} is up to date (checked in ${Date.now() - started} ms)\n`);
      continue;
    }
    process.stdout.write(`start: building the ${build.name} (${reason})\n`);
    const [command, ...args] = build.command;
    const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', shell: process.platform === 'win32' });
    if (result.status !== 0) {
      process.stderr.write(`start: the ${build.name} build failed\n`);
      process.exit(result.status ?? 1);
    }
    await writeStamp(ROOT, build, hash);
  }
  // The server runs in this process (what `node --enable-source-maps server/dist/server.js` did):
  // its signal handlers get Ctrl-C and SIGTERM directly.
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(ROOT, 'server/dist/server.js')).href);
}

if (import.meta.main) await main();
