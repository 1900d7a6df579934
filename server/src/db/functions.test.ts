import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/app';
import { MIGRATIONS_FOLDER, type Database } from './client';
import { applyMigrations, FUNCTIONS_FOLDER, readFunctionFiles } from './migrate';

// Decision 035: each SQL function is defined once, in db/functions/<name>.sql,
// and applied after the migrations. These tests run on PGlite, and on the
// PostgreSQL server TEST_DATABASE_URL names when it is set.

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await database.db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The project's own functions in public (not those of the extensions), as the database prints them. */
async function liveFunctions(database: Database): Promise<{ name: string; definition: string }[]> {
  return rows(
    database,
    sql`select p.proname as name, pg_get_functiondef(p.oid) as definition
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (
            select 1 from pg_depend d
            where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by p.proname, p.oid`,
  );
}

/**
 * The statement's lines with their white space evened out (indentation, runs
 * of spaces, blank lines, the final semicolon): a file's comment lines above
 * its statement are dropped; everything else, the body's own comments
 * included, must be what the database holds.
 */
function statementLines(text: string): string[] {
  const start = text.search(/^CREATE /m);
  return text
    .slice(Math.max(start, 0))
    .replace(/;\s*$/, '')
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter((line) => line !== '');
}

/** One trigger definition in one spelling: white space evened out, no quotes, no `public.`, no `OR REPLACE`. */
function triggerDefinition(text: string): string {
  return text
    .replace(/^\s*--.*$/gm, '')
    .replace(/;\s*$/, '')
    .replace(/\s+/g, ' ')
    .replace(/"/g, '')
    .replace(/\bpublic\./g, '')
    .replace(/^CREATE OR REPLACE TRIGGER/i, 'CREATE TRIGGER')
    .trim();
}

/** The triggers the migrations leave, by `name ON table`: each CREATE TRIGGER, less those a later DROP TRIGGER removes. */
function migrationTriggers(): Map<string, string> {
  const triggers = new Map<string, string>();
  for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
    for (const statement of migration.sql) {
      const text = triggerDefinition(statement);
      const created = /^CREATE TRIGGER (\S+) .*? ON (\S+) /i.exec(text);
      if (created) triggers.set(`${created[1]} ON ${created[2]}`, text);
      const dropped = /^DROP TRIGGER (?:IF EXISTS )?(\S+) ON (\S+)/i.exec(text);
      if (dropped) triggers.delete(`${dropped[1]} ON ${dropped[2]}`);
    }
  }
  return triggers;
}

describe('SQL functions (db/functions)', () => {
  const files = readFunctionFiles(FUNCTIONS_FOLDER);
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('are each in a file named after the function, with the comment that says so', () => {
    expect(files.length).toBeGreaterThanOrEqual(9);
    for (const { name, sql: text } of files) {
      expect(text, `${name}.sql`).toMatch(new RegExp(`^CREATE OR REPLACE FUNCTION public\\.${name}\\(`, 'm'));
      expect(text, `${name}.sql`).toContain('the one definition: change it here, not in a migration');
    }
  });

  it('are in a freshly migrated database exactly as their files say, and no other function is', async () => {
    const live = await liveFunctions(database);
    // One file per function, and one function per file (no overloads).
    expect(live.map((fn) => fn.name)).toEqual(files.map((file) => file.name));
    for (const fn of live) {
      const file = files.find((f) => f.name === fn.name)!;
      expect(statementLines(file.sql), `db/functions/${fn.name}.sql against pg_get_functiondef`).toEqual(statementLines(fn.definition));
    }
  });

  it('leave the triggers exactly as the migrations create them, each calling a function of its file', async () => {
    const live = await rows<{ name: string; table: string; definition: string; fn: string }>(
      database,
      sql`select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as definition, p.proname as fn
          from pg_trigger t
          join pg_class c on c.oid = t.tgrelid
          join pg_proc p on p.oid = t.tgfoid
          where not t.tgisinternal
          order by c.relname, t.tgname`,
    );
    const expected = migrationTriggers();
    expect(live.length).toBe(33);
    expect(new Map(live.map((t) => [`${t.name} ON ${t.table}`, triggerDefinition(t.definition)]))).toEqual(expected);
    const named = new Set(files.map((file) => file.name));
    for (const trigger of live) expect(named.has(trigger.fn), `${trigger.name} calls ${trigger.fn}`).toBe(true);
  });

  it('are applied again at each start: a changed file is live at the next, but not from a build older than the database', async () => {
    const own = await createTestDatabase();
    const folder = mkdtempSync(join(tmpdir(), 'chitra-functions-'));
    try {
      const definition = async () => (await rows<{ d: string }>(own, sql`select pg_get_functiondef('public.chitra_catalogue_changed'::regproc) as d`))[0]!.d;
      cpSync(FUNCTIONS_FOLDER, folder, { recursive: true });
      const file = join(folder, 'chitra_catalogue_changed.sql');
      writeFileSync(file, readFileSync(file, 'utf8').replace('  BEGIN\n', '  BEGIN\n    -- changed in its file\n'));

      // The next start: nothing left to migrate, the changed file is live.
      expect(await applyMigrations(own.db, MIGRATIONS_FOLDER, folder)).toBe(0);
      expect(await definition()).toContain('-- changed in its file');
      expect(statementLines(await definition())).toEqual(statementLines(readFileSync(file, 'utf8')));

      // An instance of the previous build restarts meanwhile: with a
      // migration it does not know in the database, it leaves them alone.
      const newest = Math.max(...readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis));
      await own.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer build', ${newest + 1})`);
      expect(await applyMigrations(own.db, MIGRATIONS_FOLDER)).toBe(0);
      expect(await definition()).toContain('-- changed in its file');
    } finally {
      rmSync(folder, { recursive: true, force: true });
      await own.close();
    }
  });
});
