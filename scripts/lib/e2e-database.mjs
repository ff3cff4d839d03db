// The e2e stack's database: a fresh PostgreSQL database beside TEST_DATABASE_URL's when that names a
// server (CI), so journeys can change the catalog behind the running api (the freshness journey)
// and the api runs as in production (one process per core, LISTEN/NOTIFY); else the embedded PGlite.

/** The URL of the e2e database next to `testDatabaseUrl`, recreated empty, or '' for PGlite. */
export async function freshE2eDatabase(testDatabaseUrl) {
  if (!testDatabaseUrl) return '';
  const url = new URL(testDatabaseUrl);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'stride'}_e2e`;
  const admin = new URL(testDatabaseUrl);
  admin.pathname = '/postgres';
  // Imported here: the bootstrap runs before dependencies are installed.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await client.query(`DROP DATABASE IF EXISTS ${quoted} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${quoted}`);
  } finally {
    await client.end();
  }
  url.pathname = `/${encodeURIComponent(name)}`;
  return url.toString();
}
