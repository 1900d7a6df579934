import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { adminAudit } from '../db/schema/admin';
import { customers } from '../db/schema/accounts';
import { DEMO_OWNER, demoOwnerProblem, seedDemoOwner } from '../db/seed/demo-owner';
import { verifyPassword } from '../platform/auth/passwords';
import { type Io, runAdminCreate } from './admin-create';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

// Each run opens, and the first migrates, a PGlite of its own: slow on a busy machine, so a minute a test.
describe('npm run admin:create -- <email>', { timeout: 60_000 }, () => {
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(() => {
    // The demo PGlite in DATA_DIR, as a shop owner without DATABASE_URL would have.
    dataDir = mkdtempSync(join(tmpdir(), 'chitra-admin-cli-'));
    env = { NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** Runs the command with `stdin` piped in (or a terminal's input), collecting what it prints. */
  const run = async (args: string[], input: Io['input'] = Readable.from([]), prompt: Writable = new PassThrough()) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdminCreate(args, env, { input, prompt, log: (l) => out.push(l), error: (l) => err.push(l) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  /** The database between runs (PGlite allows one process at a time, and the command has closed it). */
  async function withDb<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
    try {
      await database.migrate();
      return await work(database.db);
    } finally {
      await database.close();
    }
  }
  const account = (email: string) => withDb(async (db) => (await db.select().from(customers).where(eq(customers.email, email)))[0]);

  it('prints usage and exits 2 without exactly one address', async () => {
    for (const args of [[], ['a@b.in', 'c@d.in'], ['--help'], ['a@b.in', '--bogus'], ['a@b.in', '--name']]) {
      const { code, err } = await run(args);
      expect(code, args.join(' ')).toBe(2);
      expect(err).toMatch(/Usage: npm run admin:create -- <email>/);
    }
    expect((await run(['a@b.in', '--bogus'])).err).toMatch(/^Unknown option '--bogus'/);
    expect((await run(['a@b.in', '--name'])).err).toMatch(/^Option '--name <value>' argument missing/);
    expect((await run(['not-an-address'])).code).toBe(1);
  });

  it('creates a verified admin account with a password piped on standard input', async () => {
    const { code, out, err } = await run(['boss@example.in', '--name', 'Priya Desai'], Readable.from(['a strong password\nignored\n']));
    expect(code, err).toBe(0);
    expect(out).toBe('Created the admin account boss@example.in (verified). Log in at http://localhost:3000/login.');
    const row = await account('boss@example.in');
    expect(row).toMatchObject({ role: 'admin', firstname: 'Priya', lastname: 'Desai', mobile: '9876543210', disabledAt: null });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(row!.passwordHash, 'a strong password')).toBe(true);
    const [audit] = await withDb((db) => db.select().from(adminAudit).where(eq(adminAudit.entityId, row!.id)));
    expect(audit).toMatchObject({
      actor: 'cli:admin-create',
      adminId: null,
      action: 'customer.create-admin',
      after: { email: 'boss@example.in', role: 'admin' },
    });
  });

  it('refuses a password the shop would refuse, creating nothing', async () => {
    const { code, err } = await run(['short@example.in'], Readable.from(['short\n']));
    expect(code).toBe(1);
    expect(err).toBe('Password must be at least 8 characters. Nothing was changed.');
    expect(await account('short@example.in')).toBeUndefined();
  });

  it('asks twice at a terminal without echo, and refuses two different answers', async () => {
    const typed = (answers: string[]) => {
      const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
      let asked = 0;
      const prompt = new Writable({
        write(chunk: Buffer, _encoding, done) {
          // Each question is answered once it is shown, one key at a time like a terminal sends them.
          if (/: $/.test(chunk.toString())) {
            const answer = answers[asked++];
            if (answer !== undefined) setImmediate(() => input.write(`${answer}\r`));
          }
          done();
        },
      });
      return { input, prompt };
    };
    const same = typed(['typed secret!', 'typed secret!']);
    const created = await run(['typed@example.in'], same.input, same.prompt);
    expect(created.code, created.err).toBe(0);
    expect(await verifyPassword((await account('typed@example.in'))!.passwordHash, 'typed secret!')).toBe(true);

    const differ = typed(['first secret', 'second secret']);
    const refused = await run(['differ@example.in'], differ.input, differ.prompt);
    expect(refused).toMatchObject({ code: 1, err: 'The two passwords differ. Nothing was changed.' });
    expect(await account('differ@example.in')).toBeUndefined();
  });

  it('promotes an existing customer (enabling a disabled one) without asking for a password; a second run changes nothing', async () => {
    await withDb((db) =>
      db.insert(customers).values({
        firstname: 'Ravi',
        lastname: 'Kale',
        email: 'ravi@example.in',
        mobile: '9123456780',
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
        disabledAt: new Date(),
      }),
    );
    const first = await run(['RAVI@example.in']);
    expect(first.code, first.err).toBe(0);
    expect(first.out).toBe('Promoted ravi@example.in to admin.\nThe account was disabled: it is enabled again.');
    expect(await account('ravi@example.in')).toMatchObject({ role: 'admin', disabledAt: null, passwordHash: 'unused' });
    const second = await run(['ravi@example.in']);
    expect(second).toMatchObject({ code: 0, out: 'ravi@example.in is an admin already.' });
    const rows = await withDb((db) => db.select().from(adminAudit).where(eq(adminAudit.actor, 'cli:admin-create')));
    expect(rows.filter((r) => r.action === 'customer.promote')).toHaveLength(1);
  });

  it('gives the demo owner a new password with --reset-password, after which production may start', async () => {
    await withDb((db) => seedDemoOwner(db));
    expect(await withDb((db) => demoOwnerProblem(db))).toMatch(
      /^Refusing to start in production: the account owner@chitra\.example still has the demo password/,
    );
    const reset = await run([DEMO_OWNER.email, '--reset-password'], Readable.from(['the owner’s own secret\n']));
    expect(reset.code, reset.err).toBe(0);
    expect(reset.out).toBe('owner@chitra.example is an admin already.\nIts password is changed and its sessions are ended.');
    expect(await withDb((db) => demoOwnerProblem(db))).toBeUndefined();
  });

  it('runs as the npm script does (tsx src/cli/admin-create.ts), reading the piped password', () => {
    const result = spawnSync(join(SERVER_DIR, '../node_modules/.bin/tsx'), ['src/cli/admin-create.ts', 'piped@example.in'], {
      cwd: SERVER_DIR,
      env: { ...process.env, ...env, DATABASE_URL: '' },
      input: 'piped password 1\n',
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain('Created the admin account piped@example.in (verified).');
  });
});
