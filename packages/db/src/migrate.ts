import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle, Schema } from './database';
import { postgresPools } from './open';
import * as schema from './schema';

/** The folder drizzle-kit writes to; migrations ship with the package. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../drizzle', import.meta.url));

// Any constant works; it only has to be the same for every process migrating one server.
const MIGRATION_LOCK_KEY = 7_305_412_918;

/**
 * Applies pending migrations; running it again is a no-op. On PostgreSQL several api processes may
 * start at once, so they take turns through an advisory lock held by the migrating session.
 */
export async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.engine === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Schema>, config);
    return;
  }
  const pool = postgresPools.get(handle);
  if (!pool) throw new Error('migrate: not a handle from openDatabase()');
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzle({ client, schema }), config);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
