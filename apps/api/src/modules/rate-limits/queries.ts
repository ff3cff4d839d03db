import { type Executor, lt, rateLimits, sql } from '@stride/db';

/** A key's requests in its window, and the milliseconds left of it (what @fastify/rate-limit's stores answer). */
export type Count = { current: number; ttl: number };

/**
 * Counts one request of `key` in its window and answers the count and the milliseconds left, in
 * one statement: a window that has run out starts again at 1. Concurrent requests of one key each
 * get their own count (the row is locked by the upsert), so a burst cannot slip through together.
 */
export async function countHit(db: Executor, key: string, windowMs: number): Promise<Count> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    insert into ${rateLimits} (key, hits, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end,
      reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end
    returning hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl`);
  const [row] = result.rows;
  if (!row) throw new Error('countHit: the upsert returned no row');
  return { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) };
}

/** Reads a key's count without counting (the store's `read`). */
export async function readHits(db: Executor, key: string): Promise<Count> {
  const result = await db.execute<{ hits: number; ttl: number }>(sql`
    select hits, ceil(extract(epoch from reset_at - now()) * 1000)::int as ttl
    from ${rateLimits} where key = ${key} and reset_at > now()`);
  const [row] = result.rows;
  return row ? { current: Number(row.hits), ttl: Math.max(0, Number(row.ttl)) } : { current: 0, ttl: 0 };
}

/** Forgets windows that have run out (the sweeper). */
export async function deleteExpiredRateLimits(db: Executor): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now()`));
}
