import { buildApp } from './app';
import { ConfigError, demoPartsWarning, loadConfig } from './config';
import { openConfiguredDatabase } from './db/client';
import { seedDemoCatalogue } from './db/seed/seed-demo';
import { demoOwnerProblem } from './db/seed/demo-owner';
import { scheduleRenditions } from './modules/catalogue/catalogue.jobs';
import { seedDemoCoupons } from './modules/coupons/coupons.service';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  // A database that ran the demo still has its owner's published password: never open the admin area with it.
  if (config.env === 'production') {
    const problem = await demoOwnerProblem(database.db);
    if (problem) {
      await database.close();
      throw new ConfigError(problem);
    }
  }

  const app = await buildApp({ config, database, webDist: config.webDist });
  database.onConnectionError((error) => app.log.warn({ err: error }, 'a pooled database connection failed; the pool opens another'));
  app.addHook('onClose', async () => database.close());

  // First start of an empty shop: a demo catalogue, made through the import
  // path. Never in production, where the owner imports the real one.
  if (config.env !== 'production') {
    await seedDemoCatalogue({
      db: database.db,
      storage: app.storage,
      shopName: config.shop.name,
      log: (line) => app.log.info(line),
    });
    // README "Demo data": DEMO10 and FLAT50 (added once, never changed after).
    await seedDemoCoupons(database.db);
  }

  // Background work: receipts, sales counts, the payment reconciler and the
  // hourly sweeps are rows of the one job queue; this server's runner claims
  // its share of them (any number of servers can run side by side).
  await app.jobs.scheduleRecurring();
  await scheduleRenditions(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // /readyz answers 503 from now on, and every answer closes its connection.
    // A SIGTERM (an orchestrator, a deploy) keeps serving for a few seconds
    // so the load balancer takes the instance out before its listener
    // closes; Ctrl-C at a terminal does not wait. Then the answers in flight
    // (a customer's long download among them) get the grace period.
    app.readiness.drain();
    const delayMs = signal === 'SIGTERM' ? config.shutdownDelayMs : 0;
    app.log.info({ signal, delaySeconds: delayMs / 1000, graceSeconds: config.shutdownGraceMs / 1000 }, 'shutting down: draining requests');
    const timer = setTimeout(() => {
      app.log.error(`requests still in flight after ${config.shutdownGraceMs / 1000} s; exiting`);
      process.exit(1);
    }, delayMs + config.shutdownGraceMs);
    timer.unref();
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    // A keep-alive connection that goes quiet after the listener closed would
    // otherwise stay open until its keep-alive timeout (72 s), past the grace.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 1000);
    sweep.unref();
    // Jobs in hand finish before the database they write to closes.
    await app.jobs.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Once, loudly, at every start: the demo parts are not for a network.
  const warning = demoPartsWarning(config);
  if (warning) app.log.warn(warning);
  app.jobs.start();
  app.log.info(`${config.shop.name} is open at ${config.publicUrl} (${database.kind}${config.demo ? ', demo payments' : ''})`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
