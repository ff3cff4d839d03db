import pg from 'pg';

/** The URL of another database on the same PostgreSQL server. */
export function databaseUrl(base: string, database: string): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `fn` on one short-lived connection to `url`. */
export async function withAdmin<T>(url: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Creates the database that `url` names when the server does not have it yet, through the server's
 * `postgres` maintenance database, so `DATABASE_URL=postgres://…/stride npm start` works on a new
 * server. Returns whether it created it.
 */
export async function createDatabaseIfMissing(url: string): Promise<boolean> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (name === '' || name === 'postgres') return false;
  return withAdmin(databaseUrl(url, 'postgres'), async (admin) => {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    } catch (error) {
      // 42P04: another process created it in the meantime, which is what we wanted.
      if ((error as { code?: string }).code !== '42P04') throw error;
      return false;
    }
    return true;
  });
}
