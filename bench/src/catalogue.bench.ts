/**
 * Catalogue benchmark: `npm run bench` (never part of `npm test`).
 *
 * Seeds a fresh database with BENCH_PRODUCTS (100,000) products, starts the
 * real server (server/src/server.ts) as a child process on loopback, and
 * drives it with autocannon: 32 connections, ~10 s a scenario, after a short
 * warm-up. Run against PostgreSQL (a fresh database created on the server
 * named by DATABASE_URL, dropped afterwards) and against embedded PGlite.
 *
 * One scenario asks as a browser does, for brotli (autocannon asks for no
 * compression otherwise).
 *
 * Requests vary as a shop's traffic does: listing pages 1-50, every
 * category, 2,000 different products, a dozen searches (typos included),
 * each from one of 5,000 client addresses (X-Forwarded-For, with
 * TRUST_PROXY on) so the per-address rate limit applies as in production
 * without one address exhausting it.
 *
 * The server keeps catalogue answers per catalogue revision, so those
 * scenarios mostly measure answers already made. Each has a "cold" twin
 * whose requests mostly miss: any of the 100,000 products, any page of any
 * sort, generated two-word searches. Both are reported. On PostgreSQL the
 * bench moves the catalogue revision before each cold run, so every run
 * starts with nothing kept, whatever ran before it.
 *
 * At 32 connections the load generator, PostgreSQL and the server share two
 * cores and a cold request's latency is mostly the queue (decision 019): that
 * table is the throughput figure. Each cold scenario is run again at 8
 * connections for its latency, with the CPU time the server process and the
 * database's backends used, per request (/proc, decision 057).
 *
 * BENCH_BEFORE names a checkout of the build before (with its own
 * node_modules): its server runs beside this one on the same seeded
 * PostgreSQL database, the two alternated scenario by scenario.
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_PRODUCTS, BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_COLD_CONNECTIONS,
 * BENCH_TARGETS (postgres,pglite), BENCH_BEFORE.
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { type Db, openDatabase, type Database } from '../../server/src/db/client';
import { seedBulkCatalogue } from './bulk-seed';
import { percentile, processCpuMs, rowsOf, startServer, stopServer, withBenchDatabase } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const COLD_CONNECTIONS = Number(process.env.BENCH_COLD_CONNECTIONS ?? 8);
const WARMUP = 3;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim());
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BEFORE = process.env.BENCH_BEFORE;

/**
 * Latency targets (p99 or p95, ms) and the CPU a cold request may cost the
 * server and the database together (ms): the latency of a scenario the cache
 * answers at 32 connections, of a cold one at 8 (issue 28).
 */
const TARGET: Record<string, { p: 'p95' | 'p99'; ms: number; cpuMs: number }> = {
  'store listing': { p: 'p99', ms: 25, cpuMs: 0.6 },
  'category listing': { p: 'p99', ms: 25, cpuMs: 0.6 },
  'product detail': { p: 'p99', ms: 25, cpuMs: 0.6 },
  search: { p: 'p95', ms: 15, cpuMs: 1.0 },
};
const isCold = (scenario: string) => scenario.endsWith(', cold');
const targetOf = (scenario: string) => {
  const target = TARGET[scenario.replace(/, (cold|as a browser asks)$/, '')];
  if (!target) throw new Error(`no target for the scenario '${scenario}'`);
  return target;
};

const SUBJECTS = [
  'sunset',
  'sunrise',
  'monsoon',
  'boats',
  'palms',
  'temple',
  'city',
  'stars',
  'mist',
  'rain',
  'lotus',
  'market',
  'harbour',
  'kite',
  'fort',
  'fields',
  'flamingos',
  'lighthouse',
  'waterfall',
  'food',
];
const PLACES = [
  'kelva',
  'dahanu',
  'boisar',
  'mumbai',
  'tarapur',
  'palghar',
  'vasai',
  'shirgaon',
  'arnala',
  'jawhar',
  'satpati',
  'virar',
  'nashik',
  'lonavala',
  'matheran',
  'alibaug',
  'ganpatipule',
  'tarkarli',
  'mahabaleshwar',
  'igatpuri',
  'kolad',
  'murud',
  'harihareshwar',
  'chinchani',
  'bordi',
];
const SORTS = ['-createdAt', 'price', '-price', 'title', '-rating'];

const SEARCHES = [
  'sunset',
  'kelva beach',
  'mumbai',
  'sunst',
  'monsoon clouds',
  'lighth',
  'fort',
  'dahanu sunrise',
  'harbour cranes mumbai',
  'starry night jawhar',
  'flamingoes',
  'misty waterfall',
];

/** CPU time per request, in ms: the server process's, and the database backends' (none for PGlite, which runs inside the server). */
type Cpu = { server: number; database?: number };
type Row = {
  target: string;
  build: string;
  scenario: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  failed: number;
  cpu: Cpu;
};

/** A running server under test: which build, where, its process, and how its database connections are told apart. */
type Server = { build: string; url: string; pid: number; child: ChildProcess; applicationName?: string };

const random = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const CLIENTS = Array.from({ length: 5000 }, (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`);

type Ids = { categories: string[]; products: string[]; allProducts: string[] };

async function seed(database: Database): Promise<Ids> {
  await database.migrate();
  const started = Date.now();
  await seedBulkCatalogue(database.db, PRODUCTS);
  console.log(`  seeded ${PRODUCTS.toLocaleString('en-IN')} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const categories = rowsOf<{ id: string }>(await database.db.execute(sql`select id from categories`)).map((r) => r.id);
  const allProducts = rowsOf<{ id: string }>(await database.db.execute(sql`select id from products`)).map((r) => r.id);
  const products = [...allProducts].sort(() => Math.random() - 0.5).slice(0, 2000);
  return { categories, products, allProducts };
}

/**
 * The CPU time, in ms, used so far by each PostgreSQL backend of one server
 * (its connections carry `applicationName`): PostgreSQL runs on this machine.
 */
async function backendsCpuMs(db: Db, applicationName: string): Promise<Map<number, number>> {
  const rows = rowsOf<{ pid: number }>(await db.execute(sql`select pid from pg_stat_activity where application_name = ${applicationName}`));
  const used = new Map<number, number>();
  for (const { pid } of rows) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) used.set(pid, ms);
  }
  return used;
}

/** The bench's own connection to the server's PostgreSQL database (none on PGlite): moves the revision, finds the backends. */
type Probe = Db | undefined;

async function measure(
  server: Server,
  probe: Probe,
  target: string,
  scenario: string,
  connections: number,
  path: () => string,
  headers: Record<string, string> = {},
): Promise<Row> {
  const options = (duration: number) => ({
    url: server.url,
    connections,
    duration,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        setupRequest: (request: { headers?: Record<string, string> }) => ({
          ...request,
          method: 'GET',
          path: path(),
          headers: { ...request.headers, ...headers, 'x-forwarded-for': random(CLIENTS) },
        }),
      },
    ],
  });
  await autocannon(options(WARMUP));
  // A cold run starts with nothing kept: every build, whatever ran before it.
  if (probe && isCold(scenario)) await probe.execute(sql`select chitra_bump_catalogue_revision()`);
  const backends = async () => (probe && server.applicationName ? backendsCpuMs(probe, server.applicationName) : undefined);
  const databaseBefore = await backends();
  const serverBefore = processCpuMs(server.pid) ?? Number.NaN;
  const times: number[] = [];
  let failed = 0;
  const run = autocannon(options(DURATION));
  run.on('response', (_client: unknown, status: number, _bytes: number, time: number) => {
    times.push(time);
    if (status !== 200) failed++;
  });
  const result = await run;
  const serverMs = (processCpuMs(server.pid) ?? Number.NaN) - serverBefore;
  const databaseAfter = await backends();
  // A backend that started during the run counts from zero; one that ended during it is lost (the pool keeps them open under load).
  const databaseMs = databaseAfter && [...databaseAfter].reduce((sum, [pid, ms]) => sum + ms - (databaseBefore?.get(pid) ?? 0), 0);
  times.sort((a, b) => a - b);
  return {
    target,
    build: server.build,
    scenario,
    connections,
    rps: times.length / DURATION,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    failed: failed + result.errors + result.timeouts,
    cpu: { server: serverMs / times.length, database: databaseMs === undefined ? undefined : databaseMs / times.length },
  };
}

/**
 * Every scenario at 32 connections, and the cold ones again at 8; with two
 * builds, each run on both, which goes first alternating from one scenario
 * to the next.
 */
async function scenarios(servers: Server[], probe: Probe, target: string, ids: Ids): Promise<Row[]> {
  const rows: Row[] = [];
  const page = (max: number) => 1 + Math.floor(Math.random() * max);
  // A search word with one letter dropped: the typo path.
  const typo = (word: string) => {
    const i = 1 + Math.floor(Math.random() * (word.length - 2));
    return word.slice(0, i) + word.slice(i + 1);
  };
  const plan: [string, () => string, Record<string, string>?][] = [
    ['store listing', () => `/api/v1/product/allproduct?page=${page(50)}&limit=20`],
    // A browser asks for brotli: the answer's compressed copy is kept beside it.
    ['store listing, as a browser asks', () => `/api/v1/product/allproduct?page=${page(50)}&limit=20`, { 'accept-encoding': 'br, gzip' }],
    ['store listing, cold', () => `/api/v1/product/allproduct?page=${page(500)}&limit=20&sort=${random(SORTS)}`],
    ['category listing', () => `/api/v1/product/allproduct/${random(ids.categories)}?page=${page(20)}&limit=20`],
    ['category listing, cold', () => `/api/v1/product/allproduct/${random(ids.categories)}?page=${page(800)}&limit=20`],
    ['product detail', () => `/api/v1/product/getproduct/${random(ids.products)}`],
    ['product detail, cold', () => `/api/v1/product/getproduct/${random(ids.allProducts)}`],
    ['search', () => `/api/v1/product/search?search=${encodeURIComponent(random(SEARCHES))}&page=1&limit=10`],
    [
      'search, cold',
      () => {
        const subject = random(SUBJECTS);
        const place = random(PLACES);
        const words = [subject, Math.random() < 0.3 ? typo(place) : place];
        return `/api/v1/product/search?search=${encodeURIComponent(words.join(' '))}&page=${page(3)}&limit=10`;
      },
    ],
  ];
  for (const [i, [scenario, path, headers]] of plan.entries()) {
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    for (const connections of isCold(scenario) ? [CONNECTIONS, COLD_CONNECTIONS] : [CONNECTIONS]) {
      for (const server of order) {
        const row = await measure(server, probe, target, scenario, connections, path, headers);
        rows.push(row);
        console.log(
          `  ${(servers.length > 1 ? `${row.build}: ` : '') + scenario.padEnd(24)} ${String(connections).padStart(3)} conn ` +
            `${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(1).padStart(6)} ms  ` +
            `p95 ${row.p95.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  ` +
            `CPU/req server ${row.cpu.server.toFixed(3)} ms, database ${row.cpu.database?.toFixed(3) ?? '–'} ms  failed ${row.failed}`,
        );
      }
    }
  }
  return rows;
}

/** Its backends are told apart from every other client of the PostgreSQL server by their application name. */
const withApplicationName = (url: string, name: string) => {
  const named = new URL(url);
  named.searchParams.set('application_name', name);
  return named.toString();
};

async function benchPostgres(): Promise<Row[]> {
  return withBenchDatabase(ADMIN_URL, async (url, dataDir) => {
    const database = await openDatabase({ url, maxConnections: 1 });
    const servers: Server[] = [];
    try {
      const ids = await seed(database);
      const builds = BEFORE
        ? [
            { build: 'before', root: BEFORE },
            { build: 'this build', root: undefined },
          ]
        : [{ build: 'this build', root: undefined }];
      for (const [i, { build, root }] of builds.entries()) {
        const applicationName = `chitra-bench-${i}`;
        const folder = join(dataDir, String(i));
        const { child, url: serverUrl } = await startServer({ DATABASE_URL: withApplicationName(url, applicationName), DATA_DIR: folder }, root);
        if (child.pid === undefined) throw new Error('bench: the server has no process id');
        servers.push({ build, url: serverUrl, pid: child.pid, child, applicationName });
      }
      return await scenarios(servers, database.db, 'PostgreSQL', ids);
    } finally {
      for (const server of servers) await stopServer(server.child);
      await database.close();
    }
  });
}

async function benchPglite(): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-bench-'));
  let child: ChildProcess | undefined;
  try {
    console.log(`PGlite (${dataDir}/pglite)`);
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    const ids = await seed(database);
    await database.close();
    const server = await startServer({ DATABASE_URL: '', DATA_DIR: dataDir });
    child = server.child;
    if (child.pid === undefined) throw new Error('bench: the server has no process id');
    return await scenarios([{ build: 'this build', url: server.url, pid: child.pid, child }], undefined, 'PGlite', ids);
  } finally {
    if (child) await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One table: every row at `connections`, with its verdict. */
function table(rows: Row[], connections: number, builds: boolean): void {
  console.log(`\n${connections} connections:\n`);
  console.log(
    `| database |${builds ? ' build |' : ''} scenario | req/s | p50 ms | p95 ms | p99 ms | server CPU ms/req | database CPU ms/req | failed | target |`,
  );
  console.log(`|---|${builds ? '---|' : ''}---|---:|---:|---:|---:|---:|---:|---:|---|`);
  for (const r of rows.filter((row) => row.connections === connections)) {
    const goal = targetOf(r.scenario);
    const latency = `${goal.p} ≤ ${goal.ms} ms: ${r[goal.p] <= goal.ms && r.failed === 0 ? 'met' : 'missed'}`;
    const cpu = r.cpu.server + (r.cpu.database ?? 0);
    const verdict = !isCold(r.scenario)
      ? latency
      : connections === CONNECTIONS
        ? 'throughput (latency at 8)'
        : // PGlite runs inside the server: its CPU is the server's.
          `${latency}; CPU ≤ ${goal.cpuMs} ms: ${cpu <= goal.cpuMs ? 'met' : 'missed'} (${cpu.toFixed(2)})`;
    console.log(
      `| ${r.target} |${builds ? ` ${r.build} |` : ''} ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ` +
        `${r.cpu.server.toFixed(3)} | ${r.cpu.database?.toFixed(3) ?? '–'} | ${r.failed} | ${verdict} |`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Catalogue benchmark: ${PRODUCTS.toLocaleString('en-IN')} products, ${CONNECTIONS} connections (cold scenarios also ${COLD_CONNECTIONS}), ` +
      `${DURATION} s a scenario after ${WARMUP} s warm-up; ${cpus().length} CPUs, Node ${process.version}` +
      `${BEFORE ? `; the build before from ${BEFORE}, alternated` : ''}\n`,
  );
  const rows: Row[] = [];
  if (TARGETS.includes('postgres')) rows.push(...(await benchPostgres()));
  if (TARGETS.includes('pglite')) rows.push(...(await benchPglite()));
  table(rows, CONNECTIONS, BEFORE !== undefined);
  table(rows, COLD_CONNECTIONS, BEFORE !== undefined);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
