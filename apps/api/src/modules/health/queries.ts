import { type Executor, sql } from '@stride/db';

/** Resolves once the database has answered a trivial statement; rejects when it cannot. */
export async function pingDatabase(db: Executor): Promise<void> {
  await db.execute(sql`select 1`);
}
