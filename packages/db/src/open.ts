import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, DatabaseHandle, RawQuery } from './database';
import { listenOnPostgres } from './postgres-listener';
import * as schema from './schema';

export interface OpenDatabaseOptions {
  /** postgres://… — use a PostgreSQL server through a pool. Without it, embedded PGlite. */
  databaseUrl?: string;
  /** PGlite files go to `<dataDir>/pglite`; `':memory:'` keeps everything in memory. Default `./data`. */
  dataDir?: string;
  /** Pool size for PostgreSQL (default 10). */
  maxConnections?: number;
}

export const MEMORY = ':memory:';

/**
 * The extensions the migrations create (0000, 0008): accent-insensitive search (unaccent), trigram
 * indexes and similarity (pg_trgm), one-typo word distance (fuzzystrmatch). PGlite loads them itself.
 */
export const PGLITE_EXTENSIONS = { unaccent, pg_trgm, fuzzystrmatch };

/** The pool behind a PostgreSQL handle, for work that needs one dedicated connection (migrations). */
export const postgresPools = new WeakMap<DatabaseHandle, pg.Pool>();

// Both drivers hand back int8 and numeric as strings; our columns declare their modes, so only
// COUNT(*)-style int8 results of raw SQL are affected — parse them as numbers (they stay < 2^53).
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options.dataDir ?? './data');
}

async function openPostgres(databaseUrl: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    // Shop queries are short; JIT compilation costs more than it saves on them (measured: ~90 ms
    // per product listing when the planner's estimates were off).
    options: '-c jit=off',
  });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Database;
  const query: RawQuery = async (text, params) => (await pool.query(text, params)).rows;
  const listeners = new Set<() => Promise<void>>();
  const handle: DatabaseHandle = {
    db,
    engine: 'postgres',
    dataDir: options.dataDir && options.dataDir !== MEMORY ? resolve(options.dataDir) : null,
    query,
    transaction: (fn) => inTransaction(pool, (client) => fn(databaseOn(client))),
    rawTransaction: (fn) =>
      inTransaction(pool, (client) => fn(async (text, params) => (await client.query(text, params)).rows)),
    async listen(channel, onNotify, onListening) {
      const stop = await listenOnPostgres(databaseUrl, channel, onNotify, onListening);
      const unlisten = async () => {
        listeners.delete(unlisten);
        await stop();
      };
      listeners.add(unlisten);
      return unlisten;
    },
    async close() {
      await Promise.all([...listeners].map((unlisten) => unlisten()));
      await pool.end();
    },
  };
  postgresPools.set(handle, pool);
  return handle;
}

/**
 * Runs `fn` between BEGIN and COMMIT on one connection of the pool (ROLLBACK when it throws). A
 * connection whose ROLLBACK failed is broken and leaves the pool instead of going back to it.
 */
async function inTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: Error) => {
      broken = rollbackError;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The Drizzle database of one pooled connection, made once and kept with it: a transaction's queries
 * run on it, so the statements they prepare (`statement`) are built once per connection, not once
 * per transaction as on a new Drizzle transaction object. It is a plain database on that connection:
 * its own `transaction()` would nest a BEGIN, so a transaction's callback gets it as an Executor.
 */
const databases = new WeakMap<pg.PoolClient, Database>();
function databaseOn(client: pg.PoolClient): Database {
  let db = databases.get(client);
  if (!db) {
    db = drizzleNodePg({ client, schema }) as unknown as Database;
    databases.set(client, db);
  }
  return db;
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir === MEMORY;
  let directory: string | undefined;
  if (!inMemory) {
    directory = resolve(dataDir, 'pglite');
    mkdirSync(directory, { recursive: true });
  }
  const client = await PGlite.create(directory, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, inMemory ? null : resolve(dataDir));
}

/** Wraps an open PGlite client (also used by the test helper, which clones a seeded snapshot). */
export function wrapPglite(client: PGlite, dataDir: string | null): DatabaseHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  const query: RawQuery = async (text, params) => (await client.query(text, params)).rows as never[];
  return {
    db,
    engine: 'pglite',
    dataDir,
    query,
    transaction: (fn) => db.transaction(fn),
    rawTransaction: (fn) =>
      client.transaction((tx) => fn(async (text, params) => (await tx.query(text, params)).rows as never[])),
    async listen(channel, onNotify, onListening) {
      // PGlite is one session in this process: its own NOTIFYs reach it once the sender commits, and
      // it has no connection to lose.
      const unlisten = await client.listen(channel, (payload) => onNotify(payload));
      onListening?.();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}
