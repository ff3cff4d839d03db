import type { Executor } from '@stride/db';
import { deleteExpiredChallenges } from '../challenges/queries';
import { deleteExpiredRateLimits } from '../rate-limits/queries';
import { deleteExpiredSessions } from '../sessions/queries';
import { deleteExpiredUserTokens } from './queries';

/**
 * Deletes what has expired and can no longer be used: sessions, e-mailed links, registration
 * questions and rate-limit windows. Each would be refused anyway; this only keeps the tables small.
 * Several api processes may sweep at once: deleting a row twice is harmless.
 */
export async function sweepExpiredAccountRows(db: Executor): Promise<void> {
  await deleteExpiredSessions(db);
  await deleteExpiredUserTokens(db);
  await deleteExpiredChallenges(db);
  await deleteExpiredRateLimits(db);
}
