import { and, type Executor, eq, sql, userIdentities, users } from '@stride/db';
import type { UserRow } from './queries';

/** The shop's user a provider's account is linked to, if it is. */
export async function findUserByIdentity(
  db: Executor,
  identity: { webInstanceId: number; provider: string; subject: string },
): Promise<UserRow | undefined> {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.webInstanceId, identity.webInstanceId),
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
      ),
    );
  return row?.user;
}

/**
 * Links a provider's account to a user of the shop. False when the shop has it linked already (the
 * unique index decides, so two logins of one account at once link it once).
 */
export async function linkIdentity(
  db: Executor,
  identity: { userId: number; webInstanceId: number; provider: string; subject: string },
): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values(identity)
    .onConflictDoNothing({ target: [userIdentities.webInstanceId, userIdentities.provider, userIdentities.subject] })
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}

/**
 * Takes from an account the ways in that nobody proved to be the e-mail's owner's: its password and
 * its linked providers. (Its sessions the caller ends.)
 */
export async function forgetUnprovenWaysIn(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ passwordHash: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
  await db.delete(userIdentities).where(eq(userIdentities.userId, userId));
}
