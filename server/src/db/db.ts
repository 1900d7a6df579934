import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index';

/**
 * The query builder both adapters share; business code sees only this. Its
 * own file so that what client.ts uses (migrate.ts, transaction.ts) can name
 * it without importing client.ts back.
 */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
