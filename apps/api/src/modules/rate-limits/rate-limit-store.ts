import type { DatabaseHandle } from '@stride/db';
import { type Count, countHit, readHits } from './queries';

type Callback = (error: Error | null, count?: Count) => void;

/**
 * A store for @fastify/rate-limit that every api process shares (issue 13 §2): the counts live in
 * the database, PGlite or PostgreSQL, so two processes behind one address cannot each allow the
 * limit. The plugin constructs the store itself, hence a class made for the database.
 */
export function databaseRateLimitStore(database: DatabaseHandle) {
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(database.db, key, timeWindow).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    read(key: string, callback: Callback): void {
      readHits(database.db, key).then(
        (count) => callback(null, count),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  };
}
