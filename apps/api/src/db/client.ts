import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Either driver behind one type: the services never know which one they talk to. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** A transaction of either driver: what a service writes through inside `db.transaction`. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  /**
   * For the public catalogue and search: on PostgreSQL its own connections, where no statement
   * runs longer than CATALOGUE_STATEMENT_TIMEOUT_MS (decision 008). PGlite cannot interrupt a
   * statement: there it is `db`, and the bounds on what one search may ask hold alone.
   */
  catalogue: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Hears the notifications of a channel (NOTIFY): `flush()` resolves once every notification
   * committed before it was called has been handed to `onPayload`.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<Listener>;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

export type Listener = { flush(): Promise<void>; close(): Promise<void> };

/** The migrations folder, found from this file both in src/ (tsx, vitest) and in dist/ (bundle). */
export const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  import.meta.url.includes('/dist/') ? '../drizzle' : '../../drizzle',
);

/** The longest a catalogue or search statement may run on PostgreSQL before it is cancelled. */
export const CATALOGUE_STATEMENT_TIMEOUT_MS = 5000;

export type DatabaseOptions = {
  /** postgres:// address; without it the embedded PGlite database is used */
  url?: string;
  /** folder for PGlite files; without it PGlite runs in memory */
  dataDir?: string;
  /**
   * a PGlite database to start from, as `migratedPgliteImage` dumps it: copying one is several
   * times faster than creating a database, which is what the tests do for each app they build
   */
  image?: Blob;
};

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // A shop's queries are many and short: JIT compilation and parallel workers cost more
    // than they save under concurrent load (docs/decisions/004-database-sessions-for-oltp.md).
    const sessionOptions = '-c jit=off -c max_parallel_workers_per_gather=0';
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: sessionOptions });
    const cataloguePool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      options: `${sessionOptions} -c statement_timeout=${CATALOGUE_STATEMENT_TIMEOUT_MS}`,
    });
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      catalogue: drizzlePg(cataloguePool) as unknown as Database,
      kind: 'postgres',
      listen: (channel, onPayload) => listenOnPostgres(options.url!, channel, onPayload),
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: async () => {
        await Promise.all([pool.end(), cataloguePool.end()]);
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await createPglite(dataDir, options.image);
  const db = drizzlePglite(client);
  return {
    db: db as unknown as Database,
    catalogue: db as unknown as Database,
    kind: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      // PGlite hands a statement's notifications over as the statement returns.
      return { flush: async () => {}, close: () => unlisten() };
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

const createPglite = (dataDir?: string, image?: Blob) =>
  PGlite.create(dataDir, { extensions: { pg_trgm, unaccent }, loadDataDir: image });

/** An empty, migrated PGlite database in memory, dumped as an image for `openDatabase`. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await createPglite();
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

/**
 * A connection of its own that LISTENs (a pooled one would be handed to other queries). A query on
 * it returns only after PostgreSQL has sent it every notification already committed, so a
 * round trip is a flush. A lost connection is opened again, and `onPayload('*')` then says that
 * notifications may have been missed.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Listener> {
  let closed = false;
  let client: pg.Client;
  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      if (closed) return;
      setTimeout(() => {
        void connect()
          .then((fresh) => {
            client = fresh;
            onPayload('*');
          })
          .catch(() => next.emit('error', new Error('listen connection lost')));
      }, 1000);
    });
    await next.connect();
    await next.query(`listen "${channel.replace(/"/g, '""')}"`);
    return next;
  };
  client = await connect();
  return {
    flush: async () => {
      await client.query('select 1');
    },
    close: async () => {
      closed = true;
      await client.end();
    },
  };
}

/** Rows of a raw SQL query, the same on both drivers. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
