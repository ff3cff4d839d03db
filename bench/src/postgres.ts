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

/**
 * Waits until no other session runs a query in the database: a stopped api's backends finish their
 * last statements after it has gone, and they must not share the CPU with the next measurement.
 */
export async function waitForIdleDatabase(databaseUrl: string, timeoutMs = 180_000): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ busy: number }>(
        `SELECT count(*)::int AS busy FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.busy ?? 0) === 0) return;
      await new Promise((r) => setTimeout(r, 250));
    }
  } finally {
    await client.end();
  }
}

/**
 * Writes PostgreSQL's dirty pages out now (CHECKPOINT), so that no timed checkpoint falls inside the
 * row measured next: one every 5 minutes slowed every other orders row by its writes. Each row then
 * starts alike, right after one. (A VACUUM before it too made the rows slower, not steadier.) Without
 * the right to (not a superuser or pg_checkpoint), the row runs as it finds the server.
 */
export async function checkpoint(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } catch (error) {
    console.log(`postgres: no CHECKPOINT before the row (${error instanceof Error ? error.message : error})`);
  } finally {
    await client.end();
  }
}
