import { and, type Executor, eq, gt, lt, ne, sessions, sql, statement, users } from '@stride/db';

/** A saved delivery address as the session's user carries it. */
export type SessionAddress = {
  id: number;
  firstname: string;
  surname: string;
  street: string;
  city: string;
  zip: string;
  country: string;
};

/** The user of a live session, with their saved addresses: what every personal request learns about who is asking. */
export type SessionUserRow = typeof users.$inferSelect & { addresses: SessionAddress[] };

export type SessionRow = {
  id: number;
  remember: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  user: SessionUserRow;
};

/**
 * One prepared statement for every personal request with a session cookie: the session, its user and
 * the user's addresses (the profile's whole answer), so reading the profile is one round trip.
 */
const liveSessionStatement = statement('session_live', (db) =>
  db
    .select({
      id: sessions.id,
      remember: sessions.remember,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: users,
      addresses: sql<SessionAddress[]>`coalesce((select json_agg(json_build_object('id', a.id,
        'firstname', a.firstname, 'surname', a.surname, 'street', a.street, 'city', a.city, 'zip', a.zip,
        'country', a.country) order by a.id) from user_addresses a where a.user_id = ${users.id}), '[]'::json)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`))),
);

/** The live session of a token's stored form, with its user, in one statement; undefined when none. */
export async function findLiveSession(db: Executor, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await liveSessionStatement(db).execute({ tokenHash });
  if (!row) return undefined;
  return {
    id: row.id,
    remember: row.remember,
    lastSeenAt: row.lastSeenAt,
    expiresAt: row.expiresAt,
    user: { ...row.user, addresses: row.addresses },
  };
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

/**
 * Moves a session's expiry forward from now (the sliding lifetime), and notes when it was seen: both
 * as written, or undefined when the session is gone. (This write sends no `sessions_changed` notice:
 * the expiry only grows, migration 0020.)
 */
export async function slideSession(
  db: Executor,
  id: number,
  lifetimeMs: number,
): Promise<{ lastSeenAt: Date; expiresAt: Date } | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()`, expiresAt: sql`now() + make_interval(secs => ${lifetimeMs / 1000})` })
    .where(eq(sessions.id, id))
    .returning({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt });
  return row;
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
