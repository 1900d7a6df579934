import type { Db } from './db';

/** An open transaction: the same query builder as `Db`, bound to one connection. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What every repository takes: the database, or a transaction a service
 * opened so that several repositories write all or nothing. A `Tx` is a `Db`
 * (a transaction is a query builder too), so repositories type it `DbOrTx`
 * to say they are meant to be composed.
 */
export type DbOrTx = Db | Tx;

/**
 * The one way to run several writes as one: `fn` gets the transaction and
 * everything it does commits together, or nothing does when it throws.
 * Called with a transaction already open, it runs inside that one (a
 * savepoint), so a service can be composed into a larger unit of work.
 *
 * Inside `fn`, use only `tx`: on PGlite a query on the outer database waits
 * behind the open transaction and would never run.
 */
export function withTransaction<T>(db: DbOrTx, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
