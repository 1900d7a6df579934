import type { Readable, Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Email, Mobile, NewPassword } from '@chitra/contract/accounts';
import { ROUTE_PATTERNS } from '@chitra/contract/routes';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/client';
import { splitName } from '../modules/accounts/accounts.service';
import { makeAdmin, PasswordNeededError } from '../modules/admin/admin-accounts';
import { readCommandLine } from './command-line';

/**
 * `npm run admin:create -- <email>`: makes the address an administrator of
 * the shop, in the database named by the environment (DATABASE_URL, or the
 * demo PGlite in DATA_DIR: stop the server first, PGlite allows one
 * process). An existing account is promoted (and enabled again if it was
 * disabled); a new address becomes a verified admin account, with a
 * password typed at the terminal without echo, or read from the first line
 * of standard input when it is piped. Recorded in the admin audit log.
 *
 * Exit codes: 0 done, 1 refused (a bad password or address), 2 usage.
 */

const USAGE = `Usage: npm run admin:create -- <email> [--name "First Last"] [--mobile <10 digits>] [--reset-password]

Makes <email> an administrator of the shop. An existing account is promoted
(and enabled again if it was disabled). A new address becomes a verified
admin account: type its password when asked, or pipe it on standard input.
  --name            the new account's name (default: Shop Owner)
  --mobile          the new account's mobile number (default: the shop's phone)
  --reset-password  also give an existing account a new password (its sessions end)`;

export type Io = {
  input: Readable & { isTTY?: boolean; setRawMode?: (raw: boolean) => unknown };
  /** Where prompts go (the terminal), never the password. */
  prompt: Writable;
  log(line: string): void;
  error(line: string): void;
};

const defaultIo = (): Io => ({ input: process.stdin, prompt: process.stderr, log: (l) => console.log(l), error: (l) => console.error(l) });

/** One line typed at a terminal with nothing echoed (raw mode: Enter ends it, Backspace erases, Ctrl-C gives up). */
function typeHidden(io: Io, question: string): Promise<string> {
  const { input } = io;
  io.prompt.write(question);
  input.setRawMode?.(true);
  input.setEncoding('utf8');
  input.resume();
  return new Promise((resolve, reject) => {
    let value = '';
    const finish = (outcome: () => void) => {
      input.off('data', onData);
      input.setRawMode?.(false);
      input.pause();
      io.prompt.write('\n');
      outcome();
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n' || ch === '\u0004') return finish(() => resolve(value));
        if (ch === '\u0003') return finish(() => reject(new Error('Cancelled.')));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    input.on('data', onData);
  });
}

/** The first line of piped standard input. */
async function readPiped(input: Readable): Promise<string> {
  let text = '';
  for await (const chunk of input) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** The password: typed twice at a terminal, or one line of piped input; checked against the shop's password rules. */
async function askPassword(io: Io, email: string): Promise<string | undefined> {
  let password: string;
  if (io.input.isTTY) {
    password = await typeHidden(io, `New password for ${email}: `);
    const again = await typeHidden(io, 'Type it again: ');
    if (again !== password) {
      io.error('The two passwords differ. Nothing was changed.');
      return undefined;
    }
  } else {
    password = await readPiped(io.input);
  }
  const checked = NewPassword.safeParse(password);
  if (!checked.success) {
    io.error(`${checked.error.issues[0]?.message ?? 'The password is not valid'}. Nothing was changed.`);
    return undefined;
  }
  return checked.data;
}

export async function runAdminCreate(args: string[], env: NodeJS.ProcessEnv = process.env, io: Io = defaultIo()): Promise<number> {
  const line = readCommandLine(args, {
    usage: USAGE,
    options: { name: { type: 'string' }, mobile: { type: 'string' }, 'reset-password': { type: 'boolean', default: false } },
    positionals: ['<email>'],
  });
  if (!line.ok) {
    io.error(line.message);
    return 2;
  }
  const parsed = { email: line.positionals[0], name: line.values.name, mobile: line.values.mobile, resetPassword: line.values['reset-password'] };
  const email = Email.safeParse(parsed.email);
  if (!email.success) {
    io.error(`Not an e-mail address: ${parsed.email}`);
    return 1;
  }
  const config = loadConfig(env);
  const mobile = Mobile.safeParse(parsed.mobile ?? config.shop.phone);
  if (!mobile.success) {
    io.error(
      parsed.mobile === undefined ? 'The shop phone is not a mobile number: give one with --mobile.' : `Not a 10-digit Indian mobile number: ${parsed.mobile}`,
    );
    return 1;
  }
  const { firstname, lastname } = splitName(parsed.name?.trim() || 'Shop Owner');

  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const by = { adminId: null, actor: 'cli:admin-create' };
    const input = { email: email.data, firstname, lastname, mobile: mobile.data, resetPassword: parsed.resetPassword };
    let outcome;
    try {
      outcome = await makeAdmin(database.db, input, by, new Date());
    } catch (error) {
      if (!(error instanceof PasswordNeededError)) throw error;
      const password = await askPassword(io, email.data);
      if (password === undefined) return 1;
      outcome = await makeAdmin(database.db, { ...input, password }, by, new Date());
    }
    if (outcome.kind === 'created') {
      io.log(`Created the admin account ${outcome.email} (verified). Log in at ${config.publicUrl}${ROUTE_PATTERNS.login}.`);
    } else {
      io.log(outcome.kind === 'promoted' ? `Promoted ${outcome.email} to admin.` : `${outcome.email} is an admin already.`);
      if (outcome.wasDisabled) io.log('The account was disabled: it is enabled again.');
      if (outcome.passwordReset) io.log('Its password is changed and its sessions are ended.');
    }
    return 0;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAdminCreate(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError ? err.message : err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
