import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './db/client';
import { jobs } from './db/schema/jobs';
import { JOBS, SIMULATED_GATEWAY_JOBS } from './jobs';
import { JOB_KIND_PATTERN } from './platform/jobs/define-job';
import { createTestApp, type TestApp } from './test/app';

const MODULES = readdirSync(fileURLToPath(new URL('./modules', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const ALL = [...JOBS, ...SIMULATED_GATEWAY_JOBS];
const RENAMES_FILE = join(MIGRATIONS_FOLDER, '0023_rename_job_kinds.sql');
/** The (old, new) pairs of the migration that renamed the kinds. */
const RENAMES = [...readFileSync(RENAMES_FILE, 'utf8').matchAll(/\('([a-z.-]+)', '([a-z.-]+)'\)/g)].map(([, from, to]) => ({ from: from!, to: to! }));

describe('the jobs of the shop (server/src/jobs.ts)', () => {
  it('are listed once each, named <module>.<verb-noun> after a module of server/src/modules', () => {
    const kinds = ALL.map((job) => job.kind);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const kind of kinds) {
      expect(kind).toMatch(JOB_KIND_PATTERN);
      expect(MODULES, kind).toContain(kind.split('.')[0]);
    }
  });

  it('are all registered on an app, with the simulated gateway’s while payments are simulated', async () => {
    const app = await createTestApp();
    try {
      // A kind registered twice throws: so the app holds each of them already.
      for (const job of ALL) expect(() => app.jobs.register([job], app), job.kind).toThrow(/registered already/);
    } finally {
      await app.close();
    }
  });
});

describe('migration 0023: jobs queued under the old kinds', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('renames each old kind to a kind of today, scheduled rows with their keys, so a start adds no second row', async () => {
    expect(RENAMES.length).toBeGreaterThanOrEqual(15);
    const kinds = new Set(ALL.map((job) => job.kind));
    for (const { to } of RENAMES) expect(kinds, to).toContain(to);

    const db = app.database.db;
    const at = app.now();
    // As a running shop of the old build left them: one queued job of each old kind, the scheduled ones keyed every:<kind>.
    await db.insert(jobs).values(
      RENAMES.map(({ from }) => ({
        kind: from,
        payload: {},
        dedupeKey: from.endsWith('sweep') || from.endsWith('sweep-links') ? `every:${from}` : `old:${from}`,
        runAfter: at,
        repeatSeconds: from.endsWith('sweep') || from.endsWith('sweep-links') ? 3600 : null,
      })),
    );
    await db.execute(sql.raw(readFileSync(RENAMES_FILE, 'utf8')));

    expect(
      await db
        .select()
        .from(jobs)
        .where(
          inArray(
            jobs.kind,
            RENAMES.map(({ from }) => from),
          ),
        ),
    ).toEqual([]);
    const renamed = await db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.kind,
          RENAMES.map(({ to }) => to),
        ),
      );
    expect(renamed).toHaveLength(RENAMES.length);
    expect(renamed.find((row) => row.kind === 'payments.send-receipt')?.dedupeKey).toBe('old:mail.receipt');
    expect(
      renamed
        .filter((row) => row.repeatSeconds !== null)
        .map((row) => row.dedupeKey)
        .sort(),
    ).toEqual(['every:accounts.sweep', 'every:orders.sweep-links']);

    await app.jobs.scheduleRecurring();
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'accounts.sweep'))).toHaveLength(1);
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'orders.sweep-links'))).toHaveLength(1);
  });
});
