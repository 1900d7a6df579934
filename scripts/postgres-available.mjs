// Exits 0 when a PostgreSQL server answers at the given URL, 1 otherwise.
// CI uses it to decide whether to run the server tests a second time on it.
import pg from 'pg';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
try {
  await client.connect();
  await client.query('select 1');
  process.exit(0);
} catch {
  process.exit(1);
} finally {
  await client.end().catch(() => {});
}
