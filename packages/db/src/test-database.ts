import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER, migrate } from './migrate';
import { MEMORY, openDatabase, PGLITE_EXTENSIONS, wrapPglite } from './open';
import { SEED_PACKETA_FEED_PATH } from './pickup-points/seed-feed';
import { databaseUrl, withAdmin } from './postgres-server';
import { type GenerateOptions, generateSeedData } from './seed/generate';
import { renderPhotos } from './seed/render-photos';
import { seed } from './seed/seed';

export interface TestDatabaseOptions {
  /** Catalog size (default 120). */
  products?: number;
  seed?: number;
  /** Day the price history ends (default today). */
  today?: string;
  /** Skip seeding: a migrated, empty database. */
  empty?: boolean;
}

export const TEST_PRODUCT_COUNT = 120;

/** Photos of test catalogs, shared by all test processes (files are only added, never changed). */
export const TEST_DATA_DIR = join(tmpdir(), 'stride-test-data');

/**
 * A fresh, migrated, seeded database for one test file: PGlite in memory, or — when
 * TEST_DATABASE_URL is set — a new database on that PostgreSQL server, dropped on close. Test
 * files can run in parallel; each gets its own database.
 */
export async function openTestDatabase(options: TestDatabaseOptions = {}): Promise<DatabaseHandle> {
  const generate: GenerateOptions = {
    products: options.products ?? TEST_PRODUCT_COUNT,
    seed: options.seed,
    today: options.today,
  };
  if (!options.empty) {
    const data = generateSeedData(generate);
    await renderPhotos(data.photos, join(TEST_DATA_DIR, 'photos'));
  }
  const url = process.env.TEST_DATABASE_URL;
  return url ? openPostgresTestDatabase(url, options, generate) : openPgliteTestDatabase(options, generate);
}

/** A new database on the test engine with nothing in it, not even migrations (for migration tests). */
export async function openFreshTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openDatabase({ dataDir: MEMORY });
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  return dropOnClose(
    await openDatabase({ databaseUrl: databaseUrl(url, name), dataDir: TEST_DATA_DIR, maxConnections: 5 }),
    url,
    name,
  );
}

function dropOnClose(handle: DatabaseHandle, adminUrl: string, name: string): DatabaseHandle {
  const closePool = handle.close;
  // Replaced in place: the handle object itself stays known to migrate().
  handle.close = async () => {
    await closePool();
    await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  };
  return handle;
}

// --- PGlite: migrate and seed once per content, then clone the snapshot for every test file.

const snapshots = new Map<string, Promise<Blob>>();

/**
 * Vitest runs each test file in its own process, so a snapshot kept only in memory was rebuilt by
 * every file (migrating and seeding takes ~6 s, loading the snapshot ~1 s). It is kept on disk too,
 * named like the PostgreSQL template: by the options and a hash of the migrations and seed rows.
 */
const PGLITE_SNAPSHOT_DIR = join(TEST_DATA_DIR, 'pglite-snapshots');

async function openPgliteTestDatabase(
  options: TestDatabaseOptions,
  generate: GenerateOptions,
): Promise<DatabaseHandle> {
  const template = templateName(options, generate);
  let snapshot = snapshots.get(template.name);
  if (!snapshot) {
    snapshot = readOrBuildPgliteSnapshot(template, options, generate);
    snapshots.set(template.name, snapshot);
  }
  const client = await PGlite.create({ loadDataDir: await snapshot, extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client, TEST_DATA_DIR);
}

async function readOrBuildPgliteSnapshot(
  { name, variantPrefix }: { name: string; variantPrefix: string },
  options: TestDatabaseOptions,
  generate: GenerateOptions,
): Promise<Blob> {
  const file = join(PGLITE_SNAPSHOT_DIR, `${name}.tar`);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    // Not built yet (or by a process that is writing it now): build it here; the rename makes
    // whichever copy lands last whole, never a half-written file.
  }
  const snapshot = await buildPgliteSnapshot(options, generate);
  mkdirSync(PGLITE_SNAPSHOT_DIR, { recursive: true });
  const building = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(building, new Uint8Array(await snapshot.arrayBuffer()));
  renameSync(building, file);
  // Snapshots of this variant from older migrations or seed code are of no further use.
  for (const entry of readdirSync(PGLITE_SNAPSHOT_DIR))
    if (entry.startsWith(variantPrefix) && entry !== `${name}.tar` && !entry.includes('.tar.'))
      rmSync(join(PGLITE_SNAPSHOT_DIR, entry), { force: true });
  return snapshot;
}

async function buildPgliteSnapshot(options: TestDatabaseOptions, generate: GenerateOptions): Promise<Blob> {
  const handle = await openDatabase({ dataDir: MEMORY });
  try {
    await migrate(handle);
    if (!options.empty) await seed(handle, { ...generate, dataDir: null });
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    return await client.dumpDataDir('none');
  } finally {
    await handle.close();
  }
}

// --- PostgreSQL: one seeded template database per content hash, cloned with CREATE DATABASE … TEMPLATE.

const TEMPLATE_PREFIX = 'stride_test_tpl_';
const TEMPLATE_LOCK_KEY = 7_305_412_919;

/**
 * `stride_test_tpl_<variant>_<content>`: the variant names the options (size, seed, empty), the
 * content hashes the migrations and the seed rows. A new content replaces only older templates of
 * the same variant, so test files asking for other catalogs never lose theirs.
 */
function templateName(
  options: TestDatabaseOptions,
  generate: GenerateOptions,
): { name: string; variantPrefix: string } {
  const variant = createHash('sha256')
    .update(JSON.stringify({ products: generate.products, seed: generate.seed ?? 1, empty: options.empty === true }))
    .digest('hex')
    .slice(0, 8);
  const content = createHash('sha256');
  content.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  // A migration edited in place changes the schema without a new journal entry.
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((entry) => entry.endsWith('.sql'))
    .sort())
    content.update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  if (!options.empty) {
    for (const { rows } of generateSeedData(generate).tables) content.update(JSON.stringify(rows));
    content.update(readFileSync(SEED_PACKETA_FEED_PATH));
  }
  const variantPrefix = `${TEMPLATE_PREFIX}${variant}_`;
  return { name: `${variantPrefix}${content.digest('hex').slice(0, 12)}`, variantPrefix };
}

const templates = new Map<string, Promise<void>>();

async function ensureTemplate(
  adminUrl: string,
  { name, variantPrefix }: { name: string; variantPrefix: string },
  options: TestDatabaseOptions,
  generate: GenerateOptions,
): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Several test processes may start at once: one builds the template, the others wait for it.
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
    const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      // A process that died while building left its half-built copy behind; we hold the lock now.
      const leftovers = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1)`,
        [`${name}_building_`],
      );
      for (const { datname } of leftovers.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      const building = `${name}_building_${process.pid}`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building), maxConnections: 2 });
      try {
        await migrate(handle);
        if (!options.empty) await seed(handle, { ...generate, dataDir: null });
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      // Templates of this variant built from older migrations or seed code are of no further use.
      const stale = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE starts_with(datname, $1) AND datname <> $2 AND datname NOT LIKE '%\\_building\\_%'`,
        [variantPrefix, name],
      );
      for (const { datname } of stale.rows)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]).catch(() => {});
    await admin.end();
  }
}

async function openPostgresTestDatabase(
  adminUrl: string,
  options: TestDatabaseOptions,
  generate: GenerateOptions,
): Promise<DatabaseHandle> {
  const template = templateName(options, generate);
  let ready = templates.get(template.name);
  if (!ready) {
    ready = ensureTemplate(adminUrl, template, options, generate);
    templates.set(template.name, ready);
  }
  await ready;
  const name = `stride_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template.name}"`);
        return;
      } catch (error) {
        // 55006: the template is briefly in use by a concurrent clone; try again.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 + attempt * 50));
      }
    }
  });
  return dropOnClose(
    await openDatabase({ databaseUrl: databaseUrl(adminUrl, name), dataDir: TEST_DATA_DIR, maxConnections: 5 }),
    adminUrl,
    name,
  );
}
