import { spawn } from 'node:child_process';
import { createDatabaseIfMissing, openDatabase } from '@stride/db';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Where an engine's bench catalog lives: PGlite files under dataDir, or a PostgreSQL database. */
export type CatalogLocation = { dataDir: string; databaseUrl?: string };

/** Products in the bench database (0 when it is not migrated yet). Opens PGlite, so no api may hold it. */
export async function countProducts(location: CatalogLocation): Promise<number> {
  if (location.databaseUrl) await createDatabaseIfMissing(location.databaseUrl);
  const handle = await openDatabase({ ...location, maxConnections: 1 });
  try {
    const [table] = await handle.query<{ present: boolean }>(
      `SELECT to_regclass('public.products') IS NOT NULL AS present`,
    );
    if (!table?.present) return 0;
    const [row] = await handle.query<{ total: number }>('SELECT count(*)::int AS total FROM products');
    return Number(row?.total ?? 0);
  } finally {
    await handle.close();
  }
}

/** Seeds the bench database to `products` products with the project's own seed command. */
function runSeed(location: CatalogLocation, products: number): Promise<void> {
  const args = ['--import', 'tsx', 'packages/db/src/seed/cli.ts', '--products', String(products)];
  args.push('--data-dir', location.dataDir);
  if (location.databaseUrl) args.push('--database-url', location.databaseUrl);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding exited with ${code}`))));
  });
}

/**
 * The catalog size the engine is measured on: reseeded to `wanted` products first when asked and
 * it holds a different number (seeding 50,000 takes a minute, so an equal count is kept).
 */
export async function ensureCatalog(location: CatalogLocation, wanted: number | undefined): Promise<number> {
  const present = await countProducts(location);
  if (wanted === undefined || present === wanted) return present;
  console.log(`seeding ${wanted} products (the database holds ${present})…`);
  await runSeed(location, wanted);
  return countProducts(location);
}
