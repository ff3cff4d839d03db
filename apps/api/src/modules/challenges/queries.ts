import { type Executor, eq, lt, signupChallenges, sql } from '@stride/db';

/**
 * The arithmetic question of the registration and the contact form (spec §2): the api keeps the sum
 * under the hash of the token it gave out, until it is answered once or expires.
 */

export async function insertChallenge(
  db: Executor,
  challenge: { tokenHash: string; answer: number; lifetimeSeconds: number },
): Promise<void> {
  await db.insert(signupChallenges).values({
    tokenHash: challenge.tokenHash,
    answer: challenge.answer,
    expiresAt: sql`now() + make_interval(secs => ${challenge.lifetimeSeconds})`,
  });
}

/**
 * Takes a live challenge: its answer, and the row is gone, so a token answers once whatever the
 * outcome (a wrong sum needs a new question). Undefined when unknown, used or expired.
 */
export async function takeChallenge(db: Executor, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .delete(signupChallenges)
    .where(eq(signupChallenges.tokenHash, tokenHash))
    .returning({ answer: signupChallenges.answer, expiresAt: signupChallenges.expiresAt });
  return row && row.expiresAt.getTime() > Date.now() ? row.answer : undefined;
}

export async function deleteExpiredChallenges(db: Executor): Promise<void> {
  await db.delete(signupChallenges).where(lt(signupChallenges.expiresAt, sql`now()`));
}
