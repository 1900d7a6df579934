import { once } from 'node:events';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabasePrepares } from '../test/app';
import { openDatabase } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A TCP relay in front of the database whose connections the test can cut, as a restart or a network drop would. */
async function relayTo(target: URL): Promise<{ port: number; cut(): void; server: Server }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    cut: () => {
      for (const socket of sockets) socket.destroy();
    },
    server,
  };
}

describe('the PostgreSQL adapter', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it.runIf(serverUrl)('survives an idle connection that dies: the failure is reported, and the next query opens another', async () => {
    const target = new URL(serverUrl!);
    const relay = await relayTo(target);
    cleanups.push(() => new Promise<void>((resolve) => relay.server.close(() => resolve())));
    const url = new URL(serverUrl!);
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    const database = await openDatabase({ url: url.toString(), maxConnections: 2, prepare: testDatabasePrepares() });
    cleanups.push(() => database.close());
    const failures: Error[] = [];
    database.onConnectionError((error) => failures.push(error));

    await database.ping();
    relay.cut();
    await expect.poll(() => failures.length).toBeGreaterThan(0);

    // Without a listener on the pool this failure would have ended the process.
    const result = await database.db.execute<{ n: number }>(sql`select 41 + 1 as n`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(42);
  });
});
