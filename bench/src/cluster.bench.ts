/**
 * Cluster benchmark: `npm run bench:cluster` (never part of `npm test`),
 * issue 14's proof that the shop runs as several instances.
 *
 * On this machine, all on loopback, all removed at the end (also on a
 * failure or Ctrl-C):
 * - a fresh PostgreSQL database `chitra_cluster_<random>` on DATABASE_URL's
 *   server, dropped afterwards;
 * - PgBouncer (/usr/sbin/pgbouncer) in transaction pool mode in front of it,
 *   from a generated ini and userlist (run as `nobody` when we are root);
 * - Redis: BENCH_REDIS_URL (redis://127.0.0.1:6379/3), flushed at the start
 *   and at the end;
 * - s3rver (the server tests' S3 stand-in) in this process;
 * - three instances of the compiled server (server/dist/server.js, built
 *   first when older than its sources), started at the same moment through
 *   PgBouncer with DATABASE_PREPARE=false, on S3 and Redis, with one shared
 *   DATA_DIR (the demo gateway's secrets) and one TOKEN_SECRET. The bench
 *   migrates the database up to the migration before the newest and seeds
 *   the catalogue first (an existing shop being upgraded): the three
 *   instances then race to apply the newest migration, under the advisory
 *   lock, and find a catalogue, so none draws the demo shop (three
 *   instances drawing it at once take minutes on two cores);
 * - HAProxy (/usr/sbin/haproxy) with deploy/haproxy.cfg's settings
 *   (leastconn, httpchk /readyz, retries 3, redispatch, retry-on
 *   conn-failure), checks every second, fall 1 rise 2. Two bench-only
 *   additions: every answer names the instance that served it
 *   (X-Chitra-Server, also on HAProxy's own 502), and a request may ask for
 *   one instance (X-Bench-Server) to test what each instance counts.
 *
 * Then, through HAProxy only:
 * 1. Seeds, straight into the database: BENCH_PRODUCTS products
 *    (bulk-seed.ts, before the start) whose 8 originals are put in S3
 *    (random bytes, SHA-256 kept), customers with sessions, the coupon,
 *    and a pack of BENCH_DRAIN_FILES × 4 MiB originals bought by one
 *    customer.
 * 2. Throughput: store listing and product page, cached and cold, with
 *    autocannon (BENCH_CONNECTIONS connections, 2 s warm-up + BENCH_DURATION
 *    s), first with app2 and app3 disabled on HAProxy's runtime API, then
 *    with all three.
 * 3. Limits across instances: wrong passwords for one e-mail from one
 *    address, each sent to the next instance in turn: the one past the
 *    limit answers 429 though no instance saw more than a third of them;
 *    the same for the per-address request limit kept in Redis.
 * 4. The purchase storm of the payments bench (purchase-storm.ts) with a
 *    ZIP download (POST users/downloadzip, opened with yauzl, every entry's
 *    size and SHA-256 checked against the originals) after every
 *    BENCH_ZIP_EVERY-th verified purchase of each customer. At
 *    BENCH_KILL_AT of the storm app1 is SIGKILLed; BENCH_TERM_AFTER_S later
 *    app2 gets SIGTERM while a slow download of the large pack is in flight
 *    on it: it must finish that download, then exit 0 within the grace.
 *    A request the killed instance held is the only error allowed: HAProxy
 *    answers 502, or closes the client's connection without a word (and
 *    without a log line) when the instance dies with the request on a
 *    reused connection. Every request carries an id that HAProxy logs, so
 *    the bench names the instance of each (by the time, for the silent
 *    ones). How the client goes on after one is in purchase-storm.ts.
 * 5. The audit (purchase-storm.ts), then the job queue settles on the
 *    survivor (webhooks, receipts), then the audit again. Also checked: no
 *    request left unanswered on an instance after the load stops, and no
 *    PostgreSQL answer dropped by PgBouncer (its log).
 *
 * A FAIL exits non-zero. Environment: DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), BENCH_REDIS_URL,
 * BENCH_PRODUCTS (5000), BENCH_DURATION (6 s a scenario), BENCH_CONNECTIONS
 * (32), BENCH_STORM_SECONDS (60), BENCH_STORM_CUSTOMERS (80),
 * BENCH_STORM_PACE_MS (2500), BENCH_COUPON_USES (300), BENCH_ZIP_EVERY (4),
 * BENCH_KILL_AT (0.35), BENCH_TERM_AFTER_S (4), BENCH_DRAIN_FILES (16),
 * BENCH_SETTLE_S (90: the most the job queue is given to settle),
 * BENCH_KEEP_LOGS=1 (print the temporary folder, with every log, and keep
 * it), BENCH_PGBOUNCER=0 (a diagnostic, not issue 14's set-up: the
 * instances connect to PostgreSQL directly, DATABASE_PREPARE still false;
 * the PgBouncer check then fails as not tested), BENCH_TIMEOUT_S (900: the
 * whole run, at most).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { createConnection } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import yauzl from 'yauzl';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from '../../server/src/db/client';
import { applyMigrations } from '../../server/src/db/migrate';
import { createScratchDatabase } from '../../server/src/db/scratch-database';
import { images, productImages, products } from '../../server/src/db/schema/catalogue';
import { coupons } from '../../server/src/db/schema/commerce';
import { ACCOUNT_RATE_LIMITS } from '../../server/src/modules/accounts/accounts.limits';
import { hashPassword } from '../../server/src/platform/auth/passwords';
import { createAssetStorage } from '../../server/src/platform/storage/asset-storage';
import { startS3TestServer } from '../../server/src/platform/storage/s3-test-server';
import { seedBulkCatalogue } from './bulk-seed';
import { type Answer, type BenchCustomer, cycle, field, firstOf, freePort, httpAgent, percentile, post, ROOT, rowsOf, seedCustomers } from './harness';
import { API, type Audit, audit, type Budget, type LostRequest, sleep, storm, type VerifiedPurchase } from './purchase-storm';

const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const PRODUCTS = int('BENCH_PRODUCTS', 5000);
const DURATION = int('BENCH_DURATION', 6);
const WARMUP = 2;
const CONNECTIONS = int('BENCH_CONNECTIONS', 32);
const STORM_SECONDS = int('BENCH_STORM_SECONDS', 60);
const STORM_CUSTOMERS = int('BENCH_STORM_CUSTOMERS', 80);
const STORM_PACE_MS = int('BENCH_STORM_PACE_MS', 2500);
const COUPON_USES = int('BENCH_COUPON_USES', 300);
const ZIP_EVERY = Math.max(1, int('BENCH_ZIP_EVERY', 4));
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0.35);
const TERM_AFTER_S = int('BENCH_TERM_AFTER_S', 4);
const DRAIN_FILES = Math.max(1, int('BENCH_DRAIN_FILES', 16));
const DRAIN_FILE_BYTES = 4 * 1024 * 1024;
/** The slow reader of the large pack: its download lasts seconds, so it is in flight when SIGTERM comes. */
const DRAIN_READ_BYTES_PER_S = 8 * 1024 * 1024;
const SETTLE_S = int('BENCH_SETTLE_S', 90);
const KEEP_LOGS = process.env.BENCH_KEEP_LOGS === '1';
/** BENCH_PGBOUNCER=0: the instances connect to PostgreSQL directly (a diagnostic: the run then FAILs the PgBouncer check). */
const WITH_PGBOUNCER = process.env.BENCH_PGBOUNCER !== '0';
/** The whole run, at most: past it, FAIL and clean up (a jammed instance must not hang the bench). */
const TIMEOUT_S = int('BENCH_TIMEOUT_S', 900);
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/3';
const PGBOUNCER = '/usr/sbin/pgbouncer';
const HAPROXY = '/usr/sbin/haproxy';

const SHUTDOWN_GRACE_S = 30;
const WEBHOOK_DELAY_MS = 2000;
const COUPON_CODE = 'CLUSTER-RACE';
const COUPON_VALUE_PAISE = 5000;
const INSTANCES = ['app1', 'app2', 'app3'] as const;
type InstanceName = (typeof INSTANCES)[number];
/** SIGKILLed in the middle of the storm. */
const KILLED: InstanceName = 'app1';
/** SIGTERMed a few seconds later: it must drain. */
const DRAINED: InstanceName = 'app2';
const SURVIVOR: InstanceName = 'app3';
/** Response header naming the instance (HAProxy's `%s`). */
const SERVED_BY = 'x-chitra-server';
/** Request header that pins a request to one instance (a bench-only `use-server` rule). */
const PIN = 'x-bench-server';
/** Request header with the bench's id of each request: HAProxy logs every request that carries one. */
const REQUEST_ID = 'x-bench-request';

const t0 = performance.now();
const at = (ms = performance.now()) => `+${((ms - t0) / 1000).toFixed(1)} s`;
const fmt = (n: number, digits = 1) => n.toLocaleString('en-IN', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const mb = (bytes: number) => bytes / 1_000_000;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const servedBy = (headers: IncomingHttpHeaders | undefined) => String(headers?.[SERVED_BY] ?? '?');
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------- processes and clean-up

const cleanups: { name: string; run: () => Promise<void> | void }[] = [];
let cleaning: Promise<void> | undefined;

/** Undoes everything started so far, last first; safe to call twice (the second waits for the first). */
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of [...cleanups].reverse()) {
      try {
        await step.run();
      } catch (error) {
        console.error(`clean-up of ${step.name} failed:`, error);
      }
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping every process and removing the temporary folders`);
    void cleanUp().finally(() => process.exit(130));
  });
}

type Exit = { code: number | null; signal: NodeJS.Signals | null; at: number };
type Proc = { name: string; child: ChildProcess; logPath: string; exited: Promise<Exit>; exit?: Exit };

/** A child process with its output in a log file; registered for clean-up unless the caller does it. */
function launch(name: string, command: string, args: string[], logPath: string, env: NodeJS.ProcessEnv = process.env, register = true): Proc {
  const out = openSync(logPath, 'a');
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', out, out] });
  closeSync(out);
  const proc: Proc = { name, child, logPath, exited: Promise.resolve({ code: null, signal: null, at: 0 }) };
  proc.exited = new Promise((resolve) => {
    const done = (exit: Exit) => {
      proc.exit ??= exit;
      resolve(proc.exit);
    };
    child.once('exit', (code, signal) => done({ code, signal, at: performance.now() }));
    child.once('error', (error) => {
      writeFileSync(logPath, `spawn failed: ${error.message}\n`, { flag: 'a' });
      done({ code: -1, signal: null, at: performance.now() });
    });
  });
  if (register) cleanups.push({ name, run: async () => void (await stop(proc)) });
  return proc;
}

const running = (proc: Proc) => proc.exit === undefined && proc.child.exitCode === null && proc.child.signalCode === null;

/** SIGTERM, then SIGKILL if it is still there after `graceMs`. */
async function stop(proc: Proc, graceMs = 10_000): Promise<Exit> {
  if (!running(proc)) return proc.exited;
  proc.child.kill('SIGTERM');
  const late = setTimeout(() => proc.child.kill('SIGKILL'), graceMs);
  const exit = await proc.exited;
  clearTimeout(late);
  return exit;
}

/** "PgBouncer 1.18.0", "HAProxy 2.6.12": the first line of `--version` / `-v`, shortened. */
function versionOf(binary: string, flag: string): string {
  const out = spawnSync(binary, [flag], { encoding: 'utf8' }).stdout ?? '';
  const m = /^(\S+)(?: version)? (\d+\.\d+(?:\.\d+)?)/m.exec(out);
  return m ? `${m[1]} ${m[2]}` : binary;
}

const tail = (path: string, lines = 15) => {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

// ---------------------------------------------------------------- the compiled server

function newestSource(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** server/dist as production runs it, built again when any source (the contract's too) is newer. */
function ensureServerBuilt(): void {
  const entry = join(ROOT, 'server/dist/server.js');
  const sources = Math.max(
    newestSource(join(ROOT, 'server/src')),
    newestSource(join(ROOT, 'contract/src')),
    statSync(join(ROOT, 'server/scripts/build.mjs')).mtimeMs,
  );
  if (existsSync(entry) && statSync(entry).mtimeMs >= sources) {
    console.log('  server/dist is newer than its sources: not rebuilt');
    return;
  }
  console.log('  building the server (npm run build -w server)');
  const built = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  if (built.status !== 0) throw new Error(`npm run build -w server exited with ${built.status}`);
}

type Journal = { entries: { tag: string; when: number }[] };

/**
 * A copy of the server's migrations without the newest one: the shop as it
 * was before this release, which the bench migrates to and seeds; the
 * instances then apply the newest one together.
 */
function earlierMigrations(folder: string): { folder: string; newest: string; total: number } {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as Journal;
  const earlier = journal.entries.slice(0, -1);
  mkdirSync(join(folder, 'meta'), { recursive: true });
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  for (const entry of earlier) copyFileSync(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error(`${MIGRATIONS_FOLDER} has no migration`);
  return { folder, newest: newest.tag, total: journal.entries.length };
}

// ---------------------------------------------------------------- PgBouncer, Redis, HAProxy

async function startPgBouncer(folder: string, database: string): Promise<{ proc: Proc; url: string }> {
  const admin = new URL(ADMIN_URL);
  const port = await freePort();
  const user = decodeURIComponent(admin.username || 'postgres');
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  chmodSync(folder, 0o755);
  writeFileSync(join(folder, 'userlist.txt'), `"${user}" "${decodeURIComponent(admin.password)}"\n`, { mode: 0o644 });
  writeFileSync(
    join(folder, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${admin.hostname} port=${admin.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${join(folder, 'userlist.txt')}`,
      'pool_mode = transaction',
      // 3 instances × DATABASE_POOL_MAX 10 clients share 20 server connections.
      'max_client_conn = 200',
      'default_pool_size = 20',
      'max_db_connections = 20',
      'ignore_startup_parameters = extra_float_digits,options',
      // Kept for reading when PgBouncer warns (its log is in the temporary folder; BENCH_KEEP_LOGS=1 keeps it).
      'log_connections = 1',
      'log_disconnections = 1',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  // PgBouncer will not run as root: it drops to `nobody`, who can read the folder (0755) and files (0644).
  const asRoot = process.getuid?.() === 0;
  const proc = launch('PgBouncer', PGBOUNCER, [...(asRoot ? ['-u', 'nobody'] : []), join(folder, 'pgbouncer.ini')], join(folder, 'pgbouncer.log'));
  const url = `postgres://${encodeURIComponent(user)}@127.0.0.1:${port}/${database}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await probe.connect();
      await probe.query('select 1');
      return { proc, url };
    } catch (error) {
      if (!running(proc) || Date.now() > deadline) throw new Error(`PgBouncer did not answer:\n${tail(proc.logPath)}`, { cause: error });
      await sleep(200);
    } finally {
      await probe.end().catch(() => {});
    }
  }
}

async function flushRedis(): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

type HaProxy = { proc: Proc; url: URL; command(line: string): Promise<string>; stats(): Promise<Map<string, Record<string, string>>> };

/** One request as HAProxy logged it: the instance, status, termination state, retries ("+n": redispatched elsewhere). */
type ProxyLogged = { id: string; server: string; status: number; state: string; retries: string; ms: number };

function proxyLog(haproxy: HaProxy): Map<string, ProxyLogged> {
  const logged = new Map<string, ProxyLogged>();
  for (const line of readFileSync(haproxy.proc.logPath, 'utf8').split('\n')) {
    const [tag, id, server, status, state, retries, ms] = line.trim().split(' ');
    if (tag !== 'bench' || !id || id === '-') continue;
    logged.set(id, { id, server: server ?? '?', status: Number(status), state: state ?? '', retries: retries ?? '0', ms: Number(ms) });
  }
  return logged;
}

async function startHaProxy(folder: string, port: number, backends: { name: string; port: number }[]): Promise<HaProxy> {
  mkdirSync(folder, { recursive: true });
  const socket = join(folder, 'admin.sock');
  const cfg = join(folder, 'haproxy.cfg');
  writeFileSync(
    cfg,
    [
      '# Written by bench/src/cluster.bench.ts from deploy/haproxy.cfg, for loopback.',
      'global',
      '  maxconn 4096',
      `  stats socket ${socket} mode 600 level admin`,
      // Bench only: the bench's own requests (not the load generator's), with their ids, to stdout (the log file).
      '  log stdout format raw local0 info',
      'defaults',
      '  mode http',
      '  log global',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 120s',
      '  timeout http-request 10s',
      '  retries 3',
      '  option redispatch',
      '  retry-on conn-failure',
      '  option forwardfor',
      'frontend shop',
      `  bind 127.0.0.1:${port}`,
      `  capture request header ${REQUEST_ID} len 24`,
      '  log-format "bench %[capture.req.hdr(0)] %s %ST %tsc %rc %Ta %ci:%cp %HM %HP"',
      `  http-request set-log-level silent if !{ req.hdr(${REQUEST_ID}) -m found }`,
      '  default_backend chitra',
      'backend chitra',
      '  balance leastconn',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  default-server inter 1s fall 1 rise 2',
      // Bench only: which instance answered (also on HAProxy's own 502), and a way to ask for one.
      `  http-after-response set-header ${SERVED_BY} %s`,
      ...backends.map((b) => `  use-server ${b.name} if { req.hdr(${PIN}) -m str ${b.name} }`),
      ...backends.map((b) => `  server ${b.name} 127.0.0.1:${b.port} check`),
      '',
    ].join('\n'),
  );
  const check = spawnSync(HAPROXY, ['-c', '-f', cfg], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`haproxy -c refused the configuration:\n${check.stdout}${check.stderr}`);
  const proc = launch('HAProxy', HAPROXY, ['-db', '-f', cfg], join(folder, 'haproxy.log'));
  const command = (line: string) =>
    new Promise<string>((resolve, reject) => {
      const connection = createConnection(socket);
      let out = '';
      connection.on('connect', () => connection.end(`${line}\n`));
      connection.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
      connection.on('end', () => resolve(out));
      connection.on('error', reject);
    });
  const stats = async () => {
    const [head, ...rows] = (await command('show stat')).trim().split('\n');
    const columns = (head ?? '').replace(/^# /, '').split(',');
    return new Map(
      rows.map((row) => {
        const values = row.split(',');
        const record = Object.fromEntries(columns.map((c, i) => [c, values[i] ?? '']));
        return [`${record.pxname}/${record.svname}`, record];
      }),
    );
  };
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const s = await stats();
      if (backends.every((b) => s.get(`chitra/${b.name}`)?.status === 'UP')) break;
    } catch {
      // the socket is not there yet
    }
    if (!running(proc) || Date.now() > deadline) throw new Error(`HAProxy did not come up with every instance UP:\n${tail(proc.logPath)}`);
    await sleep(200);
  }
  return { proc, url: new URL(`http://127.0.0.1:${port}`), command, stats };
}

/** Until every named server shows `status` on HAProxy (UP after rise 2 checks, MAINT at once). */
async function waitForStatus(haproxy: HaProxy, names: readonly string[], status: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await haproxy.stats();
    if (names.every((n) => s.get(`chitra/${n}`)?.status === status)) return;
    if (Date.now() > deadline) throw new Error(`HAProxy: ${names.join(', ')} not ${status}: ${names.map((n) => s.get(`chitra/${n}`)?.status).join(', ')}`);
    await sleep(200);
  }
}

/** Answers per instance so far (hrsp_* of HAProxy's stats). */
async function answersPerInstance(haproxy: HaProxy): Promise<Record<InstanceName, number>> {
  const s = await haproxy.stats();
  // One entry for each of INSTANCES.
  return Object.fromEntries(
    INSTANCES.map((name) => {
      const r = s.get(`chitra/${name}`) ?? {};
      return [name, ['hrsp_1xx', 'hrsp_2xx', 'hrsp_3xx', 'hrsp_4xx', 'hrsp_5xx', 'hrsp_other'].reduce((sum, k) => sum + Number(r[k] || 0), 0)];
    }),
  ) as Record<InstanceName, number>;
}

/** TCP sockets on a local port (/proc/net/tcp): whether it listens, and how many connections to it are open. */
function socketsOf(port: number): { listening: boolean; established: number } {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  let listening = false;
  let established = 0;
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(file)) continue;
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      if (state === undefined || !local?.endsWith(`:${hex}`)) continue;
      if (state === '0A') listening = true;
      if (state === '01') established++;
    }
  }
  return { listening, established };
}

// ---------------------------------------------------------------- the instances

type Instance = Proc & { instance: InstanceName; port: number; url: URL };

async function startInstances(folder: string, env: Record<string, string>): Promise<Instance[]> {
  const entry = join(ROOT, 'server/dist/server.js');
  const ports = await Promise.all(INSTANCES.map(async (name) => ({ name, port: await freePort() })));
  // At the same moment: they race to apply the newest migration (advisory lock).
  const started = performance.now();
  const instances = ports.map(({ name, port }) => {
    const proc = launch(
      name,
      process.execPath,
      ['--enable-source-maps', entry],
      join(folder, `${name}.log`),
      { ...process.env, NODE_OPTIONS: '', ...env, HOST: '127.0.0.1', PORT: String(port) },
      false,
    );
    return Object.assign(proc, { instance: name, port, url: new URL(`http://127.0.0.1:${port}`) });
  });
  // Stopped together: a jammed one takes its 10 s before SIGKILL.
  cleanups.push({ name: 'the instances', run: async () => void (await Promise.all(instances.map((i) => stop(i)))) });
  const deadline = Date.now() + 240_000;
  await Promise.all(
    instances.map(async (instance) => {
      for (;;) {
        if (!running(instance))
          throw new Error(`${instance.name} exited with ${instance.child.exitCode ?? instance.child.signalCode}:\n${tail(instance.logPath)}`);
        try {
          if ((await fetch(new URL('/readyz', instance.url))).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline) throw new Error(`${instance.name} did not become ready:\n${tail(instance.logPath)}`);
        await sleep(250);
      }
    }),
  );
  console.log(`  3 instances ready in ${fmt((performance.now() - started) / 1000)} s (ports ${ports.map((p) => p.port).join(', ')})`);
  return instances;
}

function instanceNamed(instances: Instance[], name: InstanceName): Instance {
  const found = instances.find((i) => i.instance === name);
  if (!found) throw new Error(`no instance ${name}: startInstances starts each of INSTANCES`);
  return found;
}

/** The instances' own log lines (LOG_LEVEL=warn: warnings and errors), counted by message. */
function instanceWarnings(instances: Instance[]): string[] {
  return instances.flatMap((instance) => {
    const counts = new Map<string, number>();
    const text = existsSync(instance.logPath) ? readFileSync(instance.logPath, 'utf8') : '';
    let awsNotice = false;
    for (const line of text.split('\n').filter(Boolean)) {
      // The AWS SDK's notice about Node 20, several lines from the first to "(Use `node --trace-warnings …`": not news here.
      if (line.includes('NodeVersionSupportWarning')) awsNotice = true;
      if (awsNotice) {
        if (line.includes('--trace-warnings')) awsNotice = false;
        continue;
      }
      let key = line.slice(0, 200);
      try {
        const parsed = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
        key = `${parsed.level === 50 ? 'error' : parsed.level === 60 ? 'fatal' : 'warn'}: ${parsed.msg ?? ''}${parsed.err?.message ? ` (${parsed.err.message.slice(0, 160)})` : ''}`;
      } catch {
        // not a log line of pino's
      }
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    return [...counts].map(([key, n]) => `${instance.instance}: ${n} × ${key}`);
  });
}

// ---------------------------------------------------------------- HTTP through HAProxy

/** Every request the storm sent, with the instance that answered (from the answer's header; '?' without an answer). */
type Sent = { id: string; path: string; started: number; ended: number; status: number; server: string; error?: string };
const sentLog: Sent[] = [];
let nextRequest = 0;
const requestId = () => `r${++nextRequest}`;
/** The record of each answer `send` gave. */
const sentOf = new WeakMap<Answer, Sent>();
let proxyRetries = 0;

/** HAProxy's own answer (HTML, not the shop's JSON). */
const fromProxy = (answer: { status: number; body: unknown }) => answer.body === undefined && answer.status >= 500;

/**
 * harness `post` through HAProxy, recording who answered. HAProxy's own 503
 * (no instance up to take it) never reached an instance: sent again.
 */
async function send(base: URL, path: string, ip: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    const id = requestId();
    const started = performance.now();
    const answer = await post(base, path, ip, token, body, { ...headers, [REQUEST_ID]: id });
    const sent: Sent = {
      id,
      path,
      started,
      ended: performance.now(),
      status: answer.status,
      server: servedBy(answer.headers),
      ...(answer.error ? { error: answer.error } : {}),
    };
    sentLog.push(sent);
    sentOf.set(answer, sent);
    if (answer.status === 503 && fromProxy(answer) && attempt < 10) {
      proxyRetries++;
      await sleep(250);
      continue;
    }
    return answer;
  }
}

/**
 * No answer from the shop: HAProxy's 502 (the instance closed the connection
 * with the request in hand), or the connection dropped (HAProxy had begun
 * the answer when the instance died). The request may or may not have run.
 */
const lostInFlight = (answer: Answer) => (answer.status === 502 && fromProxy(answer)) || answer.status === 0;

/** One GET of JSON (status and who answered). */
function get(base: URL, path: string, ip: string, headers: Record<string, string> = {}): Promise<{ status: number; server: string; body: unknown }> {
  return new Promise((resolve) => {
    const request = httpRequest(
      { host: base.hostname, port: base.port, path, method: 'GET', agent: httpAgent, headers: { 'x-forwarded-for': ip, ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          let body: unknown;
          try {
            body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            body = undefined;
          }
          resolve({ status: response.statusCode ?? 0, server: servedBy(response.headers), body });
        });
        response.on('error', () => resolve({ status: 0, server: '?', body: undefined }));
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error('no answer in 15 s')));
    request.on('error', () => resolve({ status: 0, server: '?', body: undefined }));
    request.end();
  });
}

type Fetched = { id: string; status: number; data: Buffer; headers: IncomingHttpHeaders; started: number; headersAt: number; ended: number; error?: string };

/** POST users/downloadzip/{orderId}: the whole ZIP in memory; optionally read slowly. */
function downloadZip(
  base: URL,
  who: BenchCustomer,
  orderId: string,
  options: { headers?: Record<string, string>; bytesPerSecond?: number; onHeaders?: (headers: IncomingHttpHeaders) => void; timeoutMs?: number } = {},
): Promise<Fetched> {
  const started = performance.now();
  const id = requestId();
  return new Promise((resolve) => {
    let headersAt = Number.NaN;
    let settled = false;
    const done = (result: Omit<Fetched, 'id' | 'started' | 'headersAt' | 'ended'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...result, id, started, headersAt, ended: performance.now() });
    };
    const request = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path: `${API}/users/downloadzip/${orderId}`,
        method: 'POST',
        agent: false,
        headers: { authorization: `Bearer ${who.token}`, 'x-forwarded-for': who.ip, 'content-length': 0, [REQUEST_ID]: id, ...options.headers },
      },
      (response) => {
        headersAt = performance.now();
        options.onHeaders?.(response.headers);
        const chunks: Buffer[] = [];
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          bytes += chunk.length;
          if (options.bytesPerSecond) {
            const ahead = (bytes / options.bytesPerSecond) * 1000 - (performance.now() - headersAt);
            if (ahead > 20) {
              response.pause();
              setTimeout(() => response.resume(), ahead);
            }
          }
        });
        const finish = (error?: string) =>
          done({ status: response.statusCode ?? 0, data: Buffer.concat(chunks), headers: response.headers, ...(error ? { error } : {}) });
        response.on('end', () => finish());
        response.on('error', (error) => finish(error.message));
        response.on('aborted', () => finish('connection aborted'));
      },
    );
    const timeoutMs = options.timeoutMs ?? 30_000;
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`no progress in ${timeoutMs / 1000} s`)));
    request.on('error', (error) => done({ status: 0, data: Buffer.alloc(0), headers: {}, error: error.message }));
    request.end();
  });
}

/**
 * A downloaded ZIP against what the order holds: Content-Length, then every
 * entry read through yauzl (CRC-32 and sizes checked as it reads) and its
 * SHA-256 matched to one expected original. Answers the problem, if any.
 */
async function zipProblem(fetched: Fetched, expected: string[]): Promise<string | undefined> {
  if (fetched.error) return `${fetched.error} after ${fetched.data.length} bytes`;
  if (fetched.status !== 200) return `status ${fetched.status} ${fetched.data.toString('utf8').slice(0, 200)}`;
  const length = Number(fetched.headers['content-length']);
  if (length !== fetched.data.length) return `${fetched.data.length} bytes received, Content-Length ${length}`;
  const left = [...expected];
  try {
    const zip = await yauzl.fromBufferPromise(fetched.data, { lazyEntries: true, validateEntrySizes: true });
    const found: string[] = [];
    await new Promise<void>((resolve, reject) => {
      zip.on('entry', (entry: yauzl.Entry) => {
        zip
          .openReadStreamPromise(entry)
          .then(async (stream) => {
            const hash = createHash('sha256');
            for await (const chunk of stream) hash.update(chunk as Buffer);
            found.push(hash.digest('hex'));
            zip.readEntry();
          })
          .catch(reject);
      });
      zip.on('end', resolve);
      zip.on('error', reject);
      zip.readEntry();
    });
    for (const hash of found) {
      const i = left.indexOf(hash);
      if (i < 0) return `an entry matches none of the order's originals (${found.length} entries, ${expected.length} expected)`;
      left.splice(i, 1);
    }
    if (left.length > 0) return `${found.length} entries, ${expected.length} expected`;
  } catch (error) {
    return `not a readable ZIP: ${String(error)}`;
  }
  return undefined;
}

// ---------------------------------------------------------------- seeding

type Catalogue = {
  products: string[];
  /** Original keys of each product's pictures, in order. */
  picturesOf: Map<string, string[]>;
  /** SHA-256 of each original, by key. */
  hashOf: Map<string, string>;
};

type Seeded = Catalogue & { storm: BenchCustomer[]; limits: BenchCustomer; drain: BenchCustomer; drainPack: string };

type Storage = Awaited<ReturnType<typeof createAssetStorage>>;

/** Before the start (plain SQL, on the earlier schema): the catalogue, and its 8 originals in S3. */
async function seedCatalogue(database: Database, storage: Storage): Promise<Catalogue> {
  const db = database.db;
  const started = performance.now();
  await seedBulkCatalogue(db, PRODUCTS);
  const hashOf = new Map<string, string>();
  const originals = rowsOf<{ original_key: string; original_bytes: number }>(
    await db.execute(sql`select original_key, original_bytes from images where original_name like 'bench-%'`),
  );
  for (const o of originals) {
    const data = randomBytes(o.original_bytes);
    await storage.originals.put(o.original_key, data);
    hashOf.set(o.original_key, sha256(data));
  }
  const pictures = rowsOf<{ product_id: string; original_key: string }>(
    await db.execute(sql`select pi.product_id, i.original_key from product_images pi join images i on i.id = pi.image_id
      join products p on p.id = pi.product_id where p.slug like 'bench-%' order by pi.product_id, pi.position`),
  );
  const picturesOf = new Map<string, string[]>();
  for (const row of pictures) picturesOf.set(row.product_id, [...(picturesOf.get(row.product_id) ?? []), row.original_key]);
  console.log(
    `  seeded ${PRODUCTS.toLocaleString('en-IN')} products and put their ${originals.length} originals in S3 in ${fmt((performance.now() - started) / 1000)} s`,
  );
  return { products: [...picturesOf.keys()].sort(() => Math.random() - 0.5), picturesOf, hashOf };
}

/** After the start (the full schema): customers with sessions, the coupon, and the large pack. */
async function seedShop(database: Database, storage: Storage, catalogue: Catalogue): Promise<Seeded> {
  const db = database.db;
  const { picturesOf, hashOf } = catalogue;
  const started = performance.now();
  // The large pack bought by the customer whose download is in flight when SIGTERM comes.
  const drainRows = [];
  for (let i = 0; i < DRAIN_FILES; i++) {
    const key = `${randomBytes(32).toString('hex')}.jpg`;
    const data = randomBytes(DRAIN_FILE_BYTES);
    await storage.originals.put(key, data);
    hashOf.set(key, sha256(data));
    const stem = `drain-${String(i + 1).padStart(2, '0')}`;
    drainRows.push({
      contentHash: key.slice(0, 64),
      profile: 'photo',
      originalKey: key,
      originalName: `${stem}.jpg`,
      originalType: 'image/jpeg',
      originalBytes: DRAIN_FILE_BYTES,
      width: 6000,
      height: 4000,
      previewName: `${stem}-${key.slice(0, 16)}.jpg`,
      previewWebpName: `${stem}-${key.slice(0, 16)}.webp`,
      previewWidth: 1600,
      previewHeight: 1067,
      thumbName: `${stem}-${key.slice(16, 32)}.jpg`,
      thumbWebpName: `${stem}-${key.slice(16, 32)}.webp`,
      thumbWidth: 400,
      thumbHeight: 267,
    });
  }
  const imageIds = await db.insert(images).values(drainRows).returning({ id: images.id });
  const pack = await db
    .insert(products)
    .values({
      slug: 'cluster-drain-pack',
      title: 'Drain pack',
      name: 'Drain pack',
      description: 'Benchmark pack.',
      pricePaise: 149_900,
      brand: 'Chitra Studio',
    })
    .returning({ id: products.id });
  const packId = firstOf(pack, "row from the drain pack's insert").id;
  await db.insert(productImages).values(imageIds.map((r, position) => ({ productId: packId, imageId: r.id, position })));
  picturesOf.set(
    packId,
    drainRows.map((r) => r.originalKey),
  );

  const passwordHash = await hashPassword(randomBytes(16).toString('hex'));
  const stormCustomers = await seedCustomers(db, 'storm', STORM_CUSTOMERS, passwordHash, (i) => `10.2.${i >> 8}.${i & 255}`);
  const limits = firstOf(await seedCustomers(db, 'limits', 1, passwordHash, () => '10.9.0.1'), 'limits customer');
  const drain = firstOf(await seedCustomers(db, 'drain', 1, passwordHash, () => '10.9.0.2'), 'drain customer');
  await db.insert(coupons).values({ code: COUPON_CODE, kind: 'fixed', value: COUPON_VALUE_PAISE, maxUses: COUPON_USES });
  console.log(
    `  seeded a pack of ${DRAIN_FILES} originals × ${DRAIN_FILE_BYTES / 1024 / 1024} MiB in S3, ${STORM_CUSTOMERS + 2} signed-in customers and coupon ` +
      `${COUPON_CODE} (₹${COUPON_VALUE_PAISE / 100} off, ${COUPON_USES} uses) in ${fmt((performance.now() - started) / 1000)} s`,
  );
  return { ...catalogue, storm: stormCustomers, limits, drain, drainPack: packId };
}

/** addtocart, createPayment, 'Pay now', verifypayment through HAProxy: the shop's order id. */
async function buy(base: URL, who: BenchCustomer, productId: string): Promise<string> {
  const ok = async (path: string, body: unknown, token: string | undefined = who.token) => {
    const answer = await send(base, `${API}${path}`, who.ip, token, body);
    if (answer.status !== 200 || !answer.body) throw new Error(`POST ${path} → ${answer.status}: ${JSON.stringify(answer.body)?.slice(0, 300)}`);
    return answer.body;
  };
  await ok('/users/addtocart', { productID: productId });
  const gatewayOrder = field(await ok('/users/createPayment', {}), 'data', 'id');
  const paid = await ok(`/payments/simulated/orders/${String(gatewayOrder)}/pay`, { outcome: 'capture' }, undefined);
  const verified = await ok('/users/verifypayment', { data: { razerPay: paid, transactionID: field(paid, 'razorpay_payment_id'), orderID: gatewayOrder } });
  const orderId = field(verified, 'data', 'orderDetails', 0, '_id');
  if (typeof orderId !== 'string') throw new Error(`verifypayment: no order in ${JSON.stringify(verified).slice(0, 300)}`);
  return orderId;
}

// ---------------------------------------------------------------- part 2: throughput, one instance and three

type Row = { scenario: string; instances: number; rps: number; p50: number; p99: number; requests: number; failed: number };
const SORTS = ['-createdAt', 'price', '-price', 'title', '-rating'];
const random = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const CLIENTS = Array.from({ length: 5000 }, (_, i) => `10.${100 + ((i >> 16) & 255)}.${(i >> 8) & 255}.${i & 255}`);

async function measure(base: URL, path: () => string): Promise<Omit<Row, 'scenario' | 'instances'>> {
  const options = (duration: number) => ({
    url: base.toString(),
    connections: CONNECTIONS,
    duration,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string> }) => ({
          ...request,
          method: 'GET',
          path: path(),
          headers: { ...request.headers, 'x-forwarded-for': random(CLIENTS) },
        }),
      },
    ],
  });
  await autocannon(options(WARMUP));
  const times: number[] = [];
  let failed = 0;
  const run = autocannon(options(DURATION));
  run.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    times.push(time);
    if (status !== 200) failed++;
  });
  const result = await run;
  times.sort((a, b) => a - b);
  return {
    rps: times.length / DURATION,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    requests: times.length,
    failed: failed + result.errors + result.timeouts,
  };
}

/** Requests each instance still holds (HAProxy's current sessions per server). */
async function holding(haproxy: HaProxy): Promise<Record<InstanceName, number>> {
  const s = await haproxy.stats();
  // One entry for each of INSTANCES.
  return Object.fromEntries(INSTANCES.map((name) => [name, Number(s.get(`chitra/${name}`)?.scur || 0)])) as Record<InstanceName, number>;
}

type Throughput = { rows: Row[]; spread: Record<string, number>; stuck: { instances: number; held: Record<string, number> }[] };

async function throughput(haproxy: HaProxy, seeded: Seeded, totalProducts: number): Promise<Throughput> {
  const hot = seeded.products.slice(0, 200);
  const half = Math.floor(seeded.products.length / 2);
  const coldProducts = [seeded.products.slice(0, half), seeded.products.slice(half)] as const;
  const page = (max: number) => 1 + Math.floor(Math.random() * Math.max(1, max));
  // The cold scenarios of the two runs ask for different things (odd or even page sizes, either half of the
  // products), so the second run finds nothing the first left in a cache.
  const plan: [string, (run: 0 | 1) => string][] = [
    ['store listing', () => `${API}/product/allproduct?page=${page(20)}&limit=20`],
    [
      'store listing, cold',
      (run) => {
        const limit = 12 + 2 * Math.floor(Math.random() * 24) + run;
        return `${API}/product/allproduct?page=${page(Math.ceil(totalProducts / limit))}&limit=${limit}&sort=${random(SORTS)}`;
      },
    ],
    ['product page', () => `${API}/product/getproduct/${random(hot)}`],
    ['product page, cold', (run) => `${API}/product/getproduct/${random(coldProducts[run])}`],
  ];
  const rows: Row[] = [];
  let spread: Record<string, number> = {};
  const stuck: Throughput['stuck'] = [];
  for (const [run, instances] of [
    [0, 1],
    [1, 3],
  ] as const) {
    if (instances === 1) {
      for (const name of INSTANCES.slice(1)) await haproxy.command(`disable server chitra/${name}`);
      await waitForStatus(haproxy, INSTANCES.slice(1), 'MAINT');
    } else {
      for (const name of INSTANCES.slice(1)) await haproxy.command(`enable server chitra/${name}`);
      await waitForStatus(haproxy, INSTANCES, 'UP');
    }
    console.log(
      `  ${instances === 1 ? 'one instance (app2 and app3 disabled on HAProxy)' : 'three instances'}: ${WARMUP} s warm-up + ${DURATION} s a scenario, ${CONNECTIONS} connections`,
    );
    const before = await answersPerInstance(haproxy);
    for (const [scenario, path] of plan) {
      const row = { scenario, instances, ...(await measure(haproxy.url, () => path(run))) };
      rows.push(row);
      console.log(
        `    ${scenario.padEnd(20)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  failed ${row.failed}`,
      );
    }
    const after = await answersPerInstance(haproxy);
    const served = Object.fromEntries(INSTANCES.map((n) => [n, after[n] - before[n]]));
    // The load has stopped: nothing should be left in flight (autocannon drops what is unanswered at its end, unseen).
    await sleep(2000);
    const held = await holding(haproxy);
    stuck.push({ instances, held });
    console.log(
      `    answered by: ${INSTANCES.map((n) => `${n} ${served[n]}`).join(', ')}; ` +
        `requests still held 2 s after the load stopped: ${INSTANCES.map((n) => `${n} ${held[n]}`).join(', ')}`,
    );
    if (instances === 3) spread = served;
  }
  return { rows, spread, stuck };
}

// ---------------------------------------------------------------- part 3: limits across instances

type LimitCheck = { name: string; value: string; pass: boolean };

async function limitsAcrossInstances(base: URL, who: BenchCustomer, productId: string): Promise<LimitCheck[]> {
  const checks: LimitCheck[] = [];
  // Wrong passwords for one account from one address: counted in PostgreSQL, whichever instance checks.
  const max = ACCOUNT_RATE_LIMITS.login.failuresPerAccountAndIp.max;
  const email = `limits-0@bench.example`;
  const ip = '10.9.0.1';
  const answers: { status: number; server: string; pinned: string; message: string }[] = [];
  for (let i = 0; i <= max; i++) {
    const pinned = cycle(INSTANCES, i);
    const answer = await send(base, `${API}/users/login`, ip, undefined, { email, password: `wrong-password-${i}` }, { [PIN]: pinned });
    answers.push({ status: answer.status, server: servedBy(answer.headers), pinned, message: String(field(answer.body, 'message') ?? answer.error ?? '') });
    if (answer.status === 0) break;
  }
  const last = answers.at(-1);
  if (!last) throw new Error('no login attempt made: the loop makes one at least');
  if (answers.length <= max) {
    console.log(`  login: attempt ${answers.length} (pinned to ${last.pinned}) got no answer: ${last.message}`);
    checks.push({
      name: `login failures: attempt ${max + 1} answers 429`,
      value: `not run: attempt ${answers.length} on ${last.pinned} got no answer (${last.message})`,
      pass: false,
    });
  } else {
    checks.push(loginCheck(answers, max, email, ip));
  }
  checks.push(await addressLimit(base, productId));
  return checks;
}

function loginCheck(answers: { status: number; server: string; pinned: string; message: string }[], max: number, email: string, ip: string): LimitCheck {
  const perInstance = INSTANCES.map((n) => answers.slice(0, max).filter((a) => a.server === n).length);
  const last = answers.at(-1);
  if (!last) throw new Error('loginCheck: no answers');
  const earlier = answers.slice(0, max);
  console.log(
    `  login: ${max} wrong passwords for ${email} from ${ip}, spread over ${INSTANCES.map((n, i) => `${n} ${perInstance[i]}`).join(', ')}: ` +
      `${earlier.map((a) => a.status).join(' ')}; attempt ${max + 1} (on ${last.server}) → ${last.status} '${last.message}'`,
  );
  return {
    name: `login failures: attempt ${max + 1} answers 429 though no instance saw more than ${Math.max(...perInstance)} of the ${max}`,
    value: `${earlier.filter((a) => a.status === 401).length} × 401, then ${last.status} on ${last.server}; every answer from the instance asked for: ${answers.every((a) => a.server === a.pinned)}`,
    pass:
      earlier.every((a) => a.status === 401) &&
      last.status === 429 &&
      last.message.startsWith('Too many wrong passwords') &&
      Math.max(...perInstance) < max &&
      answers.every((a) => a.server === a.pinned),
  };
}

/** The per-address request limit (300 a minute), counted in Redis. */
async function addressLimit(base: URL, productId: string): Promise<LimitCheck> {
  const limit = 300;
  const address = '10.9.0.3';
  const path = `${API}/product/getproduct/${productId}`;
  const statuses: { status: number; server: string }[] = [];
  let next = 0;
  let unanswered = 0;
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      // An instance that does not answer stops the test (its time-outs would take minutes).
      while (next < limit && unanswered === 0) {
        const i = next++;
        const answer = await get(base, path, address, { [PIN]: cycle(INSTANCES, i) });
        statuses[i] = answer;
        if (answer.status === 0) unanswered++;
      }
    }),
  );
  if (unanswered > 0) {
    const silent = INSTANCES.filter((_, k) => statuses.some((x, i) => x?.status === 0 && i % 3 === k));
    console.log(`  per-address limit: not run to the end: ${silent.join(', ')} did not answer within 15 s`);
    return { name: 'per-address limit (Redis): request 301 answers 429', value: `not run: ${silent.join(', ')} did not answer within 15 s`, pass: false };
  }
  const over = await get(base, path, address, { [PIN]: cycle(INSTANCES, limit) });
  const counts = INSTANCES.map((n) => statuses.filter((s) => s.server === n).length);
  const ok = statuses.filter((s) => s.status === 200).length;
  console.log(
    `  per-address limit: ${limit} GETs from ${address} spread over ${INSTANCES.map((n, i) => `${n} ${counts[i]}`).join(', ')}: ${ok} × 200; request ${limit + 1} (on ${over.server}) → ${over.status}`,
  );
  return {
    name: `per-address limit (Redis): request ${limit + 1} answers 429 though no instance saw more than ${Math.max(...counts)} of the ${limit}`,
    value: `${ok} × 200, then ${over.status} on ${over.server}`,
    pass: ok === limit && over.status === 429 && Math.max(...counts) < limit,
  };
}

// ---------------------------------------------------------------- part 4: the storm with two instances stopped

/** A request lost in flight: the storm's, or a ZIP download's. */
type Lost = Omit<LostRequest, 'endpoint'> & { endpoint: string; sent: Sent | undefined };

type ZipRecord = { customer: string; orderId: string; entries: number; bytes: number; problem?: string; lost: number };

type SocketSample = { at: number; listening: boolean; established: number };

type Chaos = {
  killedAt: number;
  /** When HAProxy first showed the killed instance DOWN. */
  killedDownAt: number;
  termAt: number;
  /** When HAProxy first showed the drained instance DOWN. */
  drainedDownAt: number;
  drainedExit: Exit | undefined;
  probe: Fetched | undefined;
  probeServer: string;
  probeProblem: string | undefined;
  /** The drained instance's port from SIGTERM to its exit. */
  sockets: SocketSample[];
};

async function stormWithFailures(base: URL, haproxy: HaProxy, seeded: Seeded, instances: Instance[], drainOrder: string) {
  const zips: ZipRecord[] = [];
  const zipLost: Lost[] = [];
  const purchasesOf = new Map<string, number>();
  const expectedOf = (productIds: string[]) => productIds.flatMap((p) => (seeded.picturesOf.get(p) ?? []).map((key) => seeded.hashOf.get(key) ?? key));
  const record = (f: Fetched) => {
    const sent: Sent = {
      id: f.id,
      path: 'downloadzip',
      started: f.started,
      ended: f.ended,
      status: f.status,
      server: servedBy(f.headers),
      ...(f.error ? { error: f.error } : {}),
    };
    sentLog.push(sent);
    return sent;
  };
  const isJson = (f: Fetched) => String(f.headers['content-type'] ?? '').includes('json');

  const afterPurchase = async (purchase: VerifiedPurchase, budget: Budget) => {
    const n = (purchasesOf.get(purchase.buyer.id) ?? 0) + 1;
    purchasesOf.set(purchase.buyer.id, n);
    if (n % ZIP_EVERY !== 0 || !budget.tryTake('downloadzip')) return;
    let lost = 0;
    for (;;) {
      let fetched = await downloadZip(base, purchase.buyer, purchase.orderId);
      let sent = record(fetched);
      // HAProxy's 503: no instance took it; sent again.
      for (let wait = 0; fetched.status === 503 && !isJson(fetched) && wait < 10; wait++) {
        proxyRetries++;
        await sleep(250);
        fetched = await downloadZip(base, purchase.buyer, purchase.orderId);
        sent = record(fetched);
      }
      // A download is a read: one lost with its instance is sent again (it counts once more against the customer's 10).
      const isLost = (fetched.status === 502 && !isJson(fetched)) || fetched.status === 0;
      if (isLost && lost < 2 && budget.tryTake('downloadzip')) {
        lost++;
        zipLost.push({
          endpoint: 'downloadzip',
          answer: {
            status: fetched.status,
            body: undefined,
            ms: fetched.ended - fetched.started,
            headers: fetched.headers,
            ...(fetched.error ? { error: fetched.error } : {}),
          },
          context: `order ${purchase.orderId}`,
          then: 'sent again',
          sent,
        });
        continue;
      }
      const expected = expectedOf(purchase.productIds);
      const problem = await zipProblem(fetched, expected);
      zips.push({
        customer: purchase.buyer.id,
        orderId: purchase.orderId,
        entries: expected.length,
        bytes: fetched.data.length,
        lost,
        ...(problem ? { problem } : {}),
      });
      return;
    }
  };

  const byName = (name: InstanceName) => instanceNamed(instances, name);
  const chaos: Chaos = {
    killedAt: Number.NaN,
    killedDownAt: Number.NaN,
    termAt: Number.NaN,
    drainedDownAt: Number.NaN,
    drainedExit: undefined,
    probe: undefined,
    probeServer: '?',
    probeProblem: undefined,
    sockets: [],
  };
  const stormStarted = performance.now();
  const killAtMs = STORM_SECONDS * 1000 * KILL_AT;

  /** Polls HAProxy until it shows the instance DOWN (at most 10 s). */
  const seenDown = async (name: InstanceName, since: number, seen: (t: number) => void) => {
    while (performance.now() - since < 10_000) {
      if ((await haproxy.stats()).get(`chitra/${name}`)?.status.startsWith('DOWN')) return seen(performance.now());
      await sleep(50);
    }
  };

  const failures = (async () => {
    await sleep(killAtMs);
    chaos.killedAt = performance.now();
    byName(KILLED).child.kill('SIGKILL');
    console.log(`  ${at()}: SIGKILL ${KILLED} (storm +${fmt((chaos.killedAt - stormStarted) / 1000)} s)`);
    const downSeen = seenDown(KILLED, chaos.killedAt, (t) => (chaos.killedDownAt = t));
    await sleep(Math.max(0, TERM_AFTER_S * 1000 - 500));
    await downSeen;

    // A long download in flight on the instance about to drain: read slowly, so it lasts seconds.
    const drained = byName(DRAINED);
    let headers!: () => void;
    const headersCame = new Promise<void>((resolve) => (headers = resolve));
    const probe = downloadZip(base, seeded.drain, drainOrder, {
      headers: { [PIN]: DRAINED },
      bytesPerSecond: DRAIN_READ_BYTES_PER_S,
      timeoutMs: 120_000,
      onHeaders: (h) => {
        chaos.probeServer = servedBy(h);
        headers();
      },
    });
    await Promise.race([headersCame, sleep(5000)]);
    await sleep(300);
    chaos.termAt = performance.now();
    drained.child.kill('SIGTERM');
    console.log(`  ${at()}: SIGTERM ${DRAINED} with a ${fmt(mb(DRAIN_FILES * DRAIN_FILE_BYTES))} MB download in flight on ${chaos.probeServer}`);
    // Its port until it exits: is it still listening, how many connections are open? And when does HAProxy see it go?
    const watch = setInterval(() => chaos.sockets.push({ at: performance.now(), ...socketsOf(drained.port) }), 250);
    const drainedSeen = seenDown(DRAINED, chaos.termAt, (t) => (chaos.drainedDownAt = t));
    const exit = await Promise.race([drained.exited, sleep((SHUTDOWN_GRACE_S + 10) * 1000).then(() => undefined)]);
    clearInterval(watch);
    await drainedSeen;
    chaos.drainedExit = exit;
    console.log(
      exit
        ? `  ${at(exit.at)}: ${DRAINED} exited with ${exit.code ?? exit.signal}, ${fmt((exit.at - chaos.termAt) / 1000)} s after SIGTERM`
        : `  ${DRAINED} still running ${SHUTDOWN_GRACE_S + 10} s after SIGTERM`,
    );
    chaos.probe = await probe;
    sentLog.push({
      id: chaos.probe.id,
      path: 'downloadzip (the slow one)',
      started: chaos.probe.started,
      ended: chaos.probe.ended,
      status: chaos.probe.status,
      server: chaos.probeServer,
    });
    chaos.probeProblem = await zipProblem(chaos.probe, expectedOf([seeded.drainPack]));
    console.log(
      `  the download in flight: ${chaos.probe.status}, ${fmt(mb(chaos.probe.data.length))} MB, ended ${at(chaos.probe.ended)} ` +
        `(${fmt((chaos.probe.ended - chaos.termAt) / 1000)} s after SIGTERM): ${chaos.probeProblem ?? 'a complete ZIP, every entry verified'}`,
    );
  })();

  console.log(
    `  storm: ${seeded.storm.length} customers for ${STORM_SECONDS} s, one purchase per customer at most every ${STORM_PACE_MS} ms, ` +
      `a ZIP after every ${ZIP_EVERY}th; ${KILLED} SIGKILLed at +${fmt(killAtMs / 1000)} s, ${DRAINED} SIGTERMed ${TERM_AFTER_S} s later`,
  );
  const [result] = await Promise.all([
    storm(base, seeded.storm, seeded.products, { seconds: STORM_SECONDS, paceMs: STORM_PACE_MS, couponCode: COUPON_CODE, send, lostInFlight, afterPurchase }),
    failures,
  ]);
  return { result, zips, zipLost, chaos, stormStarted };
}

// ---------------------------------------------------------------- part 5: the queue settles

type Settled = {
  seconds: number;
  due: number;
  heldByLease: { kind: string; n: number; until: string }[];
  failed: { kind: string; n: number; error: string }[];
};

/** Waits until no job is due and free to claim (what the survivor can run, it has run); jobs the dead instance holds stay leased. */
async function settle(database: Database): Promise<Settled> {
  const started = performance.now();
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(query));
  let due = 0;
  let quiet = 0;
  while ((performance.now() - started) / 1000 < SETTLE_S) {
    // Due now or within the webhook delay, and free to claim; the recurring sweeps are never "done".
    const row = firstOf(
      await one<{ due: number }>(sql`
      select count(*)::int as due from jobs where state = 'pending' and repeat_seconds is null
        and run_after <= now() + interval '3 seconds' and (leased_until is null or leased_until <= now())`),
      'count of jobs due',
    );
    due = row.due;
    quiet = due === 0 ? quiet + 1 : 0;
    if (quiet >= 3) break;
    await sleep(1000);
  }
  const heldByLease = await one<{ kind: string; n: number; until: string }>(sql`
    select kind, count(*)::int as n, to_char(max(leased_until) at time zone 'UTC', 'HH24:MI:SS') as until
    from jobs where state = 'pending' and leased_until > now() and repeat_seconds is null group by kind order by kind`);
  const failed = await one<{ kind: string; n: number; error: string }>(sql`
    select kind, count(*)::int as n, coalesce(max(last_error), '') as error from jobs
    where state = 'failed' or (state = 'pending' and attempts > 0 and repeat_seconds is null and (leased_until is null or leased_until <= now()))
    group by kind`);
  return { seconds: (performance.now() - started) / 1000, due, heldByLease, failed };
}

// ---------------------------------------------------------------- the run

type Check = { name: string; value: string; pass: boolean };

async function main(): Promise<void> {
  console.log(
    `Cluster benchmark: 3 instances of server/dist behind HAProxy, PgBouncer (transaction pooling), Redis, S3 (s3rver); ` +
      `${cpus().length} CPUs, ${fmt(totalmem() / 1024 ** 3, 0)} GiB RAM, Node ${process.version}; load average ${load()}\n`,
  );
  if (!WITH_PGBOUNCER) console.log("  NOT ISSUE 14'S SET-UP: BENCH_PGBOUNCER=0, the instances connect to PostgreSQL directly\n");
  for (const binary of [PGBOUNCER, HAPROXY]) if (!existsSync(binary)) throw new Error(`${binary} is not installed`);
  ensureServerBuilt();

  const temp = mkdtempSync(join(tmpdir(), 'chitra-cluster-'));
  chmodSync(temp, 0o755);
  cleanups.push({
    name: 'temporary folder',
    run: () => (KEEP_LOGS ? console.log(`  logs kept in ${temp}`) : rmSync(temp, { recursive: true, force: true })),
  });

  // PostgreSQL: a fresh database, dropped at the end.
  const scratch = await createScratchDatabase(ADMIN_URL, 'chitra_cluster');
  const name = scratch.name;
  cleanups.push({ name: `database ${name}`, run: () => scratch.drop() });
  const directUrl = new URL(scratch.url);
  console.log(`  PostgreSQL ${directUrl.host}, database ${name}`);

  const pgbouncer = WITH_PGBOUNCER ? await startPgBouncer(join(temp, 'pgbouncer'), name) : undefined;
  if (pgbouncer) console.log(`  PgBouncer (transaction pooling) at ${new URL(pgbouncer.url).host}`);
  await flushRedis();
  cleanups.push({ name: 'Redis', run: flushRedis });
  console.log(`  Redis ${REDIS_URL} (flushed)`);
  const s3 = await startS3TestServer('chitra-cluster');
  cleanups.push({ name: 's3rver', run: () => s3.close() });
  console.log(`  S3 (s3rver) at ${s3.config.endpoint}, bucket ${s3.config.bucket}`);

  // The shop before this release: every migration but the newest, and its catalogue.
  const database = await openDatabase({ url: directUrl.toString(), maxConnections: 4 });
  cleanups.push({ name: 'bench database connections', run: () => database.close() });
  const earlier = earlierMigrations(join(temp, 'migrations'));
  const appliedBefore = await applyMigrations(database.db, earlier.folder);
  console.log(`  migrated to the release before (${appliedBefore} of ${earlier.total} migrations; ${earlier.newest} left for the instances)`);
  const dataDir = join(temp, 'data');
  const storage = await createAssetStorage({ dataDir, s3: s3.config, mediaBaseUrl: undefined });
  const catalogue = await seedCatalogue(database, storage);

  // One DATA_DIR for all three: the demo gateway's secrets (config.ts demoSecret) must be the same
  // everywhere, and are written here first so that no two instances race to create them.
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  for (const secret of ['gateway-key-secret', 'gateway-webhook-secret']) {
    writeFileSync(join(dataDir, 'secrets', secret), randomBytes(32).toString('hex'), { mode: 0o600 });
  }
  const webDist = join(temp, 'web');
  mkdirSync(webDist);
  const haproxyPort = await freePort();
  const instances = await startInstances(temp, {
    NODE_ENV: 'development',
    DATABASE_URL: pgbouncer?.url ?? directUrl.toString(),
    DATABASE_PREPARE: 'false',
    DATABASE_POOL_MAX: '10',
    REDIS_URL,
    ...s3.env,
    MEDIA_BASE_URL: '',
    DATA_DIR: dataDir,
    WEB_DIST: webDist,
    PUBLIC_URL: `http://127.0.0.1:${haproxyPort}`,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'warn',
    SHUTDOWN_GRACE_S: String(SHUTDOWN_GRACE_S),
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    RAZORPAY_KEY_ID: '',
    RAZORPAY_KEY_SECRET: '',
    RAZORPAY_WEBHOOK_SECRET: '',
    SMTP_URL: '',
    SIMULATED_WEBHOOK_DELAY_MS: String(WEBHOOK_DELAY_MS),
  });
  const haproxy = await startHaProxy(
    join(temp, 'haproxy'),
    haproxyPort,
    instances.map((i) => ({ name: i.instance, port: i.port })),
  );
  const base = haproxy.url;
  console.log(`  HAProxy at ${base.host}: ${instances.map((i) => `${i.instance} :${i.port}`).join(', ')}, all UP`);
  const checks: Check[] = [];

  // Started together: the newest migration applied once, and no demo shop drawn over the catalogue.
  const migrations = firstOf(
    rowsOf<{ n: number; distinct: number; products: number }>(
      await database.db.execute(sql`select count(*)::int as n, count(distinct hash)::int as distinct,
      (select count(*) from products)::int as products from drizzle.__drizzle_migrations`),
    ),
    'count of migrations',
  );
  console.log(`  after the start: ${migrations.n} migrations recorded (${earlier.total} in the release); ${migrations.products} products`);
  checks.push({
    name: `started together: the newest migration (${earlier.newest}) applied once, under the lock`,
    value: `${migrations.n} migrations recorded, ${migrations.distinct} distinct, ${earlier.total} in the release; ${migrations.products} products (the catalogue, no demo shop)`,
    pass: migrations.n === earlier.total && migrations.distinct === earlier.total && migrations.products === PRODUCTS,
  });

  // ------------------------------------------------------------ 1. seed
  const seeded = await seedShop(database, storage, catalogue);
  const drainOrder = await buy(base, seeded.drain, seeded.drainPack);
  console.log(`  the drain customer bought the ${DRAIN_FILES}-picture pack through HAProxy (order ${drainOrder})`);

  // ------------------------------------------------------------ 2. throughput
  console.log('\nThroughput through HAProxy:');
  const tp = await throughput(haproxy, seeded, PRODUCTS + 1);

  // ------------------------------------------------------------ 3. limits
  console.log('\nLimits across instances:');
  const limitChecks = await limitsAcrossInstances(base, seeded.limits, firstOf(seeded.products, 'product seeded'));
  checks.push(...limitChecks);

  // ------------------------------------------------------------ 4. storm
  console.log('\nPurchase storm through HAProxy:');
  sentLog.length = 0;
  const { result, zips, zipLost, chaos, stormStarted } = await stormWithFailures(base, haproxy, seeded, instances, drainOrder);
  const stormEnded = performance.now();
  const zipProblems = zips.filter((z) => z.problem);
  console.log(
    `  ${result.purchases} purchases verified (${result.withCoupon} with the coupon) in ${fmt(result.seconds)} s: ${fmt(result.purchases / result.seconds)} purchases/s; ` +
      `${result.requests} storm requests + ${zips.length + zipLost.length} ZIP downloads; ${result.stats.problemCount} errors; ` +
      `${result.lost.length + zipLost.length} lost in flight; ${proxyRetries} sent again after HAProxy's 503`,
  );
  for (const line of result.stats.problemLines()) console.log(`    ! ${line}`);
  for (const example of result.stats.examples) console.log(`    ! e.g. ${example}`);
  for (const z of zipProblems.slice(0, 10)) console.log(`    ! ZIP of order ${z.orderId}: ${z.problem}`);

  // Which instance held each request: the answer's header, else HAProxy's log (a dropped connection has no header).
  await sleep(500);
  const logged = proxyLog(haproxy);
  // Dead from the SIGKILL until HAProxy saw it: a request sent to it meanwhile reached no one, but neither HAProxy nor the client can know.
  const deadUntil = Number.isNaN(chaos.killedDownAt) ? chaos.killedAt + 2000 : chaos.killedDownAt;
  const drainedUntil = Number.isNaN(chaos.drainedDownAt) ? chaos.termAt + 2000 : chaos.drainedDownAt;
  /**
   * The instance that held a request: the answer's header, else HAProxy's log. A connection dropped
   * with no line in HAProxy's log is what HAProxy does, silently, when the instance a reused server
   * connection leads to closes it with the request in hand: that one is told by its time (inferred).
   */
  const attribute = (sent: Sent | undefined): { server: string; inferred: boolean } => {
    if (!sent) return { server: '?', inferred: false };
    if (sent.server !== '?') return { server: sent.server, inferred: false };
    const logLine = logged.get(sent.id);
    if (logLine) return { server: logLine.server, inferred: false };
    const across = (from: number, to: number) => sent.status === 0 && sent.ended >= from && sent.started <= to;
    if (across(chaos.killedAt, deadUntil)) return { server: KILLED, inferred: true };
    if (across(chaos.termAt, drainedUntil)) return { server: DRAINED, inferred: true };
    return { server: '?', inferred: false };
  };
  const serverOf = (sent: Sent | undefined) => attribute(sent).server;
  const lost = [...result.lost.map((l): Lost => ({ ...l, sent: sentOf.get(l.answer) })), ...zipLost].map((l) => {
    const { server, inferred } = attribute(l.sent);
    const onKilled = server === KILLED && l.sent !== undefined && l.sent.started <= deadUntil && l.sent.ended >= chaos.killedAt;
    const how = !l.sent
      ? ''
      : l.sent.started <= chaos.killedAt
        ? 'in flight when it was killed'
        : `sent ${fmt(l.sent.started - chaos.killedAt, 0)} ms after it died, before HAProxy marked it DOWN`;
    const proxy = l.sent ? logged.get(l.sent.id) : undefined;
    return { ...l, server, inferred, onKilled, how, proxy };
  });
  const lostElsewhere = lost.filter((l) => !l.onKilled);
  // The drained instance: requests sent to it before SIGTERM and answered after it; any it dropped or refused (Fastify's own 503 while closing).
  const drainedInFlight = sentLog.filter((s) => s.server === DRAINED && s.started < chaos.termAt && s.ended > chaos.termAt);
  const drainedFailed = sentLog.filter((s) => serverOf(s) === DRAINED && (s.status === 502 || s.status === 0));
  const drainedRefused = sentLog.filter((s) => s.server === DRAINED && s.status === 503 && s.ended >= chaos.termAt);
  const drainedLast = Math.max(...sentLog.filter((s) => serverOf(s) === DRAINED).map((s) => s.ended));
  const stormLogged = [...logged.values()].filter((l) => sentLog.some((s) => s.id === l.id));
  const redispatched = stormLogged.filter((l) => l.retries.startsWith('+')).length;

  // ------------------------------------------------------------ 5. audit, settle, audit again
  console.log('\nCounted in the database:');
  const first = await audit(database.db, result, COUPON_CODE);
  const settled = await settle(database);
  console.log(
    `  the job queue ${settled.due === 0 ? 'settled' : 'did NOT settle'} on ${SURVIVOR} in ${fmt(settled.seconds)} s (${settled.due} due left)` +
      (settled.heldByLease.length
        ? `; held by the killed instance's lease (JOB_LEASE_MS, 5 min): ${settled.heldByLease.map((h) => `${h.n} × ${h.kind} until ${h.until} UTC`).join(', ')}`
        : ''),
  );
  const second = await audit(database.db, result, COUPON_CODE);
  const survivorReady = (await get(instanceNamed(instances, SURVIVOR).url, '/readyz', '10.9.0.9')).status === 200;
  const survivorHeld = (await holding(haproxy))[SURVIVOR];
  const killedExit = instanceNamed(instances, KILLED).exit;

  // ------------------------------------------------------------ details
  const printAudit = (title: string, a: Audit) => {
    console.log(`\n${title}`);
    for (const c of a.checks) console.log(`  ${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.value}`);
    for (const note of a.notes) console.log(`  note: ${note}`);
  };
  printAudit('Audit right after the storm:', first);
  printAudit(`Audit after the queue settled on ${SURVIVOR}:`, second);
  if (lost.length > 0) {
    console.log(`\nRequests lost in flight (no answer from the shop: HAProxy's 502, or the connection dropped), by where and what:`);
    const groups = new Map<string, number>();
    for (const l of lost) {
      const where = l.onKilled
        ? `on ${KILLED} as it died`
        : `NOT ON THE KILLED INSTANCE: ${l.server}${l.proxy ? ` (HAProxy ${l.proxy.status} ${l.proxy.state})` : l.sent?.error ? ` (${l.sent.error})` : ''}`;
      const key = `${where}: ${l.endpoint}`;
      groups.set(key, (groups.get(key) ?? 0) + 1);
    }
    for (const [key, n] of groups) console.log(`  ${n} × ${key}`);
    console.log('  the first of them:');
    for (const l of [...lost.filter((x) => !x.onKilled).slice(0, 8), ...lost.filter((x) => x.onKilled).slice(0, 6)]) {
      const when = l.sent
        ? `sent ${at(l.sent.started)}, ${l.sent.status === 0 ? `dropped (${l.sent.error ?? 'no answer'})` : `answered ${l.sent.status}`} ${at(l.sent.ended)}`
        : 'not recorded';
      const proxy = l.proxy
        ? `; HAProxy: ${l.proxy.server}, ${l.proxy.status}, termination state ${l.proxy.state}`
        : l.inferred
          ? `; no line in HAProxy's log: ${l.server} told by the time (HAProxy drops the client's connection silently when the instance closes a reused connection with the request in hand)`
          : '';
      console.log(
        `    ${l.onKilled ? `on ${KILLED}, ${l.how}` : `NOT ON THE KILLED INSTANCE (${l.server})`}: ${l.endpoint}, ${l.context}; ${when}${proxy}; then ${l.then}`,
      );
    }
    console.log(`  (${KILLED} SIGKILLed ${at(chaos.killedAt)}, DOWN on HAProxy ${Number.isNaN(chaos.killedDownAt) ? '(not seen)' : at(chaos.killedDownAt)})`);
  }
  if (chaos.sockets.length > 0) {
    const samples = chaos.sockets;
    const closedAt = samples.find((x) => !x.listening)?.at;
    const lastOpen = samples.filter((x) => x.established > 0).at(-1);
    console.log(
      `\n${DRAINED} after SIGTERM (${at(chaos.termAt)}): last answer ${at(drainedLast)} (${fmt((drainedLast - chaos.termAt) / 1000)} s after SIGTERM); ` +
        `listener ${closedAt ? `closed by ${at(closedAt)}` : 'still open'}; open connections to it: ` +
        [1, 2, 5, 10, 20, 29]
          .flatMap((sec) => {
            const x = samples.find((y) => y.at >= chaos.termAt + sec * 1000);
            return x ? [`${x.established} at +${sec} s`] : [];
          })
          .join(', ') +
        (lastOpen ? `; the last open until ${fmt((lastOpen.at - chaos.termAt) / 1000)} s after SIGTERM` : '') +
        (chaos.drainedExit ? `; exit ${chaos.drainedExit.code ?? chaos.drainedExit.signal} at ${fmt((chaos.drainedExit.at - chaos.termAt) / 1000)} s` : ''),
    );
    const why = readFileSync(haproxy.proc.logPath, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`Server chitra/${DRAINED} is DOWN`) || l.includes(`Server chitra/${DRAINED} is DOWN`));
    console.log(
      `  HAProxy took it out ${fmt((drainedUntil - chaos.termAt) / 1000)} s after SIGTERM: ${why?.replace(/^.*?Server /, 'Server ').replace(/\. \d+ active.*$/, '') ?? '(no line in its log)'}`,
    );
  }
  const instanceLog = instanceWarnings(instances);
  if (instanceLog.length > 0) {
    console.log('\nThe instances logged (LOG_LEVEL=warn):');
    for (const line of instanceLog.slice(0, 30)) console.log(`  ${line}`);
  }
  const pgbouncerLines = pgbouncer ? readFileSync(pgbouncer.proc.logPath, 'utf8').split('\n') : [];
  const pgbouncerWarnings = pgbouncerLines.filter((l) => / (ERROR|WARNING|FATAL) /.test(l));
  // Each time: a server connection PgBouncer had released got the answer to a statement still pending on it.
  const droppedAnswers = [
    ...new Set(
      pgbouncerLines.flatMap((l) => {
        const m = / (\d\d:\d\d:\d\d)\.\d+ UTC \[\d+\] WARNING (S-0x[0-9a-f]+): .* got packet '(.)' from server when not linked/.exec(l);
        return m ? [`${m[1]} UTC on ${m[2]}`] : [];
      }),
    ),
  ];
  if (pgbouncerWarnings.length > 0) {
    console.log(`\nPgBouncer logged ${pgbouncerWarnings.length} warnings or errors, e.g.:`);
    for (const line of pgbouncerWarnings.slice(0, 8)) console.log(`  ${line}`);
  }

  // ------------------------------------------------------------ checks
  const stormRequests = sentLog.length;
  const totalSent = stormRequests + tp.rows.reduce((n, r) => n + r.requests, 0) + ACCOUNT_RATE_LIMITS.login.failuresPerAccountAndIp.max + 1 + 301;
  const capturedCheck = second.checks.find((c) => c.name.startsWith('captured gateway payments'));
  if (!capturedCheck) throw new Error('audit() has no check of the captured gateway payments: its name changed?');
  const counts = firstOf(
    rowsOf<{ captured: number; orders: number }>(
      await database.db.execute(sql`select (select count(*) from simulated_gateway_payments where status = 'captured')::int as captured,
      (select count(*) from orders)::int as orders`),
    ),
    'count of payments and orders',
  );
  const unpaid = firstOf(
    rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from payments p join customers c on c.id = p.customer_id
      where c.email like 'storm-%' and p.state <> 'paid'`),
    ),
    'count of unpaid storm payments',
  );
  const drainSeconds = chaos.drainedExit ? (chaos.drainedExit.at - chaos.termAt) / 1000 : Number.NaN;
  const drainExitOk = chaos.drainedExit?.code === 0 && drainSeconds <= SHUTDOWN_GRACE_S;
  const probeOk =
    chaos.probe !== undefined &&
    chaos.probeProblem === undefined &&
    chaos.probeServer === DRAINED &&
    chaos.probe.headersAt < chaos.termAt &&
    chaos.probe.ended > chaos.termAt;
  const lostOnKilled = lost.length - lostElsewhere.length;

  checks.push(
    {
      name: 'errors: none but requests in flight on the killed instance',
      value:
        `${result.stats.problemCount} storm errors, ${zipProblems.length} bad ZIPs, ${lostElsewhere.length} lost elsewhere; ` +
        `${lostOnKilled} lost in flight on ${KILLED} (listed above)`,
      pass: result.stats.problemCount === 0 && zipProblems.length === 0 && lostElsewhere.length === 0,
    },
    {
      name: 'audit after the storm',
      value: `${first.checks.filter((c) => c.pass).length} of ${first.checks.length} pass`,
      pass: first.checks.every((c) => c.pass),
    },
    {
      name: `audit after the queue settled on ${SURVIVOR}`,
      value: `${second.checks.filter((c) => c.pass).length} of ${second.checks.length} pass`,
      pass: second.checks.every((c) => c.pass),
    },
    {
      name: 'captured payments: exactly one set of orders each',
      value: `${counts.captured} captured, ${counts.orders} orders (${capturedCheck.value})`,
      pass: capturedCheck.pass,
    },
    {
      name: 'ZIPs downloaded and verified (entries, sizes, CRC-32, SHA-256 of every original)',
      value: `${zips.length - zipProblems.length} of ${zips.length} (${fmt(mb(zips.reduce((n, z) => n + z.bytes, 0)))} MB; ${zipLost.length} sent again after being lost)`,
      pass: zips.length > 0 && zipProblems.length === 0,
    },
    {
      name: `${DRAINED} (SIGTERM) exited 0 within the ${SHUTDOWN_GRACE_S} s grace`,
      value: chaos.drainedExit
        ? `code ${chaos.drainedExit.code ?? chaos.drainedExit.signal} after ${fmt(drainSeconds)} s (last answer ${fmt((drainedLast - chaos.termAt) / 1000)} s after SIGTERM)`
        : 'did not exit',
      pass: drainExitOk,
    },
    {
      name: `${DRAINED}'s requests in flight at SIGTERM completed`,
      value:
        `the ${fmt(mb(chaos.probe?.data.length ?? 0))} MB download on ${chaos.probeServer}: ${chaos.probe?.status ?? '-'}, ` +
        `${chaos.probeProblem ?? 'verified'}, ended ${fmt(((chaos.probe?.ended ?? Number.NaN) - chaos.termAt) / 1000)} s after SIGTERM; ` +
        `${drainedInFlight.length} requests in flight at SIGTERM, ${drainedInFlight.filter((x) => x.status >= 200 && x.status < 500).length} answered`,
      pass: probeOk && drainedInFlight.every((x) => x.status >= 200 && x.status < 500),
    },
    {
      name: `no request on its way to ${DRAINED} as it drained was refused or dropped`,
      value:
        `${drainedRefused.length} refused with 503 (Fastify's, while closing), ${drainedFailed.length} dropped or 502; ` +
        `HAProxy saw it DOWN ${fmt((drainedUntil - chaos.termAt) / 1000)} s after SIGTERM`,
      pass: drainedFailed.length === 0 && drainedRefused.length === 0,
    },
    {
      name: `${KILLED} (SIGKILL) died, ${SURVIVOR} still ready`,
      value: `${KILLED} ${killedExit ? `exited by ${killedExit.signal ?? killedExit.code}` : 'still running'}; ${SURVIVOR} /readyz ${survivorReady ? '200' : 'not 200'}`,
      pass: killedExit?.signal === 'SIGKILL' && survivorReady,
    },
    {
      name: 'job queue: nothing failed; nothing due left for the survivor',
      value:
        `${settled.due} due; failed: ${settled.failed.map((f) => `${f.n} × ${f.kind} (${f.error.slice(0, 120)})`).join(', ') || 'none'}; ` +
        `held by the killed instance's lease: ${settled.heldByLease.reduce((n, h) => n + h.n, 0)}`,
      pass: settled.due === 0 && settled.failed.length === 0,
    },
    {
      name: 'throughput: no failed request, none left unanswered after the load, every instance served in the three-instance run',
      value:
        `failed ${tp.rows.reduce((n, r) => n + r.failed, 0)}; still held 2 s after the load stopped: ` +
        tp.stuck.map((x) => `${x.instances === 1 ? 'one instance' : 'three'}: ${INSTANCES.map((n) => `${n} ${x.held[n]}`).join(', ')}`).join('; ') +
        `; three-instance run answered by ${INSTANCES.map((n) => `${n} ${tp.spread[n] ?? 0}`).join(', ')}`,
      pass:
        tp.rows.every((r) => r.failed === 0) &&
        tp.stuck.every((x) => INSTANCES.every((n) => x.held[n] === 0)) &&
        INSTANCES.every((n) => (tp.spread[n] ?? 0) > 0),
    },
    {
      name: 'PgBouncer: no answer of PostgreSQL dropped ("got packet … from server when not linked")',
      value: !pgbouncer
        ? 'not tested: BENCH_PGBOUNCER=0'
        : droppedAnswers.length === 0
          ? 'none'
          : `${droppedAnswers.length} times (${droppedAnswers.slice(0, 3).join('; ')}${droppedAnswers.length > 3 ? '; …' : ''}): ` +
            'the query those answers belonged to never completes (see the report)',
      pass: pgbouncer !== undefined && droppedAnswers.length === 0,
    },
    {
      name: `${SURVIVOR} holds no request after the storm`,
      value: `${survivorHeld} requests still held on ${SURVIVOR} once the queue settled`,
      pass: survivorHeld === 0,
    },
  );

  // ------------------------------------------------------------ the table
  const one = (scenario: string, n: number) => {
    const row = tp.rows.find((r) => r.scenario === scenario && r.instances === n);
    if (!row) throw new Error(`no throughput row for ${scenario} on ${n} instances`);
    return row;
  };
  console.log(
    `\nCluster on one ${cpus().length}-core machine: 3 × node server/dist/server.js (DATABASE_POOL_MAX 10, DATABASE_PREPARE=false) behind ${versionOf(HAPROXY, '-v')} ` +
      `(leastconn, /readyz checked every 1 s), ` +
      `${pgbouncer ? `${versionOf(PGBOUNCER, '--version')} in transaction mode (20 server connections)` : "PostgreSQL directly (BENCH_PGBOUNCER=0, NOT issue 14's set-up)"}, Redis, S3 (s3rver, in the bench process). ` +
      `Load generator, proxies, PostgreSQL and the instances share the cores. ${PRODUCTS.toLocaleString('en-IN')} products; ` +
      `${CONNECTIONS} connections, ${DURATION} s a scenario after ${WARMUP} s warm-up.\n`,
  );
  console.log('| scenario | 1 instance req/s | p50 ms | p99 ms | 3 instances req/s | p50 ms | p99 ms | 3 / 1 |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const scenario of ['store listing', 'store listing, cold', 'product page', 'product page, cold']) {
    const a = one(scenario, 1);
    const b = one(scenario, 3);
    console.log(
      `| ${scenario} | ${a.rps.toFixed(0)} | ${fmt(a.p50)} | ${fmt(a.p99)} | ${b.rps.toFixed(0)} | ${fmt(b.p50)} | ${fmt(b.p99)} | ${fmt(b.rps / a.rps, 2)} |`,
    );
  }
  const killOffset = (chaos.killedAt - stormStarted) / 1000;
  const termOffset = (chaos.termAt - stormStarted) / 1000;
  console.log(
    `\nPurchase storm: ${STORM_CUSTOMERS} customers for ${STORM_SECONDS} s (add to cart, coupon check, createPayment, pay, verifypayment; ` +
      `a ZIP after every ${ZIP_EVERY}th purchase); ${KILLED} SIGKILLed at +${fmt(killOffset)} s, ${DRAINED} SIGTERMed at +${fmt(termOffset)} s ` +
      `with a ${fmt(mb(DRAIN_FILES * DRAIN_FILE_BYTES), 0)} MB download in flight.\n`,
  );
  const lostKinds = [...new Set(lost.filter((l) => l.onKilled).map((l) => l.endpoint))].join(', ');
  const table: [string, string][] = [
    ['requests sent through HAProxy (throughput, limits, storm)', totalSent.toLocaleString('en-IN')],
    [
      'storm requests (ZIPs and repeats included)',
      `${stormRequests.toLocaleString('en-IN')} (${fmt(stormRequests / ((stormEnded - stormStarted) / 1000), 0)}/s); HAProxy sent ${redispatched} to another instance`,
    ],
    ['purchases verified', `${result.purchases} (${fmt(result.purchases / result.seconds)}/s; ${result.withCoupon} with the coupon)`],
    [
      'errors',
      `${result.stats.problemCount + zipProblems.length + lostElsewhere.length}, besides ${lostOnKilled} lost in flight on the killed instance${lostKinds ? ` (${lostKinds})` : ''}`,
    ],
    ['createPayments lost in flight / storm payments left unpaid', `${result.lostCreates} / ${unpaid.n}`],
    ['captured payments / orders', `${counts.captured} / ${counts.orders} (${capturedCheck.pass ? 'exactly one set each' : capturedCheck.value})`],
    ['ZIPs downloaded and verified', `${zips.length - zipProblems.length} of ${zips.length}`],
    [
      `${DRAINED} after SIGTERM`,
      chaos.drainedExit
        ? `exit ${chaos.drainedExit.code ?? chaos.drainedExit.signal} after ${fmt(drainSeconds)} s; ${drainedInFlight.length} requests in flight finished (the ${fmt(mb(chaos.probe?.data.length ?? 0), 0)} MB ZIP ${chaos.probeProblem ? 'BROKEN' : 'verified'}); ${drainedFailed.length} dropped and ${drainedRefused.length} refused (503) as it closed`
        : 'did not exit',
    ],
    ['limits across instances', limitChecks.map((c) => `${c.name.split(':')[0]}: ${c.pass ? 'enforced' : 'NOT enforced'}`).join('; ')],
    [
      'job queue after the storm',
      `${settled.due === 0 ? 'settled' : `NOT settled (${settled.due} jobs due)`} after ${fmt(settled.seconds)} s on ${SURVIVOR}; ` +
        `${settled.heldByLease.reduce((n, h) => n + h.n, 0)} jobs wait for the killed instance's 5 min lease`,
    ],
  ];
  console.log('| | |');
  console.log('|---|---|');
  for (const [k, v] of table) console.log(`| ${k} | ${v} |`);

  console.log('');
  for (const c of checks) console.log(`${c.pass ? 'PASS' : 'FAIL'}  ${c.name}: ${c.value}`);
  const pass = checks.every((c) => c.pass);
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${checks.filter((c) => !c.pass).length} of ${checks.length} checks failed (${fmt((performance.now() - t0) / 1000, 0)} s in all; load average now ${load()})`,
  );
  if (!pass) process.exitCode = 1;
}

// The AWS SDK's notice about Node 20 (s3rver's client and the storage adapter in this process): not news here.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (!/NodeVersionSupportWarning|AWS SDK for JavaScript/.test(`${warning.name} ${warning.message}`)) console.warn(warning);
});

setTimeout(() => {
  console.error(`\nFAIL: the bench did not finish in ${TIMEOUT_S} s (BENCH_TIMEOUT_S); stopping everything`);
  void cleanUp().finally(() => process.exit(1));
}, TIMEOUT_S * 1000).unref();

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    httpAgent.destroy();
    await cleanUp();
    // s3rver's and the S3 client's sockets would keep the process alive.
    process.exit();
  });
