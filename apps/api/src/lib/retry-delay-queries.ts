import { type AnyColumn, type SQL, sql } from '@stride/db';
import type { RetryDelay } from './outbox-loop';

/**
 * When an outbox row that just failed is due again: `baseSeconds` × 2^(its tries before this one),
 * at most `maxSeconds` (30 s, 1 min, 2 min … then hourly with the defaults), computed from the row's
 * own count in the statement that marks it.
 */
export function retryAfter(attempts: AnyColumn, delay: RetryDelay): SQL {
  return sql`now() + make_interval(secs => least(${delay.baseSeconds}::float8 * power(2, least(${attempts}, 30)), ${delay.maxSeconds}::float8))`;
}
