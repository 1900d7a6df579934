/**
 * Startup benchmark: `npm run bench:startup -w bench` (never part of `npm test`).
 *
 * What a newcomer waits for (issue 26, decision 052). The repository's HEAD
 * is cloned into a temporary folder and given this checkout's installed
 * dependencies (each package of node_modules linked, the workspaces' own
 * links made to the clone's folders, no build caches): the targets are
 * measured from the end of `npm install`, which this skips. With
 * BENCH_NPM_CI=1 the clone runs `npm ci` itself instead (its time is printed,
 * not counted).
 *
 * Then `npm start` on a fresh DATA_DIR and a free port: the time to the first
 * HTTP answer (the preparing page) and to /readyz 200 (the demo seeded);
 * then Ctrl-C, and `npm start` again: the time to the first answer of the
 * restart, which must not build.
 *
 * Targets: a fresh clone answers ≤ 15 s after the install; the whole demo is
 * ready ≤ 60 s after that first answer; a restart answers ≤ 5 s. A FAIL exits
 * non-zero. The figures depend on the machine's load (printed with them).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT } from './harness';

const TARGET_FIRST_ANSWER_S = 15;
const TARGET_READY_AFTER_ANSWER_S = 60;
const TARGET_RESTART_S = 5;
const NPM_CI = process.env.BENCH_NPM_CI === '1';
/** Build caches and the workspaces' own links: made fresh in the clone, never shared with this checkout. */
const NOT_LINKED = new Set(['.cache', '.vite', '.vite-temp', '.package-lock.json', '@chitra']);
const WORKSPACES = ['bench', 'contract', 'e2e', 'server', 'web'];

const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clone's node_modules: a folder of links to this checkout's packages, its workspaces linked to its own folders. */
function linkDependencies(clone: string): void {
  const modules = join(clone, 'node_modules');
  mkdirSync(join(modules, '@chitra'), { recursive: true });
  for (const name of readdirSync(join(ROOT, 'node_modules'))) {
    if (!NOT_LINKED.has(name)) symlinkSync(join(ROOT, 'node_modules', name), join(modules, name));
  }
  for (const workspace of WORKSPACES) symlinkSync(join('..', '..', workspace), join(modules, '@chitra', workspace));
}

type Started = { child: ChildProcess; startedAt: number; exited: Promise<number | null> };

/** `npm start` in the clone, in its own process group (so Ctrl-C reaches npm and the server, as in a terminal). */
function npmStart(clone: string, port: number, dataDir: string, log: string): Started {
  const out = createWriteStream(log, { flags: 'a' });
  const child = spawn('npm', ['start'], {
    cwd: clone,
    detached: true,
    env: {
      PATH: `${join(clone, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
      HOME: process.env.HOME ?? tmpdir(),
      // No NODE_ENV, as a newcomer's terminal: the server's default is the demo, and Vite builds for production.
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_FORMAT: 'pretty',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, startedAt: performance.now(), exited };
}

/** Milliseconds from the start until `url` answers at all (any status), and that answer. */
async function firstAnswer(started: Started, url: string): Promise<{ ms: number; status: number; body: string }> {
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited with ${started.child.exitCode}`);
    const answer = await fetch(url, { headers: { accept: 'text/html' } }).then(
      async (r) => ({ status: r.status, body: await r.text() }),
      () => undefined,
    );
    if (answer) return { ms: performance.now() - started.startedAt, ...answer };
    await sleep(100);
  }
}

/** Milliseconds from the start until /readyz answers 200, and the preparing lines seen on the way. */
async function ready(started: Started, base: string): Promise<{ ms: number; seen: string[]; serverMs: number | undefined }> {
  const seen: string[] = [];
  // When the server itself first answered: the interim answer of scripts/start.mjs says only that it builds.
  let serverMs: number | undefined;
  const deadline = performance.now() + 15 * 60_000;
  while (performance.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`npm start exited with ${started.child.exitCode}`);
    const res = await fetch(`${base}/readyz`).catch(() => undefined);
    if (res?.status === 200) return { ms: performance.now() - started.startedAt, seen, serverMs: serverMs ?? performance.now() - started.startedAt };
    const message = res ? ((await res.json().catch(() => ({}))) as { message?: string }).message : undefined;
    if (message && seen.at(-1) !== message) seen.push(message);
    if (message && !message.includes('(building the shop)')) serverMs ??= performance.now() - started.startedAt;
    await sleep(250);
  }
  throw new Error('the demo was not ready within 15 minutes');
}

async function stop(started: Started): Promise<void> {
  if (started.child.pid !== undefined && started.child.exitCode === null) process.kill(-started.child.pid, 'SIGINT');
  await started.exited;
}

async function main(): Promise<void> {
  const workdir = mkdtempSync(join(tmpdir(), 'chitra-startup-'));
  const clone = join(workdir, 'chitra');
  const dataDir = join(workdir, 'data');
  const log = join(workdir, 'server.log');
  let failed = false;
  const results: string[] = [];
  const judge = (what: string, valueS: number, targetS: number) => {
    const ok = valueS <= targetS;
    failed ||= !ok;
    results.push(`${what.padEnd(44)} ${`${valueS.toFixed(1)} s`.padStart(8)}   target ≤ ${targetS} s   ${ok ? 'PASS' : 'FAIL'}`);
  };
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    console.log(
      `startup: cloning HEAD (${head}) into ${clone}; load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} on this machine`,
    );
    execFileSync('git', ['clone', '--quiet', ROOT, clone]);
    if (NPM_CI) {
      const installStarted = performance.now();
      execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: clone, stdio: 'inherit' });
      console.log(`startup: npm ci took ${seconds(performance.now() - installStarted)} s (not counted)`);
    } else {
      linkDependencies(clone);
      console.log("startup: node_modules linked to this checkout's installed packages (npm ci skipped: the targets start after the install)");
    }
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const fresh = npmStart(clone, port, dataDir, log);
    const answer = await firstAnswer(fresh, `${base}/`);
    const preparing = /<title>([^<]*)<\/title>/.exec(answer.body)?.[1] ?? '';
    console.log(`startup: first answer after ${seconds(answer.ms)} s: ${answer.status} "${preparing}"`);
    const demo = await ready(fresh, base);
    const said = demo.seen.length > 6 ? [...demo.seen.slice(0, 3), `… (${demo.seen.length - 5} more)`, ...demo.seen.slice(-2)] : demo.seen;
    console.log(`startup: the demo was ready after ${seconds(demo.ms)} s; /readyz said on the way:\n  ${said.join('\n  ')}`);
    await stop(fresh);

    const restart = npmStart(clone, port, dataDir, log);
    const again = await firstAnswer(restart, `${base}/`);
    const readyAgain = await ready(restart, base);
    await stop(restart);
    const built = (readFileSync(log, 'utf8').match(/start: building the (\w+)/g) ?? []).length;
    const skipped = (readFileSync(log, 'utf8').match(/start: the \w+ is up to date/g) ?? []).length;

    judge('fresh clone: first answer after npm start', answer.ms / 1000, TARGET_FIRST_ANSWER_S);
    judge('fresh clone: demo ready after first answer', (demo.ms - answer.ms) / 1000, TARGET_READY_AFTER_ANSWER_S);
    judge('restart: first answer', again.ms / 1000, TARGET_RESTART_S);
    console.log(`\nstartup (${head}, ${NPM_CI ? 'npm ci' : 'linked node_modules'}, load average ${loadavg()[0]?.toFixed(1)}):`);
    for (const line of results) console.log(`  ${line}`);
    console.log(`  fresh clone: builds done, the server answering  ${seconds(demo.serverMs ?? Number.NaN).padStart(6)} s (after npm start)`);
    console.log(`  fresh clone: demo ready after npm start          ${seconds(demo.ms).padStart(6)} s`);
    console.log(`  restart: ready after npm start                   ${seconds(readyAgain.ms).padStart(6)} s (answered ${again.status})`);
    console.log(`  builds run: ${built} (both on the fresh clone), skipped as up to date: ${skipped} (both on the restart)`);
    if (!existsSync(join(clone, 'node_modules', '.cache', 'chitra-start'))) throw new Error('no build stamps were written');
  } catch (error) {
    failed = true;
    console.error(error);
    if (existsSync(log)) console.error(`--- server log (last lines) ---\n${readFileSync(log, 'utf8').split('\n').slice(-40).join('\n')}`);
  } finally {
    rmSync(workdir, { recursive: true, force: true });
  }
  process.exitCode = failed ? 1 : 0;
}

await main();
