import { type DatabaseHandle, sql } from '@stride/db';
import { SESSION_CACHE_MAX_AGE_MS } from '../modules/sessions/session-cache';

/**
 * Renames a user behind every api process's back: with the triggers off (session_replication_role),
 * so no `sessions_changed` notice goes. A process still showing the old name answers from its copy
 * of the session: the way a test proves a session is cached, without reaching into the process.
 */
export async function renameUnnoticed(database: DatabaseHandle, email: string, firstname: string): Promise<void> {
  await database.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update users set firstname = ${firstname} where email = ${email}`);
  });
}

/** Leeway below the cache's maximum age, for the last check to come back. */
const MARGIN_MS = 300;

/**
 * Waits for `seen()` to hold, and fails unless it does before a copy kept at `keptAt` would have aged
 * out of the session cache: what it sees must then come from the change's notice, not from the
 * copy's age. (A run so slow that the wait cannot tell the two apart fails too, saying so.)
 */
export async function seenBeforeCopyAges(keptAt: number, what: string, seen: () => Promise<boolean>): Promise<void> {
  const deadline = keptAt + SESSION_CACHE_MAX_AGE_MS - MARGIN_MS;
  while (Date.now() < deadline) {
    if (await seen()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${what}: not seen within the cached copy's age (${SESSION_CACHE_MAX_AGE_MS} ms)`);
}
