import pg from 'pg';

const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/stride_bench';

/**
 * The PostgreSQL database the bench runs the api on (the api creates it when missing), or undefined,
 * with a note, when no server answers, so a machine without PostgreSQL still benches PGlite.
 */
export async function benchDatabaseUrl(): Promise<string | undefined> {
  const server = new URL(BENCH_DATABASE_URL);
  server.pathname = '/postgres';
  const probe = new pg.Client({ connectionString: server.toString() });
  try {
    await probe.connect();
    return BENCH_DATABASE_URL;
  } catch (error) {
    console.log(
      `postgres: skipped, ${server.host} does not answer (${error instanceof Error ? error.message : error})`,
    );
    return undefined;
  } finally {
    await probe.end().catch(() => {});
  }
}
