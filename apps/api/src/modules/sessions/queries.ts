import { and, type Executor, eq, gt, lt, ne, sessions, sql, users } from '@stride/db';

/** The user of a live session: what every personal request learns about who is asking. */
export type SessionUserRow = typeof users.$inferSelect;

export type SessionRow = {
  id: number;
  remember: boolean;
  lastSeenAt: Date;
  user: SessionUserRow;
};

/** The live session of a token's stored form, with its user, in one statement; undefined when none. */
export async function findLiveSession(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({ id: sessions.id, remember: sessions.remember, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, sql`now()`)));
  return row;
}

export async function insertSession(
  db: Executor,
  session: { tokenHash: string; userId: number; remember: boolean; lifetimeMs: number },
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash: session.tokenHash,
    userId: session.userId,
    remember: session.remember,
    expiresAt: sql`now() + make_interval(secs => ${session.lifetimeMs / 1000})`,
  });
}

/** Moves a session's expiry forward from now (the sliding lifetime), and notes when it was seen. */
export async function slideSession(db: Executor, id: number, lifetimeMs: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${lifetimeMs / 1000})` })
    .where(eq(sessions.id, id));
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user, or every one but `exceptId` (the one that changed the password). */
export async function deleteUserSessions(db: Executor, userId: number, exceptId?: number): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptId === undefined
        ? eq(sessions.userId, userId)
        : and(eq(sessions.userId, userId), ne(sessions.id, exceptId)),
    );
}

/** Forgets expired sessions (the sweeper): they can no longer be used, only kept. */
export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));
}
