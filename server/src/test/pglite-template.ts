import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client';
import { FUNCTIONS_FOLDER } from '../db/migrate';

/**
 * A migrated PGlite database for the test files to start from. Booting PGlite
 * runs initdb (about 3 s) and the migrations take most of a second more, for
 * each of the hundred-odd databases a test run opens; loaded from a dumped
 * data directory, the same database is ready in about 0.4 s. The image is
 * made once per content of the migrations and functions (its name is their
 * hash, so a changed migration makes a new one) and kept in the temporary
 * folder between runs. Tests still call `migrate()`: it finds nothing to apply.
 */
const templatePath = (() => {
  let path: string | undefined;
  return () => {
    if (path) return path;
    const hash = createHash('sha256');
    for (const folder of [MIGRATIONS_FOLDER, join(MIGRATIONS_FOLDER, 'meta'), FUNCTIONS_FOLDER]) {
      for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
        if (!entry.isFile()) continue;
        hash
          .update(entry.name)
          .update('\0')
          .update(readFileSync(join(folder, entry.name)))
          .update('\0');
      }
    }
    path = join(tmpdir(), `chitra-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
    return path;
  };
})();

async function makeTemplate(path: string): Promise<Buffer> {
  const database = await openDatabase({});
  try {
    await database.migrate();
    if (!database.image) throw new Error('an in-memory PGlite database gives its image');
    const bytes = Buffer.from(await (await database.image()).arrayBuffer());
    // Written aside, then renamed: a test file starting meanwhile never reads half an image.
    const partial = `${path}.${randomBytes(6).toString('hex')}`;
    await writeFile(partial, bytes);
    await rename(partial, path).catch(async (err: unknown) => {
      await rm(partial, { force: true });
      throw err;
    });
    return bytes;
  } finally {
    await database.close();
  }
}

/** The migrated database's image: read from the temporary folder, or made there first. */
export async function pgliteTemplate(): Promise<Blob> {
  const path = templatePath();
  const bytes = await readFile(path).catch((err: unknown) => {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return makeTemplate(path);
    throw err;
  });
  return new Blob([bytes]);
}
