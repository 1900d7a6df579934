import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_DEV_MAIL_KEY } from './app';

/** The real server's entry point, run as a child process by the tests that kill or stop it. */
const SERVER = fileURLToPath(new URL('../server.ts', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export type Running = {
  child: ChildProcess;
  base: string;
  log: () => string;
  exited: Promise<number | null>;
  /** The demo mailbox's key (TEST_DEV_MAIL_KEY unless `env` set DEV_MAIL_KEY; '' when it is made at start). */
  devMailKey: string;
};

/**
 * Starts `server.ts` on PGlite in `dataDir` (no storefront build) and waits
 * until /healthz answers; `env` adds to or overrides the environment (its
 * DEV_MAIL_KEY: '' leaves the server to make one, as `npm start` does).
 */
export async function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'info',
      DEV_MAIL_KEY: TEST_DEV_MAIL_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 100) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (waited > 60_000) throw new Error(`server did not start: ${output}`);
    const up = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, log: () => output, exited, devMailKey: env.DEV_MAIL_KEY ?? TEST_DEV_MAIL_KEY };
}
