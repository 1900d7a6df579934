import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * An empty database of its own on the PostgreSQL server `serverUrl` names
 * (tests and benches): its URL, and `drop` to remove it, connections and all.
 */
export async function createScratchDatabase(serverUrl: string, prefix = 'chitra_test'): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
