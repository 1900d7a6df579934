import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../client';
import { catalogueIsEmpty } from '../../modules/catalogue/catalogue-import.repository';
import { importCatalogue, type ImportOptions, type ImportSummary } from '../../modules/catalogue/catalogue-import';
import type { AssetStorage } from '../../platform/storage/storage';
import { writeDemoFolder } from './demo-folder';
import { applyDemoStats } from './demo-seed.repository';
import { DEMO_OWNER, seedDemoOwner } from './demo-owner';

/**
 * The demo shop, made on first start of an empty database: pictures are
 * drawn here (no downloads), written with a manifest.json to a temporary
 * folder and imported by the same code as `npm run catalog:import`, so the
 * seed exercises the real import path end to end.
 */

export type SeedOptions = {
  db: Db;
  storage: AssetStorage;
  shopName: string;
  log?: (line: string) => void;
  /** The import's progress, picture by picture (the preparing page shows it: server.ts). */
  onProgress?: ImportOptions['onProgress'];
};

/**
 * Seeds the demo shop when the database has no products: the catalogue, and
 * its owner's admin account (demo-owner.ts). Returns undefined when it did
 * nothing. Only an empty database gets the owner, so a database with real
 * data never gains an admin whose password is published.
 */
export async function seedDemoCatalogue(options: SeedOptions): Promise<ImportSummary | undefined> {
  if (!(await catalogueIsEmpty(options.db))) return undefined;
  if (await seedDemoOwner(options.db)) options.log?.(`demo owner: ${DEMO_OWNER.email} (an admin; its password is in README "Demo data")`);
  const started = Date.now();
  const log = options.log ?? (() => {});
  const folder = await mkdtemp(join(tmpdir(), 'chitra-demo-'));
  try {
    log('demo catalogue: drawing pictures');
    const stats = await writeDemoFolder(folder, options.shopName);
    log('demo catalogue: importing');
    const summary = await importCatalogue(folder, {
      db: options.db,
      storage: options.storage,
      shopName: options.shopName,
      log,
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    });
    await applyDemoStats(options.db, stats);
    log(
      `demo catalogue: ${summary.products.created} products, ${summary.categories.created} categories, ` +
        `${summary.images.processed} pictures, ${summary.posts.created} posts in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return summary;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
