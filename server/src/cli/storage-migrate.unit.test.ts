import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAssetStorage } from '../platform/storage/asset-storage';
import { startS3TestServer, type S3TestServer } from '../platform/storage/s3-test-server';
import type { AssetStorage } from '../platform/storage/storage';
import { migrateStorage, runStorageMigrate } from './storage-migrate';

describe('npm run storage:migrate -- <folder>', () => {
  let s3: S3TestServer;
  let target: AssetStorage;
  let dataDir: string;
  const files = {
    original: randomBytes(300_000),
    preview: randomBytes(20_000),
    thumb: randomBytes(3_000),
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    target = await createAssetStorage({ dataDir: '/nonexistent', s3: s3.config, mediaBaseUrl: undefined });
    // A DATA_DIR as the local adapter leaves it, with the leftover of an interrupted write.
    dataDir = mkdtempSync(join(tmpdir(), 'chitra-migrate-'));
    mkdirSync(join(dataDir, 'originals'));
    mkdirSync(join(dataDir, 'media'));
    mkdirSync(join(dataDir, 'media', 'stray-folder'));
    writeFileSync(join(dataDir, 'originals', 'a1b2.jpg'), files.original);
    writeFileSync(join(dataDir, 'originals', '.tmp-0123456789abcdef'), 'half a file');
    writeFileSync(join(dataDir, 'media', 'kelva-1200-0123456789abcdef.jpg'), files.preview);
    writeFileSync(join(dataDir, 'media', 'kelva-320-0123456789abcdef.webp'), files.thumb);
  });
  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await s3?.close();
  });

  it('copies both halves into their prefixes, skipping what is not a storage key; a second run copies nothing', async () => {
    const first = await migrateStorage(dataDir, target);
    expect(first).toEqual({
      originals: { missing: false, copied: 1, unchanged: 0, skipped: ['.tmp-0123456789abcdef'], failed: [] },
      media: { missing: false, copied: 2, unchanged: 0, skipped: ['stray-folder'], failed: [] },
    });
    expect((await target.originals.read('a1b2.jpg')).equals(files.original)).toBe(true);
    expect((await target.media.read('kelva-1200-0123456789abcdef.jpg')).equals(files.preview)).toBe(true);
    expect(await target.media.stat('a1b2.jpg')).toBeUndefined();

    const second = await migrateStorage(dataDir, target);
    expect(second.originals).toMatchObject({ copied: 0, unchanged: 1 });
    expect(second.media).toMatchObject({ copied: 0, unchanged: 2 });
  });

  it('copies again a file whose size differs in the bucket', async () => {
    await target.media.put('kelva-320-0123456789abcdef.webp', Buffer.from('truncated'));
    const report = await migrateStorage(dataDir, target);
    expect(report.media).toMatchObject({ copied: 1, unchanged: 1 });
    expect((await target.media.read('kelva-320-0123456789abcdef.webp')).equals(files.thumb)).toBe(true);
  });

  it('reports a missing half and a file that failed, and copies the rest', async () => {
    const partial = mkdtempSync(join(tmpdir(), 'chitra-migrate-'));
    try {
      mkdirSync(join(partial, 'originals'));
      writeFileSync(join(partial, 'originals', 'ok.jpg'), 'fine');
      writeFileSync(join(partial, 'originals', 'refused.jpg'), 'no');
      const refusing = {
        ...target,
        originals: {
          ...target.originals,
          put: (key: string, data: Buffer) => (key === 'refused.jpg' ? Promise.reject(new Error('Access Denied')) : target.originals.put(key, data)),
        },
      };
      const report = await migrateStorage(partial, refusing);
      expect(report.originals).toMatchObject({ copied: 1, failed: [{ name: 'refused.jpg', error: 'Access Denied' }] });
      expect(report.media).toMatchObject({ missing: true, copied: 0 });
    } finally {
      rmSync(partial, { recursive: true, force: true });
    }
  });

  describe('the command', () => {
    const run = async (args: string[], env: NodeJS.ProcessEnv) => {
      const out: string[] = [];
      const err: string[] = [];
      const code = await runStorageMigrate(
        args,
        { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
        {
          log: (l) => out.push(l),
          error: (l) => err.push(l),
        },
      );
      return { code, out: out.join('\n'), err: err.join('\n') };
    };

    it('prints usage and exits 2 without exactly one folder', async () => {
      for (const args of [[], ['a', 'b'], ['--help']]) {
        const { code, err } = await run(args, s3.env);
        expect(code).toBe(2);
        expect(err).toMatch(/Usage: npm run storage:migrate -- <folder>/);
      }
    });

    it('refuses an unknown flag, saying which, rather than copying anyway', async () => {
      const { code, err } = await run([dataDir, '--dry-run'], s3.env);
      expect(code).toBe(2);
      expect(err).toMatch(/^Unknown option '--dry-run'/);
      expect(err).toMatch(/Usage: npm run storage:migrate -- <folder>/);
    });

    it('refuses when S3 is not configured, or the folder is not a DATA_DIR, or the bucket is not there', async () => {
      const unconfigured = await run([dataDir], {});
      expect(unconfigured.code).toBe(1);
      expect(unconfigured.err).toMatch(/^S3 storage is not configured: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);

      const notDataDir = await run([tmpdir()], s3.env);
      expect(notDataDir.code).toBe(1);
      expect(notDataDir.err).toMatch(/has neither originals\/ nor media\//);

      const noBucket = await run([dataDir], { ...s3.env, S3_BUCKET: 'no-such-bucket' });
      expect(noBucket.code).toBe(1);
      expect(noBucket.err).toBe(`Cannot reach bucket no-such-bucket at ${s3.config.endpoint}: no such bucket. Nothing was copied.`);
    });

    it('copies the folder named relative to where the user typed, and reports the counts', async () => {
      const { code, out, err } = await run([basename(dataDir)], { ...s3.env, INIT_CWD: dirname(dataDir) });
      expect(code, err).toBe(0);
      expect(out).toMatch(new RegExp(`^Copied ${dataDir} to bucket ${s3.config.bucket} at ${s3.config.endpoint} in `));
      expect(out).toContain('  originals: 0 copied, 1 already there, 1 skipped, 0 failed');
      expect(out).toContain('    skipped (not storage keys): .tmp-0123456789abcdef');
      expect(out).toContain('  media:     0 copied, 2 already there, 1 skipped, 0 failed');
    });
  });
});
