// Exits 0 when a PostgreSQL server answers at the given URL, 1 otherwise.
// CI uses it to decide whether to run the server tests a second time on it.
import postgres from 'postgres';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/test';
const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
try {
  await sql`select 1`;
  process.exit(0);
} catch {
  process.exit(1);
} finally {
  await sql.end({ timeout: 1 }).catch(() => {});
}
