import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { preparePdfFonts } from './platform/pdf/pdf-document';
import { type Config, ConfigError, demoPartsWarning, loadConfig } from './config';
import { type Database, openConfiguredDatabase } from './db/client';
import { seedDemoCatalogue } from './db/seed/seed-demo';
import { demoOwnerProblem } from './db/seed/demo-owner';
import { type PreparationProgress, prepareDemoShop } from './http/preparing-page';
import { catalogueIsEmpty, withDemoSeedClaim } from './modules/catalogue/catalogue-import.repository';
import { scheduleRenditions } from './modules/catalogue/catalogue.jobs';
import { seedDemoCoupons } from './modules/coupons/coupons.service';

/** How often an instance waiting for another one's demo seed asks whether it may take over. */
const SEED_CLAIM_RETRY_MS = 1000;

/**
 * The demo shop, made through the import path on the first start of an empty
 * database (decision 052): one instance claims the seed, any other waits for
 * it (and takes it over if that one dies). Runs after the listener opens.
 */
async function seedDemoShop(app: FastifyInstance, database: Database, config: Config, report: (progress: PreparationProgress) => void): Promise<void> {
  const seed = async () => {
    report({ step: 'gathering' });
    await seedDemoCatalogue({
      db: database.db,
      storage: app.storage,
      shopName: config.shop.name,
      log: (line) => app.log.info(line),
      onProgress: (progress) => report(progress === 'saving' ? { step: 'saving' } : { step: 'pictures', ...progress }),
    });
    // README "Demo data": DEMO10 and FLAT50 (added once, never changed after).
    await seedDemoCoupons(database.db);
  };
  while (!(await withDemoSeedClaim(database, seed))) {
    report({ step: 'waiting' });
    await sleep(SEED_CLAIM_RETRY_MS);
  }
}

const where = (config: Config, database: Database) => `${config.publicUrl} (${database.kind}${config.demo ? ', demo payments' : ''})`;

/**
 * How often a worker looks for due jobs. The instance whose commit enqueued
 * a job pokes its own runner at once; a web instance has none, and a poke
 * cannot cross instances through PgBouncer (decision 056), so a worker asks
 * four times a second: one indexed statement each time the queue is idle.
 */
const WORKER_POLL_MS = 250;

/**
 * ROLE=worker (decision 058): the job runner and nothing else. It opens no
 * port; a SIGTERM or Ctrl-C lets the jobs in hand finish, then closes.
 */
async function runWorker(app: FastifyInstance, config: Config, at: string): Promise<void> {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'worker shutting down: finishing the jobs in hand');
    const timer = setTimeout(() => {
      app.log.error(`jobs still running after ${config.shutdownGraceMs / 1000} s; exiting`);
      process.exit(1);
    }, config.shutdownGraceMs);
    timer.unref();
    await app.jobs.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Every plugin loaded, as listen() would have done: the jobs' handlers use the whole app.
  await app.ready();
  preparePdfFonts();
  app.jobs.start(WORKER_POLL_MS);
  app.log.info(`${config.shop.name}'s worker runs the background jobs of ${at}; it serves no requests (ROLE=worker)`);
  // A worker has no /readyz: a parent that started it with an IPC channel (pm2's wait_ready, the bench) hears it is running.
  process.send?.('ready');
}

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
  // path while the shop already answers, with the preparing page (decision
  // 052). Never in production, where the owner imports the real one, and
  // never by a worker, which answers nobody.
  const demoToSeed = config.env !== 'production' && config.role.serves && (await catalogueIsEmpty(database.db));
  if (config.env !== 'production' && config.role.serves && !demoToSeed) await seedDemoCoupons(database.db);

  // Background work: receipts, sales counts, the payment reconciler and the
  // hourly sweeps are rows of the one job queue; this server's runner claims
  // its share of them (any number of servers can run side by side), unless
  // its ROLE is web: then workers run them (decision 058).
  await app.jobs.scheduleRecurring();
  await scheduleRenditions(app);

  if (!config.role.serves) return runWorker(app, config, where(config, database));

  let closing = false;
  // From here on, until the seed is done, pages answer 'Preparing the demo shop…' and /readyz 503.
  const prepared = demoToSeed ? prepareDemoShop(app, (report) => seedDemoShop(app, database, config, report)) : undefined;
  // Its failure is read below, after the listener opens: not an unhandled rejection before then.
  prepared?.catch(() => {});
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

  // `npm start` answers on the port while it builds (scripts/start.mjs): it lets go of it here, not earlier, so the port never goes quiet.
  await (globalThis as { chitraBeforeListen?: () => Promise<void> }).chitraBeforeListen?.();
  await app.listen({ port: config.port, host: config.host });
  // The invoice and certificate fonts, read now rather than by the first buyer who asks for a PDF.
  preparePdfFonts();
  // Once, loudly, at every start: the demo parts are not for a network.
  const warning = demoPartsWarning(config);
  if (warning) app.log.warn(warning);
  if (config.role.runsJobs) app.jobs.start();
  const at = where(config, database);
  if (!prepared) {
    app.log.info(`${config.shop.name} is open at ${at}${config.role.runsJobs ? '' : ': it runs no jobs (ROLE=web); a worker does'}`);
    return;
  }
  app.log.info(`${config.shop.name} answers at ${at}: preparing the demo shop, which opens there by itself in a minute or two`);
  const started = Date.now();
  try {
    await prepared;
  } catch (error) {
    // Ctrl-C or a SIGTERM while seeding closes the database under the seed: that is no failure.
    if (closing) return;
    app.log.error({ err: error }, 'could not prepare the demo shop');
    closing = true;
    await app.jobs.stop();
    await app.close();
    process.exit(1);
  }
  app.log.info(`${config.shop.name} is open at ${at}: the demo shop was prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
