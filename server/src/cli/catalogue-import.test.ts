import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tinyJpeg } from '../test/catalogue-factories';
import { runImport } from './catalogue-import';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

describe('npm run catalog:import -- <folder>', () => {
  let folder: string;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  const run = async (args: string[], extra: NodeJS.ProcessEnv = {}) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImport(args, { ...env, ...extra }, { log: (l) => out.push(l), error: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'chitra-cli-'));
    dataDir = mkdtempSync(join(tmpdir(), 'chitra-cli-data-'));
    // The demo PGlite in DATA_DIR, as a shop owner without DATABASE_URL would have.
    env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    writeFileSync(join(folder, 'dahanu.jpg'), await tinyJpeg({ width: 600, height: 400 }));
    writeFileSync(
      join(folder, 'manifest.csv'),
      'title,description,price,salePrice,category,tags,keywords,colours,files\nDahanu sunrise,First light,499,399,Sunrises,sunrise,Dahanu,gold,dahanu.jpg\n',
    );
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('prints usage and exits 2 without exactly one folder', async () => {
    for (const args of [[], ['a', 'b'], ['--help'], ['-h']]) {
      const { code, err } = await run(args);
      expect(code).toBe(2);
      expect(err).toMatch(/Usage: npm run catalog:import -- <folder>/);
    }
    expect((await run([])).err).toMatch(/^Missing <folder>\./);
    expect((await run(['a', 'b'])).err).toMatch(/^Too many arguments: a b \(expected <folder>\)\./);
  });

  it('refuses an unknown flag, saying which, rather than importing anyway', async () => {
    const { code, out, err } = await run([folder, '--dry-run']);
    expect(code).toBe(2);
    expect(err).toMatch(/^Unknown option '--dry-run'/);
    expect(err).toMatch(/Usage: npm run catalog:import -- <folder>/);
    expect(out).toBe('');
  });

  it('imports the folder, and a second run changes nothing', async () => {
    const first = await run([folder]);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toMatch(/products: {3}1 new, 0 updated, 0 unchanged/);
    expect(first.out).toMatch(/pictures: {3}1 processed, 0 already stored/);
    // Relative to where the user typed the command (npm runs scripts from server/).
    const second = await run([basename(folder)], { INIT_CWD: dirname(folder) });
    expect(second.code, second.err).toBe(0);
    expect(second.out).toMatch(/products: {3}0 new, 0 updated, 1 unchanged/);
    expect(second.out).toMatch(/pictures: {3}0 processed, 1 already stored/);
  });

  it('exits 1 listing the bad rows, importing nothing', async () => {
    const bad = mkdtempSync(join(tmpdir(), 'chitra-cli-bad-'));
    try {
      writeFileSync(join(bad, 'manifest.csv'), 'title,price,category,files\nFree,0,X,none.jpg\n');
      const { code, err } = await run([bad]);
      expect(code).toBe(1);
      expect(err).toMatch(/nothing was imported/);
      expect(err).toMatch(/row 1 \(line 2\): price: must be an amount in rupees of at least 1/);
      expect(err).toMatch(/row 1: files: "none\.jpg" is not in the folder/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });

  it('runs as the npm script does (tsx src/cli/catalogue-import.ts)', () => {
    const result = spawnSync(join(SERVER_DIR, '../node_modules/.bin/tsx'), ['src/cli/catalogue-import.ts', folder], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env, DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/products: {3}0 new, 0 updated, 1 unchanged/);
  }, 60_000);
});
