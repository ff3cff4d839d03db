import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { DatabaseHandle, RawQuery } from '../database';
import { importPickupPoints } from '../pickup-points/import-pickup-points';
import { readSeedPacketaFeed } from '../pickup-points/seed-feed';
import * as schema from '../schema';
import { bulkInsert } from './bulk-insert';
import { type GenerateOptions, generateSeedData } from './generate';
import { renderPhotos } from './render-photos';

export interface SeedOptions extends GenerateOptions {
  /** Photos are written to `<dataDir>/photos` (default: the handle's data dir; none without one). */
  dataDir?: string | null;
  /** Called as rows are written: (done, total), photos included. */
  onProgress?: (done: number, total: number) => void;
}

export interface SeedResult {
  products: number;
  rows: number;
  photosWritten: number;
  milliseconds: number;
}

const SEED_LOCK_KEY = 7_305_412_920;

export const ALL_TABLES: readonly PgTable[] = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Empties every table of the schema and restarts its ids. */
export async function wipe(query: RawQuery): Promise<void> {
  const names = ALL_TABLES.map((table) => `"${getTableName(table)}"`).join(', ');
  await query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`);
}

/** True when the database holds a seeded (or otherwise filled) catalog. */
export async function isSeeded(handle: DatabaseHandle): Promise<boolean> {
  const [row] = await handle.query<{ present: boolean }>(
    `SELECT to_regclass('public.products') IS NOT NULL AND to_regclass('public.web_instances') IS NOT NULL AS present`,
  );
  if (!row?.present) return false;
  const [filled] = await handle.query<{ seeded: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM web_instances) AND EXISTS (SELECT 1 FROM products) AS seeded',
  );
  return filled?.seeded === true;
}

/**
 * Wipes the database and writes the deterministic seed catalog in one transaction (bulk inserts),
 * after rendering the product photos that are not on disk yet.
 */
export async function seed(handle: DatabaseHandle, options: SeedOptions = {}): Promise<SeedResult> {
  const started = performance.now();
  const data = generateSeedData(options);
  const dataDir = options.dataDir === undefined ? handle.dataDir : options.dataDir;
  const total = data.rowCount + (dataDir ? data.photos.length : 0);
  let done = 0;
  const progress = (n: number) => {
    done += n;
    options.onProgress?.(done, total);
  };
  options.onProgress?.(0, total);

  let photosWritten = 0;
  if (dataDir) {
    photosWritten = await renderPhotos(data.photos, join(dataDir, 'photos'), () => progress(1));
  }

  await handle.rawTransaction(async (query) => {
    // Two processes seeding one server take turns instead of interleaving their inserts.
    await query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    await wipe(query);
    for (const { table, rows } of data.tables) {
      await bulkInsert(query, table, rows, progress);
    }
    await resetSequences(query);
  });
  // Pickup points: the seed's Packeta feed file, through the import the real feed goes through.
  await handle.transaction((tx) => importPickupPoints(tx, readSeedPacketaFeed()));
  // Planner statistics for the fresh rows: PGlite has no autovacuum, and a server may have it off
  // or not yet run. Without them a 50,000-product listing sorts every match instead of reading the
  // recommended-order index, and PostgreSQL may JIT-compile the product query (~90 ms per request).
  await handle.query('ANALYZE');
  return {
    products: data.productCount,
    rows: data.rowCount,
    photosWritten,
    milliseconds: Math.round(performance.now() - started),
  };
}

/** Explicit ids were inserted, so move every serial sequence past the highest id. */
async function resetSequences(query: RawQuery): Promise<void> {
  const statements = ALL_TABLES.filter((table) => 'id' in table && getTableNameHasSerialId(table)).map((table) => {
    const name = getTableName(table);
    return `SELECT setval(pg_get_serial_sequence('"${name}"', 'id'), COALESCE((SELECT MAX(id) FROM "${name}"), 1), (SELECT MAX(id) FROM "${name}") IS NOT NULL)`;
  });
  for (const statement of statements) await query(statement);
}

function getTableNameHasSerialId(table: PgTable): boolean {
  const id = (table as unknown as Record<string, { getSQLType?: () => string }>).id;
  return id?.getSQLType?.() === 'serial';
}
