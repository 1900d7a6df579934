import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { importCatalogue } from '../modules/catalogue/catalogue-import';
import { ManifestError } from '../modules/catalogue/manifest';
import { createAssetStorage } from '../platform/storage/asset-storage';
import { readCommandLine } from './command-line';

/**
 * `npm run catalog:import -- <folder>`: imports a folder of photographs and
 * its manifest (manifest.json or manifest.csv, see modules/catalogue/manifest.ts)
 * into the database named by the environment (DATABASE_URL, or the demo
 * PGlite in DATA_DIR: stop the server first, PGlite allows one process).
 * Safe to run again: only what changed is written.
 *
 * Exit codes: 0 imported, 1 the manifest has problems (nothing imported), 2 usage.
 */

const USAGE = `Usage: npm run catalog:import -- <folder>

The folder holds the photographs and a manifest.json or manifest.csv.
CSV columns: title, description, price, salePrice, printPrice, category, tags,
keywords, colours, files (lists separated by |), optionally slug, name, brand,
and in Hindi and Marathi title_hi, title_mr, description_hi, description_mr,
tags_hi, tags_mr.`;

export type Output = { log(line: string): void; error(line: string): void };

export async function runImport(args: string[], env: NodeJS.ProcessEnv = process.env, out: Output = console): Promise<number> {
  const line = readCommandLine(args, { usage: USAGE, options: {}, positionals: ['<folder>'] });
  if (!line.ok) {
    out.error(line.message);
    return 2;
  }
  // npm runs scripts from the workspace folder; the folder is relative to where the user typed.
  const folder = resolve(env.INIT_CWD ?? process.cwd(), line.positionals[0]);
  const config = loadConfig(env);
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const started = Date.now();
    const s = await importCatalogue(folder, {
      db: database.db,
      storage: await createAssetStorage(config),
      shopName: config.shop.name,
      log: (line) => out.log(line),
    });
    const t = (x: { created: number; updated: number; unchanged: number }) => `${x.created} new, ${x.updated} updated, ${x.unchanged} unchanged`;
    out.log(`Imported ${folder} (${s.manifest}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    out.log(`  products:   ${t(s.products)}`);
    out.log(`  categories: ${t(s.categories)}`);
    out.log(`  posts:      ${t(s.posts)}`);
    out.log(`  pictures:   ${s.images.processed} processed, ${s.images.reused} already stored`);
    out.log(`  banners:    ${s.banners}; logo: ${s.logo}`);
    return 0;
  } catch (err) {
    if (err instanceof ManifestError) {
      out.error(err.message);
      return 1;
    }
    throw err;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runImport(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    },
  );
}
