import pg from 'pg';

/**
 * The catalog database the e2e api runs on, for journeys that change the catalog behind the shop's
 * back (as an import or an admin would). `npm test` runs the e2e stack on PostgreSQL when
 * TEST_DATABASE_URL names a server (as CI does) and hands its address over as E2E_DATABASE_URL.
 */
export async function withCatalogDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) {
    throw new Error(
      'These journeys change the catalog in the database, which the embedded PGlite keeps to the api process: ' +
        'run `npm test` with TEST_DATABASE_URL set to a PostgreSQL server (CI does).',
    );
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
