import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { withoutParams } from './db/redact-errors';
import { seedDemoCatalogue } from './db/seed/seed-demo';
import { SWEEP_INTERVAL_MS, sweepSpentAccountRows } from './modules/accounts/housekeeping';
import { retryUnmailedEnquiries } from './modules/enquiries/enquiry-mail-retry';
import { createAssetStorage } from './platform/storage/local-storage';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/pglite` },
  );
  await database.migrate();

  const app = await buildApp({ config, database, webDist: config.webDist });
  app.addHook('onClose', async () => database.close());

  // First start of an empty shop: a demo catalogue, made through the import
  // path. Never in production, where the owner imports the real one.
  if (config.env !== 'production') {
    await seedDemoCatalogue({
      db: database.db,
      storage: createAssetStorage(config),
      shopName: config.shop.name,
      log: (line) => app.log.info(line),
    });
  }

  // Hourly: delete ended sessions, old one-time codes, dead reset links and
  // old demo mail; mail the shop the enquiries its mail server refused.
  let sweeping: Promise<void> = Promise.resolve();
  const sweep = () => {
    const now = new Date();
    sweeping = (async () => {
      try {
        const swept = await sweepSpentAccountRows(database.db, now);
        if (Object.values(swept).some((n) => n > 0)) app.log.info({ swept }, 'swept spent account rows');
      } catch (err) {
        app.log.error({ err: withoutParams(err) }, 'sweeping spent account rows failed');
      }
      try {
        await retryUnmailedEnquiries({ db: database.db, mailer: app.mailer, shop: config.shop, now, log: app.log });
      } catch (err) {
        app.log.error({ err: withoutParams(err) }, 'retrying enquiry mail failed');
      }
    })();
  };
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    clearInterval(sweeper);
    await sweeping;
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  sweep();
  app.log.info(
    `${config.shop.name} is open at ${config.publicUrl} (${database.kind}${config.demo ? ', demo payments' : ''})`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
