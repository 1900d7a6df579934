import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Db } from '../../server/src/db/client';
import { createScratchDatabase } from '../../server/src/db/scratch-database';
import { customers, sessions } from '../../server/src/db/schema/accounts';
import { hashToken, newToken } from '../../server/src/platform/auth/tokens';

/** What the benchmarks share: a throwaway database, the real server as a child process on loopback, and percentiles. */

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  if (value === undefined) throw new RangeError(`percentile ${p}: no rank (p must be above 0)`);
  return value;
}

/**
 * The first item of a list the bench knows is not empty: the one row of an
 * aggregate (count, sum) or of an `insert … returning`, a catalogue it
 * seeded. None means the bench itself is broken, and says so.
 */
export function firstOf<T>(list: readonly T[], what: string): T {
  const [first] = list;
  if (first === undefined) throw new Error(`bench: no ${what}`);
  return first;
}

/** The `i`th item of a list gone round and round: `cycle(['a', 'b'], 3)` is 'b'. */
export function cycle<T>(list: readonly T[], i: number): T {
  const item = list[i % list.length];
  if (item === undefined) throw new Error('cycle: the list is empty');
  return item;
}

/** Rows of `db.execute` (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * BENCH_NODE_ARGS: options for the server's and worker's Node, to profile
 * them in a bench run (`--cpu-prof --cpu-prof-dir=/tmp/prof`; Node refuses
 * `--cpu-prof` in NODE_OPTIONS).
 */
const serverNodeArgs = () => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter((arg) => arg !== '');

/**
 * Starts server/src/server.ts on a free loopback port with request logging
 * off and TRUST_PROXY on (clients are told apart by X-Forwarded-For), and
 * waits for /readyz. `root`: the checkout whose server runs (another one,
 * with its own node_modules, to measure the build before beside this one).
 */
export async function startServer(env: NodeJS.ProcessEnv, root = ROOT): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', join(root, 'server/src/server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: String(port),
      // Request logging off: the figures are the API's, not the terminal's.
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become ready');
}

/**
 * Starts a ROLE=worker instance (decision 058), which opens no port: ready
 * when it says so over its IPC channel.
 */
export async function startWorker(env: NodeJS.ProcessEnv, root = ROOT): Promise<{ child: ChildProcess }> {
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', join(root, 'server/src/server.ts')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', ...env, ROLE: 'worker' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error('worker did not start'));
    }, 120_000);
    child.once('message', (message) => {
      if (message !== 'ready') return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`worker exited with ${code}`));
    });
  });
  return { child };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  // Requests a load generator abandoned at the end are still running: let them finish first.
  await new Promise((r) => setTimeout(r, 2000));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The kernel's clock ticks a second (`getconf CLK_TCK`: 100 on Linux, whatever the hardware). */
const CLOCK_TICKS = 100;

/**
 * The CPU time a process has used so far, user and system, all its threads,
 * in ms (/proc/<pid>/stat; 10 ms resolution). Undefined once it has exited.
 */
export function processCpuMs(pid: number): number | undefined {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command's name (in parentheses, which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * A fresh PostgreSQL database (created on the server `adminUrl` names) and a
 * DATA_DIR for one bench target; both are gone afterwards, whatever happens.
 */
export async function withBenchDatabase<T>(adminUrl: string, run: (url: string, dataDir: string) => Promise<T>): Promise<T> {
  const scratch = await createScratchDatabase(adminUrl, 'chitra_bench');
  const dataDir = mkdtempSync(join(tmpdir(), 'chitra-bench-'));
  try {
    console.log(`PostgreSQL (${new URL(scratch.url).host}, database ${scratch.name})`);
    return await run(scratch.url, dataDir);
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- HTTP client and customers

export type Body = Record<string, unknown>;
export type Answer = {
  status: number;
  body: Body | undefined;
  ms: number;
  error?: string;
  /** The response's headers (none after a network error). */
  headers?: IncomingHttpHeaders;
};

/** The JSON client's keep-alive connections: a bench destroys it when done. */
export const httpAgent = new Agent({ keepAlive: true, maxSockets: 1024 });

/** One JSON POST from a client address; never throws (a network error is status 0). */
export function post(base: URL, path: string, ip: string, token: string | undefined, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const payload = Buffer.from(JSON.stringify(body));
  const started = performance.now();
  return new Promise((resolve) => {
    const request = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        path,
        method: 'POST',
        agent: httpAgent,
        timeout: 30_000,
        headers: {
          'content-type': 'application/json',
          'content-length': payload.length,
          'x-forwarded-for': ip,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', (error) => resolve({ status: 0, body: undefined, ms: performance.now() - started, error: error.message }));
        response.on('end', () => {
          const ms = performance.now() - started;
          let parsed: Body | undefined;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body;
          } catch {
            parsed = undefined;
          }
          resolve({ status: response.statusCode ?? 0, body: parsed, ms, headers: response.headers });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in 30 s')));
    request.on('error', (error) => resolve({ status: 0, body: undefined, ms: performance.now() - started, error: error.message }));
    request.end(payload);
  });
}

/** A value deep inside a JSON answer, or undefined. */
export const field = (body: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Body)[key] : undefined), body);

/** A verified customer with a live session, written straight into the tables. */
export type BenchCustomer = { id: string; token: string; ip: string };

/** Inserts `count` verified customers with sessions, in batches of 1,000; `ip` gives each its client address. */
export async function seedCustomers(db: Db, prefix: string, count: number, passwordHash: string, ip: (i: number) => string): Promise<BenchCustomer[]> {
  const now = new Date();
  const expiresAt = new Date(now.getTime() + 24 * 60 * 60 * 1000);
  const made: BenchCustomer[] = [];
  for (let from = 0; from < count; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - from) }, (_, j) => {
      const i = from + j;
      return { i, id: randomUUID(), token: newToken() };
    });
    await db.insert(customers).values(
      batch.map(({ i, id }) => ({
        id,
        firstname: 'Bench',
        lastname: `${prefix} ${i}`,
        email: `${prefix}-${i}@bench.example`,
        mobile: `9${String(i).padStart(9, '0')}`,
        passwordHash,
        emailVerifiedAt: now,
      })),
    );
    await db.insert(sessions).values(batch.map(({ id, token }) => ({ customerId: id, tokenHash: hashToken(token), createdAt: now, expiresAt })));
    made.push(...batch.map(({ i, id, token }) => ({ id, token, ip: ip(i) })));
  }
  return made;
}
