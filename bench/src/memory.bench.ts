/**
 * Memory benchmark: `npm run bench:memory -w bench` (never part of `npm test`).
 *
 * The compiled server (server/dist, as production runs it) on a fresh
 * PostgreSQL database, with each allocator: glibc's, and jemalloc preloaded
 * as the container does (Dockerfile). The first start imports the demo
 * catalogue (48 photographs through the image pipeline: the import path);
 * its RSS is read after BENCH_IDLE_S seconds of idle. Then the server is
 * stopped and started again on the same database: RSS after start, idle.
 *
 * Targets (issue 14): ≤ 150 MB idle after start, and after an import back
 * within 20 % of that. A FAIL (for the allocator the container uses) exits
 * non-zero.
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_IDLE_S (30), BENCH_JEMALLOC (path of libjemalloc.so.2).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, ROOT, withBenchDatabase } from './harness';

const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const IDLE_S = Number(process.env.BENCH_IDLE_S ?? 30);
const JEMALLOC = process.env.BENCH_JEMALLOC ?? '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2';
/** What the Dockerfile sets beside LD_PRELOAD. */
const MALLOC_CONF = 'background_thread:true,dirty_decay_ms:1000,muzzy_decay_ms:0,narenas:2';
const TARGET_AFTER_START_MB = 150;
const TARGET_AFTER_IMPORT_RATIO = 1.2;
const SERVER = join(ROOT, 'server/dist/server.js');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (kb: number) => kb / 1024;

/** Resident set of a process, in KB, from /proc. */
function rssKb(child: ChildProcess): number {
  if (child.pid === undefined) throw new Error('the server process has no pid: it did not start');
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN);
}

async function start(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The first start imports the demo catalogue before it listens: minutes on a busy machine.
  const deadline = Date.now() + 15 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, url };
    await sleep(500);
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready');
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

type Row = { allocator: string; afterImportMb: number; afterStartMb: number; importSeconds: number };

async function measure(allocator: string, preload: NodeJS.ProcessEnv): Promise<Row> {
  return withBenchDatabase(ADMIN_URL, async (databaseUrl, dataDir) => {
    const env = { ...preload, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WEB_DIST: join(ROOT, 'web/dist') };
    const began = Date.now();
    const first = await start(env);
    const importSeconds = (Date.now() - began) / 1000;
    await sleep(IDLE_S * 1000);
    const afterImport = rssKb(first.child);
    await stop(first.child);

    const second = await start(env);
    await sleep(IDLE_S * 1000);
    const afterStart = rssKb(second.child);
    await stop(second.child);
    return { allocator, afterImportMb: mb(afterImport), afterStartMb: mb(afterStart), importSeconds };
  });
}

async function main(): Promise<void> {
  if (!existsSync(SERVER)) execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`Memory: server/dist on PostgreSQL, RSS after ${IDLE_S} s idle; the first start imports the demo catalogue.`);
  const rows: Row[] = [await measure('glibc', {})];
  const jemalloc = existsSync(JEMALLOC);
  if (jemalloc) rows.push(await measure('jemalloc (as the container)', { LD_PRELOAD: JEMALLOC, MALLOC_CONF }));
  else console.log(`(no ${JEMALLOC}: jemalloc not measured; apt-get install libjemalloc2)`);

  console.log('\n| allocator | after start | after the import | import (first start) |');
  console.log('|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.allocator} | ${r.afterStartMb.toFixed(0)} MB | ${r.afterImportMb.toFixed(0)} MB | ${r.importSeconds.toFixed(0)} s |`);
  }
  const judged = rows.at(-1);
  if (!judged) throw new Error('no allocator measured');
  const startOk = judged.afterStartMb <= TARGET_AFTER_START_MB;
  const importOk = judged.afterImportMb <= judged.afterStartMb * TARGET_AFTER_IMPORT_RATIO;
  console.log(`\n${startOk ? 'PASS' : 'FAIL'} ${judged.allocator}: ${judged.afterStartMb.toFixed(0)} MB after start (target ≤ ${TARGET_AFTER_START_MB} MB)`);
  console.log(
    `${importOk ? 'PASS' : 'FAIL'} ${judged.allocator}: ${judged.afterImportMb.toFixed(0)} MB after the import (target ≤ ${(judged.afterStartMb * TARGET_AFTER_IMPORT_RATIO).toFixed(0)} MB, 120 % of after start)`,
  );
  if (!jemalloc || !startOk || !importOk) process.exitCode = 1;
}

await main();
