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
 * sort, generated two-word searches. Both are reported.
 *
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_PRODUCTS, BENCH_DURATION (s), BENCH_CONNECTIONS, BENCH_TARGETS (postgres,pglite).
 */
import { type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../server/src/db/client';
import { seedBulkCatalogue } from './bulk-seed';
import { percentile, rowsOf, startServer, stopServer, withBenchDatabase } from './harness';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WARMUP = 3;
const TARGETS = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',').map((t) => t.trim());
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** p99 and p95 targets, in ms. */
const TARGET: Record<string, { p: 'p95' | 'p99'; ms: number }> = {
  'store listing': { p: 'p99', ms: 25 },
  'category listing': { p: 'p99', ms: 25 },
  'product detail': { p: 'p99', ms: 25 },
  search: { p: 'p95', ms: 15 },
};
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

type Row = { target: string; scenario: string; rps: number; p50: number; p95: number; p99: number; requests: number; failed: number };

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

async function measure(url: string, target: string, scenario: string, path: () => string, headers: Record<string, string> = {}): Promise<Row> {
  const options = (duration: number) => ({
    url,
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
          headers: { ...request.headers, ...headers, 'x-forwarded-for': random(CLIENTS) },
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
    target,
    scenario,
    rps: times.length / DURATION,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    requests: times.length,
    failed: failed + result.errors + result.timeouts,
  };
}

async function scenarios(url: string, target: string, ids: Ids): Promise<Row[]> {
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
  for (const [scenario, path, headers] of plan) {
    const row = await measure(url, target, scenario, path, headers);
    rows.push(row);
    console.log(
      `  ${scenario.padEnd(32)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50.toFixed(1).padStart(6)} ms  ` +
        `p95 ${row.p95.toFixed(1).padStart(6)} ms  p99 ${row.p99.toFixed(1).padStart(6)} ms  failed ${row.failed}`,
    );
  }
  return rows;
}

async function benchPostgres(): Promise<Row[]> {
  return withBenchDatabase(ADMIN_URL, async (url, dataDir) => {
    const database = await openDatabase({ url, maxConnections: 4 });
    const ids = await seed(database);
    await database.close();
    const server = await startServer({ DATABASE_URL: url, DATA_DIR: dataDir });
    try {
      return await scenarios(server.url, 'PostgreSQL', ids);
    } finally {
      await stopServer(server.child);
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
    return await scenarios(server.url, 'PGlite', ids);
  } finally {
    if (child) await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `Catalogue benchmark: ${PRODUCTS.toLocaleString('en-IN')} products, ${CONNECTIONS} connections, ` +
      `${DURATION} s a scenario after ${WARMUP} s warm-up; ${cpus().length} CPUs, Node ${process.version}\n`,
  );
  const rows: Row[] = [];
  if (TARGETS.includes('postgres')) rows.push(...(await benchPostgres()));
  if (TARGETS.includes('pglite')) rows.push(...(await benchPglite()));

  console.log('\n| database | scenario | req/s | p50 ms | p95 ms | p99 ms | failed | target |');
  console.log('|---|---|---:|---:|---:|---:|---:|---|');
  for (const r of rows) {
    const goal = targetOf(r.scenario);
    const met = r[goal.p] <= goal.ms && r.failed === 0;
    console.log(
      `| ${r.target} | ${r.scenario} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.failed} | ` +
        `${goal.p} ≤ ${goal.ms} ms: ${met ? 'met' : 'missed'} |`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
