import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The URL of a database of that name on the bench's PostgreSQL server, created when missing; or
 * undefined (with a note) when no server answers, so a machine without PostgreSQL still benches PGlite.
 */
export async function ensurePostgresDatabase(name: string): Promise<string | undefined> {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres: skipped, ${ADMIN_URL} does not answer (${error instanceof Error ? error.message : error})`);
    return undefined;
  }
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (exists.rowCount === 0) await admin.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
