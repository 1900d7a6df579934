import type { Dirent } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { createAssetStorage } from '../platform/storage/asset-storage';
import { isStorageKey, type AssetStorage } from '../platform/storage/storage';
import { readCommandLine } from './command-line';

/**
 * `npm run storage:migrate -- <folder>`: copies a local DATA_DIR's pictures
 * (`originals/` and `media/`) into the S3 storage the environment configures
 * (S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_ENDPOINT…). Safe to
 * run again, and while the old server still runs: an object already there
 * with the same size is left alone.
 *
 * Exit codes: 0 copied, 1 refused or some files failed (the rest were copied), 2 usage.
 */

const USAGE = `Usage: npm run storage:migrate -- <folder>

Copies <folder>/originals and <folder>/media (a DATA_DIR) into the S3 storage
configured by S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (and S3_ENDPOINT,
S3_REGION for MinIO, R2 and the like). Objects already there with the same size
are skipped.`;

/** The two halves, each a folder in DATA_DIR and a prefix in the bucket. */
const HALVES = ['originals', 'media'] as const;
type Half = (typeof HALVES)[number];

/** Files copied at once (each is read whole into memory to be uploaded). */
const COPY_CONCURRENCY = 4;

export type HalfReport = {
  /** The folder was not there (nothing to copy). */
  missing: boolean;
  copied: number;
  /** Already in the target with the same size. */
  unchanged: number;
  /** Names that are not storage keys (`.tmp-*` leftovers of an interrupted write, folders, stray files). */
  skipped: string[];
  failed: { name: string; error: string }[];
};

export type MigrationReport = Record<Half, HalfReport>;

/**
 * Copies the files of `folder`/originals and `folder`/media into `target`.
 * Files go one half after the other, a few at a time; a file that fails is
 * reported and the others still go.
 */
export async function migrateStorage(
  folder: string,
  target: Pick<AssetStorage, Half>,
  options: { concurrency?: number; onCopied?(half: Half, name: string): void } = {},
): Promise<MigrationReport> {
  const report = {} as MigrationReport;
  for (const half of HALVES) {
    const dir = join(folder, half);
    const result: HalfReport = { missing: false, copied: 0, unchanged: 0, skipped: [], failed: [] };
    report[half] = result;
    let entries: Dirent[];
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      result.missing = true;
      continue;
    }
    const files = entries.filter((entry) => {
      const usable = entry.isFile() && isStorageKey(entry.name);
      if (!usable) result.skipped.push(entry.name);
      return usable;
    });
    const store = target[half];
    const copyOne = async (name: string) => {
      try {
        const path = join(dir, name);
        const [local, remote] = await Promise.all([stat(path), store.stat(name)]);
        if (remote?.size === local.size) {
          result.unchanged += 1;
          return;
        }
        await store.put(name, await readFile(path));
        result.copied += 1;
        options.onCopied?.(half, name);
      } catch (err) {
        result.failed.push({ name, error: err instanceof Error ? err.message : String(err) });
      }
    };
    // One queue the workers share: each takes the next file it finds there.
    const queue = files.values();
    const worker = async () => {
      for (const file of queue) await copyOne(file.name);
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency ?? COPY_CONCURRENCY, files.length) }, worker));
    result.skipped.sort();
  }
  return report;
}

/** Why the bucket did not answer, in words (HeadBucket's errors have no body to tell it). */
function unreachable(err: unknown): string {
  const status = (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === 404) return 'no such bucket';
  if (status === 401 || status === 403) return "access denied (check the keys and the bucket's policy)";
  return err instanceof Error ? err.message || err.name : String(err);
}

export type Output = { log(line: string): void; error(line: string): void };

export async function runStorageMigrate(args: string[], env: NodeJS.ProcessEnv = process.env, out: Output = console): Promise<number> {
  const line = readCommandLine(args, { usage: USAGE, options: {}, positionals: ['<folder>'] });
  if (!line.ok) {
    out.error(line.message);
    return 2;
  }
  // npm runs scripts from the workspace folder; the folder is relative to where the user typed.
  const folder = resolve(env.INIT_CWD ?? process.cwd(), line.positionals[0]);
  const config = loadConfig(env);
  if (!config.s3) {
    out.error(
      'S3 storage is not configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT for MinIO, R2 and the like), then run this again. Nothing was copied.',
    );
    return 1;
  }
  const halves = await Promise.all(
    HALVES.map((half) =>
      stat(join(folder, half)).then(
        (s) => s.isDirectory(),
        () => false,
      ),
    ),
  );
  if (!halves.some(Boolean)) {
    out.error(`${folder} has neither originals/ nor media/: give the DATA_DIR the pictures are in. Nothing was copied.`);
    return 1;
  }
  const target = await createAssetStorage(config);
  const where = `bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}`;
  try {
    await target.ping();
  } catch (err) {
    out.error(`Cannot reach ${where}: ${unreachable(err)}. Nothing was copied.`);
    return 1;
  }

  const started = Date.now();
  let copied = 0;
  const report = await migrateStorage(folder, target, {
    onCopied: () => {
      copied += 1;
      if (copied % 100 === 0) out.log(`  … ${copied} files copied`);
    },
  });
  out.log(`Copied ${folder} to ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const half of HALVES) {
    const r = report[half];
    const label = `${half}:`.padEnd(11);
    out.log(
      r.missing
        ? `  ${label}no such folder`
        : `  ${label}${r.copied} copied, ${r.unchanged} already there, ${r.skipped.length} skipped, ${r.failed.length} failed`,
    );
    if (r.skipped.length > 0) out.log(`    skipped (not storage keys): ${r.skipped.join(', ')}`);
    for (const f of r.failed) out.error(`    failed: ${half}/${f.name}: ${f.error}`);
  }
  const failed = HALVES.reduce((n, half) => n + report[half].failed.length, 0);
  if (failed > 0) out.error(`${failed} files were not copied; run this again to retry them.`);
  return failed > 0 ? 1 : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runStorageMigrate(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
